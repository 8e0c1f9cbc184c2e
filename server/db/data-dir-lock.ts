/**
 * One process at a time on an embedded (PGlite) data folder. PGlite is one
 * process's private PostgreSQL: a second process that opens the same folder runs
 * happily on its own copy of the pages and the two overwrite each other's writes,
 * losing submissions that were answered 201.
 *
 * The lock is a file in the data folder holding the owner's process id, made with
 * an atomic link() so that it exists only with its content. A lock whose process no
 * longer runs (left by kill -9 or a power cut) is stale and taken over, so a crash
 * never blocks the next start. Node has no portable OS-level file lock (flock), and
 * the libraries that emulate one (proper-lockfile) judge staleness by a timestamp
 * that a killed process stops refreshing, which would hold the next start back by
 * that timeout and cannot name the owner.
 */
import { linkSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { StartupError } from '../startup-error.ts';

export const LOCK_FILE = 'pglite.lock';

/** Folders this process holds: a second open in the same process is refused as well. */
const held = new Set<string>();

export class DataDirInUseError extends StartupError {
  override name = 'DataDirInUseError';
  readonly dataDir: string;
  readonly ownerPid: number;
  constructor(dataDir: string, ownerPid: number) {
    super(
      ownerPid === process.pid
        ? `The embedded database in ${dataDir} is already open in this process (pid ${ownerPid}).`
        : `The embedded database in ${dataDir} is in use by another process (pid ${ownerPid}). ` +
            'Only one server may use a data folder: stop that process, give this one another DATA_DIR, ' +
            'or run several replicas on PostgreSQL (DATABASE_URL).',
    );
    this.dataDir = dataDir;
    this.ownerPid = ownerPid;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ownerOf(path: string): number | undefined {
  try {
    const pid = Number(readFileSync(path, 'utf8').trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** A lock nobody can be using: its process is gone, or it names this process without this process holding it (a restarted container reuses the pid). */
function isStale(pid: number | undefined, dataDir: string): boolean {
  if (pid === undefined) return true;
  if (pid === process.pid) return !held.has(dataDir);
  return !isRunning(pid);
}

/**
 * Takes the lock of `dataDir` (which must exist) for this process, or throws
 * DataDirInUseError naming the process that holds it. Returns the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  const mine = join(dataDir, `${LOCK_FILE}.${process.pid}`);
  writeFileSync(mine, `${process.pid}\n`, { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        linkSync(mine, path);
        held.add(dataDir);
        return () => release(dataDir, path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const owner = ownerOf(path);
      if (!isStale(owner, dataDir)) throw new DataDirInUseError(dataDir, owner ?? 0);
      takeOverStale(path, owner);
    }
    throw new DataDirInUseError(dataDir, ownerOf(path) ?? 0);
  } finally {
    rmSync(mine, { force: true });
  }
}

/**
 * Moves a stale lock aside. Two processes may find the same stale lock at once; the
 * rename lets one of them move it, and a lock that turns out to be a live one (taken
 * between the read and the rename) is put back.
 */
function takeOverStale(path: string, staleOwner: number | undefined): void {
  const aside = `${path}.stale.${process.pid}`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = ownerOf(aside);
  if (moved !== staleOwner) {
    try {
      linkSync(aside, path);
    } catch {
      // Someone else has taken the lock meanwhile; the next attempt reads theirs.
    }
  }
  rmSync(aside, { force: true });
}

function release(dataDir: string, path: string): void {
  if (!held.delete(dataDir)) return;
  if (ownerOf(path) === process.pid) {
    try {
      unlinkSync(path);
    } catch {
      // Already gone: nothing to release.
    }
  }
}
