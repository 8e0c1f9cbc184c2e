/**
 * The top of an inner page: breadcrumbs, label, the page's h1 in display type from the
 * grid's first column, introduction and actions; an aside in the last columns.
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
}: PageHeroProps) {
  const text = (
    <>
      {crumbs && crumbs.length > 0 && <Breadcrumbs trail={crumbs} current={current ?? heading} />}
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h1 className={styles.heading}>
        <DisplayText>{heading}</DisplayText>
      </h1>
      <Html html={intro} className="lead prose" />
      {(cta || secondaryCta) && (
        <p className={styles.actions}>
          <CtaLink cta={cta} />
          <CtaLink cta={secondaryCta} tone="ghost" />
        </p>
      )}
      {children}
    </>
  );
  return (
    <section className={styles.hero}>
      {aside ? (
        <div className={`container grid-12 ${styles.split}`}>
          <div className={styles.text}>{text}</div>
          <div className={styles.aside}>{aside}</div>
        </div>
      ) : (
        <div className="container">{text}</div>
      )}
    </section>
  );
}
