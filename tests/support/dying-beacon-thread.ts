/**
 * A stand-in for the beacon's thread (server/analytics/beacon-thread.ts) that listens at
 * once, answers pings, and dies 200 ms after each of its first two starts (exit code 3),
 * as a thread that crashes does. It counts its starts in a file of the config's DATA_DIR.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type { BeaconMessage, BeaconRequest, ThreadConfig } from '../../server/analytics/beacon-thread.ts';

const DIES_IN_MS = 200;

if (parentPort) {
  const port = parentPort;
  const { config } = workerData as { config: ThreadConfig };
  const starts = join(config.dataDir, 'starts');
  appendFileSync(starts, 'x');
  const start = readFileSync(starts, 'utf8').length;
  port.on('message', (request: BeaconRequest) =>
    port.postMessage({ type: 'reply', id: request.id } satisfies BeaconMessage),
  );
  port.postMessage({ type: 'ready', port: 0 } satisfies BeaconMessage);
  if (start <= 2) setTimeout(() => process.exit(3), DIES_IN_MS);
}
