/**
 * The home page's technology tabs (Web Technology, CMS, Databases, Design Tools,
 * Communication) with real logos, resolved to SVG by the route loader. On small
 * screens a toggle button opens or closes the tab list; it starts open.
 */
import type { Resolved, TechnologyTab } from '../../content/schema.ts';
import { Static } from '../hydration/Static.tsx';
import { Icon } from '../ui/Icon.tsx';
import { Tabs } from '../ui/Tabs.tsx';
import styles from './TechTabs.module.css';

interface TechTabsProps {
  tabs: Resolved<TechnologyTab>[];
}

export function TechTabs({ tabs }: TechTabsProps) {
  return (
    <Tabs
      label="Technology categories"
      toggleLabel="Technology categories"
      idPrefix="tech"
      // Five panels of logo SVGs: only the selected one is prerendered (they all stay in the route data).
      renderHidden={false}
      className={styles.techTabs}
      items={tabs.map((tab) => ({
        value: tab.id,
        label: tab.label,
        // The tabs are hydrated; what a panel shows is not.
        content: (
          <Static>
            <h3 className="sr-only">{tab.label}</h3>
            <ul className={styles.logos}>
              {tab.items.map((item) => (
                <li key={item.name}>
                  <Icon icon={item.icon} size={40} />
                  <span>{item.name}</span>
                </li>
              ))}
            </ul>
          </Static>
        ),
      }))}
    />
  );
}
