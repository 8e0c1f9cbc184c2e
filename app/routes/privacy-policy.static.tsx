/**
 * The privacy-policy page's markup, all of it static (components/hydration/Static.tsx): a full
 * load adopts its prerendered HTML, so only a client navigation fetches this module.
 */
import type { Route } from './+types/privacy-policy';
import { LegalSection } from '../components/content/LegalSection.tsx';
import { PageHero } from '../components/layout/PageHero.tsx';
import styles from './privacy-policy.module.css';

export function PrivacyPolicyPage({ loaderData }: Pick<Route.ComponentProps, 'loaderData'>) {
  const { hero, sections } = loaderData;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} heading={hero.heading} intro={hero.intro} />
      {/* On the hero's grid: the contents from its left edge, the text on a reading measure beside them. */}
      <div className={`container grid-12 ${styles.legal}`}>
        <nav className={styles.toc} aria-labelledby="toc-heading">
          <h2 id="toc-heading">On this page</h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.body}>
          {sections.map((section) => (
            <LegalSection section={section} key={section.id} />
          ))}
        </div>
      </div>
    </>
  );
}
