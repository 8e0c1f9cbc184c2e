import { expect } from 'vitest';
import { randomBytes } from 'node:crypto';
import { ms, percentile, tally } from '../../support/lib.ts';
import { statusOf } from '../client.ts';
import { type Rehearsal } from '../rehearsal.ts';
import { upstreamsOfPosts, logLines, flushedLog, exactlyOnce, killMidBurst, restartKilled } from '../helpers.ts';
import { rehearse } from '../fixtures.ts';

async function sigkill(r: Rehearsal): Promise<string> {
  const prefix = `kill-${randomBytes(3).toString('hex')}-`;
  const since = logLines(r.nginx);
  // 180 posts after the kill.
  const result = await killMidBurst(r, prefix, '127.0.1', 240, 60);
  // Sent a second after the kill: nginx has seen the replica fail by then.
  const afterKill = result.outcomes.filter(({ sent }) => sent > result.event + 1_000);
  const statuses = result.outcomes.map(({ outcome }) => statusOf(outcome));
  const afterStatuses = afterKill.map(({ outcome }) => statusOf(outcome));
  expect
    .soft(afterKill.length, 'the burst ended within a second of the kill: nothing measured after it')
    .toBeGreaterThan(0);
  expect
    .soft(
      afterStatuses.filter((s) => s !== '201'),
      `after the kill: ${tally(afterStatuses)}`,
    )
    .toEqual([]);
  expect
    .soft(
      statuses.filter((s) => s !== '201' && s !== '502'),
      `answers ${tally(statuses)}`,
    )
    .toEqual([]);
  const stored = await exactlyOnce(r, prefix, result);
  const { byReplica, retriedAfterSending } = upstreamsOfPosts(await flushedLog(r.nginx), since);
  expect
    .soft(
      retriedAfterSending.length,
      `nginx passed ${retriedAfterSending.length} POSTs on after a replica had them: ${retriedAfterSending[0] ?? ''}`,
    )
    .toBe(0);
  const latencies = result.outcomes.map(({ outcome }) =>
    outcome.kind === 'response' ? outcome.answer.ms : outcome.ms,
  );
  await restartKilled(r);
  return (
    `${result.outcomes.length} posts, SIGKILL after 60: ${tally(statuses)}; after +1 s: ${tally(afterStatuses)}; ${stored}; ` +
    `upstreams ${byReplica}; POSTs passed on after sending: ${retriedAfterSending.length}; p99 ${ms(percentile(latencies, 99))}`
  );
}

rehearse(
  'sigkill',
  'a replica killed mid-burst: every 201 stored exactly once, no POST passed on, new requests to the live replica',
  { limitMs: 120_000, run: sigkill },
);
