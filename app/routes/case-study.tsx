/**
 * One case study (/work/<slug>; the slug comes from the path): banner with the
 * product's imagery, results, challenge and approach, services and technologies,
 * the screen gallery, the client's quote and profiles, and a closing call to action.
 */
import { lazy } from 'react';
import type { Route } from './+types/case-study';
import { CaseGallery } from '../components/content/CaseGallery.tsx';
import { Static } from '../components/hydration/Static.tsx';
import { getCaseStudy, getWork, nextProject, portraitOf } from '../content/content.server.ts';
import { headTags } from '../lib/head.ts';
import { projectImage } from '../art/render.server.tsx';
import { headFor, notFound } from '../lib/site.server.ts';

export function loader({ params: { slug } }: Route.LoaderArgs) {
  if (!getWork().has(slug)) throw notFound();
  const project = getCaseStudy(slug);
  const { seo: _seo, listed: _listed, order: _order, ...shown } = project;
  const gallery = project.gallery.map((screen, index) => ({ ...screen, image: projectImage(slug, index) }));
  return {
    head: headFor(project.seo, {
      breadcrumb: {
        trail: [
          { name: 'Home', path: '/' },
          { name: 'Our Work', path: '/work' },
        ],
        current: project.client,
      },
    }),
    cover: projectImage(slug, 'cover'),
    project: { ...shown, gallery, quote: { ...shown.quote, portrait: portraitOf(shown.quote) } },
    next: nextProject(slug),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => headTags(loaderData?.head, location.pathname);

// The page's unchanging stretches: adopted as prerendered HTML on a full load, so their
// code is fetched only when a client navigation renders them (components/hydration/Static.tsx).
const CaseStudyOpening = lazy(() =>
  import('./case-study.static.tsx').then((module) => ({ default: module.CaseStudyOpening })),
);
const CaseStudyClosing = lazy(() =>
  import('./case-study.static.tsx').then((module) => ({ default: module.CaseStudyClosing })),
);

export default function CaseStudy({ loaderData }: Route.ComponentProps) {
  const { cover, project: d, next } = loaderData;
  return (
    <>
      <Static>
        <CaseStudyOpening cover={cover} project={d} />
      </Static>

      <section className="section section--alt" aria-labelledby="gallery-heading">
        <div className="container">
          <h2 id="gallery-heading">Screens from the project</h2>
          <CaseGallery client={d.client} screens={d.gallery} />
        </div>
      </section>

      <Static>
        <CaseStudyClosing project={d} next={next} />
      </Static>
    </>
  );
}
