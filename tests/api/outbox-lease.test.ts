/**
 * The outbox lease: short, so that a crashed worker's e-mails are
 * due again about a minute later rather than ten, and renewed while a batch is still
 * being sent, so that a slow SMTP exchange longer than the lease is never taken over
 * (and sent twice) by another worker. Two workers share one database here; the
 * SIGKILL recovery time of real processes is measured by `npm run test:faults`.
 */
import type { SendMailOptions } from 'nodemailer';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OUTBOX } from '../../server/config.ts';
import { OutboxWorker } from '../../server/mail/worker.ts';
import { siteSettings } from '../../server/site-settings.ts';
import { formsApp, query, submit, VALID } from '../support/forms.ts';
import { eventually, fastOutbox } from '../support/mail.ts';

/** A transport that records each Message-ID it is asked to send and takes `delayMs` to send it. */
function slowTransport(delayMs: number, sent: string[], started: string[] = []) {
  return {
    async sendMail(message: SendMailOptions) {
      started.push(String(message.messageId));
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      sent.push(String(message.messageId));
      return {};
    },
  } as unknown as ConstructorParameters<typeof OutboxWorker>[0]['transport'];
}

describe('the outbox lease', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await formsApp({ smtpUrl: undefined });
  });
  afterAll(() => app.close());

  it('is a minute or two by default: the delay of mail after a worker crashes', () => {
    expect(DEFAULT_OUTBOX.leaseMs).toBeGreaterThanOrEqual(30_000);
    expect(DEFAULT_OUTBOX.leaseMs).toBeLessThanOrEqual(2 * 60_000);
    // One message's SMTP exchange fits between two renewals (a third of the lease).
    expect(DEFAULT_OUTBOX.leaseMs / 3).toBeGreaterThanOrEqual(DEFAULT_OUTBOX.smtpTimeoutMs);
  });

  it('is renewed while a batch is still sending, so no other worker sends its e-mails again', async () => {
    const res = await submit(app, 'contact', { ...VALID.contact, email: 'lease@example.org' });
    expect(res.statusCode).toBe(201);
    // 1.5 s, renewed every 500 ms: room for the event-loop stalls of a loaded 2-core machine
    // (PGlite runs its queries on this thread); 300 and 600 ms leases were lost to such stalls.
    const settings = fastOutbox({ leaseMs: 1_500, batchSize: 5 });
    const context = () => ({
      site: siteSettings(),
      from: 'Nexaweave <hello@example.com>',
      siteUrl: 'https://www.example.com',
      team: 'sales@example.com',
      inboxEnabled: false,
      timeZone: 'Asia/Kolkata',
    });
    const slowSent: string[] = [];
    const slowStarted: string[] = [];
    const quickSent: string[] = [];
    // Each message takes three leases to send.
    const slow = new OutboxWorker({
      database: app.database,
      transport: slowTransport(4_500, slowSent, slowStarted),
      settings,
      contextFor: context,
      digestContext: { from: 'Nexaweave <hello@example.com>', siteUrl: 'https://www.example.com', brand: 'Nexaweave' },
      log: app.log,
    });
    const quick = new OutboxWorker({
      database: app.database,
      transport: slowTransport(0, quickSent),
      settings,
      contextFor: context,
      digestContext: { from: 'Nexaweave <hello@example.com>', siteUrl: 'https://www.example.com', brand: 'Nexaweave' },
      log: app.log,
    });
    slow.start();
    try {
      await eventually(() => slowStarted.length > 0, 10_000, 'the slow worker to start sending');
      quick.start();
      await eventually(
        async () => {
          const rows = await query(app, sql`SELECT status FROM outbox WHERE submission_id = ${res.json().id}`);
          return rows.length === 2 && rows.every((row) => row['status'] === 'sent');
        },
        15_000,
        'both e-mails sent',
      );
      // Give the quick worker time to (wrongly) take anything over.
      await new Promise((resolve) => setTimeout(resolve, 500));
    } finally {
      await Promise.all([slow.stop(), quick.stop()]);
    }
    expect(slowSent).toHaveLength(2);
    expect(quickSent).toEqual([]);
    const rows = await query(app, sql`SELECT attempts FROM outbox WHERE submission_id = ${res.json().id}`);
    expect(rows.map((row) => Number(row['attempts']))).toEqual([1, 1]);
  });
});
