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
import type { Db } from '../db/client.ts';
import { adminSessions } from '../db/schema.ts';

export const SESSION_COOKIE = 'nw_staff_session';
export const SESSION_TTL_MS = 8 * 60 * 60_000;

export interface StaffSession {
  username: string;
  expiresAt: Date;
}

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts a session; returns the token for the cookie. */
export async function createSession(db: Db, username: string): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(adminSessions)
    .values({ id: digest(token), username, expiresAt: sql`now() + ${SESSION_TTL_MS} * interval '1 millisecond'` })
    .returning({ expiresAt: adminSessions.expiresAt });
  // Sessions that ran out are removed here as well as by the daily retention job.
  await db.delete(adminSessions).where(lt(adminSessions.expiresAt, sql`now()`));
  return { token, expiresAt: row?.expiresAt ?? new Date(Date.now() + SESSION_TTL_MS) };
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
