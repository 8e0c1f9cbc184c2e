/**
 * Not @fastify/secure-session: it keeps the session in the cookie itself, so signing
 * out could not revoke a copied cookie and the server could not end a session;
 * @fastify/session would need a store written on this same table, for the three
 * queries below.
 *
 * Staff sessions, stored in the database so every replica knows them. The browser
 * holds a random 256-bit token in a signed, HttpOnly, SameSite=Strict cookie; the
 * table holds only the token's SHA-256, so a copy of the database signs nobody in.
 * A session ends at sign-out or SESSION_TTL_MS after sign-in, whichever is first.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.ts';
import { adminSessions, staffAccounts } from '../db/schema.ts';

export const SESSION_COOKIE = 'nw_staff_session';
export const SESSION_TTL_MS = 8 * 60 * 60_000;

export interface StaffSession {
  username: string;
  expiresAt: Date;
}

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Starts a session for `username`; returns the token for the cookie. For a named
 * account (staff_accounts), `storedHash` is the hash the password was checked
 * against: the account is read again, and locked, in the transaction that makes the
 * session, so a sign-in whose account was removed (`npm run staff -- remove`) or
 * given a new password while its password was being checked makes no session
 * (undefined). The lock orders it against the removal or reset, which end the
 * account's sessions after it. The ADMIN_USER of the environment has no row and no
 * `storedHash`.
 */
export async function createSession(
  database: Database,
  username: string,
  storedHash?: string,
): Promise<{ token: string; expiresAt: Date } | undefined> {
  const token = randomBytes(32).toString('base64url');
  const created = await database.transaction(async (tx) => {
    if (storedHash !== undefined) {
      const [account] = await tx
        .select({ username: staffAccounts.username })
        .from(staffAccounts)
        .where(and(eq(staffAccounts.username, username), eq(staffAccounts.passwordHash, storedHash)))
        .for('share');
      if (!account) return undefined;
    }
    const [row] = await tx
      .insert(adminSessions)
      .values({ id: digest(token), username, expiresAt: sql`now() + ${SESSION_TTL_MS} * interval '1 millisecond'` })
      .returning({ expiresAt: adminSessions.expiresAt });
    return { token, expiresAt: row?.expiresAt ?? new Date(Date.now() + SESSION_TTL_MS) };
  });
  // Sessions that ran out are removed here as well as by the daily retention job.
  if (created) await database.db.delete(adminSessions).where(lt(adminSessions.expiresAt, sql`now()`));
  return created;
}

export async function findSession(db: Db, token: string): Promise<StaffSession | undefined> {
  const [row] = await db
    .select({ username: adminSessions.username, expiresAt: adminSessions.expiresAt })
    .from(adminSessions)
    .where(and(eq(adminSessions.id, digest(token)), gt(adminSessions.expiresAt, sql`now()`)));
  return row;
}

export async function endSession(db: Db, token: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.id, digest(token)));
}
