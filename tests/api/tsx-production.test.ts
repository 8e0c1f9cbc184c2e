/**
 * The server's TSX (the staff inbox's views, the e-mails) as deployed: `node
 * server/server.ts` under NODE_ENV=production, as the systemd unit and the Dockerfile
 * run it, whatever the tests ran under before. The server imports the TSX as source
 * (server/tsx-hooks.ts), compiled to React's production JSX runtime: the development
 * runtime's `jsxDEV` is missing from React's production build, so a view compiled for
 * it would answer 500 on every inbox page and fail every e-mail.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forms } from '../../app/forms/index.ts';
import { compileTsx } from '../../server/tsx-hooks.ts';
import { STAFF_PASSWORD, STAFF_USER, staffPasswordHash } from '../support/admin.ts';
import { FIXTURE_DIST } from '../support/app.ts';
import { ROOT } from '../support/lib.ts';
import { TestSmtpServer } from '../support/mail.ts';
import { startServer, type StartedServer } from '../support/server.ts';
import { VALID } from '../support/submissions.ts';

describe('the TSX hook', () => {
  it("compiles JSX to React's production runtime, whatever NODE_ENV says", () => {
    const path = resolve(ROOT, 'server/admin/views/pages.tsx');
    const code = compileTsx(readFileSync(path, 'utf8'), path);
    expect(process.env['NODE_ENV']).toBe('test');
    expect(code).toContain('from "react/jsx-runtime"');
    expect(code).not.toMatch(/jsxDEV|jsx-dev-runtime/);
    // Types are gone: what is left is JavaScript Node runs as it is.
    expect(code).not.toMatch(/DeskFormPageProps|: string/);
  });

  it('names the file of a syntax error', () => {
    expect(() => compileTsx('export const a = <div>;', '/views/Broken.tsx')).toThrow(
      /Broken\.tsx cannot be compiled:\n.*Unexpected token/,
    );
  });
});

describe('the server under NODE_ENV=production', () => {
  let server: StartedServer;
  let smtp: TestSmtpServer;
  const cookies = new Map<string, string>();

  /** A request with the cookies the server has set so far, as a browser would send them. */
  async function request(path: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(`${server.origin}${path}`, {
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
  }

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    server = await startServer({
      name: 'tsx-production',
      env: {
        NODE_ENV: 'production',
        DIST_DIR: FIXTURE_DIST,
        ADMIN_USER: STAFF_USER,
        ADMIN_PASSWORD_HASH: await staffPasswordHash(),
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Nexaweave <hello@example.com>',
        SALES_EMAIL: 'sales@example.com',
        HR_EMAIL: 'careers@example.com',
      },
    });
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  it('answers the inbox: its sign-in page, a sign-in, the overview and a list', async () => {
    const signInPage = await request('/admin/sign-in');
    expect(signInPage.status, server.output()).toBe(200);
    expect(await signInPage.text()).toContain('<form');

    const signedIn = await request('/admin/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.origin },
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
  }, 60_000);

  it("sends a submission's e-mails with their HTML parts", async () => {
    expect((await request('/webAPI/csrf')).status).toBe(204);
    const body = new FormData();
    const fields = { ...VALID.contact, fullname: 'Priya <b>Sharma</b>' };
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    const token = cookies.get('XSRF-TOKEN') ?? '';
    const posted = await request(forms.contact.endpoint, {
      method: 'POST',
      headers: { 'x-xsrf-token': token, origin: server.origin },
      body,
    });
    expect(posted.status, server.output()).toBe(201);

    const mails = await smtp.waitFor(2, 30_000);
    const notification = mails.find((mail) => mail.to.includes('sales@example.com'));
    const acknowledgement = mails.find((mail) => mail.to.includes(VALID.contact.email ?? ''));
    expect(String(notification?.parsed.html), server.output()).toContain('Priya &lt;b&gt;Sharma&lt;/b&gt;');
    expect(String(acknowledgement?.parsed.html)).toContain('Thank you for getting in touch with');
  }, 60_000);
});
