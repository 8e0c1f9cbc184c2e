/**
 * What a measured route costs before any script runs: the browser parses, styles and
 * lays out every element of the prerendered page before its first paint, and parses the
 * inline route data (React Router's hydration data) before the page can hydrate. On a
 * slow phone both are most of the page's floor (docs/performance.md), so each has a
 * budget here, by count and size, not time: a section that adds hundreds of elements or
 * a loader that inlines content a static stretch does not need fails this test at once.
 */
import { expect, test } from './fixtures.ts';

/** The routes the phone targets are measured on (bench/lighthouse.ts), and their budgets. */
const BUDGETS: Record<string, { elements: number; inlineDataKiB: number }> = {
  '/': { elements: 1300, inlineDataKiB: 56 },
  '/contact-us': { elements: 520, inlineDataKiB: 29 },
  '/about-us': { elements: 950, inlineDataKiB: 44 },
  '/work/basebone': { elements: 500, inlineDataKiB: 32 },
};

/** Inline scripts other than structured data (application/ld+json): the route data and the small head scripts. */
function inlineScriptBytes(html: string): number {
  let bytes = 0;
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes) || /application\/ld\+json/.test(attributes)) continue;
    bytes += Buffer.byteLength(body);
  }
  return bytes;
}

test.describe('the page before its script', () => {
  for (const [route, budget] of Object.entries(BUDGETS)) {
    test(`${route}: at most ${budget.elements} elements and ${budget.inlineDataKiB} KiB of inline data`, async ({
      browser,
      request,
    }) => {
      const response = await request.get(route);
      expect(response.status()).toBe(200);
      const inline = inlineScriptBytes(await response.text());
      expect(inline, 'inline script bytes').toBeGreaterThan(0);
      expect(inline / 1024, 'inline script KiB').toBeLessThanOrEqual(budget.inlineDataKiB);

      // The prerendered page as the browser builds it, with no script to add or remove anything.
      const context = await browser.newContext({ javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        await page.goto(route);
        const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
        expect(elements, 'elements').toBeGreaterThan(50);
        expect(elements, 'elements').toBeLessThanOrEqual(budget.elements);
      } finally {
        await context.close();
      }
    });
  }
});
