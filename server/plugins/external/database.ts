/**
 * Opens the database for the app (PGlite in DATA_DIR, or PostgreSQL at
 * DATABASE_URL), applies pending migrations before the app is ready, exposes it as
 * `app.database`, and closes it when the app closes.
 */
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { isConnectionRefusedByServer, isDatabaseUnavailable } from '../../db/errors.ts';
import { StartupError } from '../../startup-error.ts';

/** PostgreSQL is not there, or refuses the connection, at start-up: one line for the operator (server.ts). */
class DatabaseUnreachableError extends StartupError {
  override name = 'DatabaseUnreachableError';
}

/** The error a start-up failure on PostgreSQL becomes: one line naming the host (never the password) and the cause. */
function startupError(error: unknown, databaseUrl: string | undefined): unknown {
  if (!databaseUrl) return error;
  const host = URL.parse(databaseUrl)?.host || 'DATABASE_URL';
  const cause =
    error instanceof Error ? (error.cause instanceof Error ? error.cause : error) : new Error(String(error));
  const code = (cause as { code?: unknown }).code;
  const detail = `${typeof code === 'string' ? `${code}: ` : ''}${cause.message.split('\n')[0] ?? ''}`;
  if (isConnectionRefusedByServer(error)) {
    return new DatabaseUnreachableError(
      `The database at ${host} refused the connection (${detail}). Check the user, password and database name in DATABASE_URL.`,
    );
  }
  if (isDatabaseUnavailable(error)) {
    return new DatabaseUnreachableError(
      `The database at ${host} cannot be reached (${detail}). Check that PostgreSQL is running and that DATABASE_URL names it; ` +
        'the server exits and starts again when its supervisor restarts it.',
    );
  }
  return error;
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onConnectionError: (error) =>
        app.log.warn({ err: error.message }, 'database connection lost; it will be reopened'),
    });
    try {
      await database.migrate({ onWait: (message) => app.log.warn(message) });
    } catch (error) {
      await database.close().catch(() => undefined);
      throw startupError(error, config.databaseUrl);
    }
    app.log.info({ database: database.kind }, 'database ready');
    app.decorate('database', database);
    app.addHook('onClose', async () => {
      await database.close();
    });
  },
  { name: 'database' },
);

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}
