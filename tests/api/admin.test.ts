/**
 * The staff inbox at /admin through app.inject: off without ADMIN_*; nobody
 * reaches any page, download, export or action without signing in; signing in,
 * out, wrong passwords and the rate limit; CSRF on every POST; and what a
 * signed-in member of staff sees and does: lists (newest first, paginated,
 * searched, filtered), a detail view with everything escaped, the resume (bytes
 * match), handled and spam marks, and the CSV export (formula injection escaped).
 */
import { spawnSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeCell } from '../../server/admin/csv.ts';
import { SIGN_IN_LIMIT } from '../../server/admin/index.ts';
import { isPasswordHash, verifyPassword } from '../../server/password.ts';
import { loadConfig } from '../../server/config.ts';
import { pdfFile } from '../support/resumes.ts';
import {
  adminApp,
  get,
  Jar,
  postForm,
  signIn,
  STAFF_PASSWORD,
  STAFF_USER,
  staffPasswordHash,
} from '../support/admin.ts';
import { formsApp, query, row, submit, VALID } from '../support/forms.ts';
import { must } from '../support/mail.ts';

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

function expectSignInRedirect(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, what).toBe(303);
  expect(res.headers.location, what).toMatch(/^\/admin\/sign-in(\?|$)/);
  expect(res.headers['content-disposition'], what).toBeUndefined();
  for (const secret of ['Priya', 'priya@', 'Rahul', 'rahul.mehta', '%PDF'])
    expect(res.body, what).not.toContain(secret);
}

describe('staff inbox off', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await formsApp();
  });
  afterAll(() => app.close());

  it('answers 404 on every /admin route when ADMIN_USER and ADMIN_PASSWORD_HASH are unset', async () => {
    for (const url of [
      '/admin',
      '/admin/',
      '/admin/sign-in',
      '/admin/contact',
      '/admin/contact/export.csv',
      `/admin/job-apply/${randomUUID()}/resume`,
      '/admin/assets/admin.css',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
    }
    const token = await app.inject({ url: '/webAPI/csrf' });
    const xsrf = token.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
    const res = await app.inject({
      method: 'POST',
      url: '/admin/sign-in',
      headers: {
        cookie: `XSRF-TOKEN=${xsrf}`,
        'x-xsrf-token': xsrf,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `username=${STAFF_USER}&password=x`,
    });
    expect(res.statusCode).toBe(404);
  });

  it('refuses half a configuration, and a password where its hash belongs', async () => {
    const hash = await staffPasswordHash();
    expect(isPasswordHash(hash)).toBe(true);
    expect(() => loadConfig({ ADMIN_USER: 'staff' })).toThrow(/ADMIN_PASSWORD_HASH/);
    expect(() => loadConfig({ ADMIN_PASSWORD_HASH: hash })).toThrow(/ADMIN_USER/);
    expect(() => loadConfig({ ADMIN_USER: 'staff', ADMIN_PASSWORD_HASH: 'hunter2' })).toThrow(/never put a password/);
    expect(loadConfig({ ADMIN_USER: 'staff', ADMIN_PASSWORD_HASH: hash })).toMatchObject({
      adminUser: 'staff',
      adminPasswordHash: hash,
    });
  });
});

describe('staff inbox', () => {
  let app: FastifyInstance;
  let contactId: string;
  let hireId: string;
  let applicationId: string;
  const resume = pdfFile('Rahul Mehta, resume');

  beforeAll(async () => {
    app = await adminApp({ rateLimitPerMinute: 10_000 });
    contactId = (await submit(app, 'contact', VALID.contact)).json().id;
    hireId = (await submit(app, 'hire', VALID.hire)).json().id;
    applicationId = (
      await submit(app, 'job-apply', VALID['job-apply'], [
        { filename: 'Rahul Mehta CV.pdf', type: 'application/pdf', data: resume },
      ])
    ).json().id;
  });
  afterAll(() => app.close());

  describe('without signing in', () => {
    const routes = () => [
      '/admin',
      '/admin/',
      '/admin/contact',
      '/admin/hire',
      '/admin/job-apply',
      '/admin/contact?q=priya&state=all',
      '/admin/contact?page=2',
      '/admin/contact/export.csv',
      '/admin/hire/export.csv',
      '/admin/job-apply/export.csv?state=all',
      `/admin/contact/${contactId}`,
      `/admin/hire/${hireId}`,
      `/admin/job-apply/${applicationId}`,
      `/admin/job-apply/${applicationId}/resume`,
      '/admin/unknown',
    ];

    it('every page, download and export sends the browser to sign in, with no data', async () => {
      for (const url of routes()) {
        for (const method of ['GET', 'HEAD'] as const) {
          const res = await app.inject({ method, url });
          if (url === '/admin/unknown') expect(res.statusCode).toBe(303);
          expectSignInRedirect(res, `${method} ${url}`);
        }
      }
    });

    it('every action is refused, with or without a CSRF token, and changes nothing', async () => {
      const jar = new Jar();
      await get(app, jar, '/admin/sign-in');
      for (const [url, fields] of [
        [`/admin/contact/${contactId}/status`, { action: 'spam' }],
        [`/admin/job-apply/${applicationId}/stage`, { stage: 'hired' }],
        [`/admin/contact/${contactId}/owner`, { owner: STAFF_USER, followUpOn: '2026-01-01' }],
        ['/admin/contact/bulk', { ids: contactId, action: 'spam' }],
        ['/admin/sign-out', {}],
      ] as const) {
        expectSignInRedirect(await postForm(app, jar, url, fields), `POST ${url}`);
        expectSignInRedirect(await postForm(app, new Jar(), url, { ...fields, _csrf: null }), `POST ${url} bare`);
      }
      expect(await row(app, 'contact_enquiries', contactId)).toMatchObject({
        is_spam: false,
        owner: null,
        follow_up_on: null,
      });
      expect(await row(app, 'job_applications', applicationId)).toMatchObject({ stage: 'new' });
    });

    it('a forged, unsigned or expired session cookie is worth nothing', async () => {
      const { jar } = await signIn(app);
      const signed = jar.cookies.get('nw_staff_session') ?? '';
      const token = signed.slice(0, signed.lastIndexOf('.'));
      const forgeries = [
        'nw_staff_session=not-a-session',
        `nw_staff_session=${token}`, // the real token without its signature
        `nw_staff_session=${token}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
      ];
      for (const cookie of forgeries) {
        expectSignInRedirect(await app.inject({ url: '/admin/contact', headers: { cookie } }), cookie);
      }
      // The real cookie works, until its session expires in the database.
      expect((await get(app, jar, '/admin/contact')).statusCode).toBe(200);
      await query(app, sql`UPDATE admin_sessions SET expires_at = now() - interval '1 second'`);
      expectSignInRedirect(await get(app, jar, '/admin/contact'), 'expired');
    });
  });

  describe('signing in', () => {
    it('shows a sign-in page that is not indexed, with the CSRF token in the form', async () => {
      const jar = new Jar();
      const res = await get(app, jar, '/admin/sign-in?next=/admin/hire');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toMatch(/<meta name="robots" content="noindex, nofollow" ?\/?>/);
      expect(res.body).toContain(`name="_csrf" value="${jar.csrf}"`);
      expect(res.body).toContain('name="next" value="/admin/hire"');
      expect(res.body).not.toMatch(/<script/i);
      const css = await app.inject({ url: '/admin/assets/admin.css' });
      expect(css.statusCode).toBe(200);
      expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    });

    it('refuses a wrong password or user name with 401 and no session', async () => {
      const wrong = await signIn(app, 'not-the-password', '198.51.100.20');
      expect(wrong.res.statusCode).toBe(401);
      expect(wrong.res.body).toContain('The user name or password is not right.');
      expect(wrong.jar.cookies.has('nw_staff_session')).toBe(false);

      const jar = new Jar('198.51.100.20');
      await get(app, jar, '/admin/sign-in');
      const res = await postForm(app, jar, '/admin/sign-in', { username: 'admin', password: STAFF_PASSWORD });
      expect(res.statusCode).toBe(401);
      expect(jar.cookies.has('nw_staff_session')).toBe(false);
      // The name typed is kept in the form, escaped.
      const odd = await postForm(app, jar, '/admin/sign-in', { username: '"><b>x', password: 'x' });
      expect(odd.body).toContain('value="&quot;&gt;&lt;b&gt;x"');
    });

    it('sets an HttpOnly, SameSite=Strict, signed session cookie and goes where it was asked', async () => {
      const jar = new Jar();
      await get(app, jar, '/admin/sign-in');
      const res = await postForm(app, jar, '/admin/sign-in', {
        username: STAFF_USER,
        password: STAFF_PASSWORD,
        next: '/admin/hire?state=all',
      });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/admin/hire?state=all');
      const cookie = res.cookies.find((candidate) => candidate.name === 'nw_staff_session');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/admin' });
      expect(cookie?.secure).toBeFalsy(); // plain HTTP here; see the HTTPS case below
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9+/_-]+$/);
      // Only the token's hash is stored.
      const [stored] = await query(app, sql`SELECT id FROM admin_sessions ORDER BY created_at DESC LIMIT 1`);
      const token = must(cookie).value.split('.')[0] ?? '';
      expect(stored?.['id']).toBe(createHash('sha256').update(token).digest('hex'));
      // Never somewhere else.
      for (const next of ['https://evil.example/', '//evil.example/admin', '/admin/../../etc', '/elsewhere']) {
        const other = await signIn(app);
        expect(other.res.statusCode).toBe(303);
        const again = await postForm(app, other.jar, '/admin/sign-in', {
          username: STAFF_USER,
          password: STAFF_PASSWORD,
          next,
        });
        expect(again.headers.location, next).toMatch(/^\/admin/);
        expect(again.headers.location, next).not.toContain('evil');
      }
    });

    it('refuses a sign-in without the CSRF token', async () => {
      const jar = new Jar();
      await get(app, jar, '/admin/sign-in');
      const res = await postForm(app, jar, '/admin/sign-in', {
        username: STAFF_USER,
        password: STAFF_PASSWORD,
        _csrf: null,
      });
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toContain('text/html');
      expect(jar.cookies.has('nw_staff_session')).toBe(false);
    });

    it('signs out: the session ends on the server, not only in the browser', async () => {
      const { jar } = await signIn(app);
      const cookie = jar.header;
      expect((await get(app, jar, '/admin')).statusCode).toBe(200);
      const res = await postForm(app, jar, '/admin/sign-out');
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/admin/sign-in');
      expect(jar.cookies.has('nw_staff_session')).toBe(false);
      // The old cookie, replayed, no longer works.
      expectSignInRedirect(await app.inject({ url: '/admin', headers: { cookie } }), 'replayed');
    });
  });

  describe('signed in', () => {
    let jar: Jar;
    beforeAll(async () => {
      ({ jar } = await signIn(app));
    });

    it('shows the overview with open submissions and the outbox', async () => {
      const res = await get(app, jar, '/admin');
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(res.body).toContain('Contact enquiries');
      expect(res.body).toContain('Job applications');
      expect(res.body).toContain('E-mail is off on this server');
      expect(res.body).toContain(`Signed in as <strong>${STAFF_USER}</strong>`);
      expect(res.body).toContain('365 days');
      // Each tile's icon is the site's own Lucide drawing (app/components/ui/ui-icons.tsx), compiled into the
      // views, decorative, and drawn in the text colour.
      const tileIcons = [...res.body.matchAll(/<span class="tile__icon"><svg ([^>]*)>(.*?)<\/svg>/g)];
      expect(tileIcons).toHaveLength(3);
      for (const [, attributes, body] of tileIcons) {
        expect(attributes).toContain('aria-hidden="true"');
        expect(attributes).toContain('stroke="currentColor"');
        expect(body).toMatch(/^<(path|g|rect|circle)[ >]/);
      }
    });

    it('lists each form newest first, 25 a page, searchable by name or e-mail', async () => {
      // 30 more contact enquiries, one a minute apart, the newest last.
      for (let i = 1; i <= 30; i += 1) {
        await query(
          app,
          sql`INSERT INTO contact_enquiries (created_at, client_address, user_agent, fullname, email, phone, budget, message)
              VALUES (now() - ${31 - i} * interval '1 minute', '203.0.113.1', 'seed', ${`Visitor ${String(i).padStart(2, '0')}`},
                      ${`visitor${i}@example.org`}, '9876543210', '$100 - $500', 'Hello')`,
        );
      }
      const first = await get(app, jar, '/admin/contact');
      expect(first.statusCode).toBe(200);
      const names = [
        ...first.body.matchAll(/class="primary-cell"[^>]*><a href="\/admin\/contact\/[0-9a-f-]+">([^<]+)</g),
      ].map((match) => match[1]);
      expect(names).toHaveLength(25);
      // The form's own enquiry is the newest; then the seeded ones from 30 down.
      expect(names[0]).toBe('Priya Sharma');
      expect(names[1]).toBe('Visitor 30');
      expect(names[24]).toBe('Visitor 07');
      expect(first.body).toContain('page 1 of 2');
      const second = await get(app, jar, '/admin/contact?page=2');
      expect(second.body).toContain('Visitor 01');
      expect(second.body).not.toContain('Visitor 30');

      const byName = await get(app, jar, '/admin/contact?q=priya');
      expect(byName.body).toContain('Priya Sharma');
      expect(byName.body).not.toContain('Visitor 01');
      const byEmail = await get(app, jar, '/admin/contact?q=VISITOR7%40example');
      expect(byEmail.body).toContain('Visitor 07');
      expect(byEmail.body).not.toContain('Priya Sharma');
      // LIKE's wildcards are searched as text.
      const wildcard = await get(app, jar, '/admin/contact?q=%25');
      expect(wildcard.body).toContain('Nothing matches your search');

      const hire = await get(app, jar, '/admin/hire');
      expect(hire.body).toContain('Acme Retail');
      const jobs = await get(app, jar, '/admin/job-apply');
      expect(jobs.body).toContain('Rahul Mehta');
    });

    it('shows a submission with every field escaped', async () => {
      const hostile = {
        ...VALID.contact,
        fullname: '<img src=x onerror=alert(1)>',
        message: '<script>alert("inbox")</script>\nLine two',
      };
      const id = (await submit(app, 'contact', hostile)).json().id;
      const res = await get(app, jar, `/admin/contact/${id}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('<img src=x');
      expect(res.body).not.toContain('<script>alert');
      expect(res.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(res.body).toContain('&lt;script&gt;alert(&quot;inbox&quot;)&lt;/script&gt;\nLine two');
      for (const value of [
        VALID.contact['email'],
        VALID.contact['phone'],
        'Acme Retail Pvt. Ltd.',
        '$1,000 - $3,000',
      ]) {
        expect(res.body).toContain(String(value));
      }
      const list = await get(app, jar, '/admin/contact');
      expect(list.body).not.toContain('<img src=x');

      expect((await get(app, jar, `/admin/contact/${randomUUID()}`)).statusCode).toBe(404);
      expect((await get(app, jar, '/admin/contact/not-a-uuid')).statusCode).toBe(404);
      expect((await get(app, jar, '/admin/nothing')).statusCode).toBe(404);
    });

    it('opens a PDF resume in the browser, sandboxed by its CSP, or downloads it, bytes unchanged', async () => {
      const detail = await get(app, jar, `/admin/job-apply/${applicationId}`);
      expect(detail.body).toContain(`href="/admin/job-apply/${applicationId}/resume" target="_blank"`);
      expect(detail.body).toContain(`href="/admin/job-apply/${applicationId}/resume?download=1"`);
      expect(detail.body).toContain(sha256(resume));
      const res = await get(app, jar, `/admin/job-apply/${applicationId}/resume`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe('inline; filename="rahul-mehta-cv.pdf"');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(sha256(res.rawPayload)).toBe(sha256(resume));
      const download = await get(app, jar, `/admin/job-apply/${applicationId}/resume?download=1`);
      expect(download.headers['content-disposition']).toBe('attachment; filename="rahul-mehta-cv.pdf"');
      expect(download.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(sha256(download.rawPayload)).toBe(sha256(resume));
      expect((await get(app, jar, `/admin/contact/${contactId}/resume`)).statusCode).toBe(404);
    });

    it('marks spam, and back', async () => {
      const mark = (action: string) => postForm(app, jar, `/admin/hire/${hireId}/status`, { action });
      const res = await mark('spam');
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`/admin/hire/${hireId}?updated=spam`);
      expect((await row(app, 'hire_requests', hireId))?.['is_spam']).toBe(true);
      expect((await get(app, jar, '/admin/hire?state=spam')).body).toContain(`/admin/hire/${hireId}"`);
      expect((await get(app, jar, '/admin/hire')).body).not.toContain(`/admin/hire/${hireId}"`);
      expect((await get(app, jar, res.headers.location as string)).body).toContain('Marked as spam.');
      await mark('not-spam');
      expect(await row(app, 'hire_requests', hireId)).toMatchObject({ is_spam: false });

      for (const gone of ['handled', 'reopen', 'delete']) expect((await mark(gone)).statusCode, gone).toBe(400);
      expect((await postForm(app, jar, `/admin/hire/${randomUUID()}/status`, { action: 'spam' })).statusCode).toBe(404);
    });

    it('refuses every action without a valid CSRF token (403), changing nothing', async () => {
      for (const token of [null, '', 'forged', jar.csrf.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))]) {
        const res = await postForm(app, jar, `/admin/contact/${contactId}/status`, { action: 'spam', _csrf: token });
        expect(res.statusCode, String(token)).toBe(403);
        expect(res.headers['content-type']).toContain('text/html');
      }
      // Not from another site either, even with the token.
      const crossSite = await app.inject({
        method: 'POST',
        url: `/admin/contact/${contactId}/status`,
        headers: {
          cookie: jar.header,
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'https://evil.example',
        },
        payload: `_csrf=${jar.csrf}&action=spam`,
      });
      expect(crossSite.statusCode).toBe(403);
      const signOut = await postForm(app, jar, '/admin/sign-out', { _csrf: null });
      expect(signOut.statusCode).toBe(403);
      expect(await row(app, 'contact_enquiries', contactId)).toMatchObject({ is_spam: false });
      expect((await get(app, jar, '/admin')).statusCode).toBe(200);
    });

    it('exports CSV with formula injection escaped', async () => {
      const values = {
        ...VALID['job-apply'],
        fullname: '=HYPERLINK("https://evil.example","Click")',
        city: '+1+2',
        currentdesignation: '@SUM(A1)',
        experience: '-2',
        message: '=cmd|"/c calc"!A1\nsecond, "line"',
      };
      const id = (
        await submit(app, 'job-apply', values, [{ filename: 'cv.pdf', type: 'application/pdf', data: pdfFile() }])
      ).json().id;
      const res = await get(app, jar, '/admin/job-apply/export.csv?state=all');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="job-applications-all-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const text = res.body;
      expect(text.startsWith('\uFEFFid,received_at,stage,spam,owner,follow_up_on,fullname,email,')).toBe(true);
      const line = text.split('\r\n').find((candidate) => candidate.startsWith(id)) ?? '';
      expect(line).toContain(`"'=HYPERLINK(""https://evil.example"",""Click"")"`);
      expect(line).toContain(",'+1+2,");
      expect(line).toContain(",'@SUM(A1),");
      expect(line).toContain(",'-2,");
      expect(text).toContain(`"'=cmd|""/c calc""!A1\nsecond, ""line"""`);
      expect(line).toContain('cv.pdf');
      // No cell of any row starts with a formula character.
      expect(text).not.toMatch(/(^|,)"?[=+\-@\t\r]/m);
      // Tab and carriage return (which the forms trim away) are escaped as well.
      expect(['\tx', '\rx', '=1', '+1', '-1', '@x', 'a=b', ''].map(safeCell)).toEqual([
        "'\tx",
        "'\rx",
        "'=1",
        "'+1",
        "'-1",
        "'@x",
        'a=b',
        '',
      ]);

      const contacts = await get(app, jar, '/admin/contact/export.csv?q=Priya%20Sharma');
      const rows = contacts.body.trim().split('\r\n');
      expect(rows).toHaveLength(2);
      expect(rows[1]).toContain('Priya Sharma');
    });
  });

  it('limits sign-in attempts per address, then answers 429 with a page that says why', async () => {
    const from = '192.0.2.44';
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i < SIGN_IN_LIMIT; i += 1) {
      last = (await signIn(app, 'wrong', from)).res;
      expect(last.statusCode).toBe(401);
    }
    const limited = await signIn(app, STAFF_PASSWORD, from);
    expect(limited.res.statusCode).toBe(429);
    expect(limited.res.headers['retry-after']).toBeDefined();
    expect(limited.res.headers['content-type']).toContain('text/html');
    expect(limited.res.body).toContain('Too many sign-in attempts');
    expect(limited.jar.cookies.has('nw_staff_session')).toBe(false);
    // Another address is not affected.
    expect((await signIn(app, STAFF_PASSWORD, '192.0.2.45')).res.statusCode).toBe(303);
  });
});

describe('npm run admin:hash', () => {
  const script = resolve(import.meta.dirname, '../../scripts/admin-hash.ts');

  it('prints a hash of the password read from standard input, and never the password', async () => {
    const run = spawnSync(process.execPath, [script], { input: 'correct horse battery staple\n', encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    const hash = run.stdout.trim();
    expect(isPasswordHash(hash)).toBe(true);
    expect(run.stdout).not.toContain('horse');
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', hash)).toBe(false);
    expect(loadConfig({ ADMIN_USER: 'staff', ADMIN_PASSWORD_HASH: hash }).adminPasswordHash).toBe(hash);
  });

  it('refuses a short password', () => {
    const run = spawnSync(process.execPath, [script], { input: 'short', encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
  });
});

describe('staff sessions', () => {
  it('are kept in the database: a restarted server (or another replica) knows them', { timeout: 90_000 }, async () => {
    const csrfSecret = 'a-shared-secret-of-at-least-thirty-two-characters';
    const first = await adminApp({ csrfSecret }, { keepDataDir: true });
    const { jar, res } = await signIn(first);
    expect(res.statusCode).toBe(303);
    const dataDir = first.config.dataDir;
    await first.close();
    const second = await adminApp({ csrfSecret, dataDir });
    try {
      expect((await get(second, jar, '/admin')).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('marks the cookie Secure when the site is served over HTTPS', async () => {
    const app = await adminApp({ siteUrl: 'https://www.example.com' });
    try {
      const { res } = await signIn(app);
      expect(res.statusCode).toBe(303);
      expect(res.cookies.find((cookie) => cookie.name === 'nw_staff_session')?.secure).toBe(true);
    } finally {
      await app.close();
    }
  });
});
