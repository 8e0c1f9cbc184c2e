/**
 * Build-time facts every route loader needs: the public origin (SITE_URL) and the
 * head data of a page, built in one place from its SEO content.
 */
import { getSettings } from '../content/content.server.ts';
import type { Seo } from '../content/schema.ts';
import type { HeadData } from './head.ts';

/** The canonical origin of every absolute URL; set SITE_URL at build time, one build per deployment. */
export function siteUrl(): string {
  return (process.env['SITE_URL'] ?? 'http://localhost:4321').replace(/\/$/, '');
}

/** The page's path from the loader's request: "/work/aara". */
export function pathOf(request: Request): string {
  const path = new URL(request.url).pathname.replace(/\.data$/, '').replace(/\/$/, '');
  return path === '' || path === '/_root' ? '/' : path;
}

/** The last segment of the path: the slug of a case study, article or service page. */
export function slugOf(request: Request): string {
  return pathOf(request).split('/').pop() ?? '';
}

/** The generated 1200x630 sharing image of a route: "/" → "/og/home.png", "/work/aara" → "/og/work-aara.png". */
export function ogImagePath(path: string): string {
  const slug = path.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'home';
  return `/og/${slug}.png`;
}

/** Everything the head builder (head.ts) needs for one page, with absolute URLs. */
export function headFor(
  seo: Seo,
  path: string,
  options: { ogType?: 'website' | 'article'; structuredData?: object[] } = {},
): HeadData {
  const origin = siteUrl();
  const settings = getSettings();
  return {
    title: `${seo.title} | ${settings.brand}`,
    shortTitle: seo.title,
    description: seo.description,
    keywords: seo.keywords.join(', '),
    canonical: `${origin}${path === '/' ? '/' : path}`,
    image: `${origin}${ogImagePath(path)}`,
    siteName: settings.brand,
    homeLevel: seo.homeLevel,
    noindex: seo.noindex,
    ogType: options.ogType ?? 'website',
    structuredData: options.structuredData ?? [],
  };
}
