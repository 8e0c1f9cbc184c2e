/**
 * The Open Graph images of a build (scripts/og-images.ts): one per page, with the key of
 * what each was drawn from beside client/; a publish copies an image whose key is the
 * live build's instead of drawing it again, and draws the others.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ogPages, writeOgImages } from '../../scripts/og-images.ts';
import { OG_KEYS_FILE } from '../../server/plugins/external/static-site.ts';

const dir = mkdtempSync(join(tmpdir(), 'nexaweave-og-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the Open Graph images', () => {
  it('are copied from the live build when drawn from the same words, and drawn again when not', async () => {
    const live = join(dir, 'live', 'client');
    const next = join(dir, 'next', 'client');
    mkdirSync(live, { recursive: true });
    mkdirSync(next, { recursive: true });
    const pages = ogPages().length;
    expect(await writeOgImages(live)).toEqual({ written: pages, reused: 0 });
    const keys = JSON.parse(readFileSync(join(dir, 'live', OG_KEYS_FILE), 'utf8')) as Record<string, string>;
    expect(Object.keys(keys)).toHaveLength(pages);
    expect(keys['og/home.png']).toMatch(/^[0-9a-f]{64}$/);

    // The live build's home image marked, and its careers image drawn from other words.
    writeFileSync(join(live, 'og', 'home.png'), 'copied');
    writeFileSync(join(dir, 'live', OG_KEYS_FILE), JSON.stringify({ ...keys, 'og/career.png': 'other words' }));
    expect(await writeOgImages(next, live)).toEqual({ written: pages, reused: pages - 1 });
    expect(readFileSync(join(next, 'og', 'home.png'), 'utf8')).toBe('copied');
    // Drawn again: a PNG.
    expect(
      readFileSync(join(next, 'og', 'career.png'))
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    expect(JSON.parse(readFileSync(join(dir, 'next', OG_KEYS_FILE), 'utf8'))).toEqual(keys);
  });
});
