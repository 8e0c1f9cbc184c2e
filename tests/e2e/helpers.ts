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
