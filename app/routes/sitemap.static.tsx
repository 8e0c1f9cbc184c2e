/**
 * The sitemap page's markup, all of it static (components/hydration/Static.tsx): a full
 * load adopts its prerendered HTML, so only a client navigation fetches this module.
 */
import { Link } from '../components/ui/Link.tsx';
import type { Route } from './+types/sitemap';
import { PageHero } from '../components/layout/PageHero.tsx';
import styles from './sitemap.module.css';

export function SitemapPage({ loaderData }: Pick<Route.ComponentProps, 'loaderData'>) {
  const { hero, groups } = loaderData;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} heading={hero.heading} intro={hero.intro} />
      <div className={`container section ${styles.sitemap}`}>
        {groups.map((group) => (
          <section aria-labelledby={group.id} key={group.id}>
            <h2 id={group.id}>{group.heading}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={`${link.href}-${link.label}`}>
                  <Link to={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
