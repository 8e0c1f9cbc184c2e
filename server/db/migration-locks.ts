/**
 * Applying migrations to a PostgreSQL server that is serving traffic, without ever
 * making that traffic wait for long, and without crashing when it cannot go ahead.
 *
 * A statement such as ALTER TABLE needs an exclusive lock. While it waits for one (a
 * long transaction, a `pg_dump`, a report holds the table), every later query on the
 * table queues behind it: sign-ins on a healthy replica took 9.6 s instead of 0.15 s
 * while a starting replica's migration waited, and that replica then exited with a
 * raw plugin time-out. So each try runs with a short `lock_timeout`: a migration that
 * cannot have its lock gives up within MIGRATION_LOCK_TIMEOUT_MS (rolled back whole,
 * since Drizzle applies the pending migrations in one transaction), traffic flows
 * again, and the try is repeated with exponential back-off. The replica says in one
 * line what it waits for (which table, held by which session), and gives up with a
 * clear message, no stack trace, after a deadline.
 */
import type pg from 'pg';
import { StartupError } from '../startup-error.ts';

/** Longest time a migration statement waits for a lock, so the longest time a live query queues behind it. */
export const MIGRATION_LOCK_TIMEOUT_MS = 500;
/** How long a starting replica keeps trying before it gives up. */
export const MIGRATION_DEADLINE_MS = 5 * 60_000;
const FIRST_BACKOFF_MS = 500;
const MAX_BACKOFF_MS = 15_000;

/** Key of the advisory lock that lets one replica at a time apply migrations. */
const MIGRATION_LOCK = 7_305_146_201;

export interface MigrationWaitOptions {
  /** Told once per distinct wait, in one line: what the migration waits for. */
  onWait?: (message: string) => void;
  deadlineMs?: number;
  /** The first pause between tries (doubling, with jitter, up to 15 s). */
  firstBackoffMs?: number;
}

/** lock_not_available: what PostgreSQL raises when lock_timeout runs out. */
function isLockTimeout(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    if ((current as { code?: unknown }).code === '55P03') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

interface Blocker {
  relation: string | null;
  pid: number;
  application: string;
  state: string;
  seconds: number;
}

/** What the session `pid` is waiting for right now, read from another connection. */
async function blockerOf(pool: pg.Pool, pid: number): Promise<Blocker | undefined> {
  const { rows } = await pool.query<Blocker>(
    `SELECT waiting.relation::regclass::text AS relation, holder.pid,
            coalesce(nullif(holder.application_name, ''), holder.usename, '?') AS application,
            coalesce(holder.state, '?') AS state,
            floor(extract(epoch FROM now() - coalesce(holder.xact_start, holder.query_start, now())))::int AS seconds
       FROM pg_stat_activity holder
       LEFT JOIN pg_locks waiting ON waiting.pid = $1 AND NOT waiting.granted
      WHERE holder.pid = ANY (pg_blocking_pids($1))
      ORDER BY holder.xact_start NULLS LAST
      LIMIT 1`,
    [pid],
  );
  return rows[0];
}

function describe(blocker: Blocker | undefined): string {
  if (!blocker) return 'a lock held by another session';
  const table = blocker.relation ? `table ${blocker.relation}` : 'a lock';
  return `${table}, held by session ${blocker.pid} (${blocker.application}, ${blocker.state} for ${blocker.seconds} s)`;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `apply` (the migrator, on `client`) with a short lock_timeout under the
 * migration advisory lock, retrying with back-off while a lock is out of reach.
 */
export async function migrateWithoutQueueing(
  pool: pg.Pool,
  apply: (client: pg.PoolClient) => Promise<void>,
  { onWait, deadlineMs = MIGRATION_DEADLINE_MS, firstBackoffMs = FIRST_BACKOFF_MS }: MigrationWaitOptions = {},
): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  let backoff = firstBackoffMs;
  let told = '';
  /** `what` for the message; `who` (the same table and session) decides whether it is news. */
  const waitFor = async (what: string, who = what) => {
    if (Date.now() + backoff > deadline) {
      throw new StartupError(
        `Database migrations could not start within ${Math.round(deadlineMs / 1000)} s: they wait for ${what}. ` +
          'End or wait for that transaction, then start the server again.',
      );
    }
    if (who !== told) onWait?.(`Database migrations wait for ${what}; retrying with back-off.`);
    told = who;
    await pause(backoff * (0.75 + Math.random() * 0.5));
    backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
  };

  const client = await pool.connect();
  let locked = false;
  try {
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const pid = rows[0]?.pid ?? 0;
    await client.query(`SET lock_timeout = ${MIGRATION_LOCK_TIMEOUT_MS}`);
    // Another replica migrating: wait our turn without holding a connection in a blocked call.
    for (;;) {
      const { rows: got } = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [
        MIGRATION_LOCK,
      ]);
      if (got[0]?.ok) break;
      await waitFor('another replica that is applying them');
    }
    locked = true;
    for (;;) {
      // Halfway through the lock timeout, look (from another connection) at what blocks the try.
      let blocker: Promise<Blocker | undefined> | undefined;
      const look = setTimeout(() => {
        blocker = blockerOf(pool, pid).catch(() => undefined);
      }, MIGRATION_LOCK_TIMEOUT_MS / 2);
      try {
        await apply(client);
        return;
      } catch (error) {
        if (!isLockTimeout(error)) throw error;
        const found = await blocker;
        await waitFor(describe(found), found ? `${found.relation ?? ''} ${found.pid}` : undefined);
      } finally {
        clearTimeout(look);
      }
    }
  } finally {
    await client.query('RESET lock_timeout').catch(() => undefined);
    if (locked) await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
