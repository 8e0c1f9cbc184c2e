/**
 * The one error handler: every failure becomes a JSON body `{ error, message }`
 * with the right status (and `errors`, messages by field, when a client error
 * carries `fields`); server faults are logged and never leak internals.
 */
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    app.setErrorHandler(
      (error: Error & { statusCode?: number; code?: string; fields?: Record<string, string> }, request, reply) => {
        const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
        if (status >= 500) request.log.error(error);
        else request.log.info({ err: error.message, code: error.code }, 'request refused');
        const message = status >= 500 ? 'Something went wrong on our side. Please try again.' : error.message;
        return reply
          .code(status)
          .type('application/json; charset=utf-8')
          .send({
            error: error.code ?? httpName(status),
            message,
            ...(error.fields && status < 500 ? { errors: error.fields } : {}),
          });
      },
    );
  },
  { name: 'error-handler' },
);

function httpName(status: number): string {
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 404) return 'NOT_FOUND';
  if (status >= 500) return 'INTERNAL_ERROR';
  return 'BAD_REQUEST';
}
