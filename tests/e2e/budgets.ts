/**
 * Size budgets, enforced by size (not time): on a first load at 1440x900, before
 * scrolling, no page transfers more than 400 KB, its JavaScript is at most 105 KB
 * as sent, 125 KB with a form (brotli; React 19 and React Router 8 alone are about 93 KB) and
 * its CSS at most 25 KB, nothing is requested from another origin, and a page loads
 * no other page's route module (code is split per route). Lazy images below the fold are
 * not fetched, so they do not count. Every route is checked, and the 404 page that the
 * catch-all renders, on the load of a11y.spec.ts's route sweep at 1440 px (one load for
 * all its checks).
 */
import { readdirSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { expect, type Page } from './fixtures.ts';

const KB = 1024;
const BUDGET = { total: 400 * KB, js: 125 * KB, css: 25 * KB };
/**
 * A page without a form hydrates only its header, Hire button and what it has that moves
 * (app/components/hydration/Static.tsx), and what moves further down or before its first
 * turn only when it is needed (app/components/hydration/island.tsx): its first load stays
 * within 105 KB of script. The forms (their validation and state) keep 125 KB.
 */
const JS_WITHOUT_FORM = 105 * KB;
const WITH_FORM = new Set(['/contact-us', '/hire-developer', '/career/job-apply']);
const ANALYTICS_CHUNK = /\/assets\/analytics-[\w-]+\.js$/;
const jsBudget = (path: string) => (WITH_FORM.has(path) ? BUDGET.js : JS_WITHOUT_FORM);

/** The route modules of app/routes ("home", "case-study"…), whose chunks Vite names after them. */
const ROUTE_MODULES = readdirSync(resolve(import.meta.dirname, '../../app/routes'))
  .filter((file) => file.endsWith('.tsx'))
  .map((file) => basename(file, '.tsx'));

/** A path no route has: the catch-all renders the 404 page, which has budgets like every page. */
const NOT_FOUND = '/this-page-does-not-exist';

/** The route module a path is rendered by (routes.ts). */
function routeModuleOf(path: string): string {
  if (path === '/') return 'home';
  if (path === NOT_FOUND) return 'not-found';
  if (path.startsWith('/services/')) return 'service';
  if (path.startsWith('/work/')) return 'case-study';
  if (path.startsWith('/blog/')) return 'blog-post';
  if (path === '/career/job-apply') return 'job-apply';
  if (path.startsWith('/career/')) return 'career-opening';
  return path.slice(1);
}

/**
 * The route module a script chunk belongs to: "/assets/about-us-BE3cupGy.js" → "about-us". A
 * route's islands ("about-us.islands") belong to it; its static stretches ("about-us.static")
 * are never part of a first load.
 */
function chunkRouteModule(url: string): string | undefined {
  const name =
    new URL(url).pathname
      .split('/')
      .pop()
      ?.replace(/-[A-Za-z0-9_-]{8}\.js$/, '')
      .replace(/\.islands$/, '') ?? '';
  return ROUTE_MODULES.includes(name) ? name : undefined;
}

/** A request of the first load, as it finished. */
interface Finished {
  url: string;
  type: string;
  sizes: ReturnType<import('@playwright/test').Request['sizes']>;
  encoding: Promise<string | undefined>;
}

/**
 * Starts recording the requests a page's first load finishes; call before navigating. The
 * returned function, called once the load has settled, checks the budgets of `path`.
 */
export function recordFirstLoad(page: Page, origin: string): (path: string) => Promise<void> {
  const requests: Finished[] = [];
  // The first load is what finished when the load settled; a request finishing later (while the
  // test goes on or closes the page) is not measured, and its pending lookups must not fail the test.
  let measuring = true;
  page.on('requestfinished', (request) => {
    if (!measuring) return;
    requests.push({
      url: request.url(),
      type: request.resourceType(),
      sizes: request.sizes(),
      encoding: request.response().then((r) => r?.headers()['content-encoding']),
    });
  });
  return async (path) => {
    measuring = false;
    await expectWithinBudgets(path, origin, requests);
  };
}

async function expectWithinBudgets(path: string, origin: string, requests: Finished[]): Promise<void> {
  // `bytes` is the body as sent (compressed); `transfer` adds the response headers.
  const rows = await Promise.all(
    requests.map(async (r) => {
      const sizes = await r.sizes;
      return {
        url: r.url,
        type: r.type,
        bytes: sizes.responseBodySize,
        transfer: sizes.responseBodySize + sizes.responseHeadersSize,
        encoding: await r.encoding,
      };
    }),
  );

  const foreign = rows.filter((r) => !r.url.startsWith('data:') && new URL(r.url).origin !== origin);
  expect(
    foreign.map((r) => r.url),
    'third-party requests',
  ).toEqual([]);

  const sum = (rs: typeof rows) => rs.reduce((total, r) => total + r.bytes, 0);
  const transferred = rows.reduce((total, r) => total + r.transfer, 0);
  // The analytics script is not part of a first load: it is fetched when the browser is idle
  // after hydration (app/lib/usePageViews.ts) and has a budget of its own, 3 KiB brotli with
  // web-vitals (analytics.spec.ts). Whether it has arrived by the time the load settles
  // depends on the machine, so it is left out here either way.
  const js = rows.filter((r) => (r.type === 'script' || r.url.endsWith('.js')) && !ANALYTICS_CHUNK.test(r.url));
  const routeChunks = js.map((r) => chunkRouteModule(r.url)).filter((name) => name !== undefined);
  expect([...new Set(routeChunks)], `route modules loaded by ${path}`).toEqual([routeModuleOf(path)]);
  const css = rows.filter((r) => r.type === 'stylesheet');
  // Precompressed variants are sent for every file where compression pays off.
  for (const r of [...js, ...css].filter((f) => f.bytes > 1.5 * KB))
    expect(r.encoding, `${r.url} is sent compressed`).toBe('br');
  const figures = `total ${(transferred / KB).toFixed(1)} KB, JS ${(sum(js) / KB).toFixed(1)} KB, CSS ${(sum(css) / KB).toFixed(1)} KB`;
  expect(sum(js), `JavaScript on ${path} (${figures})`).toBeLessThanOrEqual(jsBudget(path));
  expect(sum(css), `CSS on ${path} (${figures})`).toBeLessThanOrEqual(BUDGET.css);
  expect(transferred, `first load of ${path} (${figures})`).toBeLessThanOrEqual(BUDGET.total);
}
