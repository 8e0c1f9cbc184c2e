/**
 * An error that carries its HTTP status and machine-readable code; the error
 * handler (plugins/error-handler.ts) turns it into `{ error: code, message }`.
 */
export function httpError(
  statusCode: number,
  code: string,
  message: string,
): Error & { statusCode: number; code: string } {
  return Object.assign(new Error(message), { statusCode, code });
}
