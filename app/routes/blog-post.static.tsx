/**
 * The blog-post page's markup, all of it static (components/hydration/Static.tsx): a full
 * load adopts its prerendered HTML, so only a client navigation fetches this module.
 */
import { CalendarDays, UserRound } from '../components/ui/ui-icons.tsx';
import type { ReactNode } from 'react';
import type { Route } from './+types/blog-post';
import { BlogCard } from '../components/content/BlogCard.tsx';
import { DrawnImage } from '../components/ui/DrawnImage.tsx';
import { Breadcrumbs } from '../components/layout/Breadcrumbs.tsx';
import { Html } from '../components/ui/Html.tsx';
import { ShareLinks } from '../components/content/ShareLinks.tsx';
import { formatDate, isoDate } from '../lib/format.ts';
import styles from './blog-post.module.css';

/**
 * A headline with its colons and question marks drawn close to the word before them: the
 * display face's tight tracking leaves a visible gap before them ("theory :"), so each is
 * set in a span that takes back a little space. The words are the article's own.
 */
function keepPunctuationClose(title: string): ReactNode[] {
  return title.split(/([:?!;])/).map((part, index) =>
    /^[:?!;]$/.test(part) ? (
      <span key={index} className={styles.punct}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}

export function BlogPostPage({ loaderData }: Pick<Route.ComponentProps, 'loaderData'>) {
  const { url, html, sections, title, author, date, hero, others } = loaderData;
  return (
    <>
      <article className={styles.article}>
        <header className={`container--narrow ${styles.header}`}>
          <Breadcrumbs
            trail={[
              { label: 'Home', href: '/' },
              { label: 'Blog', href: '/blog' },
            ]}
            current={title}
          />
          {/* The articles are from 2018, and say so: an archive, not news. */}
          <p className="eyebrow">From the archive · {new Date(date).getUTCFullYear()}</p>
          <h1>{keepPunctuationClose(title)}</h1>
          <p className={styles.meta}>
            <span>
              <UserRound size={18} aria-hidden="true" /> {author}, for the Nexaweave studio
            </span>
            <span>
              <CalendarDays size={18} aria-hidden="true" /> <time dateTime={isoDate(date)}>{formatDate(date)}</time>
            </span>
          </p>
        </header>
        <div className={`container ${styles.layout}`}>
          <div className={styles.main}>
            <DrawnImage
              image={hero}
              loading="eager"
              sizes="(max-width: 53rem) 93vw, 768px"
              className={styles.heroImage}
            />
            <Html html={html} className={`prose ${styles.body}`} />
          </div>
          <div className={styles.rail}>
            {sections.length > 0 && (
              <nav className={styles.contents} aria-labelledby="contents-heading">
                <p id="contents-heading" className="eyebrow">
                  In this article
                </p>
                <ol>
                  {sections.map((section) => (
                    <li key={section.id}>
                      <a href={`#${section.id}`}>{section.title}</a>
                    </li>
                  ))}
                </ol>
              </nav>
            )}
            <footer>
              <ShareLinks url={url} title={title} />
            </footer>
          </div>
        </div>
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
    </>
  );
}
