/**
 * A section's items in a shape of their own (docs/design.md, sections with shapes of
 * their own), so that a page never repeats the icon-card grid:
 * - index: rows on hairlines, the title large on the left, its text on the right (an
 *   index is not a sequence, so it shows no numbers);
 * - timeline: one rule across the grid, a marker and number per step, the one shape whose
 *   items are a sequence (a row that scrolls sideways on phones, with its position meter);
 * - statements: each item a sentence in display type with its explanation under it
 *   (stacked on phones: a page keeps its sideways rows for what is a sequence);
 * - columns: text columns divided by hairlines, no boxes.
 */
import type { CSSProperties } from 'react';
import { Link } from '../ui/Link.tsx';
import type { Resolved, SectionItem } from '../../content/schema.ts';
import { ArrowRight } from '../ui/shell-icons.tsx';
import { ScrollMeter } from '../ui/ScrollMeter.tsx';
import { KEYBOARD_SCROLL_ATTRIBUTE } from '../ui/useKeyboardScrollableRows.ts';
import styles from './SectionItems.module.css';

export type ItemsLayout = 'index' | 'timeline' | 'statements' | 'columns';

interface SectionItemsProps {
  items: Resolved<SectionItem>[];
  layout: ItemsLayout;
  /** The id of the heading that names the list. */
  labelledBy?: string | undefined;
}

export function SectionItems({ items, layout, labelledBy }: SectionItemsProps) {
  const ordered = layout === 'index' || layout === 'timeline';
  const List = ordered ? 'ol' : 'ul';
  const sideways = layout === 'timeline';
  return (
    <>
      <List
        className={styles[layout]}
        style={{ '--count': items.length } as CSSProperties}
        aria-labelledby={labelledBy}
        data-items={layout}
        data-count={items.length}
        // On a phone a timeline is one row that scrolls sideways: a Tab stop then.
        {...(sideways ? { [KEYBOARD_SCROLL_ATTRIBUTE]: '' } : {})}
      >
        {items.map((item, index) => (
          <li className={styles.item} key={`${item.title}-${index}`} id={item.anchor}>
            {layout === 'timeline' && (
              <span className={styles.number} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
            )}
            <h3 className={styles.title}>
              {item.href ? (
                // The title is the way to the page: one large target, no separate "Learn more".
                <Link className={styles.link} to={item.href}>
                  {item.title}
                  <ArrowRight size={20} aria-hidden="true" className={styles.arrow} />
                </Link>
              ) : (
                item.title
              )}
            </h3>
            {item.text && <p className={styles.text}>{item.text}</p>}
            {item.points && (
              <ul className={styles.points}>
                {item.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </List>
      {sideways && <ScrollMeter count={items.length} />}
    </>
  );
}
