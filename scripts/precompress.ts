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
import { copyFile, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
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

/** The size of `file`, or undefined when there is none. */
async function sizeOf(file: string): Promise<number | undefined> {
  try {
    return (await stat(file)).size;
  } catch {
    return undefined;
  }
}

/**
 * The variants of `file` copied from `previous` (the same file of an earlier build) when
 * both hold the same bytes and the earlier one has a variant: brotli at quality 11 is the
 * slow part of a build, and a publish changes a few pages, not the assets. A variant the
 * earlier build skipped (not smaller) is skipped here too. Undefined when nothing is reused.
 */
async function reuseVariants(
  file: string,
  previous: string,
): Promise<{ bytes: number; brotli: number; gzip: number } | undefined> {
  const [source, earlier] = await Promise.all([readFile(file), readFile(previous).catch(() => undefined)]);
  if (!earlier || !source.equals(earlier)) return undefined;
  const [brotli, gzip] = await Promise.all([sizeOf(`${previous}.br`), sizeOf(`${previous}.gz`)]);
  if (brotli === undefined && gzip === undefined) return undefined;
  const sent = { bytes: source.length, brotli: source.length, gzip: source.length };
  for (const [ext, size] of [
    ['.br', brotli],
    ['.gz', gzip],
  ] as const) {
    if (size === undefined) await rm(file + ext, { force: true });
    else {
      await copyFile(previous + ext, file + ext);
      sent[ext === '.br' ? 'brotli' : 'gzip'] = size;
    }
  }
  return sent;
}

/**
 * Compresses every compressible file of `distDir`. With `reuseFrom` (an earlier build's
 * client folder, such as the live one a publish replaces), identical files take that
 * build's variants instead of being compressed again.
 */
export async function precompress(
  distDir: string,
  reuseFrom?: string,
): Promise<{ files: number; bytes: number; brotli: number; gzip: number; reused: number }> {
  const totals = { files: 0, bytes: 0, brotli: 0, gzip: 0, reused: 0 };
  for await (const file of walk(distDir)) {
    const reused = reuseFrom ? await reuseVariants(file, join(reuseFrom, relative(distDir, file))) : undefined;
    const sent = reused ?? (await precompressFile(file));
    if (reused) totals.reused += 1;
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
