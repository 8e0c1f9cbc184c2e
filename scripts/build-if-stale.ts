/**
 * Builds the site when build/client/ is missing or older than anything it is built
 * from (app/, public/, the React Router and Vite configs, the build scripts, the
 * lockfile). Used by `npm start`, `npm test`, and the fault and production suites (their
 * global set-up, tests/support/built-site.ts, where a first build on a fresh clone has no
 * time limit).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const SOURCES = [
  'app',
  'public',
  'react-router.config.ts',
  'vite.config.ts',
  'package-lock.json',
  'scripts/build.ts',
  'scripts/og-images.ts',
  'scripts/og-image.ts',
  'scripts/precompress.ts',
  'scripts/raster-drawings.ts',
  'scripts/defer-hydration.ts',
  'scripts/nginx-csp-map.ts',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function siteIsStale(distDir = join(root, 'build', 'client')): boolean {
  const marker = join(distDir, 'index.html');
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  return SOURCES.some((source) => newestMtime(join(root, source)) > built);
}

/** Builds the site if it is stale; throws if the build fails. */
export function ensureBuilt(): void {
  if (!siteIsStale()) {
    console.log('The built site in build/client/ is up to date.');
    return;
  }
  console.log('Building the site (build/client/ is missing or older than its sources)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The site build failed; see the messages above.');
}

/** `ensureBuilt` for a command line: a failed build ends the process with its message. */
export function buildIfStale(): void {
  try {
    ensureBuilt();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

if (import.meta.main) buildIfStale();
