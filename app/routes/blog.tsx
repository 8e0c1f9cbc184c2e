/** /blog: the banner and every article as a card, newest first. */
import type { Route } from './+types/blog';
import { pageMeta, staticPage } from '../components/hydration/static-route.tsx';
import { getPage, sectionOf } from '../content/content.server.ts';
import { blogTeasers } from '../lib/blog-teasers.server.ts';
import { headFor } from '../lib/site.server.ts';

export function loader() {
  const page = getPage('blog');
  return {
    head: headFor(page.seo),
    hero: page.hero,
    archive: sectionOf(page, 'archive'),
    posts: blogTeasers(),
  };
}

export const meta: Route.MetaFunction = pageMeta;

// All of the page is static: its markup and its code are in blog.static.tsx, fetched only
// when a client navigation renders it.
export default staticPage(() => import('./blog.static.tsx'), 'BlogPage');
