/**
 * Writes one 1200x630 Open Graph image per page into the build (build/client/og/),
 * named as `ogImagePath` names it in each page's head: "/og/home.png", "/og/work-aara.png".
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
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
import { OG_INPUTS_FILE } from '../server/plugins/external/static-site.ts';
import { ogImage } from './og-image.ts';

/** The drawing code itself is part of every image's inputs: a change to it redraws them all. */
const DRAWING_CODE = readFileSync(join(import.meta.dirname, 'og-image.ts'));

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

/** What an image is drawn from, as one short key. */
function inputsKey(inputs: { title: string; kicker: string; brand: string; domain: string }): string {
  return createHash('sha256').update(DRAWING_CODE).update(JSON.stringify(inputs)).digest('hex').slice(0, 32);
}

/** The inputs recorded beside a client folder (OG_INPUTS_FILE): image file → key; empty when none. */
function recordedInputs(clientDir: string): Record<string, string> {
  try {
    return JSON.parse(readFileSync(join(dirname(clientDir), OG_INPUTS_FILE), 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

/**
 * Draws every page's image into `clientDir/og/`. With `reuseFrom` (the live build a publish
 * replaces), an image drawn there from the same inputs is copied instead of drawn again.
 * Returns how many images there are and how many were copied.
 */
export async function writeOgImages(
  clientDir: string,
  reuseFrom?: string,
): Promise<{ images: number; reused: number }> {
  const brand = getSettings().brand;
  const domain = new URL(siteUrl()).host;
  const pages = ogPages();
  const earlier = reuseFrom ? recordedInputs(reuseFrom) : {};
  const record: Record<string, string> = {};
  let reused = 0;
  mkdirSync(join(clientDir, 'og'), { recursive: true });
  // All at once: sharp renders on libuv's thread pool, so the images share the cores
  // instead of waiting one after another.
  await Promise.all(
    pages.map(async (page) => {
      const inputs = { title: page.title, kicker: page.kicker, brand, domain };
      const file = ogImagePath(page.path);
      const key = inputsKey(inputs);
      record[file] = key;
      const previous = reuseFrom && join(reuseFrom, file);
      if (previous && earlier[file] === key && existsSync(previous)) {
        copyFileSync(previous, join(clientDir, file));
        reused += 1;
        return;
      }
      writeFileSync(join(clientDir, file), await ogImage(inputs));
    }),
  );
  writeFileSync(join(dirname(clientDir), OG_INPUTS_FILE), `${JSON.stringify(record, null, 2)}\n`);
  return { images: pages.length, reused };
}
