/**
 * Queueing deliveries: the rows of an accepted submission, inserted by the
 * submission's own transaction (server/db/submissions.ts), so a submission is never
 * saved without its deliveries, nor a delivery queued for one that was rolled back.
 * The worker (worker.ts) sends them; the staff inbox shows them and retries them.
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { FormId } from '../../app/forms/index.ts';
import type { Config } from '../config.ts';
import type { Db, Tx } from '../db/client.ts';
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

/** A submission's deliveries, oldest first, for its detail page. */
export async function deliveriesOf(db: Db, submissionId: string) {
  return db
    .select({
      id: webhookDeliveries.id,
      target: webhookDeliveries.target,
      url: webhookDeliveries.url,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
      sentAt: webhookDeliveries.sentAt,
      nextAttemptAt: webhookDeliveries.nextAttemptAt,
      lastError: webhookDeliveries.lastError,
    })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.submissionId, submissionId))
    .orderBy(asc(webhookDeliveries.createdAt), asc(webhookDeliveries.target), asc(webhookDeliveries.url));
}

/**
 * "Retry now": a delivery not yet sent is due at once, with a fresh allowance of
 * attempts (a failed one is pending again); false when the submission has no such
 * delivery, or it was sent.
 */
export async function retryDelivery(db: Db, submissionId: string, deliveryId: string): Promise<boolean> {
  const updated = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        eq(webhookDeliveries.submissionId, submissionId),
        ne(webhookDeliveries.status, 'sent'),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return updated.length > 0;
}

/** Deliveries waiting and failed for good, for the overview. */
export async function deliveryCounts(db: Db): Promise<{ pending: number; failed: number }> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${webhookDeliveries.status} = 'pending')`,
      failed: sql<number>`count(*) filter (where ${webhookDeliveries.status} = 'failed')`,
    })
    .from(webhookDeliveries);
  return { pending: Number(row?.pending ?? 0), failed: Number(row?.failed ?? 0) };
}
