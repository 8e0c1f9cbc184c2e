/**
 * /about-us: hero with the headline claims beside it, the company story, goals and
 * standards, the team, the year-by-year history, client and employee testimonials
 * and the founder.
 */
import type { Route } from './+types/about-us';
import { Static } from '../components/hydration/Static.tsx';
import { CarouselSection } from '../components/carousel/CarouselSection.tsx';
import { CarouselSlide } from '../components/carousel/CarouselSlide.tsx';
import { carouselPresets } from '../components/carousel/carousel-presets.ts';
import { Html } from '../components/ui/Html.tsx';
import { Icon } from '../components/ui/Icon.tsx';
import { Monogram } from '../components/ui/Monogram.tsx';
import { PageHero } from '../components/layout/PageHero.tsx';
import { PageSection } from '../components/layout/PageSection.tsx';
import { Stats } from '../components/content/Stats.tsx';
import { TestimonialCard } from '../components/content/TestimonialCard.tsx';
import { getHistory, getPage, getSettings, getTeam, getTestimonials, sectionOf } from '../content/content.server.ts';
import { headTags } from '../lib/head.ts';
import { headFor } from '../lib/site.server.ts';
import styles from './about-us.module.css';

export function loader() {
  const page = getPage('about-us');
  const quotesOf = (kind: 'client' | 'employee') =>
    getTestimonials()
      .filter((t) => t.kind === kind)
      .map(({ quote, name, role, location }) => ({ quote, name, role, location }));
  return {
    head: headFor(page.seo, { breadcrumb: { trail: [{ name: 'Home', path: '/' }], current: 'About Us' } }),
    hero: page.hero,
    sections: {
      story: sectionOf(page, 'story'),
      goals: sectionOf(page, 'goals'),
      standards: sectionOf(page, 'standards'),
      team: sectionOf(page, 'team'),
      history: sectionOf(page, 'history'),
      clients: sectionOf(page, 'client-testimonials'),
      employees: sectionOf(page, 'employee-testimonials'),
      founder: sectionOf(page, 'founder'),
    },
    team: getTeam().map(({ id, name, role, bio }) => ({ id, name, role, bio })),
    history: getHistory(),
    clientQuotes: quotesOf('client'),
    employeeQuotes: quotesOf('employee'),
    founder: getSettings().founder,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => headTags(loaderData?.head, location.pathname);

/**
 * The team slider keeps the testimonial slider's settings (spec section 9) but shows
 * several people at once where there is room: 1 on phones, 2 from 640 px, 3 from 1024 px.
 */
const TEAM_CAROUSEL = { ...carouselPresets.team, gap: 24, slidesPerView: { 0: 1, 640: 2, 1024: 3 } };

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  const { hero, sections, team, history, clientQuotes, employeeQuotes, founder } = loaderData;
  const { story } = sections;
  return (
    <>
      <Static>
        <PageHero
          eyebrow={hero.eyebrow}
          heading={hero.heading}
          intro={hero.intro}
          cta={hero.cta}
          aside={
            <div className={styles.heroStats}>
              <Stats />
            </div>
          }
        />

        <section className="section" id="story" aria-labelledby="story-heading">
          <div className={`container ${styles.story}`}>
            <div className={styles.storyHeading}>
              {story.eyebrow && <p className="eyebrow">{story.eyebrow}</p>}
              <h2 id="story-heading">{story.heading}</h2>
            </div>
            {story.intro && <Html html={story.intro} className={`prose ${styles.storyText}`} />}
          </div>
        </section>

        <PageSection section={sections.goals} tone="alt" />
        <PageSection section={sections.standards} />
      </Static>

      <CarouselSection id="team" section={sections.team} carousel={TEAM_CAROUSEL} tone="alt" align="center">
        {team.map((person) => (
          <CarouselSlide key={person.id} label={person.name}>
            <figure className={styles.person}>
              <Monogram name={person.name} size={96} decorative />
              <figcaption>
                <strong>{person.name}</strong>
                <span className={styles.role}>{person.role}</span>
                <span className={styles.bio}>{person.bio}</span>
              </figcaption>
            </figure>
          </CarouselSlide>
        ))}
      </CarouselSection>

      <CarouselSection id="history" section={sections.history} carousel={{ ...carouselPresets.history, gap: 16 }}>
        {history.map((entry) => (
          <CarouselSlide key={entry.id} label={String(entry.year)}>
            <article className={styles.year}>
              <span className={styles.yearIcon}>
                <Icon icon={entry.icon} size={24} />
              </span>
              <p className={styles.yearNumber}>
                <time dateTime={String(entry.year)}>{entry.year}</time>
              </p>
              <h3 className={styles.yearTitle}>{entry.title}</h3>
              <p className={styles.yearText}>{entry.text}</p>
            </article>
          </CarouselSlide>
        ))}
      </CarouselSection>

      <CarouselSection
        id="client-testimonials"
        section={sections.clients}
        carousel={carouselPresets.testimonials}
        tone="alt"
        align="center"
        narrow
      >
        {clientQuotes.map((quote) => (
          <CarouselSlide key={quote.name}>
            <TestimonialCard {...quote} />
          </CarouselSlide>
        ))}
      </CarouselSection>

      <CarouselSection
        id="employee-testimonials"
        section={sections.employees}
        carousel={carouselPresets.testimonials}
        align="center"
        narrow
      >
        {employeeQuotes.map((quote) => (
          <CarouselSlide key={quote.name}>
            <TestimonialCard {...quote} />
          </CarouselSlide>
        ))}
      </CarouselSection>

      <Static>
        <section className="section section--dark" id="founder" aria-labelledby="founder-heading">
          <div className={`container ${styles.founder}`}>
            <Monogram name={founder.name} size={200} className={styles.founderPortrait ?? ''} />
            <div>
              {sections.founder.eyebrow && <p className="eyebrow">{sections.founder.eyebrow}</p>}
              <h2 id="founder-heading">{sections.founder.heading}</h2>
              <p className={styles.founderName}>
                <strong>{founder.name}</strong>, {founder.role}
              </p>
              <p>{founder.bio}</p>
              {sections.founder.intro && <Html html={sections.founder.intro} className="prose" />}
              <blockquote>“{founder.quote}”</blockquote>
            </div>
          </div>
        </section>
      </Static>
    </>
  );
}
