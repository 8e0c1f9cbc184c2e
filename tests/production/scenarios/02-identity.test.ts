import { expect } from 'vitest';
import { randomBytes } from 'node:crypto';
import { submissionBody } from '../../faults/client.ts';
import { tally } from '../../support/lib.ts';
import { statusOf, type Outcome } from '../client.ts';
import { RATE_LIMIT, type Rehearsal, client } from '../rehearsal.ts';
import { storedByNonce, upstreamsOfPosts, logLines, flushedLog } from '../helpers.ts';
import { rehearse } from '../fixtures.ts';

async function identity(r: Rehearsal): Promise<string> {
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
  expect
    .soft(accepted === RATE_LIMIT, `client A got ${tally(statusesA)}: ${RATE_LIMIT}×201 expected across both replicas`)
    .toBe(true);
  expect.soft(statusesA.at(-1), `client A's last post answered ${statusesA.at(-1)}, not 429`).toBe('429');
  expect.soft(statusOf(fromB), `client B's first post answered ${statusOf(fromB)} after A was limited`).toBe('201');
  const stored = await storedByNonce(r.db, prefix);
  const addresses = [...stored].map(
    ([nonce, list]) => `${nonce.startsWith(`${prefix}a`) ? 'A' : 'B'}=${list[0]?.address}`,
  );
  expect
    .soft(
      [...stored].filter(
        ([nonce, list]) => list[0]?.address !== (nonce.startsWith(`${prefix}a`) ? a.address : b.address),
      ),
      `stored addresses ${tally(addresses)}`,
    )
    .toEqual([]);
  const { byReplica } = upstreamsOfPosts(await flushedLog(r.nginx), since);
  expect.soft(byReplica.split(' ').length, `the posts reached ${byReplica}, not both replicas`).toBe(2);
  r.stored += accepted + (statusOf(fromB) === '201' ? 1 : 0);
  return `A (${a.address}) ${tally(statusesA)}; B (${b.address}) ${statusOf(fromB)}; stored ${tally(addresses)}; replicas ${byReplica}`;
}

rehearse(
  'identity',
  'distinct clients have distinct rate limits and stored addresses; the form limit holds across both replicas',
  { limitMs: 60_000, run: identity },
);
