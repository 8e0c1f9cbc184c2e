/**
 * A content section rendered from page data: header, optional cards and an
 * optional call to action. Pages use it for any section without a bespoke design.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Resolved, Section } from '../../content/schema.ts';
import { CardGrid } from '../content/CardGrid.tsx';
import { SectionHeader } from './SectionHeader.tsx';
import styles from './PageSection.module.css';

interface PageSectionProps {
  section: Resolved<Section>;
  tone?: 'default' | 'alt' | 'dark';
  numbered?: boolean;
  cardMin?: string | undefined;
  align?: 'start' | 'center';
  /** The cards in one row that scrolls sideways on phones (CardGrid's `row`). */
  cardRow?: boolean;
  children?: ReactNode;
}

export function PageSection({
  section,
  tone = 'default',
  numbered = false,
  cardMin,
  align = 'start',
  cardRow = false,
  children,
}: PageSectionProps) {
  const toneClass = tone === 'alt' ? ' section--alt' : tone === 'dark' ? ' section--dark' : '';
  return (
    <section className={`section${toneClass}`} aria-labelledby={`${section.id}-heading`} id={section.id}>
      <div className="container">
        <SectionHeader
          id={`${section.id}-heading`}
          eyebrow={section.eyebrow}
          heading={section.heading}
          intro={section.intro}
          align={align}
        />
        {children}
        {section.items && (
          <CardGrid
            items={section.items}
            numbered={numbered}
            variant={tone === 'dark' ? 'dark' : 'outlined'}
            row={cardRow}
            labelledBy={`${section.id}-heading`}
            {...(cardMin ? { min: cardMin } : {})}
          />
        )}
        {section.cta && (
          <p className={`${styles.cta} ${align === 'center' ? styles.center : ''}`}>
            <Link className={`button ${tone === 'dark' ? 'button--light' : 'button--primary'}`} to={section.cta.href}>
              {section.cta.label}
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
