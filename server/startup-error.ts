/**
 * A reason the server must not start that the operator fixes (a wrong setting, a
 * data folder in use): server.ts prints its message alone, without a stack trace,
 * and exits 1.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}
