/**
 * What a load balancer or an orchestrator asks the server:
 *
 * - `GET /healthz`: the process is alive and answering (200). It never touches the
 *   database, so a database outage does not get healthy replicas restarted.
 * - `GET /readyz`: this replica should receive traffic: the database answers and
 *   has every migration this code knows, and the analytics beacon's worker thread
 *   (BEACON_PORT) answers (200), else 503. From `app.health.drain()`
 *   (server.ts calls it on SIGTERM) it answers 503 while the server still serves,
 *   so that a balancer polling it stops sending requests before the listener closes;
 *   from the start of `app.close()` the app's closing hook answers 503 to everything.
 *
 * Neither answer names a version, a host or a setting; neither is rate limited
 * (no limiter is registered on them) nor cached.
 */
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { MIGRATIONS_FOLDER } from '../../db/client.ts';

export const HEALTH_PATH = '/healthz';
export const READINESS_PATH = '/readyz';

/** A readiness probe answers within this, whatever the database does. */
const READINESS_TIMEOUT_MS = 2_000;

export interface HealthControl {
  /** Turns /readyz to 503 for good: the replica is about to stop. */
  drain(): void;
  readonly draining: boolean;
  /**
   * Another part the replica needs (the beacon's worker thread): /readyz answers 503 with
   * what the check returns, while it returns something.
   */
  addCheck(check: () => Promise<NotReady>): void;
}

/** Why this replica is not ready, or undefined when it is. */
export type NotReady = { error: string; message: string } | undefined;

const DRAINING: NotReady = { error: 'DRAINING', message: 'This server is shutting down.' };
const DATABASE_DOWN: NotReady = { error: 'DATABASE_UNAVAILABLE', message: 'The database does not answer.' };
const NOT_MIGRATED: NotReady = {
  error: 'MIGRATIONS_PENDING',
  message: 'The database lacks migrations this server needs.',
};

export default fp(
  async (app) => {
    // The newest migration of this release, by the timestamp Drizzle records for it.
    const newestMigration = Math.max(
      ...readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((m) => m.folderMillis),
    );
    let draining = false;
    const checks: (() => Promise<NotReady>)[] = [];

    async function databaseReadiness(): Promise<NotReady> {
      const query = app.database.db.execute(sql`select max(created_at) as latest from drizzle.__drizzle_migrations`);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), READINESS_TIMEOUT_MS);
      });
      try {
        const result = await Promise.race([query, timeout]);
        if (result === 'timeout') return DATABASE_DOWN;
        const latest = Number((result as unknown as { rows: { latest: unknown }[] }).rows[0]?.latest ?? 0);
        return latest >= newestMigration ? undefined : NOT_MIGRATED;
      } catch {
        return DATABASE_DOWN;
      } finally {
        clearTimeout(timer);
        // A query that lost the race still settles later; its failure is not news.
        query.then(
          () => undefined,
          () => undefined,
        );
      }
    }

    app.get(HEALTH_PATH, async (_request, reply) => {
      return reply.header('cache-control', 'no-store').send({ status: 'ok' });
    });

    app.get(READINESS_PATH, async (_request, reply) => {
      let notReady = draining ? DRAINING : await databaseReadiness();
      for (const check of checks) notReady ??= await check();
      reply.header('cache-control', 'no-store');
      if (notReady) return reply.code(503).send(notReady);
      return reply.send({ status: 'ready' });
    });

    // While draining, every answer closes its connection, so a proxy's kept-alive
    // connections to this replica are gone before the listener closes.
    app.addHook('onSend', async (_request, reply) => {
      if (draining) reply.header('connection', 'close');
    });

    app.decorate('health', {
      drain() {
        draining = true;
      },
      get draining() {
        return draining;
      },
      addCheck(check) {
        checks.push(check);
      },
    } satisfies HealthControl);
  },
  { name: 'health', dependencies: ['database'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    health: HealthControl;
  }
}
