/** The build's precompression covers the client-navigation `.data` files like the pages. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
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
});
