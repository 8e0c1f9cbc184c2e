/**
 * The one builder of every page's head tags. Route loaders build `HeadData` at
 * build time (site.server.ts, headFor) and each route's `meta` export is
 * `({ loaderData, location }) => headTags(loaderData?.head, location.pathname)`, so
 * no page writes its own tags. The page's own path (its canonical URL, sharing image
 * and last breadcrumb) comes from the location the router gives `meta`.
 */
import type { MetaDescriptor } from 'react-router';
import { breadcrumbLd } from './structured-data.ts';

/** A page above this one in its breadcrumb trail. */
export interface Crumb {
  name: string;
  path: string;
}

export interface HeadData {
  /** "Title | Brand". */
  title: string;
  /** The page's title without the brand, for sharing cards. */
  shortTitle: string;
  description: string;
  keywords: string;
  /** SITE_URL, the origin of the canonical URL and of the sharing image. */
  origin: string;
  siteName: string;
  /** Home-level pages carry the full Open Graph set with og:locale en_US. */
  homeLevel: boolean;
  noindex: boolean;
  ogType: 'website' | 'article';
  /** schema.org objects, each written as one JSON-LD block. */
  structuredData: object[];
  /** A BreadcrumbList from these pages to this one (named `current`), when the page is nested. */
  breadcrumb?: { trail: Crumb[]; current: string } | undefined;
}

/** The page's path as its canonical URL writes it: "/" for home, no trailing slash elsewhere. */
export function canonicalPath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/** The generated 1200x630 sharing image of a page: "/" → "/og/home.png", "/work/aara" → "/og/work-aara.png". */
export function ogImagePath(path: string): string {
  const slug = path.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'home';
  return `/og/${slug}.png`;
}

/** The head tags of the page at `pathname`; none without head data. */
export function headTags(head: HeadData | undefined, pathname: string): MetaDescriptor[] {
  if (!head) return [];
  const path = canonicalPath(pathname);
  const canonical = `${head.origin}${path}`;
  const tags: MetaDescriptor[] = [
    { title: head.title },
    { name: 'description', content: head.description },
    { name: 'keywords', content: head.keywords },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { name: 'robots', content: head.noindex ? 'noindex, follow' : 'index, follow' },
  ];
  if (!head.noindex) {
    tags.push(
      { property: 'og:type', content: head.ogType },
      { property: 'og:title', content: head.shortTitle },
      { property: 'og:description', content: head.description },
      { property: 'og:url', content: canonical },
      { property: 'og:image', content: `${head.origin}${ogImagePath(path)}` },
      { name: 'twitter:card', content: 'summary_large_image' },
    );
    if (head.homeLevel) {
      tags.push(
        { property: 'og:site_name', content: head.siteName },
        { property: 'og:locale', content: 'en_US' },
        { property: 'og:image:width', content: '1200' },
        { property: 'og:image:height', content: '630' },
      );
    }
  }
  const structuredData = head.breadcrumb
    ? [
        ...head.structuredData,
        breadcrumbLd(new URL(`${head.origin}/`), [...head.breadcrumb.trail, { name: head.breadcrumb.current, path }]),
      ]
    : head.structuredData;
  for (const data of structuredData) tags.push({ 'script:ld+json': data });
  return tags;
}
