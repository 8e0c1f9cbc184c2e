/**
 * Writing to the outbox: the two e-mails of an accepted submission, inserted by
 * the submission's own transaction (server/db/submissions.ts), so a submission is
 * never saved without its e-mails, nor an e-mail queued for a submission that was
 * rolled back. server/mail/worker.ts sends them.
 *
 * The acknowledgement goes to whatever address the visitor typed, so it is limited
 * to one per address per ACKNOWLEDGEMENT_INTERVAL_MS: the forms cannot be
 * used to flood a stranger's mailbox. The limit is one upsert on
 * acknowledgement_recipients in the same transaction, so it holds across replicas
 * (a concurrent submission to the same address waits for the first to commit, then
 * finds the row recent). The submission and the staff notification are never held back.
 */
import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import addressparser from 'nodemailer/lib/addressparser';
import type { FormId } from '../../app/forms/index.ts';
import type { Tx } from '../db/client.ts';
import { acknowledgementRecipients, outbox } from '../db/schema.ts';

/** At most one acknowledgement per recipient address in this long: 24 hours. */
export const ACKNOWLEDGEMENT_INTERVAL_MS = 24 * 60 * 60_000;

/** Domains whose mailboxes ignore dots in the local part, and the one they are all delivered to. */
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address is delivered to, for counting recipients only (mail still
 * goes to the address as given): lower-cased, without a `+tag` in the local part,
 * and for Gmail without dots and with googlemail.com as gmail.com, so that
 * `a+1@x` and `a+2@x`, or `a.b@gmail.com` and `ab@googlemail.com`, count as one.
 */
export function mailboxOf(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) {
    local = local.replaceAll('.', '');
    domain = dotless;
  }
  return `${local}@${domain}`;
}

/** The key of an address in acknowledgement_recipients: a SHA-256 of its mailbox (mailboxOf). */
export function recipientKey(address: string): string {
  return createHash('sha256').update(mailboxOf(address), 'utf8').digest('hex');
}

/**
 * Records that `address` is acknowledged now, unless it was within the interval:
 * true when the acknowledgement may be queued.
 */
async function mayAcknowledge(tx: Tx, address: string): Promise<boolean> {
  const rows = await tx
    .insert(acknowledgementRecipients)
    .values({ recipientKey: recipientKey(address), lastQueuedAt: sql`now()` })
    .onConflictDoUpdate({
      target: acknowledgementRecipients.recipientKey,
      set: { lastQueuedAt: sql`now()` },
      setWhere: sql`${acknowledgementRecipients.lastQueuedAt} <= now() - ${ACKNOWLEDGEMENT_INTERVAL_MS} * interval '1 millisecond'`,
    })
    .returning({ key: acknowledgementRecipients.recipientKey });
  return rows.length > 0;
}

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

/**
 * Inserts the notification to staff and, unless `senderEmail` was acknowledged
 * within the interval, the acknowledgement to it, inside `tx`.
 */
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
  const acknowledge = await mayAcknowledge(tx, senderEmail);
  await tx
    .insert(outbox)
    .values([row('notification', routing.notify), ...(acknowledge ? [row('acknowledgement', senderEmail)] : [])]);
}
