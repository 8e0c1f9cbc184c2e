/**
 * The build's precompression covers the client-navigation `.data` files like the pages,
 * and a publish's build takes the live build's variants of the files that did not change.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress.ts';

const dir = mkdtempSync(join(tmpdir(), 'nexaweave-precompress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('precompress', () => {
  it('writes brotli and gzip variants of .data files, byte for byte the same when decoded', async () => {
    const data = `[{"_1":2},"routes/about-us",${JSON.stringify('The team behind the work. '.repeat(400))}]`;
    writeFileSync(join(dir, 'about-us.data'), data);
    writeFileSync(join(dir, 'index.html'), `<!doctype html><p>${'Hello. '.repeat(300)}</p>`);
    await precompress(dir);
    for (const file of ['about-us.data', 'index.html']) {
      expect(existsSync(join(dir, `${file}.br`)), file).toBe(true);
      expect(existsSync(join(dir, `${file}.gz`)), file).toBe(true);
    }
    expect(brotliDecompressSync(readFileSync(join(dir, 'about-us.data.br'))).toString()).toBe(data);
    expect(gunzipSync(readFileSync(join(dir, 'about-us.data.gz'))).toString()).toBe(data);
  });

  it('reuses an earlier build’s variants of identical files only, and compresses changed ones', async () => {
    const live = mkdtempSync(join(tmpdir(), 'nexaweave-precompress-live-'));
    const next = mkdtempSync(join(tmpdir(), 'nexaweave-precompress-next-'));
    try {
      const script = `export const words = ${JSON.stringify('unchanged asset '.repeat(500))};`;
      const oldPage = `<!doctype html><p>${'The old opening. '.repeat(200)}</p>`;
      const newPage = `<!doctype html><p>${'The new opening. '.repeat(200)}</p>`;
      for (const dir of [live, next]) mkdirSync(join(dir, 'assets'));
      writeFileSync(join(live, 'assets/app.js'), script);
      writeFileSync(join(live, 'index.html'), oldPage);
      await precompress(live);
      // Another valid brotli of the same bytes (quality 1), so that a copy is told apart from
      // a new compression at quality 11.
      writeFileSync(
        join(live, 'assets/app.js.br'),
        brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }),
      );
      const liveBrotli = readFileSync(join(live, 'assets/app.js.br'));
      writeFileSync(join(live, 'index.html.gz'), 'not what gzip would write');

      writeFileSync(join(next, 'assets/app.js'), script);
      writeFileSync(join(next, 'index.html'), newPage);
      writeFileSync(join(next, 'career.html'), newPage);
      const totals = await precompress(next, live);

      expect(totals.reused).toBe(1);
      expect(readFileSync(join(next, 'assets/app.js.br')).equals(liveBrotli)).toBe(true);
      expect(brotliDecompressSync(liveBrotli).toString()).toBe(script);
      expect(gunzipSync(readFileSync(join(next, 'assets/app.js.gz'))).toString()).toBe(script);
      // Changed (and new) files are compressed from their own bytes, never copied.
      expect(gunzipSync(readFileSync(join(next, 'index.html.gz'))).toString()).toBe(newPage);
      expect(brotliDecompressSync(readFileSync(join(next, 'career.html.br'))).toString()).toBe(newPage);
    } finally {
      rmSync(live, { recursive: true, force: true });
      rmSync(next, { recursive: true, force: true });
    }
  });
});
