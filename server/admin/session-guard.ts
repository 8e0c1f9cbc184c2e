/**
 * The staff inbox's session guard: an onRequest hook on every route but the
 * sign-in page and the stylesheet. A request with a current session goes on with
 * `request.staff` set; any other is sent to the sign-in page (a GET with the page
 * to return to), with no data, and a stale session cookie is cleared.
 */
import type { onRequestAsyncHookHandler } from 'fastify';
import type { InboxKit } from './kit.ts';
import { SESSION_COOKIE, type StaffSession } from './sessions.ts';
import { ADMIN } from './views/inbox.ts';
import { safeNext } from './safe-next.ts';

declare module 'fastify' {
  interface FastifyRequest {
    staff?: StaffSession & { token: string };
  }
}

export function sessionGuard(kit: InboxKit): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const session = await kit.sessionOf(request);
    if (session) {
      request.staff = session;
      return;
    }
    if (request.cookies[SESSION_COOKIE]) reply.clearCookie(SESSION_COOKIE, kit.cookieOptions(request));
    const next = request.method === 'GET' ? `?next=${encodeURIComponent(safeNext(request.url))}` : '';
    return reply.redirect(`${ADMIN}/sign-in${next}`, 303);
  };
}
