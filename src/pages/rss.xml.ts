/** The blog's RSS feed. */
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { getSettings } from '../lib/site.ts';

export const GET: APIRoute = async ({ site }) => {
  const settings = await getSettings();
  const posts = (await getCollection('blog')).sort((a, b) => b.data.date.getTime() - a.data.date.getTime());
  return rss({
    title: `${settings.brand} blog`,
    description: `Articles on product, engineering and design from ${settings.legalName}, Ahmedabad.`,
    site: site ?? 'http://localhost:4321',
    items: posts.map((post) => ({
      title: post.data.title,
      pubDate: post.data.date,
      description: post.data.excerpt,
      link: `/blog/${post.id}`,
      author: `${settings.contact.email} (Admin)`,
      categories: post.data.tags,
    })),
    customData: '<language>en</language>',
  });
};
