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
 *
 * A publish (server/content/publish.ts) names the live build as `reuseDir`: a file whose
 * bytes equal the live build's file at the same path (every hashed asset, and every page
 * the publish did not change) takes that file's variants, as compressing the same bytes
 * again would give; only the files that changed are compressed, at brotli's slowest
 * setting, a second or more each for the large ones on a busy machine.
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

/** The bytes of `file`, or undefined when there is none. */
async function readIfAny(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * `file`'s variants copied from `earlier`'s (the same bytes, in an earlier build): what
 * precompressFile would write. Undefined, and nothing written, when the bytes differ.
 */
async function reuseVariants(
  file: string,
  earlier: string,
): Promise<{ bytes: number; brotli: number; gzip: number } | undefined> {
  const [source, before] = await Promise.all([readFile(file), readIfAny(earlier)]);
  if (!before?.equals(source)) return undefined;
  const sent = { bytes: source.length, brotli: source.length, gzip: source.length };
  for (const ext of ['.br', '.gz'] as const) {
    const variant = await stat(earlier + ext).catch(() => undefined);
    if (variant) {
      await copyFile(earlier + ext, file + ext);
      sent[ext === '.br' ? 'brotli' : 'gzip'] = variant.size;
    } else {
      await rm(file + ext, { force: true });
    }
  }
  return sent;
}

export async function precompress(
  distDir: string,
  reuseDir?: string,
): Promise<{ files: number; reused: number; bytes: number; brotli: number; gzip: number }> {
  const totals = { files: 0, reused: 0, bytes: 0, brotli: 0, gzip: 0 };
  for await (const file of walk(distDir)) {
    const reused = reuseDir ? await reuseVariants(file, join(reuseDir, relative(distDir, file))) : undefined;
    if (reused) totals.reused += 1;
    const sent = reused ?? (await precompressFile(file));
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
