/**
 * Drains the outbox: any number of workers (one per server replica) share it
 * through the database alone.
 *
 * 1. Claim, in one short transaction: `SELECT … FOR UPDATE SKIP LOCKED` takes a
 *    few due rows no other worker holds, and moves their `next_attempt_at` a lease
 *    ahead (counting the attempt), so once committed no other worker sees them due.
 *    The lease is short (a minute: longer than one message's SMTP exchange, bounded
 *    by smtpTimeoutMs), and renewed every third of it while the batch is still
 *    being sent, so a slow batch is never taken over by another worker while a
 *    crashed worker's rows are due again about a minute later.
 * 2. Send each, outside any transaction, through nodemailer with the row's stable
 *    Message-ID.
 * 3. Mark it, in another short transaction: `sent`; or, after a failure, due again
 *    after an exponential back-off; or `failed` after the last attempt (or when the
 *    server refuses the recipient for good), logged as an error.
 *
 * A worker that dies between 2 and 3 leaves the row pending; when its lease ends
 * (its renewals stopped with it) another worker sends it again with the same
 * Message-ID: at least once, never lost. (Only a death in the instant between the
 * SMTP server's acceptance and the mark repeats a delivered message.) Rows it had claimed but not yet sent are handed back when it stops cleanly.
 */
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { SendMailOptions, Transporter } from 'nodemailer';
import type { FormId } from '../../app/forms/index.ts';
import type { OutboxSettings } from '../config.ts';
import type { Database } from '../db/client.ts';
import { getSubmission, resumeFile } from '../db/inbox.ts';
import { outbox } from '../db/schema.ts';
import { acknowledgement, notification, type MessageContext } from './messages.ts';

export type OutboxRow = typeof outbox.$inferSelect;

/** The context of a form's messages (its team address differs). */
export type ContextFor = (form: FormId) => MessageContext;

export interface WorkerOptions {
  database: Database;
  transport: Pick<Transporter, 'sendMail'>;
  settings: OutboxSettings;
  contextFor: ContextFor;
  log: FastifyBaseLogger;
}

/** Delay before attempt n + 1 after n failed attempts: base, 2 × base, 4 × base, … up to the maximum. */
export function backoffMs(attempts: number, settings: Pick<OutboxSettings, 'retryBaseMs' | 'retryMaxMs'>): number {
  return Math.min(settings.retryBaseMs * 2 ** Math.max(0, attempts - 1), settings.retryMaxMs);
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

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').slice(0, 500);
}

export class OutboxWorker {
  private readonly options: WorkerOptions;
  private running = false;
  private stopping = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private pendingNudge = false;
  /** Rows sent whose "sent" mark could not be written yet; retried before claiming more. */
  private readonly unmarked = new Set<string>();
  private readonly abort = new AbortController();

  constructor(options: WorkerOptions) {
    this.options = options;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Something was queued: look now instead of at the next poll. */
  nudge(): void {
    if (this.wake) this.wake();
    else this.pendingNudge = true;
  }

  /**
   * Stops after the message being sent (waiting at most `graceMs`); rows claimed but
   * not sent are handed back. A send still running after the grace is abandoned: its
   * row is sent again when its lease ends.
   */
  async stop(graceMs = 10_000): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.stopping = true;
    this.wake?.();
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        this.abort.abort();
        resolve();
      }, graceMs);
    });
    await Promise.race([this.loop, grace]);
    clearTimeout(timer);
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (this.running) {
      let claimed = 0;
      try {
        claimed = await this.drainOnce();
        failures = 0;
      } catch (error) {
        failures += 1;
        this.options.log.warn({ err: describe(error) }, 'outbox: could not read the outbox; trying again shortly');
      }
      if (!this.running) break;
      if (claimed >= this.options.settings.batchSize) continue;
      const pause = failures
        ? Math.min(this.options.settings.pollIntervalMs * 2 ** failures, 60_000)
        : this.options.settings.pollIntervalMs;
      await this.sleep(pause);
    }
  }

  private sleep(ms: number): Promise<void> {
    if (this.pendingNudge) {
      this.pendingNudge = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      let timer: NodeJS.Timeout | undefined = undefined;
      const finish = () => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
      timer = setTimeout(finish, ms);
      this.wake = finish;
    });
  }

  /** One round: settle earlier unmarked sends, claim a batch and send it. Returns the rows claimed. */
  async drainOnce(): Promise<number> {
    for (const id of [...this.unmarked]) {
      await this.markSent(id);
      this.unmarked.delete(id);
    }
    const rows = await this.claim();
    if (rows.length === 0) return 0;
    const lease = this.holdLease(rows);
    try {
      for (const [index, row] of rows.entries()) {
        if (this.stopping) {
          await lease.letGo(rows.slice(index).map((rest) => rest.id));
          await this.release(rows.slice(index).map((rest) => rest.id));
          break;
        }
        await this.deliver(row, () => lease.letGo([row.id]));
      }
    } finally {
      lease.end();
    }
    return rows.length;
  }

  /**
   * Renews the lease of the batch's rows not yet settled, every third of the lease,
   * until `end`. Only this claim's rows are renewed (same attempt count, still
   * pending), so a row another worker took over after a lapse is left alone.
   */
  private holdLease(rows: readonly OutboxRow[]): { letGo(ids: string[]): Promise<void>; end(): void } {
    const { leaseMs } = this.options.settings;
    const held = new Map(rows.map((row) => [row.id, row.attempts]));
    let renewing: Promise<void> = Promise.resolve();
    const renew = async () => {
      if (held.size === 0) return;
      const claims = [...held].map(([id, attempts]) => and(eq(outbox.id, id), eq(outbox.attempts, attempts)));
      try {
        await this.options.database.db
          .update(outbox)
          .set({ nextAttemptAt: sql`now() + ${leaseMs} * interval '1 millisecond'` })
          .where(and(eq(outbox.status, 'pending'), or(...claims)));
      } catch (error) {
        this.options.log.warn({ err: describe(error) }, 'outbox: could not renew the lease; trying again shortly');
      }
    };
    const timer = setInterval(
      () => {
        renewing = renewing.then(renew);
      },
      Math.max(1, Math.floor(leaseMs / 3)),
    );
    timer.unref();
    return {
      // A row is let go before it is marked, after any renewal under way, so no renewal overwrites its mark.
      async letGo(ids) {
        for (const id of ids) held.delete(id);
        await renewing;
      },
      end() {
        clearInterval(timer);
        held.clear();
      },
    };
  }

  private async claim(): Promise<OutboxRow[]> {
    const { batchSize, leaseMs } = this.options.settings;
    return this.options.database.transaction(async (tx) => {
      const due = await tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)))
        .orderBy(outbox.nextAttemptAt)
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(outbox)
        .set({
          attempts: sql`${outbox.attempts} + 1`,
          lastAttemptAt: sql`now()`,
          nextAttemptAt: sql`now() + ${leaseMs} * interval '1 millisecond'`,
        })
        .where(
          inArray(
            outbox.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
  }

  /** Hands claimed rows back unsent (the attempt did not happen). */
  private async release(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.options.database.db
      .update(outbox)
      .set({ attempts: sql`greatest(${outbox.attempts} - 1, 0)`, nextAttemptAt: sql`now()` })
      .where(and(inArray(outbox.id, ids), eq(outbox.status, 'pending')));
  }

  /** Sends one row and marks the outcome; `settle` runs after the attempt and before the mark. */
  private async deliver(row: OutboxRow, settle: () => Promise<void>): Promise<void> {
    const { log } = this.options;
    let message: SendMailOptions | undefined;
    try {
      message = await this.compose(row);
    } catch (error) {
      await settle();
      await this.markFailure(row, error, false);
      return;
    }
    if (!message) {
      await settle();
      await this.markFailure(row, new Error('the submission no longer exists'), true);
      return;
    }
    try {
      await this.options.transport.sendMail({ ...message, messageId: row.messageId, signal: this.abort.signal });
    } catch (error) {
      await settle();
      await this.markFailure(row, error, isPermanent(error));
      return;
    }
    await settle();
    try {
      await this.markSent(row.id);
    } catch (error) {
      this.unmarked.add(row.id);
      log.warn({ outboxId: row.id, err: describe(error) }, 'outbox: sent, but could not mark it sent yet');
      return;
    }
    log.info({ outboxId: row.id, kind: row.kind, form: row.form, attempts: row.attempts }, 'outbox: e-mail sent');
  }

  private async compose(row: OutboxRow): Promise<SendMailOptions | undefined> {
    const { db } = this.options.database;
    const form = row.form as FormId;
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

  private async markSent(id: string): Promise<void> {
    await this.options.database.db
      .update(outbox)
      .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
      .where(eq(outbox.id, id));
  }

  private async markFailure(row: OutboxRow, error: unknown, permanent: boolean): Promise<void> {
    const { settings, log } = this.options;
    const reason = describe(error);
    const final = permanent || row.attempts >= settings.maxAttempts;
    const delay = backoffMs(row.attempts, settings);
    await this.options.database.db
      .update(outbox)
      .set({
        lastError: reason,
        ...(final
          ? { status: 'failed' as const }
          : { nextAttemptAt: sql`now() + ${delay} * interval '1 millisecond'` }),
      })
      .where(and(eq(outbox.id, row.id), eq(outbox.status, 'pending')));
    const details = { outboxId: row.id, kind: row.kind, form: row.form, attempts: row.attempts, err: reason };
    if (final) log.error(details, 'outbox: e-mail failed for good; it will not be sent');
    else log.warn({ ...details, retryInMs: delay }, 'outbox: sending failed; will retry');
  }
}
