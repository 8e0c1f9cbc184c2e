/**
 * The retention job: deletes every submission older than RETENTION_DAYS (by the
 * database's clock), with its resume (a cascading foreign key), its outbox
 * e-mails, its webhook deliveries and its history (stage changes and notes), in one
 * transaction; also expired staff sessions, the acknowledgement limit's rows that no
 * longer hold anything back, and idempotency keys older than a day. Run daily by the server
 * (plugins/app/retention.ts) and on demand by `npm run retention`. Idempotent, so
 * several replicas running it at once do no harm.
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FormId } from '../app/forms/index.ts';
import type { Database } from './db/client.ts';
import { deleteExpiredKeys } from './db/idempotency.ts';
import { SUBMISSION_TABLES } from './db/inbox.ts';
import { ACKNOWLEDGEMENT_INTERVAL_MS } from './mail/outbox.ts';
import {
  acknowledgementRecipients,
  adminSessions,
  contactEnquiries,
  formRateLimits,
  outbox,
  submissionEvents,
  webhookDeliveries,
} from './db/schema.ts';

export interface RetentionResult {
  /** Submissions deleted, by form (resumes went with the job applications). */
  submissions: Record<FormId, number>;
  /** Outbox rows deleted. */
  emails: number;
  /** History entries (stage changes and notes) deleted. */
  history: number;
  /** Webhook deliveries deleted. */
  webhooks: number;
  /** Expired staff sessions deleted. */
  sessions: number;
}

export async function deleteExpired(database: Database, retentionDays: number): Promise<RetentionResult> {
  if (!Number.isInteger(retentionDays) || retentionDays < 1) throw new Error('retentionDays must be at least 1');
  const cutoff = sql`now() - make_interval(days => ${retentionDays})`;
  return database.transaction(async (tx) => {
    const submissions = { contact: 0, hire: 0, 'job-apply': 0 } satisfies Record<FormId, number>;
    let emails = 0;
    let history = 0;
    let webhooks = 0;
    for (const form of Object.keys(SUBMISSION_TABLES) as FormId[]) {
      const table = SUBMISSION_TABLES[form] as typeof contactEnquiries;
      const deleted = await tx.delete(table).where(lt(table.createdAt, cutoff)).returning({ id: table.id });
      submissions[form] = deleted.length;
      const ids = deleted.map((row) => row.id);
      for (let start = 0; start < ids.length; start += 1_000) {
        const removed = await tx
          .delete(outbox)
          .where(and(eq(outbox.form, form), inArray(outbox.submissionId, ids.slice(start, start + 1_000))))
          .returning({ id: outbox.id });
        emails += removed.length;
        const events = await tx
          .delete(submissionEvents)
          .where(
            and(
              eq(submissionEvents.form, form),
              inArray(submissionEvents.submissionId, ids.slice(start, start + 1_000)),
            ),
          )
          .returning({ id: submissionEvents.id });
        history += events.length;
        const deliveries = await tx
          .delete(webhookDeliveries)
          .where(
            and(
              eq(webhookDeliveries.form, form),
              inArray(webhookDeliveries.submissionId, ids.slice(start, start + 1_000)),
            ),
          )
          .returning({ id: webhookDeliveries.id });
        webhooks += deliveries.length;
      }
    }
    // E-mails older than the period whose submission is already gone (or never existed).
    const orphans = await tx.delete(outbox).where(lt(outbox.createdAt, cutoff)).returning({ id: outbox.id });
    emails += orphans.length;
    // History older than the period belongs to a submission older still, deleted above or before.
    const oldEvents = await tx
      .delete(submissionEvents)
      .where(lt(submissionEvents.createdAt, cutoff))
      .returning({ id: submissionEvents.id });
    history += oldEvents.length;
    const oldDeliveries = await tx
      .delete(webhookDeliveries)
      .where(lt(webhookDeliveries.createdAt, cutoff))
      .returning({ id: webhookDeliveries.id });
    webhooks += oldDeliveries.length;
    const sessions = await tx
      .delete(adminSessions)
      .where(lt(adminSessions.expiresAt, sql`now()`))
      .returning({ id: adminSessions.id });
    await tx
      .delete(acknowledgementRecipients)
      .where(
        lt(
          acknowledgementRecipients.lastQueuedAt,
          sql`now() - ${ACKNOWLEDGEMENT_INTERVAL_MS} * interval '1 millisecond'`,
        ),
      );
    // Rate-limit counters of windows that have ended hold nothing back.
    await tx.delete(formRateLimits).where(lt(formRateLimits.windowEndsAt, sql`now()`));
    // A retry a day later is a new submission: its key is forgotten.
    await deleteExpiredKeys(tx);
    return { submissions, emails, history, webhooks, sessions: sessions.length };
  });
}
