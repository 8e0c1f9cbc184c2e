/**
 * Asking the running server for the archive of its embedded database. A PGlite folder
 * belongs to one process (data-dir-lock.ts): while the server runs, the archive is made
 * by the server itself, asked over a Unix socket in DATA_DIR (plugins/app/backup-socket.ts).
 */
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BACKUP_SOCKET, BackupError, MANIFEST_HEADER, parseManifest, type Manifest } from './archive.ts';

export const BACKUP_PATH = '/backup';

/** Asks the server that holds the PGlite folder for the archive; undefined when no server answers there. */
export function backupThroughServer(dataDir: string, output: Writable): Promise<Manifest | undefined> {
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
