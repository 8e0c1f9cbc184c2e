/**
 * Writing to the outbox: the two e-mails of an accepted submission, inserted by
 * the submission's own transaction (server/db/submissions.ts), so a submission is
 * never saved without its e-mails, nor an e-mail queued for a submission that was
 * rolled back. server/mail/worker.ts sends them.
 */
import { randomUUID } from 'node:crypto';
import addressparser from 'nodemailer/lib/addressparser';
import type { FormId } from '../../app/forms/index.ts';
import type { Tx } from '../db/client.ts';
import { outbox } from '../db/schema.ts';

/** Where a submission's e-mails go, from the configuration. */
export interface MailRouting {
  /** Staff address(es) notified of this form's submissions. */
  notify: string;
  /** The domain of MAIL_FROM, which names the Message-IDs. */
  messageDomain: string;
}

/** The domain part of the (single) address of MAIL_FROM. */
export function domainOf(mailFrom: string): string {
  const [first] = addressparser(mailFrom, { flatten: true });
  const domain = first?.address.split('@')[1];
  if (!domain) throw new Error(`No domain in "${mailFrom}"`);
  return domain.toLowerCase();
}

/** The Message-ID of an outbox row: stable across attempts, so a repeated send is recognisable as one message. */
export function messageIdFor(id: string, domain: string): string {
  return `<outbox-${id}@${domain}>`;
}

/** The staff address(es) notified of a form's submissions. */
export function notifyAddressFor(form: FormId, config: { salesEmail: string; hrEmail: string }): string {
  return form === 'job-apply' ? config.hrEmail : config.salesEmail;
}

/** Inserts the notification to staff and the acknowledgement to `senderEmail`, inside `tx`. */
export async function enqueueSubmissionMail(
  tx: Tx,
  form: FormId,
  submissionId: string,
  senderEmail: string,
  routing: MailRouting,
): Promise<void> {
  const row = (kind: 'notification' | 'acknowledgement', recipient: string) => {
    const id = randomUUID();
    return { id, kind, form, submissionId, recipient, messageId: messageIdFor(id, routing.messageDomain) };
  };
  await tx.insert(outbox).values([row('notification', routing.notify), row('acknowledgement', senderEmail)]);
}
