/**
 * Writes one 1200x630 Open Graph image per page into the build (build/client/og/),
 * named as `ogImagePath` names it in each page's head: "/og/home.png", "/og/work-aara.png".
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
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

export async function writeOgImages(clientDir: string): Promise<number> {
  const brand = getSettings().brand;
  const domain = new URL(siteUrl()).host;
  const pages = ogPages();
  mkdirSync(join(clientDir, 'og'), { recursive: true });
  for (const page of pages) {
    const png = await ogImage({ title: page.title, kicker: page.kicker, brand, domain });
    writeFileSync(join(clientDir, ogImagePath(page.path)), png);
  }
  return pages.length;
}
