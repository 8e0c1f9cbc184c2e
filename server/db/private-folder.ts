/**
 * The data folder (DATA_DIR) holds the embedded database and the generated secrets:
 * only the server's user may read them. PGlite writes most of its files with mode
 * 0666 whatever the process's umask (its file system layer sets the mode itself),
 * and a folder made by a plain mkdir is 0755 under the usual umask, so the modes are
 * set here, not left to the umask or to systemd's UMask= and StateDirectoryMode=.
 *
 * The folder is made 0700 before the database opens, so nothing inside can be
 * reached by another user even while the database writes new files; the files and
 * folders inside are set to 0600 and 0700 when the database has opened, after the
 * migrations and when it closes, so a copy of the folder (a volume snapshot, an
 * rsync) keeps them private as well.
 */
import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Makes `folder` (and any missing parents) and sets it to 0700, also when it existed with a wider mode. */
export function makePrivateFolder(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  chmodSync(folder, PRIVATE_FOLDER_MODE);
}

/** Whether an error is a file that went away while the tree was walked (PostgreSQL recycles WAL segments). */
function vanished(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/**
 * Sets every folder under `folder` (and `folder` itself) to 0700 and every regular
 * file to 0600. Symbolic links are not followed and sockets are left alone (the
 * backup socket sets its own mode).
 */
export function makeTreePrivate(folder: string): void {
  try {
    chmodSync(folder, PRIVATE_FOLDER_MODE);
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) makeTreePrivate(path);
      else if (entry.isFile()) {
        try {
          chmodSync(path, PRIVATE_FILE_MODE);
        } catch (error) {
          if (!vanished(error)) throw error;
        }
      }
    }
  } catch (error) {
    if (!vanished(error)) throw error;
  }
}
