/**
 * Events are written in batches, not one INSERT per request: the endpoint only adds an
 * event to this buffer, and the buffer writes what it holds in one multi-row INSERT at
 * the latest `flushIntervalMs` after the first event of a batch, or as soon as it holds
 * `flushMaxEvents`. One write runs at a time; what arrives meanwhile waits for the next.
 *
 * What a crash loses: the events of the batch being filled (at most `flushIntervalMs`
 * of traffic, or `flushMaxEvents` events) and the one being written, which were
 * answered 202 and never stored. A normal stop (SIGTERM, app.close()) writes them all
 * first. While the database refuses a write the events stay here and are tried again
 * with the next batch, up to `bufferLimit`; events beyond that are dropped and counted
 * (nexaweave_analytics_events_dropped_total), never a reason to answer 5xx.
 */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { analyticsEvents } from '../db/schema.ts';

export type EventRow = typeof analyticsEvents.$inferInsert;

/** The columns a batch writes: every one of the table's but its generated id, as (property, column) pairs. */
const BATCH_COLUMNS = Object.entries(getTableColumns(analyticsEvents)).filter(([property]) => property !== 'id');
const COLUMN_LIST = sql.raw(BATCH_COLUMNS.map(([, column]) => `"${column.name}"`).join(', '));
const RECORD_TYPE = sql.raw(BATCH_COLUMNS.map(([, column]) => `"${column.name}" ${column.getSQLType()}`).join(', '));

/**
 * One INSERT of a batch with a single parameter: the rows as a JSON array, taken apart in
 * PostgreSQL by json_to_recordset. Drizzle's multi-row insert builds its SQL value by value
 * (6,000 parameters for 500 events), which held the event loop for tens to hundreds of
 * milliseconds at every batch: every request waiting meanwhile, page views and forms alike,
 * had that added to its answer (the p99 of bench/analytics-load.ts). JSON.stringify of the
 * same batch takes about a millisecond.
 */
export function batchInsert(rows: readonly EventRow[]): SQL {
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const [property, column] of BATCH_COLUMNS) {
      const value = (row as Record<string, unknown>)[property];
      // JSON has no bigint, and the column's input function reads a string.
      record[column.name] = typeof value === 'bigint' ? value.toString() : (value ?? null);
    }
    return record;
  });
  return sql`insert into ${analyticsEvents} (${COLUMN_LIST}) select ${COLUMN_LIST} from json_to_recordset(${JSON.stringify(records)}::json) as batch(${RECORD_TYPE})`;
}

export interface BufferSettings {
  flushIntervalMs: number;
  flushMaxEvents: number;
  bufferLimit: number;
}

export interface BufferHooks {
  /** Events that could not be kept: the buffer was full. */
  onDrop?: (count: number) => void;
  /** A batch was written: how many events, and how long the INSERT took. */
  onWrite?: (count: number, seconds: number) => void;
}

export class EventBuffer {
  #rows: EventRow[] = [];
  #timer: NodeJS.Timeout | undefined;
  #writing: Promise<void> | undefined;
  #closed = false;

  private readonly db: () => Db;
  private readonly settings: BufferSettings;
  private readonly log: FastifyBaseLogger;
  private readonly hooks: BufferHooks;

  constructor(db: () => Db, settings: BufferSettings, log: FastifyBaseLogger, hooks: BufferHooks = {}) {
    this.db = db;
    this.settings = settings;
    this.log = log;
    this.hooks = hooks;
  }

  /** Events waiting to be written. */
  get size(): number {
    return this.#rows.length;
  }

  /** Keeps an event for the next batch; false when the buffer is full and it was dropped. */
  add(row: EventRow): boolean {
    if (this.#rows.length >= this.settings.bufferLimit) {
      this.hooks.onDrop?.(1);
      return false;
    }
    this.#rows.push(row);
    if (this.#rows.length >= this.settings.flushMaxEvents) this.#writeSoon(0);
    else this.#writeSoon(this.settings.flushIntervalMs);
    return true;
  }

  #writeSoon(delayMs: number): void {
    if (this.#closed) return;
    if (this.#timer && delayMs > 0) return;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      // A failed write has been logged and its events kept for the next one.
      this.flush().catch(() => undefined);
    }, delayMs);
    this.#timer.unref();
  }

  /** Writes one batch now (after the write in progress, if any); resolves when it is stored or has failed. */
  flush(): Promise<void> {
    const previous = this.#writing ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(() => this.#writeBatch());
    this.#writing = next;
    const done = () => {
      if (this.#writing === next) this.#writing = undefined;
    };
    next.then(done, done);
    return next;
  }

  async #writeBatch(): Promise<void> {
    const batch = this.#rows.splice(0, this.settings.flushMaxEvents);
    if (batch.length === 0) return;
    const started = performance.now();
    try {
      await this.db().execute(batchInsert(batch));
      this.hooks.onWrite?.(batch.length, (performance.now() - started) / 1000);
    } catch (error) {
      // Back to the front, within the limit: the oldest are kept, the newest dropped.
      const room = Math.max(0, this.settings.bufferLimit - this.#rows.length);
      this.#rows.unshift(...batch.slice(0, room));
      if (batch.length > room) this.hooks.onDrop?.(batch.length - room);
      this.log.warn(
        {
          err: error instanceof Error ? error.message : String(error),
          events: batch.length,
          waiting: this.#rows.length,
        },
        'analytics: a batch of events could not be written; it is tried again with the next one',
      );
      if (!this.#closed) this.#writeSoon(this.settings.flushIntervalMs);
      throw error;
    }
    if (this.#rows.length >= this.settings.flushMaxEvents) this.#writeSoon(0);
    else if (this.#rows.length > 0) this.#writeSoon(this.settings.flushIntervalMs);
  }

  /** Stops the timer and writes everything held, batch by batch; what still fails is logged as lost. */
  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#timer);
    while (this.#rows.length > 0) {
      try {
        await this.flush();
      } catch {
        this.log.error({ events: this.#rows.length }, 'analytics: events lost at shutdown, the database refused them');
        this.hooks.onDrop?.(this.#rows.length);
        this.#rows = [];
      }
    }
    await this.#writing?.catch(() => undefined);
  }
}
