/**
 * /about-us: hero with the headline claims beside it, the company story, goals and
 * standards, the team, the year-by-year history, client and employee testimonials
 * and the founder.
 */
import { lazy } from 'react';
import type { Route } from './+types/about-us';
import { Static } from '../components/hydration/Static.tsx';
import { CarouselSection } from '../components/carousel/CarouselSection.tsx';
import { CarouselSlide } from '../components/carousel/CarouselSlide.tsx';
import { carouselPresets } from '../components/carousel/carousel-presets.ts';
import { Icon } from '../components/ui/Icon.tsx';
import { Monogram } from '../components/ui/Monogram.tsx';
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

// The page's unchanging stretches: adopted as prerendered HTML on a full load, so their
// code is fetched only when a client navigation renders them (components/hydration/Static.tsx).
const AboutOpening = lazy(() => import('./about-us.static.tsx').then((module) => ({ default: module.AboutOpening })));
const AboutFounder = lazy(() => import('./about-us.static.tsx').then((module) => ({ default: module.AboutFounder })));

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  const { hero, sections, team, history, clientQuotes, employeeQuotes, founder } = loaderData;
  return (
    <>
      <Static>
        <AboutOpening hero={hero} sections={sections} />
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
        <AboutFounder sections={sections} founder={founder} />
      </Static>
    </>
  );
}
