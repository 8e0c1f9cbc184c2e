/**
 * Scenarios 1 and 2: valid submissions under load against one server, then against
 * two servers on one PostgreSQL while one of them is killed with SIGKILL.
 */
import { expect } from 'vitest';
import type { ThrowawayPostgres } from '../../scripts/with-postgres.ts';
import { createDatabase, schemaHasOutbox, storedRows } from './database.ts';
import { ms, percentile, seconds, tally } from '../support/lib.ts';
import { label, outcomes, reconcile, runLoad, type Reconciliation, type Submission } from './load.ts';
import { checkOutbox, startSmtpSink } from './mail.ts';
import { startServer } from './server-process.ts';

export interface SuiteContext {
  postgres: ThrowawayPostgres;
  csrfSecret: string;
  logDir: string;
}

export const SUBMISSIONS = 2_000;
export const CLIENTS = 50;

function speed(submissions: readonly Submission[], durationMs: number): string {
  const all = outcomes(submissions);
  const created = all.filter((outcome) => outcome.kind === 'response' && outcome.status === 201).map((o) => o.ms);
  const rate = all.length / (durationMs / 1000);
  return `${rate.toFixed(0)} req/s, 201 p50 ${ms(percentile(created, 50))} p99 ${ms(percentile(created, 99))}, ${seconds(durationMs)}`;
}

function reportLost(reconciliation: Reconciliation) {
  expect
    .soft(
      reconciliation.lost.length,
      `${reconciliation.lost.length} accepted submissions have no row, e.g. nonce ${reconciliation.lost[0]?.nonce}`,
    )
    .toBe(0);
  expect
    .soft(reconciliation.missingResumes, `${reconciliation.missingResumes} accepted job applications have no resume`)
    .toBe(0);
  expect.soft(reconciliation.foreign, `${reconciliation.foreign} rows carry no nonce of this run`).toBe(0);
}

/** 1: 2,000 submissions across the three forms from 50 concurrent clients, one server. */
export async function steadyLoad(context: SuiteContext): Promise<string> {
  const databaseUrl = await createDatabase(context.postgres.url, 'faults_load');
  const server = await startServer({
    name: 'load',
    databaseUrl,
    csrfSecret: context.csrfSecret,
    logDir: context.logDir,
  });
  const started = performance.now();
  const submissions = await runLoad({
    origins: [server.origin],
    clients: CLIENTS,
    more: (count) => count < SUBMISSIONS,
    maxAttempts: 1,
  });
  const duration = performance.now() - started;
  expect.soft(server.alive(), 'the server died').toBe(true);
  await server.stop();
  const result = reconcile(submissions, await storedRows(databaseUrl));
  const answers = outcomes(submissions).map(label);

  expect
    .soft(result.accepted === SUBMISSIONS, `${SUBMISSIONS - result.accepted} submissions were not answered 201`)
    .toBe(true);
  reportLost(result);
  expect.soft(result.withoutCreated, `${result.withoutCreated} rows without a 201`).toBe(0);
  expect.soft(result.extra, `${result.extra} duplicate rows`).toBe(0);
  return (
    `sent ${result.sent} / stored ${result.stored} / lost ${result.lost.length}; ` +
    `answers ${tally(answers)}; rows without a 201 ${result.withoutCreated}, duplicates ${result.extra}; ` +
    speed(submissions, duration)
  );
}

/** 2: the same against two servers on one PostgreSQL, one killed with SIGKILL mid-run. */
export async function killOneServer(context: SuiteContext): Promise<string> {
  const databaseUrl = await createDatabase(context.postgres.url, 'faults_kill');
  const outbox = schemaHasOutbox();
  const sink = outbox ? await startSmtpSink() : undefined;
  const env: Record<string, string> = sink ? { SMTP_URL: sink.url } : {};
  const common = { databaseUrl, csrfSecret: context.csrfSecret, logDir: context.logDir, env };
  // Started together: they race for the migration lock, as replicas do.
  const [victim, survivor] = await Promise.all([
    startServer({ name: 'kill-victim', ...common }),
    startServer({ name: 'kill-survivor', ...common }),
  ]);
  const killAfter = Math.round(SUBMISSIONS * 0.4);
  let answered = 0;
  let killedAt = 0;
  const started = performance.now();
  const submissions = await runLoad({
    origins: [victim.origin, survivor.origin],
    clients: CLIENTS,
    more: (count) => count < SUBMISSIONS,
    maxAttempts: 4,
    onOutcome: () => {
      answered += 1;
      if (answered === killAfter) {
        killedAt = performance.now() - started;
        void victim.kill();
      }
    },
  });
  const duration = performance.now() - started;
  expect.soft(killedAt > 0 && !victim.alive(), 'the victim was not killed').toBe(true);
  expect.soft(survivor.alive(), 'the surviving server died').toBe(true);

  const all = outcomes(submissions);
  const connectionErrors = all.filter((outcome) => outcome.kind === 'error').length;
  const retried = submissions.filter((submission) => submission.attempts.length > 1).length;
  const refused = all.filter((outcome) => outcome.kind === 'response' && outcome.status !== 201).length;

  let mail = 'mail: skipped: no outbox yet';
  if (sink) {
    const check = await checkOutbox(databaseUrl, sink);
    mail = check.figures;
    for (const problem of check.problems) expect.soft(false, problem).toBe(true);
    await sink.close();
  }
  await survivor.stop();
  const result = reconcile(submissions, await storedRows(databaseUrl));

  expect.soft(connectionErrors, 'no client saw the kill (no connection error)').toBeGreaterThan(0);
  expect
    .soft(
      result.accepted === SUBMISSIONS,
      `${SUBMISSIONS - result.accepted} submissions never got a 201 (${tally(all.map(label))})`,
    )
    .toBe(true);
  expect.soft(refused, `${refused} answers other than 201`).toBe(0);
  reportLost(result);
  expect
    .soft(
      result.unexplained.length,
      `${result.unexplained.length} submissions have more rows than unanswered tries, e.g. nonce ${result.unexplained[0]?.nonce}`,
    )
    .toBe(0);
  return (
    `sent ${result.sent} / accepted ${result.accepted} / stored ${result.stored} / lost ${result.lost.length}; ` +
    `SIGKILL after ${killAfter} answers (${seconds(killedAt)}), ${connectionErrors} connection errors ` +
    `(${tally(all.filter((o) => o.kind === 'error').map(label))}), ${retried} retried on the survivor, ` +
    `${result.extra} extra rows from unanswered tries, duplicates beyond that ${result.unexplained.length}; ` +
    `${mail}; ${speed(submissions, duration)}`
  );
}
