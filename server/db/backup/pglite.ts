/**
 * The embedded database's part of a backup: PGlite's own dump of its folder
 * (`dumpDataDir`), after a CHECKPOINT, between two queries of the process that holds it,
 * with the secrets the server generated in DATA_DIR; and a restore into an empty
 * DATA_DIR, all or nothing.
 */
import { createReadStream, existsSync, lstatSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from '../client.ts';
import { LOCK_FILE, lockDataDir } from '../data-dir-lock.ts';
import { makePrivateFolder, makeTreePrivate } from '../private-folder.ts';
import {
  appliedMigrations,
  BackupError,
  DATA_DIR_FILE_LIMIT,
  manifestOf,
  NOT_AN_ARCHIVE,
  notArchived,
  PGLITE_ENTRY,
  writeArchive,
  type Manifest,
} from './archive.ts';

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
  const manifest = manifestOf('pglite', migrations, [...files.keys()]);
  return { manifest, write: (output) => writeArchive(output, manifest, { name: PGLITE_ENTRY, data: dump }, files) };
}

export async function restorePglite(dataDir: string, dumpFile: string, files: Map<string, Buffer>): Promise<void> {
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
