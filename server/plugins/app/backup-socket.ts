/**
 * The running server's backup endpoint, on the embedded database (PGlite) only.
 *
 * A PGlite folder belongs to the one process that opened it, so a consistent copy
 * can only come from that process: `npm run db:backup` asks it here. The endpoint is
 * a Unix socket in DATA_DIR (`backup.sock`, mode 0600), never a TCP port: only the
 * server's own user (or root), who can read the folder anyway, can reach it, and
 * nothing on the network can. `GET /backup` answers the archive (server/db/backup.ts),
 * its manifest in a header.
 *
 * On PostgreSQL there is no socket: `pg_dump` reads the shared database directly.
 */
import { chmodSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { BACKUP_PATH, BACKUP_SOCKET, encodeManifest, MANIFEST_HEADER, preparePgliteArchive } from '../../db/backup.ts';

/** Linux's limit on a socket's path (sun_path), less its terminating zero. */
const SOCKET_PATH_LIMIT = 107;

export default fp<{ config: Config }>(
  async (app, { config }) => {
    if (app.database.kind !== 'pglite') return;
    const path = join(config.dataDir, BACKUP_SOCKET);
    if (Buffer.byteLength(path) > SOCKET_PATH_LIMIT) {
      app.log.warn(
        { path },
        'backup socket: the path of DATA_DIR is too long for a Unix socket; "npm run db:backup" works only while the server is stopped',
      );
      return;
    }
    // Serialised: two archives at once would hold two dumps in memory.
    let running: Promise<unknown> = Promise.resolve();
    const server: Server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url !== BACKUP_PATH) {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
        return;
      }
      const started = performance.now();
      running = running.then(async () => {
        try {
          const archive = await preparePgliteArchive(app.database, config.dataDir);
          response.writeHead(200, {
            'content-type': 'application/x-tar',
            [MANIFEST_HEADER]: encodeManifest(archive.manifest),
          });
          await archive.write(response);
          app.log.info({ ms: Math.round(performance.now() - started) }, 'backup: archive sent');
        } catch (error) {
          app.log.error(error, 'backup: the archive failed');
          if (!response.headersSent) response.writeHead(500).end();
          else response.destroy(error as Error);
        }
      });
    });

    app.addHook('onReady', async () => {
      // This process holds DATA_DIR's lock, so a socket file there is a dead server's.
      rmSync(path, { force: true });
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(path, () => {
          server.off('error', reject);
          resolve();
        });
      });
      chmodSync(path, 0o600);
    });
    app.addHook('onClose', async () => {
      if (!server.listening) return;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(path, { force: true });
    });
  },
  { name: 'backup-socket', dependencies: ['database'] },
);
