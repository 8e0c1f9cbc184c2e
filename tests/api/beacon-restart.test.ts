/**
 * The beacon's thread dies (server/plugins/app/beacon-worker.ts): it is down at once
 * (readiness fails: /readyz answers 503 BEACON_UNAVAILABLE from this), logged, and started
 * again after 1 s, then after twice as long, until one start lasts. A stand-in thread
 * (tests/support/dying-beacon-thread.ts) dies after each of its first two starts.
 */
import { rmSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { BeaconThread } from '../../server/plugins/app/beacon-worker.ts';
import { testConfig } from '../support/app.ts';

const DYING_THREAD = new URL('../support/dying-beacon-thread.ts', import.meta.url);
const config = testConfig();
afterAll(() => rmSync(config.dataDir, { recursive: true, force: true }));

/** A logger that keeps what was said at error level. */
function recordingLog(): { log: FastifyBaseLogger; errors: { obj: Record<string, unknown>; msg: string }[] } {
  const errors: { obj: Record<string, unknown>; msg: string }[] = [];
  const quiet = () => undefined;
  const log = {
    level: 'info',
    info: quiet,
    warn: quiet,
    debug: quiet,
    trace: quiet,
    fatal: quiet,
    silent: quiet,
    error: (obj: Record<string, unknown>, msg: string) => errors.push({ obj, msg }),
    child: () => log,
  } as unknown as FastifyBaseLogger;
  return { log, errors };
}

const waitFor = async (condition: () => boolean, ms: number) => {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('the beacon thread dies', () => {
  it('is down at once, logged, and started again after 1 s, then 2 s, until a start lasts', async () => {
    const { log, errors } = recordingLog();
    const thread = new BeaconThread(config, log, DYING_THREAD);
    await thread.start();
    try {
      expect(thread.ready).toBe(true);
      await expect(thread.ask('ping', 2_000)).resolves.toBeUndefined();

      // First death: down, and the readiness ping refused, until the restart 1 s later.
      await waitFor(() => !thread.ready, 5_000);
      const firstDown = Date.now();
      await expect(thread.ask('ping', 2_000)).rejects.toThrow('not running');
      expect(errors[0]?.obj).toMatchObject({ code: 3, restartInMs: 1_000 });
      await waitFor(() => thread.ready, 5_000);
      expect(Date.now() - firstDown).toBeGreaterThanOrEqual(900);

      // Second death: the wait doubles.
      await waitFor(() => !thread.ready, 5_000);
      const secondDown = Date.now();
      expect(errors[1]?.obj).toMatchObject({ code: 3, restartInMs: 2_000 });
      await waitFor(() => thread.ready, 8_000);
      expect(Date.now() - secondDown).toBeGreaterThanOrEqual(1_900);

      // The third start lasts: it answers, and nothing more is logged.
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(thread.ready).toBe(true);
      await expect(thread.ask('ping', 2_000)).resolves.toBeUndefined();
      expect(errors.filter((entry) => entry.msg.includes('stopped'))).toHaveLength(2);
    } finally {
      await thread.close();
    }
  });
});
