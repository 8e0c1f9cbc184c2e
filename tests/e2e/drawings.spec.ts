/**
 * The drawn images as the pages show them: every drawing is a <picture> whose AVIF rasters
 * (scripts/raster-drawings.ts) are in the build, at the widths they claim, the <img> sized
 * as the drawing (no shift when it loads) with its SVG for a browser without AVIF; and the
 * browser shows a raster, not the SVG, whose own document it would lay out and paint on
 * the main thread.
 */
import { expect, test } from './fixtures.ts';

const PAGES = ['/', '/work', '/work/aara', '/services/custom-software-development', '/about-us', '/thank-you'];
const DRAWING = /^\/images\/(work|people|art)\/[a-z0-9-]+\.svg$/;

test.describe('drawings', () => {
  for (const path of PAGES) {
    test(`${path}: each drawing is a <picture> of AVIF rasters in the build, sized, and shown as a raster`, async ({
      page,
    }) => {
      await page.goto(path);
      const drawings = await page.locator('img').evaluateAll(
        (imgs, pattern) =>
          imgs
            .filter((img) => new RegExp(pattern).test(img.getAttribute('src') ?? ''))
            .map((img) => ({
              src: img.getAttribute('src') ?? '',
              width: img.getAttribute('width'),
              height: img.getAttribute('height'),
              inPicture: img.parentElement?.tagName === 'PICTURE',
              avif: [...(img.parentElement?.querySelectorAll('source[type="image/avif"]') ?? [])].map((s) => ({
                srcset: s.getAttribute('srcset') ?? '',
                sizes: s.getAttribute('sizes') ?? '',
              })),
            })),
        DRAWING.source,
      );
      expect(drawings.length, 'drawings on the page').toBeGreaterThan(0);
      for (const drawing of drawings) {
        expect(drawing.inPicture, drawing.src).toBe(true);
        expect(Number(drawing.width), `${drawing.src} width`).toBeGreaterThan(0);
        expect(Number(drawing.height), `${drawing.src} height`).toBeGreaterThan(0);
        expect(drawing.avif.length, `${drawing.src} has an AVIF source`).toBeGreaterThan(0);
        for (const source of drawing.avif) {
          expect(source.sizes, drawing.src).not.toBe('');
          const candidates = source.srcset.split(', ').map((candidate) => candidate.split(' '));
          expect(candidates.length, drawing.src).toBeGreaterThanOrEqual(2);
          for (const [file = '', descriptor = ''] of candidates) {
            const response = await page.request.get(file);
            expect(response.status(), file).toBe(200);
            expect(response.headers()['content-type'], file).toBe('image/avif');
            // The AVIF's own width (its 'ispe' box: 'ispe', 4 bytes of version and flags, then width and height).
            const body = await response.body();
            const at = body.indexOf('ispe');
            expect(at, `${file} has an image size`).toBeGreaterThan(0);
            expect(`${body.readUInt32BE(at + 8)}w`, file).toBe(descriptor);
          }
        }
      }

      // What the browser shows: a raster, for every drawing that has loaded.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      });
      const shown = await page
        .locator('picture > img')
        .evaluateAll((imgs) =>
          imgs.filter((img) => (img as HTMLImageElement).complete).map((img) => (img as HTMLImageElement).currentSrc),
        );
      expect(shown.length).toBeGreaterThan(0);
      for (const src of shown) expect(src, 'the raster is shown').toMatch(/-\d+w\.avif$/);
    });
  }

  // A <source> has no display of its own: in a grid or flex parent it became an item and took
  // the image's cell (the blog's feature card had its text under an empty half) or a row.
  for (const path of ['/blog', '/work']) {
    test(`${path}: a picture's sources take no box, and the blog's feature sets its words beside its drawing`, async ({
      page,
    }) => {
      await page.goto(path);
      const boxed = await page
        .locator('picture > source')
        .evaluateAll((sources) => sources.filter((source) => getComputedStyle(source).display !== 'none').length);
      expect(boxed).toBe(0);
      if (path === '/blog') {
        const feature = page.locator('[data-blog-card]').first();
        const drawing = await feature.locator('img').boundingBox();
        const heading = await feature.getByRole('heading').boundingBox();
        if (!drawing || !heading) throw new Error('the feature card has no visible drawing or heading');
        expect(heading.x).toBeGreaterThan(drawing.x + drawing.width - 1);
        expect(heading.y).toBeLessThan(drawing.y + drawing.height);
      }
    });
  }

  // The portfolio is drawn one way everywhere: each project tile, on /work and on a service
  // page, shows the project's hero (its devices on a flat field of its colour), never the
  // bare cover on a pastel frame beside tiles of the other kind.
  for (const path of ['/work', '/services/web-mobile-apps-development']) {
    test(`${path}: every project tile shows its project's hero picture`, async ({ page }) => {
      await page.goto(path);
      const tiles = await page.locator('main li[data-project]').evaluateAll((items) =>
        items.map((item) => ({
          slug: item.getAttribute('data-project') ?? '',
          src: item.querySelector('img')?.getAttribute('src') ?? '',
        })),
      );
      expect(tiles.length).toBeGreaterThanOrEqual(4);
      for (const { slug, src } of tiles) expect(src, slug).toBe(`/images/work/${slug}-hero.svg`);
    });
  }
});
