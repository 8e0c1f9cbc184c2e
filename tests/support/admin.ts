/**
 * Helpers for the staff inbox tests: an app with the inbox on (a password hashed
 * here, at test time, so no password sits in the repository's configuration), a
 * browser-like cookie jar, signing in, and posting plain HTML forms.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../../server/password.ts';
import type { Config } from '../../server/config.ts';
import { formsApp } from './forms.ts';

export const STAFF_USER = 'staff';
/** Made up for each run; a cheaper scrypt cost than production's keeps the tests quick. */
export const STAFF_PASSWORD = `test-${Math.random().toString(36).slice(2)}-password`;
let hash: Promise<string> | undefined;
export const staffPasswordHash = () => (hash ??= hashPassword(STAFF_PASSWORD, { log2N: 12, r: 8, p: 1 }));

export async function adminApp(
  overrides: Partial<Config> = {},
  options: { keepDataDir?: boolean } = {},
): Promise<FastifyInstance> {
  return formsApp({ adminUser: STAFF_USER, adminPasswordHash: await staffPasswordHash(), ...overrides }, options);
}

let browsers = 0;

/**
 * One browser: its cookies as it keeps them for this site (path and expiry ignored:
 * tests stay under /admin), and its own client address, so that the sign-in rate
 * limit counts each test's attempts apart.
 */
export class Jar {
  readonly cookies = new Map<string, string>();
  readonly address: string;

  constructor(address?: string) {
    browsers += 1;
    this.address = address ?? `198.18.${Math.floor(browsers / 250)}.${(browsers % 250) + 1}`;
  }

  take(res: LightMyRequestResponse): this {
    for (const cookie of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return this;
  }

  get header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  get csrf(): string {
    return this.cookies.get('XSRF-TOKEN') ?? '';
  }
}

export async function get(app: FastifyInstance, jar: Jar, url: string): Promise<LightMyRequestResponse> {
  const res = await app.inject({
    method: 'GET',
    url,
    headers: jar.header ? { cookie: jar.header } : {},
    remoteAddress: jar.address,
  });
  jar.take(res);
  return res;
}

/** Posts a plain HTML form; the CSRF field is the jar's token unless `fields` sets `_csrf` (null leaves it out). */
export async function postForm(
  app: FastifyInstance,
  jar: Jar,
  url: string,
  fields: Record<string, string | null> = {},
): Promise<LightMyRequestResponse> {
  const body = new URLSearchParams();
  const all: Record<string, string | null> = { _csrf: jar.csrf, ...fields };
  for (const [name, value] of Object.entries(all)) if (value !== null) body.set(name, value);
  const res = await app.inject({
    method: 'POST',
    url,
    payload: body.toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(jar.header ? { cookie: jar.header } : {}),
    },
    remoteAddress: jar.address,
  });
  jar.take(res);
  return res;
}

/** Signs in as a browser does: the sign-in page (which sets the CSRF cookie), then its form. */
export async function signIn(
  app: FastifyInstance,
  password = STAFF_PASSWORD,
  remoteAddress?: string,
): Promise<{ jar: Jar; res: LightMyRequestResponse }> {
  const jar = new Jar(remoteAddress);
  const page = await get(app, jar, '/admin/sign-in');
  if (page.statusCode !== 200) throw new Error(`sign-in page: ${page.statusCode}`);
  const res = await postForm(app, jar, '/admin/sign-in', { username: STAFF_USER, password, next: '/admin' });
  return { jar, res };
}
