/**
 * The top of an inner page: breadcrumbs, label and the page's h1 in display type across
 * the grid (a statement, docs/design.md section 5); under it, on one top line, the
 * introduction and actions in the first seven columns and an aside in the last four; under
 * both, a picture across the whole grid when the page has one (the work as the hero).
 */
import type { ReactNode } from 'react';
import type { Cta } from '../../content/schema.ts';
import { Breadcrumbs, type Crumb } from './Breadcrumbs.tsx';
import { CtaLink } from '../ui/CtaLink.tsx';
import { DisplayText } from '../ui/DisplayText.tsx';
import { Html } from '../ui/Html.tsx';
import styles from './PageHero.module.css';

interface PageHeroProps {
  eyebrow?: string | undefined;
  heading: string;
  /** The introduction as HTML, rendered from Markdown at build time (the content readers do it). */
  intro: string;
  cta?: Cta | undefined;
  secondaryCta?: Cta | undefined;
  /** Trail above the heading; the current page is added last, unlinked. */
  crumbs?: Crumb[] | undefined;
  /** Short name of the current page for the breadcrumb trail. */
  current?: string | undefined;
  children?: ReactNode;
  /** Content beside the text on wide screens (below it on narrow ones). */
  aside?: ReactNode;
  /** A picture under the text and the aside, across the grid. */
  media?: ReactNode;
}

export function PageHero({
  eyebrow,
  heading,
  intro,
  cta,
  secondaryCta,
  crumbs,
  current,
  children,
  aside,
  media,
}: PageHeroProps) {
  return (
    <section className={styles.hero}>
      <div className={`container grid-12 ${styles.grid}`}>
        {/* The statement: the h1 across the grid, so no hero opens on an empty quadrant. */}
        <div className={styles.head}>
          {crumbs && crumbs.length > 0 && <Breadcrumbs trail={crumbs} current={current ?? heading} />}
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h1 className={styles.heading}>
            <DisplayText>{heading}</DisplayText>
          </h1>
        </div>
        {/* Under it, one row that starts together: the introduction and actions, the aside beside. */}
        <div className={aside ? styles.text : styles.textWide}>
          <Html html={intro} className="lead prose" />
          {(cta || secondaryCta) && (
            <p className={styles.actions}>
              <CtaLink cta={cta} />
              <CtaLink cta={secondaryCta} tone="ghost" />
            </p>
          )}
          {children}
        </div>
        {aside && <div className={styles.aside}>{aside}</div>}
        {media && <div className={styles.media}>{media}</div>}
      </div>
    </section>
  );
}
