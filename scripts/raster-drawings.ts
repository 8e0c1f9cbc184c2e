/**
 * Rasters the site's drawn images (build/client/images/{work,people,art}/*.svg, written by
 * the prerender from app/art) to AVIF at the widths art/images.ts names (`rasterWidths`),
 * beside each SVG: aara-cover.svg → aara-cover-760w.avif, aara-cover-1520w.avif. A page
 * shows the rasters (ui/DrawnImage.tsx): Chromium lays out and paints an SVG <img>'s own
 * document on the main thread, while a raster is only decoded, off it.
 *
 * The drawings' text is set in the site's faces: an <img> SVG cannot load web fonts, so in
 * a browser it falls back to a system face, but here librsvg sees only the fonts below
 * (Inter for the body, Geist Mono for the labels, Noto Sans Arabic and Noto Sans Symbols 2
 * for what those lack), through a fontconfig file of its own that lists no system font.
 * The same input so gives the same bytes on any machine, and each raster is kept in
 * node_modules/.cache/drawings/ under the hash of what made it: a second build (the bench's,
 * a publish) encodes only the drawings that changed.
 *
 * Run by `npm run build` in a process of its own (fontconfig reads FONTCONFIG_FILE once, when
 * the first text is laid out); alone: node scripts/raster-drawings.ts [build/client]
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { inflateSync } from 'node:zlib';
import { rasterPath, rasterWidths } from '../app/art/raster.ts';

const root = resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
/** The files/ folder of each @fontsource package the drawings' faces come from. */
const FONT_DIRS = {
  inter: dirname(require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff')),
  'geist-mono': dirname(require.resolve('@fontsource/geist-mono/files/geist-mono-latin-400-normal.woff')),
  'noto-sans-arabic': dirname(
    require.resolve('@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff'),
  ),
  'noto-sans-symbols-2': dirname(
    require.resolve('@fontsource/noto-sans-symbols-2/files/noto-sans-symbols-2-symbols-400-normal.woff'),
  ),
};
const fontsource = (pkg: keyof typeof FONT_DIRS, file: string) => join(FONT_DIRS[pkg], file);

/**
 * The faces the drawings' text may ask for, as WOFF files of the @fontsource packages (the
 * sharp build's FreeType reads TrueType but not WOFF, so each is unwrapped to TrueType below).
 * Static weights: a drawing's 650 is drawn with the nearest, as a browser without the
 * variable face would.
 */
const FONT_FILES = [
  ...[400, 500, 600, 700, 800].flatMap((w) =>
    ['latin', 'latin-ext'].map((subset) => fontsource('inter', `inter-${subset}-${w}-normal.woff`)),
  ),
  ...[400, 500, 700].map((w) => fontsource('geist-mono', `geist-mono-latin-${w}-normal.woff`)),
  ...[400, 700].map((w) => fontsource('noto-sans-arabic', `noto-sans-arabic-arabic-${w}-normal.woff`)),
  fontsource('noto-sans-symbols-2', 'noto-sans-symbols-2-symbols-400-normal.woff'),
];

/** The generic and system names the drawings' font-family lists use, each mapped to one of the faces above. */
const ALIASES: Record<string, string> = {
  'sans-serif': 'Inter',
  'system-ui': 'Inter',
  '-apple-system': 'Inter',
  'Segoe UI': 'Inter',
  Roboto: 'Inter',
  monospace: 'Geist Mono',
  'ui-monospace': 'Geist Mono',
  Menlo: 'Geist Mono',
};

/**
 * AVIF settings: at quality 60 the drawings' flat colours and small text stay clean (4:4:4
 * chroma, sharp's default for AVIF); a raster wider than the drawing, which only a 2x screen
 * picks, at 45 looks the same there and is a fifth smaller. Effort 2 for the rasters a phone
 * or a 1x screen loads (effort 4 saves another tenth for five times the time); effort 1 for
 * the wider ones a 2x screen loads, on faster connections: a tenth larger, encoded in half
 * the time, and they hold most of the pixels (effort 0 is half as large again).
 */
const avifOptions = (width: number, drawingWidth: number) =>
  width > drawingWidth ? ({ quality: 45, effort: 1 } as const) : ({ quality: 60, effort: 2 } as const);

/** A WOFF 1.0 file unwrapped to the TrueType/OpenType font it holds (each table inflated, the directory rebuilt). */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF 1.0 file (no "wOFF" signature)');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compressed);
    const data = compressed < length ? inflateSync(stored) : stored;
    if (data.length !== length) throw new Error(`WOFF table ${i} is ${data.length} bytes, not ${length}`);
    return { tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data };
  });
  let log = 0;
  while (2 ** (log + 1) <= count) log++;
  const header = Buffer.alloc(12 + count * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(2 ** log * 16, 6);
  header.writeUInt16BE(log, 8);
  header.writeUInt16BE(count * 16 - 2 ** log * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    header.writeUInt32BE(table.tag, 12 + i * 16);
    header.writeUInt32BE(table.checksum, 16 + i * 16);
    header.writeUInt32BE(offset, 20 + i * 16);
    header.writeUInt32BE(table.data.length, 24 + i * 16);
    const padding = Buffer.alloc((4 - (table.data.length % 4)) % 4);
    parts.push(table.data, padding);
    offset += table.data.length + padding.length;
  });
  return Buffer.concat(parts);
}

/**
 * Where the faces are unwrapped: one lasting folder, not a temporary one, because fontconfig
 * reads its file once per process and keeps the fonts it found open, so a second call in
 * the same process (the tests) must find the same files there.
 */
const FONTS_DIR = join(root, 'node_modules/.cache/drawing-fonts');

/** Writes a file unless it already holds these bytes (a font in use is mapped into memory: never rewrite it). */
function writeIfChanged(path: string, data: Buffer | string): void {
  try {
    if (readFileSync(path).equals(Buffer.from(data))) return;
  } catch {
    // Not there yet.
  }
  writeFileSync(`${path}.${process.pid}`, data);
  renameSync(`${path}.${process.pid}`, path);
}

/** Writes the faces as TrueType files and a fontconfig file that lists only them; its path, and a hash of the faces. */
function prepareFonts(dir: string): { config: string; hash: string } {
  const hash = createHash('sha256');
  const fonts = join(dir, 'fonts');
  mkdirSync(fonts, { recursive: true });
  for (const file of FONT_FILES) {
    let woff: Buffer;
    try {
      woff = readFileSync(file);
    } catch {
      throw new Error(`The drawings' font ${file} is missing: run npm install (@fontsource packages).`);
    }
    hash.update(woff);
    writeIfChanged(join(fonts, basename(file, '.woff') + '.ttf'), woffToSfnt(woff));
  }
  const aliases = Object.entries(ALIASES)
    .map(
      ([name, face]) =>
        `  <alias binding="same"><family>${name}</family><prefer><family>${face}</family></prefer></alias>`,
    )
    .join('\n');
  const config = join(dir, 'fonts.conf');
  writeIfChanged(
    config,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\n<fontconfig>\n  <dir>${fonts}</dir>\n  <cachedir>${join(dir, 'cache')}</cachedir>\n${aliases}\n</fontconfig>\n`,
  );
  return { config, hash: hash.digest('hex') };
}

/** The drawn images' SVG files under the build's images/ (the icons, drawn by others, are not rastered). */
export function drawingFiles(clientDir: string): string[] {
  return ['work', 'people', 'art'].flatMap((folder) => {
    const dir = join(clientDir, 'images', folder);
    let files: string[];
    try {
      files = readdirSync(dir);
    } catch {
      return [];
    }
    return files.filter((file) => file.endsWith('.svg')).map((file) => `/images/${folder}/${file}`);
  });
}

/** The intrinsic width and height of an SVG document (its root's width and height attributes). */
export function svgSize(svg: string, name: string): { width: number; height: number } {
  const rootTag = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const size = (attribute: string) => Number(new RegExp(`\\s${attribute}="(\\d+(?:\\.\\d+)?)"`).exec(rootTag)?.[1]);
  const width = size('width');
  const height = size('height');
  if (!(width > 0 && height > 0)) throw new Error(`${name} has no width and height on its <svg> root`);
  return { width, height };
}

export interface RasterReport {
  drawings: number;
  files: number;
  bytes: number;
  encoded: number;
}

/**
 * Writes every drawing's rasters beside it. `cacheDir` keeps each raster under the hash of
 * its SVG, width, settings and fonts; pass undefined to encode everything afresh.
 */
export async function rasterDrawings(clientDir: string, cacheDir: string | undefined): Promise<RasterReport> {
  const fonts = prepareFonts(FONTS_DIR);
  // Read by fontconfig when librsvg first lays out text, after sharp is loaded: set it first.
  process.env['FONTCONFIG_FILE'] = fonts.config;
  const { default: sharp } = await import('sharp');
  if (cacheDir) mkdirSync(cacheDir, { recursive: true });

  const jobs = drawingFiles(clientDir).flatMap((path) => {
    const svg = readFileSync(join(clientDir, path));
    const size = svgSize(svg.toString('utf8'), path);
    return rasterWidths(size.width).map((width) => ({ path, svg, size, width }));
  });
  const report: RasterReport = { drawings: new Set(jobs.map((j) => j.path)).size, files: 0, bytes: 0, encoded: 0 };

  const rasterOne = async ({ path, svg, size, width }: (typeof jobs)[number]) => {
    const key = createHash('sha256')
      .update(JSON.stringify({ avif: avifOptions(width, size.width), width, fonts: fonts.hash, sharp: sharp.versions }))
      .update(svg)
      .digest('hex');
    const cached = cacheDir ? join(cacheDir, `${key}.avif`) : undefined;
    let avif: Buffer | undefined;
    if (cached) {
      try {
        avif = readFileSync(cached);
      } catch {
        avif = undefined;
      }
    }
    if (!avif) {
      const height = Math.round((width * size.height) / size.width);
      avif = await sharp(svg, { density: (72 * width) / size.width })
        .resize(width, height, { fit: 'fill' })
        .avif(avifOptions(width, size.width))
        .toBuffer();
      report.encoded++;
      if (cached) {
        writeFileSync(`${cached}.${process.pid}`, avif);
        renameSync(`${cached}.${process.pid}`, cached);
      }
    }
    writeFileSync(join(clientDir, rasterPath(path, width)), avif);
    report.files++;
    report.bytes += avif.length;
  };

  // Two at a time: each encode is threaded too, and the build machines have two cores.
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      if (job) await rasterOne(job);
    }
  };
  await Promise.all([worker(), worker()]);
  return report;
}

if (import.meta.main) {
  const clientDir = resolve(process.argv[2] ?? 'build/client');
  const cacheDir = process.env['DRAWINGS_CACHE'] === '0' ? undefined : join(root, 'node_modules/.cache/drawings');
  const started = performance.now();
  const report = await rasterDrawings(clientDir, cacheDir);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `rastered ${report.drawings} drawings to ${report.files} AVIF files (${(report.bytes / 1024).toFixed(0)} KiB; ${report.encoded} encoded, the rest from the cache) in ${seconds} s`,
  );
}
