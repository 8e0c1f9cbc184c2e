/**
 * A blog article (/blog/<slug>), one module for the three: the slug comes from the
 * path. Breadcrumbs, title, author and date, the generated hero illustration, the
 * article rendered from Markdown at build time, share links and the other articles.
 */
import { CalendarDays, UserRound } from '../components/ui/ui-icons.tsx';
import type { Route } from './+types/blog-post';
import { Static } from '../components/hydration/Static.tsx';
import { BlogCard } from '../components/content/BlogCard.tsx';
import { DrawnImage } from '../components/ui/DrawnImage.tsx';
import { Breadcrumbs } from '../components/layout/Breadcrumbs.tsx';
import { Html } from '../components/ui/Html.tsx';
import { ShareLinks } from '../components/content/ShareLinks.tsx';
import { getBlogPost, getBlogPosts, getSettings } from '../content/content.server.ts';
import { blogTeasers } from '../lib/blog-teasers.server.ts';
import { blogImage } from '../art/render.server.tsx';
import { formatDate, isoDate } from '../lib/format.ts';
import { headTags, ogImagePath } from '../lib/head.ts';
import { blogPostingLd } from '../lib/structured-data.ts';
import { headFor, notFound, siteUrl } from '../lib/site.server.ts';
import styles from './blog-post.module.css';

export function loader({ params: { slug } }: Route.LoaderArgs) {
  if (!getBlogPosts().some((post) => post.slug === slug)) throw notFound();
  const path = `/blog/${slug}`;
  const origin = siteUrl();
  const post = getBlogPost(slug);
  const settings = getSettings();
  const url = `${origin}${path}`;
  const site = new URL(`${origin}/`);
  const structuredData = [
    blogPostingLd({ post, url, image: `${origin}${ogImagePath(path)}`, publisher: settings.legalName, site }),
  ];
  const breadcrumb = {
    trail: [
      { name: 'Home', path: '/' },
      { name: 'Blog', path: '/blog' },
    ],
    current: post.meta.title,
  };
  return {
    head: headFor(post.meta.seo, { ogType: 'article', structuredData, breadcrumb }),
    url,
    html: post.html,
    title: post.meta.title,
    author: post.meta.author,
    hero: blogImage(post.meta.heroTheme, post.meta.heroAlt),
    date: post.meta.date.toISOString(),
    others: blogTeasers(slug),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => headTags(loaderData?.head, location.pathname);

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { url, html, title, author, date, hero, others } = loaderData;
  return (
    <Static>
      <article className={styles.article}>
        <header className={`container--narrow ${styles.header}`}>
          <Breadcrumbs
            trail={[
              { label: 'Home', href: '/' },
              { label: 'Blog', href: '/blog' },
            ]}
            current={title}
          />
          <h1>{title}</h1>
          <p className={styles.meta}>
            <span>
              <UserRound size={18} aria-hidden="true" /> {author}
            </span>
            <span>
              <CalendarDays size={18} aria-hidden="true" /> <time dateTime={isoDate(date)}>{formatDate(date)}</time>
            </span>
          </p>
        </header>
        <div className={`container ${styles.hero}`}>
          <DrawnImage image={hero} loading="eager" className={styles.heroImage} />
        </div>
        <Html html={html} className={`container--narrow prose ${styles.body}`} />
        <footer className={`container--narrow ${styles.footer}`}>
          <ShareLinks url={url} title={title} />
        </footer>
      </article>
      <section className="section section--alt" aria-labelledby="more-articles">
        <div className="container">
          <h2 id="more-articles" className={styles.moreHeading}>
            More from the blog
          </h2>
          <ul className={styles.more}>
            {others.map((other) => (
              <li key={other.slug}>
                <BlogCard post={other} headingLevel={3} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </Static>
  );
}
