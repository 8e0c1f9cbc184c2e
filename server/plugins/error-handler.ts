/**
 * The one error handler: every failure becomes a JSON body `{ error, message }`
 * with the right status (and `errors`, messages by field, when a client error
 * carries `fields`); server faults are logged and never leak internals.
 */
import fp from 'fastify-plugin';
import { ERROR_CODES, forms } from '../../app/forms/index.ts';
import { NOT_MULTIPART } from '../routes/forms.ts';

const SAYS_WHAT_HAPPENED = new Set<string>([ERROR_CODES.shuttingDown, ERROR_CODES.unavailable]);

const FORM_ENDPOINTS = new Set(Object.values(forms).map((form) => form.endpoint));

/**
 * Fastify's own errors carry Fastify's codes (FST_…); those the API documents get
 * the documented code: a body of a type no parser takes (a url-encoded form, say)
 * is UNSUPPORTED_MEDIA_TYPE, with the message the form endpoints give a JSON body.
 */
function documented(error: { statusCode?: number; code?: string; message: string }, url: string) {
  if (error.statusCode === 415 && error.code?.startsWith('FST_')) {
    const path = url.split('?', 1)[0] ?? '';
    return {
      code: ERROR_CODES.unsupportedMedia,
      message: FORM_ENDPOINTS.has(path) ? NOT_MULTIPART : 'The type of the request body is not accepted here.',
    };
  }
  return { code: error.code, message: error.message };
}

export default fp(
  async (app) => {
    app.setErrorHandler(
      (error: Error & { statusCode?: number; code?: string; fields?: Record<string, string> }, request, reply) => {
        const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
        // Our own 503s (shutting down, the database unreachable) say what is happening;
        // other server faults say nothing of themselves.
        const fault = status >= 500 && !(status === 503 && SAYS_WHAT_HAPPENED.has(error.code ?? ''));
        if (fault) request.log.error(error);
        else request.log.info({ err: error.message, code: error.code }, 'request refused');
        const { code, message: clientMessage } = documented(error, request.url);
        const message = fault ? 'Something went wrong on our side. Please try again.' : clientMessage;
        return reply
          .code(status)
          .type('application/json; charset=utf-8')
          .send({
            error: code ?? httpName(status),
            message,
            ...(error.fields && !fault ? { errors: error.fields } : {}),
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
