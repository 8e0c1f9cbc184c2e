/** One generated 1200x630 Open Graph image per page (see lib/og-image.ts). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getCollection } from 'astro:content';
import { ogImage } from '../../lib/og-image.ts';
import { getSettings, ogImagePath } from '../../lib/site.ts';

/** Route path of each `pages` entry (the entry id is the path without slashes). */
const PAGE_PATHS: Record<string, string> = { home: '/', 'career-job-apply': '/career/job-apply', '404': '/404' };

export const getStaticPaths = (async () => {
  const pages = (await getCollection('pages')).map((p) => ({
    path: PAGE_PATHS[p.id] ?? `/${p.id}`,
    title: p.data.hero.heading,
    kicker: p.id === 'home' ? 'Nexaweave' : p.data.seo.title,
  }));
  const services = (await getCollection('services')).map((s) => ({
    path: `/services/${s.id}`,
    title: s.data.hero.heading,
    kicker: 'Services',
  }));
  const work = (await getCollection('work')).map((w) => ({
    path: `/work/${w.id}`,
    title: w.data.tagline,
    kicker: `Case study · ${w.data.client}`,
  }));
  const blog = (await getCollection('blog')).map((b) => ({
    path: `/blog/${b.id}`,
    title: b.data.title,
    kicker: 'Blog',
  }));
  return [...pages, ...services, ...work, ...blog].map((page) => ({
    params: { slug: ogImagePath(page.path).replace(/^\/og\/|\.png$/g, '') },
    props: page,
  }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props, site }) => {
  const settings = await getSettings();
  const png = await ogImage({
    title: String(props['title']),
    kicker: String(props['kicker']),
    brand: settings.brand,
    domain: (site ?? new URL('http://localhost')).host,
  });
  return new Response(new Uint8Array(png), { headers: { 'content-type': 'image/png' } });
};
