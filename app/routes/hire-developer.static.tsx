/**
 * The hire page's unchanging stretches (see hire-developer.tsx): the banner and the
 * engagement models, and the assurances before the form. Only a client navigation loads
 * this module; a full load adopts their HTML.
 */
import type { Route } from './+types/hire-developer';
import { CardGrid } from '../components/content/CardGrid.tsx';
import { FormBand } from '../components/forms/FormPage.tsx';
import { HeroFacts } from '../components/content/HeroFacts.tsx';
import { PageHero } from '../components/layout/PageHero.tsx';
import { Html } from '../components/ui/Html.tsx';
import { Portrait } from '../components/ui/Portrait.tsx';
import { SectionHeader } from '../components/layout/SectionHeader.tsx';
import styles from './hire-developer.module.css';

type HireData = Route.ComponentProps['loaderData'];

export function HireOpening({ hero, bench, models }: Pick<HireData, 'hero' | 'bench' | 'models'>) {
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        heading={hero.heading}
        intro={hero.intro}
        aside={hero.facts && <HeroFacts facts={hero.facts} />}
      />
      <section className="section" aria-labelledby="bench-heading">
        <div className="container">
          <SectionHeader eyebrow={bench.eyebrow} heading={bench.heading} intro={bench.intro} id="bench-heading" />
          <ul className={styles.bench}>
            {bench.developers.map((developer) => (
              <li key={developer.id} className={styles.developer}>
                <Portrait image={developer.portrait} size={112} decorative className={styles.portrait} />
                <div className={styles.who}>
                  <h3 className={styles.name}>{developer.name}</h3>
                  <p className={styles.role}>{developer.role}</p>
                </div>
                <dl className={styles.facts}>
                  <div>
                    <dt>Experience</dt>
                    <dd>{developer.years} years</dd>
                  </div>
                  <div>
                    <dt>Overlap</dt>
                    <dd>{developer.overlap}</dd>
                  </div>
                </dl>
                <ul className={styles.stack} aria-label={`${developer.name}'s stack`}>
                  {developer.stack.map((tool) => (
                    <li key={tool}>{tool}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section--alt" aria-labelledby="models-heading">
        <div className="container">
          <SectionHeader eyebrow={models.eyebrow} heading={models.heading} intro={models.intro} id="models-heading" />
          {models.items && <CardGrid items={models.items} />}
        </div>
      </section>
    </>
  );
}

export function HireAssurances({ assurances }: Pick<HireData, 'assurances'>) {
  return (
    <FormBand labelledBy="assurances-heading">
      <h2 id="assurances-heading">{assurances.heading}</h2>
      {assurances.intro && <Html html={assurances.intro} className="prose" />}
      {assurances.items && <CardGrid items={assurances.items} min="12rem" variant="plain" />}
    </FormBand>
  );
}
