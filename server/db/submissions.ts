/**
 * Stores one submission of any of the three forms: its row, for a job application
 * its resume, and, unless it is spam, its two e-mails in the outbox (a notification
 * to staff and an acknowledgement to the sender) and its webhook deliveries, in a
 * single transaction, so either all of it is saved or none of it is.
 */
import type { contact, hire, jobApply } from '../../app/forms/index.ts';
import type { FormId } from '../../app/forms/index.ts';
import type { Source } from '../attribution.ts';
import { enqueueSubmissionMail, type MailRouting } from '../mail/outbox.ts';
import { enqueueDeliveries, type WebhookTargets } from '../webhooks/outbox.ts';
import type { Database, Tx } from './client.ts';
import { isDatabaseUnavailable } from './errors.ts';
import { claimKey, recordOutcome, type IdempotencyKey } from './idempotency.ts';
import { contactEnquiries, hireRequests, jobApplications, resumes } from './schema.ts';

/** Where, how, where the lead came from and whether it was spam: recorded with every submission. */
export interface SubmissionMeta extends Partial<Source> {
  clientAddress: string;
  userAgent: string;
  isSpam: boolean;
}

/** A resume that passed the content checks. */
export interface ResumeRecord {
  originalName: string;
  storedName: string;
  contentType: string;
  size: number;
  sha256: string;
  data: Buffer;
}

/** Text values by field name: null for an empty optional field. */
export type FieldRecord = Readonly<Record<string, string | null>>;

/**
 * The database stopped answering while the transaction committed: the submission may
 * or may not be stored, and only a retry with the same idempotency key can tell.
 */
export class OutcomeUnknownError extends Error {
  override name = 'OutcomeUnknownError';
}

/**
 * Stores the submission and returns its id. With an idempotency key, the key and the
 * answer (201 `{ id }`) are stored in the same transaction.
 */
export async function saveSubmission(
  database: Database,
  form: FormId,
  fields: FieldRecord,
  meta: SubmissionMeta,
  resume?: ResumeRecord,
  mail?: MailRouting,
  idempotencyKey?: IdempotencyKey,
  webhooks?: WebhookTargets,
): Promise<string> {
  let committing = false;
  try {
    return await database.transaction(async (tx) => {
      if (idempotencyKey) await claimKey(tx, idempotencyKey);
      const id = await insertSubmission(tx, form, fields, meta, resume);
      const sender = fields['email'];
      if (mail && !meta.isSpam && sender) await enqueueSubmissionMail(tx, form, id, sender, mail);
      // Webhook deliveries too, in the same transaction: none without the submission, none lost with it.
      if (webhooks && !meta.isSpam) await enqueueDeliveries(tx, form, id, webhooks);
      if (idempotencyKey) await recordOutcome(tx, idempotencyKey, 201, { id });
      committing = true;
      return id;
    });
  } catch (error) {
    // Every statement succeeded, so it was COMMIT that got no answer: it may have been applied.
    if (committing && isDatabaseUnavailable(error)) {
      throw new OutcomeUnknownError('the commit of a submission was not confirmed', { cause: error });
    }
    throw error;
  }
}

async function insertSubmission(
  tx: Tx,
  form: FormId,
  fields: FieldRecord,
  meta: SubmissionMeta,
  resume: ResumeRecord | undefined,
): Promise<string> {
  switch (form) {
    case 'contact': {
      const [row] = await tx
        .insert(contactEnquiries)
        .values({ ...fields, ...meta } as typeof contactEnquiries.$inferInsert)
        .returning({ id: contactEnquiries.id });
      return idOf(row);
    }
    case 'hire': {
      const [row] = await tx
        .insert(hireRequests)
        .values({ ...fields, ...meta } as typeof hireRequests.$inferInsert)
        .returning({ id: hireRequests.id });
      return idOf(row);
    }
    case 'job-apply': {
      const [row] = await tx
        .insert(jobApplications)
        .values({ ...fields, ...meta } as typeof jobApplications.$inferInsert)
        .returning({ id: jobApplications.id });
      const id = idOf(row);
      if (resume) await tx.insert(resumes).values({ applicationId: id, ...resume });
      return id;
    }
  }
}

function idOf(row: { id: string } | undefined): string {
  if (!row) throw new Error('INSERT ... RETURNING gave no row');
  return row.id;
}

/*
 * Compile-time proof that every text field of each form has a column of the same
 * name: adding a field to a form without a migration fails `tsc`.
 */
type FieldName<F> = F extends { readonly sections: readonly (infer S)[] }
  ? S extends { readonly fields: readonly (infer X)[] }
    ? X extends { readonly kind: 'file' }
      ? never
      : X extends { readonly name: infer N }
        ? N
        : never
    : never
  : never;
type Covered<Table, Form> = Exclude<FieldName<Form>, keyof Table>;
type AssertNever<T extends never> = T;
/** @public Exported so that the check above compiles: an unused type would be an error of its own. */
export type EveryFieldHasAColumn = [
  AssertNever<Covered<typeof contactEnquiries.$inferInsert, typeof contact>>,
  AssertNever<Covered<typeof hireRequests.$inferInsert, typeof hire>>,
  AssertNever<Covered<typeof jobApplications.$inferInsert, typeof jobApply>>,
];
