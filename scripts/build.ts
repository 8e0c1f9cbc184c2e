/**
 * `npm run build`: the job application's open positions from roles.yaml
 * (scripts/open-positions.ts), the React Router build (every route prerendered to
 * build/client), its clean-up (the unlinked stylesheet copy), the drawn images rastered to
 * AVIF beside their SVGs (scripts/raster-drawings.ts), the pages' boot
 * scripts deferred past the first paint (scripts/defer-hydration.ts), a check that
 * every file a page names exists, then the Open Graph images, then brotli and gzip
 * variants of every compressible file, so the server never compresses per request,
 * and the map of each page's Content-Security-Policy that nginx reads
 * (scripts/nginx-csp-map.ts, deploy/nginx.conf).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { getRoles } from '../app/content/content.server.ts';
import { checkChunks } from '../server/framework-output.ts';
import { GONE_MAP_FILE, goneMap } from '../server/plugins/external/static-site.ts';
import { deferHydration } from './defer-hydration.ts';
import { writeNginxCspMap } from './nginx-csp-map.ts';
import { writeOgImages } from './og-images.ts';
import { precompress } from './precompress.ts';

const root = resolve(import.meta.dirname, '..');
// BUILD_DIR: `npm run bench` builds a second copy with the loader at 0 ms (react-router.config.ts).
const clientDir = resolve(root, process.env['BUILD_DIR'] ?? 'build', 'client');

// SITE_ONLY: a publish from the staff inbox (server/content/publish.ts) builds only the site,
// into BUILD_DIR from the content in CONTENT_DIR, and changes nothing of the release's own files
// (the generated positions module).
const siteOnly = process.env['SITE_ONLY'] === '1';
// REUSE_DIR: a publish names the live build's client/ folder; its Open Graph images and
// compressed variants are copied where the new build's are the same, instead of made again.
const reuseDir = process.env['REUSE_DIR'] || undefined;

// The job application's position options come from app/content/roles.yaml.
if (!siteOnly) {
  const positions = spawnSync(process.execPath, [resolve(root, 'scripts/open-positions.ts')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (positions.status !== 0) process.exit(positions.status ?? 1);
}

// Always a production build. A caller's NODE_ENV would otherwise reach the bundle: Vitest
// sets NODE_ENV=test, and a suite that builds a missing site (tests/faults/suite.ts) made
// React's development build, 46 KB more script on every page, which a later `npm test`
// found up to date and measured.
const build = spawnSync(process.execPath, [resolve(root, 'node_modules/.bin/react-router'), 'build'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
if (build.status !== 0) process.exit(build.status ?? 1);

// React Router's output stays as it wrote it: the SPA fallback is the 404 document
// (server/plugins/external/static-site.ts), and the data files beside resource routes
// (sitemap.xml.data…), which no navigation asks for, cost a few bytes each.
const written = readdirSync(clientDir, { recursive: true, encoding: 'utf8' });

// The drawn images' AVIF rasters, which the pages' <picture>s name (ui/DrawnImage.tsx). In a
// process of its own: it gives fontconfig a file that lists only the site's faces, read once
// per process, and this one's sharp draws the Open Graph images below with the system's.
const raster = spawnSync(process.execPath, [resolve(root, 'scripts/raster-drawings.ts'), clientDir], {
  cwd: root,
  stdio: 'inherit',
});
if (raster.status !== 0) process.exit(raster.status ?? 1);

// Paint first, then hydrate: each page's scripts are fetched after its first frame. Each
// page is read and written once here; the checks below use the text kept.
const pages = written
  .filter((file) => file.endsWith('.html'))
  .map((file) => {
    const path = resolve(clientDir, file);
    const html = deferHydration(readFileSync(path, 'utf8'), file);
    writeFileSync(path, html);
    return { file, html };
  });

// With one stylesheet (vite.config.ts, cssCodeSplit false), the prerender's server build
// writes its own copy of it, in another module order and so under another hash, and React
// Router moves that copy into build/client (it moves every asset of the server build, so
// that files only a loader imports are served, and no option leaves one out). No page
// links it: remove every stylesheet that neither a page nor a script names.
const referencing = [
  ...pages.map((page) => page.html),
  ...written.filter((file) => file.endsWith('.js')).map((file) => readFileSync(resolve(clientDir, file), 'utf8')),
];
for (const file of written.filter((f) => f.startsWith('assets/') && f.endsWith('.css'))) {
  if (!referencing.some((text) => text.includes(file))) rmSync(resolve(clientDir, file));
}

// Every image, stylesheet, script and font a page names must be in the build: a file the
// prerender list missed (a drawn image, an icon) fails the build instead of a page.
const missing = new Set<string>();
/** The files an attribute names: one address, or a srcset's candidates ("/a-760w.avif 760w, /a-1520w.avif 1520w"). */
const srcsetFiles = (value: string) =>
  value
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
for (const { file, html } of pages) {
  // Attributes and the boot script's strings (scripts/defer-hydration.ts) alike; a srcset
  // names several files, each followed by its width.
  for (const [, value = ''] of html.matchAll(/["'](\/(?:assets|images)\/[^"'#?\\]+)/g)) {
    for (const path of srcsetFiles(value)) {
      if (!existsSync(resolve(clientDir, `.${path}`))) missing.add(`${path} (named by ${file})`);
    }
  }
}
if (missing.size > 0) {
  console.error(`The build names files it does not contain:\n  ${[...missing].join('\n  ')}`);
  process.exit(1);
}

// The chunks vite.config.ts asks for, as every page loads them (server/framework-output.ts).
const chunkProblems = checkChunks(pages);
if (chunkProblems.length > 0) {
  console.error(`The build's chunks are not what the project assumes:\n  ${chunkProblems.join('\n  ')}`);
  process.exit(1);
}

// React's production build names its errors by number ("Minified React error #…"); its
// development build, twice the size, does not. Fail here rather than ship it.
const scripts = written.filter((file) => file.startsWith('assets/') && file.endsWith('.js'));
if (!scripts.some((file) => readFileSync(resolve(clientDir, file), 'utf8').includes('Minified React error'))) {
  console.error("The build holds React's development build: NODE_ENV reached the bundle.");
  process.exit(1);
}

let step = Date.now();
const images = await writeOgImages(clientDir, reuseDir);
const fromLive = (count: number, what: string) => (reuseDir ? ` (${count} ${what} from the live build)` : '');
console.log(`wrote ${images.written} Open Graph images${fromLive(images.reused, 'copied')} in ${Date.now() - step} ms`);
step = Date.now();
const t = await precompress(clientDir, reuseDir);
const kb = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
console.log(
  `precompressed ${t.files} files${fromLive(t.reused, 'unchanged, their variants copied')} in ${Date.now() - step} ms: ` +
    `${kb(t.bytes)} → brotli ${kb(t.brotli)}, gzip ${kb(t.gzip)}`,
);

// Last, from the pages as served: nginx sends each its own policy, as the Node server does.
const cspMap = writeNginxCspMap(clientDir);
console.log(`wrote ${cspMap.file}: the Content-Security-Policy of ${cspMap.pages} pages for nginx`);
// The addresses of closed openings, which the server and nginx answer with 410 Gone.
const gone = getRoles().flatMap((role) =>
  role.openings.filter((opening) => opening.closed).map((opening) => `/career/${opening.slug}`),
);
writeFileSync(join(dirname(clientDir), GONE_MAP_FILE), goneMap(gone));
console.log(`wrote ${GONE_MAP_FILE}: ${gone.length} closed openings answered 410 Gone`);
