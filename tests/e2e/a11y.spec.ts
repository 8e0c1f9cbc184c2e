/**
 * The sweep of every route of routes.ts and the 404 page, at 390 px and 1440 px, one load
 * each: the page hydrates and, scrolled to its end (so that what hydrates in view does so
 * too), has logged no console error or warning, no uncaught error and no CSP violation
 * (listened for from before the first script); it is no wider than the window; and axe-core
 * finds zero violations of any impact (WCAG 2.0/2.1 A and AA, WCAG 2.2 AA, best practices,
 * and the WCAG 2.2 `target-size` rule, off by default in axe, switched on). Then axe with
 * the menus open, and on each form after an empty submit.
 *
 * One load serves all four checks: they were four sweeps of every route (here, react.spec,
 * seo.spec, design.spec), and the loads were most of the browser suite's time.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures.ts';
import { recordFirstLoad } from './budgets.ts';
import { ALL_ROUTES } from './routes.ts';
import {
  holdCarousels,
  nextFrames,
  open,
  trackRequests,
  waitForLoader,
  waitForSettledLoad,
  waitForStillCarousels,
} from './helpers.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const NOT_FOUND = '/this-page-does-not-exist';

const WIDTHS = [
  { name: 'mobile', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
] as const;

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** One line per violated rule: id, impact, count and the first three target selectors. */
function formatViolations(results: AxeResults): string {
  return results.violations
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 3)
        .map((node) => JSON.stringify(node.target.map(String).join(' ')))
        .join(', ');
      const more = violation.nodes.length > 3 ? ` (+${violation.nodes.length - 3} more)` : '';
      return `  ${violation.id} [${violation.impact ?? 'n/a'}] x${violation.nodes.length}: ${targets}${more}`;
    })
    .join('\n');
}

/** Runs axe on the page as it is now and fails with a compact list of every violation. */
async function expectNoViolations(page: Page, label: string): Promise<void> {
  await waitForStillCarousels(page);
  const results = await new AxeBuilder({ page })
    // options() replaces the run options, so it comes before withTags() (which adds runOnly).
    .options({ rules: { 'target-size': { enabled: true } } })
    .withTags(TAGS)
    .analyze();
  const ranTargetSize = [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].some(
    (rule) => rule.id === 'target-size',
  );
  expect(ranTargetSize, `${label}: axe did not run the target-size rule`).toBe(true);
  const summary = formatViolations(results);
  expect(results.violations.length, `${label}: ${results.violations.length} axe violation(s)\n${summary}`).toBe(0);
}

/** The page's headings in order have an h1 first and skip no level going down (up is free). */
async function expectHeadingsInOrder(page: Page, path: string): Promise<void> {
  const headings = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, [role="heading"]')]
      .filter((h) => !h.closest('[aria-hidden="true"], [hidden], dialog:not([open]), [data-site-loader]'))
      .map((h) => ({
        level: Number(h.getAttribute('aria-level') ?? h.tagName.slice(1)),
        text: (h.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60),
      })),
  );
  expect(headings.length, `${path} has headings`).toBeGreaterThan(0);
  expect(headings[0]?.level, `${path}: the first heading is the h1 ("${headings[0]?.text}")`).toBe(1);
  const skips: string[] = [];
  for (let i = 1; i < headings.length; i += 1) {
    const previous = headings[i - 1];
    const current = headings[i];
    if (previous && current && current.level > previous.level + 1) {
      skips.push(`h${previous.level} "${previous.text}" → h${current.level} "${current.text}"`);
    }
  }
  expect(skips, `${path}: heading levels skipped going down`).toEqual([]);
}

/**
 * Loads a route (or the 404 page), waits for the loader to go and holds its carousels still;
 * `whenLoaded` runs before they are held (holding one hydrates its island: not a first load's).
 */
async function load(page: Page, path: string, whenLoaded?: () => Promise<void>): Promise<void> {
  if (path === NOT_FOUND) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await waitForLoader(page);
  } else {
    await open(page, path);
  }
  await whenLoaded?.();
  await holdCarousels(page);
}

/**
 * Collects the page's console errors and warnings, its uncaught errors, and its CSP
 * violations, which a listener added before any of the page's scripts logs as errors.
 */
async function watchConsole(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${page.url()} [${message.type()}] ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`${page.url()} [uncaught] ${error.message}`));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  return problems;
}

// The browser reports the 404 document's own status; that is the page working, not a fault.
const NOT_FOUND_STATUS = /\[error\] Failed to load resource: the server responded with a status of 404/;

for (const { name, viewport } of WIDTHS) {
  test.describe(`every route at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of [...ALL_ROUTES, NOT_FOUND]) {
      test(`${path} (${name}): a clean console, no CSP violation, no sideways scroll, zero axe violations, headings in order${name === 'desktop' ? ', size budgets' : ''}`, async ({
        page,
        baseURL,
      }) => {
        const problems = await watchConsole(page);
        const requests = trackRequests(page);
        const checkBudgets = name === 'desktop' ? recordFirstLoad(page, new URL(baseURL ?? '').origin) : undefined;
        await load(
          page,
          path,
          checkBudgets &&
            (async () => {
              // The scripts start after the first paint (scripts/defer-hydration.ts): the first load
              // ends when React has hydrated the page and every request it made has finished.
              await waitForSettledLoad(page, requests);
              await checkBudgets(path);
            }),
        );
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${path} is ${width} px wide in a ${viewport.width} px window`).toBeLessThanOrEqual(
          viewport.width,
        );
        await expectNoViolations(page, `${path} at ${viewport.width} px`);
        await expectHeadingsInOrder(page, path);
        // Down to the end, so that what hydrates when it comes into view does so too.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await nextFrames(page);
        await waitForSettledLoad(page, requests);
        const expected = path === NOT_FOUND ? (problem: string) => NOT_FOUND_STATUS.test(problem) : () => false;
        expect(problems.filter((problem) => !expected(problem))).toEqual([]);
      });
    }
  });
}

test.describe('axe with the menus open', () => {
  test('the mega-menu open at 1440 px', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await load(page, '/');
    const toggle = page.getByRole('button', { name: 'Our Services' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#mega-menu')).toBeVisible();
    await expectNoViolations(page, '/ with the mega-menu open');
  });

  test.describe('mobile', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test('the side menu open at 390 px', async ({ page }) => {
      // Held before the menu opens: behind the modal menu the Pause buttons are out of reach.
      await load(page, '/');
      await page.getByRole('button', { name: 'Open menu' }).tap();
      const dialog = page.getByRole('dialog', { name: 'Menu' });
      await expect(dialog).toBeVisible();
      // The services group is a disclosure inside the menu: scan it open as well.
      await dialog.locator('summary').first().tap();
      await expect(dialog.locator('details[open]')).toHaveCount(1);
      await expectNoViolations(page, '/ with the side menu open');
    });
  });
});

test.describe('axe on each form after an empty submit', () => {
  for (const path of ['/contact-us', '/hire-developer', '/career/job-apply']) {
    for (const { name, viewport } of WIDTHS) {
      test(`${path} with errors shown (${name})`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await open(page, path);
        const form = page.locator('main form');
        expect(
          await form.count(),
          `${path} has no <form> in <main> yet (app/components/forms/SiteForm.tsx renders no form)`,
        ).toBeGreaterThan(0);
        const submit = form.first().locator('button[type="submit"], input[type="submit"], button:not([type])').last();
        expect(await submit.count(), `${path}: the form has no submit button`).toBe(1);
        await submit.click();
        await expect(
          form.first().locator('[aria-invalid="true"]').first(),
          `${path}: no field is marked aria-invalid="true" after an empty submit`,
        ).toBeVisible();
        await expectNoViolations(page, `${path} after an empty submit at ${viewport.width} px`);
      });
    }
  }
});
