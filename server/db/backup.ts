/**
 * Backup archives of everything the site stores (`npm run db:backup` and
 * `npm run db:restore`, docs/operations.md).
 *
 * An archive is a tar file:
 *
 * - `manifest.json`: the format, which database made it, when, and the migrations
 *   applied to it (so that a restore can refuse an archive newer than its code);
 * - on PostgreSQL, `postgres.dump`: `pg_dump --format=custom` of the whole database
 *   (submissions, resumes, the outbox, staff sessions, every table and the migration
 *   journal), one consistent snapshot taken while the replicas keep serving;
 * - on PGlite, `pglite.tar.gz`: the database folder as PGlite dumps it
 *   (`dumpDataDir`), after a CHECKPOINT, between two queries of the process that
 *   holds it, and `data-dir/<name>`: the other files of DATA_DIR, i.e. the secrets
 *   the server generated there (csrf-secret).
 *
 * A PGlite folder belongs to one process (data-dir-lock.ts). While the server runs,
 * the archive is made by the server itself, asked over a Unix socket in DATA_DIR
 * (plugins/backup-socket.ts); when it is stopped, by this process, which then holds
 * the lock for the few seconds it takes.
 *
 * A restore writes into an empty DATA_DIR or an empty database only, and never
 * migrates: the server applies the migrations an older archive lacks when it starts.
 */
import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { lstatSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { createGunzip } from 'node:zlib';
import { join } from 'node:path';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { extract, pack } from 'tar-stream';
import { StartupError } from '../startup-error.ts';
import { MIGRATIONS_FOLDER, openDatabase, type Database } from './client.ts';
import { LOCK_FILE, lockDataDir } from './data-dir-lock.ts';
import { makePrivateFolder, makeTreePrivate } from './private-folder.ts';

const FORMAT = 'nexaweave-backup';
const VERSION = 1;
/** The running server's backup endpoint, a Unix socket in DATA_DIR (plugins/backup-socket.ts). */
export const BACKUP_SOCKET = 'backup.sock';
export const BACKUP_PATH = '/backup';
const PGLITE_ENTRY = 'pglite.tar.gz';
const POSTGRES_ENTRY = 'postgres.dump';
const DATA_DIR_PREFIX = 'data-dir/';
/** The files of DATA_DIR that are not data: the database folder itself, the lock, the socket. */
const NOT_ARCHIVED = new Set(['pglite', LOCK_FILE, BACKUP_SOCKET, 'lost+found']);
/** Whether a name in DATA_DIR is the server's own, never in an archive: the database, its lock, the socket. */
const notArchived = (name: string) => NOT_ARCHIVED.has(name) || name.startsWith(`${LOCK_FILE}.`);
/** Generated secrets are a few dozen bytes; anything large in DATA_DIR is not one. */
const DATA_DIR_FILE_LIMIT = 64 * 1024;

export interface Manifest {
  format: typeof FORMAT;
  version: typeof VERSION;
  database: 'pglite' | 'postgres';
  createdAt: string;
  /** Migrations applied to the archived database: how many, and the newest's timestamp (Drizzle's created_at). */
  migrations: { applied: number; newest: number };
  /** The files of DATA_DIR archived beside the database (PGlite only). */
  dataDirFiles: string[];
}

/** A backup or restore that cannot go ahead, for a reason the operator can fix: its message is the whole story. */
export class BackupError extends StartupError {
  override name = 'BackupError';
}

export interface BackupTarget {
  /** PostgreSQL connection string; undefined: PGlite in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
}

export interface BackupReport {
  manifest: Manifest;
  /** How the archive was made: `pg_dump`, `the running server` or `this process`. */
  via: string;
}

// ---------------------------------------------------------------------------------------------
// Archive format

async function writeArchive(
  output: Writable,
  manifest: Manifest,
  database: { name: string; data: Buffer } | { name: string; file: string },
  dataDirFiles: Map<string, Buffer>,
): Promise<void> {
  const archive = pack();
  const done = pipeline(archive, output);
  const entry = (name: string, data: Buffer) =>
    new Promise<void>((resolve, reject) =>
      archive.entry({ name, mode: 0o600 }, data, (error) => (error ? reject(error) : resolve())),
    );
  await entry('manifest.json', Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
  if ('data' in database) await entry(database.name, database.data);
  else {
    const sink = archive.entry({ name: database.name, mode: 0o600, size: statSync(database.file).size });
    await pipeline(createReadStream(database.file), sink);
  }
  for (const [name, data] of dataDirFiles) await entry(`${DATA_DIR_PREFIX}${name}`, data);
  archive.finalize();
  await done;
}

interface ReadArchive {
  manifest: Manifest;
  /** The database entry, written to a file in the caller's folder. */
  databaseFile: string;
  dataDirFiles: Map<string, Buffer>;
}

const NOT_AN_ARCHIVE = 'This file is not a Nexaweave backup archive (made by "npm run db:backup")';

/** Reads an archive into `folder` (the database entry) and memory (the rest); refuses anything else. */
async function readArchive(input: Readable, folder: string): Promise<ReadArchive> {
  const reader = extract();
  let manifest: Manifest | undefined;
  let databaseFile: string | undefined;
  const dataDirFiles = new Map<string, Buffer>();
  const feeding = pipeline(input, reader).catch((error: unknown) => {
    reader.destroy(error as Error);
  });
  const small = async (entry: AsyncIterable<unknown>, limit: number, name: string) => {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const piece of entry) {
      const chunk = Buffer.from(piece as Uint8Array);
      size += chunk.length;
      if (size > limit) throw new BackupError(`${NOT_AN_ARCHIVE}: its entry ${name} is too large.`);
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  };
  try {
    for await (const entry of reader) {
      const name = entry.header.name;
      if (entry.header.type !== 'file') throw new BackupError(`${NOT_AN_ARCHIVE}: it holds ${name}, not a file.`);
      if (name === 'manifest.json') {
        manifest = parseManifest(await small(entry, 64 * 1024, name));
      } else if (name === PGLITE_ENTRY || name === POSTGRES_ENTRY) {
        databaseFile = join(folder, name);
        await pipeline(entry, createWriteStream(databaseFile, { mode: 0o600 }));
      } else if (name.startsWith(DATA_DIR_PREFIX) && /^[A-Za-z0-9._-]+$/.test(name.slice(DATA_DIR_PREFIX.length))) {
        const file = name.slice(DATA_DIR_PREFIX.length);
        if (file === '.' || file === '..') throw new BackupError(`${NOT_AN_ARCHIVE}: it holds ${name}.`);
        // What a running server keeps in DATA_DIR, never backed up: refused before anything is written.
        if (notArchived(file)) {
          throw new BackupError(`${NOT_AN_ARCHIVE}: it holds ${name}, which a backup never holds.`);
        }
        dataDirFiles.set(file, await small(entry, DATA_DIR_FILE_LIMIT, name));
      } else {
        throw new BackupError(`${NOT_AN_ARCHIVE}: it holds ${name}.`);
      }
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${NOT_AN_ARCHIVE}, or it is cut short: ${(error as Error).message}`);
  }
  await feeding;
  if (!manifest) throw new BackupError(`${NOT_AN_ARCHIVE}: it has no manifest.json.`);
  const expected = manifest.database === 'pglite' ? PGLITE_ENTRY : POSTGRES_ENTRY;
  if (databaseFile !== join(folder, expected)) {
    throw new BackupError(`${NOT_AN_ARCHIVE}: its manifest says ${manifest.database} but it lacks ${expected}.`);
  }
  return { manifest, databaseFile, dataDirFiles };
}

function parseManifest(data: Buffer): Manifest {
  let value: Partial<Manifest>;
  try {
    value = JSON.parse(data.toString('utf8')) as Partial<Manifest>;
  } catch {
    throw new BackupError(`${NOT_AN_ARCHIVE}: its manifest.json is not JSON.`);
  }
  if (value.format !== FORMAT) throw new BackupError(`${NOT_AN_ARCHIVE}: its manifest names no such format.`);
  if (value.version !== VERSION) {
    throw new BackupError(
      `This archive is of format version ${String(value.version)}; this release reads version ${VERSION}. Restore it with the release that made it.`,
    );
  }
  if (
    (value.database !== 'pglite' && value.database !== 'postgres') ||
    typeof value.migrations?.newest !== 'number' ||
    typeof value.migrations.applied !== 'number' ||
    !Array.isArray(value.dataDirFiles)
  ) {
    throw new BackupError(`${NOT_AN_ARCHIVE}: its manifest.json is incomplete.`);
  }
  return value as Manifest;
}

// ---------------------------------------------------------------------------------------------
// Backup

async function appliedMigrations(run: (text: string) => Promise<Record<string, unknown>[]>) {
  try {
    const [row] = await run('select count(*) as applied, max(created_at) as newest from drizzle.__drizzle_migrations');
    return { applied: Number(row?.['applied'] ?? 0), newest: Number(row?.['newest'] ?? 0) };
  } catch {
    // A database that was never migrated has no journal.
    return { applied: 0, newest: 0 };
  }
}

/** The files of DATA_DIR to keep beside the database: what the server generated there. */
function dataDirFilesOf(dataDir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const name of readdirSync(dataDir).sort()) {
    if (notArchived(name)) continue;
    const path = join(dataDir, name);
    const stat = lstatSync(path);
    if (!stat.isFile() || stat.size > DATA_DIR_FILE_LIMIT || !/^[A-Za-z0-9._-]+$/.test(name)) continue;
    files.set(name, readFileSync(path));
  }
  return files;
}

/** The PGlite instance behind an embedded database (Drizzle keeps its client as $client). */
function pgliteOf(database: Database): PGlite {
  const client = (database.db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof PGlite)) throw new Error('not an embedded (PGlite) database');
  return client;
}

/** An archive ready to be written: its manifest is known before its bytes. */
export interface PreparedArchive {
  manifest: Manifest;
  write(output: Writable): Promise<void>;
}

/**
 * Takes the snapshot of an open PGlite database for an archive. The database must be
 * the one in `dataDir`, held by this process (the server's, or the CLI's).
 */
export async function preparePgliteArchive(database: Database, dataDir: string): Promise<PreparedArchive> {
  const client = pgliteOf(database);
  const migrations = await appliedMigrations(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
  // Every commit so far into the data files; the dump then reads them between two
  // queries (it holds PGlite's query lock), so it is one consistent state.
  await client.exec('CHECKPOINT');
  const dump = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
  const files = dataDirFilesOf(dataDir);
  const manifest: Manifest = {
    format: FORMAT,
    version: VERSION,
    database: 'pglite',
    createdAt: new Date().toISOString(),
    migrations,
    dataDirFiles: [...files.keys()],
  };
  return { manifest, write: (output) => writeArchive(output, manifest, { name: PGLITE_ENTRY, data: dump }, files) };
}

/** The response header in which the server's backup endpoint sends the manifest (base64url JSON). */
export const MANIFEST_HEADER = 'x-backup-manifest';

export const encodeManifest = (manifest: Manifest) => Buffer.from(JSON.stringify(manifest)).toString('base64url');

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

async function backupPostgres(databaseUrl: string, output: Writable): Promise<Manifest> {
  const migrations = await withPostgres(databaseUrl, (client) =>
    appliedMigrations(async (text) => (await client.query<Record<string, unknown>>(text)).rows),
  );
  const folder = mkdtempSync(join(tmpdir(), 'nexaweave-backup-'));
  try {
    const file = join(folder, POSTGRES_ENTRY);
    const { url, env } = connectionFor(databaseUrl);
    // One transaction's snapshot of the whole database; it blocks no writer.
    await runTool('pg_dump', ['--format=custom', '--compress=6', `--file=${file}`, `--dbname=${url}`], env);
    const manifest: Manifest = {
      format: FORMAT,
      version: VERSION,
      database: 'postgres',
      createdAt: new Date().toISOString(),
      migrations,
      dataDirFiles: [],
    };
    await writeArchive(output, manifest, { name: POSTGRES_ENTRY, file }, new Map());
    return manifest;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Asks the server that holds the PGlite folder for the archive; undefined when no server answers there. */
function backupThroughServer(dataDir: string, output: Writable): Promise<Manifest | undefined> {
  const socketPath = join(dataDir, BACKUP_SOCKET);
  if (!existsSync(socketPath)) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const req = request({ socketPath, path: BACKUP_PATH, method: 'GET' }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new BackupError(`The running server refused the backup (HTTP ${response.statusCode}); see its log.`));
        return;
      }
      const header = response.headers[MANIFEST_HEADER];
      let manifest: Manifest;
      try {
        manifest = parseManifest(Buffer.from(typeof header === 'string' ? header : '', 'base64url'));
      } catch (error) {
        response.resume();
        reject(error);
        return;
      }
      pipeline(response, output).then(
        () => {
          if (response.complete) resolve(manifest);
          else reject(new BackupError('The running server stopped in the middle of the archive; see its log.'));
        },
        (error: unknown) =>
          reject(new BackupError(`The archive from the running server was cut off: ${(error as Error).message}`)),
      );
    });
    req.once('error', (error: NodeJS.ErrnoException) => {
      // A socket left by a server that is gone: the folder is free, this process dumps it.
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(undefined);
      else reject(new BackupError(`Cannot reach the running server at ${socketPath}: ${error.message}`));
    });
    req.end();
  });
}

/** Writes an archive of the database `target` names to `output`. */
export async function backup(target: BackupTarget, output: Writable): Promise<BackupReport> {
  if (target.databaseUrl) return { manifest: await backupPostgres(target.databaseUrl, output), via: 'pg_dump' };
  if (!existsSync(join(target.dataDir, 'pglite'))) {
    throw new BackupError(
      `There is no embedded database in ${target.dataDir}: set DATA_DIR to the server's, or DATABASE_URL for PostgreSQL.`,
    );
  }
  const fromServer = await backupThroughServer(target.dataDir, output);
  if (fromServer) return { manifest: fromServer, via: 'the running server' };
  // No server: this process holds the folder (the lock refuses it if a server without a socket does).
  const database = await openDatabase({ databaseUrl: undefined, dataDir: target.dataDir });
  try {
    const prepared = await preparePgliteArchive(database, target.dataDir);
    await prepared.write(output);
    return { manifest: prepared.manifest, via: 'this process' };
  } finally {
    await database.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Restore

/** Refuses an archive whose schema is newer than this code: the server could not run on it. */
function checkKnownMigrations(manifest: Manifest): void {
  const newestKnown = Math.max(
    0,
    ...readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((migration) => migration.folderMillis),
  );
  if (manifest.migrations.newest > newestKnown) {
    throw new BackupError(
      'This archive holds migrations that this release does not know (it was made by a newer release): ' +
        'restore it with that release or a newer one.',
    );
  }
}

async function restorePostgres(databaseUrl: string, dumpFile: string): Promise<void> {
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

async function restorePglite(dataDir: string, dumpFile: string, files: Map<string, Buffer>): Promise<void> {
  if (existsSync(dataDir)) {
    const present = readdirSync(dataDir).filter((name) => name !== 'lost+found');
    if (present.length > 0) {
      throw new BackupError(
        `DATA_DIR (${dataDir}) is not empty (it holds ${present.slice(0, 5).join(', ')}). ` +
          'A restore writes only into an empty folder: stop the server, move this folder aside ' +
          `(mv ${dataDir} ${dataDir}.old), and run the restore again.`,
      );
    }
  }
  // A damaged database entry is refused before DATA_DIR is touched (PGlite would fail on it half-way).
  try {
    await pipeline(createReadStream(dumpFile), createGunzip(), new PassThrough().resume());
  } catch (error) {
    throw new BackupError(
      `${NOT_AN_ARCHIVE}, or it is damaged: its database does not unpack (${(error as Error).message}).`,
    );
  }
  makePrivateFolder(dataDir);
  // A server started meanwhile would find the folder taken (and refuse), never half restored.
  const unlock = lockDataDir(dataDir);
  let restored = false;
  try {
    const client = await PGlite.create(join(dataDir, 'pglite'), { loadDataDir: new Blob([readFileSync(dumpFile)]) });
    await client.close();
    for (const [name, data] of files) writeFileSync(join(dataDir, name), data, { mode: 0o600, flag: 'wx' });
    makeTreePrivate(dataDir);
    restored = true;
  } finally {
    // All or nothing: the folder was empty, and is left empty again, so the restore can simply be run again.
    if (!restored) {
      for (const name of readdirSync(dataDir)) {
        if (name !== 'lost+found' && !name.startsWith(LOCK_FILE))
          rmSync(join(dataDir, name), { recursive: true, force: true });
      }
    }
    unlock();
  }
}

/** Restores an archive into the empty database or DATA_DIR that `target` names. */
export async function restore(target: BackupTarget, input: Readable): Promise<Manifest> {
  const folder = mkdtempSync(join(tmpdir(), 'nexaweave-restore-'));
  try {
    const archive = await readArchive(input, folder);
    const { manifest } = archive;
    checkKnownMigrations(manifest);
    if (manifest.database === 'postgres') {
      if (!target.databaseUrl) {
        throw new BackupError(
          'This archive is of a PostgreSQL database: set DATABASE_URL to the empty database to restore it into.',
        );
      }
      await restorePostgres(target.databaseUrl, archive.databaseFile);
    } else {
      if (target.databaseUrl) {
        throw new BackupError(
          'This archive is of the embedded database (PGlite), but DATABASE_URL is set: unset it and set DATA_DIR ' +
            'to the empty folder to restore it into.',
        );
      }
      await restorePglite(target.dataDir, archive.databaseFile, archive.dataDirFiles);
    }
    return manifest;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
