/**
 * Full-page screenshots at 390 and 1440 px wide, for looking at the site as a visitor
 * does: `npm run screenshots -- [base-url] [path…]` against a running server
 * (`npm run serve`) writes PNGs to test-results/screenshots/ (SCREENSHOTS_DIR to
 * change it). Without paths it takes every page: those sitemap.xml lists, the
 * human sitemap, the thank-you page and the 404 page. The loader is waited out
 * before each shot.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [origin = 'http://127.0.0.1:4321', ...paths] = process.argv.slice(2);
const out = process.env['SCREENSHOTS_DIR'] ?? 'test-results/screenshots';
mkdirSync(out, { recursive: true });

/** Every page of the running site: sitemap.xml's, and the pages it leaves out on purpose. */
async function everyPage(): Promise<string[]> {
  const response = await fetch(`${origin}/sitemap.xml`);
  if (!response.ok) throw new Error(`${origin}/sitemap.xml answered ${response.status}: is the server running?`);
  const listed = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, url = '']) => new URL(url).pathname,
  );
  return [...listed, '/sitemap', '/thank-you', '/no-such-page'];
}

const routes = paths.length ? paths : await everyPage();

const browser = await chromium.launch({
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
for (const width of [390, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 900 } });
  for (const path of routes) {
    await page.goto(origin + path, { waitUntil: 'networkidle' });
    await page
      .locator('[data-site-loader]')
      .waitFor({ state: 'hidden', timeout: 10_000 })
      .catch(() => {});
    // Scroll through so lazy images load, then back to the top.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 40));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(300);
    const base = `${out}/${path.replace(/\W+/g, '_').replace(/^_/, '') || 'home'}-${width}`;
    await page.screenshot({ path: `${base}.png`, fullPage: true });
    // Also in tiles a little taller than the viewport, which are legible when viewed whole,
    // each taken scrolled to its place as a visitor sees it: sticky parts (the header, an
    // article's contents rail) where they stick, not where a full-page capture leaves them.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const tile = width === 390 ? 1400 : 1300;
    await page.setViewportSize({ width, height: tile });
    for (let top = 0, i = 0; top < height; top += tile, i += 1) {
      const scrolled = await page.evaluate((y) => {
        window.scrollTo(0, y);
        return window.scrollY;
      }, top);
      await page.waitForTimeout(150);
      await page.screenshot({
        path: `${base}.${i}.png`,
        clip: { x: 0, y: top - scrolled, width, height: Math.min(tile, height - top) },
      });
    }
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    console.log(`${base}.png (${Math.ceil(height / tile)} tiles)`);
  }
  await page.close();
}
await browser.close();
