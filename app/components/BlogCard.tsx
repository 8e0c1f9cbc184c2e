/** A blog teaser: artwork, author label, date, title, excerpt and 'Explore more'. */
import { ArrowRight, CalendarDays, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { BlogPostMeta } from '../content/schema.ts';
import { formatDate, isoDate } from '../lib/format.ts';
import { BlogIllustration } from './BlogIllustration.tsx';
import styles from './BlogCard.module.css';

/** What a card needs of a post (a loader can pass `getBlogPosts()` entries without their HTML). */
export interface BlogTeaser {
  slug: string;
  meta: Pick<BlogPostMeta, 'title' | 'author' | 'excerpt' | 'heroTheme'> & { date: Date | string };
}

interface BlogCardProps {
  post: BlogTeaser;
  headingLevel?: 2 | 3;
}

export function BlogCard({ post, headingLevel = 2 }: BlogCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const href = `/blog/${post.slug}`;
  return (
    <article className={styles.card} data-blog-card="">
      <BlogIllustration theme={post.meta.heroTheme} alt="" className={styles.art} />
      <div className={styles.body}>
        <p className={styles.meta}>
          <span>
            <UserRound size={16} aria-hidden="true" /> {post.meta.author}
          </span>
          <span>
            <CalendarDays size={16} aria-hidden="true" />{' '}
            <time dateTime={isoDate(post.meta.date)}>{formatDate(post.meta.date)}</time>
          </span>
        </p>
        <Heading className={styles.title}>
          <Link to={href}>{post.meta.title}</Link>
        </Heading>
        <p className={styles.excerpt}>{post.meta.excerpt}</p>
        <Link className={styles.more} to={href} aria-label={`Explore more: ${post.meta.title}`}>
          Explore more <ArrowRight size={16} aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
