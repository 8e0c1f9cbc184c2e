/**
 * Opens the database for the app (PGlite in DATA_DIR, or PostgreSQL at
 * DATABASE_URL), applies pending migrations before the app is ready, exposes it as
 * `app.database`, and closes it when the app closes.
 */
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';

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
      throw error;
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
