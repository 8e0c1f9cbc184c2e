/**
 * What the staff inbox's route modules (routes/) share: the database, the page
 * context every view is given, sending a page, the session cookie. Made once by the
 * inbox plugin (index.ts) and handed to each module in its options.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FormId } from '../../app/forms/index.ts';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import { inboxCounts } from '../db/inbox.ts';
import { listAccounts } from '../db/staff.ts';
import { dayIn } from '../submission-view.ts';
import { siteSettings } from '../site-settings.ts';
import { findSession, SESSION_COOKIE, type StaffSession } from './sessions.ts';
import { ADMIN, FORM_ORDER, type PageContext } from './views/inbox.ts';

export interface InboxKit {
  config: Config;
  brand: string;
  db: () => Db;
  database: () => Database;
  /** The context of a page: the brand, the CSRF token, who is signed in, and `extra`. */
  context: (request: FastifyRequest, reply: FastifyReply, extra?: Partial<PageContext>) => PageContext;
  /** The context of a signed-in page with the navigation's open counts, and the counts themselves. */
  navContext: (
    request: FastifyRequest,
    reply: FastifyReply,
    current: NonNullable<PageContext['current']>,
  ) => Promise<{ page: PageContext; counts: Awaited<ReturnType<typeof inboxCounts>> }>;
  page: (reply: FastifyReply, html: string, status?: number) => FastifyReply;
  /** The options of the inbox's cookies (session and device), limited to /admin. */
  cookieOptions: (request: FastifyRequest) => {
    path: string;
    httpOnly: true;
    sameSite: 'strict';
    secure: boolean;
    signed: true;
  };
  /** Every member of staff's user name: ADMIN_USER first, then the named accounts. */
  staffNames: () => Promise<string[]>;
  /** The staff session of the request's cookie, if it is signed by us and current. */
  sessionOf: (request: FastifyRequest) => Promise<(StaffSession & { token: string }) | undefined>;
}

export function inboxKit(app: FastifyInstance, config: Config): InboxKit {
  const { brand } = siteSettings();
  const siteIsHttps = new URL(config.siteUrl).protocol === 'https:';
  const db = () => app.database.db;
  const context: InboxKit['context'] = (request, reply, extra = {}) => ({
    brand,
    csrfToken: app.csrf.tokenFor(request, reply),
    ...(request.staff ? { username: request.staff.username } : {}),
    timeZone: config.timeZone,
    today: dayIn(config.clock(), config.timeZone),
    ...extra,
  });
  return {
    config,
    brand,
    db,
    database: () => app.database,
    context,
    navContext: async (request, reply, current) => {
      const counts = await inboxCounts(db());
      const openCounts = Object.fromEntries(FORM_ORDER.map((form) => [form, counts[form].open])) as Record<
        FormId,
        number
      >;
      return { page: context(request, reply, { openCounts, current }), counts };
    },
    page: (reply, html, status = 200) => reply.code(status).type('text/html; charset=utf-8').send(html),
    cookieOptions: (request) => ({
      path: ADMIN,
      httpOnly: true,
      sameSite: 'strict',
      secure: siteIsHttps || request.protocol === 'https',
      signed: true,
    }),
    staffNames: async () => {
      const named = (await listAccounts(db())).map((account) => account.username);
      return [...new Set([...(config.adminUser ? [config.adminUser] : []), ...named])];
    },
    sessionOf: async (request) => {
      const raw = request.cookies[SESSION_COOKIE];
      if (!raw) return undefined;
      const unsigned = request.unsignCookie(raw);
      if (!unsigned.valid || !unsigned.value) return undefined;
      const session = await findSession(db(), unsigned.value);
      return session && { ...session, token: unsigned.value };
    },
  };
}
