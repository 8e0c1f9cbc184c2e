/**
 * Sends the e-mail outbox: the queue (server/queue/worker.ts: claim, lease, back-off,
 * nudge, shared by any number of replicas through the database) with e-mail as its
 * delivery. One message at a time per worker, through nodemailer with the row's stable
 * Message-ID; the lease is renewed while a batch is being sent (its bound: one
 * message's SMTP exchange, smtpTimeoutMs). A message the SMTP server refuses for good
 * (a 5xx reply to the recipient) is failed at once; other failures are retried with
 * back-off. A crash between the SMTP server's acceptance and the mark repeats the
 * message, with the same Message-ID.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { SendMailOptions, Transporter } from 'nodemailer';
import type { FormId } from '../../app/forms/index.ts';
import type { OutboxSettings } from '../config.ts';
import type { Database } from '../db/client.ts';
import { getSubmission, resumeFile } from '../db/inbox.ts';
import { outbox } from '../db/schema.ts';
import { QueueWorker } from '../queue/worker.ts';
import { composeDigest, type DigestContext } from './digest.ts';
import { acknowledgement, notification, type MessageContext } from './messages.ts';

export type OutboxRow = typeof outbox.$inferSelect;

/** The context of a form's messages (its team address differs). */
export type ContextFor = (form: FormId) => MessageContext;

export interface WorkerOptions {
  database: Database;
  transport: Pick<Transporter, 'sendMail'>;
  settings: OutboxSettings;
  contextFor: ContextFor;
  /** What a morning digest needs (server/mail/digest.ts). */
  digestContext: DigestContext;
  log: FastifyBaseLogger;
}

/** A refusal that will not change on retry: the SMTP server rejected the recipient with a 5xx reply. */
function isPermanent(error: unknown): boolean {
  const { code, responseCode, command } = error as { code?: string; responseCode?: number; command?: string };
  return (
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600 &&
    (code === 'EENVELOPE' || command === 'RCPT TO')
  );
}

export class OutboxWorker extends QueueWorker<typeof outbox> {
  private readonly options: WorkerOptions;

  constructor(options: WorkerOptions) {
    super({
      table: outbox,
      name: 'outbox',
      order: 'one-by-one',
      database: options.database,
      settings: options.settings,
      log: options.log,
      // A send still running after this is abandoned: its row is sent again when its lease ends.
      graceMs: 10_000,
    });
    this.options = options;
  }

  /** Sends one row and marks the outcome; `settle` runs after the attempt and before the mark. */
  protected async deliver(row: OutboxRow, settle: () => Promise<void>): Promise<void> {
    let message: SendMailOptions | undefined;
    try {
      message = await this.compose(row);
    } catch (error) {
      await settle();
      await this.failed(row, error, false);
      return;
    }
    if (!message) {
      await settle();
      await this.failed(
        row,
        new Error(row.kind === 'digest' ? 'the digest names no member of staff' : 'the submission no longer exists'),
        true,
      );
      return;
    }
    try {
      await this.options.transport.sendMail({ ...message, messageId: row.messageId, signal: this.abort.signal });
    } catch (error) {
      await settle();
      await this.failed(row, error, isPermanent(error));
      return;
    }
    await settle();
    if (await this.markSent(row)) {
      this.options.log.info(
        { outboxId: row.id, kind: row.kind, form: row.form, attempts: row.attempts },
        'outbox: e-mail sent',
      );
    }
  }

  /** Marks a failed attempt and logs it: an error when the message will not be sent. */
  private async failed(row: OutboxRow, error: unknown, permanent: boolean): Promise<void> {
    const { final, delayMs, reason } = await this.markFailure(row, error, permanent);
    const details = { outboxId: row.id, kind: row.kind, form: row.form, attempts: row.attempts, err: reason };
    if (final) this.options.log.error(details, 'outbox: e-mail failed for good; it will not be sent');
    else this.options.log.warn({ ...details, retryInMs: delayMs }, 'outbox: sending failed; will retry');
  }

  private async compose(row: OutboxRow): Promise<SendMailOptions | undefined> {
    const { db } = this.options.database;
    if (row.kind === 'digest') return composeDigest(db, row, this.options.digestContext);
    const form = row.form as FormId;
    if (!row.submissionId) return undefined;
    const submission = await getSubmission(db, form, row.submissionId);
    if (!submission) return undefined;
    const context = this.options.contextFor(form);
    if (row.kind === 'acknowledgement') return acknowledgement(form, submission, row.recipient, context);
    const resume = form === 'job-apply' ? await resumeFile(db, row.submissionId) : undefined;
    return notification(
      form,
      submission,
      row.recipient,
      context,
      resume && {
        filename: resume.storedName,
        contentType: resume.contentType,
        content: resume.data,
        size: resume.size,
        originalName: resume.originalName,
      },
    );
  }
}
