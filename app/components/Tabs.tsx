/**
 * Tabs on Radix UI (W3C APG tabs pattern, automatic activation): arrow keys move between
 * tabs (Left/Right, or Up/Down when vertical; they wrap), Home and End jump to the ends,
 * and only the selected tab is in the Tab order. Every panel is in the prerendered HTML
 * (hidden unless selected), so all content is there for search engines and find-in-page.
 *
 * An optional small-screen toggle (`toggleLabel`) shows or hides the tab list below
 * 45rem; the list starts open. Used by the home technology tabs and the careers roles.
 *
 *   <Tabs label="Technology categories" idPrefix="tech" toggleLabel="Technology categories"
 *     items={[{ value: 'web', label: 'Web Technology', content: <ul>…</ul> }]} />
 *
 * Ids: the list is `<idPrefix>-tablist`, a tab `<idPrefix>-tab-<value>`, its panel
 * `<idPrefix>-panel-<value>`.
 */
import * as RadixTabs from '@radix-ui/react-tabs';
import { List } from './ui-icons.tsx';
import { useState, type ReactNode } from 'react';
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
  orientation?: 'horizontal' | 'vertical';
  /** The tab selected first; default the first item. */
  defaultValue?: string | undefined;
  /** Label of the small-screen button that opens and closes the tab list; no button without it. */
  toggleLabel?: string | undefined;
  className?: string | undefined;
  listClassName?: string | undefined;
  tabClassName?: string | undefined;
  panelClassName?: string | undefined;
  onValueChange?: ((value: string) => void) | undefined;
  /** Keep the panels that are not selected in the markup, hidden (default true). */
  renderHidden?: boolean | undefined;
}

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

export function Tabs({
  items,
  label,
  idPrefix,
  orientation = 'horizontal',
  defaultValue,
  toggleLabel,
  className,
  listClassName,
  tabClassName,
  panelClassName,
  onValueChange,
  renderHidden = true,
}: TabsProps) {
  const [value, setValue] = useState(defaultValue ?? items[0]?.value ?? '');
  const [open, setOpen] = useState(true);
  const listId = `${idPrefix}-tablist`;
  const select = (next: string) => {
    setValue(next);
    onValueChange?.(next);
  };

  return (
    <RadixTabs.Root
      className={join(styles.tabs, orientation === 'vertical' && styles.vertical, className)}
      value={value}
      onValueChange={select}
      orientation={orientation}
      activationMode="automatic"
    >
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
      <RadixTabs.List
        id={listId}
        className={join(styles.list, listClassName)}
        aria-label={label}
        data-collapsed={open ? undefined : ''}
        loop
      >
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            id={`${idPrefix}-tab-${item.value}`}
            aria-controls={`${idPrefix}-panel-${item.value}`}
            className={join(styles.tab, tabClassName)}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      <div className={styles.panels}>
        {items.map((item) => (
          <RadixTabs.Content
            key={item.value}
            value={item.value}
            {...(renderHidden ? { forceMount: true, hidden: item.value !== value } : {})}
            id={`${idPrefix}-panel-${item.value}`}
            aria-labelledby={`${idPrefix}-tab-${item.value}`}
            className={join(styles.panel, panelClassName)}
          >
            {item.content}
          </RadixTabs.Content>
        ))}
      </div>
    </RadixTabs.Root>
  );
}
