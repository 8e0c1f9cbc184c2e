/**
 * Only what moves is hydrated (app/components/hydration/Static.tsx). A page's
 * unchanging stretches are adopted as prerendered HTML: their DOM nodes are the very
 * objects the parser made, React attaches nothing to them and never reports a
 * recoverable error (a stretch thrown away and rendered again). A client navigation
 * still renders the same stretches, with the same text, from the page's data; and a
 * link inside a stretch still navigates on the client.
 */
import { expect, test, type Page } from '@playwright/test';
import { waitForLoader } from './helpers.ts';
import { ALL_ROUTES } from './routes.ts';

declare global {
  interface Window {
    __recoverableErrors?: string[];
    /** Every element inside a static stretch, as the parser made it (before hydration). */
    __staticBefore?: Element[];
    __hydratedAtCapture?: boolean;
  }
}

/** Keeps every element of the static stretches once the parser is done, before React starts. */
async function captureStaticNodes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      window.__hydratedAtCapture = document.documentElement.dataset['hydrated'] === 'true';
      window.__staticBefore = [...document.querySelectorAll('[data-static] *')];
    });
  });
}

/** The text of the page's static stretches, as a visitor reads it. */
const staticText = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main [data-static]')].map((stretch) => stretch.innerText),
  );

test.describe('static stretches', () => {
  test('keep their prerendered DOM through hydration on every route, untouched by React', async ({ page }) => {
    test.setTimeout(240_000);
    await captureStaticNodes(page);
    for (const path of ALL_ROUTES) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      const result = await page.evaluate(() => {
        const before = window.__staticBefore ?? [];
        const after = [...document.querySelectorAll('[data-static] *')];
        return {
          capturedBeforeHydration: window.__hydratedAtCapture === false,
          stretches: document.querySelectorAll('[data-static]').length,
          count: before.length,
          sameNodes: before.length === after.length && before.every((node, index) => node === after[index]),
          connected: before.every((node) => node.isConnected),
          withReact: after.filter((node) => Object.keys(node).some((key) => key.startsWith('__react'))).length,
          wrappersOwnedByReact: [...document.querySelectorAll('[data-static]')].every((wrapper) =>
            Object.keys(wrapper).some((key) => key.startsWith('__react')),
          ),
          recoverable: window.__recoverableErrors,
        };
      });
      expect(result.capturedBeforeHydration, `${path}: nodes captured before hydration`).toBe(true);
      // The footer on every page, and the page's own unchanging sections (/thank-you's text
      // depends on the form that led there, so the whole page is hydrated).
      expect(result.stretches, path).toBeGreaterThanOrEqual(path === '/thank-you' ? 1 : 2);
      expect(result.count, path).toBeGreaterThan(50);
      expect(result.sameNodes, `${path}: the same DOM nodes before and after hydration`).toBe(true);
      expect(result.connected, path).toBe(true);
      expect(result.withReact, `${path}: elements inside static stretches that React attached to`).toBe(0);
      // The mechanism at work: React did hydrate the wrapper (it owns it), not what is inside.
      expect(result.wrappersOwnedByReact, path).toBe(true);
      expect(result.recoverable, `${path}: errors React recovered from`).toEqual([]);
    }
  });

  test('a client navigation renders the same stretches, with the same text, through React', async ({ page }) => {
    // A page reached from another route, and a case study from /work (whose links are in a static stretch).
    for (const [path, via] of [
      ['/', '/blog'],
      ['/work/basebone', '/work'],
      ['/contact-us', '/about-us'],
    ] as const) {
      await page.goto(path);
      await waitForLoader(page);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      const prerendered = await staticText(page);
      expect(prerendered.join('').length, path).toBeGreaterThan(200);

      // Another page by a full load, then back by a client navigation.
      await page.goto(via);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents.push(request.url());
      });
      const link = page.locator(`[data-static] a[href="${path}"], header a[href="${path}"]`).first();
      await link.click();
      await expect(page).toHaveURL(path);
      await expect(page.locator('main [data-static]').first()).toBeAttached();
      await expect.poll(() => staticText(page)).toEqual(prerendered);
      // Each stretch's top elements are React's now (markup inside an article's HTML never is).
      const owned = await page.evaluate(() =>
        [...document.querySelectorAll('main [data-static] > *')].map((node) =>
          Object.keys(node).some((key) => key.startsWith('__react')),
        ),
      );
      expect(owned.length, path).toBeGreaterThan(0);
      expect(owned.every(Boolean), `${path}: rendered by React after a client navigation`).toBe(true);
      expect(documents, `${path}: reached without loading a document`).toEqual([]);
      expect(await page.evaluate(() => window.__recoverableErrors)).toEqual([]);
      page.removeAllListeners('request');
    }
  });

  test('a link inside a static stretch navigates on the client; a new tab or a file is left to the browser', async ({
    page,
  }) => {
    await page.goto('/work/basebone');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.evaluate(() => {
      (window as unknown as { visitMarker: number }).visitMarker = 7;
    });
    const next = page.locator('[data-static] a[rel="next"]');
    await expect(next).toHaveCount(1);
    expect(await next.evaluate((a) => Object.keys(a).some((key) => key.startsWith('__react')))).toBe(false);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await next.click();
    await expect(page).not.toHaveURL('/work/basebone');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(documents).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { visitMarker?: number }).visitMarker)).toBe(7);

    // The footer is a static stretch: its links to pages navigate on the client too.
    await page.locator('footer a[href="/about-us"]').first().click();
    await expect(page).toHaveURL('/about-us');
    expect(documents).toEqual([]);
    // A file (the RSS feed) is the browser's to load.
    const feed = page.locator('footer a[href$=".xml"]').first();
    if ((await feed.count()) > 0) {
      expect(await feed.evaluate((a) => a.closest('[data-static]') !== null)).toBe(true);
      const [response] = await Promise.all([page.waitForEvent('response'), feed.click()]);
      expect(new URL(response.url()).pathname).toMatch(/\.xml$/);
    }
  });
});
