/**
 * A blog article (/blog/<slug>), one module for the three: the slug comes from the
 * path. Breadcrumbs, title, author and date, the generated hero illustration, the
 * article rendered from Markdown at build time, share links and the other articles.
 */
import type { Route } from './+types/blog-post';
import { pageMeta, staticPage } from '../components/hydration/static-route.tsx';
import { getBlogPost, getBlogPosts, getSettings } from '../content/content.server.ts';
import { blogTeasers } from '../lib/blog-teasers.server.ts';
import { blogImage } from '../art/render.server.tsx';
import { ogImagePath } from '../lib/head.ts';
import { blogPostingLd } from '../lib/structured-data.ts';
import { headFor, notFound, siteUrl } from '../lib/site.server.ts';

export function loader({ params: { slug } }: Route.LoaderArgs) {
  if (!getBlogPosts().some((post) => post.slug === slug)) throw notFound();
  const path = `/blog/${slug}`;
  const origin = siteUrl();
  const post = getBlogPost(slug);
  const settings = getSettings();
  const url = `${origin}${path}`;
  const site = new URL(`${origin}/`);
  const structuredData = [
    blogPostingLd({ post, url, image: `${origin}${ogImagePath(path)}`, publisher: settings.legalName, site }),
  ];
  const breadcrumb = {
    trail: [
      { name: 'Home', path: '/' },
      { name: 'Blog', path: '/blog' },
    ],
    current: post.meta.title,
  };
  return {
    head: headFor(post.meta.seo, { ogType: 'article', structuredData, breadcrumb }),
    url,
    html: post.html,
    title: post.meta.title,
    author: post.meta.author,
    hero: blogImage(post.meta.heroTheme, post.meta.heroAlt),
    date: post.meta.date.toISOString(),
    others: blogTeasers(slug),
  };
}

export const meta: Route.MetaFunction = pageMeta;

// All of the page is static: its markup and its code are in blog-post.static.tsx, fetched only
// when a client navigation renders it.
export default staticPage(() => import('./blog-post.static.tsx'), 'BlogPostPage');
