import { expect } from 'vitest';
import { randomBytes } from 'node:crypto';
import { ms, sleep, tally, within } from '../../support/lib.ts';
import { statusOf } from '../client.ts';
import { DRAIN_MS, type Rehearsal, client, startReplicaNumber } from '../rehearsal.ts';
import { storedByNonce, upstreamsOfPosts, logLines, flushedLog, burst, exactlyOnce } from '../helpers.ts';
import { rehearse } from '../fixtures.ts';

async function sigterm(r: Rehearsal): Promise<string> {
  const [, victim] = r.replicas;
  if (!victim) throw new Error('two replicas expected');
  const prefix = `term-${randomBytes(3).toString('hex')}-`;
  const since = logLines(r.nginx);
  // /readyz asked straight at the stopping replica, as a balancer with active checks would.
  const probe = client('127.0.0.1', r.ca);
  const readiness: { at: number; status: string }[] = [];
  let signalled = Number.NaN;
  let polling = true;
  const poller = (async () => {
    while (polling) {
      const at = performance.now();
      try {
        readiness.push({
          at,
          status: String((await probe.send(`${victim.origin}/readyz`, { timeoutMs: 2_000 })).status),
        });
      } catch (error) {
        readiness.push({ at, status: (error as { code?: string }).code ?? 'error' });
      }
      await sleep(50);
    }
  })();
  let exitCode: number | null | undefined;
  let exitedAt = Number.NaN;
  void victim.exited.then((code) => {
    exitCode = code;
    exitedAt = performance.now();
  });
  const result = await burst(r, prefix, '127.0.2', 300, 40, () => {
    signalled = performance.now();
    victim.signal('SIGTERM');
  });
  await within(20_000, 'the SIGTERM replica to exit', victim.exited);
  polling = false;
  await poller;
  const statuses = result.outcomes.map(({ outcome }) => statusOf(outcome));
  const duringDrain = readiness.filter(({ at }) => at > signalled + 100 && at < exitedAt);
  const answered = duringDrain.filter(({ status }) => /^\d+$/.test(status));
  expect.soft(exitCode, `the replica exited with ${exitCode}`).toBe(0);
  expect.soft(answered.length, 'no /readyz answer between SIGTERM and exit').toBeGreaterThan(0);
  expect
    .soft(
      answered.filter(({ status }) => status !== '503'),
      `/readyz between SIGTERM and exit: ${tally(duringDrain.map(({ status }) => status))}`,
    )
    .toEqual([]);
  expect
    .soft(
      exitedAt - signalled >= DRAIN_MS,
      `closed ${ms(exitedAt - signalled)} after SIGTERM, before the ${ms(DRAIN_MS)} drain`,
    )
    .toBe(true);
  // In flight when the replica closed: nginx's 502, or the replica's own 503 (Retry-After) to a
  // request that reached it as it began to close. Neither may have been stored.
  expect
    .soft(
      statuses.filter((s) => !['201', '502', '503'].includes(s)),
      `answers ${tally(statuses)}`,
    )
    .toEqual([]);
  const refusedNonces = result.outcomes.filter(({ outcome }) => statusOf(outcome) === '503').map(({ nonce }) => nonce);
  const lateStatuses = result.outcomes
    .filter(({ sent }) => sent > exitedAt + 500)
    .map(({ outcome }) => statusOf(outcome));
  expect
    .soft(
      lateStatuses.filter((s) => s !== '201'),
      `after the replica closed: ${tally(lateStatuses)}`,
    )
    .toEqual([]);
  const storedRefused = [...(await storedByNonce(r.db, prefix)).keys()].filter((nonce) =>
    refusedNonces.includes(nonce),
  );
  expect.soft(storedRefused.length, `${storedRefused.length} submissions answered 503 were stored`).toBe(0);
  const stored = await exactlyOnce(r, prefix, result);
  const { byReplica, retriedAfterSending } = upstreamsOfPosts(await flushedLog(r.nginx), since);
  expect
    .soft(retriedAfterSending.length, `nginx passed ${retriedAfterSending.length} POSTs on after a replica had them`)
    .toBe(0);
  // Back for the next scenarios, as a supervisor would restart it (past fail_timeout).
  r.replicas[1] = await startReplicaNumber(r, 1);
  await sleep(10_500);
  return (
    `${result.outcomes.length} posts, SIGTERM after 40: ${tally(statuses)}; /readyz from signal to exit (${ms(exitedAt - signalled)}): ` +
    `${tally(duringDrain.map(({ status }) => status))}; exit ${exitCode}; after close: ${tally(lateStatuses)}; ${stored}; upstreams ${byReplica}`
  );
}

rehearse('sigterm', 'a replica stopped mid-burst: /readyz 503 until it closed, every 201 stored once, exit 0', {
  limitMs: 90_000,
  run: sigterm,
});
