/**
 * Unique visitors without an identifier, as Plausible documents its own method: a
 * visitor is `hash(daily salt, site, IP address, user agent)`. The salt is random, one
 * per day of the agency's calendar (AGENCY_TIME_ZONE: its `day` is the event's, from
 * `dayIn`), kept in the database so that every replica hashes a visitor alike, and
 * deleted when its day ends; the address and the user agent are never stored. The
 * same browser on the same network is one visitor for a day and a new one the next day;
 * nobody (the agency included) can tell whether two days' visitors are one person.
 */
import { hash, randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { analyticsSalts } from '../db/schema.ts';

/**
 * The visitor's hash: the first 64 bits of SHA-256 over the salt, the site, the
 * address and the user agent (each ended by a zero byte, so that no two of them run
 * together), as a signed 64-bit integer, a PostgreSQL bigint.
 */
export function visitorHash(salt: Buffer, site: string, address: string, userAgent: string): bigint {
  // One call over the bytes (crypto.hash): the same digest as a Hash object fed part by
  // part, without making one per page view.
  const input = Buffer.concat([salt, Buffer.from(`${site}\0${address}\0${userAgent}\0`, 'utf8')]);
  return hash('sha256', input, 'buffer').readBigInt64BE(0);
}

/**
 * The day's salt, made by the first replica that needs it (the others read that one)
 * and cached; asking for a new day's salt deletes every earlier day's, in the same
 * transaction.
 */
export class DailySalt {
  #day: string | undefined;
  #salt: Promise<Buffer> | undefined;

  readonly #database: () => Database;

  constructor(database: () => Database) {
    this.#database = database;
  }

  saltFor(day: string): Promise<Buffer> {
    if (this.#day === day && this.#salt) return this.#salt;
    this.#day = day;
    const salt = this.#fetch(day);
    this.#salt = salt;
    // A failure (the database down) is not cached: the next event asks again.
    salt.catch(() => {
      if (this.#salt === salt) this.#salt = undefined;
    });
    return salt;
  }

  async #fetch(day: string): Promise<Buffer> {
    return this.#database().transaction(async (tx) => {
      await tx
        .insert(analyticsSalts)
        .values({ day, salt: randomBytes(32) })
        .onConflictDoNothing();
      await tx.delete(analyticsSalts).where(lt(analyticsSalts.day, day));
      const [row] = await tx
        .select({ salt: analyticsSalts.salt })
        .from(analyticsSalts)
        .where(eq(analyticsSalts.day, day));
      if (!row) throw new Error(`The salt of ${day} was not stored.`);
      return row.salt;
    });
  }
}
