/**
 * Limits on guessing the staff password, kept in the database (admin_sign_in_failures)
 * so that every replica applies them. Only failed sign-ins count: a success, a
 * refused form (CSRF, a body over the limit) or an attempt refused while waiting
 * never does. Each limit is an exponential back-off, never a lock-out: once its wait
 * is over, the next attempt is checked, and the right password gets in.
 *
 * - Per client address (an IPv6 address by its /64): SIGN_IN_LIMIT failures are
 *   free; after that the address waits 1 minute, then 2, 4, 8, and at most 15
 *   minutes after each further failure. Failures are forgotten after an hour without
 *   one. This keeps one address (or many people behind one proxy, when TRUST_PROXY
 *   is not set) from guessing, and from locking anyone out for long.
 * - Per account (the user name typed, known or not, so that the answers do not tell
 *   which names exist): ACCOUNT_FREE_FAILURES failures in a row are free, twice what
 *   one address may make, so only guessing spread over several addresses reaches it;
 *   then the same waits. A successful sign-in clears the account's failures; they
 *   are otherwise forgotten after a day without one.
 *
 * The account's count is taken before the password is checked, in the same
 * statement that checks the wait (and undone by a success), so that a burst of
 * simultaneous guesses from many addresses gets no more checks than one guess at a
 * time would.
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import { addressKey } from '../client-address.ts';
import type { Db } from '../db/client.ts';
import { adminSignInFailures, type SignInScope } from '../db/schema.ts';

/** Failed sign-ins allowed per client address before it has to wait. */
export const SIGN_IN_LIMIT = 10;
/** Failed sign-ins in a row allowed per account before it has to wait. */
export const ACCOUNT_FREE_FAILURES = 2 * SIGN_IN_LIMIT;
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

/** SQL for the failures count after one more failure (a count forgotten starts again at 1). */
function nextFailures(policy: Policy): SQL {
  return sql`CASE WHEN ${adminSignInFailures.lastFailureAt} < now() - ${policy.forgetMs} * interval '1 millisecond'
    THEN 1 ELSE ${adminSignInFailures.failures} + 1 END`;
}

/** SQL for the end of the wait after `failures` failures (null while they are free). */
function blockedUntil(failures: SQL, policy: Policy): SQL {
  return sql`CASE WHEN ${failures} < ${policy.free} THEN NULL
    ELSE now() + least(${BACKOFF_MAX_MS}::double precision, ${BACKOFF_BASE_MS} * power(2::double precision, ${failures} - ${policy.free})) * interval '1 millisecond' END`;
}

/**
 * Counts one failure for `key`: an upsert, so concurrent failures (on any replica)
 * all count. With `onlyIfFree`, nothing happens while the key is waiting, and the
 * answer says whether the failure was counted.
 */
async function countFailure(db: Db, scope: SignInScope, key: string, onlyIfFree: boolean): Promise<boolean> {
  const policy = POLICIES[scope];
  const failures = nextFailures(policy);
  const rows = await db
    .insert(adminSignInFailures)
    .values({
      key,
      scope,
      failures: 1,
      lastFailureAt: sql`now()`,
      blockedUntil: blockedUntil(sql`1`, policy),
    })
    .onConflictDoUpdate({
      target: adminSignInFailures.key,
      set: { failures, lastFailureAt: sql`now()`, blockedUntil: blockedUntil(failures, policy) },
      ...(onlyIfFree
        ? {
            setWhere: sql`${adminSignInFailures.blockedUntil} IS NULL OR ${adminSignInFailures.blockedUntil} <= now()`,
          }
        : {}),
    })
    .returning({ failures: adminSignInFailures.failures });
  return rows.length > 0;
}

async function waitOf(db: Db, scope: SignInScope, key: string): Promise<Wait | undefined> {
  const [row] = await db
    .select({ ms: sql<number>`ceil(extract(epoch from ${adminSignInFailures.blockedUntil} - now()) * 1000)` })
    .from(adminSignInFailures)
    .where(and(eq(adminSignInFailures.key, key), gt(adminSignInFailures.blockedUntil, sql`now()`)));
  return row ? { scope, ms: Math.max(1, Number(row.ms)) } : undefined;
}

/** One sign-in attempt: may it be checked, and what to record once it has been. */
export interface Attempt {
  /** Set when the attempt must not be checked: the address or the account is still waiting. */
  wait?: Wait;
  /** The password was right: the account's failures are cleared (the address's stay). */
  succeeded(): Promise<void>;
  /** The password or user name was wrong: one more failure for the address (the account's is counted already). */
  failed(): Promise<void>;
}

/**
 * Starts a sign-in attempt from `ip` for the user name typed. Call before checking
 * the password; when `wait` is set, refuse the attempt without checking it.
 */
export async function startAttempt(db: Db, ip: string, username: string): Promise<Attempt> {
  const address = keyOf('address', addressKey(ip));
  const account = keyOf('account', username);
  const done = { succeeded: async () => {}, failed: async () => {} };
  const addressWait = await waitOf(db, 'address', address);
  if (addressWait) return { wait: addressWait, ...done };
  if (!(await countFailure(db, 'account', account, true))) {
    // Waiting (the row exists and its wait runs); read how long, unless it ended meanwhile.
    const accountWait = await waitOf(db, 'account', account);
    return { wait: accountWait ?? { scope: 'account', ms: 1_000 }, ...done };
  }
  return {
    async succeeded() {
      await db.delete(adminSignInFailures).where(eq(adminSignInFailures.key, account));
    },
    async failed() {
      await countFailure(db, 'address', address, false);
      // Counts nobody has added to for a day are of no more use.
      await db
        .delete(adminSignInFailures)
        .where(lt(adminSignInFailures.lastFailureAt, sql`now() - ${KEEP_MS} * interval '1 millisecond'`));
    },
  };
}
