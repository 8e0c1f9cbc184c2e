import { randomBytes } from 'node:crypto';
import { Checks, ms, percentile, sleep, tally, type ScenarioResult } from '../../support/lib.ts';
import { statusOf } from '../client.ts';
import { SLOW_RECEIVER_MS } from '../webhooks.ts';
import { type Rehearsal, smtpClientNames, startReplicaNumber } from '../rehearsal.ts';
import { upstreamsOfPosts, logLines, flushedLog, burst, exactlyOnce } from '../helpers.ts';
import { rehearse } from '../fixtures.ts';

async function sigkill(r: Rehearsal): Promise<ScenarioResult> {
  const checks = new Checks();
  const [victim, survivor] = r.replicas;
  if (!victim || !survivor) throw new Error('two replicas expected');
  const prefix = `kill-${randomBytes(3).toString('hex')}-`;
  const since = logLines(r.nginx);
  // A slow webhook receiver (webhooks.ts): the victim dies with deliveries the receiver
  // has but whose answer it never saw, which the live replica repeats (webhook-kill).
  r.receiver.respondAfter(SLOW_RECEIVER_MS);
  // 180 posts after the kill, 12 at a time 100 ms apart: about 1.5 s of traffic after it.
  const result = await burst(
    r,
    prefix,
    '127.0.1',
    240,
    60,
    () => {
      r.killedClient = smtpClientNames.get(victim) ?? '';
      victim.signal('SIGKILL');
    },
    100,
  );
  await victim.exited;
  r.receiver.respondAfter(0);
  r.killBurst = result.outcomes;
  // Sent a second after the kill: nginx has seen the replica fail by then.
  const afterKill = result.outcomes.filter(({ sent }) => sent > result.event + 1_000);
  const statuses = result.outcomes.map(({ outcome }) => statusOf(outcome));
  const afterStatuses = afterKill.map(({ outcome }) => statusOf(outcome));
  checks.expect(afterKill.length > 0, 'the burst ended within a second of the kill: nothing measured after it');
  checks.expect(
    afterStatuses.every((s) => s === '201'),
    `after the kill: ${tally(afterStatuses)}`,
  );
  checks.expect(
    statuses.every((s) => s === '201' || s === '502'),
    `answers ${tally(statuses)}`,
  );
  const stored = await exactlyOnce(r, checks, prefix, result);
  const { byReplica, retriedAfterSending } = upstreamsOfPosts(await flushedLog(r.nginx), since);
  checks.expect(
    retriedAfterSending.length === 0,
    `nginx passed ${retriedAfterSending.length} POSTs on after a replica had them: ${retriedAfterSending[0] ?? ''}`,
  );
  const latencies = result.outcomes.map(({ outcome }) =>
    outcome.kind === 'response' ? outcome.answer.ms : outcome.ms,
  );
  // Back for the next scenario, as a supervisor would restart it, and past nginx's
  // fail_timeout (10 s), so that the next scenario's victim is not the only live replica.
  r.replicas[0] = await startReplicaNumber(r, 0);
  await sleep(10_500);
  return checks.result(
    `${result.outcomes.length} posts, SIGKILL after 60: ${tally(statuses)}; after +1 s: ${tally(afterStatuses)}; ${stored}; ` +
      `upstreams ${byReplica}; POSTs passed on after sending: ${retriedAfterSending.length}; p99 ${ms(percentile(latencies, 99))}`,
  );
}

rehearse(
  'sigkill',
  'a replica killed mid-burst: every 201 stored exactly once, no POST passed on, new requests to the live replica',
  { limitMs: 120_000, run: sigkill },
);
