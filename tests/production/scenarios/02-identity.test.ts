import { randomBytes } from 'node:crypto';
import { submissionBody } from '../../faults/client.ts';
import { Checks, tally, type ScenarioResult } from '../../support/lib.ts';
import { statusOf, type Outcome } from '../client.ts';
import { RATE_LIMIT, type Rehearsal, client } from '../rehearsal.ts';
import { storedByNonce, upstreamsOfPosts, logLines, flushedLog } from '../helpers.ts';
import { rehearse } from '../fixtures.ts';

async function identity(r: Rehearsal): Promise<ScenarioResult> {
  const checks = new Checks();
  const a = client('127.0.0.3', r.ca);
  const b = client('127.0.0.4', r.ca);
  const since = logLines(r.nginx);
  const prefix = `identity-${randomBytes(3).toString('hex')}-`;
  // Twice the limit and one: with a limit per replica's memory, round-robin would let 2 × RATE_LIMIT through.
  const fromA: Outcome[] = [];
  for (let i = 0; i < 2 * RATE_LIMIT + 1; i += 1)
    fromA.push(await a.submit('contact', submissionBody('contact', `${prefix}a${i}`)));
  const fromB = await b.submit('contact', submissionBody('contact', `${prefix}b0`));
  const statusesA = fromA.map(statusOf);
  const accepted = statusesA.filter((status) => status === '201').length;
  checks.expect(
    accepted === RATE_LIMIT,
    `client A got ${tally(statusesA)}: ${RATE_LIMIT}×201 expected across both replicas`,
  );
  checks.expect(statusesA.at(-1) === '429', `client A's last post answered ${statusesA.at(-1)}, not 429`);
  checks.expect(statusOf(fromB) === '201', `client B's first post answered ${statusOf(fromB)} after A was limited`);
  const stored = await storedByNonce(r.db, prefix);
  const addresses = [...stored].map(
    ([nonce, list]) => `${nonce.startsWith(`${prefix}a`) ? 'A' : 'B'}=${list[0]?.address}`,
  );
  checks.expect(
    [...stored].every(([nonce, list]) => list[0]?.address === (nonce.startsWith(`${prefix}a`) ? a.address : b.address)),
    `stored addresses ${tally(addresses)}`,
  );
  const { byReplica } = upstreamsOfPosts(await flushedLog(r.nginx), since);
  checks.expect(byReplica.split(' ').length === 2, `the posts reached ${byReplica}, not both replicas`);
  r.stored += accepted + (statusOf(fromB) === '201' ? 1 : 0);
  return checks.result(
    `A (${a.address}) ${tally(statusesA)}; B (${b.address}) ${statusOf(fromB)}; stored ${tally(addresses)}; replicas ${byReplica}`,
  );
}

rehearse(
  'identity',
  'distinct clients have distinct rate limits and stored addresses; the form limit holds across both replicas',
  { limitMs: 60_000, run: identity },
);
