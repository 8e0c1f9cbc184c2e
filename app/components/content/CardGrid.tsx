/**
 * A responsive grid of cards: icon, title, text, short points and an optional link.
 *
 * The layout follows the number of cards, so no width leaves an orphaned card or
 * an empty cell: at each width tier the grid takes as few rows as fit, spreads the
 * cards evenly over them (7 cards where 4 fit become 4 + 3, not 5 + 2; where 3 fit,
 * 3 + 2 + 2), and each row fills the full width (the grid has enough sub-columns
 * for every row size, and each card spans its share).
 */
import { ArrowRight, Check } from '../ui/ui-icons.tsx';
import { type CSSProperties, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Resolved, SectionItem } from '../../content/schema.ts';
import { Icon } from '../ui/Icon.tsx';
import styles from './CardGrid.module.css';
import { KEYBOARD_SCROLL_ATTRIBUTE } from '../ui/useKeyboardScrollableRows.ts';

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

/** The grid gap in rem (tokens.css: --space-6). */
const GAP_REM = 1.5;

/** The minimum width in rem ("15rem" → 15, "240px" → 15). */
function remOf(min: string): number {
  const value = Number.parseFloat(min);
  if (!Number.isFinite(value) || value <= 0) return 15;
  return min.trim().endsWith('px') ? value / 16 : value;
}

/**
 * The cards per row when at most `max` fit: the fewest rows, with the cards spread
 * so that rows differ by one card at most, fuller rows first (7 cards, 3 per row:
 * 3 + 2 + 2, never 3 + 3 + 1).
 */
export function rowsFor(count: number, max: number): number[] {
  if (count <= 0) return [];
  const rows = Math.ceil(count / Math.max(1, Math.min(max, count)));
  const base = Math.floor(count / rows);
  const extra = count % rows;
  return Array.from({ length: rows }, (_, row) => (row < extra ? base + 1 : base));
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const lcm = (a: number, b: number) => (a * b) / gcd(a, b);

/** One width tier: the grid's sub-columns and how many of them each card spans. */
export interface Tier {
  columns: number;
  spans: number[];
}

/** Rows for one tier as a grid: every row fills the width, whatever its number of cards. */
export function tierFor(count: number, max: number): Tier {
  const rows = rowsFor(count, max);
  const columns = rows.reduce((acc, size) => lcm(acc, size), 1);
  return { columns, spans: rows.flatMap((size) => Array.from({ length: size }, () => columns / size)) };
}

/**
 * The narrowest content width of each tier in rem: phones, small tablets (36rem),
 * tablets (52rem) and desktops (68rem, up to the 76rem container); CardGrid.module.css
 * switches the tiers at these widths.
 */
const TIER_WIDTHS_REM = [20, 32, 48, 76] as const;

/** The most cards per row of each width tier, each card at least `min` wide. */
export function maxPerRow(min: string): [number, number, number, number] {
  const [xs = 1, sm = 1, md = 1, lg = 1] = TIER_WIDTHS_REM.map((width) =>
    Math.max(1, Math.floor((width + GAP_REM) / (remOf(min) + GAP_REM))),
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
  const tiers = maxPerRow(min).map((max) => tierFor(items.length, max));
  const gridStyle = Object.fromEntries(tiers.map((tier, i) => [`--sub-${TIERS[i]}`, tier.columns])) as CSSProperties;
  const cardStyle = (index: number) =>
    Object.fromEntries(tiers.map((tier, i) => [`--span-${TIERS[i]}`, tier.spans[index] ?? 1])) as CSSProperties;
  return (
    <List
      className={`${styles.grid} ${styles[variant]}${row ? ` ${styles.row}` : ''}`}
      // A row that scrolls sideways becomes a Tab stop (ui/useKeyboardScrollableRows.ts, run by the root).
      {...(row ? { [KEYBOARD_SCROLL_ATTRIBUTE]: '' } : {})}
      style={gridStyle}
      data-count={items.length}
      aria-labelledby={row ? labelledBy : undefined}
    >
      {items.map((item, index) => (
        <li className={styles.card} style={cardStyle(index)} key={`${item.title}-${index}`} id={item.anchor}>
          {numbered && (
            <span className={styles.number} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
          )}
          {item.icon && (
            <span className={styles.icon}>
              <Icon icon={item.icon} size={26} />
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
              Learn more<span className="sr-only"> about {item.title}</span>
              <ArrowRight size={16} aria-hidden="true" />
            </Link>
          )}
        </li>
      ))}
    </List>
  );
}
