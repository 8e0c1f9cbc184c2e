import { expect, type Page } from '@playwright/test';

/** The loader covers a full document load for 3 s; tests that interact wait it out. */
export async function waitForLoader(page: Page): Promise<void> {
  await expect(page.locator('[data-site-loader]')).toBeHidden({ timeout: 8_000 });
}

/** Loads a page and waits until the loader has gone. */
export async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await waitForLoader(page);
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
 * Stops every carousel, as a visitor does with its Pause button, so that a scan sees
 * the page at rest (then waitForStillCarousels lets a slide change already under way
 * end): axe measures the text of a slide that is fading in at part opacity, a contrast
 * no visitor reads.
 */
export async function holdCarousels(page: Page): Promise<void> {
  // Each carousel set up (its buttons shown) before the Pause buttons are pressed.
  await expect(page.locator('[data-carousel]:not([data-enhanced])')).toHaveCount(0);
  // A pressed button is named "Play slides": the first one left is always the next one.
  const pause = page.getByRole('button', { name: 'Pause slides' });
  for (let left = await pause.count(); left > 0; left -= 1) await pause.first().click();
  await expect(page.locator('[data-carousel][data-rotating="true"]')).toHaveCount(0);
}
