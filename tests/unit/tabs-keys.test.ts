/**
 * The tab list's keyboard model (app/components/ui/tabs-keys.ts): arrows along the
 * orientation step and wrap, Home and End reach the ends, other keys are left alone.
 */
import { describe, expect, it } from 'vitest';
import { nextTabIndex } from '../../app/components/ui/tabs-keys.ts';

describe('nextTabIndex', () => {
  it('steps with Left and Right in a horizontal list, wrapping at both ends', () => {
    expect(nextTabIndex('ArrowRight', 0, 5, 'horizontal')).toBe(1);
    expect(nextTabIndex('ArrowRight', 4, 5, 'horizontal')).toBe(0);
    expect(nextTabIndex('ArrowLeft', 2, 5, 'horizontal')).toBe(1);
    expect(nextTabIndex('ArrowLeft', 0, 5, 'horizontal')).toBe(4);
  });

  it('steps with Up and Down in a vertical list, wrapping at both ends', () => {
    expect(nextTabIndex('ArrowDown', 0, 3, 'vertical')).toBe(1);
    expect(nextTabIndex('ArrowDown', 2, 3, 'vertical')).toBe(0);
    expect(nextTabIndex('ArrowUp', 0, 3, 'vertical')).toBe(2);
  });

  it('leaves the arrows across the orientation to the page', () => {
    expect(nextTabIndex('ArrowDown', 1, 5, 'horizontal')).toBeUndefined();
    expect(nextTabIndex('ArrowUp', 1, 5, 'horizontal')).toBeUndefined();
    expect(nextTabIndex('ArrowLeft', 1, 3, 'vertical')).toBeUndefined();
    expect(nextTabIndex('ArrowRight', 1, 3, 'vertical')).toBeUndefined();
  });

  it('goes to the first tab on Home and the last on End, in either orientation', () => {
    expect(nextTabIndex('Home', 3, 5, 'horizontal')).toBe(0);
    expect(nextTabIndex('End', 1, 5, 'horizontal')).toBe(4);
    expect(nextTabIndex('Home', 2, 3, 'vertical')).toBe(0);
    expect(nextTabIndex('End', 0, 3, 'vertical')).toBe(2);
  });

  it('ignores every other key and an empty list', () => {
    for (const key of ['Tab', 'Enter', ' ', 'a', 'PageDown'])
      expect(nextTabIndex(key, 0, 5, 'horizontal')).toBeUndefined();
    expect(nextTabIndex('ArrowRight', 0, 0, 'horizontal')).toBeUndefined();
    expect(nextTabIndex('End', 0, 0, 'vertical')).toBeUndefined();
  });
});
