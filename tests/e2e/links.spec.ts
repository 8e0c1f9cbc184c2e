/**
 * Link crawler over the built site: starting from /, every same-origin
 * <a href> of every page is fetched and must answer 200 without a redirect; no link
 * may be empty, "#" or javascript:; in-page fragments must point at an existing id.
 * External links are collected and checked for syntax only (no network). The crawl
 * must reach every route of routes.ts.
 */
import { expect, test } from './fixtures.ts';
import { ALL_ROUTES } from './routes.ts';

const THANK_YOU = '/thank-you';

/** Decodes the few entities an href attribute can carry in React's HTML output. */
function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)));
}

/** Every <a> or <area> start tag's href (null when the tag has no href at all). */
function extractHrefs(html: string): { tag: string; href: string | null }[] {
  const result: { tag: string; href: string | null }[] = [];
  // Comments, scripts and styles can contain text that looks like a tag.
  const clean = html.replace(/<!--[\s\S]*?-->/g, '').replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '');
  for (const match of clean.matchAll(/<(a|area)\b([^>]*)>/gi)) {
    const attributes = match[2] ?? '';
    const href = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes);
    const value = href ? (href[1] ?? href[2] ?? href[3] ?? '') : null;
    result.push({ tag: match[0].slice(0, 120), href: value === null ? null : decodeEntities(value) });
  }
  return result;
}

/** Every id and <a name> of a page, for fragment checks. */
function extractIds(html: string): Set<string> {
  const ids = new Set<string>();
  for (const match of html.matchAll(/\s(?:id|name)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi))
    ids.add(decodeEntities(match[1] ?? match[2] ?? ''));
  return ids;
}

/** Path without a trailing slash (except the root). */
const normalise = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** Why an external link is malformed, or null. Syntax only: nothing is fetched. */
function externalProblem(url: URL, raw: string): string | null {
  if (/\s/.test(raw)) return 'contains whitespace';
  switch (url.protocol) {
    case 'https:':
      if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname)) return `bad host "${url.hostname}"`;
      if (url.username || url.password) return 'carries credentials';
      return null;
    case 'mailto:': {
      // RFC 6068: the address may be empty when the link only prefills subject and body (share links).
      const to = decodeURIComponent(url.pathname);
      if (to === '')
        return /[?&](subject|body)=/.test(url.search) ? null : 'has neither an address nor a subject or body';
      return to.split(',').every((address) => /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(address))
        ? null
        : 'bad e-mail address';
    }
    case 'tel:':
      return /^\+?[\d-]{6,}$/.test(url.pathname) ? null : 'bad phone number';
    default:
      return `scheme ${url.protocol} is not https, mailto or tel`;
  }
}

test('every link of the built site resolves and the crawl reaches every route', async ({ request, baseURL }) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL ?? 'http://127.0.0.1:4391').origin;
  const problems: string[] = [];
  const external = new Map<string, string>(); // url -> first page linking to it
  const visited = new Map<string, { status: number; ids: Set<string> | null }>();
  const fragments: { page: string; path: string; id: string }[] = [];
  const crawl = async (queue: { path: string; from: string }[]): Promise<void> => {
    while (queue.length > 0) {
      const next = queue.shift();
      if (!next || visited.has(next.path)) continue;
      const response = await request.get(next.path, { maxRedirects: 0 });
      const status = response.status();
      const type = response.headers()['content-type'] ?? '';
      const html = type.includes('text/html') ? await response.text() : null;
      visited.set(next.path, { status, ids: html === null ? null : extractIds(html) });
      if (status !== 200) {
        problems.push(`${next.from} links to ${next.path}: HTTP ${status}`);
        continue;
      }
      if (html === null) continue;

      for (const { tag, href } of extractHrefs(html)) {
        if (href === null) continue; // A placeholder <a> without href is not a link.
        const raw = href.trim();
        if (raw === '') {
          problems.push(`${next.path}: empty href in ${tag}`);
          continue;
        }
        if (raw === '#') {
          problems.push(`${next.path}: href="#" in ${tag}`);
          continue;
        }
        if (/^javascript:/i.test(raw)) {
          problems.push(`${next.path}: javascript: href in ${tag}`);
          continue;
        }
        let url: URL;
        try {
          url = new URL(raw, origin + next.path);
        } catch {
          problems.push(`${next.path}: unparsable href "${raw}"`);
          continue;
        }
        if (url.origin !== origin || !/^https?:$/.test(url.protocol)) {
          const problem = externalProblem(url, raw);
          if (problem) problems.push(`${next.path}: external link "${raw}" ${problem}`);
          else if (!external.has(url.href)) external.set(url.href, next.path);
          continue;
        }
        const path = normalise(url.pathname) + url.search;
        if (url.hash.length > 1) fragments.push({ page: next.path, path, id: decodeURIComponent(url.hash.slice(1)) });
        if (!visited.has(path)) queue.push({ path, from: next.path });
      }
    }
  };
  await crawl([{ path: '/', from: '(start)' }]);

  // /thank-you is the result of a sent form (WCAG 2.4.5 exempts such pages from being
  // linked): the forms' script goes there after a 201. It counts as reached when a form
  // page's bundled script names it; its own links are crawled like any other page's.
  const formPages = ['/contact-us', '/hire-developer', '/career/job-apply'];
  if (!visited.has(THANK_YOU)) {
    // The page's module scripts and the chunks they import.
    const scripts: string[] = [];
    for (const formPage of formPages) {
      const html = await (await request.get(formPage)).text();
      // <script src>, module preloads, and the imports of React Router's inline module script.
      for (const match of html.matchAll(
        /<script\b[^>]*\bsrc="([^"]+)"|<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"|\bimport\s*\(?\s*(?:[\w*{}\s,]+from\s*)?["'](\/[^"']+\.js)["']/g,
      ))
        scripts.push(new URL(match[1] ?? match[2] ?? match[3] ?? '', origin + formPage).pathname);
    }
    const seen = new Set<string>();
    let named = false;
    while (scripts.length > 0 && !named) {
      const path = scripts.shift() ?? '';
      if (seen.has(path)) continue;
      seen.add(path);
      const script = await request.get(path);
      if (!script.ok()) continue;
      const code = await script.text();
      if (new RegExp(`["'\`]${THANK_YOU}["'\`]`).test(code)) named = true;
      for (const match of code.matchAll(/\bfrom\s*["']([^"']+\.js)["']|\bimport\s*\(?\s*["']([^"']+\.js)["']/g)) {
        scripts.push(new URL(match[1] ?? match[2] ?? '', origin + path).pathname);
      }
    }
    if (named) await crawl([{ path: THANK_YOU, from: 'the form script after a sent form' }]);
  }

  for (const { page, path, id } of fragments) {
    const ids = visited.get(path)?.ids;
    if (ids && !ids.has(id))
      problems.push(`${page} links to ${path}#${id}, but that page has no element with id "${id}"`);
  }

  const pages = [...visited.entries()].filter(([, v]) => v.status === 200 && v.ids !== null).map(([path]) => path);
  const unreached = ALL_ROUTES.filter((route) => !pages.includes(normalise(route)));
  expect(problems, `broken or invalid links (${problems.length})`).toEqual([]);
  expect(unreached, 'routes of routes.ts that no link on the site reaches').toEqual([]);
  expect(pages.length).toBeGreaterThanOrEqual(ALL_ROUTES.length);
  expect(external.size, 'external links collected (syntax-checked only)').toBeGreaterThan(0);
  test.info().annotations.push({
    type: 'crawl',
    description: `${pages.length} pages, ${visited.size} same-origin URLs, ${external.size} external links (syntax only)`,
  });
});
