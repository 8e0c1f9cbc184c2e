// @vitest-environment happy-dom
/**
 * CardGrid lays out every grid for its item count: no width tier leaves
 * an orphaned card or an empty cell (4 values, 7 steps and 3 models on home).
 */
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CardGrid, maxPerRow, rowsFor, tierFor } from '../../app/components/content/CardGrid.tsx';

describe('rowsFor', () => {
  it.each([
    [4, 5, [4]],
    [4, 3, [2, 2]],
    [7, 5, [4, 3]],
    [7, 4, [4, 3]],
    [7, 3, [3, 2, 2]],
    [3, 4, [3]],
    [5, 4, [3, 2]],
    [6, 4, [3, 3]],
    [8, 3, [3, 3, 2]],
    [12, 5, [4, 4, 4]],
    [1, 4, [1]],
  ])('%i cards with room for %i per row: %j', (count, max, expected) => {
    expect(rowsFor(count, max)).toEqual(expected);
  });

  it('fills every row of every tier, with rows that differ by one card at most', () => {
    for (let count = 1; count <= 16; count += 1) {
      for (const min of ['8rem', '12rem', '15rem', '18rem', '22rem']) {
        for (const max of maxPerRow(min)) {
          const rows = rowsFor(count, max);
          expect(Math.max(...rows) - Math.min(...rows), `${count} cards, ${min}`).toBeLessThanOrEqual(1);
          expect(Math.max(...rows)).toBeLessThanOrEqual(max);
          const tier = tierFor(count, max);
          expect(tier.spans).toHaveLength(count);
          let at = 0;
          for (const size of rows) {
            const spans = tier.spans.slice(at, at + size);
            expect(
              spans.reduce((a, b) => a + b, 0),
              `${count} cards, ${min}: a row fills the grid`,
            ).toBe(tier.columns);
            at += size;
          }
        }
      }
    }
  });

  it('keeps cards at least their minimum width on each tier', () => {
    expect(maxPerRow('15rem')).toEqual([1, 2, 3, 4]);
    expect(maxPerRow('18rem')).toEqual([1, 1, 2, 3]);
    expect(maxPerRow('12rem')).toEqual([1, 2, 3, 5]);
  });
});

describe('CardGrid', () => {
  it('renders numbered steps with titles, links and the column count of each tier', async () => {
    const items = Array.from({ length: 7 }, (_, i) => ({ title: `Step ${i + 1}`, text: 'Text', href: '/services' }));
    const Stub = createRoutesStub([
      { path: '/', Component: () => <CardGrid items={items} numbered />, HydrateFallback: () => null },
    ]);
    render(<Stub />);
    const list = await screen.findByRole('list');
    expect(list.tagName).toBe('OL');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(7);
    expect(screen.getAllByRole('link', { name: /Learn more about Step/ })).toHaveLength(7);
    // 7 steps: 4 + 3 on desktops (12 sub-columns, spans of 3 and 4), one per row on phones.
    expect(list.style.getPropertyValue('--sub-lg')).toBe('12');
    const cards = [...list.children] as HTMLElement[];
    expect(cards.map((card) => card.style.getPropertyValue('--span-lg'))).toEqual(['3', '3', '3', '3', '4', '4', '4']);
    expect(list.style.getPropertyValue('--sub-xs')).toBe('1');
  });
});
