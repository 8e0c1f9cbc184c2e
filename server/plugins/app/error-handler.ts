/**
 * The one error handler: every failure becomes a JSON body `{ error, message }`
 * with the right status (and `errors`, messages by field, when a client error
 * carries `fields`); server faults are logged and never leak internals.
 */
import fp from 'fastify-plugin';
import { ERROR_CODES, forms } from '../../../app/forms/index.ts';
import { NOT_MULTIPART } from '../../http-error.ts';

const SAYS_WHAT_HAPPENED = new Set<string>([ERROR_CODES.shuttingDown, ERROR_CODES.unavailable]);

const FORM_ENDPOINTS = new Set(Object.values(forms).map((form) => form.endpoint));

/** Plain messages for the errors of Fastify and its plugins that a client can cause. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty, but its type says JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'The type of the request body is not accepted here.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
  FST_ERR_CTP_INVALID_TYPE: 'The Content-Type header is not valid.',
  FST_PROTO_VIOLATION: 'The request body uses a forbidden field name.',
  FST_ERR_BAD_URL: 'The address of the request is not a valid URL.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address of the request is too long.',
};

/** The documented code of a status, for errors that carry none of ours. */
function codeOf(status: number): string {
  if (status === 400) return ERROR_CODES.malformed;
  if (status === 413) return ERROR_CODES.tooLarge;
  if (status === 415) return ERROR_CODES.unsupportedMedia;
  if (status === 404) return 'NOT_FOUND';
  if (status === 408) return 'REQUEST_TIMEOUT';
  if (status === 414) return 'URI_TOO_LONG';
  if (status === 431) return 'HEADERS_TOO_LARGE';
  if (status >= 500) return 'INTERNAL_ERROR';
  return 'BAD_REQUEST';
}

/**
 * The body of an error: our own errors keep their code and message; Fastify's and
 * its plugins' (FST_…, or none) get the documented code of their status and a plain
 * message, so no client ever sees a framework's code. A body of a type no parser
 * takes (a url-encoded form, say) at a form endpoint says how to send the form.
 */
export function errorBody(
  error: { statusCode?: number; code?: string; message: string },
  status: number,
  url: string,
): { error: string; message: string } {
  const ours = error.code !== undefined && !error.code.startsWith('FST_') && !error.code.startsWith('ERR_');
  if (ours) return { error: error.code as string, message: error.message };
  const path = url.split('?', 1)[0] ?? '';
  if (status === 415 && FORM_ENDPOINTS.has(path)) {
    return { error: ERROR_CODES.unsupportedMedia, message: NOT_MULTIPART };
  }
  const framework = error.code === undefined ? undefined : FRAMEWORK_MESSAGES[error.code];
  const unsupported = status === 415 ? 'The type of the request body is not accepted here.' : undefined;
  return { error: codeOf(status), message: framework ?? unsupported ?? error.message };
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
        const body = errorBody(error, status, request.url);
        return reply
          .code(status)
          .type('application/json; charset=utf-8')
          .send({
            error: fault ? 'INTERNAL_ERROR' : body.error,
            message: fault ? 'Something went wrong on our side. Please try again.' : body.message,
            ...(error.fields && !fault ? { errors: error.fields } : {}),
          });
      },
    );
  },
  { name: 'error-handler' },
);
