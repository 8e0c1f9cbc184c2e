/**
 * The built site as visitors get it, from the Node server (app.inject) and from
 * nginx running deploy/nginx.conf over TLS (when nginx is installed): the same
 * assertions against both, so that the shipped proxy config keeps every rule of
 * server/plugins/external/static-site.ts and the security headers.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeNginxCspMap } from '../../scripts/nginx-csp-map.ts';
import { GONE_MAP_FILE, goneMap, inlineScriptHashes } from '../../server/plugins/external/static-site.ts';
import { nginxMissing, startNginx } from '../production/nginx.ts';
import { FIXTURE_DIST, testApp } from '../support/app.ts';

interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

interface Target {
  /** One request; no Accept-Encoding unless given, so bodies arrive as text. */
  fetch(url: string, options?: { method?: string; headers?: Record<string, string> }): Promise<Answer>;
  /** The status of a path that tries to leave the site folder: Node answers 404, nginx refuses the path (400) or 404. */
  escapeStatuses: number[];
  /** Whether responses come over HTTPS, so HSTS must be on every one. */
  https: boolean;
  close(): Promise<void>;
}

async function nodeTarget(): Promise<Target> {
  const app = await testApp();
  return {
    fetch: async (url, options = {}) => {
      const res = await app.inject({ url, method: (options.method ?? 'GET') as 'GET', headers: options.headers ?? {} });
      return { statusCode: res.statusCode, headers: res.headers, body: res.body };
    },
    escapeStatuses: [404],
    https: false,
    close: () => app.close(),
  };
}

/** nginx on ports of this suite's own (4517 HTTPS, 4518 HTTP); the replicas are not needed for files. */
async function nginxTarget(): Promise<Target> {
  const mapDir = mkdtempSync(join(tmpdir(), 'nexaweave-csp-map-'));
  const { file: cspMap } = writeNginxCspMap(FIXTURE_DIST, join(mapDir, 'nginx-csp.map'));
  // The build's gone addresses beside its map, as the build writes them (tests/fixtures/nginx-gone.map).
  copyFileSync(join(FIXTURE_DIST, '..', GONE_MAP_FILE), join(mapDir, GONE_MAP_FILE));
  const nginx = await startNginx({
    clientDir: FIXTURE_DIST,
    cspMap,
    upstreamPorts: [4514, 4515],
    tlsPort: 4517,
    httpPort: 4518,
  });
  return {
    fetch: (url, options = {}) =>
      new Promise((resolve, reject) => {
        const req = request(
          `${nginx.origin}${url}`,
          { method: options.method ?? 'GET', headers: options.headers ?? {}, ca: nginx.certificate, agent: false },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({
                statusCode: res.statusCode ?? 0,
                headers: res.headers,
                body: Buffer.concat(chunks).toString('utf8'),
              }),
            );
          },
        );
        req.on('error', reject);
        req.end();
      }),
    escapeStatuses: [400, 404],
    https: true,
    close: async () => {
      await nginx.stop();
      rmSync(mapDir, { recursive: true, force: true });
    },
  };
}

const TARGETS: { name: string; start: () => Promise<Target>; missing?: string | undefined }[] = [
  { name: 'Node', start: nodeTarget },
  { name: 'nginx with deploy/nginx.conf', start: nginxTarget, missing: nginxMissing() },
];

describe.each(TARGETS)('static site serving: $name', ({ start, missing }) => {
  let target: Target;
  beforeAll(async () => {
    if (!missing) target = await start();
  });
  afterAll(() => target?.close());

  // Without nginx (a developer's machine) only Node is checked; CI installs nginx.
  it.skipIf(missing)('serves clean URLs with and without a trailing slash, without redirects', async () => {
    for (const url of ['/about-us', '/about-us/']) {
      const res = await target.fetch(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<h1>about</h1>');
    }
  });

  it.skipIf(missing)('answers a closed opening 410 Gone, with the 404 page and its link to /career', async () => {
    for (const url of ['/career/closed-role', '/career/closed-role/']) {
      const res = await target.fetch(url);
      expect(res.statusCode, url).toBe(410);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('Page not found!');
      expect(res.body).toContain('<a href="/career">');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    }
    // Any other address under /career is still simply not found.
    expect((await target.fetch('/career/closed-role-2')).statusCode).toBe(404);
  });

  it.skipIf(missing)('answers HEAD like GET without a body', async () => {
    const res = await target.fetch('/about-us', { method: 'HEAD' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });

  it.skipIf(missing)('gives unknown paths the 404 page with status 404', async () => {
    const res = await target.fetch('/no/such/page');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Page not found!');
  });

  it.skipIf(missing)('answers the 404 page asked for by name with status 404', async () => {
    for (const url of ['/404', '/404/', '/404/index.html']) {
      const res = await target.fetch(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('Page not found!');
    }
  });

  it.skipIf(missing)('does not escape the site folder', async () => {
    for (const url of ['/../package.json', '/%2e%2e/package.json', '/assets/../../package.json']) {
      const res = await target.fetch(url);
      expect(target.escapeStatuses, url).toContain(res.statusCode);
      expect(res.body).not.toContain('"dependencies"');
    }
  });

  it.skipIf(missing)('caches hashed assets for a year and revalidates HTML', async () => {
    const asset = await target.fetch('/assets/site-AbC123.css');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toBe('text/css; charset=utf-8');
    const page = await target.fetch('/');
    expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it.skipIf(missing)("serves React Router's .data files with their type, revalidated", async () => {
    const data = await target.fetch('/about-us.data');
    expect(data.statusCode).toBe(200);
    expect(data.headers['content-type']).toBe('text/x-script; charset=utf-8');
    expect(data.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(data.body).toContain('loaderData');
  });

  it.skipIf(missing)('sends the SPA fallback only as the body of a 404, never as a page of its own', async () => {
    const res = await target.fetch('/__spa-fallback.html');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Page not found!');
  });

  it.skipIf(missing)(
    "allows exactly the page's own inline scripts, by hash, and nothing inline elsewhere",
    async () => {
      const hash = `'sha256-${createHash('sha256').update('window.__fixture = "home";').digest('base64')}'`;
      for (const encoding of ['identity', 'br', 'gzip']) {
        const home = await target.fetch('/', { headers: { 'accept-encoding': encoding } });
        const scriptSrc = String(home.headers['content-security-policy']).match(/script-src [^;]*/)?.[0];
        expect(scriptSrc, encoding).toBe(`script-src 'self' ${hash}`);
      }
      const about = await target.fetch('/about-us');
      expect(String(about.headers['content-security-policy'])).toMatch(/script-src 'self';/);
    },
  );

  it.skipIf(missing)('sends precompressed variants, by what the client accepts', async () => {
    expect((await target.fetch('/', { headers: { 'accept-encoding': 'br, gzip' } })).headers['content-encoding']).toBe(
      'br',
    );
    expect(
      (await target.fetch('/about-us', { headers: { 'accept-encoding': 'gzip' } })).headers['content-encoding'],
    ).toBe('gzip');
  });

  it.skipIf(missing)('sends the security headers on every response', async () => {
    for (const url of ['/', '/missing', '/assets/site-AbC123.css', '/about-us.data']) {
      const res = await target.fetch(url);
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
      // HSTS only over HTTPS: nginx terminates TLS; the Node server here is reached over HTTP.
      if (target.https) expect(res.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
      else expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });
});

/** A header's value with the spaces after a policy's semicolons left out (helmet writes none, the page policies one). */
const normalised = (value: string | string[] | number | undefined) =>
  typeof value === 'string' ? value.replace(/;\s+/g, ';') : value;

describe('security headers: Node and nginx send the same', () => {
  const missing = nginxMissing();
  it.skipIf(missing)(
    'for a page, the 404 page, an asset and a .data file',
    async () => {
      const [node, nginx] = await Promise.all([nodeTarget(), nginxTarget()]);
      try {
        const compared = [
          'content-security-policy',
          'cross-origin-opener-policy',
          'cross-origin-resource-policy',
          'origin-agent-cluster',
          'referrer-policy',
          'x-content-type-options',
          'x-dns-prefetch-control',
          'x-download-options',
          'x-frame-options',
          'x-permitted-cross-domain-policies',
          'x-xss-protection',
          'permissions-policy',
          'cache-control',
          'content-type',
        ];
        for (const url of ['/', '/about-us', '/no/such/page', '/assets/site-AbC123.css', '/about-us.data']) {
          const [fromNode, fromNginx] = await Promise.all([node.fetch(url), nginx.fetch(url)]);
          expect(fromNginx.statusCode, url).toBe(fromNode.statusCode);
          for (const name of compared) {
            expect(normalised(fromNginx.headers[name]), `${url} ${name}`).toBe(normalised(fromNode.headers[name]));
          }
        }
      } finally {
        await Promise.all([node.close(), nginx.close()]);
      }
      // Making the Node app's embedded database takes seconds on a busy machine.
    },
    90_000,
  );
});

describe('inline script hashing', () => {
  it('hashes every inline script of a page and skips external ones', () => {
    const html =
      '<script>a()</script><script src="/x.js"></script><script type="module">b()</script><script>a()</script>';
    const digest = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([digest('a()'), digest('b()')]);
  });

  it('adds HSTS when the request came over HTTPS through a trusted proxy', async () => {
    const proxied = await testApp({ trustProxy: true });
    const res = await proxied.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    await proxied.close();
  }, 60_000);
});

describe('the gone map', () => {
  it('is what the build writes for the closed openings, and refuses an address nginx cannot match', () => {
    expect(readFileSync(join(FIXTURE_DIST, '..', GONE_MAP_FILE), 'utf8')).toBe(goneMap(['/career/closed-role']));
    expect(() => goneMap(['/career/a b'])).toThrow(/cannot match/);
  });
});
