/**
 * /work: the portfolio. Every listed project as a card with its own product
 * imagery (a laptop and phone, two phones or two windows of the product), its
 * industry and tagline, and 'Explore More' for the projects with a case study page.
 * A linked card is one link target as a whole and reacts to the pointer; a card
 * without a link is drawn flat, as a summary, so that it never looks clickable.
 */
import { ArrowRight } from '../components/ui/ui-icons.tsx';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/work';
import { Static } from '../components/hydration/Static.tsx';
import { HeroFacts } from '../components/content/HeroFacts.tsx';
import { PageHero } from '../components/layout/PageHero.tsx';
import { PageSection } from '../components/layout/PageSection.tsx';
import { DrawnImage } from '../components/ui/DrawnImage.tsx';
import { getPage, getProjects, sectionOf } from '../content/content.server.ts';
import { headTags } from '../lib/head.ts';
import { projectImage } from '../art/render.server.tsx';
import { headFor } from '../lib/site.server.ts';
import { useRootData } from '../lib/root-data.ts';
import styles from './work.module.css';

export function loader() {
  const page = getPage('work');
  const projects = getProjects()
    .filter((project) => project.listed)
    .map(({ slug, client, industry, tagline, accent, exploreMore }) => ({
      slug,
      client,
      industry,
      tagline,
      accent,
      exploreMore,
      cover: projectImage(slug, 'cover'),
    }));
  return {
    head: headFor(page.seo),
    hero: page.hero,
    startProject: sectionOf(page, 'start-project'),
    projects,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => headTags(loaderData?.head, location.pathname);

export default function Work({ loaderData }: Route.ComponentProps) {
  const { hero, startProject, projects } = loaderData;
  // The site's headline claims (settings.yaml), the same figures as on /about-us.
  const { claims } = useRootData().settings;
  return (
    <Static>
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
    </Static>
  );
}
