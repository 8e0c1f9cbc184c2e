/**
 * The blog's RSS 2.0 feed (/rss.xml), prerendered at build time: the channel names
 * the blog, and every article is one item with its absolute link, date, excerpt,
 * author and tags. Every text value is XML-escaped.
 */
import { getBlogPosts, getSettings } from '../content/content.server.ts';
import { siteUrl } from '../lib/site.server.ts';

/** Escapes the five characters XML gives a meaning to. */
function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** `<name>escaped value</name>`. */
const tag = (name: string, value: string, attributes = ''): string =>
  `<${name}${attributes}>${escapeXml(value)}</${name}>`;

export function loader() {
  const settings = getSettings();
  const origin = siteUrl();
  const items = getBlogPosts().map((post) => {
    const link = `${origin}/blog/${post.slug}`;
    return [
      '<item>',
      tag('title', post.meta.title),
      tag('link', link),
      tag('guid', link, ' isPermaLink="true"'),
      tag('description', post.meta.excerpt),
      tag('pubDate', post.meta.date.toUTCString()),
      ...post.meta.tags.map((name) => tag('category', name)),
      tag('author', `${settings.contact.email} (${post.meta.author})`),
      '</item>',
    ].join('');
  });
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0"><channel>',
    tag('title', `${settings.brand} blog`),
    tag('description', `Articles on product, engineering and design from ${settings.legalName}, Ahmedabad.`),
    tag('link', `${origin}/`),
    '<language>en</language>',
    ...items,
    '</channel></rss>',
  ].join('');
  return new Response(xml, { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } });
}
