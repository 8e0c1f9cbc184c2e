/**
 * The analytics beacon's worker thread (BEACON_PORT): started by the site's thread
 * (plugins/app/beacon-worker.ts) with the server's configuration as `workerData`, it
 * builds the beacon's app (beacon-app.ts), listens on HOST:BEACON_PORT and answers the
 * site's thread over its message port:
 *
 * - `flush`: every event held now is written (tests, and anything that reads its own events);
 * - `metrics`: its registry as Prometheus text, appended to the site's /metrics;
 * - `ping`: it answers (readiness: a thread whose event loop is stuck does not);
 * - `close`: its listener closes, the requests in flight finish, the buffer is written,
 *   the pool ends (the site's SIGTERM and app.close()).
 *
 * It says `ready` once it listens, or `failed` with the reason (a port in use, PostgreSQL
 * out of reach), which stops the server's start as any other wrong setting does.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { AddressInfo } from 'node:net';
import { Registry } from 'prom-client';
import type { Config } from '../config.ts';
import { buildBeaconApp } from './beacon-app.ts';

/** The configuration as it crosses to the thread: no functions (structured clone). */
export type ThreadConfig = Omit<Config, 'clock'>;

/** What the site's thread asks. */
export type BeaconRequest = { id: number; type: 'flush' | 'metrics' | 'ping' | 'close' };

/** What this thread says. */
export type BeaconMessage =
  | { type: 'ready'; port: number }
  | { type: 'failed'; message: string }
  | { type: 'reply'; id: number; value?: string; error?: string };

/** Connections waiting to be accepted. */
const BACKLOG = 4_096;

if (parentPort) {
  const port = parentPort;
  const say = (message: BeaconMessage) => port.postMessage(message);
  const config: Config = { ...(workerData as { config: ThreadConfig }).config, clock: () => new Date() };
  const registry = new Registry();
  try {
    const app = await buildBeaconApp(config, registry);
    // A burst opens hundreds of connections at once (nginx's pool is empty after a quiet
    // second); Node's backlog of 511 overflowed under the bench, and nginx's connects then
    // timed out. The kernel caps it at net.core.somaxconn.
    await app.listen({ port: config.beaconPort ?? 0, host: config.host, backlog: BACKLOG });
    port.on('message', (request: BeaconRequest) => {
      const work: Promise<string | undefined> =
        request.type === 'flush'
          ? app.analytics.flush().then(() => undefined)
          : request.type === 'metrics'
            ? registry.metrics()
            : request.type === 'close'
              ? app.close().then(() => undefined)
              : Promise.resolve(undefined);
      work.then(
        (value) => say({ type: 'reply', id: request.id, ...(value === undefined ? {} : { value }) }),
        (error: unknown) =>
          say({ type: 'reply', id: request.id, error: error instanceof Error ? error.message : String(error) }),
      );
    });
    say({ type: 'ready', port: (app.server.address() as AddressInfo).port });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    say({
      type: 'failed',
      message: `${code ? `${code}: ` : ''}${error instanceof Error ? error.message : String(error)}`,
    });
  }
}
