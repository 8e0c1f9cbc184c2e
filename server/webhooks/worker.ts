/**
 * Delivers the webhook outbox: the queue (server/queue/worker.ts: claim, lease,
 * back-off, nudge, shared by any number of replicas through the database) with an
 * HTTP POST as its delivery. A round's deliveries are made side by side, each bounded
 * by timeoutMs (shorter than the lease, so the lease needs no renewal), signed with the
 * row's stable `webhook-id`; a 2xx answer marks it sent, anything else is retried
 * with back-off, and after the last attempt the inbox offers "retry now". A repeat
 * after a crash keeps its `webhook-id`, so a receiver can drop it.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Webhook } from 'standardwebhooks';
import type { FormId } from '../../app/forms/index.ts';
import type { WebhookSettings } from '../config.ts';
import type { Database } from '../db/client.ts';
import { getSubmission } from '../db/inbox.ts';
import { webhookDeliveries } from '../db/schema.ts';
import { describe, QueueWorker } from '../queue/worker.ts';
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

export class WebhookWorker extends QueueWorker<typeof webhookDeliveries> {
  private readonly options: WebhookWorkerOptions;
  private readonly signer: Webhook | undefined;

  constructor(options: WebhookWorkerOptions) {
    super({
      table: webhookDeliveries,
      name: 'webhooks',
      order: 'side-by-side',
      database: options.database,
      settings: options.settings,
      log: options.log,
    });
    this.options = options;
    this.signer = options.secret ? new Webhook(options.secret) : undefined;
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

  protected async deliver(row: DeliveryRow): Promise<void> {
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
          if (await this.markSent(row)) log.info({ ...details, status }, 'webhooks: delivered');
          return;
        }
        failure = `the receiver answered ${status}`;
      }
    } catch (error) {
      failure = describe(error);
    }
    const { final, delayMs, reason } = await this.markFailure(row, failure, permanent);
    if (final) log.error({ ...details, err: reason }, 'webhooks: delivery failed for good; retry it from the inbox');
    else log.warn({ ...details, err: reason, retryInMs: delayMs }, 'webhooks: delivery failed; will retry');
  }
}
