/**
 * The work page's markup, all of it static (components/hydration/Static.tsx): a full
 * load adopts its prerendered HTML, so only a client navigation fetches this module.
 */
import { ArrowRight } from '../components/ui/ui-icons.tsx';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/work';
import { HeroFacts } from '../components/content/HeroFacts.tsx';
import { PageHero } from '../components/layout/PageHero.tsx';
import { PageSection } from '../components/layout/PageSection.tsx';
import { DrawnImage } from '../components/ui/DrawnImage.tsx';
import { useRootData } from '../lib/root-data.ts';
import styles from './work.module.css';

export function WorkPage({ loaderData }: Pick<Route.ComponentProps, 'loaderData'>) {
  const { hero, startProject, projects } = loaderData;
  // The site's headline claims (settings.yaml), the same figures as on /about-us.
  const { claims } = useRootData().settings;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        heading={hero.heading}
        intro={hero.intro}
        aside={<HeroFacts facts={claims.map((claim) => ({ value: claim.value, label: claim.label }))} />}
      />
      <section className="section" aria-label="Projects">
        <ul className={`container ${styles.projects}`} data-testid="projects">
          {projects.map((project, index) => (
            <li
              key={project.slug}
              className={[
                styles.project,
                project.exploreMore ? styles.linked : styles.summary,
                index === 0 && projects.length % 2 === 1 ? styles.featured : '',
              ]
                .filter(Boolean)
                .join(' ')}
              style={{ '--accent': project.accent } as CSSProperties}
            >
              <div className={styles.art}>
                {/* The first two cards are in the first screenful on wide screens. */}
                <DrawnImage shadow image={project.cover} loading={index < 2 ? 'eager' : 'lazy'} />
              </div>
              <div className={styles.body}>
                <p className={styles.industry}>{project.industry}</p>
                <h2 className={styles.client}>{project.client}</h2>
                <p className={styles.tagline}>{project.tagline}</p>
                {project.exploreMore && (
                  <Link className={`card-link ${styles.more}`} to={`/work/${project.slug}`}>
                    Explore More<span className="sr-only">: {project.client} case study</span>
                    <ArrowRight size={16} aria-hidden="true" />
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      </section>
      <PageSection section={startProject} tone="dark" align="center" />
    </>
  );
}
