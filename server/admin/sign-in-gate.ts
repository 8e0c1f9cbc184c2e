/**
 * A bound on the scrypt work of staff sign-ins. Each check of a password is a full
 * scrypt run (tens of milliseconds of CPU and 32 MiB), and every guess of a known
 * user name is checked; an unknown name waits as long instead (CheckDuration). The
 * per-address and per-account limits (sign-in-limits.ts) count failures, but guesses
 * spread over many addresses and user names each had a budget of their own: 8
 * sign-ins a second raised the forms' p95 from 76 to 844 ms. So:
 *
 * - globally, at most SIGN_IN_CHECKS.concurrency checks run at once (half the CPUs,
 *   at least one), so sign-ins never take every core from the forms; the others
 *   wait in a queue of at most SIGN_IN_CHECKS.maxQueued, each for at most
 *   SIGN_IN_CHECKS.maxWaitMs;
 * - per client address (an IPv6 address by its /64), one check at a time: a second
 *   attempt while the first is checked or queued is refused unchecked;
 * - a trusted browser (a valid device cookie) goes to the front of the queue and is
 *   never refused for a full queue or its address, so guessing cannot keep the staff out.
 *
 * Refused attempts cost no scrypt run; the route answers them 429 with Retry-After.
 * An unknown user name costs none either, but waits as long as one (CheckDuration).
 * The limits live in one process: with two replicas the bound is twice this, which is
 * still a bound on each machine's CPU.
 */
import { availableParallelism } from 'node:os';

export interface GateLimits {
  /** Checks that run at once. */
  concurrency: number;
  /** Checks that may wait for a turn. */
  maxQueued: number;
  /** Longest wait in the queue before the attempt is refused. */
  maxWaitMs: number;
}

export const SIGN_IN_CHECKS: GateLimits = {
  concurrency: Math.max(1, Math.floor(availableParallelism() / 2)),
  maxQueued: 64,
  maxWaitMs: 10_000,
};

interface Waiter {
  key: string;
  admit: (release: (() => void) | undefined) => void;
  timer: NodeJS.Timeout;
}

export class WorkGate {
  private running = 0;
  private readonly queue: Waiter[] = [];
  /** Attempts per key that are running or queued. */
  private readonly perKey = new Map<string, number>();
  private readonly limits: GateLimits;

  constructor(limits: GateLimits) {
    this.limits = limits;
  }

  /**
   * A turn for `key`: resolves to a release function once the work may run, or to
   * undefined when the attempt is refused (its key busy, the queue full, or the wait
   * too long). `priority` attempts skip both refusals and the queue's line.
   */
  enter(key: string, priority = false): Promise<(() => void) | undefined> {
    if (!priority && (this.perKey.get(key) ?? 0) > 0) return Promise.resolve(undefined);
    if (this.running < this.limits.concurrency) {
      this.running += 1;
      this.count(key, 1);
      return Promise.resolve(this.releaser(key));
    }
    if (!priority && this.queue.length >= this.limits.maxQueued) return Promise.resolve(undefined);
    this.count(key, 1);
    return new Promise((admit) => {
      const waiter: Waiter = {
        key,
        admit,
        timer: setTimeout(() => {
          this.queue.splice(this.queue.indexOf(waiter), 1);
          this.count(key, -1);
          admit(undefined);
        }, this.limits.maxWaitMs),
      };
      if (priority) this.queue.unshift(waiter);
      else this.queue.push(waiter);
    });
  }

  private count(key: string, delta: number) {
    const next = (this.perKey.get(key) ?? 0) + delta;
    if (next > 0) this.perKey.set(key, next);
    else this.perKey.delete(key);
  }

  private releaser(key: string): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.count(key, -1);
      const next = this.queue.shift();
      if (!next) {
        this.running -= 1;
        return;
      }
      // The slot passes straight to the next in line.
      clearTimeout(next.timer);
      next.admit(this.releaser(next.key));
    };
  }
}

/** How many recent checks the typical duration is taken from. */
const CHECK_SAMPLES = 15;

/**
 * How long a password check takes here, so that an attempt with an unknown user name
 * can take as long without doing the work. Checking any password against any scrypt
 * hash means deriving a key from the password, so a dummy hash made once at start-up
 * saves nothing per attempt: each unknown name still cost a full scrypt run, and with
 * no account to exhaust, unknown names were the way to burn CPU (the forms' p95 rose
 * from 252 to 810 ms under 8 such sign-ins a second). Instead, an unknown name holds
 * its place in the gate for the typical duration of a real check (the median of the
 * last few, the first measured at start-up) on a timer, which costs no CPU. Its answer
 * comes as late as a wrong password's, and is refused by the gate the same way, so
 * neither timing nor a 429 tells which names exist.
 */
export class CheckDuration {
  private readonly samples: number[];

  constructor(firstMs: number) {
    this.samples = [firstMs];
  }

  /** Notes the duration of a real check. */
  record(ms: number): void {
    this.samples.push(ms);
    if (this.samples.length > CHECK_SAMPLES) this.samples.shift();
  }

  /** The median of the recent checks, in milliseconds. */
  typical(): number {
    const sorted = [...this.samples].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? 0;
  }
}
