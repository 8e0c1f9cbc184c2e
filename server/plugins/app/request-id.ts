/**
 * One id per request, the same in nginx's access log, the replica's log and the
 * answer: nginx generates it ($request_id) and forwards it in X-Request-Id
 * (deploy/nginx.conf); the replica takes it as Fastify's request id (the `reqId` of
 * every log line about the request) and returns it in X-Request-Id. A request that
 * comes without one (straight to a replica, a test) gets a new UUID. A header that
 * is not a plain token is ignored, so a client cannot write into the logs through it.
 */
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';
/** nginx's $request_id is 32 hex digits; proxies and tracers use UUIDs and similar tokens. */
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

export default fp(
  async (app) => {
    app.setGenReqId((request) => {
      const given = request.headers[REQUEST_ID_HEADER];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    });
    app.addHook('onRequest', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
    });
  },
  { name: 'request-id' },
);
