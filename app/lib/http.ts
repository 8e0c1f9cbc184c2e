/**
 * The site's one way to call its API, like Angular's HttpClient: every request that
 * can change something (any method but GET and HEAD) to a relative URL carries the
 * X-XSRF-TOKEN header, copied from the XSRF-TOKEN cookie. Requests to absolute URLs
 * never get it, so the token cannot leak to another site.
 *
 * When the cookie is missing (a visitor who landed straight on a form page) it is
 * fetched from GET /webAPI/csrf first; when the server says the token is no longer
 * valid, a fresh one is fetched and the request is sent once more.
 *
 * A form sends an `Idempotency-Key` (IETF draft httpapi-idempotency-key-header) made by
 * `newIdempotencyKey`, the same one with every try of one filled form, so the server
 * stores it once however often it is sent (server/routes/forms.ts).
 */
import { ERROR_CODES, XSRF_COOKIE, XSRF_HEADER, XSRF_TOKEN_PATH, type ApiError } from '../forms/protocol.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD']);

export function readCookie(name: string): string | undefined {
  for (const pair of document.cookie.split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** `https://…`, `mailto:…` and `//host/…` are absolute; `/webAPI/…` and `form.php` are not. */
export function isAbsoluteUrl(url: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//');
}

async function freshToken(signal: AbortSignal | null | undefined): Promise<string | undefined> {
  await fetch(XSRF_TOKEN_PATH, { credentials: 'same-origin', cache: 'no-store', ...(signal ? { signal } : {}) });
  return readCookie(XSRF_COOKIE);
}

async function isTokenRefused(response: Response): Promise<boolean> {
  if (response.status !== 403) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => undefined)) as Partial<ApiError> | undefined;
  return body?.error === ERROR_CODES.csrfMissing || body?.error === ERROR_CODES.csrfInvalid;
}

/**
 * A new idempotency key as the header carries it, a Structured Field string:
 * 128 random bits (getRandomValues, unlike randomUUID, works on plain http too).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `"${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}"`;
}

export async function send(url: string, init: RequestInit = {}): Promise<Response> {
  const method = (init.method ?? 'GET').toUpperCase();
  if (SAFE_METHODS.has(method) || isAbsoluteUrl(url)) return fetch(url, init);

  const attempt = (token: string | undefined) => {
    const headers = new Headers(init.headers);
    if (token) headers.set(XSRF_HEADER, token);
    return fetch(url, { ...init, headers, credentials: 'same-origin' });
  };
  const response = await attempt(readCookie(XSRF_COOKIE) ?? (await freshToken(init.signal)));
  if (!(await isTokenRefused(response))) return response;
  return attempt(await freshToken(init.signal));
}
