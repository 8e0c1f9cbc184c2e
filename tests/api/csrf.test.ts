/**
 * Cross-site request forgery protection: the signed XSRF-TOKEN cookie, the
 * X-XSRF-TOKEN header, Sec-Fetch-Site and Origin.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../server/config.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, formsApp, session, submit, VALID } from '../support/forms.ts';

describe('CSRF protection', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await formsApp();
  });
  afterAll(() => app.close());

  const refused = async (options: Parameters<typeof submit>[4], code: string) => {
    const before = await count(app, 'contact_enquiries');
    const res = await submit(app, 'contact', VALID.contact, [], options);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().error).toBe(code);
    expect(await count(app, 'contact_enquiries')).toBe(before);
  };

  describe('GET /webAPI/csrf', () => {
    it('sets a readable, same-site-only, signed cookie and is never cached', async () => {
      const res = await app.inject({ url: '/webAPI/csrf' });
      expect(res.statusCode).toBe(204);
      expect(res.headers['cache-control']).toBe('no-store');
      const header = String(res.headers['set-cookie']);
      expect(header).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}; /);
      expect(header).toContain('Path=/');
      expect(header).toContain('SameSite=Strict');
      expect(header).not.toMatch(/HttpOnly/i);
      expect(header).not.toMatch(/Secure/i);
    });

    it('keeps a valid cookie and replaces a forged one', async () => {
      const { token } = await session(app);
      const again = await app.inject({ url: '/webAPI/csrf', headers: { cookie: `XSRF-TOKEN=${token}` } });
      expect(again.cookies[0]?.value).toBe(token);
      const forged = `${token.slice(0, 23)}${'A'.repeat(43)}`;
      const replaced = await app.inject({ url: '/webAPI/csrf', headers: { cookie: `XSRF-TOKEN=${forged}` } });
      expect(replaced.cookies[0]?.value).not.toBe(forged);
      expect(replaced.cookies[0]?.value).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    });

    it('gives every visitor a different token', async () => {
      const tokens = new Set(await Promise.all([1, 2, 3, 4, 5].map(async () => (await session(app)).token)));
      expect(tokens.size).toBe(5);
    });
  });

  describe('form posts', () => {
    it('accept a matching header and cookie', async () => {
      expect((await submit(app, 'contact', VALID.contact)).statusCode).toBe(201);
    });

    it('refuse a missing token', async () => {
      await refused({ session: null }, 'CSRF_TOKEN_MISSING');
    });

    it('refuse a cookie without the header, and the header without the cookie', async () => {
      const { token } = await session(app);
      await refused({ session: null, headers: { cookie: `XSRF-TOKEN=${token}` } }, 'CSRF_TOKEN_MISSING');
      await refused({ session: null, headers: { 'x-xsrf-token': token } }, 'CSRF_TOKEN_MISSING');
    });

    it('refuse a header that differs from the cookie', async () => {
      const one = await session(app);
      const other = await session(app);
      await refused(
        { session: null, headers: { cookie: `XSRF-TOKEN=${one.token}`, 'x-xsrf-token': other.token } },
        'CSRF_TOKEN_INVALID',
      );
    });

    it('refuse a token the server did not sign, even when header and cookie match', async () => {
      for (const token of ['abc', 'x'.repeat(66), `${'A'.repeat(22)}.${'B'.repeat(43)}`]) {
        await refused(
          { session: null, headers: { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token } },
          'CSRF_TOKEN_INVALID',
        );
      }
    });

    it('refuse a token signed with another secret', { timeout: 60_000 }, async () => {
      const stranger = await formsApp({ csrfSecret: 'another-secret-of-at-least-32-characters' });
      const { token } = await session(stranger);
      await stranger.close();
      await refused(
        { session: null, headers: { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token } },
        'CSRF_TOKEN_INVALID',
      );
    });

    it('refuse a cross-site request even with a valid token', async () => {
      await refused({ headers: { 'sec-fetch-site': 'cross-site' } }, 'CROSS_SITE_REQUEST');
    });

    it('refuse a foreign Origin even with a valid token', async () => {
      for (const origin of ['https://attacker.example', 'null', 'http://localhost:4321.attacker.example']) {
        await refused({ headers: { origin } }, 'CROSS_SITE_REQUEST');
      }
    });

    it('refuse an Origin that only matches a forged Host header', async () => {
      await refused({ headers: { origin: 'http://evil.example', host: 'evil.example' } }, 'CROSS_SITE_REQUEST');
      await refused(
        { headers: { origin: 'https://evil.example:8443', host: 'evil.example:8443' } },
        'CROSS_SITE_REQUEST',
      );
    });

    it("accept same-origin and same-site fetch metadata, the site's Origin and, without SITE_URL, loopback origins", async () => {
      for (const headers of [
        { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:4321' },
        { 'sec-fetch-site': 'same-site' },
        { 'sec-fetch-site': 'none' },
        { origin: 'http://127.0.0.1:4321' },
        { origin: 'http://127.0.0.1:40123' },
        { origin: 'http://localhost:80' },
        { origin: 'http://[::1]:4321' },
      ]) {
        const res = await submit(app, 'contact', VALID.contact, [], { headers });
        expect(res.statusCode, JSON.stringify(headers)).toBe(201);
      }
    });

    it('protect every unsafe method, not only the form routes', async () => {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        const res = await app.inject({ method, url: '/about-us' });
        expect(res.statusCode, method).toBe(403);
      }
    });
  });
});

// Each test here starts its own apps, which takes seconds on a busy machine.
describe('CSRF secret and cookie settings', { timeout: 90_000 }, () => {
  it('generates the secret once into DATA_DIR, readable by the owner only, and reuses it', async () => {
    const first = await formsApp({}, { keepDataDir: true });
    const file = join(first.config.dataDir, 'csrf-secret');
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const secret = readFileSync(file, 'utf8');
    const { token } = await session(first);
    await first.close();

    const second = await formsApp({ dataDir: first.config.dataDir });
    expect(readFileSync(file, 'utf8')).toBe(secret);
    const res = await submit(second, 'contact', VALID.contact, [], {
      session: { token, headers: { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token } },
    });
    expect(res.statusCode).toBe(201);
    await second.close();
  });

  it('uses CSRF_SECRET when given, and writes no secret file', async () => {
    const app = await formsApp({ csrfSecret: 'a-shared-secret-for-all-the-replicas' });
    expect(existsSync(join(app.config.dataDir, 'csrf-secret'))).toBe(false);
    expect((await submit(app, 'contact', VALID.contact)).statusCode).toBe(201);
    await app.close();
  });

  it('marks the cookie Secure when the site is served over HTTPS', async () => {
    const https = await formsApp({ siteUrl: 'https://www.example.com' });
    expect(String((await https.inject({ url: '/webAPI/csrf' })).headers['set-cookie'])).toContain('Secure');
    await https.close();

    const proxied = await formsApp({ trustProxy: true });
    const res = await proxied.inject({ url: '/webAPI/csrf', headers: { 'x-forwarded-proto': 'https' } });
    expect(String(res.headers['set-cookie'])).toContain('Secure');
    await proxied.close();
  });

  it('accepts the configured site origin behind a proxy', async () => {
    const app = await formsApp({ siteUrl: 'https://www.example.com' });
    const res = await submit(app, 'contact', VALID.contact, [], { headers: { origin: 'https://www.example.com' } });
    expect(res.statusCode).toBe(201);
    const foreign = await submit(app, 'contact', VALID.contact, [], { headers: { origin: 'https://example.com' } });
    expect(foreign.statusCode).toBe(403);
    await app.close();
  });

  it('accepts the extra origins of ALLOWED_ORIGINS, and no local address once SITE_URL is set', async () => {
    const config = loadConfig({
      SITE_URL: 'https://www.example.com',
      ALLOWED_ORIGINS: 'https://example.com, https://nexaweave.example/',
    });
    expect(config.allowedOrigins).toEqual(['https://example.com', 'https://nexaweave.example']);
    expect(config.allowLoopbackOrigins).toBe(false);
    expect(loadConfig({ SITE_URL: 'https://www.example.com' }).allowedOrigins).toEqual([]);
    expect(loadConfig({}).allowLoopbackOrigins).toBe(true);
    expect(() => loadConfig({ ALLOWED_ORIGINS: 'https://example.com/path' })).toThrow(/ALLOWED_ORIGINS/);

    const app = await formsApp({
      siteUrl: config.siteUrl,
      allowedOrigins: config.allowedOrigins,
      allowLoopbackOrigins: false,
    });
    for (const origin of ['https://www.example.com', 'https://example.com', 'https://nexaweave.example']) {
      const res = await submit(app, 'contact', VALID.contact, [], { headers: { origin } });
      expect(res.statusCode, origin).toBe(201);
    }
    for (const origin of ['http://127.0.0.1:4321', 'http://example.com', 'https://evil.example']) {
      const res = await submit(app, 'contact', VALID.contact, [], { headers: { origin, host: new URL(origin).host } });
      expect(res.statusCode, origin).toBe(403);
    }
    await app.close();
  });
});
