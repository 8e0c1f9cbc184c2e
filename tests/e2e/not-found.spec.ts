/**
 * A case study, article, service page or job opening is a parameter route whose slug must name a
 * content file: an unknown slug gets the 404 page with status 404, on a full load
 * (the server sends React Router's SPA fallback, which renders the 404 page, and the
 * router's own request for the path's data is answered 404 too) and on a client
 * navigation (the loader's data request is answered 404 and the root error boundary
 * shows the same page), with the page's title and noindex.
 */
import { expect, test, type Page } from './fixtures.ts';
import { open, waitForLoader } from './helpers.ts';
import { specText } from '../support/typography.ts';

const UNKNOWN = [
  '/work/no-such-project',
  '/blog/no-such-article',
  '/services/no-such-service',
  // A closed opening's address is no page either (its page is no longer built).
  '/career/no-such-opening',
];

async function expectNotFoundPage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found!');
  await expect(page.getByText(specText("We can't seem to find the page you're searching for."))).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Or try one of these pages' })).toBeVisible();
  await expect(page).toHaveTitle(/^Page Not Found \| /);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // No entry of the navigation is the current page here, Home included.
  await expect(page.getByRole('banner').locator('[aria-current="page"]')).toHaveCount(0);
}

for (const path of UNKNOWN) {
  test(`${path}: a full load gets the 404 page with status 404`, async ({ page }) => {
    const data = page.waitForResponse((response) => new URL(response.url()).pathname === `${path}.data`);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    expect((await data).status(), 'the data of an unknown slug').toBe(404);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await waitForLoader(page);
    await expectNotFoundPage(page);
    await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
}

test('a client navigation to an unknown slug shows the 404 page, without a document load', async ({ page }) => {
  await open(page, '/work');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  for (const path of UNKNOWN) {
    const data = page.waitForResponse((response) => new URL(response.url()).pathname === `${path}.data`);
    // A history entry for the path, then the popstate event a Back or Forward would fire:
    // the router navigates to it on the client, as it does for any in-site navigation.
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    expect((await data).status(), path).toBe(404);
    await expectNotFoundPage(page);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // And back to a real page: the error is the one path's, not the site's.
    await page
      .getByRole('main')
      .getByRole('link', { name: /Our work/ })
      .click();
    await expect(page).toHaveURL(/\/work$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found!');
  }
});

test('a known slug still reaches its page after an unknown one', async ({ page }) => {
  const response = await page.goto('/work/no-such-project');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await waitForLoader(page);
  await page
    .getByRole('main')
    .getByRole('link', { name: /Our work/ })
    .click();
  await expect(page).toHaveURL(/\/work$/);
  await page.getByRole('main').getByRole('link', { name: /Aara/i }).first().click();
  await expect(page).toHaveURL(/\/work\/aara$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Aara/i);
});
