/**
 * Makes each row marked `data-keyboard-scroll` a Tab stop while it scrolls sideways and
 * holds nothing focusable of its own, so that a keyboard can scroll it too (WCAG 2.1.1);
 * where it fits and does not scroll, it is no Tab stop. While it scrolls it is marked
 * `data-scrolls`, which shows its position meter (ui/ScrollMeter.tsx; CSS follows the scroll). The attribute is set on the
 * element directly: it follows the layout (a ResizeObserver), not React's state.
 *
 * One observer for the whole document, run by the root layout after every navigation:
 * the rows are in static stretches (components/hydration/Static.tsx), which React never
 * hydrates, so no effect of their own would ever run on a full load.
 */
import { useEffect } from 'react';

/** The attribute that marks a row that may scroll sideways (CardGrid's `row`). */
export const KEYBOARD_SCROLL_ATTRIBUTE = 'data-keyboard-scroll';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([data-keyboard-scroll])';

function update(element: Element): void {
  if (!(element instanceof HTMLElement)) return;
  const scrolls = element.scrollWidth > element.clientWidth + 1;
  if (scrolls && !element.querySelector(FOCUSABLE)) element.tabIndex = 0;
  else element.removeAttribute('tabindex');
  element.toggleAttribute('data-scrolls', scrolls);
}

/** Watches the document's marked rows; `page` (the path) names the page whose rows these are. */
export function useKeyboardScrollableRows(page: string): void {
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return undefined;
    const rows = [...document.querySelectorAll(`[${KEYBOARD_SCROLL_ATTRIBUTE}]`)];
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) update(entry.target);
    });
    for (const row of rows) observer.observe(row);
    // Measured at once too, not only on the observer's first report: a keyboard may Tab
    // towards a row before that report arrives.
    for (const row of rows) update(row);
    return () => {
      observer.disconnect();
      for (const row of rows) {
        row.removeAttribute('tabindex');
        row.removeAttribute('data-scrolls');
      }
    };
  }, [page]);
}
