/**
 * Queueing deliveries: the rows of an accepted submission, inserted by the
 * submission's own transaction (server/db/submissions.ts), so a submission is never
 * saved without its deliveries, nor a delivery queued for one that was rolled back.
 * The worker (worker.ts) sends them; the staff inbox shows and retries them through
 * server/db/deliveries.ts.
 */
import type { FormId } from '../../app/forms/index.ts';
import type { Config } from '../config.ts';
import type { Tx } from '../db/client.ts';
import { webhookDeliveries } from '../db/schema.ts';

/** Where a form's submissions are delivered. */
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

export async function enqueueDeliveries(tx: Tx, form: FormId, submissionId: string, targets: WebhookTargets) {
  const rows = [
    ...targets.urls.map((url) => ({ target: 'webhook' as const, url, form, submissionId })),
    ...(targets.slackUrl ? [{ target: 'slack' as const, url: targets.slackUrl, form, submissionId }] : []),
  ];
  if (rows.length > 0) await tx.insert(webhookDeliveries).values(rows);
}
