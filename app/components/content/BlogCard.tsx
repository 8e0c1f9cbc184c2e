/** A blog teaser: artwork, author label, date, title, excerpt and 'Explore more'. */
import { ArrowRight } from '../ui/shell-icons.tsx';
import { CalendarDays, UserRound } from '../ui/ui-icons.tsx';
import { Link } from '../ui/Link.tsx';
import type { DrawnImage as DrawnImageData } from '../../art/images.ts';
import { formatDate, isoDate } from '../../lib/format.ts';
import { DrawnImage } from '../ui/DrawnImage.tsx';
import styles from './BlogCard.module.css';

/** What a card needs of a post: lib/blog-teasers.server.ts makes it from the content. */
export interface BlogTeaser {
  slug: string;
  title: string;
  author: string;
  excerpt: string;
  /** ISO date. */
  date: string;
  /** The article's art, decorative here (the card's heading names the article). */
  image: DrawnImageData;
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
      <DrawnImage image={post.image} alt="" className={styles.art} />
      <div className={styles.body}>
        <p className={styles.meta}>
          <span>
            <UserRound size={16} aria-hidden="true" /> {post.author}
          </span>
          <span>
            <CalendarDays size={16} aria-hidden="true" />{' '}
            <time dateTime={isoDate(post.date)}>{formatDate(post.date)}</time>
          </span>
        </p>
        <Heading className={styles.title}>
          <Link to={href}>{post.title}</Link>
        </Heading>
        <p className={styles.excerpt}>{post.excerpt}</p>
        <Link className="card-link" to={href} aria-label={`Explore more: ${post.title}`}>
          Explore more <ArrowRight size={16} aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
