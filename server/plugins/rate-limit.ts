/**
 * Rate limiting by client address (behind proxies, the address `trustProxy` lets
 * Fastify see). Nothing is limited globally: routes opt in with the `app.rateLimit()`
 * hook this plugin provides. An exceeded limit is answered 429 with Retry-After and
 * the usual JSON error body.
 */
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { ERROR_CODES, STATUS } from '../../app/forms/index.ts';
import { httpError } from '../http-error.ts';

export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        httpError(
          context.statusCode,
          ERROR_CODES.rateLimited,
          STATUS.rateLimited(Math.max(1, Math.ceil(context.ttl / 1000))),
        ),
    });
  },
  { name: 'rate-limit' },
);
