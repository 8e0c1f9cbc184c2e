/**
 * The build's rasters of the drawn images (scripts/raster-drawings.ts): every drawing gets
 * an AVIF file at each width art/raster.ts names, in the drawing's proportions, the same
 * bytes from the same drawing, its text set in the site's faces.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { rasterPath, rasterWidths } from '../../app/art/raster.ts';
import { drawingFiles, rasterDrawings, svgSize, woffToSfnt } from '../../scripts/raster-drawings.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A build's client folder with two small drawings, one with text, and an icon that is not a drawing. */
function clientDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'raster-test-'));
  dirs.push(dir);
  for (const folder of ['work', 'art', 'icons/logos']) mkdirSync(join(dir, 'images', folder), { recursive: true });
  writeFileSync(
    join(dir, 'images/work/demo-cover.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 150" width="300" height="150" font-family="Inter, system-ui, sans-serif"><rect width="300" height="150" fill="#eef"/><text x="20" y="80" font-size="28" font-weight="700" fill="#123">Orders · ₹18L</text></svg>',
  );
  writeFileSync(
    join(dir, 'images/art/demo-figure.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 900 300" width="900" height="300"><circle cx="450" cy="150" r="120" fill="#4338ca"/></svg>',
  );
  writeFileSync(
    join(dir, 'images/icons/logos/react.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"/>',
  );
  return dir;
}

describe('rasterDrawings', () => {
  it('writes every drawing at each width, in its proportions, and leaves the icons alone', async () => {
    const dir = clientDir();
    expect(drawingFiles(dir)).toEqual(['/images/work/demo-cover.svg', '/images/art/demo-figure.svg']);
    const report = await rasterDrawings(dir, undefined);
    expect(report).toMatchObject({ drawings: 2, files: 10, encoded: 10 });
    for (const [path, width, height] of [
      ['/images/work/demo-cover.svg', 300, 150],
      ['/images/art/demo-figure.svg', 900, 300],
    ] as const) {
      for (const w of rasterWidths(width)) {
        const meta = await sharp(readFileSync(join(dir, rasterPath(path, w)))).metadata();
        expect(meta.format, path).toBe('heif');
        expect([meta.width, meta.height], `${path} at ${w}`).toEqual([w, Math.round((w * height) / width)]);
      }
    }
  });

  it('gives the same bytes for the same drawing, and takes them from the cache the second time', async () => {
    const first = clientDir();
    const second = clientDir();
    const cache = mkdtempSync(join(tmpdir(), 'raster-cache-'));
    dirs.push(cache);
    expect((await rasterDrawings(first, cache)).encoded).toBe(10);
    expect((await rasterDrawings(second, cache)).encoded).toBe(0);
    const fresh = clientDir();
    await rasterDrawings(fresh, undefined);
    const file = rasterPath('/images/work/demo-cover.svg', 600);
    expect(readFileSync(join(fresh, file)).equals(readFileSync(join(first, file)))).toBe(true);
    expect(readFileSync(join(second, file)).equals(readFileSync(join(first, file)))).toBe(true);
  });

  it('sets the text in Inter, not a fallback face: the words are drawn, and narrower than a system bold', async () => {
    const dir = clientDir();
    await rasterDrawings(dir, undefined);
    const { data, info } = await sharp(readFileSync(join(dir, rasterPath('/images/work/demo-cover.svg', 300))))
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    // The columns where the text's dark ink is: Inter Bold sets "Orders · ₹18L" at 28 px in
    // about 190 px; a missing font draws boxes or nothing, DejaVu Sans Bold about 215 px.
    const inked: number[] = [];
    for (let x = 0; x < info.width; x++) {
      for (let y = 40; y < 100; y++) if ((data[y * info.width + x] ?? 255) < 100) inked.push(x);
    }
    const span = Math.max(...inked) - Math.min(...inked);
    expect(span).toBeGreaterThan(150);
    expect(span).toBeLessThan(205);
  });

  it('refuses a drawing without a size, and a font file that is not WOFF', () => {
    expect(() => svgSize('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">', 'x.svg')).toThrow(
      'x.svg has no width and height on its <svg> root',
    );
    expect(() => woffToSfnt(Buffer.from('not a font at all, not even close'))).toThrow('not a WOFF 1.0 file');
  });
});
