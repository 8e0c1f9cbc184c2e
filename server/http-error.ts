/**
 * An error that carries its HTTP status and machine-readable code; the error
 * handler (plugins/app/error-handler.ts) turns it into `{ error: code, message }`.
 */
export function httpError(
  statusCode: number,
  code: string,
  message: string,
): Error & { statusCode: number; code: string } {
  return Object.assign(new Error(message), { statusCode, code });
}

/**
 * The 415 message of a form post that is not multipart/form-data: said by the form
 * routes and by the error handler (for a body Fastify refuses before any route runs).
 */
export const NOT_MULTIPART = 'Send the form as multipart/form-data.';
