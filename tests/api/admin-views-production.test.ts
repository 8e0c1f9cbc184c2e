/**
 * The staff inbox as deployed: `node server/server.ts` under NODE_ENV=production (as the
 * systemd unit and the Dockerfile run it), in this folder, after the suites' own set-up
 * ran. Its views are build/admin-views/pages.js, which must hold React's production JSX
 * only: the development build's `jsxDEV` does not exist in React's production build, and
 * every inbox page would answer 500.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_VIEWS_FILE, developmentJsx } from '../../scripts/build-admin-views.ts';
import { STAFF_PASSWORD, STAFF_USER, staffPasswordHash } from './admin-helpers.ts';
import { FIXTURE_DIST } from './helpers.ts';

const root = resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'nexaweave-admin-prod-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

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
    const child = spawn(process.execPath, ['server/server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: '0',
        HOST: '127.0.0.1',
        DIST_DIR: FIXTURE_DIST,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ADMIN_USER: STAFF_USER,
        ADMIN_PASSWORD_HASH: await staffPasswordHash(),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise((done) => child.on('exit', done));
    try {
      const origin = await new Promise<string>((ready, fail) => {
        const timer = setTimeout(() => fail(new Error(`the server did not start:\n${output}`)), 30_000);
        child.stdout.on('data', () => {
          const match = /ready at http:\/\/localhost:(\d+)/.exec(output);
          if (match) {
            clearTimeout(timer);
            ready(`http://127.0.0.1:${match[1]}`);
          }
        });
        child.on('exit', () => fail(new Error(`the server exited:\n${output}`)));
      });

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
      expect(signInPage.status, output).toBe(200);
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
      expect(signedIn.status, output).toBe(303);

      for (const path of ['/admin', '/admin/contact']) {
        const page = await request(path);
        expect(page.status, `${path}\n${output}`).toBe(200);
        expect(await page.text()).toContain('<!doctype html>');
      }
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  }, 60_000);
});
