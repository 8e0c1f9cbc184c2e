/**
 * What the staff inbox reads and changes of the webhook outbox (server/webhooks/):
 * a submission's deliveries, "retry now", and the overview's counts.
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { webhookDeliveries } from './schema.ts';

/** A submission's deliveries, oldest first, for its detail page. */
export async function deliveriesOf(db: Db, submissionId: string) {
  return db
    .select({
      id: webhookDeliveries.id,
      target: webhookDeliveries.target,
      receiver: webhookDeliveries.receiver,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
      sentAt: webhookDeliveries.sentAt,
      nextAttemptAt: webhookDeliveries.nextAttemptAt,
      lastError: webhookDeliveries.lastError,
    })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.submissionId, submissionId))
    .orderBy(asc(webhookDeliveries.createdAt), asc(webhookDeliveries.target), asc(webhookDeliveries.receiver));
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
