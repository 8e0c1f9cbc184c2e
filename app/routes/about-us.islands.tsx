/**
 * The about page's parts that move (see about-us.tsx): the team, history and testimonial
 * sliders. Each is an island, hydrated as it comes near the viewport
 * (components/hydration/island.tsx), so this module and the carousel's code are fetched
 * then, not with the page.
 */
import { carouselPresets } from '../components/carousel/carousel-presets.ts';
import { CarouselSection } from '../components/carousel/CarouselSection.tsx';
import { CarouselSlide } from '../components/carousel/CarouselSlide.tsx';
import { Icon } from '../components/ui/Icon.tsx';
import { Portrait } from '../components/ui/Portrait.tsx';
import type { Route } from './+types/about-us';
import styles from './about-us.module.css';

type AboutData = Route.ComponentProps['loaderData'];
type Section = AboutData['sections']['team'];

/**
 * The team slider keeps the testimonial slider's settings (spec section 9) but shows
 * several people at once where there is room: 1 on phones, 2 from 640 px, 3 from 1024 px;
 * with several in view it slides (a fade would fade them all as one).
 */
const TEAM_CAROUSEL = { ...carouselPresets.team, gap: 24, fade: false, slidesPerView: { 0: 1, 640: 2, 1024: 3 } };
const HISTORY_CAROUSEL = { ...carouselPresets.history, gap: 16 };

export function AboutTeam({ section, team }: { section: Section; team: AboutData['team'] }) {
  return (
    <CarouselSection id="team" section={section} carousel={TEAM_CAROUSEL} tone="alt">
      {team.map((person) => (
        <CarouselSlide key={person.id} label={person.name}>
          <figure className={styles.person}>
            <Portrait image={person.portrait} size={72} decorative className={styles.personPortrait} />
            <figcaption>
              <strong>{person.name}</strong>
              <span className={styles.role}>{person.role}</span>
              <span className={styles.bio}>{person.bio}</span>
            </figcaption>
          </figure>
        </CarouselSlide>
      ))}
    </CarouselSection>
  );
}

export function AboutHistory({ section, history }: { section: Section; history: AboutData['history'] }) {
  return (
    <CarouselSection id="history" section={section} carousel={HISTORY_CAROUSEL}>
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
  );
}

/** The client or employee testimonials: one quote at a time, in a narrow column. */

/** The client and employee quotes. */
export { TestimonialCarousel } from '../components/content/TestimonialCarousel.tsx';
