/**
 * Backup archives of everything the site stores (`npm run db:backup` and
 * `npm run db:restore`, docs/operations.md): which database to archive, and how.
 *
 * - backup/archive.ts: the archive's format (a tar of a manifest, the database and, for
 *   PGlite, the secrets generated in DATA_DIR), written and read;
 * - backup/postgres.ts: pg_dump and pg_restore;
 * - backup/pglite.ts: the embedded database's own dump, and its restore;
 * - backup/socket-client.ts: asking the running server, which holds the PGlite folder
 *   (data-dir-lock.ts), for the archive; when no server runs, this process holds the
 *   lock for the few seconds the dump takes.
 *
 * A restore writes into an empty DATA_DIR or an empty database only, and never
 * migrates: the server applies the migrations an older archive lacks when it starts.
 */
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_FOLDER, openDatabase } from './client.ts';
import { BackupError, readArchive, type Manifest } from './backup/archive.ts';
import { preparePgliteArchive, restorePglite } from './backup/pglite.ts';
import { backupPostgres, restorePostgres } from './backup/postgres.ts';
import { backupThroughServer } from './backup/socket-client.ts';

export { BACKUP_SOCKET, BackupError, encodeManifest, MANIFEST_HEADER, type Manifest } from './backup/archive.ts';
export { preparePgliteArchive } from './backup/pglite.ts';
export { BACKUP_PATH } from './backup/socket-client.ts';

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
