// @vitest-environment happy-dom
/**
 * CardGrid lays out every grid for its item count: each row holds cards of one width
 * (docs/design.md, the grid), in full rows wherever a row size divides the set.
 */
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CardGrid, columnsFor, maxPerRow } from '../../app/components/content/CardGrid.tsx';

describe('columnsFor', () => {
  it.each([
    [4, 4, 4],
    [4, 3, 2],
    [6, 4, 3],
    [8, 4, 4],
    [8, 3, 2],
    [3, 4, 3],
    [6, 2, 2],
    [12, 4, 4],
    [1, 4, 1],
    [5, 4, 4],
    [7, 4, 4],
  ])('%i cards with room for %i per row: %i per row', (count, max, expected) => {
    expect(columnsFor(count, max)).toBe(expected);
  });

  it('fills every row with cards of one width wherever a row size divides the set', () => {
    for (let count = 1; count <= 16; count += 1) {
      for (const min of ['8rem', '12rem', '15rem', '18rem', '22rem']) {
        for (const max of maxPerRow(min)) {
          const columns = columnsFor(count, max);
          expect(columns, `${count} cards, ${min}`).toBeLessThanOrEqual(Math.max(1, max));
          const divisible = Array.from({ length: max - 1 }, (_, i) => i + 2).some((size) => count % size === 0);
          if (count <= max || divisible) expect(count % columns, `${count} cards, ${min}: full rows`).toBe(0);
        }
      }
    }
  });

  it('keeps cards at least their minimum width on each tier, four at most', () => {
    expect(maxPerRow('15rem')).toEqual([1, 2, 3, 4]);
    expect(maxPerRow('18rem')).toEqual([1, 1, 2, 3]);
    expect(maxPerRow('12rem')).toEqual([1, 2, 3, 4]);
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
    expect(screen.getAllByRole('link', { name: /Explore more about Step/ })).toHaveLength(7);
    // 7 steps where 4 fit: rows of 4 equal cards on desktops, one per row on phones.
    expect(list.style.getPropertyValue('--cols-lg')).toBe('4');
    expect(list.style.getPropertyValue('--cols-xs')).toBe('1');
  });
});
