/**
 * Opens the database: a PostgreSQL server through a node-postgres pool when a
 * connection string is given, otherwise the embedded PGlite (PostgreSQL compiled to
 * WebAssembly) stored in `<dataDir>/pglite`. Both speak the same SQL and share one
 * set of migrations (server/db/migrations).
 *
 * Every wait on PostgreSQL is bounded, so a request never hangs on a database that
 * is down or stuck: connecting (or waiting for a free connection) gives up after
 * 3 s and a query after 10 s. Broken connections are dropped by the pool and new
 * ones are made when the server is back, so the app recovers by itself.
 */
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { migrateWithoutQueueing, type MigrationWaitOptions } from './migration-locks.ts';
import { makePrivateFolder, makeTreePrivate } from './private-folder.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The query interface common to both drivers. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const MIGRATIONS_FOLDER = resolve(import.meta.dirname, 'migrations');

/** Bounds on every wait for PostgreSQL, in milliseconds. */
export const POSTGRES_TIMEOUTS = {
  connect: 3_000,
  query: 10_000,
  idleInTransaction: 15_000,
} as const;

export interface DatabaseOptions {
  /** PostgreSQL connection string; undefined selects PGlite in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Receives errors of lost connections (a restarted server, a cut network). */
  onConnectionError?: (error: Error) => void;
  /** PostgreSQL only: the pool's size (10 unless given) and the name the server's sessions show. */
  pool?: { max: number; applicationName: string };
}

/** The query interface inside a transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it
   * throws. On PostgreSQL the connection is always given back to the pool, and
   * dropped if anything failed (Drizzle's own pool transaction keeps a connection
   * forever when BEGIN fails on a dead one, which would drain the pool).
   */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Applies the migrations not yet applied; safe to run from several replicas at once.
   * On PostgreSQL, never lets live queries queue behind a migration's lock for long
   * (server/db/migration-locks.ts).
   */
  migrate(options?: MigrationWaitOptions): Promise<void>;
  close(): Promise<void>;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.onConnectionError, options.pool)
    : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  const directory = join(dataDir, 'pglite');
  // Only the server's user may read the database, whatever the umask (server/db/private-folder.ts).
  makePrivateFolder(dataDir);
  makePrivateFolder(directory);
  const unlock = lockDataDir(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(directory);
    makeTreePrivate(dataDir);
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    transaction: (work) => (db as unknown as Db).transaction(work),
    async migrate() {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
      makeTreePrivate(dataDir);
    },
    close: () =>
      client
        .close()
        .then(() => makeTreePrivate(dataDir))
        .finally(unlock),
  };
}

async function openPostgres(
  connectionString: string,
  onConnectionError?: (error: Error) => void,
  size: DatabaseOptions['pool'] = { max: 10, applicationName: 'nexaweave-website' },
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: size.max,
    connectionTimeoutMillis: POSTGRES_TIMEOUTS.connect,
    query_timeout: POSTGRES_TIMEOUTS.query,
    statement_timeout: POSTGRES_TIMEOUTS.query,
    idle_in_transaction_session_timeout: POSTGRES_TIMEOUTS.idleInTransaction,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    application_name: size.applicationName,
  });
  // A connection that dies emits 'error' on its client, in use or idle; without a
  // listener that would crash the process. The query running on it fails on its
  // own, and the pool discards the client when it is released.
  const report = (error: Error) => onConnectionError?.(error);
  pool.on('error', report);
  pool.on('connect', (client) => client.on('error', report));
  const db = drizzleNodePostgres({ client: pool, schema });
  return {
    kind: 'postgres',
    db: db as unknown as Db,
    async transaction(work) {
      const client = await pool.connect();
      let failure: Error | undefined;
      try {
        const session = drizzleNodePostgres({ client, schema }) as unknown as Db;
        return await session.transaction(work);
      } catch (error) {
        failure = error instanceof Error ? error : new Error(String(error));
        throw error;
      } finally {
        client.release(failure);
      }
    },
    migrate: (options) =>
      migrateWithoutQueueing(
        pool,
        // On the connection that holds the lock_timeout (Drizzle would take another from a pool).
        (client) =>
          migrateNodePostgres(drizzleNodePostgres({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
        options,
      ),
    close: () => pool.end(),
  };
}
