/**
 * /career/job-apply: the hero with its breadcrumbs, then the application form beside
 * a few tips. "Apply Now" on /career links here with `?position=<title>`; the form
 * starts with that role chosen when it is one of the open positions, which are the
 * openings of the build (so a publish from the staff inbox brings its new ones).
 */
import { useSearchParams } from 'react-router';
import { useMemo } from 'react';
import type { Route } from './+types/job-apply';
import { pageMeta, staticSection } from '../components/hydration/static-route.tsx';
import { Static } from '../components/hydration/Static.tsx';
import { FormPage } from '../components/forms/FormPage.tsx';
import { FileDropZone } from '../components/forms/FileDropZone.tsx';
import { withPositions } from '../forms/job-apply.ts';
import { getOpenings, getPage, sectionOf } from '../content/content.server.ts';
import { headFor } from '../lib/site.server.ts';

export function loader() {
  const page = getPage('career-job-apply');
  // The positions are the openings this build publishes (from the staff inbox, or roles.yaml).
  const positions = [...new Set(getOpenings().map((opening) => opening.title))];
  return { head: headFor(page.seo), hero: page.hero, tips: sectionOf(page, 'tips'), positions };
}

export const meta: Route.MetaFunction = pageMeta;

// The page's unchanging stretches: adopted as prerendered HTML on a full load, so their
// code is fetched only when a client navigation renders them (components/hydration/Static.tsx).
const JobApplyHero = staticSection(() => import('./job-apply.static.tsx'), 'JobApplyHero');
const JobApplyTips = staticSection(() => import('./job-apply.static.tsx'), 'JobApplyTips');

export default function JobApply({ loaderData }: Route.ComponentProps) {
  const { hero, tips, positions } = loaderData;
  const form = useMemo(() => withPositions(positions), [positions]);
  const [searchParams] = useSearchParams();
  const position = searchParams.get('position');
  return (
    <>
      <Static>
        <JobApplyHero hero={hero} />
      </Static>
      <FormPage
        form={form}
        fileControl={FileDropZone}
        values={position ? { position } : undefined}
        before={
          <Static>
            <JobApplyTips tips={tips} />
          </Static>
        }
      />
    </>
  );
}
