/**
 * schema.org structured data for the pages, typed with schema-dts so a wrong property
 * or type is a compile error. Route loaders build it at build time and pass it to
 * `headFor(seo, path, { structuredData })`; the head writes each entry as JSON-LD.
 */
import type { BlogPosting, BreadcrumbList, Organization, Service, WebSite, WithContext } from 'schema-dts';
import type { BlogPostMeta, Settings } from '../content/schema.ts';

export function breadcrumbLd(site: URL, trail: { name: string; path: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.path, site).href,
    })),
  };
}

/** ISO 3166-1 alpha-2 codes of the countries an office address may name (settings.yaml writes "India"). */
const COUNTRY_CODES: Record<string, string> = { India: 'IN' };

/** A country as schema.org's addressCountry writes it: its two-letter code. */
export const countryCode = (country: string): string => COUNTRY_CODES[country] ?? country;

/** The brand's logo, shared by the Organization, every article's publisher and every opening's employer. */
export const logoUrl = (site: URL) => new URL('/favicon.svg', site).href;

export function blogPostingLd(args: {
  post: { meta: BlogPostMeta };
  url: string;
  image: string;
  publisher: string;
  site: URL;
}): WithContext<BlogPosting> {
  const { post, url, image, publisher, site } = args;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.meta.title,
    description: post.meta.excerpt,
    datePublished: post.meta.date.toISOString().slice(0, 10),
    // Google's article rich results ask for both dates; an article never revised was last modified when published.
    dateModified: (post.meta.updated ?? post.meta.date).toISOString().slice(0, 10),
    author: { '@type': 'Organization', name: `${publisher} (Admin)`, url: site.href },
    publisher: {
      '@type': 'Organization',
      name: publisher,
      url: site.href,
      logo: { '@type': 'ImageObject', url: logoUrl(site) },
    },
    image,
    url,
    mainEntityOfPage: url,
    keywords: post.meta.seo.keywords.join(', '),
  };
}

export function organizationLd(settings: Settings, site: URL): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings.legalName,
    alternateName: settings.brand,
    url: site.href,
    logo: logoUrl(site),
    email: settings.contact.email,
    telephone: settings.contact.phone,
    foundingDate: String(settings.operatingSince),
    address: {
      '@type': 'PostalAddress',
      streetAddress: settings.contact.address.street,
      addressLocality: settings.contact.address.city,
      addressRegion: settings.contact.address.region,
      postalCode: settings.contact.address.postalCode,
      addressCountry: countryCode(settings.contact.address.country),
    },
    sameAs: settings.social.map((s) => s.url),
  };
}

export function websiteLd(brand: string, site: URL): WithContext<WebSite> {
  return { '@context': 'https://schema.org', '@type': 'WebSite', name: brand, url: site.href, inLanguage: 'en' };
}

export function serviceLd(args: {
  name: string;
  description: string;
  url: string;
  provider: string;
  site: URL;
}): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: args.name,
    description: args.description,
    url: args.url,
    areaServed: 'Worldwide',
    provider: { '@type': 'Organization', name: args.provider, url: args.site.href },
  };
}
