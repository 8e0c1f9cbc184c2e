/**
 * Scenario 5: how long mail waits after a server is killed with SIGKILL in the
 * middle of sending.
 *
 * One server with SMTP stores SUBMISSIONS enquiries (each from its own address, so
 * each has its acknowledgement: 2 e-mails apiece) and starts sending them to a sink
 * that takes ACCEPT_DELAY_MS to accept each message. Once the sink has accepted
 * a few and holds the next, the server is killed: the held message is never
 * accepted, and the rest of its claimed batch stays pending under its lease. A
 * second server on the same database then sends the rest. The figure is the time
 * from the kill until every e-mail has been accepted, printed as "recovered in";
 * it must stay within the outbox lease (DEFAULT_OUTBOX.leaseMs) plus RECOVERY_SLACK_MS.
 * No Message-ID may arrive twice. The servers serve the API tests' small fixture
 * site: only the form API and the outbox matter here.
 */
import { expect } from 'vitest';
import { resolve } from 'node:path';
import { DEFAULT_OUTBOX } from '../../server/config.ts';
import { authHeaders, getSession, multipartBody } from './client.ts';
import { createDatabase, withClient } from './database.ts';
import { seconds, sleep } from '../support/lib.ts';
import type { SuiteContext } from './load-scenarios.ts';
import { checkOutbox, startSmtpSink } from './mail.ts';
import { startServer } from './server-process.ts';
import { VALID } from '../support/submissions.ts';

const FIXTURE_DIST = resolve(import.meta.dirname, '../fixtures/dist');
const SUBMISSIONS = 6;
const ACCEPT_DELAY_MS = 1_000;
/** Beyond the lease: the next poll, the send itself and the sink's delay for each e-mail left. */
const RECOVERY_SLACK_MS = 30_000;

async function outboxState(databaseUrl: string): Promise<{ total: number; sent: number }> {
  return withClient(databaseUrl, async (client) => {
    const row = (
      await client.query<{ total: number; sent: number }>(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE status = 'sent')::int AS sent FROM outbox`,
      )
    ).rows[0];
    return { total: row?.total ?? 0, sent: row?.sent ?? 0 };
  });
}

export async function mailRecovery(context: SuiteContext): Promise<string> {
  const databaseUrl = await createDatabase(context.postgres.url, 'faults_mail_recovery');
  const sink = await startSmtpSink({ acceptDelayMs: ACCEPT_DELAY_MS });
  const env = { SMTP_URL: sink.url, DIST_DIR: FIXTURE_DIST };
  const common = { databaseUrl, csrfSecret: context.csrfSecret, logDir: context.logDir, env };
  const victim = await startServer({ name: 'mail-victim', ...common });
  try {
    const session = await getSession(victim.origin);
    for (let i = 0; i < SUBMISSIONS; i += 1) {
      const body = multipartBody({ ...VALID.contact, email: `recovery-${i}@example.org` });
      const response = await fetch(`${victim.origin}/webAPI/contact_insert.php`, {
        method: 'POST',
        headers: { ...authHeaders(session, victim.origin), 'content-type': body.contentType },
        body: body.data,
        signal: AbortSignal.timeout(10_000),
      });
      expect.soft(response.status, `submission ${i} answered ${response.status}`).toBe(201);
    }
    const expected = SUBMISSIONS * 2;

    // Killed while the sink holds a message: after two accepted, half-way through the third.
    const deadline = Date.now() + 30_000;
    while (sink.messageIds.length < 2 && Date.now() < deadline) await sleep(50);
    await sleep(ACCEPT_DELAY_MS / 2);
    const acceptedBeforeKill = sink.messageIds.length;
    await victim.kill();
    const killedAt = performance.now();
    expect
      .soft(acceptedBeforeKill >= 2 && acceptedBeforeKill < expected, `killed after ${acceptedBeforeKill} e-mails`)
      .toBe(true);

    const survivor = await startServer({ name: 'mail-survivor', ...common });
    let recoveredMs = Number.NaN;
    const limit = DEFAULT_OUTBOX.leaseMs + RECOVERY_SLACK_MS;
    try {
      while (performance.now() - killedAt < limit + 10_000) {
        const state = await outboxState(databaseUrl);
        if (state.total === expected && state.sent === expected && sink.messageIds.length >= expected) {
          recoveredMs = performance.now() - killedAt;
          break;
        }
        await sleep(250);
      }
      expect.soft(Number.isFinite(recoveredMs), `mail not recovered within ${seconds(limit + 10_000)}`).toBe(true);
      expect
        .soft(
          !Number.isFinite(recoveredMs) || recoveredMs <= limit,
          `recovery took ${seconds(recoveredMs)}, over the lease (${seconds(DEFAULT_OUTBOX.leaseMs)}) + ${seconds(RECOVERY_SLACK_MS)}`,
        )
        .toBe(true);
      const mail = await checkOutbox(databaseUrl, sink, 10_000);
      for (const problem of mail.problems) expect.soft(false, problem).toBe(true);
      const ids = new Map<string, number>();
      for (const id of sink.messageIds) ids.set(id, (ids.get(id) ?? 0) + 1);
      const twice = [...ids.values()].filter((count) => count > 1).length;
      expect.soft(twice, `${twice} Message-IDs arrived twice`).toBe(0);
      expect
        .soft(sink.messageIds.length === expected, `${sink.messageIds.length} messages arrived for ${expected} e-mails`)
        .toBe(true);
      return (
        `${expected} e-mails, SIGKILL mid-send after ${acceptedBeforeKill} accepted; ` +
        `recovered in ${Number.isFinite(recoveredMs) ? seconds(recoveredMs) : 'never'} ` +
        `(lease ${seconds(DEFAULT_OUTBOX.leaseMs)}, renewed every ${seconds(DEFAULT_OUTBOX.leaseMs / 3)}; ` +
        `formerly a 10 min lease); ${twice} Message-IDs twice; ${mail.figures}`
      );
    } finally {
      await survivor.stop();
    }
  } finally {
    if (victim.alive()) await victim.kill();
    await sink.close();
  }
}
