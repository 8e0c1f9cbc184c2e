/**
 * The staff inbox at /admin: React components (views/, TSX compiled by `npm run build`)
 * rendered to HTML by the server with react-dom/server, with no script in the browser:
 *
 *   GET  /admin/sign-in, POST /admin/sign-in (failures limited: sign-in-limits.ts), POST /admin/sign-out
 *   GET  /admin/assets/admin.css          the stylesheet
 *   routes/overview.ts   GET /admin: open submissions, leads per month by source, the outbox
 *   routes/list.ts       GET /admin/:form (filters, search, pages) and its CSV export
 *   routes/detail.ts     GET /admin/:form/:id and its actions: status, stage, notes, the resume
 *
 * :form is contact, hire or job-apply. Everything but the sign-in page and the
 * stylesheet needs a session (the guard of session-guard.ts sends other requests to
 * the sign-in page, with no data); every POST needs the CSRF token (plugins/csrf.ts),
 * here in a hidden field. Every answer carries X-Robots-Tag: noindex and
 * Cache-Control: no-store. The route modules' parameters, queries and bodies are
 * zod schemas (schemas.ts, through fastify-type-provider-zod).
 *
 * The accounts: the ADMIN_USER / ADMIN_PASSWORD_HASH pair of the environment, and
 * the named accounts of `npm run staff` (db/staff.ts). Registered only when there is
 * at least one (server/app.ts); otherwise /admin is a plain 404.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import formbody from '@fastify/formbody';
import type { FastifyError, FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { errorPage, signInPage } from '#admin-views';
import type { Config } from '../config.ts';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { accountHash } from '../db/staff.ts';
import { hashPassword, verifyPassword } from '../password.ts';
import { inboxKit } from './kit.ts';
import detailRoutes from './routes/detail.ts';
import listRoutes from './routes/list.ts';
import overviewRoutes from './routes/overview.ts';
import { safeNext } from './safe-next.ts';
import { sessionGuard } from './session-guard.ts';
import { createSession, endSession, SESSION_COOKIE, SESSION_TTL_MS } from './sessions.ts';
import { SIGN_IN_CHECKS, WorkGate } from './sign-in-gate.ts';
import { addressKey, SIGN_IN_LIMIT, startAttempt, type Wait } from './sign-in-limits.ts';
import { deviceOf, DEVICE_COOKIE, DEVICE_TTL_MS, newDevice } from './device-cookie.ts';
import { ADMIN } from './views/inbox.ts';

export { SIGN_IN_LIMIT };

/** The site's design tokens, shared with the public site rather than copied. */
const SITE_TOKENS = resolve(import.meta.dirname, '../../app/styles/tokens.css');

/** Where the build puts its hashed assets (Vite's folder). */
const ASSET_FOLDERS = ['assets'];

/**
 * The stylesheet: the site's tokens, then admin.css, with @font-face rules for the
 * site's own fonts in front when the build in distDir has them.
 */
export function stylesheet(distDir: string): string {
  const css = `${readFileSync(SITE_TOKENS, 'utf8')}\n${readFileSync(join(import.meta.dirname, 'admin.css'), 'utf8')}`;
  const files = ASSET_FOLDERS.flatMap((folder) => {
    try {
      return readdirSync(join(distDir, folder)).map((name) => `${folder}/${name}`);
    } catch {
      return [];
    }
  });
  const faces = [
    { family: 'Inter Variable', stem: 'inter-latin-wght-normal', weight: '100 900' },
    { family: 'Plus Jakarta Sans Variable', stem: 'plus-jakarta-sans-latin-wght-normal', weight: '200 800' },
  ].flatMap(({ family, stem, weight }) => {
    // Vite names a font `<stem>-<hash>.woff2`.
    const shape = new RegExp(`/${stem}[.-][\\w-]+\\.woff2$`);
    const file = files.find((name) => shape.test(name));
    return file
      ? [
          `@font-face{font-family:'${family}';font-style:normal;font-display:swap;font-weight:${weight};src:url(/${file}) format('woff2-variations');}`,
        ]
      : [];
  });
  return `${faces.join('\n')}\n${css}`;
}

function first(value: unknown): string {
  if (Array.isArray(value)) return first(value[0]);
  return typeof value === 'string' ? value : '';
}

function sameSecret(a: string, b: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(a), digest(b));
}

export default async function staffInbox(app: FastifyInstance, { config }: { config: Config }) {
  const kit = inboxKit(app, config);
  const { brand, page, context, cookieOptions, sessionOf } = kit;
  const db = kit.db;
  const css = stylesheet(config.distDir);
  // An unknown user name is checked against this, so that it takes as long as a known one.
  const unknownUserHash = config.adminPasswordHash ?? (await hashPassword(randomBytes(16).toString('hex')));

  await app.register(formbody, { bodyLimit: 16 * 1024 });
  app.decorateRequest('staff', undefined);
  // The route modules' zod schemas check their params, queries and bodies (in this scope only).
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-robots-tag', 'noindex, nofollow');
    reply.header('cache-control', 'no-store');
    reply.header('referrer-policy', 'same-origin');
  });

  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const unavailable = isDatabaseUnavailable(error);
    // A path that fails its schema names no list or submission: 404. A body that fails says why.
    const invalid = error.validation ? (error.validationContext === 'params' ? 404 : 400) : undefined;
    const status =
      invalid ?? (unavailable ? 503 : error.statusCode && error.statusCode >= 400 ? error.statusCode : 500);
    const said = error.validation
      ? (error.validation[0]?.message ?? 'The request was not as expected.')
      : error.message;
    if (status >= 500) request.log.error(error);
    else request.log.info({ err: said, code: error.code }, 'staff inbox: request refused');
    const [title, message] =
      status === 403
        ? [
            'This page has expired',
            'Your browser could not be verified (the security token was missing or did not match), so nothing was changed. Go back, reload the page and try again.',
          ]
        : status === 404
          ? ['Not found', 'There is nothing here. It may have been deleted after the retention period.']
          : status === 503
            ? [
                'The database is unavailable',
                'The inbox cannot reach its database right now. Please try again in a minute.',
              ]
            : status < 500
              ? ['That did not work', said]
              : ['Something went wrong', 'Something went wrong on our side. Please try again.'];
    return page(reply, errorPage({ brand, status, title, message }), status);
  });

  app.setNotFoundHandler(async (_request, reply) =>
    page(reply, errorPage({ brand, status: 404, title: 'Not found', message: 'There is nothing here.' }), 404),
  );

  // ---------- Open to everyone: the stylesheet and signing in ----------

  app.get('/assets/admin.css', async (_request, reply) =>
    reply.header('cache-control', 'private, max-age=600').type('text/css; charset=utf-8').send(css),
  );

  app.get('/sign-in', async (request, reply) => {
    const next = safeNext(first((request.query as Record<string, unknown>)['next']));
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
  const accountOf = async (username: string): Promise<{ username: string; hash: string } | undefined> => {
    if (config.adminUser && config.adminPasswordHash && sameSecret(username, config.adminUser)) {
      return { username: config.adminUser, hash: config.adminPasswordHash };
    }
    const hash = username ? await accountHash(db(), username) : undefined;
    return hash ? { username, hash } : undefined;
  };

  app.post('/sign-in', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const username = first(body['username']).trim().slice(0, 200);
    const password = first(body['password']).slice(0, 1024);
    const next = safeNext(first(body['next']));
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
    let account: { username: string; hash: string } | undefined;
    let passwordOk: boolean;
    try {
      // The password is checked even for a wrong user name, so both take as long.
      account = await accountOf(username);
      passwordOk = await verifyPassword(password, account?.hash ?? unknownUserHash);
    } finally {
      release();
    }
    if (!account || !passwordOk || password === '') {
      await attempt.failed();
      request.log.warn({ ip: request.ip, trusted: attempt.trusted }, 'staff inbox: sign-in failed');
      return page(
        reply,
        signInPage({
          context: context(request, reply),
          next,
          username,
          error: 'The user name or password is not right.',
        }),
        401,
      );
    }
    await attempt.succeeded();
    const { token } = await createSession(db(), account.username);
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

  // ---------- Everything else: signed-in staff only ----------

  await app.register(async (staff) => {
    staff.addHook('onRequest', sessionGuard(kit));

    staff.post('/sign-out', async (request, reply) => {
      if (request.staff) await endSession(db(), request.staff.token);
      request.log.info({ username: request.staff?.username }, 'staff inbox: signed out');
      return reply.clearCookie(SESSION_COOKIE, cookieOptions(request)).redirect(`${ADMIN}/sign-in`, 303);
    });

    await staff.register(overviewRoutes, { kit });
    await staff.register(listRoutes, { kit });
    await staff.register(detailRoutes, { kit });
  });
}
