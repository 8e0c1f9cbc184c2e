/**
 * The about page's unchanging stretches (see about-us.tsx): the banner, story, goals and
 * standards; and the founder. Only a client navigation loads this module; a full load
 * adopts their HTML.
 */
import type { Route } from './+types/about-us';
import { Html } from '../components/ui/Html.tsx';
import { DrawnImage } from '../components/ui/DrawnImage.tsx';
import { Portrait } from '../components/ui/Portrait.tsx';
import { PageHero } from '../components/layout/PageHero.tsx';
import { PageSection } from '../components/layout/PageSection.tsx';
import { Stats } from '../components/content/Stats.tsx';
import styles from './about-us.module.css';

type AboutData = Route.ComponentProps['loaderData'];

export function AboutOpening({ hero, sections, studio }: Pick<AboutData, 'hero' | 'sections' | 'studio'>) {
  const { story } = sections;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        heading={hero.heading}
        intro={hero.intro}
        cta={hero.cta}
        aside={<Stats layout="column" />}
      />
      <div className={`container ${styles.studio}`}>
        <DrawnImage image={studio.wide} narrow={studio.tall} className={styles.studioImage} />
      </div>

      <section className="section" id="story" aria-labelledby="story-heading">
        <div className={`container ${styles.story}`}>
          <div className={styles.storyHeading}>
            {story.eyebrow && <p className="eyebrow">{story.eyebrow}</p>}
            <h2 id="story-heading">{story.heading}</h2>
          </div>
          {story.intro && <Html html={story.intro} className={`prose ${styles.storyText}`} />}
        </div>
      </section>

      <PageSection section={sections.goals} tone="alt" layout="statements" />
      <PageSection section={sections.standards} layout="columns" />
    </>
  );
}

export function AboutFounder({ sections, founder }: Pick<AboutData, 'sections' | 'founder'>) {
  return (
    <>
      <section className="section section--dark" id="founder" aria-labelledby="founder-heading">
        <div className={`container ${styles.founder}`}>
          <Portrait image={founder.portrait} size={320} decorative className={styles.founderPortrait} />
          <div>
            {sections.founder.eyebrow && <p className="eyebrow">{sections.founder.eyebrow}</p>}
            <h2 id="founder-heading">{sections.founder.heading}</h2>
            <p className={styles.founderName}>
              <strong>{founder.name}</strong>, {founder.role}
            </p>
            <p>{founder.bio}</p>
            {sections.founder.intro && <Html html={sections.founder.intro} className="prose" />}
            <blockquote className={`pull-quote ${styles.founderQuote}`}>“{founder.quote}”</blockquote>
          </div>
        </div>
      </section>
    </>
  );
}
