/**
 * A responsive grid of cards: title, text, short points and an optional link (no icon
 * heads a card: docs/design.md, the imagery system).
 *
 * Every row holds the same number of cards of one width at each width tier (columnsFor):
 * never a row of 4 above a row of 3 of another width.
 */
import { ArrowRight } from '../ui/shell-icons.tsx';
import { Check } from '../ui/ui-icons.tsx';
import { type CSSProperties, type ReactNode } from 'react';
import { Link } from '../ui/Link.tsx';
import type { Resolved, SectionItem } from '../../content/schema.ts';
import styles from './CardGrid.module.css';
import { KEYBOARD_SCROLL_ATTRIBUTE } from '../ui/useKeyboardScrollableRows.ts';
import { ScrollMeter } from '../ui/ScrollMeter.tsx';

interface CardGridProps {
  items: Resolved<SectionItem>[];
  /** Minimum card width before the grid wraps (rem or px). */
  min?: string;
  /** Number the cards (for ordered steps). */
  numbered?: boolean;
  variant?: 'plain' | 'outlined' | 'dark';
  headingLevel?: 3 | 4;
  /**
   * On phones, one row that scrolls sideways instead of a stack; while it scrolls, a list
   * of cards without links is a Tab stop, so that a keyboard can scroll it.
   */
  row?: boolean;
  /** The id of the heading that names the list (announced when the list takes focus). */
  labelledBy?: string | undefined;
}

/**
 * A title with each hyphenated word kept on one line, so a narrow card never breaks
 * "Out-of-box" after a hyphen; the words still wrap between each other.
 */
function keepHyphenated(title: string): ReactNode {
  if (!title.includes('-')) return title;
  return title.split(/(\S*-\S*)/).map((part, index) =>
    part.includes('-') ? (
      <span className={styles.nowrap} key={index}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/** The grid gap in rem (tokens.css: --grid-gutter). */
const GAP_REM = 1.5;

/** The minimum width in rem ("15rem" → 15, "240px" → 15). */
function remOf(min: string): number {
  const value = Number.parseFloat(min);
  if (!Number.isFinite(value) || value <= 0) return 15;
  return min.trim().endsWith('px') ? value / 16 : value;
}

/**
 * The cards per row when at most `max` fit: every row holds the same number of cards of
 * one width (docs/design.md, the grid). The largest row size that divides the set (6 → 3,
 * 8 → 4, 4 → 4 or 2); a set that fits in one row is one row; a set that no row size
 * divides (5 or 7 where 4 fit) keeps rows of `max` equal cards, the last one shorter, and
 * is better shown as a list than as cards.
 */
export function columnsFor(count: number, max: number): number {
  if (count <= 1) return 1;
  if (count <= max) return count;
  for (let size = max; size >= 2; size -= 1) if (count % size === 0) return size;
  return max;
}

/**
 * The narrowest content width of each tier in rem: phones, small tablets (36rem),
 * tablets (52rem) and desktops (68rem, up to the 80rem container); CardGrid.module.css
 * switches the tiers at these widths.
 */
const TIER_WIDTHS_REM = [20, 32, 48, 76] as const;

/** The most cards per row of each width tier, each card at least `min` wide (never more than 4). */
export function maxPerRow(min: string): [number, number, number, number] {
  const [xs = 1, sm = 1, md = 1, lg = 1] = TIER_WIDTHS_REM.map((width) =>
    Math.min(4, Math.max(1, Math.floor((width + GAP_REM) / (remOf(min) + GAP_REM)))),
  );
  return [xs, sm, md, lg];
}

const TIERS = ['xs', 'sm', 'md', 'lg'] as const;

export function CardGrid({
  items,
  min = '15rem',
  numbered = false,
  variant = 'outlined',
  headingLevel = 3,
  row = false,
  labelledBy,
}: CardGridProps) {
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  const List = numbered ? 'ol' : 'ul';
  const gridStyle = Object.fromEntries(
    maxPerRow(min).map((max, i) => [`--cols-${TIERS[i]}`, columnsFor(items.length, max)]),
  ) as CSSProperties;
  return (
    <>
      <List
        className={`${styles.grid} ${styles[variant]}${row ? ` ${styles.row}` : ''}`}
        // A row that scrolls sideways becomes a Tab stop (ui/useKeyboardScrollableRows.ts, run by the root).
        {...(row ? { [KEYBOARD_SCROLL_ATTRIBUTE]: '' } : {})}
        style={gridStyle}
        data-count={items.length}
        aria-labelledby={row ? labelledBy : undefined}
      >
        {items.map((item, index) => (
          <li className={styles.card} key={`${item.title}-${index}`} id={item.anchor}>
            {numbered && (
              <span className={styles.number} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
            )}
            <Heading className={styles.title}>{keepHyphenated(item.title)}</Heading>
            {item.text && <p className={styles.text}>{item.text}</p>}
            {item.points && (
              <ul className={styles.points}>
                {item.points.map((point) => (
                  <li key={point}>
                    <Check size={16} aria-hidden="true" />
                    {point}
                  </li>
                ))}
              </ul>
            )}
            {item.href && (
              <Link className={styles.link} to={item.href}>
                Explore more<span className="sr-only"> about {item.title}</span>
                <ArrowRight size={16} aria-hidden="true" />
              </Link>
            )}
          </li>
        ))}
      </List>
      {row && <ScrollMeter count={items.length} />}
    </>
  );
}
