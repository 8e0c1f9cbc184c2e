/**
 * The four service pages (/services/<slug>), one module: the slug comes from the
 * path. Hero with breadcrumbs, the service's own sections, a closing call to action
 * and links to the other services.
 */
import type { Route } from './+types/service';
import { pageMeta, staticPage } from '../components/hydration/static-route.tsx';
import { getCaseStudy, getService, getServices, getSettings, serviceSlugs } from '../content/content.server.ts';
import { figureImage, projectImage } from '../art/render.server.tsx';
import { serviceLd } from '../lib/structured-data.ts';
import { headFor, notFound, siteUrl } from '../lib/site.server.ts';

export function loader({ params: { slug } }: Route.LoaderArgs) {
  if (!getServices().has(slug)) throw notFound();
  const path = `/services/${slug}`;
  const service = getService(slug);
  const settings = getSettings();
  const origin = siteUrl();
  const others = serviceSlugs()
    .filter((other) => other !== slug)
    .map((other) => {
      // Each row as on home's services index: the name as the link, the page's promise beside it.
      const { name, hero } = getService(other);
      return { href: `/services/${other}`, title: name, text: hero.heading };
    });
  const site = new URL(`${origin}/`);
  const structuredData = [
    serviceLd({
      name: service.name,
      description: service.seo.description,
      url: new URL(path, site).href,
      provider: settings.legalName,
      site,
    }),
  ];
  const breadcrumb = {
    trail: [
      { name: 'Home', path: '/' },
      { name: 'Services', path: '/services' },
    ],
    current: service.name,
  };
  // The case studies that show this service, as tiles linked to their pages, each its hero picture.
  const tile = (project: string) => {
    const { client, industry, tagline, accent } = getCaseStudy(project);
    return {
      slug: project,
      client,
      industry,
      tagline,
      accent,
      hero: projectImage(project, 'hero'),
    };
  };
  // The hero shows one of them large, so the proof is on the first screen: the service's
  // own hero project, else the first it lists. The grid then leaves the hero's project out
  // (pass-7 review: the page showed it twice), unless that would leave it a single tile, where
  // it comes last, never first.
  const leadSlug = service.heroProject ?? service.work[0];
  if (!leadSlug) throw new Error(`Content error in app/content/services/${slug}.yaml: work lists no case study`);
  const gridProjects = service.work.filter((project) => project !== leadSlug);
  const work = (
    gridProjects.length >= 2 || !service.work.includes(leadSlug) ? gridProjects : [...gridProjects, leadSlug]
  ).map(tile);
  const lead = getCaseStudy(leadSlug);
  // Its hero picture (the devices on a flat field of its colour), as its tiles and case study
  // show it; or the drawing of what the service itself makes.
  const heroWork = {
    slug: leadSlug,
    client: lead.client,
    image: service.heroFigure ? figureImage(service.heroFigure) : projectImage(leadSlug, 'hero'),
    bleed: !service.heroFigure,
  };
  return { head: headFor(service.seo, { structuredData, breadcrumb }), service, others, work, heroWork };
}

export const meta: Route.MetaFunction = pageMeta;

// All of the page is static: its markup and its code are in service.static.tsx, fetched only
// when a client navigation renders it.
export default staticPage(() => import('./service.static.tsx'), 'ServicePage');
