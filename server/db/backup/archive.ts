/**
 * The backup archive's format (docs/operations.md). An archive is a tar file:
 *
 * - `manifest.json`: the format, which database made it, when, and the migrations
 *   applied to it (so that a restore can refuse an archive newer than its code);
 * - the database: `postgres.dump` (pg_dump, postgres.ts) or `pglite.tar.gz` (PGlite's
 *   own dump, pglite.ts);
 * - on PGlite, `data-dir/<name>`: the other files of DATA_DIR, i.e. the secrets the
 *   server generated there (csrf-secret).
 *
 * Reading one refuses anything else, before a byte is restored.
 */
import { createReadStream, createWriteStream, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { extract, pack } from 'tar-stream';
import { StartupError } from '../../startup-error.ts';
import { LOCK_FILE } from '../data-dir-lock.ts';

export const FORMAT = 'nexaweave-backup';
export const VERSION = 1;
/** The running server's backup endpoint, a Unix socket in DATA_DIR (plugins/app/backup-socket.ts, socket-client.ts). */
export const BACKUP_SOCKET = 'backup.sock';
export const PGLITE_ENTRY = 'pglite.tar.gz';
export const POSTGRES_ENTRY = 'postgres.dump';
export const DATA_DIR_PREFIX = 'data-dir/';
/** The files of DATA_DIR that are not data: the database folder itself, the lock, the socket. */
const NOT_ARCHIVED = new Set(['pglite', LOCK_FILE, BACKUP_SOCKET, 'lost+found']);
/** Whether a name in DATA_DIR is the server's own, never in an archive: the database, its lock, the socket. */
export const notArchived = (name: string) => NOT_ARCHIVED.has(name) || name.startsWith(`${LOCK_FILE}.`);
/** Generated secrets are a few dozen bytes; anything large in DATA_DIR is not one. */
export const DATA_DIR_FILE_LIMIT = 64 * 1024;

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

/** The manifest of an archive made now. */
export function manifestOf(
  database: Manifest['database'],
  migrations: Manifest['migrations'],
  dataDirFiles: string[],
): Manifest {
  return { format: FORMAT, version: VERSION, database, createdAt: new Date().toISOString(), migrations, dataDirFiles };
}

/** The migrations applied to a database, from Drizzle's journal; `run` is the driver's query. */
export async function appliedMigrations(run: (text: string) => Promise<Record<string, unknown>[]>) {
  try {
    const [row] = await run('select count(*) as applied, max(created_at) as newest from drizzle.__drizzle_migrations');
    return { applied: Number(row?.['applied'] ?? 0), newest: Number(row?.['newest'] ?? 0) };
  } catch {
    // A database that was never migrated has no journal.
    return { applied: 0, newest: 0 };
  }
}

export async function writeArchive(
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

export const NOT_AN_ARCHIVE = 'This file is not a Nexaweave backup archive (made by "npm run db:backup")';

/** Reads an archive into `folder` (the database entry) and memory (the rest); refuses anything else. */
export async function readArchive(input: Readable, folder: string): Promise<ReadArchive> {
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

export function parseManifest(data: Buffer): Manifest {
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

/** The response header in which the server's backup endpoint sends the manifest (base64url JSON). */
export const MANIFEST_HEADER = 'x-backup-manifest';

export const encodeManifest = (manifest: Manifest) => Buffer.from(JSON.stringify(manifest)).toString('base64url');
