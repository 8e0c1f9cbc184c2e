/**
 * A pending migration behind a lock. The fault it answers: with a long transaction
 * holding a table that a migration alters (a `pg_dump`, a report), a starting replica
 * waited 10 s and exited with a raw AVV_ERR_PLUGIN_EXEC_TIMEOUT stack trace, while
 * queries on that table (sign-ins on the healthy replica) queued behind the
 * migration's lock for 9.6 s. Now a migration waits for a lock at most
 * MIGRATION_LOCK_TIMEOUT_MS per try, retries with back-off, says in one line what it
 * waits for, and gives up after a deadline with a message. Needs PostgreSQL
 * (TEST_DATABASE_URL, or a throwaway server started here); PGlite is one process's.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { postgresBinDir, startThrowawayPostgres, type ThrowawayPostgres } from '../../scripts/with-postgres.ts';
import { MIGRATIONS_FOLDER, openDatabase } from '../../server/db/client.ts';
import { MIGRATION_LOCK_TIMEOUT_MS } from '../../server/db/migration-locks.ts';
import { StartupError } from '../../server/startup-error.ts';
import { freshPostgresDatabase } from '../support/forms.ts';
import { FIXTURE_DIST } from '../support/app.ts';
import { launchServer } from '../support/server.ts';

const available = Boolean(process.env['TEST_DATABASE_URL']) || postgresBinDir() !== undefined;

/** The migrations before 0005, whose ALTER TABLE admin_sign_in_failures then waits for its lock. */
function olderMigrations(): string {
  const folder = mkdtempSync(join(tmpdir(), 'nexaweave-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx < 5);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

describe.skipIf(!available)('a pending migration behind a lock', { timeout: 90_000 }, () => {
  let postgres: ThrowawayPostgres | undefined;
  let server = '';
  let database: { url: string; drop: () => Promise<void> };
  let holder: pg.Client;
  const older = olderMigrations();

  beforeAll(async () => {
    server = process.env['TEST_DATABASE_URL'] ?? '';
    if (!server) {
      postgres = await startThrowawayPostgres();
      server = postgres.url;
    }
  }, 120_000);
  afterAll(() => {
    postgres?.stop();
    rmSync(older, { recursive: true, force: true });
  });

  beforeEach(async () => {
    database = await freshPostgresDatabase(server);
    const pool = new pg.Pool({ connectionString: database.url });
    await migrate(drizzle({ client: pool }), { migrationsFolder: older });
    await pool.end();
    // A report (or pg_dump) in a long transaction: it holds ACCESS SHARE on the table.
    holder = new pg.Client({ connectionString: database.url, application_name: 'monthly-report' });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('SELECT count(*) FROM admin_sign_in_failures');
  });
  afterEach(async () => {
    await holder.end().catch(() => undefined);
    await database.drop();
  });

  it('keeps live queries on the table fast while it waits, says in one line what for, then applies', async () => {
    const migrating = await openDatabase({ databaseUrl: database.url, dataDir: '' });
    const said: string[] = [];
    const done = migrating.migrate({ onWait: (message) => said.push(message), firstBackoffMs: 200 });

    // Live traffic: what a sign-in reads, on its own connection, while the migration retries.
    const traffic = new pg.Client({ connectionString: database.url });
    await traffic.connect();
    let slowest = 0;
    const until = Date.now() + 4_000;
    while (Date.now() < until) {
      const start = performance.now();
      await traffic.query('SELECT count(*) FROM admin_sign_in_failures');
      slowest = Math.max(slowest, performance.now() - start);
      await new Promise((resolveWait) => setTimeout(resolveWait, 25));
    }
    await traffic.end();
    // Queued behind one try's lock request at most (it was 10 s: the statement time-out).
    expect(slowest).toBeLessThan(MIGRATION_LOCK_TIMEOUT_MS + 500);

    await holder.query('COMMIT');
    await done;
    await migrating.close();
    // One line, however many tries: the table and the session that holds it.
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(
      /^Database migrations wait for table admin_sign_in_failures, held by session \d+ \(monthly-report, idle in transaction for \d+ s\); retrying with back-off\.$/,
    );
    const check = new pg.Client({ connectionString: database.url });
    await check.connect();
    const { rows } = await check.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
    await check.end();
    expect(rows[0].n).toBe(
      JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')).entries.length,
    );
  });

  it('gives up after its deadline with a message naming what it waited for', async () => {
    const migrating = await openDatabase({ databaseUrl: database.url, dataDir: '' });
    const failure = await migrating
      .migrate({ deadlineMs: 2_000, firstBackoffMs: 200 })
      .catch((error: unknown) => error);
    await migrating.close();
    expect(failure).toBeInstanceOf(StartupError);
    expect((failure as Error).message).toMatch(
      /^Database migrations could not start within 2 s: they wait for table admin_sign_in_failures, held by session \d+ \(monthly-report, idle in transaction for \d+ s\)\. End or wait for that transaction/,
    );
  });

  it('a starting server waits past 10 s, logs one line without a stack trace, and serves once the lock is free', async () => {
    const server = launchServer({
      name: 'migration-lock',
      env: { DIST_DIR: FIXTURE_DIST, DATABASE_URL: database.url, CSRF_SECRET: randomBytes(32).toString('hex') },
    });
    try {
      // Longer than Fastify's default plugin time-out, which used to end the process here.
      await new Promise((resolveWait) => setTimeout(resolveWait, 12_000));
      expect(server.alive(), server.output()).toBe(true);
      const lines = server.output().trim().split('\n');
      expect(lines, server.output()).toHaveLength(1);
      expect(JSON.parse(lines[0] ?? '{}').msg).toMatch(/^Database migrations wait for table admin_sign_in_failures/);
      await holder.query('COMMIT');
      const origin = await server.ready;
      expect((await fetch(`${origin}/readyz`)).status).toBe(200);
      expect(server.output()).not.toMatch(/AVV_ERR|\n\s+at /);
    } finally {
      server.signal('SIGINT');
      await server.exited;
    }
  });
});
