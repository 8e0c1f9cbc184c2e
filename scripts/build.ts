/**
 * `npm run build`: the job application's open positions from roles.yaml
 * (scripts/open-positions.ts), the React Router build (every route prerendered to
 * build/client), then the Open Graph images, then brotli and gzip variants of
 * every compressible file, so the server never compresses per request.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { writeOgImages } from './og-images.ts';
import { precompress } from './precompress.ts';

const root = resolve(import.meta.dirname, '..');
// BUILD_DIR: `npm run bench` builds a second copy with the loader at 0 ms (react-router.config.ts).
const clientDir = resolve(root, process.env['BUILD_DIR'] ?? 'build', 'client');

// The job application's position options come from app/content/roles.yaml.
const positions = spawnSync(process.execPath, [resolve(root, 'scripts/open-positions.ts')], {
  cwd: root,
  stdio: 'inherit',
});
if (positions.status !== 0) process.exit(positions.status ?? 1);

const build = spawnSync(process.execPath, [resolve(root, 'node_modules/.bin/react-router'), 'build'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

// Every page is prerendered, so React Router's SPA fallback page is never served.
rmSync(resolve(clientDir, '__spa-fallback.html'), { force: true });
// Nor are the data files React Router writes beside resource routes (sitemap.xml.data,
// images/work/aara-0.svg.data…): client navigation never asks for them.
for (const file of readdirSync(clientDir, { recursive: true, encoding: 'utf8' })) {
  if (/\.(xml|txt|svg)\.data$/.test(file)) rmSync(resolve(clientDir, file));
}

const images = await writeOgImages(clientDir);
console.log(`wrote ${images} Open Graph images`);
const t = await precompress(clientDir);
const kb = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
console.log(`precompressed ${t.files} files: ${kb(t.bytes)} → brotli ${kb(t.brotli)}, gzip ${kb(t.gzip)}`);
