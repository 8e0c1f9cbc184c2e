/**
 * The staff inbox at /admin: React components (views/, TSX imported as source: server/tsx-hooks.ts)
 * rendered to HTML by the server with react-dom/server, with no script in the browser:
 *
 *   routes/sign-in.ts    GET and POST /admin/sign-in (failures limited: sign-in-limits.ts; scrypt work bounded: sign-in-gate.ts)
 *   POST /admin/sign-out
 *   GET  /admin/assets/admin.css          the stylesheet
 *   routes/overview.ts   GET /admin: open submissions, leads per month by source, visits and speed, the outbox
 *   routes/traffic.ts    GET /admin/traffic.csv?month= and /admin/speed.csv (cookie-free analytics)
 *   routes/list.ts       GET /admin/:form (filters, search, pages) and its CSV export
 *   routes/detail.ts     GET /admin/:form/:id and its actions: status, stage, notes, the resume
 *   routes/desk.ts, routes/desks.ts   the desks: openings and articles published from the inbox
 *
 * :form is contact, hire or job-apply. Everything but the sign-in page and the
 * stylesheet needs a session (the guard of session-guard.ts sends other requests to
 * the sign-in page, with no data); every POST needs the CSRF token (plugins/app/csrf.ts),
 * here in a hidden field. Every answer carries X-Robots-Tag: noindex and
 * Cache-Control: no-store. The route modules' parameters, queries and bodies are
 * zod schemas (schemas.ts, through fastify-type-provider-zod).
 *
 * The accounts: the ADMIN_USER / ADMIN_PASSWORD_HASH pair of the environment, and
 * the named accounts of `npm run staff` (db/staff.ts). Registered only when there is
 * at least one (server/app.ts); otherwise /admin is a plain 404.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import formbody from '@fastify/formbody';
import type { FastifyError, FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { errorPage } from './views/pages.tsx';
import type { Config } from '../config.ts';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { hashPassword, verifyPassword } from '../password.ts';
import { inboxKit } from './kit.ts';
import detailRoutes from './routes/detail.ts';
import listRoutes from './routes/list.ts';
import deskRoutes from './routes/desk.ts';
import { DESKS } from './routes/desks.ts';
import overviewRoutes from './routes/overview.ts';
import signInRoutes from './routes/sign-in.ts';
import trafficRoutes from './routes/traffic.ts';
import { sessionGuard } from './session-guard.ts';
import { endSession, SESSION_COOKIE } from './sessions.ts';
import { CheckDuration } from './sign-in-gate.ts';
import { SIGN_IN_LIMIT } from './sign-in-limits.ts';
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

export default async function staffInbox(app: FastifyInstance, { config }: { config: Config }) {
  const kit = inboxKit(app, config);
  const { brand, page, cookieOptions } = kit;
  const db = kit.db;
  const css = stylesheet(config.distDir);
  // How long a password check takes here, measured once with a hash of the accounts' cost:
  // an unknown user name waits that long instead of checking (sign-in-gate.ts).
  const sampleHash = config.adminPasswordHash ?? (await hashPassword(randomBytes(16).toString('hex')));
  const started = performance.now();
  await verifyPassword('', sampleHash);
  const checkDuration = new CheckDuration(performance.now() - started);

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

  await app.register(signInRoutes, { kit, checkDuration });

  // ---------- Everything else: signed-in staff only ----------

  await app.register(async (staff) => {
    staff.addHook('onRequest', sessionGuard(kit));

    staff.post('/sign-out', async (request, reply) => {
      if (request.staff) await endSession(db(), request.staff.token);
      request.log.info({ username: request.staff?.username }, 'staff inbox: signed out');
      return reply.clearCookie(SESSION_COOKIE, cookieOptions(request)).redirect(`${ADMIN}/sign-in`, 303);
    });

    await staff.register(overviewRoutes, { kit });
    // The desks: openings and articles published from the inbox (routes/desk.ts), before the lists' /:form routes.
    for (const desk of DESKS) await staff.register(deskRoutes, { kit, desk });
    await staff.register(trafficRoutes, { kit });
    await staff.register(listRoutes, { kit });
    await staff.register(detailRoutes, { kit });
  });
}
