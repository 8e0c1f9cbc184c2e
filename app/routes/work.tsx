/**
 * /work: the portfolio. Every listed project as a card with its own product
 * imagery (a laptop and phone, two phones or two windows of the product), its
 * industry and tagline, and 'Explore More' for the projects with a case study page.
 * A linked card is one link target as a whole and reacts to the pointer; a card
 * without a link is drawn flat, as a summary, so that it never looks clickable.
 */
import { lazy } from 'react';
import type { Route } from './+types/work';
import { Static } from '../components/hydration/Static.tsx';
import { getPage, getProjects, sectionOf } from '../content/content.server.ts';
import { headTags } from '../lib/head.ts';
import { projectImage } from '../art/render.server.tsx';
import { headFor } from '../lib/site.server.ts';

export function loader() {
  const page = getPage('work');
  const projects = getProjects()
    .filter((project) => project.listed)
    .map(({ slug, client, industry, tagline, accent, exploreMore }) => ({
      slug,
      client,
      industry,
      tagline,
      accent,
      exploreMore,
      cover: projectImage(slug, 'cover'),
    }));
  return {
    head: headFor(page.seo),
    hero: page.hero,
    startProject: sectionOf(page, 'start-project'),
    projects,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => headTags(loaderData?.head, location.pathname);

// All of the page is static: its markup and its code are in work.static.tsx, fetched only
// when a client navigation renders it.
const Page = lazy(() => import('./work.static.tsx').then((module) => ({ default: module.WorkPage })));

export default function Work({ loaderData }: Route.ComponentProps) {
  return (
    <Static>
      <Page loaderData={loaderData} />
    </Static>
  );
}
