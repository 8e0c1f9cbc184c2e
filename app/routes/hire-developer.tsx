/** /hire-developer: the hero, the bench of developers, the engagement models, then the hire form beside the safeguards. */
import type { Route } from './+types/hire-developer';
import { pageMeta, staticSection } from '../components/hydration/static-route.tsx';
import { Static } from '../components/hydration/Static.tsx';
import { FormPage } from '../components/forms/FormPage.tsx';
import { hire } from '../forms/hire.ts';
import { getBench, getPage, sectionOf } from '../content/content.server.ts';
import { headFor } from '../lib/site.server.ts';

export function loader() {
  const page = getPage('hire-developer');
  return {
    head: headFor(page.seo),
    hero: page.hero,
    bench: { ...sectionOf(page, 'bench'), developers: getBench() },
    models: sectionOf(page, 'models'),
    assurances: sectionOf(page, 'assurances'),
  };
}

export const meta: Route.MetaFunction = pageMeta;

// The page's unchanging stretches: adopted as prerendered HTML on a full load, so their
// code is fetched only when a client navigation renders them (components/hydration/Static.tsx).
const HireOpening = staticSection(() => import('./hire-developer.static.tsx'), 'HireOpening');
const HireAssurances = staticSection(() => import('./hire-developer.static.tsx'), 'HireAssurances');

export default function HireDeveloper({ loaderData }: Route.ComponentProps) {
  const { hero, bench, models, assurances } = loaderData;
  return (
    <>
      <Static>
        <HireOpening hero={hero} bench={bench} models={models} />
      </Static>
      <FormPage
        form={hire}
        before={
          <Static>
            <HireAssurances assurances={assurances} />
          </Static>
        }
      />
    </>
  );
}
