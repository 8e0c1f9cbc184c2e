/** /hire-developer: the hero, the engagement models, then the hire form beside the safeguards. */
import type { Route } from './+types/hire-developer';
import { Static } from '../components/hydration/Static.tsx';
import { CardGrid } from '../components/content/CardGrid.tsx';
import { FormPage } from '../components/forms/FormPage.tsx';
import { HeroFacts } from '../components/content/HeroFacts.tsx';
import { hire } from '../forms/hire.ts';
import { Html } from '../components/ui/Html.tsx';
import { PageHero } from '../components/layout/PageHero.tsx';
import { getPage, sectionOf } from '../content/content.server.ts';
import { headTags } from '../lib/head.ts';
import { headFor } from '../lib/site.server.ts';

export function loader() {
  const page = getPage('hire-developer');
  return {
    head: headFor(page.seo),
    hero: page.hero,
    models: sectionOf(page, 'models'),
    assurances: sectionOf(page, 'assurances'),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => headTags(loaderData?.head, location.pathname);

export default function HireDeveloper({ loaderData }: Route.ComponentProps) {
  const { hero, models, assurances } = loaderData;
  return (
    <>
      <Static>
        <PageHero
          eyebrow={hero.eyebrow}
          heading={hero.heading}
          intro={hero.intro}
          aside={hero.facts && <HeroFacts facts={hero.facts} />}
        />
        <section className="section section--alt" aria-labelledby="models-heading">
          <div className="container">
            <h2 id="models-heading">{models.heading}</h2>
            {models.intro && <Html html={models.intro} className="lead prose" />}
            {models.items && <CardGrid items={models.items} />}
          </div>
        </section>
      </Static>
      <FormPage
        form={hire}
        asideLabelledBy="assurances-heading"
        aside={
          <Static>
            <h2 id="assurances-heading">{assurances.heading}</h2>
            {assurances.intro && <Html html={assurances.intro} className="prose" />}
            {assurances.items && <CardGrid items={assurances.items} min="100%" variant="plain" />}
          </Static>
        }
      />
    </>
  );
}
