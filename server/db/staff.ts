/**
 * Named staff accounts (staff_accounts), kept beside the ADMIN_USER /
 * ADMIN_PASSWORD_HASH pair of the environment: `npm run staff` adds, removes and
 * lists them; the sign-in reads their hashes. Removing an account or setting its
 * password ends its sessions.
 */
import { asc, eq } from 'drizzle-orm';
import type { Database, Db } from './client.ts';
import { adminSessions, staffAccounts } from './schema.ts';

/** A user name: letters, digits and . _ @ - (an e-mail address fits), 1 to 64 characters. */
export const USERNAME = /^[A-Za-z0-9][A-Za-z0-9._@-]{0,63}$/;

/** The stored hash of an account, or undefined when there is none by that name. */
export async function accountHash(db: Db, username: string): Promise<string | undefined> {
  const [row] = await db
    .select({ hash: staffAccounts.passwordHash })
    .from(staffAccounts)
    .where(eq(staffAccounts.username, username));
  return row?.hash;
}

/**
 * Adds an account, or sets a new password for one that exists and ends its sessions
 * (a reset is often because the password leaked); true when it was new. A sign-in
 * checking the old password meanwhile makes no session (admin/sessions.ts).
 */
export async function saveAccount(database: Database, username: string, passwordHash: string): Promise<boolean> {
  return database.transaction(async (tx) => {
    const [existing] = await tx
      .select({ username: staffAccounts.username })
      .from(staffAccounts)
      .where(eq(staffAccounts.username, username))
      .for('update');
    await tx
      .insert(staffAccounts)
      .values({ username, passwordHash })
      .onConflictDoUpdate({ target: staffAccounts.username, set: { passwordHash } });
    if (existing) await tx.delete(adminSessions).where(eq(adminSessions.username, username));
    return existing === undefined;
  });
}

/** Removes an account and ends its sessions; false when there was none. */
export async function removeAccount(database: Database, username: string): Promise<boolean> {
  return database.transaction(async (tx) => {
    const removed = await tx
      .delete(staffAccounts)
      .where(eq(staffAccounts.username, username))
      .returning({ username: staffAccounts.username });
    await tx.delete(adminSessions).where(eq(adminSessions.username, username));
    return removed.length > 0;
  });
}

/** Sets (or, with null, clears) where an account's morning digest goes; false when there is no such account. */
export async function setAccountEmail(db: Db, username: string, email: string | null): Promise<boolean> {
  const updated = await db
    .update(staffAccounts)
    .set({ email })
    .where(eq(staffAccounts.username, username))
    .returning({ username: staffAccounts.username });
  return updated.length > 0;
}

export async function listAccounts(db: Db): Promise<{ username: string; email: string | null; createdAt: Date }[]> {
  return db
    .select({ username: staffAccounts.username, email: staffAccounts.email, createdAt: staffAccounts.createdAt })
    .from(staffAccounts)
    .orderBy(asc(staffAccounts.username));
}

export async function accountCount(db: Db): Promise<number> {
  return (await db.select({ username: staffAccounts.username }).from(staffAccounts)).length;
}
