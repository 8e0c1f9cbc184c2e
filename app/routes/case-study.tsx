/**
 * One case study (/work/<slug>; the slug comes from the path): banner with the
 * product's imagery, results, challenge and approach, services and technologies,
 * the screen gallery, the client's quote and profiles, and a closing call to action.
 */
import type { CSSProperties } from 'react';
import type { Route } from './+types/case-study';
import { pageMeta, staticSection } from '../components/hydration/static-route.tsx';
import { CaseGallery } from '../components/content/CaseGallery.tsx';
import { Static } from '../components/hydration/Static.tsx';
import { getCaseStudy, getWork, nextProject, portraitOf } from '../content/content.server.ts';
import { staticOnly } from '../lib/static-data.ts';
import { projectImage, projectNarrowImage } from '../art/render.server.tsx';
import { headFor, notFound } from '../lib/site.server.ts';
import styles from './case-study.module.css';

export function loader({ request, params: { slug } }: Route.LoaderArgs) {
  if (!getWork().has(slug)) throw notFound();
  const project = getCaseStudy(slug);
  const { seo: _seo, listed: _listed, order: _order, ...shown } = project;
  // Each screen, and a desktop screen's drawing for a phone where it has one (art/project/ProjectArt.tsx).
  const gallery = project.gallery.map((screen, index) => ({
    ...screen,
    image: projectImage(slug, index),
    narrow: projectNarrowImage(slug, index),
  }));
  // The hero's stage: the project's hero picture, full bleed (art/project/hero.tsx). Its
  // screens are drawn for the hero only, so the page never shows one screen twice.
  const stage = projectImage(slug, 'hero');
  const following = nextProject(slug);
  const data = {
    head: headFor(project.seo, {
      breadcrumb: {
        trail: [
          { name: 'Home', path: '/' },
          { name: 'Our Work', path: '/work' },
        ],
        current: project.client,
      },
    }),
    stage,
    project: { ...shown, gallery, quote: { ...shown.quote, portrait: portraitOf(shown.quote) } },
    next: { ...following, image: projectImage(following.slug, 'hero') },
  };
  // Rendered by the static stretches only (the opening's stage, the closing's next project): left out of the page's inline data.
  return staticOnly(request, data, ['stage', 'next']);
}

export const meta: Route.MetaFunction = pageMeta;

// The page's unchanging stretches: adopted as prerendered HTML on a full load, so their
// code is fetched only when a client navigation renders them (components/hydration/Static.tsx).
const CaseStudyOpening = staticSection(() => import('./case-study.static.tsx'), 'CaseStudyOpening');
const CaseStudyClosing = staticSection(() => import('./case-study.static.tsx'), 'CaseStudyClosing');

export default function CaseStudy({ loaderData }: Route.ComponentProps) {
  const { stage, project: d, next } = loaderData;
  return (
    <>
      <Static>
        <CaseStudyOpening stage={stage} project={d} />
      </Static>

      <section
        className={`section ${styles.screens}`}
        aria-labelledby="gallery-heading"
        style={{ '--accent': d.accent } as CSSProperties}
      >
        <div className="container">
          <h2 id="gallery-heading" className={styles.screensHeading}>
            Screens from the project
          </h2>
          <CaseGallery client={d.client} screens={d.gallery} />
        </div>
      </section>

      <Static>
        <CaseStudyClosing project={d} next={next} />
      </Static>
    </>
  );
}
