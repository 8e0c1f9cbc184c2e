/** The build's precompression covers the client-navigation `.data` files like the pages. */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
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

  it('copies the variants of a file unchanged since the live build, and compresses the changed ones', async () => {
    const live = join(dir, 'live');
    const next = join(dir, 'next');
    mkdirSync(join(live, 'assets'), { recursive: true });
    const script = `export const words = ${JSON.stringify('Ship it. '.repeat(500))};`;
    writeFileSync(join(live, 'assets', 'app-1a2b.js'), script);
    writeFileSync(join(live, 'index.html'), `<!doctype html><p>${'Before. '.repeat(300)}</p>`);
    await precompress(live);
    cpSync(live, next, { recursive: true, filter: (path) => !/\.(br|gz)$/.test(path) });
    const page = `<!doctype html><p>${'After. '.repeat(300)}</p>`;
    writeFileSync(join(next, 'index.html'), page);
    // A variant of the live build marked, to tell a copy from a new compression.
    writeFileSync(join(live, 'assets', 'app-1a2b.js.gz'), 'copied');
    const totals = await precompress(next, live);
    expect(totals).toMatchObject({ files: 2, reused: 1 });
    expect(readFileSync(join(next, 'assets', 'app-1a2b.js.gz'), 'utf8')).toBe('copied');
    expect(brotliDecompressSync(readFileSync(join(next, 'assets', 'app-1a2b.js.br'))).toString()).toBe(script);
    expect(brotliDecompressSync(readFileSync(join(next, 'index.html.br'))).toString()).toBe(page);
    expect(gunzipSync(readFileSync(join(next, 'index.html.gz'))).toString()).toBe(page);
  });
});
