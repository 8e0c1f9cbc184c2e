/**
 * Makes an element a Tab stop while it scrolls sideways and holds nothing focusable of its
 * own, so that a keyboard can scroll it too (WCAG 2.1.1); where it fits and does not scroll,
 * it is no Tab stop. The attribute is set on the element directly: it follows the layout
 * (a ResizeObserver), not React's state, so it costs no render.
 */
import { type RefObject, useEffect } from 'react';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

export function useKeyboardScrollable(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const update = () => {
      const scrolls = element.scrollWidth > element.clientWidth + 1;
      if (scrolls && !element.querySelector(FOCUSABLE)) element.tabIndex = 0;
      else element.removeAttribute('tabindex');
    };
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      element.removeAttribute('tabindex');
    };
  }, [ref]);
}
