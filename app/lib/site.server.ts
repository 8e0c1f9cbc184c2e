/**
 * Build-time facts every route loader needs: the public origin (SITE_URL) and the
 * head data of a page, built in one place from its SEO content.
 */
import { data } from 'react-router';
import { getSettings } from '../content/content.server.ts';
import type { Seo } from '../content/schema.ts';
import type { HeadData } from './head.ts';

/** The canonical origin of every absolute URL; set SITE_URL at build time, one build per deployment. */
export function siteUrl(): string {
  return (process.env['SITE_URL'] ?? 'http://localhost:4321').replace(/\/$/, '');
}

/**
 * Everything the head builder (head.ts) needs for one page but its path, which
 * `meta` reads from the location.
 */
export function headFor(
  seo: Seo,
  options: Pick<Partial<HeadData>, 'ogType' | 'structuredData' | 'breadcrumb'> = {},
): HeadData {
  const settings = getSettings();
  return {
    title: `${seo.title} | ${settings.brand}`,
    shortTitle: seo.title,
    description: seo.description,
    keywords: seo.keywords.join(', '),
    origin: siteUrl(),
    siteName: settings.brand,
    homeLevel: seo.homeLevel,
    noindex: seo.noindex,
    ogType: options.ogType ?? 'website',
    structuredData: options.structuredData ?? [],
    breadcrumb: options.breadcrumb,
  };
}

/**
 * What a loader throws for a slug the content does not have: the root error
 * boundary shows the 404 page, and a client navigation ends there with status 404.
 */
export function notFound() {
  return data(null, { status: 404, statusText: 'Not Found' });
}
