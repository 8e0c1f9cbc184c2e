/**
 * Two server processes' worth of apps on one PostgreSQL database, both with an
 * outbox worker, race over one backlog of e-mails: each e-mail is sent exactly
 * once (FOR UPDATE SKIP LOCKED and the claim's lease), and both workers take part.
 *
 * Needs PostgreSQL: PGlite is one process's private database, so two servers
 * cannot share it. Runs when TEST_DATABASE_URL is set (CI runs `npm test` with
 * `node scripts/with-postgres.ts -- npm test`, or run the suite so); skipped otherwise.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { pdfFile } from '../support/resumes.ts';
import { freshPostgresDatabase, query, submit, VALID } from '../support/forms.ts';
import { testConfig } from '../support/app.ts';
import { eventually, mailConfig, messageIdOf, must, TestSmtpServer } from '../support/mail.ts';

const serverUrl = process.env['TEST_DATABASE_URL'];

// Skipped without TEST_DATABASE_URL: two servers can share a PostgreSQL database, never a PGlite one.
describe.skipIf(!serverUrl)('two servers on one PostgreSQL database', () => {
  const apps: FastifyInstance[] = [];
  let drop: (() => Promise<void>) | undefined;
  let smtp: TestSmtpServer | undefined;
  afterAll(async () => {
    for (const app of apps) await app.close();
    await smtp?.stop();
    await drop?.();
  });

  it('send every e-mail exactly once between them', { timeout: 120_000 }, async () => {
    const database = await freshPostgresDatabase(serverUrl ?? '');
    drop = database.drop;

    // A backlog: 30 submissions (60 e-mails) stored by a server without SMTP. Each
    // visitor address is used once: a second acknowledgement to one address within
    // 24 hours is not queued.
    const writer = await buildApp(
      testConfig({ databaseUrl: database.url, rateLimitPerMinute: 0, ...mailConfig(undefined) }),
    );
    apps.push(writer);
    await writer.ready();
    for (let i = 0; i < 10; i += 1) {
      for (const form of ['contact', 'hire', 'job-apply'] as const) {
        const files = form === 'job-apply' ? [{ filename: `cv-${i}.pdf`, data: pdfFile(`Applicant ${i}`) }] : [];
        const res = await submit(writer, form, { ...VALID[form], email: `visitor-${form}-${i}@example.com` }, files);
        expect(res.statusCode).toBe(201);
      }
    }

    // Not due until both servers are up, so that neither has a head start.
    await query(writer, sql`UPDATE outbox SET next_attempt_at = now() + interval '1 hour'`);

    // Two servers with SMTP start and race over the backlog. Each names itself in
    // EHLO, so the SMTP server can tell which one sent what.
    smtp = await TestSmtpServer.start({ beforeAccept: () => new Promise((resolve) => setTimeout(resolve, 10)) });
    const replicas = ['replica-a', 'replica-b'].map((name) =>
      buildApp(
        testConfig({
          databaseUrl: database.url,
          ...mailConfig(`${smtp?.url}/?name=${name}`, { batchSize: 2, pollIntervalMs: 10 }),
        }),
      ),
    );
    const [a, b] = (await Promise.all(replicas)).map((app) => must(app));
    apps.push(must(a), must(b));
    await Promise.all(apps.slice(1).map((app) => app.ready()));
    await query(writer, sql`UPDATE outbox SET next_attempt_at = now()`);

    const outbox = async () =>
      (await query(must(a), sql`SELECT id, message_id, status, attempts FROM outbox`)) as {
        id: string;
        message_id: string;
        status: string;
        attempts: number;
      }[];
    await eventually(async () => (await outbox()).every((row) => row.status === 'sent'), 60_000, 'all sent');
    await new Promise((resolve) => setTimeout(resolve, 500));

    const rows = await outbox();
    expect(rows).toHaveLength(60);
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
    const received = smtp.received.map(messageIdOf);
    expect(received).toHaveLength(60);
    expect(new Set(received).size).toBe(60);
    expect([...received].sort()).toEqual(rows.map((row) => row.message_id).sort());
    const senders = new Set(smtp.received.map((mail) => mail.client));
    expect(senders).toEqual(new Set(['replica-a', 'replica-b']));
  });
});
