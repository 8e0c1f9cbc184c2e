import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { inlineScriptHashes } from '../../server/plugins/static-site.ts';
import { testApp } from './helpers.ts';

describe('static site serving', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  it('serves clean URLs with and without a trailing slash, without redirects', async () => {
    for (const url of ['/about-us', '/about-us/']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<h1>about</h1>');
    }
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/about-us' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });

  it('gives unknown paths the 404 page with status 404', async () => {
    const res = await app.inject({ url: '/no/such/page' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Page not found!');
  });

  it('does not escape the site folder', async () => {
    for (const url of ['/../package.json', '/%2e%2e/package.json', '/assets/../../package.json']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('"dependencies"');
    }
  });

  it('caches hashed assets for a year and revalidates HTML', async () => {
    const asset = await app.inject({ url: '/assets/site-AbC123.css' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toBe('text/css; charset=utf-8');
    const page = await app.inject({ url: '/' });
    expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it("serves React Router's .data files with their type, revalidated", async () => {
    const data = await app.inject({ url: '/about-us.data' });
    expect(data.statusCode).toBe(200);
    expect(data.headers['content-type']).toBe('text/x-script; charset=utf-8');
    expect(data.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(data.body).toContain('loaderData');
  });

  it('sends the SPA fallback only as the body of a 404, never as a page of its own', async () => {
    const res = await app.inject({ url: '/__spa-fallback.html' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Page not found!');
  });

  it("allows exactly the page's own inline scripts, by hash, and nothing inline elsewhere", async () => {
    const hash = `'sha256-${createHash('sha256').update('window.__fixture = "home";').digest('base64')}'`;
    for (const encoding of ['identity', 'br', 'gzip']) {
      const home = await app.inject({ url: '/', headers: { 'accept-encoding': encoding } });
      const scriptSrc = String(home.headers['content-security-policy']).match(/script-src [^;]*/)?.[0];
      expect(scriptSrc, encoding).toBe(`script-src 'self' ${hash}`);
    }
    const about = await app.inject({ url: '/about-us' });
    expect(String(about.headers['content-security-policy'])).toMatch(/script-src 'self';/);
  });

  it('hashes every inline script of a page and skips external ones', () => {
    const html =
      '<script>a()</script><script src="/x.js"></script><script type="module">b()</script><script>a()</script>';
    const digest = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([digest('a()'), digest('b()')]);
  });

  it('sends the security headers on every response', async () => {
    for (const url of ['/', '/missing', '/assets/site-AbC123.css', '/about-us.data']) {
      const res = await app.inject({ url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("form-action 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy']).toContain('camera=()');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('adds HSTS when the request came over HTTPS through a trusted proxy', async () => {
    const proxied = await testApp({ trustProxy: true });
    const res = await proxied.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    await proxied.close();
  });
});
