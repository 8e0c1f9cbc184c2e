/**
 * What the staff inbox reads and changes of the webhook outbox (server/webhooks/):
 * a submission's deliveries, "retry now", and the overview's counts.
 */
import { and, asc, eq, ne, not, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { webhookDeliveries } from './schema.ts';

/**
 * Whether a delivery is being made right now: claimed by a worker whose lease still
 * runs. The claim sets next_attempt_at to last_attempt_at plus the lease, in one
 * statement (server/webhooks/worker.ts), and the end of every attempt moves
 * next_attempt_at or the status; a worker that died leaves the row due again when its
 * lease ends.
 */
function inFlight(leaseMs: number) {
  const { status, nextAttemptAt, lastAttemptAt } = webhookDeliveries;
  return sql<boolean>`(${status} = 'pending' and ${nextAttemptAt} > now() and ${nextAttemptAt} = ${lastAttemptAt} + ${leaseMs} * interval '1 millisecond')`;
}

/** A submission's deliveries, oldest first, for its detail page. */
export async function deliveriesOf(db: Db, submissionId: string, leaseMs: number) {
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
      inFlight: inFlight(leaseMs),
    })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.submissionId, submissionId))
    .orderBy(asc(webhookDeliveries.createdAt), asc(webhookDeliveries.target), asc(webhookDeliveries.receiver));
}

/**
 * "Retry now": a delivery not yet sent is due at once, with a fresh allowance of
 * attempts (a failed one is pending again). Refused while the delivery is being made
 * (`in-flight`): it would be sent twice at once and its attempts counted from naught
 * while one runs. `none` when the submission has no such delivery, or it was sent.
 */
export async function retryDelivery(
  db: Db,
  submissionId: string,
  deliveryId: string,
  leaseMs: number,
): Promise<'retried' | 'in-flight' | 'none'> {
  const ofSubmission = and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.submissionId, submissionId));
  const updated = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
    .where(and(ofSubmission, ne(webhookDeliveries.status, 'sent'), not(inFlight(leaseMs))))
    .returning({ id: webhookDeliveries.id });
  if (updated.length > 0) return 'retried';
  const [busy] = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(ofSubmission, inFlight(leaseMs)));
  return busy ? 'in-flight' : 'none';
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
