/**
 * The transactional outbox against a real SMTP server (smtp-server, started here):
 * what the notification and the acknowledgement contain, where they go, that they
 * are written with the submission or not at all, that nothing is sent without
 * SMTP_URL, that an SMTP outage delays mail without losing or doubling any, and
 * that failures are retried with back-off up to the limit. On PGlite, and on the
 * PostgreSQL of TEST_DATABASE_URL when set. A crash between sending and marking is
 * in outbox-crash.test.ts; two server processes on one database in
 * outbox-replicas.test.ts.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OUTBOX } from '../../server/config.ts';
import { saveSubmission } from '../../server/db/submissions.ts';
import { backoffMs } from '../../server/queue/worker.ts';
import { pdfFile } from '../support/resumes.ts';
import { count, DATABASES, formsApp, query, submit, VALID } from '../support/forms.ts';
import {
  eventually,
  freePort,
  mailConfig,
  messageIdOf,
  must,
  TestSmtpServer,
  type ReceivedMail,
} from '../support/mail.ts';

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

interface OutboxRow {
  id: string;
  kind: string;
  form: string;
  submission_id: string;
  recipient: string;
  message_id: string;
  status: string;
  attempts: number;
  sent_at: unknown;
  last_error: string | null;
}

async function outboxRows(app: FastifyInstance, submissionId?: string): Promise<OutboxRow[]> {
  const rows = await query(
    app,
    submissionId
      ? sql`SELECT * FROM outbox WHERE submission_id = ${submissionId} ORDER BY kind`
      : sql`SELECT * FROM outbox ORDER BY created_at, kind`,
  );
  return rows as unknown as OutboxRow[];
}

const byKind = (mails: ReceivedMail[], to: string) => mails.filter((mail) => mail.to.includes(to));

describe.each(DATABASES)('outbox on $name', ({ databaseUrl }) => {
  describe('with a working SMTP server', () => {
    let smtp: TestSmtpServer;
    let app: FastifyInstance;
    beforeAll(async () => {
      smtp = await TestSmtpServer.start();
      app = await formsApp({ databaseUrl, ...mailConfig(smtp.url) });
    });
    afterAll(async () => {
      await app?.close();
      await smtp?.stop();
    });
    afterEach(() => {
      smtp.received.length = 0;
    });

    it('a job application: every field (escaped in HTML) and the resume to HR, a short acknowledgement to the applicant', async () => {
      const resume = pdfFile('Rahul Mehta resume');
      const values = {
        ...VALID['job-apply'],
        city: 'Ahmedabad & <b>Gandhinagar</b>',
        message: 'I built <script>alert("x")</script> stores.\nSecond line & "quotes".',
      };
      const res = await submit(app, 'job-apply', values, [
        { filename: 'Rahul Mehta CV.pdf', type: 'application/pdf', data: resume },
      ]);
      expect(res.statusCode, res.body).toBe(201);
      const { id } = res.json<{ id: string }>();

      const mails = await smtp.waitFor(2);
      const rows = await outboxRows(app, id);
      expect(rows.map((row) => [row.kind, row.recipient])).toEqual([
        ['acknowledgement', 'rahul.mehta@example.com'],
        ['notification', 'careers@example.com'],
      ]);
      await eventually(async () => (await outboxRows(app, id)).every((row) => row.status === 'sent'), 10_000, 'sent');

      const notification = must(byKind(mails, 'careers@example.com')[0], 'the notification');
      const note = notification.parsed;
      expect(note.subject).toBe('New job application from Rahul Mehta, PHP Developer');
      expect(note.from?.value[0]).toMatchObject({ name: 'Nexaweave', address: 'hello@example.com' });
      expect(note.replyTo?.value[0]?.address).toBe('rahul.mehta@example.com');
      const notificationRow = must(rows.find((row) => row.kind === 'notification'));
      expect(messageIdOf(notification)).toBe(notificationRow.message_id);
      expect(notificationRow.message_id).toBe(`<outbox-${notificationRow.id}@example.com>`);
      // Every field, as typed, in the plain-text part.
      for (const value of Object.values(values)) {
        for (const line of value.split('\n')) expect(note.text).toContain(line);
      }
      expect(note.text).toContain('Sent from 127.0.0.1 with forms-test/1.0');
      // Escaped in the HTML part: the visitor's markup is shown, never run.
      const htmlPart = String(note.html);
      expect(htmlPart).toContain('I built &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; stores.<br/>Second line');
      expect(htmlPart).toContain('Ahmedabad &amp; &lt;b&gt;Gandhinagar&lt;/b&gt;');
      expect(htmlPart).not.toContain('<script>');
      expect(htmlPart).not.toContain('<b>Gandhinagar');
      for (const label of ['Full name', 'Email address', 'Mobile number', 'Current city', 'Short description']) {
        expect(htmlPart).toContain(label);
      }
      // The resume, byte for byte, under its safe name and type.
      expect(note.attachments).toHaveLength(1);
      const [attachment] = note.attachments;
      expect(attachment?.filename).toBe('rahul-mehta-cv.pdf');
      expect(attachment?.contentType).toBe('application/pdf');
      expect(sha256(must(attachment).content)).toBe(sha256(resume));

      const ack = must(byKind(mails, 'rahul.mehta@example.com')[0], 'the acknowledgement');
      const thanks = ack.parsed;
      expect(thanks.subject).toBe('We have received your application - Nexaweave');
      expect(thanks.to && 'text' in thanks.to ? thanks.to.text : '').toBe('rahul.mehta@example.com');
      expect(thanks.replyTo?.text).toBe('careers@example.com');
      expect(thanks.text).toContain('Thank you for getting in touch with Nexaweave');
      expect(String(thanks.html)).toContain('Thank you for getting in touch with Nexaweave');
      expect(thanks.attachments).toHaveLength(0);
      // Nothing the visitor typed is repeated to the address they gave.
      expect(thanks.text).not.toContain('script');
      expect(thanks.text).not.toContain('Rahul');
      expect(String(thanks.html)).not.toContain('script');
      expect(messageIdOf(ack)).toBe(must(rows.find((row) => row.kind === 'acknowledgement')).message_id);
    });

    it('contact enquiries and hire requests notify sales; option values read as the visitor saw them', async () => {
      const contact = await submit(app, 'contact', VALID.contact);
      const hire = await submit(app, 'hire', VALID.hire);
      expect([contact.statusCode, hire.statusCode]).toEqual([201, 201]);
      const mails = await smtp.waitFor(4);
      const sales = byKind(mails, 'sales@example.com');
      expect(sales.map((mail) => mail.parsed.subject).sort()).toEqual([
        'New hire request from Acme Retail',
        'New project enquiry from Priya Sharma',
      ]);
      const hireMail = must(sales.find((mail) => mail.parsed.subject?.startsWith('New hire')));
      expect(hireMail.parsed.text).toContain('When should the developer start?: In 15 days');
      expect(hireMail.parsed.text).toContain('Hourly rate (USD): $20 - $25');
      expect(byKind(mails, 'priya@acme-retail.example.com')[0]?.parsed.subject).toBe(
        'We have received your enquiry - Nexaweave',
      );
      expect(byKind(mails, 'cto@acme-retail.example.com')[0]?.parsed.replyTo?.text).toBe('sales@example.com');
    });

    it('spam (the honeypot filled) is stored without any e-mail', async () => {
      const before = await count(app, 'outbox');
      const res = await submit(app, 'contact', { ...VALID.contact, website: 'http://spam.example' });
      expect(res.statusCode).toBe(201);
      expect(await count(app, 'outbox')).toBe(before);
    });

    it('writes the e-mails in the submission transaction: a failed insert leaves neither', async () => {
      const submissions = await count(app, 'job_applications');
      const mails = await count(app, 'outbox');
      const broken = { originalName: 'x.pdf', storedName: 'x.pdf', contentType: 'application/pdf', size: 1 } as never;
      await expect(
        saveSubmission(
          app.database,
          'job-apply',
          VALID['job-apply'],
          { clientAddress: '127.0.0.1', userAgent: 'test', isSpam: false },
          broken, // no bytes and no hash: NOT NULL fails after the mail rows were inserted
          { notify: 'careers@example.com', messageDomain: 'example.com' },
        ),
      ).rejects.toThrow();
      expect(await count(app, 'job_applications')).toBe(submissions);
      expect(await count(app, 'outbox')).toBe(mails);
    });
  });

  it('without SMTP_URL the worker is off and the e-mails wait', async () => {
    const app = await formsApp({ databaseUrl, ...mailConfig(undefined) });
    try {
      expect(app.outbox.enabled).toBe(false);
      const res = await submit(app, 'contact', VALID.contact);
      expect(res.statusCode).toBe(201);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const rows = await outboxRows(app, res.json().id);
      expect(rows).toHaveLength(2);
      expect(rows.every((row) => row.status === 'pending' && row.attempts === 0 && row.sent_at === null)).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('SMTP down, then up: every e-mail arrives, each once', { timeout: 60_000 }, async () => {
    const port = await freePort();
    const smtp = new TestSmtpServer(port);
    const app = await formsApp({ databaseUrl, ...mailConfig(smtp.url, { maxAttempts: 50 }) });
    try {
      const ids: string[] = [];
      for (const form of ['contact', 'hire', 'job-apply'] as const) {
        const res = await submit(
          app,
          form,
          VALID[form],
          form === 'job-apply' ? [{ filename: 'cv.pdf', data: pdfFile() }] : [],
        );
        expect(res.statusCode).toBe(201);
        ids.push(res.json().id);
      }
      // Nobody listens: every row is tried, fails and waits for its next attempt.
      await eventually(
        async () => (await outboxRows(app)).every((row) => row.attempts >= 2 && row.status === 'pending'),
        20_000,
        'failed attempts',
      );
      expect((await outboxRows(app))[0]?.last_error).toMatch(/ECONNREFUSED|connect/i);

      await smtp.start();
      await eventually(async () => (await outboxRows(app)).every((row) => row.status === 'sent'), 20_000, 'all sent');
      // A little longer, to see that nothing is sent twice.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const rows = await outboxRows(app);
      expect(rows).toHaveLength(6);
      const received = smtp.received.map(messageIdOf).sort();
      expect(received).toEqual(rows.map((row) => row.message_id).sort());
      expect(new Set(received).size).toBe(6);
    } finally {
      await app.close();
      await smtp.stop();
    }
  });

  it('retries a temporary refusal with back-off, then marks it failed; a permanent refusal fails at once', async () => {
    const smtp = await TestSmtpServer.start({
      refuse: (address) =>
        address === 'priya@acme-retail.example.com'
          ? { code: 451, message: 'Try again later' }
          : address === 'cto@acme-retail.example.com'
            ? { code: 550, message: 'No such user' }
            : undefined,
    });
    const app = await formsApp({ databaseUrl, ...mailConfig(smtp.url, { maxAttempts: 3 }) });
    try {
      const temporary = (await submit(app, 'contact', VALID.contact)).json().id;
      const permanent = (await submit(app, 'hire', VALID.hire)).json().id;
      await eventually(
        async () =>
          [...(await outboxRows(app, temporary)), ...(await outboxRows(app, permanent))].every(
            (row) => row.status !== 'pending',
          ),
        20_000,
        'settled',
      );
      const [tempAck, tempNote] = await outboxRows(app, temporary);
      expect(tempNote).toMatchObject({ status: 'sent', attempts: 1 });
      expect(tempAck).toMatchObject({ status: 'failed', attempts: 3 });
      expect(tempAck?.last_error).toMatch(/451/);
      const [permAck, permNote] = await outboxRows(app, permanent);
      expect(permNote).toMatchObject({ status: 'sent' });
      expect(permAck).toMatchObject({ status: 'failed', attempts: 1 });
      expect(permAck?.last_error).toMatch(/550/);
    } finally {
      await app.close();
      await smtp.stop();
    }
  });
});

describe('back-off', () => {
  it('doubles from the base delay up to the maximum', () => {
    const settings = { retryBaseMs: 60_000, retryMaxMs: 2 * 60 * 60_000 };
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((attempts) => backoffMs(attempts, settings) / 60_000)).toEqual([
      1, 2, 4, 8, 16, 32, 64, 120, 120,
    ]);
    expect(DEFAULT_OUTBOX.maxAttempts).toBe(8);
  });
});
