/**
 * The work page's markup, all of it static (components/hydration/Static.tsx): a full
 * load adopts its prerendered HTML, so only a client navigation fetches this module.
 */
import { ArrowRight } from '../components/ui/ui-icons.tsx';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/work';
import { PageHero } from '../components/layout/PageHero.tsx';
import { PageSection } from '../components/layout/PageSection.tsx';
import { DrawnImage } from '../components/ui/DrawnImage.tsx';
import styles from './work.module.css';

export function WorkPage({ loaderData }: Pick<Route.ComponentProps, 'loaderData'>) {
  const { hero, startProject, projects } = loaderData;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} heading={hero.heading} intro={hero.intro} />
      <section className={`section ${styles.wall}`} aria-label="Projects">
        {/* The first project full width, the others two-up: every tile one link to its case study. */}
        <ul className={`container ${styles.projects}`} data-testid="projects">
          {projects.map((project, index) => (
            <li
              key={project.slug}
              className={`${styles.project} ${index === 0 ? styles.featured : ''}`}
              style={{ '--accent': project.accent } as CSSProperties}
              data-project={project.slug}
            >
              <div className={styles.art}>
                {/* The first three tiles are in the first screenful on wide screens. */}
                <DrawnImage image={project.cover} loading={index < 3 ? 'eager' : 'lazy'} />
              </div>
              <div className={styles.body}>
                <h2 className={styles.client}>{project.client}</h2>
                <p className={styles.industry}>{project.industry}</p>
                <p className={styles.tagline}>{project.tagline}</p>
                <Link className={styles.more} to={`/work/${project.slug}`}>
                  Explore More<span className="sr-only">: {project.client} case study</span>
                  <ArrowRight size={16} aria-hidden="true" />
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <PageSection section={startProject} tone="dark" />
    </>
  );
}
