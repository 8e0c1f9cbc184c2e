/**
 * Accessibility sweep: axe-core on every route of routes.ts and the 404
 * page at 390 px and 1440 px, with the menus open, and on each form after an empty
 * submit. WCAG 2.0/2.1 A and AA, WCAG 2.2 AA, best practices, and the WCAG 2.2
 * `target-size` rule (off by default in axe) switched on. Zero violations of any impact.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures.ts';
import { ALL_ROUTES } from './routes.ts';
import { holdCarousels, open, waitForLoader, waitForStillCarousels } from './helpers.ts';

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

/** Loads a route (or the 404 page), waits for the loader to go and holds its carousels still. */
async function load(page: Page, path: string): Promise<void> {
  if (path === NOT_FOUND) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await waitForLoader(page);
  } else {
    await open(page, path);
  }
  await holdCarousels(page);
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of [...ALL_ROUTES, NOT_FOUND]) {
      test(`${path} (${name})`, async ({ page }) => {
        await load(page, path);
        await expectNoViolations(page, `${path} at ${viewport.width} px`);
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
