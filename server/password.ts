/**
 * Password hashes for the staff sign-in: scrypt from node:crypto, written as
 * `scrypt:<log2 N>:<r>:<p>:<salt>:<key>` with the salt and key in base64url, so the
 * value has no character a shell, a .env file or docker compose treats specially.
 * `npm run admin:hash` makes one (scripts/admin-hash.ts); ADMIN_PASSWORD_HASH holds it.
 */
import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** N = 2^15, r = 8, p = 1: about 32 MiB and a few tens of milliseconds per check. */
export const DEFAULT_COST = { log2N: 15, r: 8, p: 1 } as const;

const SHAPE = /^scrypt:(\d{1,2}):(\d{1,2}):(\d{1,2}):([A-Za-z0-9_-]{16,}):([A-Za-z0-9_-]{32,})$/;

interface Parsed {
  options: ScryptOptions;
  salt: Buffer;
  key: Buffer;
}

function derive(password: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function costOptions(log2N: number, r: number, p: number): ScryptOptions {
  const N = 2 ** log2N;
  // Node refuses to use more than maxmem (32 MiB by default); allow what the cost needs.
  return { N, r, p, maxmem: 128 * N * r * p + 16 * 1024 * 1024 };
}

function parse(hash: string): Parsed | undefined {
  const match = SHAPE.exec(hash.trim());
  if (!match) return undefined;
  const [, log2N, r, p, salt = '', key = ''] = match;
  const cost = { log2N: Number(log2N), r: Number(r), p: Number(p) };
  if (cost.log2N < 10 || cost.log2N > 20 || cost.r < 1 || cost.r > 32 || cost.p < 1 || cost.p > 16) return undefined;
  return {
    options: costOptions(cost.log2N, cost.r, cost.p),
    salt: Buffer.from(salt, 'base64url'),
    key: Buffer.from(key, 'base64url'),
  };
}

/** Whether a value has the shape of a hash made by hashPassword (with sane costs). */
export function isPasswordHash(value: string): boolean {
  return parse(value) !== undefined;
}

export async function hashPassword(password: string, cost: { log2N: number; r: number; p: number } = DEFAULT_COST) {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, KEY_LENGTH, costOptions(cost.log2N, cost.r, cost.p));
  return ['scrypt', cost.log2N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join(':');
}

/** hashPassword, blocking: for configuration files that cannot wait (playwright.config.ts). */
export function hashPasswordSync(password: string, cost: { log2N: number; r: number; p: number } = DEFAULT_COST) {
  const salt = randomBytes(SALT_LENGTH);
  const key = scryptSync(password.normalize('NFC'), salt, KEY_LENGTH, costOptions(cost.log2N, cost.r, cost.p));
  return ['scrypt', cost.log2N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join(':');
}

/** Checks a password against a hash in constant time; false for a malformed hash. */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const parsed = parse(hash);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.key.length, parsed.options);
  return timingSafeEqual(key, parsed.key);
}
