/**
 * Tells a database that cannot be reached (down, restarting, unreachable, out of
 * connections, too slow) from a fault in our own query: the first is answered 503
 * and retried by the visitor, the second is a bug and answered 500.
 */

/** Node network errors met while connecting to or talking with PostgreSQL. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * SQLSTATE codes of an unavailable server: class 08 (connection exception),
 * class 53 (insufficient resources), shutting down or starting up, a statement
 * cancelled by statement_timeout.
 */
function unavailableSqlState(code: string): boolean {
  return /^(08|53)/.test(code) || ['57P01', '57P02', '57P03', '57014'].includes(code);
}

/** node-postgres reports lost connections and its own time-outs with these messages. */
const DRIVER_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /query read timeout/i,
  /not queryable/i,
  /connection.*(closed|ended)/i,
  /cannot use a pool after calling end/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps driver errors in DrizzleQueryError, with the driver's error as cause.
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || (code.length === 5 && unavailableSqlState(code)))) {
      return true;
    }
    if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = cause;
  }
  return false;
}

/**
 * Whether PostgreSQL refused the connection itself: a wrong user or password
 * (SQLSTATE class 28), or a database that does not exist (3D000). A setting to fix,
 * not a server to wait for.
 */
export function isConnectionRefusedByServer(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && (/^28/.test(code) || code === '3D000')) return true;
    current = cause;
  }
  return false;
}
