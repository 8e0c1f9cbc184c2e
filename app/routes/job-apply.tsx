/**
 * /career/job-apply: the hero with its breadcrumbs, then the application form beside
 * a few tips. "Apply Now" on /career links here with `?position=<title>`; the form
 * starts with that role chosen when it is one of the open positions.
 */
import { useSearchParams } from 'react-router';
import type { Route } from './+types/job-apply';
import { Static } from '../components/hydration/Static.tsx';
import { CardGrid } from '../components/content/CardGrid.tsx';
import { FormPage } from '../components/forms/FormPage.tsx';
import { FileDropZone } from '../components/forms/FileDropZone.tsx';
import { jobApply } from '../forms/job-apply.ts';
import { Html } from '../components/ui/Html.tsx';
import { PageHero } from '../components/layout/PageHero.tsx';
import { getPage, sectionOf } from '../content/content.server.ts';
import { headTags } from '../lib/head.ts';
import { headFor } from '../lib/site.server.ts';

export function loader() {
  const page = getPage('career-job-apply');
  return { head: headFor(page.seo), hero: page.hero, tips: sectionOf(page, 'tips') };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => headTags(loaderData?.head, location.pathname);

const crumbs = [
  { label: 'Home', href: '/' },
  { label: 'Careers', href: '/career' },
];

export default function JobApply({ loaderData }: Route.ComponentProps) {
  const { hero, tips } = loaderData;
  const [searchParams] = useSearchParams();
  const position = searchParams.get('position');
  return (
    <>
      <Static>
        <PageHero
          eyebrow={hero.eyebrow}
          heading={hero.heading}
          intro={hero.intro}
          crumbs={crumbs}
          current="Job application"
        />
      </Static>
      <FormPage
        form={jobApply}
        fileControl={FileDropZone}
        asideLabelledBy="tips-heading"
        asideFirst
        values={position ? { position } : undefined}
        aside={
          <Static>
            <h2 id="tips-heading">{tips.heading}</h2>
            {tips.intro && <Html html={tips.intro} className="prose" />}
            {tips.items && <CardGrid items={tips.items} min="100%" variant="plain" />}
          </Static>
        }
      />
    </>
  );
}
