/**
 * `npm run db:backup -- FILE` and `npm run db:restore -- FILE` (docs/operations.md):
 * an archive of the database the environment points at (DATABASE_URL, or PGlite in
 * DATA_DIR) and its restore into an empty one. FILE `-` is standard output or input,
 * for a pipe through an encryption tool (`npm run --silent db:backup -- - | age …`).
 *
 * A backup never overwrites a file: it writes FILE.partial-<pid> (mode 0600) and
 * renames it when the archive is complete, so FILE is always a whole archive.
 */
import { createReadStream, createWriteStream, existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { loadConfig } from '../config.ts';
import { backup, restore, type Manifest } from '../db/backup.ts';
import { StartupError } from '../startup-error.ts';

const USAGE = 'usage: npm run db:backup -- FILE | npm run db:restore -- FILE   (FILE - for standard output or input)';

function describe(manifest: Manifest): string {
  const files = manifest.dataDirFiles.length > 0 ? `, and ${manifest.dataDirFiles.join(', ')} of DATA_DIR` : '';
  return `${manifest.database === 'pglite' ? 'PGlite' : 'PostgreSQL'} database with ${manifest.migrations.applied} migrations${files}`;
}

async function runBackup(file: string): Promise<void> {
  const config = loadConfig();
  // Messages go to standard error when the archive goes to standard output.
  const say = file === '-' ? console.error : console.log;
  if (file === '-') {
    const report = await backup(config, process.stdout);
    say(`Backed up the ${describe(report.manifest)} (through ${report.via}).`);
    return;
  }
  const target = resolve(file);
  if (existsSync(target))
    throw new StartupError(`${target} already exists: a backup never overwrites one. Choose a new name.`);
  const partial = `${target}.partial-${process.pid}`;
  const output: Writable = createWriteStream(partial, { mode: 0o600, flags: 'wx' });
  await once(output, 'open');
  try {
    const report = await backup(config, output);
    renameSync(partial, target);
    const size = (statSync(target).size / 1e6).toFixed(1);
    say(`Backed up the ${describe(report.manifest)} to ${target} (${size} MB, through ${report.via}).`);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

async function runRestore(file: string): Promise<void> {
  const config = loadConfig();
  const input = file === '-' ? process.stdin : createReadStream(resolve(file));
  if (file !== '-' && !existsSync(resolve(file))) throw new StartupError(`${resolve(file)} does not exist.`);
  const manifest = await restore(config, input);
  const where = manifest.database === 'postgres' ? 'the database of DATABASE_URL' : config.dataDir;
  console.log(
    `Restored the ${describe(manifest)}, backed up at ${manifest.createdAt}, into ${where}. ` +
      'Start the server: it applies any migration the archive lacks.',
  );
}

const [command, file, ...rest] = process.argv.slice(2);
try {
  if (!file || rest.length > 0 || (command !== 'backup' && command !== 'restore')) {
    console.error(USAGE);
    process.exitCode = 2;
  } else if (command === 'backup') await runBackup(file);
  else await runRestore(file);
} catch (error) {
  // A refusal (a non-empty target, a wrong file, a setting) is the operator's to fix: its message alone.
  if (!(error instanceof StartupError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
