/** The top band of an inner page: breadcrumbs, eyebrow, the page's h1, introduction and actions. */
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
  /** Content beside the text on wide screens (and below it on narrow ones), so the hero has no empty half. */
  aside?: ReactNode;
  /** Without an aside: the text centred on a narrow measure, which fills the band as well. */
  centred?: boolean;
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
  centred = false,
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
        <div className={`container ${styles.split}`}>
          <div>{text}</div>
          <div className={styles.aside}>{aside}</div>
        </div>
      ) : (
        <div className={centred ? `container ${styles.centred}` : 'container'}>{text}</div>
      )}
    </section>
  );
}
