/**
 * One queue in one table, drained by any number of workers (one per server replica)
 * that share it through the database alone. The e-mail outbox (server/mail/worker.ts)
 * and the webhook deliveries (server/webhooks/worker.ts) are two such queues; each
 * worker is its delivery function, and everything else is here once.
 *
 * 1. Claim, in one short transaction: `SELECT … FOR UPDATE SKIP LOCKED` takes a few
 *    due rows no other worker holds, and moves their `next_attempt_at` a lease ahead
 *    (counting the attempt), so once committed no other worker sees them due: each
 *    row is delivered once in normal operation.
 * 2. Deliver them, outside any transaction: one by one, or side by side (`order`).
 *    One by one, a batch lasts as long as its deliveries together, so the lease is
 *    renewed every third of it while rows are still waiting, and rows claimed but not
 *    delivered are handed back when the worker stops. Side by side, a round lasts one
 *    delivery, which its worker bounds well inside the lease, so the lease needs no renewal.
 * 3. The delivery marks each row: delivered; or, after a failure, due again after an
 *    exponential back-off (`backoffMs`); or `failed` after the last attempt (or a
 *    refusal that will not change), logged as an error.
 *
 * A worker that dies between 2 and 3 leaves the row pending; when its lease ends (its
 * renewals stopped with it) another worker delivers it again, with the same identity
 * (Message-ID, webhook-id), so a repeat is recognisable: at least once, never lost.
 *
 * Between rounds a worker sleeps `pollIntervalMs`, or longer while the database
 * fails (doubling, up to a minute); `nudge()` wakes it when something was queued.
 */
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import type { outbox, webhookDeliveries } from '../db/schema.ts';

/** How a queue is drained (config.ts: DEFAULT_OUTBOX, DEFAULT_WEBHOOK_DELIVERY). */
export interface QueueSettings {
  /** Pause between polls when nothing is due. */
  pollIntervalMs: number;
  /** Rows claimed per round. */
  batchSize: number;
  /** How long a claimed row stays invisible to other workers. */
  leaseMs: number;
  /** Attempts before a row is marked failed. */
  maxAttempts: number;
  /** Delay after the first failure; it doubles with every further failure. */
  retryBaseMs: number;
  /** Longest delay between two attempts. */
  retryMaxMs: number;
}

/** The tables that are queues: each has id, status, attempts, next_attempt_at, last_attempt_at, sent_at and last_error. */
export type QueueTable = typeof outbox | typeof webhookDeliveries;

/** A row of a queue table, as claimed. */
export type QueueRow<Table extends QueueTable> = Table['$inferSelect'];

export interface QueueOptions {
  /** The table holding the queue. */
  table: QueueTable;
  /** What the logs call the worker ("outbox", "webhooks"). */
  name: string;
  /** One by one (renewing the lease), or side by side (each delivery bounded well inside the lease). */
  order: 'one-by-one' | 'side-by-side';
  database: Database;
  settings: QueueSettings;
  log: FastifyBaseLogger;
  /**
   * How long `stop()` waits for the delivery under way before abandoning it (its
   * signal aborts; the row is delivered again when its lease ends). Undefined: until
   * the round ends, which the delivery bounds itself.
   */
  graceMs?: number;
}

/** Delay before attempt n + 1 after n failed attempts: base, 2 × base, 4 × base, … up to the maximum. */
export function backoffMs(attempts: number, settings: Pick<QueueSettings, 'retryBaseMs' | 'retryMaxMs'>): number {
  return Math.min(settings.retryBaseMs * 2 ** Math.max(0, attempts - 1), settings.retryMaxMs);
}

/** An error as one line of at most 500 characters, for logs and the `last_error` column. */
export function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').slice(0, 500);
}

/** The outcome of a failed attempt as marked: final (failed for good) or due again after `delayMs`. */
export interface FailureMark {
  final: boolean;
  delayMs: number;
  reason: string;
}

/** A delivery's hold on its lease: let go of a row after its attempt and before its mark. */
type Settle = () => Promise<void>;

export abstract class QueueWorker<Table extends QueueTable> {
  protected readonly queue: QueueOptions;
  /** Aborted when `stop()`'s grace ends with a delivery still running. */
  protected readonly abort = new AbortController();
  private running = false;
  private stopping = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private pendingNudge = false;
  /** Rows delivered whose "sent" mark could not be written yet; retried before claiming more. */
  private readonly unmarked = new Set<string>();

  constructor(queue: QueueOptions) {
    this.queue = queue;
  }

  /**
   * Delivers one claimed row and marks its outcome (`markSent`, `markFailure`). One by
   * one, `settle` is called after the attempt and before the mark, so that no lease
   * renewal overwrites the mark.
   */
  protected abstract deliver(row: QueueRow<Table>, settle: Settle): Promise<void>;

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

  /** Stops after the delivery under way (see `graceMs`); rows claimed but not delivered are handed back. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.stopping = true;
    this.wake?.();
    const { graceMs } = this.queue;
    if (graceMs === undefined) {
      await this.loop;
      return;
    }
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
    const { settings, log, name } = this.queue;
    let failures = 0;
    while (this.running) {
      let claimed = 0;
      try {
        claimed = await this.drainOnce();
        failures = 0;
      } catch (error) {
        failures += 1;
        log.warn({ err: describe(error) }, `${name}: could not read the outbox; trying again shortly`);
      }
      if (!this.running) break;
      if (claimed >= settings.batchSize) continue;
      const pause = failures ? Math.min(settings.pollIntervalMs * 2 ** failures, 60_000) : settings.pollIntervalMs;
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

  /** One round: settle earlier unmarked deliveries, claim a batch and deliver it. Returns the rows claimed. */
  async drainOnce(): Promise<number> {
    for (const id of [...this.unmarked]) {
      await this.writeSent(id);
      this.unmarked.delete(id);
    }
    const rows = await this.claim();
    if (rows.length === 0) return 0;
    if (this.queue.order === 'side-by-side') {
      await Promise.all(rows.map((row) => this.deliver(row, async () => undefined)));
      return rows.length;
    }
    const lease = this.holdLease(rows);
    try {
      for (const [index, row] of rows.entries()) {
        if (this.stopping) {
          const rest = rows.slice(index).map((unsent) => unsent.id);
          await lease.letGo(rest);
          await this.release(rest);
          break;
        }
        await this.deliver(row, () => lease.letGo([row.id]));
      }
    } finally {
      lease.end();
    }
    return rows.length;
  }

  private async claim(): Promise<QueueRow<Table>[]> {
    const { batchSize, leaseMs } = this.queue.settings;
    const table = this.queue.table as typeof outbox;
    const rows = await this.queue.database.transaction(async (tx) => {
      const due = await tx
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.status, 'pending'), lte(table.nextAttemptAt, sql`now()`)))
        .orderBy(table.nextAttemptAt)
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(table)
        .set({
          attempts: sql`${table.attempts} + 1`,
          lastAttemptAt: sql`now()`,
          nextAttemptAt: sql`now() + ${leaseMs} * interval '1 millisecond'`,
        })
        .where(
          inArray(
            table.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
    return rows as QueueRow<Table>[];
  }

  /**
   * Renews the lease of the batch's rows not yet settled, every third of the lease,
   * until `end`. Only this claim's rows are renewed (same attempt count, still
   * pending), so a row another worker took over after a lapse is left alone.
   */
  private holdLease(rows: readonly QueueRow<Table>[]): { letGo(ids: string[]): Promise<void>; end(): void } {
    const { database, settings, log, name } = this.queue;
    const table = this.queue.table as typeof outbox;
    const held = new Map(rows.map((row) => [row.id, row.attempts]));
    let renewing: Promise<void> = Promise.resolve();
    const renew = async () => {
      if (held.size === 0) return;
      const claims = [...held].map(([id, attempts]) => and(eq(table.id, id), eq(table.attempts, attempts)));
      try {
        await database.db
          .update(table)
          .set({ nextAttemptAt: sql`now() + ${settings.leaseMs} * interval '1 millisecond'` })
          .where(and(eq(table.status, 'pending'), or(...claims)));
      } catch (error) {
        log.warn({ err: describe(error) }, `${name}: could not renew the lease; trying again shortly`);
      }
    };
    const timer = setInterval(
      () => {
        renewing = renewing.then(renew);
      },
      Math.max(1, Math.floor(settings.leaseMs / 3)),
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

  /** Hands claimed rows back undelivered (the attempt did not happen). */
  private async release(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    const table = this.queue.table as typeof outbox;
    await this.queue.database.db
      .update(table)
      .set({ attempts: sql`greatest(${table.attempts} - 1, 0)`, nextAttemptAt: sql`now()` })
      .where(and(inArray(table.id, ids), eq(table.status, 'pending')));
  }

  private async writeSent(id: string): Promise<void> {
    const table = this.queue.table as typeof outbox;
    await this.queue.database.db
      .update(table)
      .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
      .where(eq(table.id, id));
  }

  /**
   * Marks a row delivered: true when written. When the database does not take the mark,
   * the row is remembered and marked before the next claim (false), so it is not
   * delivered again unless this worker dies first.
   */
  protected async markSent(row: QueueRow<Table>): Promise<boolean> {
    try {
      await this.writeSent(row.id);
      return true;
    } catch (error) {
      this.unmarked.add(row.id);
      this.queue.log.warn(
        { id: row.id, err: describe(error) },
        `${this.queue.name}: delivered, but could not mark it yet`,
      );
      return false;
    }
  }

  /** Marks a failed attempt: failed for good when `permanent` or after the last attempt, otherwise due again after the back-off. */
  protected async markFailure(row: QueueRow<Table>, error: unknown, permanent: boolean): Promise<FailureMark> {
    const { settings, database } = this.queue;
    const table = this.queue.table as typeof outbox;
    const reason = describe(error);
    const final = permanent || row.attempts >= settings.maxAttempts;
    const delayMs = backoffMs(row.attempts, settings);
    await database.db
      .update(table)
      .set({
        lastError: reason,
        ...(final
          ? { status: 'failed' as const }
          : { nextAttemptAt: sql`now() + ${delayMs} * interval '1 millisecond'` }),
      })
      .where(and(eq(table.id, row.id), eq(table.status, 'pending')));
    return { final, delayMs, reason };
  }
}
