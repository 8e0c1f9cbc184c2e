/**
 * The keyboard model of a tab list (WAI-ARIA Authoring Practices, tabs): which tab a
 * key moves to. The arrows along the list's orientation step and wrap around; Home
 * and End go to the ends; every other key is not the tab list's.
 */
export type TabsOrientation = 'horizontal' | 'vertical';

const STEPS: Record<TabsOrientation, Record<string, -1 | 1>> = {
  horizontal: { ArrowLeft: -1, ArrowRight: 1 },
  vertical: { ArrowUp: -1, ArrowDown: 1 },
};

/** The index of the tab `key` moves to from `current` among `count` tabs; undefined when the key is not handled. */
export function nextTabIndex(
  key: string,
  current: number,
  count: number,
  orientation: TabsOrientation,
): number | undefined {
  if (count === 0) return undefined;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  const step = STEPS[orientation][key];
  if (step === undefined) return undefined;
  return (current + step + count) % count;
}
