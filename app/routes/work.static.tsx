/**
 * The work page's markup, all of it static (components/hydration/Static.tsx): a full
 * load adopts its prerendered HTML, so only a client navigation fetches this module.
 */
import type { Route } from './+types/work';
import { ProjectTile, ProjectWall } from '../components/content/ProjectTile.tsx';
import { PageHero } from '../components/layout/PageHero.tsx';
import { CtaBand } from '../components/content/CtaBand.tsx';
import styles from './work.module.css';

export function WorkPage({ loaderData }: Pick<Route.ComponentProps, 'loaderData'>) {
  const { hero, startProject, projects } = loaderData;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} heading={hero.heading} intro={hero.intro} />
      <section className={`section ${styles.wall}`} aria-label="Projects">
        {/* The first project full width, the others two-up: every tile one link to its case study. */}
        <div className="container">
          <ProjectWall testId="projects">
            {projects.map((project, index) => (
              <ProjectTile key={project.slug} project={project} featured={index === 0} eager={index < 3} />
            ))}
          </ProjectWall>
        </div>
      </section>
      <CtaBand
        id={startProject.id}
        headingId={`${startProject.id}-heading`}
        eyebrow={startProject.eyebrow}
        heading={startProject.heading}
        introHtml={startProject.intro}
        cta={startProject.cta}
      />
    </>
  );
}
