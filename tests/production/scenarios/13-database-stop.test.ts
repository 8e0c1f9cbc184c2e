import { expect } from 'vitest';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { ms, sleep, tally } from '../../support/lib.ts';
import { statusOf } from '../client.ts';
import { type Rehearsal } from '../rehearsal.ts';
import { storedByNonce, traffic, failedPages } from '../helpers.ts';
import { rehearse } from '../fixtures.ts';

/** PostgreSQL stopped for 30 s while visitors post: a clear 503, no 201 lost, recovery by itself. */
async function databaseStopped(r: Rehearsal): Promise<string> {
  const prefix = `pgstop-${randomBytes(3).toString('hex')}-`;
  const load = traffic(r, prefix, 2);
  await sleep(2_000);
  await r.db.end();
  await r.postgres.pause();
  // From here PostgreSQL is down (pg_ctl waited for it), for 30 s.
  const stopped = performance.now();
  await sleep(30_000);
  const resuming = performance.now();
  await r.postgres.resume();
  const resumed = performance.now();
  // Back for the checks, and for the scenarios after this one.
  r.db = new pg.Client({ connectionString: r.postgres.url });
  await r.db.connect();
  let recoveredAt = Number.NaN;
  await sleep(8_000);
  const { posts, pages } = await load.stop();
  const duringOutage = posts.filter(({ sent, at }) => sent > stopped && at < resuming);
  const statusesDuring = duringOutage.map(({ outcome }) => statusOf(outcome));
  const bodiesDuring = duringOutage
    .filter(({ outcome }) => statusOf(outcome) === '503')
    .map(({ outcome }) => (outcome.kind === 'response' ? outcome.answer.body : ''));
  const after = posts.filter(({ sent }) => sent > resumed);
  const firstOk = after.find(({ outcome }) => statusOf(outcome) === '201');
  if (firstOk) recoveredAt = firstOk.at - resumed;
  const lateAfter = after.filter(({ sent }) => sent > resumed + 5_000).map(({ outcome }) => statusOf(outcome));
  expect.soft(duringOutage.length, 'no post was answered during the outage').toBeGreaterThan(0);
  expect
    .soft(
      statusesDuring.filter((status) => status !== '503'),
      `during the outage: ${tally(statusesDuring)}`,
    )
    .toEqual([]);
  expect
    .soft(
      bodiesDuring.filter((body) => !body.includes('DATABASE_UNAVAILABLE')),
      `a 503 during the outage without DATABASE_UNAVAILABLE: ${bodiesDuring.find((body) => !body.includes('DATABASE_UNAVAILABLE'))}`,
    )
    .toEqual([]);
  expect
    .soft(failedPages(pages).length, `pages during the outage: ${tally(pages.map(({ status }) => status))}`)
    .toBe(0);
  expect.soft(Number.isFinite(recoveredAt), 'no post got 201 after PostgreSQL came back').toBe(true);
  expect
    .soft(
      lateAfter.length > 0 && lateAfter.every((status) => status === '201'),
      `from 5 s after PostgreSQL came back: ${tally(lateAfter)}`,
    )
    .toBe(true);
  const accepted = posts.filter(({ outcome }) => statusOf(outcome) === '201');
  const stored = await storedByNonce(r.db, prefix);
  const lost = accepted.filter(({ nonce }) => stored.get(nonce)?.length !== 1);
  expect.soft(lost.length, `${lost.length} answered 201 but not stored exactly once`).toBe(0);
  r.stored += stored.size;
  return (
    `${posts.length} posts: ${tally(posts.map(({ outcome }) => statusOf(outcome)))}; during the 30 s outage ${tally(statusesDuring)} ` +
    `(DATABASE_UNAVAILABLE); pages ${tally(pages.map(({ status }) => status))}; first 201 ${ms(recoveredAt)} after PostgreSQL was back; ` +
    `${accepted.length} answered 201, all stored once`
  );
}

rehearse('database-stop', 'PostgreSQL stopped for 30 s during traffic: a clear 503, no 201 lost, recovery by itself', {
  limitMs: 120_000,
  run: databaseStopped,
});
