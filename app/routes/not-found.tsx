/**
 * The 404 page: the spec's text and Back to Home button, and the pages most
 * visitors were looking for. Any unknown path is prerendered once as /404 and sent
 * with status 404; its content comes from the root loader (`notFound`), because an
 * unknown path has no data file of its own. Not indexed (pages/404.yaml: noindex).
 */
import { ArrowRight } from '../components/ui-icons.tsx';
import { Link } from 'react-router';
import { PageHero } from '../components/PageHero.tsx';
import { headTags } from '../lib/head.ts';
import { type RootData, useRootData } from '../root.tsx';
import type { Route } from './+types/not-found';
import styles from './not-found.module.css';

export const meta: Route.MetaFunction = ({ matches }) =>
  headTags((matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined)?.notFoundHead);

export default function NotFound() {
  const { notFound } = useRootData();
  const { hero, sections } = notFound;
  const useful = sections.find((section) => section.id === 'useful-pages');
  return (
    <PageHero heading={hero.heading} intro={hero.intro} cta={hero.cta}>
      {useful?.items && (
        <nav className={styles.useful} aria-labelledby="useful-pages-heading">
          <h2 id="useful-pages-heading" className={styles.heading}>
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
