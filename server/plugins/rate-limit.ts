/**
 * The rate limit of the form endpoints: per client address (behind proxies, the
 * address `trustProxy` lets Fastify see; an IPv6 address by its /64), the three
 * forms together, in fixed windows. An exceeded limit is answered 429 with
 * Retry-After and the usual JSON error body.
 *
 * What counts: accepted submissions and requests refused as abuse (no or
 * a forged CSRF token, a body over the limits, a body that is not a form). A
 * request is counted when it arrives, so a burst cannot slip through while its
 * answers are pending, and handed back when it ends in 422 (the visitor's own
 * mistake: fixing it must stay possible) or in a server-side failure (5xx).
 *
 * The counts live in this process's memory (`MemoryCounterStore`): each replica
 * counts on its own. docs/deploy.md says how to share them (a `CounterStore` on
 * Redis or PostgreSQL).
 */
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler, onResponseAsyncHookHandler } from 'fastify';
import { ERROR_CODES, STATUS } from '../../app/forms/index.ts';
import { addressKey } from '../client-address.ts';
import { httpError } from '../http-error.ts';

/** Where the counts are kept: this process's memory, or a store shared by every replica. */
export interface CounterStore {
  /** Counts one request for `key` in the current window: the count so far and the ms until the window ends. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** Takes back one request counted by `hit` in the current window. */
  refund(key: string): Promise<void>;
}

/** Counts in a Map, swept of ended windows as it grows. */
export class MemoryCounterStore implements CounterStore {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  async hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }> {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      if (this.windows.size >= 10_000) this.sweep(now);
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.endsAt - now };
  }

  async refund(key: string): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.endsAt > Date.now() && window.count > 0) window.count -= 1;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}

export interface SubmissionLimitOptions {
  /** Requests counted per client address per window. */
  max: number;
  windowMs: number;
  store?: CounterStore;
}

export interface SubmissionLimit {
  onRequest: onRequestAsyncHookHandler;
  onResponse: onResponseAsyncHookHandler;
}

/** Statuses that do not count: the visitor's own mistakes and our failures. */
function refunded(status: number): boolean {
  return status === 422 || status >= 500;
}

const counted = new WeakMap<FastifyRequest, string>();

/** The two route hooks of one limit, shared by every route given them. */
export function submissionLimit({
  max,
  windowMs,
  store = new MemoryCounterStore(),
}: SubmissionLimitOptions): SubmissionLimit {
  return {
    async onRequest(request: FastifyRequest, reply: FastifyReply) {
      const key = addressKey(request.ip);
      const { count, resetInMs } = await store.hit(key, windowMs);
      const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
      if (count > max) {
        reply.header('retry-after', String(seconds));
        throw httpError(429, ERROR_CODES.rateLimited, STATUS.rateLimited(seconds));
      }
      counted.set(request, key);
    },
    async onResponse(request: FastifyRequest, reply: FastifyReply) {
      const key = counted.get(request);
      if (key !== undefined && refunded(reply.statusCode)) await store.refund(key);
    },
  };
}
