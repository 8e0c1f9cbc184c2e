// @vitest-environment happy-dom
/**
 * The home technology tabs (app/components/content/TechTabs.tsx on the shared Tabs):
 * APG keyboard support, the panel that belongs to the selected tab, and the
 * small-screen toggle that opens and closes the tab list.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TechTabs } from '../../app/components/content/TechTabs.tsx';
import type { IconSvg } from '../../app/content/schema.ts';

const icon: IconSvg = { name: 'lucide:circle', body: '<circle cx="12" cy="12" r="10"/>', viewBox: '0 0 24 24' };
const tab = (id: string, label: string, names: string[]) => ({
  id,
  label,
  order: 0,
  items: names.map((name) => ({ name, icon })),
});
const TABS = [
  tab('web', 'Web Technology', ['React', 'Angular', 'Vue.js', 'Node.js']),
  tab('cms', 'CMS', ['WordPress', 'Shopify', 'Strapi', 'Drupal']),
  tab('databases', 'Databases', ['PostgreSQL', 'MySQL', 'MongoDB', 'Redis']),
  tab('design', 'Design Tools', ['Figma', 'Sketch', 'Illustrator', 'Photoshop']),
  tab('communication', 'Communication', ['Slack', 'Microsoft Teams', 'Zoom', 'Jira']),
];

describe('TechTabs', () => {
  it('renders five tabs in order with the first selected and only its panel shown', () => {
    render(<TechTabs tabs={TABS} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Web Technology',
      'CMS',
      'Databases',
      'Design Tools',
      'Communication',
    ]);
    expect(screen.getByRole('tablist')).toHaveAccessibleName('Technology categories');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[0]).toHaveAttribute('aria-controls', 'tech-panel-web');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getByRole('tabpanel')).toHaveAttribute('id', 'tech-panel-web');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Web Technology');
    // The other panels are empty and hidden until selected (only the shown logos are prerendered).
    expect(document.getElementById('tech-panel-communication')).toHaveAttribute('hidden');
    expect(document.querySelectorAll('#tech-panel-web li svg')).toHaveLength(4);
    expect(document.querySelectorAll('#tech-panel-communication li svg')).toHaveLength(0);
  });

  it('arrow keys, Home and End move between tabs and show the matching panel', async () => {
    render(<TechTabs tabs={TABS} />);
    const tabs = screen.getAllByRole('tab');
    tabs[0]?.focus();
    // Automatic activation: the tab a key moves focus to is selected with it.
    const press = async (from: number, key: string, to: number) => {
      fireEvent.keyDown(tabs[from] as HTMLElement, { key });
      await waitFor(() => expect(tabs[to]).toHaveFocus());
    };
    await press(0, 'ArrowRight', 1);
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('id', 'tech-panel-cms');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('WordPress');
    expect(document.getElementById('tech-panel-web')).toHaveAttribute('hidden');

    await press(1, 'End', 4);
    expect(tabs[4]).toHaveAttribute('aria-selected', 'true');
    await press(4, 'Home', 0);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await press(0, 'ArrowLeft', 4);
    expect(tabs[4], 'wraps to the last tab').toHaveAttribute('aria-selected', 'true');
    expect(tabs[4]).toHaveAttribute('tabindex', '0');
    expect(tabs[0]).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Microsoft Teams');
    expect(document.querySelectorAll('#tech-panel-communication li svg')).toHaveLength(4);
  });

  it('a click selects a tab', () => {
    render(<TechTabs tabs={TABS} />);
    const databases = screen.getByRole('tab', { name: 'Databases' });
    fireEvent.mouseDown(databases, { button: 0 });
    expect(databases).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('PostgreSQL');
  });

  it('the small-screen toggle starts open and closes and reopens the tab list', () => {
    render(<TechTabs tabs={TABS} />);
    const toggle = screen.getByRole('button', { name: 'Technology categories' });
    const list = screen.getByRole('tablist');
    expect(toggle).toHaveAttribute('aria-controls', 'tech-tablist');
    expect(list).toHaveAttribute('id', 'tech-tablist');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(list).not.toHaveAttribute('data-collapsed');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(list).toHaveAttribute('data-collapsed');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(list).not.toHaveAttribute('data-collapsed');
  });
});
