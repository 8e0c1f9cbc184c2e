/**
 * /work: the portfolio wall. Every listed project as a tile with its hero picture (its
 * devices on a flat field of its colour) shown large, its industry and tagline; the first full width, the rest two-up. Every project has a
 * case-study page, and every tile is one link to it ('Explore More').
 */
import type { Route } from './+types/work';
import { pageMeta, staticPage } from '../components/hydration/static-route.tsx';
import { getPage, getProjects, sectionOf } from '../content/content.server.ts';
import { projectImage } from '../art/render.server.tsx';
import { headFor } from '../lib/site.server.ts';

export function loader() {
  const page = getPage('work');
  const projects = getProjects()
    .filter((project) => project.listed)
    .map(({ slug, client, industry, tagline, accent }) => ({
      slug,
      client,
      industry,
      tagline,
      accent,
      hero: projectImage(slug, 'hero'),
    }));
  return {
    head: headFor(page.seo),
    hero: page.hero,
    startProject: sectionOf(page, 'start-project'),
    projects,
  };
}

export const meta: Route.MetaFunction = pageMeta;

// All of the page is static: its markup and its code are in work.static.tsx, fetched only
// when a client navigation renders it.
export default staticPage(() => import('./work.static.tsx'), 'WorkPage');
