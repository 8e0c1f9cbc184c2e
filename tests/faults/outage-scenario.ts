/**
 * Scenario 3: PostgreSQL stops (`pg_ctl stop -m fast`) for ten seconds while
 * clients submit. Requests meanwhile get 503 quickly, nothing answered 201 is
 * lost, and the server stores submissions again by itself once PostgreSQL is back.
 */
import { expect } from 'vitest';
import { getSession, post, submissionBody } from './client.ts';
import { createDatabase, storedRows } from './database.ts';
import type { SuiteContext } from './load-scenarios.ts';
import { ms, percentile, seconds, sleep, tally } from '../support/lib.ts';
import { label, outcomes, reconcile, runLoad } from './load.ts';
import { startServer } from './server-process.ts';

const CLIENTS = 20;
/** Load before PostgreSQL stops. */
const LEAD_MS = 3_000;
const OUTAGE_MS = 10_000;
/** How long the server may take to store submissions again once PostgreSQL is up. */
const RECOVERY_LIMIT_MS = 15_000;
/** Load after recovery. */
const TAIL_MS = 2_000;
/** Bounds on the run, whatever happens. */
const MAX_REQUESTS = 40_000;
/** What "fast" means for a 503. */
const P99_LIMIT_MS = 5_000;

export async function databaseOutage(context: SuiteContext): Promise<string> {
  const databaseUrl = await createDatabase(context.postgres.url, 'faults_outage');
  const server = await startServer({
    name: 'outage',
    databaseUrl,
    csrfSecret: context.csrfSecret,
    logDir: context.logDir,
  });
  const t0 = performance.now();
  const now = () => performance.now() - t0;
  let finished = false;
  let downAt = Number.NaN;
  let stopTook = Number.NaN;
  let restartAt = Number.NaN;
  let upAt = Number.NaN;
  let firstCreatedAfterUp = Number.NaN;
  let createdWhileDown = 0;

  const controller = (async () => {
    try {
      await sleep(LEAD_MS);
      const stopping = now();
      await context.postgres.pause();
      downAt = now();
      stopTook = downAt - stopping;
      await sleep(OUTAGE_MS);
      restartAt = now();
      await context.postgres.resume();
      upAt = now();
      while (Number.isNaN(firstCreatedAfterUp) && now() - restartAt < RECOVERY_LIMIT_MS) await sleep(100);
      await sleep(TAIL_MS);
    } finally {
      finished = true;
    }
  })();

  const submissions = await runLoad({
    origins: [server.origin],
    clients: CLIENTS,
    more: (count) => !finished && count < MAX_REQUESTS,
    maxAttempts: 1,
    timeoutMs: 15_000,
    // A visitor who is told to try again does not hammer the button.
    pauseAfter: (outcome) => (outcome.kind === 'response' && outcome.status === 503 ? 50 : 0),
    onOutcome: (outcome) => {
      if (outcome.kind !== 'response' || outcome.status !== 201) return;
      const at = now();
      // PostgreSQL accepts connections a little before pg_ctl start returns.
      if (at > restartAt && Number.isNaN(firstCreatedAfterUp)) firstCreatedAfterUp = at;
      else if (at > downAt + 1_000 && Number.isNaN(restartAt)) createdWhileDown += 1;
    },
  });
  await controller;

  // After the run: one more submission must be stored, on a fresh session.
  const probe = await post(
    server.origin,
    'contact',
    submissionBody('contact', 'probe'),
    await getSession(server.origin),
  );
  expect.soft(server.alive(), 'the server died').toBe(true);
  await server.stop();

  const all = outcomes(submissions);
  const unavailable = all.filter((o) => o.kind === 'response' && o.status === 503).map((o) => o.ms);
  const others = all.filter((o) => !(o.kind === 'response' && (o.status === 201 || o.status === 503)));
  const result = reconcile(submissions, await storedRows(databaseUrl));
  const p99 = percentile(unavailable, 99);
  const recovery = firstCreatedAfterUp - restartAt;

  expect.soft(unavailable.length, 'no request was answered 503 during the outage').toBeGreaterThan(0);
  expect.soft(p99 < P99_LIMIT_MS, `503 p99 ${ms(p99)} is over ${ms(P99_LIMIT_MS)}`).toBe(true);
  expect.soft(others.length, `answers other than 201 and 503: ${tally(others.map(label))}`).toBe(0);
  expect.soft(result.lost.length, `${result.lost.length} accepted submissions have no row`).toBe(0);
  expect.soft(result.missingResumes, `${result.missingResumes} accepted job applications have no resume`).toBe(0);
  expect
    .soft(Number.isFinite(recovery), `no 201 within ${seconds(RECOVERY_LIMIT_MS)} after PostgreSQL was back`)
    .toBe(true);
  expect.soft(probe.kind === 'response' && probe.status === 201, `the final probe got ${label(probe)}`).toBe(true);

  return (
    `sent ${result.sent}: ${tally(all.map(label))}; PostgreSQL down ${seconds(restartAt - downAt)} ` +
    `(pg_ctl stop took ${ms(stopTook)}, start ${ms(upAt - restartAt)}); 503 p50 ${ms(percentile(unavailable, 50))} p99 ${ms(p99)} ` +
    `max ${ms(Math.max(...unavailable))}; first 201 ${seconds(recovery)} after pg_ctl start; ` +
    `accepted ${result.accepted} / stored ${result.stored} / lost ${result.lost.length}; ` +
    `stored despite a 503 ${result.storedDespiteRefusal.length}; 201 while down ${createdWhileDown}`
  );
}
