/**
 * Tabs after the WAI-ARIA Authoring Practices tabs pattern, with automatic activation:
 * the arrow keys move between tabs and select the one they reach (Left/Right, or
 * Up/Down when vertical; they wrap), Home and End jump to the ends, and only the
 * selected tab is in the Tab order (roving tabindex). Written here rather than taken
 * from a headless library because it hydrates with the page on home, where every
 * kilobyte of script counts against the page's budget.
 *
 * Every panel is in the prerendered HTML, hidden unless selected, so all content is
 * there for search engines and find-in-page (`renderHidden={false}` leaves the hidden
 * panels empty instead). An optional small-screen toggle (`toggleLabel`) shows or
 * hides the tab list below 45rem; the list starts open.
 *
 *   <Tabs label="Technology categories" idPrefix="tech" toggleLabel="Technology categories"
 *     items={[{ value: 'web', label: 'Web Technology', content: <ul>…</ul> }]} />
 *
 * Ids: the list is `<idPrefix>-tablist`, a tab `<idPrefix>-tab-<value>`, its panel
 * `<idPrefix>-panel-<value>`.
 */
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { nextTabIndex, type TabsOrientation } from './tabs-keys.ts';
import { List } from './shell-icons.tsx';
import styles from './Tabs.module.css';

export interface TabItem {
  /** Stable id, used in the element ids (letters, digits and dashes). */
  value: string;
  label: ReactNode;
  content: ReactNode;
}

interface TabsProps {
  items: TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  idPrefix: string;
  orientation?: TabsOrientation;
  /** Label of the small-screen button that opens and closes the tab list; no button without it. */
  toggleLabel?: string | undefined;
  className?: string | undefined;
  /** Keep the panels that are not selected in the markup, hidden (default true). */
  renderHidden?: boolean | undefined;
}

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

export function Tabs({
  items,
  label,
  idPrefix,
  orientation = 'horizontal',
  toggleLabel,
  className,
  renderHidden = true,
}: TabsProps) {
  const [value, setValue] = useState(items[0]?.value ?? '');
  const [open, setOpen] = useState(true);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const listId = `${idPrefix}-tablist`;
  const selectedIndex = Math.max(
    0,
    items.findIndex((item) => item.value === value),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const next = nextTabIndex(event.key, selectedIndex, items.length, orientation);
    if (next === undefined) return;
    // The key belongs to the tabs: End and the arrows must not scroll the page too.
    event.preventDefault();
    const item = items[next];
    if (!item) return;
    setValue(item.value);
    tabs.current[next]?.focus();
  };

  return (
    <div className={join(styles.tabs, orientation === 'vertical' && styles.vertical, className)}>
      {toggleLabel && (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={listId}
          data-tabs-toggle=""
          onClick={() => setOpen(!open)}
        >
          <List size={18} aria-hidden="true" />
          {toggleLabel}
        </button>
      )}
      <div
        role="tablist"
        id={listId}
        className={styles.list}
        aria-label={label}
        aria-orientation={orientation}
        data-collapsed={open ? undefined : ''}
        onKeyDown={onKeyDown}
      >
        {items.map((item, index) => {
          const selected = index === selectedIndex;
          return (
            <button
              key={item.value}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${idPrefix}-tab-${item.value}`}
              aria-controls={`${idPrefix}-panel-${item.value}`}
              aria-selected={selected}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              // Selected on press, as native tabs are; a click (or Enter and Space) selects as well.
              onMouseDown={(event) => {
                if (event.button === 0 && !event.ctrlKey) setValue(item.value);
              }}
              onClick={() => setValue(item.value)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div className={styles.panels}>
        {items.map((item, index) => {
          const selected = index === selectedIndex;
          if (!selected && !renderHidden) {
            return (
              <div
                key={item.value}
                role="tabpanel"
                hidden
                id={`${idPrefix}-panel-${item.value}`}
                aria-labelledby={`${idPrefix}-tab-${item.value}`}
                className={styles.panel}
              />
            );
          }
          return (
            <div
              key={item.value}
              role="tabpanel"
              hidden={!selected}
              id={`${idPrefix}-panel-${item.value}`}
              aria-labelledby={`${idPrefix}-tab-${item.value}`}
              // The panel is a Tab stop of its own, so keyboard users reach a panel without links.
              tabIndex={0}
              className={styles.panel}
            >
              {item.content}
            </div>
          );
        })}
      </div>
    </div>
  );
}
