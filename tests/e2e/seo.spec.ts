import { createHash } from 'node:crypto';
import { expect, test } from './fixtures.ts';
import { ALL_ROUTES, ARTICLES, CASE_STUDIES, NOINDEX, OPENINGS, SERVICE_PAGES } from './routes.ts';
import { htmlText, jobPostingProblems } from '../../server/content/job-posting-check.ts';

const SITE_URL = process.env['SITE_URL'] ?? 'http://localhost:4321';

/** The JSON-LD objects of a page. */
function jsonLd(html: string): { '@type': string; [key: string]: unknown }[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1] ?? '{}'),
  );
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe('structured data', () => {
  test('home has Organization and WebSite; articles BlogPosting; service pages Service; nested pages BreadcrumbList', async ({
    request,
  }) => {
    const home = jsonLd(await (await request.get('/')).text());
    const org = home.find((d) => d['@type'] === 'Organization');
    expect(org?.['name']).toBeTruthy();
    expect(org?.['url']).toBe(new URL('/', SITE_URL).href);
    expect((org?.['address'] as { addressLocality?: string })?.addressLocality).toBe('Ahmedabad');
    expect(home.find((d) => d['@type'] === 'WebSite')?.['url']).toBe(new URL('/', SITE_URL).href);

    for (const path of ARTICLES) {
      const data = jsonLd(await (await request.get(path)).text());
      const post = data.find((d) => d['@type'] === 'BlogPosting');
      expect(post?.['headline'], path).toBeTruthy();
      expect(String(post?.['datePublished'])).toMatch(/^2018-\d\d-\d\d$/);
      // Google's article rich results: a last-modified date and the publisher's logo as an ImageObject.
      expect(String(post?.['dateModified']), path).toMatch(/^\d{4}-\d\d-\d\d$/);
      expect(String(post?.['dateModified']) >= String(post?.['datePublished']), path).toBe(true);
      const logo = (post?.['publisher'] as { logo?: { '@type'?: string; url?: string } } | undefined)?.logo;
      expect(logo?.['@type'], path).toBe('ImageObject');
      expect(new URL(logo?.url ?? '').origin, path).toBe(new URL(SITE_URL).origin);
      expect(
        data.some((d) => d['@type'] === 'BreadcrumbList'),
        path,
      ).toBe(true);
    }
    for (const path of SERVICE_PAGES) {
      const data = jsonLd(await (await request.get(path)).text());
      expect(data.find((d) => d['@type'] === 'Service')?.['name'], path).toBeTruthy();
      const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList');
      const items = crumbs?.['itemListElement'] as { position: number; item: string }[];
      expect(items.map((i) => i.position)).toEqual([1, 2, 3]);
      expect(items.at(-1)?.item).toBe(new URL(path, SITE_URL).href);
    }
    for (const path of CASE_STUDIES.slice(0, 3)) {
      expect(
        jsonLd(await (await request.get(path)).text()).some((d) => d['@type'] === 'BreadcrumbList'),
        path,
      ).toBe(true);
    }
  });
});

test.describe('Google for Jobs', () => {
  test("every opening's built page carries a JobPosting that meets Google's requirements, with its full text", async ({
    request,
  }) => {
    for (const path of OPENINGS) {
      const html = await (await request.get(path)).text();
      const postings = jsonLd(html).filter((d) => d['@type'] === 'JobPosting');
      expect(postings, path).toHaveLength(1);
      const posting: Record<string, unknown> = postings[0] ?? {};
      expect(jobPostingProblems(posting, { recommended: true }), path).toEqual([]);
      expect(posting['url'], path).toBe(new URL(path, SITE_URL).href);
      expect((posting['identifier'] as { value?: string }).value, path).toBe(path.split('/').pop());
      // The description is the page's own text: every line of its lists is on the page too.
      const page = htmlText(html);
      const description = htmlText(String(posting['description']));
      expect(page, path).toContain(String(posting['title']));
      for (const item of String(posting['description']).matchAll(/<li>([\s\S]*?)<\/li>/g))
        expect(page, path).toContain(htmlText(item[1] ?? ''));
      expect(description.length, path).toBeGreaterThan(400);
      // Apply now leads to this site's own form with the role chosen (directApply).
      const apply = `/career/job-apply?position=${encodeURIComponent(String(posting['title']))}`;
      expect(html, path).toContain(`href="${apply.replaceAll('&', '&amp;')}"`);
    }
  });

  test('/career links each opening to its page, and an address with no open opening is a 404 without the markup', async ({
    request,
  }) => {
    const career = await (await request.get('/career')).text();
    for (const path of OPENINGS) expect(career, path).toContain(`href="${path}"`);
    expect(jsonLd(career).some((d) => d['@type'] === 'JobPosting')).toBe(false);
    const gone = await request.get('/career/senior-closed-role');
    expect(gone.status()).toBe(404);
    expect(jsonLd(await gone.text()).some((d) => d['@type'] === 'JobPosting')).toBe(false);
  });
});

test.describe('crawling', () => {
  test('sitemap.xml lists every public route with lastmod, but not /sitemap or the 404', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.headers()['content-type']).toContain('xml');
    const xml = await response.text();
    const urls: string[] = [];
    for (const entry of xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g)) {
      urls.push(new URL(entry[1] ?? '').pathname.replace(/(.)\/$/, '$1'));
      expect(Number.isNaN(Date.parse(entry[2] ?? ''))).toBe(false);
    }
    for (const path of ALL_ROUTES.filter((p) => p !== '/sitemap' && p !== '/thank-you'))
      expect(urls, path).toContain(path);
    expect(urls).not.toContain('/sitemap');
    expect(urls).not.toContain('/404');
  });

  test('robots.txt allows crawling, keeps the staff area out and points at the sitemap', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('User-agent: *');
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain(`Sitemap: ${new URL('/sitemap.xml', SITE_URL).href}`);
  });

  test('every page has its own 1200x630 Open Graph image', async ({ request }) => {
    for (const path of ['/', ...ALL_ROUTES.slice(1)]) {
      const html = await (await request.get(path)).text();
      const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
      if (NOINDEX.includes(path)) {
        expect(image, 'noindex pages need no sharing image').toBeUndefined();
        continue;
      }
      expect(image, path).toBeTruthy();
      const response = await request.get(new URL(image ?? '').pathname);
      expect(response.status(), image).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
    }
  });
});

test.describe('security headers', () => {
  test('every route sends the CSP and the other security headers', async ({ request }) => {
    for (const path of [...ALL_ROUTES, '/missing-page', '/rss.xml']) {
      const headers = (await request.get(path)).headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      for (const directive of [
        "frame-ancestors 'none'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ]) {
        expect(csp, `${path} ${directive}`).toContain(directive);
      }
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toContain('geolocation=()');
    }
  });

  test('every inline script of every page is one its own CSP allows by hash, and no page has event-handler attributes', async ({
    request,
  }) => {
    for (const path of ALL_ROUTES) {
      const response = await request.get(path);
      const html = await response.text();
      const scriptSrc = response.headers()['content-security-policy']?.match(/script-src ([^;]*)/)?.[1] ?? '';
      expect(scriptSrc, path).not.toContain('unsafe-inline');
      const allowed = new Set(scriptSrc.split(' '));
      const inline = [
        ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g),
      ];
      expect(inline.length, path).toBeGreaterThan(0);
      for (const [, body = ''] of inline) {
        const hash = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
        expect(allowed.has(hash), `${path}: ${body.slice(0, 60)}`).toBe(true);
      }
      expect(html, path).not.toMatch(/\son[a-z]+="/);
    }
  });
});
