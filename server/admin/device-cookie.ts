/**
 * The device cookie of OWASP's protection against slow brute force: a browser that
 * signed in successfully receives a signed cookie naming the user and a random id,
 * and later sign-ins of that user from that browser are "trusted" (sign-in-limits.ts):
 * failures made elsewhere do not hold them back. Signed with the key that signs the
 * session cookie (@fastify/cookie, derived from CSRF_SECRET), so no one can make one;
 * HttpOnly and limited to /admin, so no page script reads it. Renewed at each sign-in.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

export const DEVICE_COOKIE = 'nw_staff_device';
/** How long a browser stays trusted after its last successful sign-in. */
export const DEVICE_TTL_MS = 180 * 24 * 60 * 60_000;

/** The cookie's value before signing: `<id>.<issued at, ms>.<user name, base64url>`. */
export function newDevice(username: string, now: Date): string {
  return `${randomBytes(18).toString('base64url')}.${now.getTime()}.${Buffer.from(username, 'utf8').toString('base64url')}`;
}

/** The id of the request's device cookie when it is signed by us, for `username`, and not expired at `now`. */
export function deviceOf(request: FastifyRequest, username: string, now: Date): string | undefined {
  const raw = request.cookies[DEVICE_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return undefined;
  const [id, issued, name, ...rest] = unsigned.value.split('.');
  if (!id || !issued || name === undefined || rest.length > 0) return undefined;
  if (Buffer.from(name, 'base64url').toString('utf8') !== username) return undefined;
  const issuedAt = Number(issued);
  if (!Number.isSafeInteger(issuedAt) || issuedAt > now.getTime() || now.getTime() - issuedAt > DEVICE_TTL_MS) {
    return undefined;
  }
  return id;
}
