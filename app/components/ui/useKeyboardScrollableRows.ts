/**
 * Makes each row marked `data-keyboard-scroll` a Tab stop while it scrolls sideways and
 * holds nothing focusable of its own, so that a keyboard can scroll it too (WCAG 2.1.1);
 * where it fits and does not scroll, it is no Tab stop. While it scrolls it is marked
 * `data-scrolls`, and its position meter (ui/ScrollMeter.tsx) follows its scroll. The attribute is set on the
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

/**
 * The row's position for its meter (ui/ScrollMeter.tsx), the element after it: the item
 * at the row's start (the last one once the row is scrolled to its end), and the part of
 * the row in view as the thumb's size and offset.
 */
function place(row: HTMLElement): void {
  const meter = row.nextElementSibling;
  if (!(meter instanceof HTMLElement) || !meter.hasAttribute('data-scroll-meter')) return;
  const items = [...row.children] as HTMLElement[];
  const start = Math.abs(row.scrollLeft);
  const atEnd = start + row.clientWidth >= row.scrollWidth - 2;
  const first = items.findIndex((item) => item.offsetLeft - row.offsetLeft + item.offsetWidth / 2 > start);
  const current = atEnd ? items.length : Math.max(1, first + 1);
  meter.style.setProperty('--meter-current', String(current));
  meter.style.setProperty('--meter-size', String(row.clientWidth / row.scrollWidth));
  meter.style.setProperty('--meter-offset', String(start / row.clientWidth));
}

function update(element: Element): void {
  if (!(element instanceof HTMLElement)) return;
  const scrolls = element.scrollWidth > element.clientWidth + 1;
  if (scrolls && !element.querySelector(FOCUSABLE)) element.tabIndex = 0;
  else element.removeAttribute('tabindex');
  element.toggleAttribute('data-scrolls', scrolls);
  if (scrolls) place(element);
}

/** Watches the document's marked rows; `page` (the path) names the page whose rows these are. */
export function useKeyboardScrollableRows(page: string): void {
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return undefined;
    const rows = [...document.querySelectorAll(`[${KEYBOARD_SCROLL_ATTRIBUTE}]`)];
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) update(entry.target);
    });
    const onScroll = (event: Event) => {
      if (event.currentTarget instanceof HTMLElement) place(event.currentTarget);
    };
    for (const row of rows) {
      observer.observe(row);
      row.addEventListener('scroll', onScroll, { passive: true });
    }
    return () => {
      observer.disconnect();
      for (const row of rows) {
        row.removeEventListener('scroll', onScroll);
        row.removeAttribute('tabindex');
        row.removeAttribute('data-scrolls');
      }
    };
  }, [page]);
}
