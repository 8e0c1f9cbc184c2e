/**
 * The staff inbox as deployed: `node server/server.ts` under NODE_ENV=production (as the
 * systemd unit and the Dockerfile run it), in this folder, after the suites' own set-up
 * ran. Its views are build/admin-views/pages.js, which must hold React's production JSX
 * only: the development build's `jsxDEV` does not exist in React's production build, and
 * every inbox page would answer 500.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADMIN_VIEWS_FILE, developmentJsx } from '../../server/admin/compile-views.ts';
import { STAFF_PASSWORD, STAFF_USER, staffPasswordHash } from '../support/admin.ts';
import { FIXTURE_DIST } from '../support/app.ts';
import { startServer } from '../support/server.ts';

describe('the compiled staff inbox views', () => {
  it('hold no development JSX', () => {
    expect(developmentJsx(readFileSync(ADMIN_VIEWS_FILE, 'utf8'))).toBeUndefined();
  });

  it('are refused when they do', () => {
    expect(developmentJsx('import { jsxDEV } from "react/jsx-dev-runtime";')).toMatch(
      /development JSX \(react\/jsx-dev-runtime, jsxDEV\)/,
    );
  });
});

describe('the staff inbox under NODE_ENV=production', () => {
  it('answers its sign-in page, signs in and shows the overview and a list', async () => {
    const server = await startServer({
      name: 'admin-production',
      env: {
        NODE_ENV: 'production',
        DIST_DIR: FIXTURE_DIST,
        ADMIN_USER: STAFF_USER,
        ADMIN_PASSWORD_HASH: await staffPasswordHash(),
      },
    });
    const { origin } = server;
    try {
      const cookies = new Map<string, string>();
      const request = async (path: string, init: RequestInit = {}) => {
        const response = await fetch(`${origin}${path}`, {
          ...init,
          redirect: 'manual',
          headers: { ...init.headers, cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
        });
        for (const cookie of response.headers.getSetCookie()) {
          const [pair = ''] = cookie.split(';');
          const at = pair.indexOf('=');
          cookies.set(pair.slice(0, at), pair.slice(at + 1));
        }
        return response;
      };

      const signInPage = await request('/admin/sign-in');
      expect(signInPage.status, server.output()).toBe(200);
      expect(await signInPage.text()).toContain('<form');

      const signedIn = await request('/admin/sign-in', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
        body: new URLSearchParams({
          _csrf: cookies.get('XSRF-TOKEN') ?? '',
          username: STAFF_USER,
          password: STAFF_PASSWORD,
          next: '/admin',
        }).toString(),
      });
      expect(signedIn.status, server.output()).toBe(303);

      for (const path of ['/admin', '/admin/contact']) {
        const page = await request(path);
        expect(page.status, `${path}\n${server.output()}`).toBe(200);
        expect(await page.text()).toContain('<!doctype html>');
      }
    } finally {
      await server.stop();
    }
  }, 60_000);
});
