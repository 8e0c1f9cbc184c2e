/**
 * The site's one closing call to action (docs/design.md section 8, "Strip"): a dark band
 * whose label, heading, sentence and actions run in one column from the grid's left edge,
 * the button under the copy it answers, with the same spacing on every page. A `visual`
 * beside the words only where it shows what the words promise (home's consultation: the
 * plan it ends in); otherwise none, and the words keep their measure. Server-rendered in
 * static stretches only, so it costs no JavaScript.
 */
import type { ReactNode } from 'react';
import { Link } from '../ui/Link.tsx';
import type { Cta } from '../../content/schema.ts';
import { PlanSketch } from './PlanSketch.tsx';
import { CtaLink } from '../ui/CtaLink.tsx';
import { Html } from '../ui/Html.tsx';
import { typographicQuotes } from '../../lib/typography.ts';
import styles from './CtaBand.module.css';

/** What stands beside the words: the written plan (`cta-plan`), or nothing. */
export type CtaVisual = 'plan' | 'none';

interface CtaBandProps {
  /** The heading's id (the band is labelled by it). */
  headingId: string;
  /** The section's own id, for in-page links. */
  id?: string | undefined;
  eyebrow?: string | undefined;
  /** A string heading (one a page composes, "Have a project like Basebone's?") is set with typographic quotes. */
  heading: ReactNode;
  /** The sentence under the heading, as HTML from the content readers… */
  introHtml?: string | undefined;
  /** …or as elements (a page's own words). */
  intro?: ReactNode;
  /** Anything the band adds under the sentence before its actions (a phone and e-mail). */
  children?: ReactNode;
  /** The band's action (a light button), and an optional second one (outlined). */
  cta: Cta | undefined;
  secondary?: Cta | undefined;
  visual?: CtaVisual;
}

export function CtaBand({
  headingId,
  id,
  eyebrow,
  heading,
  introHtml,
  intro,
  children,
  cta,
  secondary,
  visual = 'none',
}: CtaBandProps) {
  return (
    <section className={`section section--dark ${styles.band}`} aria-labelledby={headingId} id={id}>
      <div className={`container grid-12 ${styles.inner} ${visual === 'none' ? '' : styles.withVisual}`}>
        <div className={styles.words}>
          {eyebrow && <p className={`eyebrow ${styles.label}`}>{eyebrow}</p>}
          <h2 id={headingId} className={styles.heading}>
            {typeof heading === 'string' ? typographicQuotes(heading) : heading}
          </h2>
          {introHtml && <Html html={introHtml} className={`lead prose ${styles.text}`} />}
          {intro && <div className={`lead ${styles.text}`}>{intro}</div>}
          {children}
          {cta && (
            <p className={styles.actions}>
              <CtaLink cta={cta} tone="light" />
              {secondary && (
                <Link className={`button ${styles.secondary}`} to={secondary.href}>
                  {secondary.label}
                </Link>
              )}
            </p>
          )}
        </div>
        {visual === 'plan' && <PlanSketch className={styles.visual} />}
      </div>
    </section>
  );
}
