/**
 * Page weight per route, computed from the built site alone: for every HTML page, the files it
 * makes the browser fetch on a first visit, by kind, in raw bytes and as sent
 * compressed (the .gz and .br variants written by the build; a file without one is
 * counted at its raw size, as the server sends it).
 *
 * What a page references:
 * - in the HTML: <link> stylesheet, modulepreload, preload, icon and manifest;
 *   <script src>; <img src>; <source src>; <video poster>; <image href>/<use href> to a file;
 *   url() in <style> elements and style attributes;
 * - in each stylesheet: url() (fonts and images) and @import;
 * - in each JavaScript module: its static imports (`import … from "./x.js"`).
 *
 * Fonts are counted like a browser fetches them: of the @font-face rules, only those
 * whose unicode-range covers a character of the page's text (and the first url() of
 * each rule). Images are counted whether lazy or not (all of them, below the fold
 * too). Prefetches, RSS, sitemap and og:image are not fetched by a page load.
 *
 * Run alone: node bench/page-weight.ts [folder of a built site; default: a snapshot of build/client/]
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, resolve, sep } from 'node:path';
import { DIST, kib, runAlone, snapshotDist, table, text, type Report, type Snapshot } from './lib.ts';

export const KINDS = ['html', 'css', 'js', 'fonts', 'images', 'other'] as const;
export type Kind = (typeof KINDS)[number];
const KIND_LABEL: Record<Kind, string> = {
  html: 'HTML',
  css: 'CSS',
  js: 'JS',
  fonts: 'Fonts',
  images: 'Images',
  other: 'Other',
};

export type Encoding = 'raw' | 'gzip' | 'brotli';
export type Sizes = Record<Encoding, number>;

export interface PageWeight {
  route: string;
  byKind: Record<Kind, Sizes>;
  total: Sizes;
  /** Files fetched (the HTML included). */
  requests: number;
  /** Absolute URLs to another origin (fetched from elsewhere: none expected). */
  thirdParty: string[];
  /** Local URLs that point at no file in the build. */
  missing: string[];
  /** Font files referenced by @font-face rules, used or not. */
  fontsReferenced: number;
}

function kindOf(file: string): Kind {
  const ext = extname(file).toLowerCase();
  if (ext === '.html') return 'html';
  if (ext === '.css') return 'css';
  if (ext === '.js' || ext === '.mjs') return 'js';
  if (['.woff2', '.woff', '.ttf', '.otf', '.eot'].includes(ext)) return 'fonts';
  if (['.svg', '.png', '.jpg', '.jpeg', '.webp', '.avif', '.gif', '.ico'].includes(ext)) return 'images';
  return 'other';
}

const sizeCache = new Map<string, Sizes>();

/** Raw size, and the size of the precompressed variant the server sends (raw when there is none). */
export function sizesOf(file: string): Sizes {
  const cached = sizeCache.get(file);
  if (cached) return cached;
  const raw = statSync(file).size;
  const variant = (ext: string) => (existsSync(file + ext) ? statSync(file + ext).size : raw);
  const sizes = { raw, gzip: variant('.gz'), brotli: variant('.br') };
  sizeCache.set(file, sizes);
  return sizes;
}

function zero(): Sizes {
  return { raw: 0, gzip: 0, brotli: 0 };
}

function add(to: Sizes, from: Sizes): void {
  to.raw += from.raw;
  to.gzip += from.gzip;
  to.brotli += from.brotli;
}

/** Every built page: index.html is "/", about-us/index.html is "/about-us", 404/index.html is "/404". */
export function listPages(distDir: string): { route: string; file: string }[] {
  const pages: { route: string; file: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'assets') walk(path);
      } else if (entry.name.endsWith('.html')) {
        const rel = relative(distDir, path).split(sep).join('/');
        const route =
          rel === 'index.html'
            ? '/'
            : rel.endsWith('/index.html')
              ? `/${rel.slice(0, -'/index.html'.length)}`
              : `/${rel}`;
        pages.push({ route, file: path });
      }
    }
  };
  walk(distDir);
  return pages.sort((a, b) => (a.route === '/' ? -1 : b.route === '/' ? 1 : a.route.localeCompare(b.route)));
}

function attributes(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const match of tag.matchAll(/([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    const name = match[1]?.toLowerCase();
    if (name) attrs[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attrs;
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/** The characters a visitor sees: the HTML without scripts, styles, comments and tags. */
function visibleText(html: string): string {
  return decodeEntities(
    html
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<[^>]*>/g, ' '),
  );
}

function cssUrls(css: string): string[] {
  const urls: string[] = [];
  for (const match of css.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)/g)) {
    const url = match[1] ?? match[2] ?? match[3];
    if (url) urls.push(url);
  }
  for (const match of css.matchAll(/@import\s+(?:"([^"]*)"|'([^']*)')/g)) {
    const url = match[1] ?? match[2];
    if (url) urls.push(url);
  }
  return urls;
}

interface FontFace {
  url: string;
  ranges: [number, number][] | undefined;
}

function fontFaces(css: string): FontFace[] {
  const faces: FontFace[] = [];
  for (const match of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const body = match[1] ?? '';
    const src = /src\s*:([^;]*)/.exec(body)?.[1] ?? '';
    const url = cssUrls(src)[0];
    if (!url) continue;
    const range = /unicode-range\s*:([^;]*)/.exec(body)?.[1];
    faces.push({ url, ranges: range === undefined ? undefined : parseUnicodeRange(range) });
  }
  return faces;
}

function parseUnicodeRange(value: string): [number, number][] {
  const ranges: [number, number][] = [];
  for (const part of value.split(',')) {
    const token = part.trim().replace(/^u\+/i, '');
    if (!token) continue;
    if (token.includes('?')) {
      ranges.push([parseInt(token.replace(/\?/g, '0'), 16), parseInt(token.replace(/\?/g, 'f'), 16)]);
    } else {
      const [start = '', end = start] = token.split('-');
      ranges.push([parseInt(start, 16), parseInt(end, 16)]);
    }
  }
  return ranges;
}

function coversAny(ranges: [number, number][], codePoints: Set<number>): boolean {
  for (const code of codePoints) if (ranges.some(([start, end]) => code >= start && code <= end)) return true;
  return false;
}

function jsImports(js: string): string[] {
  const urls: string[] = [];
  // Static imports only: `import{a as b}from"./x.js"`, `import"./x.js"`, `export{…}from"./x.js"`.
  for (const match of js.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]*?\s*from\s*)?["']([^"']+)["']/g)) {
    const url = match[1];
    if (url && (url.startsWith('.') || url.startsWith('/'))) urls.push(url);
  }
  return urls;
}

const FETCHED_LINK_RELS = [
  'stylesheet',
  'modulepreload',
  'preload',
  'icon',
  'apple-touch-icon',
  'mask-icon',
  'manifest',
];

/** URLs the HTML makes the browser fetch (before fonts, which depend on the CSS). */
function htmlReferences(html: string): string[] {
  const urls: string[] = [];
  for (const match of html.matchAll(/<(link|script|img|source|video|audio|image|use|input)\b[^>]*>/gi)) {
    const tag = (match[1] ?? '').toLowerCase();
    const attrs = attributes(match[0]);
    if (tag === 'link') {
      const rels = (attrs['rel'] ?? '').toLowerCase().split(/\s+/);
      if (rels.some((rel) => FETCHED_LINK_RELS.includes(rel)) && attrs['href']) urls.push(attrs['href']);
    } else if (tag === 'script' || tag === 'img' || tag === 'source' || tag === 'audio' || tag === 'input') {
      if (attrs['src']) urls.push(attrs['src']);
      if (tag === 'source' && !attrs['src'] && attrs['srcset']) {
        const first = attrs['srcset'].trim().split(/\s+/)[0];
        if (first) urls.push(first);
      }
    } else if (tag === 'video') {
      if (attrs['poster']) urls.push(attrs['poster']);
    } else {
      const href = attrs['href'] ?? attrs['xlink:href'];
      if (href && !href.startsWith('#')) urls.push(href.split('#')[0] ?? href);
    }
  }
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) urls.push(...cssUrls(match[1] ?? ''));
  // React Router boots from an inline module script: static imports of the manifest and
  // the route modules, then a dynamic import of the client entry, all fetched at once.
  for (const match of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script\s*>/gi)) {
    const body = match[1] ?? '';
    urls.push(...jsImports(body));
    for (const dynamic of body.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) if (dynamic[1]) urls.push(dynamic[1]);
  }
  for (const match of html.matchAll(/\sstyle\s*=\s*"([^"]*)"/gi)) urls.push(...cssUrls(decodeEntities(match[1] ?? '')));
  return urls;
}

/** Resolves a URL as the browser would from `fromUrl`, to a file in distDir; undefined for other origins and data: URLs. */
function resolveLocal(
  url: string,
  fromUrl: URL,
  distDir: string,
): { file: string; url: URL } | { external: string } | undefined {
  if (/^(data|blob|about|javascript|mailto|tel):/i.test(url)) return undefined;
  const target = new URL(url, fromUrl);
  if (target.origin !== fromUrl.origin) return { external: target.href };
  let path = decodeURIComponent(target.pathname);
  if (path.endsWith('/')) path += 'index.html';
  let file = join(distDir, path);
  if (!existsSync(file) && existsSync(join(file, 'index.html'))) file = join(file, 'index.html');
  return { file, url: target };
}

export function measurePage(distDir: string, route: string, htmlFile: string): PageWeight {
  const origin = 'http://site.invalid';
  // The server answers /about-us itself (no redirect to /about-us/), so that is the page's base URL.
  const pageUrl = new URL(route, origin);
  const html = readFileSync(htmlFile, 'utf8');
  const codePoints = new Set<number>();
  for (const char of visibleText(html)) if (!/\s/.test(char)) codePoints.add(char.codePointAt(0) ?? 0);

  const fetched = new Set<string>([htmlFile]);
  const thirdParty = new Set<string>();
  const missing = new Set<string>();
  const fontFiles = new Set<string>();
  const queue: { url: string; from: URL }[] = htmlReferences(html).map((url) => ({ url, from: pageUrl }));

  while (queue.length > 0) {
    const next = queue.shift();
    if (!next) break;
    const resolved = resolveLocal(next.url, next.from, distDir);
    if (!resolved) continue;
    if ('external' in resolved) {
      thirdParty.add(resolved.external);
      continue;
    }
    const { file, url } = resolved;
    if (fetched.has(file)) continue;
    if (!existsSync(file) || !statSync(file).isFile()) {
      missing.add(url.pathname);
      continue;
    }
    fetched.add(file);
    const kind = kindOf(file);
    if (kind === 'css') {
      const css = readFileSync(file, 'utf8');
      const faces = fontFaces(css);
      const faceUrls = new Set(faces.map((face) => face.url));
      for (const face of faces) {
        const target = resolveLocal(face.url, url, distDir);
        if (target && 'file' in target) fontFiles.add(target.file);
        if (face.ranges === undefined || coversAny(face.ranges, codePoints)) queue.push({ url: face.url, from: url });
      }
      // Other url()s of the stylesheet (backgrounds, @import); font files only through @font-face above.
      for (const ref of cssUrls(css))
        if (!faceUrls.has(ref) && !/\.(woff2?|ttf|otf|eot)(\?|#|$)/i.test(ref)) queue.push({ url: ref, from: url });
    } else if (kind === 'js') {
      for (const ref of jsImports(readFileSync(file, 'utf8'))) queue.push({ url: ref, from: url });
    }
  }

  const byKind = Object.fromEntries(KINDS.map((kind) => [kind, zero()])) as Record<Kind, Sizes>;
  const total = zero();
  for (const file of fetched) {
    const sizes = sizesOf(file);
    add(byKind[kindOf(file)], sizes);
    add(total, sizes);
  }
  return {
    route,
    byKind,
    total,
    requests: fetched.size,
    thirdParty: [...thirdParty],
    missing: [...missing],
    fontsReferenced: fontFiles.size,
  };
}

export function measureSite(distDir: string = DIST): PageWeight[] {
  if (!existsSync(join(distDir, 'index.html')))
    throw new Error(`No built site in ${distDir}: run "npm run build" first.`);
  return listPages(distDir).map(({ route, file }) => measurePage(distDir, route, file));
}

const ENCODING_TITLE: Record<Encoding, string> = {
  brotli: 'Brotli (what current browsers are sent), KiB',
  gzip: 'gzip, KiB',
  raw: 'Uncompressed, KiB',
};

export function pageWeightReport(pages: PageWeight[], source: string): Report {
  const headers = ['Route', ...KINDS.map((kind) => KIND_LABEL[kind]), 'Total', 'Files'];
  const right = headers.map((_, i) => i).filter((i) => i > 0);
  const blocks: Report['blocks'] = [
    text(
      `${pages.length} pages of ${source}. ` +
        'Each page counts the files a first visit fetches: its HTML, the CSS, JS (with static imports), ' +
        "fonts (only the @font-face subsets whose unicode-range covers the page's text), images (lazy ones included) " +
        'and other files it references. Compressed sizes are the precompressed `.br` and `.gz` files the server sends; ' +
        'files without a variant (fonts, small files) count at their raw size.',
    ),
  ];
  for (const encoding of ['brotli', 'gzip', 'raw'] as const) {
    const rows = pages.map((page) => [
      page.route,
      ...KINDS.map((kind) => kib(page.byKind[kind][encoding])),
      kib(page.total[encoding]),
      String(page.requests),
    ]);
    blocks.push(table(headers, rows, { title: ENCODING_TITLE[encoding], right }));
  }
  const largest = (kind: Kind) =>
    pages.reduce((max, page) => (page.byKind[kind].brotli > max.byKind[kind].brotli ? page : max));
  const maxJs = largest('js');
  const maxCss = largest('css');
  const maxTotal = pages.reduce((max, page) => (page.total.brotli > max.total.brotli ? page : max));
  const fonts = Math.max(...pages.map((page) => page.fontsReferenced));
  const notes = [
    `Largest brotli JS: ${kib(maxJs.byKind.js.brotli)} KiB (${maxJs.route}); largest brotli CSS: ${kib(maxCss.byKind.css.brotli)} KiB (${maxCss.route}); ` +
      `heaviest page: ${kib(maxTotal.total.brotli)} KiB brotli (${maxTotal.route}). ` +
      `The stylesheets declare ${fonts} font files; a page fetches only the subsets its text needs.`,
  ];
  const thirdParty = new Set(pages.flatMap((page) => page.thirdParty));
  notes.push(
    thirdParty.size === 0
      ? 'Third-party URLs referenced: none.'
      : `Third-party URLs referenced: ${[...thirdParty].join(', ')}.`,
  );
  const missing = pages.filter((page) => page.missing.length > 0);
  if (missing.length > 0) {
    notes.push(
      `References to files missing from the build: ${missing.map((page) => `${page.route} → ${page.missing.join(', ')}`).join('; ')}.`,
    );
  }
  blocks.push(text(notes.join('\n')));
  return { title: 'Page weight', blocks };
}

/** Measures a snapshot of build/client/ (taken here when none is given), or the folder given on the command line. */
export async function run(snapshot?: Snapshot): Promise<Report> {
  const from = snapshot ?? (await snapshotDist());
  const report = pageWeightReport(measureSite(from.dir), `\`build/client/\` (built ${from.builtAt.toISOString()})`);
  if (!snapshot) report.blocks.push(...from.notes.map(text));
  return report;
}

if (import.meta.main) {
  const folder = process.argv[2];
  await runAlone(async () =>
    folder ? pageWeightReport(measureSite(resolve(folder)), `\`${relative(process.cwd(), resolve(folder))}\``) : run(),
  );
}
