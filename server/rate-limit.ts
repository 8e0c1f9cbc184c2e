/**
 * The rate limit of the form endpoints: per client address (behind proxies, the
 * address `trustProxy` lets Fastify see; an IPv6 address by its /64), the three
 * forms together, in fixed windows. An exceeded limit is answered 429 with
 * Retry-After and the usual JSON error body.
 *
 * What counts: accepted submissions and requests refused as abuse (no or a forged
 * CSRF token, a body over the limits, a body that is not a form). A request is
 * counted when it arrives, so a burst cannot slip through while its answers are
 * pending, and handed back when it ends in 422 (the visitor's own mistake: fixing it
 * must stay possible) or in a server-side failure (5xx).
 *
 * The counts live in the site's database (form_rate_limits), one upsert per counted
 * request, so the limit holds across replicas without another service. When the
 * database cannot be reached the form answers 503, as it would when storing the
 * submission: nothing could be stored anyway.
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler, onResponseAsyncHookHandler } from 'fastify';
import { ERROR_CODES, STATUS } from '../app/forms/index.ts';
import { addressKey } from './client-address.ts';
import type { Db } from './db/client.ts';
import { isDatabaseUnavailable } from './db/errors.ts';
import { formRateLimits } from './db/schema.ts';
import { httpError } from './http-error.ts';

/** One request counted: the count so far in its window, the ms until the window ends, and which window it was. */
interface Hit {
  count: number;
  resetInMs: number;
  /** The window's end, exactly as the database holds it, so a refund never reaches a later window. */
  window: string;
}

const digest = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

/** Counts one request for `key` in its current window (a new window when the last one has ended). */
async function hit(db: Db, key: string, windowMs: number): Promise<Hit> {
  const ended = sql`${formRateLimits.windowEndsAt} <= now()`;
  const nextEnd = sql`now() + ${windowMs} * interval '1 millisecond'`;
  const [row] = await db
    .insert(formRateLimits)
    .values({ key: digest(key), count: 1, windowEndsAt: nextEnd })
    .onConflictDoUpdate({
      target: formRateLimits.key,
      set: {
        count: sql`CASE WHEN ${ended} THEN 1 ELSE ${formRateLimits.count} + 1 END`,
        windowEndsAt: sql`CASE WHEN ${ended} THEN ${nextEnd} ELSE ${formRateLimits.windowEndsAt} END`,
      },
    })
    .returning({
      count: formRateLimits.count,
      window: sql<string>`${formRateLimits.windowEndsAt}::text`,
      resetInMs: sql<number>`ceil(extract(epoch from ${formRateLimits.windowEndsAt} - now()) * 1000)`,
    });
  if (!row) throw new Error('The rate limit upsert returned no row.');
  return { count: row.count, window: row.window, resetInMs: Number(row.resetInMs) };
}

/** Takes back one request that `hit` counted, if its window is still the current one. */
async function refund(db: Db, key: string, window: string): Promise<void> {
  await db
    .update(formRateLimits)
    .set({ count: sql`${formRateLimits.count} - 1` })
    .where(
      and(
        eq(formRateLimits.key, digest(key)),
        eq(formRateLimits.windowEndsAt, sql`${window}::timestamptz`),
        gt(formRateLimits.count, 0),
      ),
    );
}

export interface SubmissionLimitOptions {
  /** Requests counted per client address per window. */
  max: number;
  windowMs: number;
  /** The database the counts are kept in (read when a request arrives, so the app may open it later). */
  db: () => Db;
}

export interface SubmissionLimit {
  onRequest: onRequestAsyncHookHandler;
  onResponse: onResponseAsyncHookHandler;
}

/** Statuses that do not count: the visitor's own mistakes and our failures. */
function refunded(status: number): boolean {
  return status === 422 || status >= 500;
}

const counted = new WeakMap<FastifyRequest, { key: string; window: string }>();

/** The two route hooks of one limit, shared by every route given them. */
export function submissionLimit({ max, windowMs, db }: SubmissionLimitOptions): SubmissionLimit {
  return {
    async onRequest(request: FastifyRequest, reply: FastifyReply) {
      const key = addressKey(request.ip);
      let counts: Hit;
      try {
        counts = await hit(db(), key, windowMs);
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        request.log.error({ err: error }, 'database unavailable: form request not counted, answered 503');
        reply.header('retry-after', '30');
        throw httpError(503, ERROR_CODES.unavailable, STATUS.unavailable);
      }
      if (counts.count > max) {
        const seconds = Math.max(1, Math.ceil(counts.resetInMs / 1000));
        reply.header('retry-after', String(seconds));
        throw httpError(429, ERROR_CODES.rateLimited, STATUS.rateLimited(seconds));
      }
      counted.set(request, { key, window: counts.window });
    },
    async onResponse(request: FastifyRequest, reply: FastifyReply) {
      const entry = counted.get(request);
      if (entry === undefined || !refunded(reply.statusCode)) return;
      try {
        await refund(db(), entry.key, entry.window);
      } catch (error) {
        // The answer has gone; a refund the database missed costs this visitor one request of the window.
        request.log.warn({ err: error }, 'rate limit: could not hand back a request that did not count');
      }
    },
  };
}
