/**
 * PostgreSQL's part of a backup: `pg_dump --format=custom` of the whole database
 * (submissions, resumes, the outbox, staff sessions, every table and the migration
 * journal), one consistent snapshot taken while the replicas keep serving; and
 * `pg_restore` into an empty database, in one transaction.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import pg from 'pg';
import { appliedMigrations, BackupError, manifestOf, POSTGRES_ENTRY, writeArchive, type Manifest } from './archive.ts';

/** A PostgreSQL client binary: from PG_BIN when set, else the one on PATH (Debian: postgresql-client). */
function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  const folder = process.env['PG_BIN'];
  return folder ? join(folder, name) : name;
}

/** The URL without its password, and the password for PGPASSWORD: never on a command line (ps shows those). */
function connectionFor(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = URL.parse(databaseUrl);
  if (!url || !/^postgres(?:ql)?:$/.test(url.protocol)) {
    throw new BackupError('DATABASE_URL must be a postgres:// URL for a backup or restore.');
  }
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (url.password) {
    env['PGPASSWORD'] = decodeURIComponent(url.password);
    url.password = '';
  }
  return { url: url.toString(), env };
}

function runTool(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(postgresTool(tool), args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString('utf8')).slice(-4000)));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${tool} is not installed: apt-get install postgresql-client (its major version at least the server's), or set PG_BIN to the folder that holds it.`
            : `${tool} could not run: ${error.message}`,
        ),
      ),
    );
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${tool} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

async function withPostgres<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Cannot connect to the database of DATABASE_URL: ${(error as Error).message}`);
  }
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function backupPostgres(databaseUrl: string, output: Writable): Promise<Manifest> {
  const migrations = await withPostgres(databaseUrl, (client) =>
    appliedMigrations(async (text) => (await client.query<Record<string, unknown>>(text)).rows),
  );
  const folder = mkdtempSync(join(tmpdir(), 'nexaweave-backup-'));
  try {
    const file = join(folder, POSTGRES_ENTRY);
    const { url, env } = connectionFor(databaseUrl);
    // One transaction's snapshot of the whole database; it blocks no writer.
    await runTool('pg_dump', ['--format=custom', '--compress=6', `--file=${file}`, `--dbname=${url}`], env);
    const manifest = manifestOf('postgres', migrations, []);
    await writeArchive(output, manifest, { name: POSTGRES_ENTRY, file }, new Map());
    return manifest;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export async function restorePostgres(databaseUrl: string, dumpFile: string): Promise<void> {
  const existing = await withPostgres(databaseUrl, async (client) => {
    const result = await client.query<{ name: string }>(`
      select n.nspname || '.' || c.relname as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
        and n.nspname not in ('pg_catalog', 'information_schema')
        and n.nspname not like 'pg\\_%'
      order by c.relkind = 'S', n.nspname <> 'public', 1 limit 6`);
    return result.rows.map((row) => row.name);
  });
  if (existing.length > 0) {
    throw new BackupError(
      `The database of DATABASE_URL is not empty (it holds ${existing.slice(0, 5).join(', ')}${existing.length > 5 ? ', …' : ''}). ` +
        'A restore writes only into an empty database: create a new one (createdb) and point DATABASE_URL at it, ' +
        'or drop this one and create it again.',
    );
  }
  const { url, env } = connectionFor(databaseUrl);
  // All or nothing: a failed restore leaves the database empty, ready for another try.
  await runTool(
    'pg_restore',
    ['--exit-on-error', '--single-transaction', '--no-owner', '--no-privileges', `--dbname=${url}`, dumpFile],
    env,
  );
}
