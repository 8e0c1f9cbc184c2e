/**
 * Drains the webhook outbox the way server/mail/worker.ts drains the e-mails, and
 * with its guarantees: any number of workers (one per replica) share it through the
 * database alone.
 *
 * 1. Claim, in one short transaction: `SELECT … FOR UPDATE SKIP LOCKED` takes due
 *    rows no other worker holds and moves their `next_attempt_at` a lease ahead
 *    (counting the attempt), so no other worker sees them due: each delivery is
 *    made once in normal operation.
 * 2. Send them side by side, each bounded by timeoutMs (shorter than the lease, so
 *    the lease needs no renewal), signed with the row's stable `webhook-id`.
 * 3. Mark each: sent on a 2xx answer; otherwise due again after an exponential
 *    back-off, or failed after the last attempt (the inbox offers "retry now").
 *
 * A worker that dies between 2 and 3 leaves the row pending; when its lease ends,
 * another worker sends it again with the same `webhook-id`: at least once, never
 * lost, and a receiver can drop the repeat.
 */
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Webhook } from 'standardwebhooks';
import type { FormId } from '../../app/forms/index.ts';
import type { WebhookSettings } from '../config.ts';
import type { Database } from '../db/client.ts';
import { getSubmission } from '../db/inbox.ts';
import { webhookDeliveries } from '../db/schema.ts';
import { backoffMs } from '../mail/worker.ts';
import { receiverUrl, webhookIdOf, type WebhookTargets } from './outbox.ts';
import { slackMessage, webhookPayload } from './payload.ts';
import { postJson } from './send.ts';

type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export interface WebhookWorkerOptions {
  database: Database;
  settings: WebhookSettings;
  /** WEBHOOK_SECRET; deliveries to WEBHOOK_URLS are not made without it (config.ts requires it). */
  secret: string | undefined;
  siteUrl: string;
  allowPrivate: boolean;
  /** The receivers configured now (WEBHOOK_URLS, SLACK_WEBHOOK_URL): a row names one by reference (outbox.ts). */
  receivers: WebhookTargets;
  log: FastifyBaseLogger;
}

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').slice(0, 500);
}

export class WebhookWorker {
  private readonly options: WebhookWorkerOptions;
  private readonly signer: Webhook | undefined;
  private running = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private pendingNudge = false;

  constructor(options: WebhookWorkerOptions) {
    this.options = options;
    this.signer = options.secret ? new Webhook(options.secret) : undefined;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Something was queued or retried: look now instead of at the next poll. */
  nudge(): void {
    if (this.wake) this.wake();
    else this.pendingNudge = true;
  }

  /** Stops after the round under way (each delivery is bounded by timeoutMs). */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.wake?.();
    await this.loop;
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (this.running) {
      let claimed = 0;
      try {
        claimed = await this.drainOnce();
        failures = 0;
      } catch (error) {
        failures += 1;
        this.options.log.warn({ err: describe(error) }, 'webhooks: could not read the outbox; trying again shortly');
      }
      if (!this.running) break;
      if (claimed >= this.options.settings.batchSize) continue;
      const { pollIntervalMs } = this.options.settings;
      await this.sleep(failures ? Math.min(pollIntervalMs * 2 ** failures, 60_000) : pollIntervalMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    if (this.pendingNudge) {
      this.pendingNudge = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
      const timer = setTimeout(finish, ms);
      this.wake = finish;
    });
  }

  /** One round: claim due deliveries and make them side by side. Returns the rows claimed. */
  async drainOnce(): Promise<number> {
    const rows = await this.claim();
    await Promise.all(rows.map((row) => this.deliver(row)));
    return rows.length;
  }

  private async claim(): Promise<DeliveryRow[]> {
    const { batchSize, leaseMs } = this.options.settings;
    return this.options.database.transaction(async (tx) => {
      const due = await tx
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, sql`now()`)))
        .orderBy(webhookDeliveries.nextAttemptAt)
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(webhookDeliveries)
        .set({
          attempts: sql`${webhookDeliveries.attempts} + 1`,
          lastAttemptAt: sql`now()`,
          nextAttemptAt: sql`now() + ${leaseMs} * interval '1 millisecond'`,
        })
        .where(
          inArray(
            webhookDeliveries.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
  }

  /** The body and headers of a delivery, or undefined when its submission is gone. */
  private async compose(row: DeliveryRow): Promise<{ body: string; headers: Record<string, string> } | undefined> {
    const form = row.form as FormId;
    const submission = await getSubmission(this.options.database.db, form, row.submissionId);
    if (!submission) return undefined;
    if (row.target === 'slack') {
      return { body: JSON.stringify(slackMessage(form, submission, this.options.siteUrl)), headers: {} };
    }
    if (!this.signer) throw new Error('WEBHOOK_SECRET is not set, so the delivery cannot be signed');
    const body = JSON.stringify(webhookPayload(form, submission, this.options.siteUrl));
    const id = webhookIdOf(row.id);
    const now = new Date();
    return {
      body,
      headers: {
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
        'webhook-signature': this.signer.sign(id, now, body),
      },
    };
  }

  private async deliver(row: DeliveryRow): Promise<void> {
    const { settings, log, allowPrivate } = this.options;
    const details = { deliveryId: row.id, target: row.target, form: row.form, attempts: row.attempts };
    let failure: string;
    let permanent = false;
    try {
      const url = receiverUrl(row, this.options.receivers);
      const request = url === undefined ? undefined : await this.compose(row);
      if (url === undefined) {
        failure =
          row.target === 'slack' ? 'SLACK_WEBHOOK_URL is no longer set' : 'WEBHOOK_URLS no longer lists this receiver';
        permanent = true;
      } else if (!request) {
        failure = 'the submission no longer exists';
        permanent = true;
      } else {
        const status = await postJson(url, request.body, request.headers, {
          timeoutMs: settings.timeoutMs,
          allowPrivate,
        });
        if (status >= 200 && status < 300) {
          await this.options.database.db
            .update(webhookDeliveries)
            .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
            .where(eq(webhookDeliveries.id, row.id));
          log.info({ ...details, status }, 'webhooks: delivered');
          return;
        }
        failure = `the receiver answered ${status}`;
      }
    } catch (error) {
      failure = describe(error);
    }
    const final = permanent || row.attempts >= settings.maxAttempts;
    const delay = backoffMs(row.attempts, settings);
    await this.options.database.db
      .update(webhookDeliveries)
      .set({
        lastError: failure,
        ...(final
          ? { status: 'failed' as const }
          : { nextAttemptAt: sql`now() + ${delay} * interval '1 millisecond'` }),
      })
      .where(and(eq(webhookDeliveries.id, row.id), eq(webhookDeliveries.status, 'pending')));
    if (final) log.error({ ...details, err: failure }, 'webhooks: delivery failed for good; retry it from the inbox');
    else log.warn({ ...details, err: failure, retryInMs: delay }, 'webhooks: delivery failed; will retry');
  }
}
