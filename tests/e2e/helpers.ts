import { expect, type Locator, type Page, type Request } from '@playwright/test';

/**
 * The loader covers a tab's first full load for 3 s; tests that interact wait it out.
 * A web-first assertion: it holds at once on a later load in the tab (no loader shown).
 */
export async function waitForLoader(page: Page): Promise<void> {
  await expect(page.locator('[data-site-loader]')).toBeHidden({ timeout: 15_000 });
}

/**
 * Loads a page and waits until the loader has gone and React has hydrated the page.
 * Both: a later load in the tab, or reduced motion, shows no loader at all, and a test
 * that acts before hydration meets the prerendered page (carousels not yet set up).
 */
export async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await waitForLoader(page);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/**
 * Waits until the loader's hiding animation has finished, in one step inside the page
 * (no check-then-act: the element may be unmounted at any moment once it has ended).
 * Returns at once when there is no loader, or when it was skipped (hidden, so not animated).
 * The loader is a CSS animation on the document timeline, which Playwright's clock does
 * not drive, so this works with the clock installed too.
 */
export async function waitForLoaderEnd(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const loader = document.querySelector('[data-site-loader]');
    await Promise.all(loader?.getAnimations().map((animation) => animation.finished) ?? []);
  });
}

/** What LoaderWatch saw of the loader in one document, from its first frame. */
export interface LoaderRecord {
  /** Animation frames in which the loader element was in the document. */
  framesWithLoader: number;
  /** Of those, frames in which it was painted: not display:none, not visibility:hidden, opacity above 0. */
  visibleFrames: number;
  /** The hiding animation's timing (ms), once it was seen running. */
  delay: number | null;
  duration: number | null;
  /** performance.now() when the hiding animation finished (ms since the document's navigation began). */
  finishedAt: number | null;
  /** Whether the element is gone (unmounted after the animation, or after a skipped load hydrated). */
  removed: boolean;
}

declare global {
  interface Window {
    loaderRecord?: LoaderRecord;
  }
}

/**
 * From now on, every document this page loads records what its loader did, frame by
 * frame from the first one (an init script runs before the document's own scripts), so
 * that a test can tell "never painted" from "painted briefly". Read it with loaderRecord().
 */
export async function watchLoader(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record: LoaderRecord = {
      framesWithLoader: 0,
      visibleFrames: 0,
      delay: null,
      duration: null,
      finishedAt: null,
      removed: false,
    };
    window.loaderRecord = record;
    let seen: Element | null = null;
    const frame = () => {
      const loader = document.querySelector('[data-site-loader]');
      if (loader) {
        record.framesWithLoader += 1;
        const style = getComputedStyle(loader);
        if (style.display !== 'none' && style.visibility !== 'hidden' && Number(style.opacity) > 0) {
          record.visibleFrames += 1;
        }
        if (!seen) {
          const hiding = loader
            .getAnimations()
            .find((animation) => animation instanceof CSSAnimation && animation.animationName.includes('loader-out'));
          if (hiding) {
            seen = loader;
            const timing = hiding.effect?.getTiming();
            record.delay = Number(timing?.delay);
            record.duration = Number(timing?.duration);
            void hiding.finished.then(() => {
              record.finishedAt = performance.now();
            });
          }
        }
      } else if (record.framesWithLoader > 0) {
        record.removed = true;
        return;
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/** The current document's LoaderRecord (watchLoader must have been called before it loaded). */
export async function loaderRecord(page: Page): Promise<LoaderRecord> {
  const record = await page.evaluate(() => window.loaderRecord);
  if (!record) throw new Error('watchLoader(page) was not called before this document loaded');
  return record;
}

/**
 * Waits until no carousel moves: every slide and slide track looks the same two frames
 * apart, and every slide of a fading carousel is fully shown or fully hidden.
 */
export async function waitForStillCarousels(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const look = () =>
          [...document.querySelectorAll<HTMLElement>('[data-carousel-container], [data-carousel-slide]')].map(
            (part) => {
              const { opacity, transform } = getComputedStyle(part);
              return { opacity: Number(opacity), transform };
            },
          );
        const before = JSON.stringify(look());
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const after = look();
            resolve(JSON.stringify(after) === before && after.every(({ opacity }) => opacity === 0 || opacity === 1));
          }),
        );
      }),
    undefined,
    { timeout: 8_000 },
  );
}

/**
 * A carousel on the first screen is hydrated when the visitor reaches for it, or at its first
 * turn (app/components/hydration/island.tsx): a focus event that moves no focus reaches for it
 * without holding its rotation (only keyboard focus holds it).
 */
export async function reachFor(carousel: Locator): Promise<void> {
  // The island watches for the visitor from the document's hydration on.
  await expect(carousel.page().locator('html')).toHaveAttribute('data-hydrated', 'true');
  if (await carousel.evaluate((root) => root.closest('[data-island-on="intent"]:not([data-island-hydrated])') !== null))
    await carousel.dispatchEvent('focusin');
}

/**
 * Carousels are set up as they first come near the viewport (app/components/carousel/Carousel.tsx):
 * brings each one near in turn (reaching for one on the first screen), waits until it is set up,
 * and goes back to the top.
 */
export async function setUpCarousels(page: Page): Promise<void> {
  for (const carousel of await page.locator('[data-carousel]').all()) {
    await carousel.scrollIntoViewIfNeeded();
    await reachFor(carousel);
    await expect(carousel).toHaveAttribute('data-enhanced', '');
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  // Back at the top, a playing carousel rotates again only once its observer has said it
  // is near, a frame or more later: wait for that state before a test runs the clock.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[data-carousel]')].every((carousel) => {
          if (carousel.dataset['state'] !== 'playing') return true;
          const box = carousel.getBoundingClientRect();
          const near = box.bottom > -400 && box.top < window.innerHeight + 400;
          return (carousel.dataset['rotating'] === 'true') === near;
        }),
      ),
    )
    .toBe(true);
}

/**
 * Stops every carousel, as a visitor does with its Pause button, so that a scan sees
 * the page at rest (then waitForStillCarousels lets a slide change already under way
 * end): axe measures the text of a slide that is fading in at part opacity, a contrast
 * no visitor reads.
 */
export async function holdCarousels(page: Page): Promise<void> {
  // Each carousel set up (its buttons shown) before the Pause buttons are pressed.
  await setUpCarousels(page);
  // A pressed button is named "Play slides": the first one left is always the next one.
  const pause = page.getByRole('button', { name: 'Pause slides' });
  for (let left = await pause.count(); left > 0; left -= 1) await pause.first().click();
  await expect(page.locator('[data-carousel][data-rotating="true"]')).toHaveCount(0);
}

/** The page's requests that have started and not yet finished or failed, from Playwright's request events. */
export function trackRequests(page: Page): { inFlight: () => number } {
  const pending = new Set<Request>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return { inFlight: () => pending.size };
}

/**
 * A full load is over: the document has loaded, React has hydrated it (its scripts start
 * after the first paint) and nothing the page asked for is still on its way. State, not a
 * quiet period: `networkidle` waits for 500 ms without requests, which a loaded machine
 * can both stretch and cut short.
 */
export async function waitForSettledLoad(page: Page, requests: { inFlight: () => number }): Promise<void> {
  await page.waitForLoadState('load');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // A carousel in or near the first screen fetches its code and Embla's once the intersection
  // observer has reported it, after hydration: part of the load, so wait until each is set up.
  // One on the first screen whose island waits for the visitor (or its first turn) is not.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('[data-carousel]')]
          .filter((carousel) => {
            if (carousel.closest('[data-island-on="intent"]:not([data-island-hydrated])')) return false;
            const box = carousel.getBoundingClientRect();
            return box.top < window.innerHeight + 400 && box.bottom > -400;
          })
          .every((carousel) => carousel.hasAttribute('data-enhanced')),
      ),
    )
    .toBe(true);
  await expect.poll(() => requests.inFlight()).toBe(0);
}

/** Resolves after the page has rendered two more frames: what a scroll or a click set off has started. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
