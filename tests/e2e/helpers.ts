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
        const parts = () => [
          ...document.querySelectorAll<HTMLElement>('[data-carousel-container], [data-carousel-slide]'),
        ];
        const look = () =>
          parts()
            .map((part) => {
              const style = getComputedStyle(part);
              return `${style.opacity} ${style.transform}`;
            })
            .join('|');
        const before = look();
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const between = parts().some((part) => {
              const opacity = Number(getComputedStyle(part).opacity);
              return opacity > 0 && opacity < 1;
            });
            resolve(!between && look() === before);
          }),
        );
      }),
    undefined,
    { timeout: 8_000 },
  );
}

/**
 * Holds every carousel still, as a visitor does with its Pause button, so that a scan
 * sees the page at rest: axe measures the text of a slide that is fading in at part
 * opacity, a contrast no visitor reads. Pressing a button scrolls to it, which can
 * hydrate another section and start its carousel, so this repeats until none rotates.
 */
export async function holdCarousels(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const pause = page.getByRole('button', { name: 'Pause slides' });
  for (let round = 0; round < 5; round += 1) {
    const buttons = await pause.all();
    if (buttons.length === 0) break;
    for (const button of buttons) if (await button.isVisible()) await button.click();
    await waitForStillCarousels(page);
  }
  await expect(page.locator('[data-carousel][data-rotating="true"]')).toHaveCount(0);
  await waitForStillCarousels(page);
}
