/**
 * The Open Graph images (scripts/og-images.ts): one PNG per page, and a publish's build
 * copies an image from the live build only when it was drawn from the same inputs.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ogPages, writeOgImages } from '../../scripts/og-images.ts';
import { OG_INPUTS_FILE } from '../../server/plugins/external/static-site.ts';
import { ogImagePath } from '../../app/lib/head.ts';

const root = mkdtempSync(join(tmpdir(), 'nexaweave-og-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('Open Graph images', { timeout: 90_000 }, () => {
  it('draws one image per page, and reuses only those whose inputs are unchanged', async () => {
    const live = join(root, 'live', 'client');
    const next = join(root, 'next', 'client');
    mkdirSync(live, { recursive: true });
    mkdirSync(next, { recursive: true });

    const drawn = await writeOgImages(live);
    const files = ogPages().map((page) => ogImagePath(page.path));
    expect(drawn).toEqual({ images: files.length, reused: 0 });
    for (const file of files)
      expect(readFileSync(join(live, file)).subarray(0, 8).equals(PNG_SIGNATURE), file).toBe(true);

    // The live record says one image was drawn from other inputs (a page's title changed
    // since), and that image's bytes are marked: it must be drawn again, not copied.
    const [changed = '', ...unchanged] = files;
    const recordFile = join(root, 'live', OG_INPUTS_FILE);
    const record = JSON.parse(readFileSync(recordFile, 'utf8')) as Record<string, string>;
    expect(Object.keys(record).sort()).toEqual([...files].sort());
    writeFileSync(recordFile, JSON.stringify({ ...record, [changed]: 'another title' }));
    writeFileSync(join(live, changed), 'stale');

    const again = await writeOgImages(next, live);
    expect(again).toEqual({ images: files.length, reused: files.length - 1 });
    expect(readFileSync(join(next, changed)).subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    for (const file of unchanged)
      expect(readFileSync(join(next, file)).equals(readFileSync(join(live, file))), file).toBe(true);
    expect(JSON.parse(readFileSync(join(root, 'next', OG_INPUTS_FILE), 'utf8'))).toEqual(record);
  });
});
