/**
 * Writes brotli (.br) and gzip (.gz) variants next to every compressible file in
 * build/client/ (the pages, the `.data` files of client navigation, assets), so the
 * server sends precompressed bytes instead of compressing per request. Variants that
 * would not be smaller are skipped (and stale ones removed).
 *
 * Hand-written rather than a Vite compression plugin (vite-plugin-compression2): the
 * build rewrites every page after Vite has written it (scripts/build.ts defers
 * hydration) and adds files of its own (Open Graph images), so compression must run
 * last, over the finished folder, which is what these few lines over node:zlib do.
 */
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats; `.data` is React Router's turbo-stream for client navigation. */
const COMPRESSIBLE = /\.(html|data|css|js|mjs|json|svg|xml|txt|webmanifest|ico|map)$/;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

/** Writes (or removes) one file's .br and .gz variants; returns the file's size and what each variant sends. */
export async function precompressFile(file: string): Promise<{ bytes: number; brotli: number; gzip: number }> {
  const source = await readFile(file);
  const brotli = brotliCompressSync(source, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
  });
  const gzip = gzipSync(source, { level: 9 });
  const sent = { bytes: source.length, brotli: source.length, gzip: source.length };
  for (const [ext, data] of [
    ['.br', brotli],
    ['.gz', gzip],
  ] as const) {
    if (data.length < source.length) {
      await writeFile(file + ext, data);
      sent[ext === '.br' ? 'brotli' : 'gzip'] = data.length;
    } else {
      await rm(file + ext, { force: true });
    }
  }
  return sent;
}

export async function precompress(
  distDir: string,
): Promise<{ files: number; bytes: number; brotli: number; gzip: number }> {
  const totals = { files: 0, bytes: 0, brotli: 0, gzip: 0 };
  for await (const file of walk(distDir)) {
    const sent = await precompressFile(file);
    totals.files += 1;
    totals.bytes += sent.bytes;
    totals.brotli += sent.brotli;
    totals.gzip += sent.gzip;
  }
  return totals;
}

if (import.meta.main) {
  const distDir = resolve(process.argv[2] ?? 'build/client');
  await stat(distDir);
  const t = await precompress(distDir);
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
  console.log(`precompressed ${t.files} files: ${kb(t.bytes)} → brotli ${kb(t.brotli)}, gzip ${kb(t.gzip)}`);
}
