/**
 * Limits on guessing the staff password, after OWASP's device-cookie pattern, kept
 * in the database (admin_sign_in_failures) so that every replica applies them.
 * Every limit is a bounded exponential back-off, never a lock-out: once its wait is
 * over, the next attempt is checked.
 *
 * - A trusted browser (one that carries a valid device cookie for the user name
 *   typed: it signed in successfully before) is held back by nothing but its own
 *   failures: DEVICE_FREE_FAILURES in a row are free, then its trust waits 1, 2, 4…
 *   up to 15 minutes, and attempts made meanwhile count as untrusted. So an attacker
 *   hammering the account from elsewhere never keeps the staff out, and a stolen
 *   device cookie buys a handful of guesses, no more.
 * - Untrusted clients are throttled twice:
 *   - per client address (an IPv6 address by its /64): SIGN_IN_LIMIT failures are
 *     free, then the address waits 1, 2, 4, 8 and at most 15 minutes after each
 *     further failure; failures are forgotten after an hour without one;
 *   - per account (the user name typed, known or not, so that the answers do not
 *     tell which names exist): ACCOUNT_FREE_FAILURES are free, twice what one
 *     address may make, so only guessing spread over many addresses reaches it; then
 *     the same waits. Forgotten after a day without a failure.
 *
 *   The account's count is taken before the password is checked, in the same
 *   statement that checks the wait, so that a burst of simultaneous guesses from
 *   many addresses gets no more checks than one guess at a time would. A success
 *   takes back only its own count: it never clears the failures of others, so it
 *   hands out no free guesses.
 *
 * Time comes from the caller's clock rather than the database's now(), so tests can
 * simulate hours of attack in seconds.
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import { addressKey } from '../client-address.ts';
import type { Db } from '../db/client.ts';
import { adminSignInFailures, type SignInScope } from '../db/schema.ts';

/** Failed sign-ins allowed per client address before it has to wait. */
export const SIGN_IN_LIMIT = 10;
/** Failed sign-ins in a row allowed per account (from untrusted clients) before it has to wait. */
export const ACCOUNT_FREE_FAILURES = 2 * SIGN_IN_LIMIT;
/** Failed sign-ins in a row a trusted browser may make before its trust waits. */
export const DEVICE_FREE_FAILURES = 5;
/** The first wait; it doubles with every further failure. */
export const BACKOFF_BASE_MS = 60_000;
/** The longest wait. */
export const BACKOFF_MAX_MS = 15 * 60_000;

interface Policy {
  /** Failures before the first wait. */
  free: number;
  /** A count is forgotten after this long without a failure. */
  forgetMs: number;
}

const POLICIES: Record<SignInScope, Policy> = {
  address: { free: SIGN_IN_LIMIT, forgetMs: 60 * 60_000 },
  account: { free: ACCOUNT_FREE_FAILURES, forgetMs: 24 * 60 * 60_000 },
  device: { free: DEVICE_FREE_FAILURES, forgetMs: 24 * 60 * 60_000 },
};

/** Rows are deleted this long after their last failure. */
const KEEP_MS = Math.max(...Object.values(POLICIES).map((policy) => policy.forgetMs));

/** The wait after the `failures`-th failure in a row: none while they are free, then 1, 2, 4… up to 15 minutes. */
export function backoffMs(failures: number, free: number): number {
  return failures < free ? 0 : Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** (failures - free));
}

export { addressKey };

function keyOf(scope: SignInScope, value: string): string {
  return createHash('sha256').update(`${scope}:${value}`, 'utf8').digest('hex');
}

/** A wait still running: how long is left, in milliseconds. */
export interface Wait {
  scope: SignInScope;
  ms: number;
}

/** The caller's time as an SQL timestamp. */
const at = (now: Date): SQL => sql`${now.toISOString()}::timestamptz`;

/** SQL for the failures count after one more failure (a count forgotten starts again at 1). */
function nextFailures(policy: Policy, now: Date): SQL {
  return sql`CASE WHEN ${adminSignInFailures.lastFailureAt} < ${at(now)} - ${policy.forgetMs} * interval '1 millisecond'
    THEN 1 ELSE ${adminSignInFailures.failures} + 1 END`;
}

/** SQL for the end of the wait after `failures` failures (null while they are free). */
function blockedUntil(failures: SQL, policy: Policy, now: Date): SQL {
  return sql`CASE WHEN ${failures} < ${policy.free} THEN NULL
    ELSE ${at(now)} + least(${BACKOFF_MAX_MS}::double precision, ${BACKOFF_BASE_MS} * power(2::double precision, ${failures} - ${policy.free})) * interval '1 millisecond' END`;
}

/**
 * Counts one failure for `key`: an upsert, so concurrent failures (on any replica)
 * all count. With `onlyIfFree`, nothing happens while the key is waiting, and the
 * answer says whether the failure was counted.
 */
async function countFailure(db: Db, scope: SignInScope, key: string, now: Date, onlyIfFree: boolean): Promise<boolean> {
  const policy = POLICIES[scope];
  const failures = nextFailures(policy, now);
  const rows = await db
    .insert(adminSignInFailures)
    .values({ key, scope, failures: 1, lastFailureAt: now, blockedUntil: blockedUntil(sql`1`, policy, now) })
    .onConflictDoUpdate({
      target: adminSignInFailures.key,
      set: { failures, lastFailureAt: now, blockedUntil: blockedUntil(failures, policy, now) },
      ...(onlyIfFree
        ? {
            setWhere: sql`${adminSignInFailures.blockedUntil} IS NULL OR ${adminSignInFailures.blockedUntil} <= ${at(now)}`,
          }
        : {}),
    })
    .returning({ failures: adminSignInFailures.failures });
  return rows.length > 0;
}

async function waitOf(db: Db, scope: SignInScope, key: string, now: Date): Promise<Wait | undefined> {
  const [row] = await db
    .select({ ms: sql<number>`ceil(extract(epoch from ${adminSignInFailures.blockedUntil} - ${at(now)}) * 1000)` })
    .from(adminSignInFailures)
    .where(and(eq(adminSignInFailures.key, key), gt(adminSignInFailures.blockedUntil, at(now))));
  return row ? { scope, ms: Math.max(1, Number(row.ms)) } : undefined;
}

/** One sign-in attempt: may it be checked, and what to record once it has been. */
export interface Attempt {
  /** Whether the attempt comes from a trusted browser (a device cookie whose trust is not waiting). */
  trusted: boolean;
  /** Set when the attempt must not be checked: the address or the account is still waiting. */
  wait?: Wait;
  /** The password was right. */
  succeeded(): Promise<void>;
  /** The password or user name was wrong. */
  failed(): Promise<void>;
}

export interface AttemptRequest {
  /** The client's address (request.ip). */
  ip: string;
  /** The user name typed. */
  username: string;
  /** The id of the browser's valid device cookie for this user name, if it has one. */
  device: string | undefined;
  /** The time of the attempt. */
  now: Date;
}

/**
 * Starts a sign-in attempt. Call before checking the password; when `wait` is set,
 * refuse the attempt without checking it.
 */
export async function startAttempt(db: Db, { ip, username, device, now }: AttemptRequest): Promise<Attempt> {
  const forget = () =>
    db
      .delete(adminSignInFailures)
      .where(lt(adminSignInFailures.lastFailureAt, sql`${at(now)} - ${KEEP_MS} * interval '1 millisecond'`));
  if (device !== undefined) {
    const deviceKey = keyOf('device', device);
    if (!(await waitOf(db, 'device', deviceKey, now))) {
      return {
        trusted: true,
        async succeeded() {
          // The device's own failures: clearing them gives nobody else a guess.
          await db.delete(adminSignInFailures).where(eq(adminSignInFailures.key, deviceKey));
        },
        async failed() {
          await countFailure(db, 'device', deviceKey, now, false);
          await forget();
        },
      };
    }
  }
  const address = keyOf('address', addressKey(ip));
  const account = keyOf('account', username);
  const done = { trusted: false, succeeded: async () => {}, failed: async () => {} };
  const addressWait = await waitOf(db, 'address', address, now);
  if (addressWait) return { ...done, wait: addressWait };
  if (!(await countFailure(db, 'account', account, now, true))) {
    // Waiting (the row exists and its wait runs); read how long, unless it ended meanwhile.
    const accountWait = await waitOf(db, 'account', account, now);
    return { ...done, wait: accountWait ?? { scope: 'account', ms: 1_000 } };
  }
  return {
    trusted: false,
    async succeeded() {
      // Only the count this attempt took: the account's other failures (and any wait they set) stay.
      await db
        .update(adminSignInFailures)
        .set({ failures: sql`greatest(${adminSignInFailures.failures} - 1, 0)` })
        .where(eq(adminSignInFailures.key, account));
    },
    async failed() {
      await countFailure(db, 'address', address, now, false);
      // Counts nobody has added to for a day are of no more use.
      await forget();
    },
  };
}
