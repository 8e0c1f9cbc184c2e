/** /blog: the banner and every article as a card, newest first. */
import { lazy } from 'react';
import type { Route } from './+types/blog';
import { Static } from '../components/hydration/Static.tsx';
import { getPage, sectionOf } from '../content/content.server.ts';
import { blogTeasers } from '../lib/blog-teasers.server.ts';
import { headTags } from '../lib/head.ts';
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

export const meta: Route.MetaFunction = ({ loaderData, location }) => headTags(loaderData?.head, location.pathname);

// All of the page is static: its markup and its code are in blog.static.tsx, fetched only
// when a client navigation renders it.
const Page = lazy(() => import('./blog.static.tsx').then((module) => ({ default: module.BlogPage })));

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <Static>
      <Page loaderData={loaderData} />
    </Static>
  );
}
