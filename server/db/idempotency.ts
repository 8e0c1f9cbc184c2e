/**
 * Idempotent form submissions (IETF draft httpapi-idempotency-key-header): the
 * first outcome of a key is stored in the submission's own transaction
 * (saveSubmission), so a retry learns what happened to the first try, even when that
 * try's answer was lost or its commit could not be confirmed.
 */
import { eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';
import { idempotencyKeys } from './schema.ts';

/** How long a key is remembered: a retry later than this is a new submission. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** A submission's key: its id (a hash of the form and the key) and the hash of the request's content. */
export interface IdempotencyKey {
  id: string;
  fingerprint: string;
}

/** The answer a key got first. */
export interface FirstOutcome {
  fingerprint: string;
  status: number;
  body: unknown;
}

/** Another request with the same key is being stored right now (on this replica or another). */
export class KeyInFlightError extends Error {
  override name = 'KeyInFlightError';
}

/** A request with the same key was stored after this one looked for it: the caller replays that one. */
export class KeyTakenError extends Error {
  override name = 'KeyTakenError';
}

export async function firstOutcome(db: Db, key: IdempotencyKey): Promise<FirstOutcome | undefined> {
  const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key.id)).limit(1);
  return row && { fingerprint: row.fingerprint, status: row.status, body: JSON.parse(row.body) as unknown };
}

/**
 * Takes the key inside the submission's transaction. A transaction-scoped advisory
 * lock tells a duplicate in flight on another replica (KeyInFlightError, 409); the
 * primary key catches one that committed in between (KeyTakenError).
 */
export async function claimKey(tx: Tx, key: IdempotencyKey): Promise<void> {
  const result = await tx.execute(sql`SELECT pg_try_advisory_xact_lock(hashtextextended(${key.id}, 0)) AS locked`);
  // Both drivers answer execute() with { rows }.
  const locked = (result as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked;
  if (!locked) throw new KeyInFlightError('another request with this key is in flight');
  const [existing] = await tx
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.key, key.id));
  if (existing) throw new KeyTakenError('this key was stored by another request');
}

/** Records the outcome of the key's submission, in that submission's transaction. */
export async function recordOutcome(tx: Tx, key: IdempotencyKey, status: number, body: unknown): Promise<void> {
  // The advisory lock makes a duplicate here unlikely; should one slip through, it is a replay too.
  await tx
    .insert(idempotencyKeys)
    .values({ key: key.id, fingerprint: key.fingerprint, status, body: JSON.stringify(body) })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? new KeyTakenError('this key was stored by another request') : error;
    });
}

/** unique_violation, from either driver (Drizzle wraps the driver's error as its cause). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Forgets keys older than IDEMPOTENCY_KEY_TTL_MS (the daily retention job). */
export async function deleteExpiredKeys(tx: Tx): Promise<void> {
  await tx
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - ${IDEMPOTENCY_KEY_TTL_MS} * interval '1 millisecond'`));
}
