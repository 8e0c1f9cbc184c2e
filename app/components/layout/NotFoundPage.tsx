/**
 * The 404 page: the spec's text and Back to Home button beside a drawn moment (a pin
 * lost off the site's plan), and the pages most visitors were looking for. Shown by the catch-all route (any unknown path) and by
 * the root error boundary when a loader finds no content for its slug.
 */
import { Link } from '../ui/Link.tsx';
import type { Page } from '../../content/content.server.ts';
import { PageHero } from './PageHero.tsx';
import { ArrowRight } from '../ui/shell-icons.tsx';
import styles from './NotFoundPage.module.css';

/**
 * The drawn moment: the site as a floor plan, its pages pinned, and one pin that is on no
 * room of it (art/figures.server.tsx). Written out, not imported from art/images.ts: this
 * component is in every page's first script (tests/unit/art.test.ts checks the size).
 */
export const LOST_PIN = { src: '/images/art/not-found.svg', width: 640, height: 400 } as const;

export function NotFoundPage({ page }: { page: Page }) {
  const { hero, sections } = page;
  const useful = sections.find((section) => section.id === 'useful-pages');
  return (
    <PageHero
      eyebrow={hero.eyebrow}
      heading={hero.heading}
      intro={hero.intro}
      cta={hero.cta}
      aside={
        <img
          className={styles.art}
          {...LOST_PIN}
          alt="A site plan with pins on Home, Services, Work, Blog and Contact, and one red pin off the plan marked 404"
          loading="eager"
          decoding="async"
        />
      }
    >
      {useful?.items && (
        <nav className={styles.useful} aria-labelledby="useful-pages-heading" data-not-found="">
          <h2 id="useful-pages-heading" className={`eyebrow ${styles.heading}`}>
            {useful.heading}
          </h2>
          <ul className={styles.list}>
            {useful.items.map((item) =>
              item.href ? (
                <li key={item.href}>
                  <Link to={item.href} className={styles.link}>
                    <span className={styles.title}>{item.title}</span>
                    {item.text && <span className={styles.text}>{item.text}</span>}
                    <ArrowRight size={18} aria-hidden="true" className={styles.arrow} />
                  </Link>
                </li>
              ) : null,
            )}
          </ul>
        </nav>
      )}
    </PageHero>
  );
}
