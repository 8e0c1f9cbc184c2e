/**
 * The one builder of every page's head tags. Route loaders build `HeadData` at
 * build time (site.server.ts, headFor) and each route's `meta` export is
 * `({ loaderData }) => headTags(loaderData.head)`, so no page writes its own tags.
 */
import type { MetaDescriptor } from 'react-router';

export interface HeadData {
  /** "Title | Brand". */
  title: string;
  /** The page's title without the brand, for sharing cards. */
  shortTitle: string;
  description: string;
  keywords: string;
  /** Absolute canonical URL from SITE_URL. */
  canonical: string;
  /** Absolute URL of the page's 1200x630 sharing image. */
  image: string;
  siteName: string;
  /** Home-level pages carry the full Open Graph set with og:locale en_US. */
  homeLevel: boolean;
  noindex: boolean;
  ogType: 'website' | 'article';
  /** schema.org objects, each written as one JSON-LD block. */
  structuredData: object[];
}

export function headTags(head: HeadData | undefined): MetaDescriptor[] {
  if (!head) return [];
  const tags: MetaDescriptor[] = [
    { title: head.title },
    { name: 'description', content: head.description },
    { name: 'keywords', content: head.keywords },
    { tagName: 'link', rel: 'canonical', href: head.canonical },
    { name: 'robots', content: head.noindex ? 'noindex, follow' : 'index, follow' },
  ];
  if (!head.noindex) {
    tags.push(
      { property: 'og:type', content: head.ogType },
      { property: 'og:title', content: head.shortTitle },
      { property: 'og:description', content: head.description },
      { property: 'og:url', content: head.canonical },
      { property: 'og:image', content: head.image },
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
  for (const data of head.structuredData) tags.push({ 'script:ld+json': data });
  return tags;
}
