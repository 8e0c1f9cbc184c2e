/**
 * The site's one closing call to action (docs/design.md section 8, "Strip"): a dark band
 * whose label, heading and sentence run in columns 1 to 7 from the grid's left edge, with
 * the same spacing on every page. Beside them, in columns 9 to 12 on a wide screen (under
 * them on a phone), the ways to act: the buttons, then the direct line (the studio's
 * e-mail from the shell's settings, or what the page gives as `children`: an opening's
 * hiring phone and e-mail). Home's consultation shows, instead, the plan the call ends in
 * (`visual="plan"`), its button under its copy. Server-rendered in static stretches only,
 * so it costs no JavaScript.
 */
import type { ReactNode } from 'react';
import { Link } from '../ui/Link.tsx';
import type { Cta } from '../../content/schema.ts';
import { PlanSketch } from './PlanSketch.tsx';
import { CtaLink } from '../ui/CtaLink.tsx';
import { Html } from '../ui/Html.tsx';
import { typographicQuotes } from '../../lib/typography.ts';
import { useRootData } from '../../lib/root-data.ts';
import { Mail } from '../ui/ui-icons.tsx';
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
  /** The band's direct line, in place of the studio's e-mail (an opening's hiring phone and e-mail). */
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
  const { settings } = useRootData();
  const headingText = typeof heading === 'string' ? typographicQuotes(heading) : heading;
  const actions = cta && (
    <p className={styles.actions}>
      <CtaLink cta={cta} tone="light" />
      {secondary && (
        <Link className={`button ${styles.secondary}`} to={secondary.href}>
          {secondary.label}
        </Link>
      )}
    </p>
  );
  const words = (
    <>
      {eyebrow && <p className={`eyebrow ${styles.label}`}>{eyebrow}</p>}
      <h2 id={headingId} className={styles.heading}>
        {headingText}
      </h2>
      {introHtml && <Html html={introHtml} className={`lead prose ${styles.text}`} />}
      {intro && <div className={`lead ${styles.text}`}>{intro}</div>}
    </>
  );
  return (
    <section className={`section section--dark ${styles.band}`} aria-labelledby={headingId} id={id}>
      {visual === 'plan' ? (
        <div className={`container grid-12 ${styles.inner} ${styles.withVisual}`}>
          <div className={styles.words}>
            {words}
            {children}
            {actions}
          </div>
          <PlanSketch className={styles.visual} />
        </div>
      ) : (
        <div className={`container grid-12 ${styles.inner}`}>
          <div className={styles.words}>{words}</div>
          <div className={styles.aside}>
            {actions}
            <div className={styles.direct}>
              {children ?? (
                <p className={styles.mail}>
                  <a href={`mailto:${settings.contact.email}`}>
                    <Mail size={18} aria-hidden="true" />
                    {settings.contact.email}
                  </a>
                </p>
              )}
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
