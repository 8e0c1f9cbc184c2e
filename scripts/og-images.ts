/**
 * Writes one 1200x630 Open Graph image per page into the build (build/client/og/),
 * named as `ogImagePath` names it in each page's head: "/og/home.png", "/og/work-aara.png".
 *
 * Beside client/ the build keeps what each image was drawn from (OG_KEYS_FILE: a hash
 * of its words, the drawing code and sharp's version). A publish names the live build
 * (`reuseDir`, its client/): an image whose key is the live build's is copied from it
 * instead of drawn again.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import {
  CONTENT_DIR,
  getBlogPosts,
  getOpenings,
  getPage,
  getProjects,
  getServices,
  getSettings,
} from '../app/content/content.server.ts';
import { ogImagePath } from '../app/lib/head.ts';
import { siteUrl } from '../app/lib/site.server.ts';
import { OG_KEYS_FILE } from '../server/plugins/external/static-site.ts';
import { ogImage } from './og-image.ts';

/** The route path of each pages/*.yaml file (the file name is the path without slashes). */
const PAGE_PATHS: Record<string, string> = { home: '/', 'career-job-apply': '/career/job-apply', '404': '/404' };

interface OgPage {
  path: string;
  title: string;
  kicker: string;
}

export function ogPages(): OgPage[] {
  const pages = readdirSync(join(CONTENT_DIR, 'pages'))
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => basename(file, '.yaml'))
    .map((name) => {
      const page = getPage(name);
      return {
        path: PAGE_PATHS[name] ?? `/${name}`,
        title: page.hero.heading,
        kicker: name === 'home' ? getSettings().brand : page.seo.title,
      };
    });
  const services = [...getServices()].map(([slug, service]) => ({
    path: `/services/${slug}`,
    title: service.hero.heading,
    kicker: 'Services',
  }));
  const work = getProjects().map((project) => ({
    path: `/work/${project.slug}`,
    title: project.tagline,
    kicker: `Case study · ${project.client}`,
  }));
  const blog = getBlogPosts().map((post) => ({ path: `/blog/${post.slug}`, title: post.meta.title, kicker: 'Blog' }));
  const openings = getOpenings().map((opening) => ({
    path: `/career/${opening.slug}`,
    title: opening.title,
    kicker: `Careers · ${opening.experience} · ${opening.jobType}`,
  }));
  return [...pages, ...services, ...work, ...blog, ...openings];
}

/** What the drawing depends on besides its words: its code and sharp's version. */
function drawingVersion(): string {
  const root = resolve(import.meta.dirname, '..');
  const sharp = JSON.parse(readFileSync(join(root, 'node_modules/sharp/package.json'), 'utf8')) as { version: string };
  return `${createHash('sha256')
    .update(readFileSync(join(root, 'scripts/og-image.ts')))
    .digest('hex')} sharp ${sharp.version}`;
}

/** An image file's key by its path in client/ ("og/home.png"), as a build wrote them; empty when it wrote none. */
function readKeys(clientDir: string): Record<string, string> {
  const file = join(dirname(clientDir), OG_KEYS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
}

export async function writeOgImages(
  clientDir: string,
  reuseDir?: string,
): Promise<{ written: number; reused: number }> {
  const brand = getSettings().brand;
  const domain = new URL(siteUrl()).host;
  const pages = ogPages();
  const version = drawingVersion();
  const earlier = reuseDir ? readKeys(reuseDir) : {};
  const keys: Record<string, string> = {};
  let reused = 0;
  mkdirSync(join(clientDir, 'og'), { recursive: true });
  for (const page of pages) {
    const input = { title: page.title, kicker: page.kicker, brand, domain };
    const file = ogImagePath(page.path).slice(1);
    const key = createHash('sha256')
      .update(JSON.stringify({ ...input, version }))
      .digest('hex');
    keys[file] = key;
    if (reuseDir && earlier[file] === key && existsSync(join(reuseDir, file))) {
      copyFileSync(join(reuseDir, file), join(clientDir, file));
      reused += 1;
      continue;
    }
    writeFileSync(join(clientDir, file), await ogImage(input));
  }
  writeFileSync(join(dirname(clientDir), OG_KEYS_FILE), `${JSON.stringify(keys, null, 1)}\n`);
  return { written: pages.length, reused };
}
