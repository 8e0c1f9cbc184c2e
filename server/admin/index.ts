/**
 * The staff inbox at /admin: React components (views/, TSX compiled by `npm run build`)
 * rendered to HTML by the server with react-dom/server, with no script in the browser:
 *
 *   GET  /admin/sign-in, POST /admin/sign-in (failures limited: sign-in-limits.ts), POST /admin/sign-out
 *   GET  /admin                          overview: open submissions, the outbox
 *   GET  /admin/:form?state=&q=&page=     a form's submissions, newest first, 25 a page
 *   GET  /admin/:form/export.csv?state=&q=  the same, all pages, as CSV
 *   GET  /admin/:form/:id                 one submission, its resume and e-mails
 *   POST /admin/:form/:id/status          action=handled|reopen|spam|not-spam
 *   GET  /admin/job-apply/:id/resume      the resume, as an attachment
 *   GET  /admin/assets/admin.css          the stylesheet
 *
 * :form is contact, hire or job-apply. Everything but the sign-in page and the
 * stylesheet needs a session (plain requests are sent to the sign-in page, with no
 * data); every POST needs the CSRF token (plugins/csrf.ts), here in a hidden field.
 * Every answer carries X-Robots-Tag: noindex and Cache-Control: no-store.
 *
 * Registered only when ADMIN_USER and ADMIN_PASSWORD_HASH are set; otherwise
 * /admin is a plain 404.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { detailPage, errorPage, listPage, overviewPage, signInPage } from '#admin-views';
import { inArray } from 'drizzle-orm';
import type { FormId } from '../../app/forms/index.ts';
import type { Config } from '../config.ts';
import { isDatabaseUnavailable } from '../db/errors.ts';
import {
  ACTIONS,
  allSubmissions,
  applyAction,
  getSubmission,
  inboxCounts,
  leadsBySource,
  listSubmissions,
  mailOf,
  outboxCounts,
  resumeFile,
  resumeInfo,
  STATES,
  type Action,
  type State,
} from '../db/inbox.ts';
import { resumes } from '../db/schema.ts';
import { httpError } from '../http-error.ts';
import { siteSettings } from '../site-settings.ts';
import { FORM_NAMES } from '../submission-view.ts';
import { submissionsCsv } from './csv.ts';
import { verifyPassword } from './password.ts';
import {
  createSession,
  endSession,
  findSession,
  SESSION_COOKIE,
  SESSION_TTL_MS,
  type StaffSession,
} from './sessions.ts';
import { SIGN_IN_LIMIT, startAttempt, type Wait } from './sign-in-limits.ts';
import { deviceOf, DEVICE_COOKIE, DEVICE_TTL_MS, newDevice } from './device-cookie.ts';
import { ADMIN, FORM_ORDER, type PageContext } from './views/inbox.ts';

export { SIGN_IN_LIMIT };
export const PAGE_SIZE = 25;
/** Months the overview's leads-by-source chart covers, this one included. */
const LEAD_MONTHS = 6;

/** The `count` months up to `now`'s, oldest first, as YYYY-MM in UTC. */
function lastMonths(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - index), 1));
    return month.toISOString().slice(0, 7);
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

/** A path inside /admin to return to after signing in; anything else becomes /admin. */
export function safeNext(value: string): string {
  if (!value.startsWith(`${ADMIN}`) || value.startsWith('//') || /[\\\s]/.test(value)) return ADMIN;
  try {
    const url = new URL(value, 'http://inbox.invalid');
    if (url.origin !== 'http://inbox.invalid' || !(url.pathname === ADMIN || url.pathname.startsWith(`${ADMIN}/`))) {
      return ADMIN;
    }
    if (url.pathname.startsWith(`${ADMIN}/sign-`)) return ADMIN;
    return url.pathname + url.search;
  } catch {
    return ADMIN;
  }
}

function formOf(value: unknown): FormId {
  const form = first(value);
  if (!(FORM_ORDER as readonly string[]).includes(form)) throw httpError(404, 'NOT_FOUND', 'No such list.');
  return form as FormId;
}

function idOf(value: unknown): string {
  const id = first(value);
  if (!UUID.test(id)) throw httpError(404, 'NOT_FOUND', 'No such submission.');
  return id.toLowerCase();
}

function stateOf(value: unknown): State {
  const state = first(value);
  return (STATES as readonly string[]).includes(state) ? (state as State) : 'open';
}

declare module 'fastify' {
  interface FastifyRequest {
    staff?: StaffSession & { token: string };
  }
}

export default async function staffInbox(app: FastifyInstance, { config }: { config: Config }) {
  const adminUser = config.adminUser;
  const passwordHash = config.adminPasswordHash;
  if (!adminUser || !passwordHash) throw new Error('The staff inbox needs ADMIN_USER and ADMIN_PASSWORD_HASH.');
  const { brand } = siteSettings();
  const css = stylesheet(config.distDir);
  const siteIsHttps = new URL(config.siteUrl).protocol === 'https:';
  const db = () => app.database.db;

  await app.register(formbody, { bodyLimit: 16 * 1024 });
  app.decorateRequest('staff', undefined);

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-robots-tag', 'noindex, nofollow');
    reply.header('cache-control', 'no-store');
    reply.header('referrer-policy', 'same-origin');
  });

  const context = (request: FastifyRequest, reply: FastifyReply, extra: Partial<PageContext> = {}): PageContext => ({
    brand,
    csrfToken: app.csrf.tokenFor(request, reply),
    ...(request.staff ? { username: request.staff.username } : {}),
    ...extra,
  });
  const page = (reply: FastifyReply, html: string, status = 200) =>
    reply.code(status).type('text/html; charset=utf-8').send(html);
  const cookieOptions = (request: FastifyRequest) => ({
    path: ADMIN,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: siteIsHttps || request.protocol === 'https',
    signed: true,
  });

  app.setErrorHandler(async (error: Error & { statusCode?: number; code?: string }, request, reply) => {
    const unavailable = isDatabaseUnavailable(error);
    const status = unavailable ? 503 : error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    else request.log.info({ err: error.message, code: error.code }, 'staff inbox: request refused');
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
              ? ['That did not work', error.message]
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

  const sessionOf = async (request: FastifyRequest): Promise<(StaffSession & { token: string }) | undefined> => {
    const raw = request.cookies[SESSION_COOKIE];
    if (!raw) return undefined;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return undefined;
    const session = await findSession(db(), unsigned.value);
    return session && { ...session, token: unsigned.value };
  };

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
    // The password is checked even for a wrong user name, so both take as long.
    const passwordOk = await verifyPassword(password, passwordHash);
    if (!sameSecret(username, adminUser) || !passwordOk || password === '') {
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
    const { token } = await createSession(db(), adminUser);
    // A new CSRF token too: one planted or seen before signing in is worth nothing after.
    app.csrf.rotate(request, reply);
    request.log.info({ ip: request.ip, username: adminUser, trusted: attempt.trusted }, 'staff inbox: signed in');
    return reply
      .setCookie(SESSION_COOKIE, token, { ...cookieOptions(request), maxAge: Math.floor(SESSION_TTL_MS / 1000) })
      .setCookie(DEVICE_COOKIE, newDevice(adminUser, now), {
        ...cookieOptions(request),
        maxAge: Math.floor(DEVICE_TTL_MS / 1000),
      })
      .redirect(next, 303);
  });

  // ---------- Everything else: signed-in staff only ----------

  await app.register(async (staff) => {
    staff.addHook('onRequest', async (request, reply) => {
      const session = await sessionOf(request);
      if (session) {
        request.staff = session;
        return;
      }
      if (request.cookies[SESSION_COOKIE]) reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
      const next = request.method === 'GET' ? `?next=${encodeURIComponent(safeNext(request.url))}` : '';
      return reply.redirect(`${ADMIN}/sign-in${next}`, 303);
    });

    const navContext = async (request: FastifyRequest, reply: FastifyReply, current: FormId | 'overview') => {
      const counts = await inboxCounts(db());
      const openCounts = Object.fromEntries(FORM_ORDER.map((form) => [form, counts[form].open])) as Record<
        FormId,
        number
      >;
      return { page: context(request, reply, { openCounts, current }), counts };
    };

    staff.post('/sign-out', async (request, reply) => {
      if (request.staff) await endSession(db(), request.staff.token);
      request.log.info({ username: request.staff?.username }, 'staff inbox: signed out');
      return reply.clearCookie(SESSION_COOKIE, cookieOptions(request)).redirect(`${ADMIN}/sign-in`, 303);
    });

    staff.get('/', async (request, reply) => {
      const { page: pageContext, counts } = await navContext(request, reply, 'overview');
      const mail = await outboxCounts(db());
      const months = lastMonths(config.clock(), LEAD_MONTHS);
      const leads = { months, counts: await leadsBySource(db(), new Date(`${months[0]}-01T00:00:00Z`)) };
      return page(
        reply,
        overviewPage({
          context: pageContext,
          counts,
          mail: { enabled: app.outbox.enabled, ...mail },
          retentionDays: config.retentionDays,
          leads,
        }),
      );
    });

    staff.get('/:form', async (request, reply) => {
      const params = request.params as Record<string, unknown>;
      const query = request.query as Record<string, unknown>;
      const form = formOf(params['form']);
      const state = stateOf(query['state']);
      const search = first(query['q']).trim().slice(0, 200);
      const requested = Number.parseInt(first(query['page']), 10);
      const pageNumber = Number.isInteger(requested) && requested > 0 ? requested : 1;
      const { page: pageContext } = await navContext(request, reply, form);
      const { rows, total } = await listSubmissions(
        db(),
        form,
        { state, search },
        { offset: (pageNumber - 1) * PAGE_SIZE, limit: PAGE_SIZE },
      );
      const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
      return page(
        reply,
        listPage({
          context: pageContext,
          form,
          state,
          search,
          rows,
          total,
          page: pageNumber,
          pages,
          pageSize: PAGE_SIZE,
        }),
      );
    });

    staff.get('/:form/export.csv', async (request, reply) => {
      const params = request.params as Record<string, unknown>;
      const query = request.query as Record<string, unknown>;
      const form = formOf(params['form']);
      const state = stateOf(query['state']);
      const search = first(query['q']).trim().slice(0, 200);
      const rows = await allSubmissions(db(), form, { state, search });
      let names: Map<string, string> | undefined;
      if (form === 'job-apply') {
        names = new Map();
        const ids = rows.map((row) => row.id);
        for (let start = 0; start < ids.length; start += 1_000) {
          const found = await db()
            .select({ id: resumes.applicationId, name: resumes.storedName })
            .from(resumes)
            .where(inArray(resumes.applicationId, ids.slice(start, start + 1_000)));
          for (const { id, name } of found) names.set(id, name);
        }
      }
      const date = new Date().toISOString().slice(0, 10);
      const filename = `${FORM_NAMES[form].plural.toLowerCase().replace(/\s+/g, '-')}-${state}-${date}.csv`;
      request.log.info(
        { form, state, rows: rows.length, username: request.staff?.username },
        'staff inbox: CSV export',
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('x-content-type-options', 'nosniff')
        .send(submissionsCsv(form, rows, names));
    });

    staff.get('/:form/:id', async (request, reply) => {
      const params = request.params as Record<string, unknown>;
      const form = formOf(params['form']);
      const id = idOf(params['id']);
      const row = await getSubmission(db(), form, id);
      if (!row) throw httpError(404, 'NOT_FOUND', 'No such submission.');
      const { page: pageContext } = await navContext(request, reply, form);
      const resume = form === 'job-apply' ? await resumeInfo(db(), id) : undefined;
      const mail = await mailOf(db(), id);
      const updated = first((request.query as Record<string, unknown>)['updated']);
      return page(
        reply,
        detailPage({
          context: pageContext,
          form,
          row,
          ...(resume ? { resume } : {}),
          mail,
          ...((ACTIONS as readonly string[]).includes(updated) ? { updated: updated as Action } : {}),
        }),
      );
    });

    staff.post('/:form/:id/status', async (request, reply) => {
      const params = request.params as Record<string, unknown>;
      const form = formOf(params['form']);
      const id = idOf(params['id']);
      const action = first(((request.body ?? {}) as Record<string, unknown>)['action']);
      if (!(ACTIONS as readonly string[]).includes(action)) throw httpError(400, 'BAD_REQUEST', 'Unknown action.');
      if (!(await applyAction(db(), form, id, action as Action))) {
        throw httpError(404, 'NOT_FOUND', 'No such submission.');
      }
      request.log.info({ form, id, action, username: request.staff?.username }, 'staff inbox: submission marked');
      return reply.redirect(`${ADMIN}/${form}/${id}?updated=${action}`, 303);
    });

    staff.get('/:form/:id/resume', async (request, reply) => {
      const params = request.params as Record<string, unknown>;
      const form = formOf(params['form']);
      const id = idOf(params['id']);
      const resume = form === 'job-apply' ? await resumeFile(db(), id) : undefined;
      if (!resume) throw httpError(404, 'NOT_FOUND', 'No resume for this submission.');
      // storedName is already lower-case letters, digits and dashes; kept that way whatever is stored.
      const filename = resume.storedName.replace(/[^a-z0-9.-]/gi, '-') || 'resume';
      request.log.info({ id, username: request.staff?.username }, 'staff inbox: resume downloaded');
      return reply
        .type(resume.contentType)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(resume.data);
    });
  });
}
