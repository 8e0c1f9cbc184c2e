/**
 * The job application page's unchanging stretches (see job-apply.tsx): the banner, and
 * the advice before the form. Only a client navigation loads this module; a full load
 * adopts their HTML.
 */
import type { Route } from './+types/job-apply';
import { CardGrid } from '../components/content/CardGrid.tsx';
import { FormBand } from '../components/forms/FormPage.tsx';
import { PageHero } from '../components/layout/PageHero.tsx';
import { Html } from '../components/ui/Html.tsx';

type JobApplyData = Route.ComponentProps['loaderData'];

const crumbs = [
  { label: 'Home', href: '/' },
  { label: 'Careers', href: '/career' },
];

export function JobApplyHero({ hero }: Pick<JobApplyData, 'hero'>) {
  return (
    <PageHero
      eyebrow={hero.eyebrow}
      heading={hero.heading}
      intro={hero.intro}
      crumbs={crumbs}
      current="Job application"
    />
  );
}

export function JobApplyTips({ tips }: Pick<JobApplyData, 'tips'>) {
  return (
    <FormBand labelledBy="tips-heading">
      <h2 id="tips-heading">{tips.heading}</h2>
      {tips.intro && <Html html={tips.intro} className="prose" />}
      {tips.items && <CardGrid items={tips.items} min="12rem" variant="plain" />}
    </FormBand>
  );
}
