/**
 * The staff inbox against what a probe of the server found: the CSV
 * export keeps multi-line cells in their row and lets no line of a cell start a
 * formula; the "Reply by e-mail" link cannot be given other recipients; sign-in
 * counts failures only, per address and per account, in the database, and lets the
 * right password in once a wait is over (trusted browsers: sign-in-devices.test.ts); the XSRF token is replaced at sign-in; a
 * proxy without TRUST_PROXY is reported; `admin:hash` refuses a two-line password.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { Writable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { safeCell } from '../../server/admin/csv.ts';
import { ACCOUNT_FREE_FAILURES, addressKey, backoffMs, SIGN_IN_LIMIT } from '../../server/admin/sign-in-limits.ts';
import { mailtoHref } from '../../server/admin/views/inbox.ts';
import { loadConfig } from '../../server/config.ts';
import proxyWarning, { PROXY_WARNING } from '../../server/plugins/app/proxy-warning.ts';
import { adminApp, get, Jar, postForm, signIn, STAFF_PASSWORD, STAFF_USER } from '../support/admin.ts';
import { query, submit, VALID } from '../support/forms.ts';

/** Lines of a cell: what a spreadsheet, or a program splitting at line breaks, sees. */
const linesOf = (cell: string) => cell.split(/\r\n|\r|\n/);
const ACTIVE = /^[=+\-@\t]/;

const decodeEntities = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

describe('staff inbox hardening', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await adminApp();
  });
  afterAll(() => app.close());

  describe('CSV export', () => {
    // What visitors type in a textarea (and, in rows stored before single-line
    // fields lost their line breaks, in any field).
    const MESSAGES = [
      'Hi\n\nI need a website\nThanks',
      "Hello\n=cmd|' /C calc'!A0\nRegards",
      'Line one\r\n+1+2\r\n-3\r\n@SUM(A1)',
      'Old Mac line\r=HYPERLINK("https://evil.example","Click")',
      'Tabbed\n\t=1+1',
      '=2+2\nand on',
      '- a list\n- of things\n\n= heading',
      'Plain, with "quotes", and commas',
      '\n=starts with a line break',
      'Ends with a line break\n',
    ];

    it('keeps every submission one row of equal width, and starts no line of any cell with a formula', async () => {
      const ids: string[] = [];
      for (const [index, message] of MESSAGES.entries()) {
        const [inserted] = await query(
          app,
          sql`INSERT INTO contact_enquiries (client_address, user_agent, fullname, email, phone, companyname, budget, skype, message)
              VALUES ('203.0.113.9', ${index % 2 ? 'Agent\n=1' : 'seed'}, ${`CSV ${index}\n=HYPERLINK("x")`},
                      ${`csv${index}@example.org`}, '9876543210', ${index % 3 ? '@Acme\r\nLtd' : null},
                      '$1000 - $3000', ${'-skype\n+id'}, ${message})
              RETURNING id`,
        );
        ids.push(String(inserted?.['id']));
      }
      // And one the ordinary way, through the form.
      const sent = await submit(app, 'contact', { ...VALID.contact, message: 'Through the form\n=1+1\nThanks' });
      expect(sent.statusCode).toBe(201);
      ids.push(sent.json().id);

      const { jar } = await signIn(app);
      const res = await get(app, jar, '/admin/contact/export.csv?state=all');
      expect(res.statusCode).toBe(200);
      const stored = Number((await query(app, sql`SELECT count(*)::int AS n FROM contact_enquiries`))[0]?.['n']);

      // As spreadsheet programs read it: a line break of any kind outside quotes ends a row.
      const records = parse(res.body, {
        bom: true,
        record_delimiter: ['\r\n', '\n', '\r'],
        relax_column_count: true,
      }) as string[][];
      const [header = [], ...rows] = records;
      expect(rows).toHaveLength(stored);
      for (const record of rows) expect(record, record[0]).toHaveLength(header.length);
      expect(rows.map((record) => record[0]).sort()).toEqual([...ids].sort());

      for (const record of records) {
        for (const cell of record) {
          expect(cell.startsWith('\r'), JSON.stringify(cell)).toBe(false);
          for (const line of linesOf(cell)) expect(line, JSON.stringify(cell)).not.toMatch(ACTIVE);
        }
      }

      // The text is all there: only a quote before each formula character was added.
      const message = header.indexOf('message');
      const byId = new Map(rows.map((record) => [record[0], record]));
      MESSAGES.forEach((original, index) => {
        const cell = byId.get(ids[index])?.[message] ?? '';
        expect(cell.replace(/(^|\r\n|\r|\n)'(?=[=+\-@\t])/g, '$1')).toBe(original);
      });
      expect(byId.get(ids[0])?.[message]).toBe('Hi\n\nI need a website\nThanks');
      expect(byId.get(ids[1])?.[message]).toBe("Hello\n'=cmd|' /C calc'!A0\nRegards");
    });

    it('prefixes a formula start at the beginning of a cell and after every line break in it', () => {
      expect(safeCell('a\n=b\r\n+c\r-d\n@e\n\tf')).toBe("a\n'=b\r\n'+c\r'-d\n'@e\n'\tf");
      expect(safeCell('=a\n=b')).toBe("'=a\n'=b");
      expect(safeCell('a = b\nc - d')).toBe('a = b\nc - d');
    });
  });

  describe('Reply by e-mail', () => {
    it('keeps the link to the one address stored, whatever it holds', async () => {
      const email = 'nobody%40victim.example?cc=boss%40victim.example&body=Wire%20the%20money&x=@evil.example';
      const [inserted] = await query(
        app,
        sql`INSERT INTO contact_enquiries (client_address, user_agent, fullname, email, phone, budget, message)
            VALUES ('203.0.113.9', 'seed', 'Mallory', ${email}, '9876543210', '$1000 - $3000', 'Hello')
            RETURNING id`,
      );
      const { jar } = await signIn(app);
      const res = await get(app, jar, `/admin/contact/${String(inserted?.['id'])}`);
      expect(res.statusCode).toBe(200);
      const href = decodeEntities(/<a class="btn btn--secondary" href="(mailto:[^"]*)"/.exec(res.body)?.[1] ?? '');
      expect(href).toMatch(/^mailto:/);
      const url = new URL(href);
      // One recipient (the stored text, percent-decoded), and a subject, nothing else.
      expect([...url.searchParams.keys()]).toEqual(['subject']);
      expect(decodeURIComponent(url.pathname)).toBe(email);
      expect(href.split('?')).toHaveLength(2);
      expect(href).not.toMatch(/[?&](cc|bcc|body|to)=/i);
    });

    it('leaves an ordinary address readable', () => {
      expect(mailtoHref('priya@acme-retail.example.com', 'Re: your project enquiry')).toBe(
        'mailto:priya@acme-retail.example.com?subject=Re%3A%20your%20project%20enquiry',
      );
      expect(mailtoHref('a+b@x.example', 's')).toBe('mailto:a%2Bb@x.example?subject=s');
    });
  });

  describe('sign-in limits', () => {
    const failures = () =>
      query(
        app,
        sql`SELECT scope, failures, coalesce(blocked_until > now(), false) AS waiting FROM admin_sign_in_failures ORDER BY scope`,
      );
    /** Ends every wait, as if the time had passed. */
    const waitsPass = () =>
      query(app, sql`UPDATE admin_sign_in_failures SET blocked_until = now() - interval '1 second'`);
    beforeEach(async () => {
      await query(app, sql`DELETE FROM admin_sign_in_failures`);
    });

    it('reads the form by its schema as a browser sends it: a repeated field by its first value, absent ones as empty', async () => {
      const from = '192.0.2.69';
      const jar = new Jar(from);
      await get(app, jar, '/admin/sign-in?next=/admin/contact&next=/admin/hire');
      const twice = await app.inject({
        method: 'POST',
        url: '/admin/sign-in',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header },
        payload: new URLSearchParams([
          ['_csrf', jar.csrf],
          ['username', STAFF_USER],
          ['username', 'someone-else'],
          ['password', STAFF_PASSWORD],
          ['next', '/admin/contact'],
          ['next', '/admin/hire'],
        ]).toString(),
        remoteAddress: from,
      });
      expect(twice.statusCode).toBe(303);
      expect(twice.headers.location).toBe('/admin/contact');
      const other = new Jar('192.0.2.70');
      await get(app, other, '/admin/sign-in');
      const empty = await postForm(app, other, '/admin/sign-in');
      expect(empty.statusCode).toBe(401);
      expect(empty.body).toContain('The user name or password is not right.');
    });

    it('does not count successful sign-ins', async () => {
      const from = '192.0.2.60';
      for (let i = 0; i < SIGN_IN_LIMIT + 3; i += 1) {
        expect((await signIn(app, STAFF_PASSWORD, from)).res.statusCode, `sign-in ${i + 1}`).toBe(303);
      }
      expect((await signIn(app, 'wrong', from)).res.statusCode).toBe(401);
      expect(await failures()).toEqual([
        { scope: 'account', failures: 1, waiting: false },
        { scope: 'address', failures: 1, waiting: false },
      ]);
    });

    it('does not count bodies refused as too large, nor requests refused for their CSRF token', async () => {
      const from = '192.0.2.61';
      const jar = new Jar(from);
      await get(app, jar, '/admin/sign-in');
      for (let i = 0; i < SIGN_IN_LIMIT + 2; i += 1) {
        const res = await app.inject({
          method: 'POST',
          url: '/admin/sign-in',
          headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header },
          payload: `_csrf=${jar.csrf}&username=${STAFF_USER}&password=${'x'.repeat(1_000_000)}`,
          remoteAddress: from,
        });
        expect(res.statusCode).toBe(413);
        const forged = await postForm(app, jar, '/admin/sign-in', { username: STAFF_USER, password: 'x', _csrf: 'no' });
        expect(forged.statusCode).toBe(403);
      }
      expect(await failures()).toEqual([]);
      expect(
        (await postForm(app, jar, '/admin/sign-in', { username: STAFF_USER, password: STAFF_PASSWORD })).statusCode,
      ).toBe(303);
    });

    it('makes an address wait after its failures, then lets the right password in', async () => {
      const from = '192.0.2.62';
      for (let i = 0; i < SIGN_IN_LIMIT; i += 1) expect((await signIn(app, 'wrong', from)).res.statusCode).toBe(401);
      const waiting = await signIn(app, STAFF_PASSWORD, from);
      expect(waiting.res.statusCode).toBe(429);
      expect(Number(waiting.res.headers['retry-after'])).toBeGreaterThan(50);
      expect(Number(waiting.res.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(waiting.res.body).toContain('Too many sign-in attempts from your address have failed');
      // Refused unchecked, and not counted.
      expect(await failures()).toContainEqual({ scope: 'address', failures: SIGN_IN_LIMIT, waiting: true });

      await waitsPass();
      // One more failure after the wait: the next wait is twice as long.
      expect((await signIn(app, 'wrong', from)).res.statusCode).toBe(401);
      const longer = await signIn(app, STAFF_PASSWORD, from);
      expect(longer.res.statusCode).toBe(429);
      expect(Number(longer.res.headers['retry-after'])).toBeGreaterThan(110);
      expect(Number(longer.res.headers['retry-after'])).toBeLessThanOrEqual(120);

      // However high the address's count, the right password gets in once the wait is over.
      await waitsPass();
      const right = await signIn(app, STAFF_PASSWORD, from);
      expect(right.res.statusCode).toBe(303);
      expect(right.jar.cookies.has('nw_staff_session')).toBe(true);
    });

    it('counts an IPv6 client by its /64', async () => {
      for (let i = 1; i <= SIGN_IN_LIMIT; i += 1) {
        expect((await signIn(app, 'wrong', `2001:db8:0:7::${i.toString(16)}`)).res.statusCode).toBe(401);
      }
      expect((await signIn(app, STAFF_PASSWORD, '2001:db8:0:7:ffff:1:2:3')).res.statusCode).toBe(429);
      expect((await signIn(app, STAFF_PASSWORD, '2001:db8:0:8::1')).res.statusCode).toBe(303);
      expect(addressKey('2001:0db8:0000:0007:0000:0000:0000:0001')).toBe('2001:db8:0:7::/64');
      expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
      expect(addressKey('192.0.2.1')).toBe('192.0.2.1');
    });

    it('makes an account wait after failures from many addresses, stored in the database', async () => {
      for (let i = 0; i < ACCOUNT_FREE_FAILURES; i += 1) {
        expect((await signIn(app, 'wrong', `198.51.100.${100 + i}`)).res.statusCode).toBe(401);
      }
      // A new address, the right password: the account waits first.
      const waiting = await signIn(app, STAFF_PASSWORD, '198.51.100.200');
      expect(waiting.res.statusCode).toBe(429);
      expect(waiting.res.body).toContain('Too many sign-in attempts for this user name have failed');
      expect(Number(waiting.res.headers['retry-after'])).toBeGreaterThan(50);
      expect(waiting.jar.cookies.has('nw_staff_session')).toBe(false);
      const [account] = await query(
        app,
        sql`SELECT failures, blocked_until > now() AS waiting FROM admin_sign_in_failures WHERE scope = 'account'`,
      );
      expect(account).toEqual({ failures: ACCOUNT_FREE_FAILURES, waiting: true });
      // The stored row is a hash, not the user name.
      expect(JSON.stringify(await query(app, sql`SELECT * FROM admin_sign_in_failures`))).not.toContain(STAFF_USER);

      // Another user name is not held up by this one.
      const other = new Jar('198.51.100.201');
      await get(app, other, '/admin/sign-in');
      expect(
        (await postForm(app, other, '/admin/sign-in', { username: 'someone-else', password: 'x' })).statusCode,
      ).toBe(401);

      await waitsPass();
      const right = await signIn(app, STAFF_PASSWORD, '198.51.100.202');
      expect(right.res.statusCode).toBe(303);
      // A success takes back only its own count: the failures before it stay, and so
      // does their wait, so signing in hands the guessers no free attempts.
      // (The other row with one failure is someone-else's.)
      expect(
        await query(app, sql`SELECT failures FROM admin_sign_in_failures WHERE scope = 'account' ORDER BY failures`),
      ).toEqual([{ failures: 1 }, { failures: ACCOUNT_FREE_FAILURES }]);
      expect((await signIn(app, 'wrong', '198.51.100.203')).res.statusCode).toBe(429);
    });

    it('checks no more guesses for an account than its limit, even when they arrive at once', async () => {
      const burst = await Promise.all(
        Array.from({ length: ACCOUNT_FREE_FAILURES + 15 }, (_, i) => signIn(app, 'wrong', `203.0.113.${i + 1}`)),
      );
      const statuses = burst.map(({ res }) => res.statusCode);
      expect(statuses.filter((status) => status === 401)).toHaveLength(ACCOUNT_FREE_FAILURES);
      expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    });

    it('waits 1, 2, 4, 8 and at most 15 minutes', () => {
      expect([9, 10, 11, 12, 13, 14, 20].map((n) => backoffMs(n, 10) / 60_000)).toEqual([0, 1, 2, 4, 8, 15, 15]);
    });
  });

  describe('XSRF token', () => {
    it('is replaced at sign-in: the one from before no longer matches', async () => {
      const jar = new Jar();
      await get(app, jar, '/admin/sign-in');
      const before = jar.csrf;
      expect(before).not.toBe('');
      const res = await postForm(app, jar, '/admin/sign-in', { username: STAFF_USER, password: STAFF_PASSWORD });
      expect(res.statusCode).toBe(303);
      const set = res.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN');
      expect(set).toMatchObject({ path: '/', sameSite: 'Strict' });
      expect(jar.csrf).not.toBe(before);
      // The page after signing in carries the new token.
      expect((await get(app, jar, '/admin')).body).toContain(`name="_csrf" value="${jar.csrf}"`);
      // A form still carrying the old token is refused; the new one works.
      expect((await postForm(app, jar, '/admin/sign-out', { _csrf: before })).statusCode).toBe(403);
      expect((await postForm(app, jar, '/admin/sign-out')).statusCode).toBe(303);
    });
  });
});

describe('proxy headers without TRUST_PROXY', () => {
  async function appWithLog(trustProxy: boolean | string) {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
        done();
      },
    });
    const app = Fastify({ logger: { level: 'warn', stream } });
    await app.register(proxyWarning, { config: { ...loadConfig({}), trustProxy } });
    app.get('/', async () => 'ok');
    await app.ready();
    return { app, warnings: () => lines.filter((line) => line['msg'] === PROXY_WARNING) };
  }

  it('logs one warning when the first proxy header arrives', async () => {
    const { app, warnings } = await appWithLog(false);
    try {
      await app.inject({ url: '/' });
      expect(warnings()).toHaveLength(0);
      await app.inject({ url: '/', headers: { 'x-forwarded-for': '198.51.100.7' } });
      await app.inject({ url: '/', headers: { forwarded: 'for=198.51.100.8' } });
      expect(warnings()).toHaveLength(1);
      expect(warnings()[0]).toMatchObject({ level: 40, header: 'x-forwarded-for' });
    } finally {
      await app.close();
    }
  });

  it('says nothing when TRUST_PROXY is set, and is part of the server', async () => {
    const { app, warnings } = await appWithLog('127.0.0.1');
    try {
      await app.inject({ url: '/', headers: { 'x-forwarded-for': '198.51.100.7' } });
      expect(warnings()).toHaveLength(0);
    } finally {
      await app.close();
    }
    const server = await adminApp();
    try {
      expect(server.hasPlugin('proxy-warning')).toBe(true);
    } finally {
      await server.close();
    }
  });
});

describe('npm run admin:hash with a line break', () => {
  const script = resolve(import.meta.dirname, '../../scripts/admin-hash.ts');

  it('refuses a password that holds a line break, printing nothing', () => {
    for (const input of [
      'correct horse battery\ncorrect horse battery\n',
      'correct horse\r\nbattery staple',
      'a\rcorrect horse battery',
    ]) {
      const run = spawnSync(process.execPath, [script], { input, encoding: 'utf8' });
      expect(run.status, JSON.stringify(input)).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain('line break');
    }
    // One line with its line break (as `echo` sends it) is still fine.
    const one = spawnSync(process.execPath, [script], { input: `${randomUUID()}\n`, encoding: 'utf8' });
    expect(one.status, one.stderr).toBe(0);
  });
});
