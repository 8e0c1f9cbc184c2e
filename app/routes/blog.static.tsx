/**
 * The blog page's markup, all of it static (components/hydration/Static.tsx): a full
 * load adopts its prerendered HTML, so only a client navigation fetches this module.
 */
import type { Route } from './+types/blog';
import { BlogCard } from '../components/content/BlogCard.tsx';
import { PageHero } from '../components/layout/PageHero.tsx';
import { SectionHeader } from '../components/layout/SectionHeader.tsx';
import styles from './blog.module.css';

export function BlogPage({ loaderData }: Pick<Route.ComponentProps, 'loaderData'>) {
  const { hero, archive, posts } = loaderData;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} heading={hero.heading} intro={hero.intro} />
      <section className="section" aria-labelledby="archive-heading">
        <div className="container">
          <SectionHeader
            id="archive-heading"
            eyebrow={archive.eyebrow}
            heading={archive.heading}
            intro={archive.intro}
            size="compact"
          />
          <ul className={styles.list}>
            {posts.map((post) => (
              <li key={post.slug}>
                <BlogCard post={post} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
