/**
 * A content section rendered from page data: its head, its items in the shape the page
 * gives them (cards, or one of SectionItems' shapes, so that a page does not repeat the
 * card grid) and an optional call to action.
 */
import type { ReactNode } from 'react';
import { Link } from '../ui/Link.tsx';
import type { Resolved, Section } from '../../content/schema.ts';
import { CardGrid } from '../content/CardGrid.tsx';
import { SectionItems, type ItemsLayout } from '../content/SectionItems.tsx';
import { SectionHeader, type HeaderSize } from './SectionHeader.tsx';
import styles from './PageSection.module.css';

interface PageSectionProps {
  section: Resolved<Section>;
  tone?: 'default' | 'alt' | 'dark';
  /** How the items are laid out: boxed cards (the default), or a shape of SectionItems. */
  layout?: 'cards' | ItemsLayout;
  numbered?: boolean;
  cardMin?: string | undefined;
  /** The cards in one row that scrolls sideways on phones (CardGrid's `row`). */
  cardRow?: boolean;
  children?: ReactNode;
  /** The heading's size (SectionHeader). */
  size?: HeaderSize;
  /** The band continues the one before it (same tone): no rule, less space above. */
  joined?: boolean;
}

export function PageSection({
  section,
  tone = 'default',
  layout = 'cards',
  numbered = false,
  cardMin,
  cardRow = false,
  children,
  size,
  joined = false,
}: PageSectionProps) {
  const toneClass =
    (tone === 'alt' ? ' section--alt' : tone === 'dark' ? ' section--dark' : '') + (joined ? ' section--joined' : '');
  const headingId = `${section.id}-heading`;
  return (
    <section className={`section${toneClass}`} aria-labelledby={headingId} id={section.id}>
      <div className="container">
        <SectionHeader
          id={headingId}
          eyebrow={section.eyebrow}
          heading={section.heading}
          intro={section.intro}
          size={size}
        />
        {children}
        {section.items &&
          (layout === 'cards' ? (
            <CardGrid
              items={section.items}
              numbered={numbered}
              variant={tone === 'dark' ? 'dark' : 'outlined'}
              row={cardRow}
              labelledBy={headingId}
              {...(cardMin ? { min: cardMin } : {})}
            />
          ) : (
            <SectionItems items={section.items} layout={layout} labelledBy={headingId} />
          ))}
        {section.cta && (
          <p className={styles.cta}>
            <Link className={`button ${tone === 'dark' ? 'button--light' : 'button--primary'}`} to={section.cta.href}>
              {section.cta.label}
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
