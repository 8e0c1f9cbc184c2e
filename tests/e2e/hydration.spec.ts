/**
 * Only what moves is hydrated (app/components/hydration/Static.tsx). A page's
 * unchanging stretches are adopted as prerendered HTML: their DOM nodes are the very
 * objects the parser made, React attaches nothing to them and never reports a
 * recoverable error (a stretch thrown away and rendered again). A client navigation
 * still renders the same stretches, with the same text, from the page's data; and a
 * link inside a stretch still navigates on the client.
 */
import { expect, test, type Page } from './fixtures.ts';
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
          // Inside an island that is not needed yet, React has not even reached the wrapper.
          wrappersOwnedByReact: [...document.querySelectorAll('[data-static]')]
            .filter((wrapper) => !wrapper.closest('[data-island]:not([data-island-hydrated])'))
            .every((wrapper) => Object.keys(wrapper).some((key) => key.startsWith('__react'))),
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

/** Whether React has attached itself to the element (its fiber keys). */
const ownedByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith('__react'));

test.describe('islands (app/components/hydration/island.tsx)', () => {
  test('a slider further down stays server HTML, its code unfetched, until it comes near; then React hydrates those nodes', async ({
    page,
  }) => {
    const islandCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/about-us\.islands-[\w-]+\.js$/.test(request.url())) islandCode.push(request.url());
    });
    await page.goto('/about-us');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await waitForLoader(page);
    const team = page.locator('[data-island]:has(#team)');
    await expect(team).toHaveAttribute('data-island-on', 'near');
    await page.evaluate(() => {
      (window as unknown as { teamBefore: Element | null }).teamBefore = document.querySelector('#team');
    });
    expect(await page.locator('#team').evaluate(ownedByReact), 'hydrated before it was needed').toBe(false);
    await expect(team).not.toHaveAttribute('data-island-hydrated');
    expect(islandCode, 'the island code fetched with the page').toEqual([]);
    const preloadLinks = () => page.locator('link[rel="modulepreload"]').count();
    const preloadsBefore = await preloadLinks();

    await page.locator('#team').scrollIntoViewIfNeeded();
    await expect(team).toHaveAttribute('data-island-hydrated', '');
    await expect(page.locator('#team')).toHaveAttribute('data-enhanced', '');
    expect(islandCode).toHaveLength(1);
    // Its imports are fetched by the browser as the module is parsed, not announced first by a
    // burst of <link rel="modulepreload"> in the task that made it needed (vite.config.ts).
    expect(await preloadLinks(), 'modulepreload links added for the island').toBe(preloadsBefore);
    const after = await page.evaluate(() => {
      const node = document.querySelector('#team');
      return {
        same: node === (window as unknown as { teamBefore: Element | null }).teamBefore,
        owned: node !== null && Object.keys(node).some((key) => key.startsWith('__react')),
      };
    });
    expect(after).toEqual({ same: true, owned: true });
    expect(await page.evaluate(() => window.__recoverableErrors)).toEqual([]);
  });

  test('a tab pressed, and a key pressed, while the island is on its way take effect once it is hydrated', async ({
    page,
  }) => {
    const islandCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/home\.islands-[\w-]+\.js$/.test(request.url())) islandCode.push(request.url());
    });
    // The islands' code is held back until both presses have been made, so they certainly come first.
    let releaseCode: () => void = () => undefined;
    const codeHeld = new Promise<void>((resolve) => {
      releaseCode = resolve;
    });
    await page.route(/\/assets\/home\.islands-[\w-]+\.js$/, async (route) => {
      await codeHeld;
      await route.continue();
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await waitForLoader(page);
    const island = page.locator('[data-island]:has(#technologies)');
    await expect(island).not.toHaveAttribute('data-island-hydrated');
    expect(islandCode, 'fetched with the page').toEqual([]);

    // Near the viewport, the tabs are needed: their code is asked for, and held.
    const section = page.locator('#technologies');
    await section.scrollIntoViewIfNeeded();
    await expect.poll(() => islandCode.length, 'coming near made the island needed').toBe(1);
    const databases = section.getByRole('tab', { name: 'Databases' });
    await databases.click();
    await page.keyboard.press('ArrowRight');
    await expect(island).not.toHaveAttribute('data-island-hydrated');
    await expect(databases).toHaveAttribute('aria-selected', 'false');

    releaseCode();
    await expect(island).toHaveAttribute('data-island-hydrated', '');
    // The click React could not deliver selected Databases, and the arrow key then moved on.
    await expect(section.getByRole('tab', { name: 'Design Tools' })).toHaveAttribute('aria-selected', 'true');
    await expect(section.getByRole('tab', { name: 'Design Tools' })).toBeFocused();
    expect(await page.evaluate(() => window.__recoverableErrors)).toEqual([]);
  });

  test('the first-screen slider is needed at its first turn', async ({ page }) => {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const hero = page.locator('[data-island]:has(#hero)');
    await page.clock.runFor(3000);
    await expect(hero).not.toHaveAttribute('data-island-hydrated');
    await page.clock.runFor(1500);
    await expect(hero).toHaveAttribute('data-island-hydrated', '');
    await expect(page.locator('#hero')).toHaveAttribute('data-enhanced', '');
  });
});

test.describe('a failed island keeps its page (IslandBoundary in island.tsx)', () => {
  const homeIslands = /\/assets\/home\.islands-[\w-]+\.js$/;

  test('its code failing to arrive leaves the server HTML on screen; the island works once the code comes back', async ({
    page,
  }) => {
    let blocked = true;
    const attempts: string[] = [];
    await page.route(homeIslands, async (route) => {
      attempts.push(route.request().url());
      if (blocked) await route.abort('internetdisconnected');
      else await route.continue();
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await waitForLoader(page);
    const section = page.locator('#technologies');
    const island = page.locator('[data-island]:has(#technologies)');
    const textBefore = await section.innerText();
    await section.scrollIntoViewIfNeeded();
    await expect.poll(() => attempts.length, 'the island asked for its code').toBeGreaterThanOrEqual(1);
    // Failed, and tried again with back-off: the page is whole, the island's server HTML stays.
    await expect.poll(() => attempts.length, 'tried again').toBeGreaterThanOrEqual(2);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(section).toBeVisible();
    expect(await section.innerText()).toBe(textBefore);
    await expect(island).not.toHaveAttribute('data-island-hydrated');

    blocked = false;
    await expect(page.locator('[data-island][data-island-hydrated]:has(#technologies)')).toHaveCount(1, {
      timeout: 20_000,
    });
    const databases = section.getByRole('tab', { name: 'Databases' });
    await databases.click();
    await expect(databases).toHaveAttribute('aria-selected', 'true');
    expect(page.url()).toMatch(/\/$/);
  });

  test('a chunk gone from the server (404, as after a release) reloads the page once, never in a loop', async ({
    page,
  }) => {
    await page.route(homeIslands, (route) => route.fulfill({ status: 404, body: 'gone' }));
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) documents += 1;
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await waitForLoader(page);
    const reloaded = page.waitForEvent('load');
    await page.locator('#technologies').scrollIntoViewIfNeeded();
    await reloaded;
    expect(documents, 'reloaded to the current build').toBe(2);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // (The browser restores the scroll position, so the island is needed at once; its failure
    // puts its server HTML back as new nodes, which a locator's scroll would find detached.)
    await page.evaluate(() => document.querySelector('#technologies')?.scrollIntoView());
    // Still gone after the reload: the page stays whole and is not reloaded again.
    await page.waitForTimeout(4000);
    expect(documents).toBe(2);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    await expect(page.locator('#technologies')).toBeVisible();
    await expect(page.locator('#technologies').getByRole('tab', { name: 'Databases' })).toBeVisible();
  });
});
