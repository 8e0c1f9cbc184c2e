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
  '/': { elements: 1300, inlineDataKiB: 44 },
  '/contact-us': { elements: 520, inlineDataKiB: 24 },
  '/about-us': { elements: 950, inlineDataKiB: 44 },
  '/work/basebone': { elements: 500, inlineDataKiB: 30 },
};

/**
 * Fields of each measured route's loader data that only its static stretches render
 * (app/lib/static-data.ts): in the data file a client navigation fetches, not in the page.
 */
const STATIC_ONLY: Record<string, { routeId: string; dataFile: string; fields: string[] }> = {
  '/': { routeId: 'routes/home', dataFile: '/_.data', fields: ['about', 'services', 'process', 'awards', 'posts'] },
  '/contact-us': { routeId: 'routes/contact-us', dataFile: '/contact-us.data', fields: ['hero', 'contact', 'founder'] },
  '/about-us': { routeId: 'routes/about-us', dataFile: '/about-us.data', fields: ['hero', 'founder'] },
  '/work/basebone': { routeId: 'routes/case-study', dataFile: '/work/basebone.data', fields: ['stage', 'next'] },
};

/**
 * The top-level fields of an object in React Router's encoded data (turbo-stream: a flat
 * JSON array whose first entry is the root value; an object is `{"_<key index>": <value index>}`).
 */
function decodedObject(flat: unknown[], index: number): Map<string, number> {
  const value = flat[index];
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error(`entry ${index} of the encoded data is not an object`);
  return new Map(Object.entries(value).map(([key, at]) => [String(flat[Number(key.slice(1))]), Number(at)]));
}

/** Follows `path` (field names) from the root value of the encoded data; the fields of the object found. */
function fieldsAt(flat: unknown[], path: string[]): string[] {
  let index = 0;
  for (const name of path) {
    const at = decodedObject(flat, index).get(name);
    if (at === undefined) throw new Error(`the encoded data has no "${path.join('.')}"`);
    index = at;
  }
  return [...decodedObject(flat, index).keys()];
}

/** The page's inline route data, decoded from its `streamController.enqueue("…")` script to the flat array. */
function inlineRouteData(html: string): unknown[] {
  const literal = /streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/.exec(html)?.[1];
  if (!literal) throw new Error('the page has no inline route data');
  return JSON.parse(JSON.parse(literal) as string) as unknown[];
}

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

test.describe('inline route data', () => {
  for (const [route, { routeId, dataFile, fields }] of Object.entries(STATIC_ONLY)) {
    test(`${route}: what only its static stretches render is in ${dataFile}, not in the page`, async ({ request }) => {
      const page = await request.get(route);
      expect(page.status()).toBe(200);
      const inPage = fieldsAt(inlineRouteData(await page.text()), ['loaderData', routeId]);
      const data = await request.get(dataFile);
      expect(data.status()).toBe(200);
      const inDataFile = fieldsAt((await data.json()) as unknown[], [routeId, 'data']);
      // The head is read while the page hydrates (its <meta>), so it is in both.
      expect(inPage).toContain('head');
      for (const field of fields) {
        expect(inDataFile, `${dataFile} has "${field}" for a client navigation`).toContain(field);
        expect(inPage, `${route} leaves "${field}" out of its inline data`).not.toContain(field);
      }
    });
  }
});
