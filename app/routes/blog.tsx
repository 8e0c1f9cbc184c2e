/** /blog: the banner and every article as a card, newest first. */
import type { Route } from './+types/blog';
import { Static } from '../components/hydration/Static.tsx';
import { BlogCard } from '../components/content/BlogCard.tsx';
import { PageHero } from '../components/layout/PageHero.tsx';
import { getPage } from '../content/content.server.ts';
import { blogTeasers } from '../lib/blog-teasers.server.ts';
import { headTags } from '../lib/head.ts';
import { headFor } from '../lib/site.server.ts';
import styles from './blog.module.css';

export function loader() {
  const page = getPage('blog');
  return {
    head: headFor(page.seo),
    hero: page.hero,
    posts: blogTeasers(),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => headTags(loaderData?.head, location.pathname);

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { hero, posts } = loaderData;
  return (
    <Static>
      <PageHero eyebrow={hero.eyebrow} heading={hero.heading} intro={hero.intro} centred />
      <section className="section" aria-label="Articles">
        <div className="container">
          <ul className={styles.list}>
            {posts.map((post) => (
              <li key={post.slug}>
                <BlogCard post={post} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </Static>
  );
}
