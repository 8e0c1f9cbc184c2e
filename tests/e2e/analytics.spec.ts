/**
 * Cookie-free analytics in a real browser, against a server of its own (a fresh
 * database: other specs send campaign visits and enquiries too):
 *
 * - the script comes after hydration, costs at most 3 KiB brotli with web-vitals (its
 *   own budget: budgets.ts leaves it out of a page's first load for that reason), and
 *   leaves no cookie and no storage identifier;
 * - a visit to /?utm_source=newsletter, two client navigations (to /contact-us, and the
 *   form's own to /thank-you) and a contact enquiry: the traffic export then shows 3
 *   visits and 1 lead for newsletter, and the speed export has samples for the route the
 *   visit loaded (Core Web Vitals belong to a page load, as in the Chrome UX Report).
 */
import { parse } from 'csv-parse/sync';
import { devices, expect, test, type BrowserContext, type Page, type Request } from './fixtures.ts';
import { chromiumArgs, chromiumPath } from '../../playwright.config.ts';
import { hashPasswordSync } from '../../server/password.ts';
import { E2E_ADMIN_USER, e2eAdminPassword } from './admin-credentials.ts';
import { waitForLoader } from './helpers.ts';
import { startServer, type StartedServer } from '../support/server.ts';

const SCRIPT_BUDGET = 3 * 1024;

test.describe.configure({ mode: 'serial' });

/**
 * A browser whose own user agent is a desktop Chrome's. Playwright's override reaches the
 * page's requests, but a beacon sent as the page goes away leaves from the browser process
 * with its default, "HeadlessChrome", which the bot list rightly refuses to count.
 */
const DESKTOP_CHROME = devices['Desktop Chrome'].userAgent;
test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgs, `--user-agent=${DESKTOP_CHROME}`],
  },
});

let server: StartedServer | undefined;
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startServer({
    name: 'e2e-analytics',
    startLimitMs: 170_000,
    env: {
      ADMIN_USER: E2E_ADMIN_USER,
      ADMIN_PASSWORD_HASH: hashPasswordSync(e2eAdminPassword(), { log2N: 12, r: 8, p: 1 }),
    },
  });
  origin = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
});

const isEvent = (type: string) => (request: Request) =>
  request.url().endsWith('/webAPI/event') && (request.postData() ?? '').includes(`"type":"${type}"`);

/** Records when React marked the document hydrated, on the page's own clock. */
async function recordHydration(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (document.documentElement?.dataset['hydrated'] !== 'true') return;
      (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
  });
}

async function signedIn(page: Page): Promise<void> {
  await page.goto(`${origin}/admin/sign-in`);
  await page.getByLabel('User name').fill(E2E_ADMIN_USER);
  await page.getByLabel('Password').fill(e2eAdminPassword());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${origin}/admin`);
}

async function csv(page: Page, path: string): Promise<string[][]> {
  const response = await page.request.get(`${origin}${path}`);
  expect(response.status(), path).toBe(200);
  return parse(await response.text(), { bom: true }) as string[][];
}

test('the script loads after hydration, within 3 KiB brotli, and sets nothing in the browser', async ({ browser }) => {
  const context = await browser.newContext();
  await recordHydration(context);
  const page = await context.newPage();
  const scripts: { url: string; size: Promise<number> }[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') {
      scripts.push({ url: request.url(), size: request.sizes().then((sizes) => sizes.responseBodySize) });
    }
  });
  const pageView = page.waitForRequest(isEvent('pageview'));
  await page.goto(`${origin}/about-us`);
  const sent = await pageView;
  expect(JSON.parse(sent.postData() ?? '{}')).toMatchObject({
    type: 'pageview',
    path: '/about-us',
    route: '/about-us',
    device: 'desktop',
    landing_path: '/about-us',
  });
  const chunk = scripts.find((script) => /\/assets\/analytics-[\w-]+\.js$/.test(script.url));
  expect(chunk, 'the analytics chunk').toBeDefined();
  const size = await chunk?.size;
  expect(size, 'analytics script and web-vitals, as sent (brotli)').toBeLessThanOrEqual(SCRIPT_BUDGET);
  const timing = await page.evaluate(async (url) => {
    const entry = performance.getEntriesByName(url)[0];
    const lcp = await new Promise<number>((done) => {
      new PerformanceObserver((list) => done(list.getEntries().at(-1)?.startTime ?? Infinity)).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      });
      setTimeout(() => done(Infinity), 2000);
    });
    return {
      fetchedAt: entry?.startTime ?? -1,
      hydratedAt: (window as unknown as { hydratedAt?: number }).hydratedAt ?? Infinity,
      lcpAt: lcp,
    };
  }, chunk?.url ?? '');
  expect(timing.fetchedAt, 'fetched after hydration').toBeGreaterThan(timing.hydratedAt);
  expect(timing.fetchedAt, 'fetched after the largest contentful paint').toBeGreaterThan(timing.lcpAt);
  // Nothing else arrives with it: web-vitals is inside the chunk.
  const after = await Promise.all(
    scripts.map(async (script) => ({
      url: script.url,
      at: await page.evaluate((url) => performance.getEntriesByName(url)[0]?.startTime ?? 0, script.url),
    })),
  );
  expect(after.filter((script) => script.at > timing.hydratedAt).map((script) => script.url)).toEqual([chunk?.url]);
  expect(await context.cookies(), 'cookies').toEqual([]);
  expect(await page.evaluate(() => localStorage.length), 'localStorage').toBe(0);
  // The tab's own notes, which were there before analytics: the loader's "seen" flag and the attribution record.
  expect(await page.evaluate(() => Object.keys(sessionStorage).sort()), 'sessionStorage').toEqual([
    'nexaweave-loader-seen',
    'nw-attribution',
  ]);
  await context.close();
});

test('a campaign visit, two client navigations and an enquiry: 3 visits and 1 lead for newsletter, and its page load’s speed', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const views: Request[] = [];
  page.on('request', (request) => {
    if (isEvent('pageview')(request)) views.push(request);
  });
  await page.goto(`${origin}/?utm_source=newsletter`);
  await waitForLoader(page);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect.poll(() => views.length).toBe(1);
  expect(await context.cookies(), 'no cookie before a form is used').toEqual([]);

  await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(`${origin}/contact-us`);
  await expect(page.locator('[data-site-form][data-ready]')).toHaveCount(1);
  await expect.poll(() => views.length).toBe(2);
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field('Full name').fill('Analytics Lead');
  await field('Email address').fill('analytics-lead@example.com');
  await field('Phone number').fill('9876543210');
  await field('Project budget').selectOption('$100 - $500');
  await field('How can we help?').fill('We read about you in the newsletter and want a quote.');
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page).toHaveURL(`${origin}/thank-you`);
  await expect.poll(() => views.length).toBe(3);
  const bodies = views.map((request) => JSON.parse(request.postData() ?? '{}') as Record<string, unknown>);
  expect(bodies.map((body) => [body['path'], body['utm_source'], body['landing_path']])).toEqual([
    ['/', 'newsletter', '/'],
    ['/contact-us', 'newsletter', '/'],
    ['/thank-you', 'newsletter', '/'],
  ]);
  // The form's one cookie, and nothing else.
  expect((await context.cookies()).map((cookie) => cookie.name)).toEqual(['XSRF-TOKEN']);

  // The page is hidden as the visitor leaves: its load's vitals go out then (a beacon from a
  // page going away, which the browser delivers but Playwright does not report: the
  // server's export shows it below).
  await page.goto('about:blank');

  const staff = await context.newPage();
  await signedIn(staff);
  const month = new Date().toISOString().slice(0, 7);
  await expect
    .poll(async () => (await csv(staff, `/admin/traffic.csv?month=${month}`)).find((row) => row[1] === 'newsletter'))
    .toEqual([month, 'newsletter', '3', '1', '1', '1.0000']);
  await expect
    .poll(async () =>
      (await csv(staff, '/admin/speed.csv'))
        .filter((row) => row[0] === '/' && row[1] === 'desktop')
        .map((row) => [row[2], row[4]])
        .sort(),
    )
    .toEqual([
      ['CLS', '1'],
      ['FCP', '1'],
      // The visitor clicked and typed: the load has an Interaction to Next Paint.
      ['INP', '1'],
      ['LCP', '1'],
      ['TTFB', '1'],
    ]);
  const speed = await csv(staff, '/admin/speed.csv');
  expect(speed[0]).toEqual(['route', 'device', 'metric', 'p75', 'samples']);
  // The overview shows the month's sources and the speed of the route.
  await staff.goto(`${origin}/admin`);
  await expect(staff.getByRole('heading', { name: 'Visits and conversion by source' })).toBeVisible();
  await expect(staff.getByRole('rowheader', { name: 'newsletter' })).toHaveCount(1);
  await context.close();
});
