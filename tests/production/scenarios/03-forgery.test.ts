import { expect } from 'vitest';
import { randomBytes } from 'node:crypto';
import { submissionBody } from '../../faults/client.ts';
import { tally } from '../../support/lib.ts';
import { statusOf } from '../client.ts';
import { RATE_LIMIT, type Rehearsal, client } from '../rehearsal.ts';
import { storedByNonce } from '../helpers.ts';
import { rehearse } from '../fixtures.ts';

async function forgery(r: Rehearsal): Promise<string> {
  const c = client('127.0.0.5', r.ca);
  const prefix = `forgery-${randomBytes(3).toString('hex')}-`;
  const statuses: string[] = [];
  for (let i = 0; i < RATE_LIMIT + 1; i += 1) {
    const forged = { 'x-forwarded-for': `203.0.113.${10 + i}`, 'x-real-ip': `203.0.113.${10 + i}` };
    statuses.push(
      statusOf(await c.submit('contact', submissionBody('contact', `${prefix}c${i}`), { headers: forged })),
    );
  }
  expect
    .soft(
      statuses.filter((s) => s === '201').length === RATE_LIMIT && statuses.at(-1) === '429',
      `forged X-Forwarded-For through nginx: ${tally(statuses)} (a new identity per post would never be limited)`,
    )
    .toBe(true);
  // Straight to a replica, around nginx: the replica trusts only 127.0.0.1, so the client stays itself, over http.
  const d = client('127.0.0.6', r.ca);
  const replica = r.replicas[0];
  if (!replica) throw new Error('no replica');
  const direct = await d.submit('contact', submissionBody('contact', `${prefix}d0`), {
    origin: replica.origin,
    headers: { 'x-forwarded-for': '203.0.113.99', 'x-forwarded-proto': 'https' },
  });
  expect.soft(statusOf(direct), `a direct post answered ${statusOf(direct)}`).toBe('201');
  const page = await d.send(`${replica.origin}/about-us`, { headers: { 'x-forwarded-proto': 'https' } });
  expect
    .soft(page.headers['strict-transport-security'], 'a direct client with X-Forwarded-Proto: https got HSTS')
    .toBeFalsy();
  const stored = await storedByNonce(r.db, prefix);
  const addresses = [...stored].map(
    ([nonce, list]) => `${nonce.slice(prefix.length, prefix.length + 1)}=${list[0]?.address}`,
  );
  expect
    .soft(
      [...stored].filter(
        ([nonce, list]) => list[0]?.address !== (nonce.startsWith(`${prefix}c`) ? c.address : d.address),
      ),
      `stored addresses ${tally(addresses)}`,
    )
    .toEqual([]);
  r.stored += statuses.filter((s) => s === '201').length + (statusOf(direct) === '201' ? 1 : 0);
  return `forged XFF via nginx: ${tally(statuses)}; direct with forged XFF and proto: ${statusOf(direct)}, HSTS ${page.headers['strict-transport-security'] ? 'yes' : 'no'}; stored ${tally(addresses)}`;
}

rehearse(
  'forgery',
  'a forged X-Forwarded-For through nginx changes nothing; a direct client can forge neither its address nor https',
  { limitMs: 60_000, run: forgery },
);
