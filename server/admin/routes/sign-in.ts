/**
 * The sign-in screen of the staff inbox:
 *
 *   GET  /admin/sign-in?next=   the form (a signed-in visitor goes straight to `next`)
 *   POST /admin/sign-in         user name and password: a session and a device cookie, or why not
 *
 * Failures are limited per address, per user name and per device (sign-in-limits.ts),
 * and the scrypt work of checking passwords is bounded (sign-in-gate.ts), so guessing
 * cannot slow the forms. The accounts are the ADMIN_USER / ADMIN_PASSWORD_HASH pair of
 * the environment, then the named accounts of `npm run staff` (db/staff.ts). The query
 * and the body are zod schemas (schemas.ts).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signInPage } from '../views/pages.tsx';
import { accountHash } from '../../db/staff.ts';
import { verifyPassword } from '../../password.ts';
import { deviceOf, DEVICE_COOKIE, DEVICE_TTL_MS, newDevice } from '../device-cookie.ts';
import type { InboxKit } from '../kit.ts';
import { safeNext } from '../safe-next.ts';
import { signInBody, signInQuery } from '../schemas.ts';
import { createSession, SESSION_COOKIE, SESSION_TTL_MS } from '../sessions.ts';
import { SIGN_IN_CHECKS, WorkGate, type CheckDuration } from '../sign-in-gate.ts';
import { addressKey, startAttempt, type Wait } from '../sign-in-limits.ts';

/** An account a user name signs in to: ADMIN_USER's, or a named one stored in staff_accounts. */
interface Account {
  username: string;
  hash: string;
  stored: boolean;
}

function sameSecret(a: string, b: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(a), digest(b));
}

export default async function signInRoutes(
  app: FastifyInstance,
  { kit, checkDuration }: { kit: InboxKit; checkDuration: CheckDuration },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { config, page, context, cookieOptions, sessionOf } = kit;
  const db = kit.db;

  routes.get('/sign-in', { schema: { querystring: signInQuery } }, async (request, reply) => {
    const next = safeNext(request.query.next);
    if (await sessionOf(request)) return reply.redirect(next, 303);
    return page(reply, signInPage({ context: context(request, reply), next }));
  });

  /** Why an attempt is refused unchecked, and when to come back. */
  const waitMessage = ({ scope, ms }: Wait) => {
    const wait = ms < 60_000 ? `${Math.ceil(ms / 1000)} second(s)` : `${Math.ceil(ms / 60_000)} minute(s)`;
    const who = scope === 'address' ? 'from your address' : 'for this user name';
    return `Too many sign-in attempts ${who} have failed. Please wait ${wait} and try again.`;
  };

  // A bound on the scrypt runs of sign-ins, so that guessing cannot slow the forms.
  const checks = new WorkGate(SIGN_IN_CHECKS);
  /** The account a user name signs in to, with its hash: ADMIN_USER first, then the named accounts. */
  const accountOf = async (username: string): Promise<Account | undefined> => {
    if (config.adminUser && config.adminPasswordHash && sameSecret(username, config.adminUser)) {
      return { username: config.adminUser, hash: config.adminPasswordHash, stored: false };
    }
    const hash = username ? await accountHash(db(), username) : undefined;
    return hash ? { username, hash, stored: true } : undefined;
  };

  routes.post('/sign-in', { schema: { body: signInBody } }, async (request, reply) => {
    const { username, password } = request.body;
    const next = safeNext(request.body.next);
    const now = config.clock();
    const device = deviceOf(request, username, now);
    const attempt = await startAttempt(db(), { ip: request.ip, username, device, now });
    if (attempt.wait) {
      request.log.warn({ ip: request.ip, limit: attempt.wait.scope }, 'staff inbox: sign-in refused, waiting');
      return page(
        reply.header('retry-after', String(Math.ceil(attempt.wait.ms / 1000))),
        signInPage({ context: context(request, reply), next, username, error: waitMessage(attempt.wait) }),
        429,
      );
    }
    const release = await checks.enter(addressKey(request.ip), device !== undefined);
    if (!release) {
      request.log.warn({ ip: request.ip }, 'staff inbox: sign-in refused, too many being checked');
      return page(
        reply.header('retry-after', '5'),
        signInPage({
          context: context(request, reply),
          next,
          username,
          error: 'Too many sign-in attempts are being checked right now. Please wait a few seconds and try again.',
        }),
        429,
      );
    }
    let account: Account | undefined;
    let passwordOk = false;
    try {
      account = await accountOf(username);
      if (account) {
        const started = performance.now();
        passwordOk = await verifyPassword(password, account.hash);
        checkDuration.record(performance.now() - started);
      } else {
        // No work for a name that has no account, but as long a wait (sign-in-gate.ts).
        await sleep(checkDuration.typical());
      }
    } finally {
      release();
    }
    const refused = () =>
      page(
        reply,
        signInPage({
          context: context(request, reply),
          next,
          username,
          error: 'The user name or password is not right.',
        }),
        401,
      );
    if (!account || !passwordOk || password === '') {
      await attempt.failed();
      request.log.warn({ ip: request.ip, trusted: attempt.trusted }, 'staff inbox: sign-in failed');
      return refused();
    }
    // A named account is checked again as the session is made: removed or given a new
    // password while its password was checked, it gets none.
    const session = await createSession(kit.database(), account.username, account.stored ? account.hash : undefined);
    if (!session) {
      request.log.warn({ ip: request.ip }, 'staff inbox: sign-in refused, the account was removed or its password set');
      return refused();
    }
    await attempt.succeeded();
    const { token } = session;
    // A new CSRF token too: one planted or seen before signing in is worth nothing after.
    app.csrf.rotate(request, reply);
    request.log.info(
      { ip: request.ip, username: account.username, trusted: attempt.trusted },
      'staff inbox: signed in',
    );
    return reply
      .setCookie(SESSION_COOKIE, token, { ...cookieOptions(request), maxAge: Math.floor(SESSION_TTL_MS / 1000) })
      .setCookie(DEVICE_COOKIE, newDevice(account.username, now), {
        ...cookieOptions(request),
        maxAge: Math.floor(DEVICE_TTL_MS / 1000),
      })
      .redirect(next, 303);
  });
}
