/**
 * Queueing deliveries: the rows of an accepted submission, inserted by the
 * submission's own transaction (server/db/submissions.ts), so a submission is never
 * saved without its deliveries, nor a delivery queued for one that was rolled back.
 * The worker (worker.ts) sends them; the staff inbox shows and retries them through
 * server/db/deliveries.ts.
 */
import { createHash } from 'node:crypto';
import type { FormId } from '../../app/forms/index.ts';
import type { Config } from '../config.ts';
import type { Tx } from '../db/client.ts';
import { webhookDeliveries, type DeliveryTarget } from '../db/schema.ts';

/** Where a form's submissions are delivered; also what is configured now, to find a row's receiver in. */
export interface WebhookTargets {
  urls: readonly string[];
  slackUrl: string | undefined;
}

/** The receivers of a form's submissions, from the configuration: none for a form outside WEBHOOK_FORMS. */
export function targetsFor(form: FormId, config: Config): WebhookTargets {
  if (!config.webhookForms.includes(form)) return { urls: [], slackUrl: undefined };
  return { urls: config.webhookUrls, slackUrl: config.slackWebhookUrl };
}

/** The Standard Webhooks message id of a delivery: the same on every attempt. */
export function webhookIdOf(deliveryId: string): string {
  return `msg_${deliveryId}`;
}

/**
 * What a delivery row keeps of its receiver (never the URL, which may be a secret):
 * `slack` for SLACK_WEBHOOK_URL, whatever it is when the delivery is made, or the
 * SHA-256 of a URL of WEBHOOK_URLS, which is delivered to only while WEBHOOK_URLS
 * lists that URL.
 */
export const SLACK_RECEIVER = 'slack';
export function receiverOf(url: string): string {
  return createHash('sha256').update(url, 'utf8').digest('hex');
}

/** The URL a delivery row's receiver names in the configuration now, or undefined when none. */
export function receiverUrl(
  row: { target: DeliveryTarget; receiver: string },
  configured: WebhookTargets,
): string | undefined {
  if (row.target === 'slack') return configured.slackUrl;
  return configured.urls.find((url) => receiverOf(url) === row.receiver);
}

export async function enqueueDeliveries(tx: Tx, form: FormId, submissionId: string, targets: WebhookTargets) {
  const rows = [
    ...targets.urls.map((url) => ({ target: 'webhook' as const, receiver: receiverOf(url), form, submissionId })),
    ...(targets.slackUrl ? [{ target: 'slack' as const, receiver: SLACK_RECEIVER, form, submissionId }] : []),
  ];
  if (rows.length > 0) await tx.insert(webhookDeliveries).values(rows);
}
