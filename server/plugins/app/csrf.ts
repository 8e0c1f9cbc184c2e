/**
 * Not @fastify/csrf-protection: its tokens are kept in a session or an HttpOnly
 * secret cookie and sent back by the page, whereas the site's script (and Angular's
 * HttpClient convention it follows) reads an XSRF-TOKEN cookie and echoes it in a
 * header, with no session for anonymous visitors.
 *
 * Cross-site request forgery protection for every request that can change
 * something (any method but GET, HEAD and OPTIONS):
 *
 * - The double-submit token Angular's HttpClient expects: the server issues the
 *   cookie XSRF-TOKEN (readable by the page's script, SameSite=Strict, Secure over
 *   HTTPS) holding a random value signed with HMAC-SHA-256; the browser copies it
 *   into the X-XSRF-TOKEN header. A request whose header is missing, differs from
 *   the cookie or is not signed with our secret gets 403. Another site can neither
 *   read the cookie nor forge a signed value.
 * - Fetch metadata and origin: `Sec-Fetch-Site: cross-site` and an Origin header
 *   other than SITE_URL's origin or one of ALLOWED_ORIGINS (or, with SITE_URL unset,
 *   a loopback origin) are refused with 403 before the token is looked at. Never
 *   the request's own Host: a forged Host header would make any Origin "same-origin".
 *
 * GET /webAPI/csrf sets the cookie (keeping a valid one), so a visitor who lands
 * straight on a form page gets one before sending; the browser script calls it when
 * the cookie is absent. HTML pages are not touched, so they stay cacheable.
 *
 * The staff inbox (/admin) posts plain HTML forms without script: there the token
 * travels in a hidden form field, CSRF_FIELD, instead of the header, compared with
 * the same cookie. Its pages get the token from `app.csrf.tokenFor(request, reply)`.
 *
 * The secret comes from CSRF_SECRET, or is generated once into DATA_DIR/csrf-secret.
 * Replicas behind a load balancer must share it (set CSRF_SECRET). A key derived
 * from it also signs cookies (@fastify/cookie's `signed`: the staff session cookie).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES, XSRF_COOKIE, XSRF_HEADER, XSRF_TOKEN_PATH } from '../../../app/forms/index.ts';
import type { Config } from '../../config.ts';
import { makePrivateFolder } from '../../db/private-folder.ts';
import { httpError } from '../../http-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** http://localhost, http://127.0.0.1 or http://[::1], on any port. */
const LOOPBACK_ORIGIN = /^http:\/\/(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/;

/** The hidden field of a plain HTML form (application/x-www-form-urlencoded) that carries the token. */
export const CSRF_FIELD = '_csrf';

export interface CsrfControl {
  /** A valid token for this browser: its cookie's, or a new one set on the reply. */
  tokenFor(request: FastifyRequest, reply: FastifyReply): string;
  /**
   * A new token set on the reply, whatever the browser holds (the staff sign-in
   * rotates it), so a token known before signing in does not match after it.
   */
  rotate(request: FastifyRequest, reply: FastifyReply): string;
}

/** The token a plain HTML form sent in CSRF_FIELD, if the body is such a form. */
function formToken(request: FastifyRequest): string | undefined {
  const type = request.headers['content-type'] ?? '';
  if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded')) return undefined;
  const body = request.body as Record<string, unknown> | null | undefined;
  const value = body && typeof body === 'object' ? body[CSRF_FIELD] : undefined;
  return typeof value === 'string' ? value : undefined;
}
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/;

/** Reads the secret file, or creates it; a concurrent creator's file wins. */
export function secretFromDataDir(dataDir: string): string {
  const file = join(dataDir, 'csrf-secret');
  makePrivateFolder(dataDir);
  try {
    writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable secret; delete it to have a new one made`);
  return secret;
}

export function tokenSigner(secret: string) {
  const sign = (nonce: string) => createHmac('sha256', secret).update(nonce).digest('base64url');
  return {
    issue(): string {
      const nonce = randomBytes(16).toString('base64url');
      return `${nonce}.${sign(nonce)}`;
    },
    verify(token: string | undefined): boolean {
      if (!token || !TOKEN_SHAPE.test(token)) return false;
      const [nonce = '', signature = ''] = token.split('.');
      return timingSafeEqual(Buffer.from(signature), Buffer.from(sign(nonce)));
    },
  };
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const secret = config.csrfSecret ?? secretFromDataDir(config.dataDir);
    const signer = tokenSigner(secret);
    const siteOrigin = new URL(config.siteUrl).origin;
    const allowedOrigins = new Set([siteOrigin, ...config.allowedOrigins]);
    const siteIsHttps = siteOrigin.startsWith('https:');

    await app.register(cookie, {
      secret: createHmac('sha256', secret).update('nexaweave cookie signing').digest('base64url'),
    });

    const cookieOptions = (request: FastifyRequest) => ({
      path: '/',
      sameSite: 'strict' as const,
      httpOnly: false,
      secure: siteIsHttps || request.protocol === 'https',
    });

    app.get(XSRF_TOKEN_PATH, async (request, reply) => {
      const current = request.cookies[XSRF_COOKIE];
      const token = current && signer.verify(current) ? current : signer.issue();
      return reply
        .header('cache-control', 'no-store')
        .setCookie(XSRF_COOKIE, token, cookieOptions(request))
        .code(204)
        .send();
    });

    const issued = new WeakMap<FastifyRequest, string>();
    const rotate = (request: FastifyRequest, reply: FastifyReply): string => {
      const token = signer.issue();
      issued.set(request, token);
      reply.setCookie(XSRF_COOKIE, token, cookieOptions(request));
      return token;
    };
    app.decorate('csrf', {
      tokenFor(request, reply) {
        const fresh = issued.get(request);
        if (fresh) return fresh;
        const current = request.cookies[XSRF_COOKIE];
        if (current && signer.verify(current)) return current;
        return rotate(request, reply);
      },
      rotate,
    } satisfies CsrfControl);

    app.addHook('preValidation', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;

      if (request.headers['sec-fetch-site'] === 'cross-site') {
        throw httpError(403, ERROR_CODES.crossSite, 'Requests from other sites are not accepted.');
      }
      const origin = request.headers.origin;
      const allowed =
        origin === undefined ||
        allowedOrigins.has(origin) ||
        (config.allowLoopbackOrigins && LOOPBACK_ORIGIN.test(origin));
      if (!allowed) {
        throw httpError(403, ERROR_CODES.crossSite, 'Requests from other sites are not accepted.');
      }

      // A beacon that sets and reads no cookie (the page-view endpoint, plugins/app/analytics.ts)
      // is checked by its origin alone: a forged one could only add a page view.
      if (request.routeOptions.config.originCheckOnly) return;

      const cookieToken = request.cookies[XSRF_COOKIE];
      const headerValue = request.headers[XSRF_HEADER.toLowerCase()];
      const headerToken = typeof headerValue === 'string' ? headerValue : formToken(request);
      if (!cookieToken || !headerToken) {
        throw httpError(
          403,
          ERROR_CODES.csrfMissing,
          `The ${XSRF_HEADER} header and the ${XSRF_COOKIE} cookie are required.`,
        );
      }
      if (!sameText(cookieToken, headerToken) || !signer.verify(cookieToken)) {
        throw httpError(
          403,
          ERROR_CODES.csrfInvalid,
          `The ${XSRF_HEADER} header does not match a valid ${XSRF_COOKIE} cookie.`,
        );
      }
    });
  },
  { name: 'csrf' },
);

declare module 'fastify' {
  interface FastifyInstance {
    csrf: CsrfControl;
  }
  interface FastifyContextConfig {
    /** The route takes posts without a CSRF token: only the Origin and Sec-Fetch-Site checks apply. */
    originCheckOnly?: boolean;
  }
}
