// @vitest-environment happy-dom
/**
 * The shared Tabs component in its vertical form (the careers roles): Up and Down
 * move focus and the selection together, only the selected tab is in the Tab order,
 * keys across the orientation do nothing, and every panel stays in the markup.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tabs } from '../../app/components/ui/Tabs.tsx';

const ITEMS = ['Developers', 'Designers', 'Marketing'].map((label) => ({
  value: label.toLowerCase(),
  label,
  content: <p>{`${label} openings`}</p>,
}));

describe('Tabs (vertical)', () => {
  it('keeps every panel in the markup, only the selected one shown', () => {
    render(<Tabs label="By Role" idPrefix="role" orientation="vertical" items={ITEMS} />);
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    expect(document.getElementById('role-panel-designers')).toHaveTextContent('Designers openings');
    expect(document.getElementById('role-panel-designers')).toHaveAttribute('hidden');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Developers openings');
    expect(screen.queryByRole('button', { name: 'By Role' })).toBeNull();
  });

  it('Up and Down move focus and selection with a roving tabindex; Left and Right do nothing', () => {
    render(<Tabs label="By Role" idPrefix="role" orientation="vertical" items={ITEMS} />);
    const tabs = screen.getAllByRole('tab');
    tabs[0]?.focus();
    fireEvent.keyDown(tabs[0] as HTMLElement, { key: 'ArrowDown' });
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(tabs.map((tab) => tab.getAttribute('tabindex'))).toEqual(['-1', '0', '-1']);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Designers openings');

    fireEvent.keyDown(tabs[1] as HTMLElement, { key: 'ArrowRight' });
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');

    fireEvent.keyDown(tabs[1] as HTMLElement, { key: 'ArrowUp' });
    fireEvent.keyDown(tabs[0] as HTMLElement, { key: 'ArrowUp' });
    expect(tabs[2], 'wraps from the first tab to the last').toHaveFocus();
    expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
  });

  it('a handled key does not scroll the page; a modified one is left to the browser', () => {
    render(<Tabs label="By Role" idPrefix="role" orientation="vertical" items={ITEMS} />);
    const first = screen.getAllByRole('tab')[0] as HTMLElement;
    expect(fireEvent.keyDown(first, { key: 'End' })).toBe(false);
    expect(fireEvent.keyDown(first, { key: 'Home', altKey: true })).toBe(true);
  });
});
