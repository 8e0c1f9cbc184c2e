/**
 * Keyboard use of a carousel: keyboard focus inside holds the rotation (the pause/play
 * button excepted, so pressing it shows its effect), and the arrow keys move the
 * slides while focus is anywhere in the carousel but a form field.
 */
import type { EmblaCarouselType } from 'embla-carousel';
import type { FocusEvent, KeyboardEvent, RefObject } from 'react';
import type { Hold } from './useCarouselRotation.ts';

const EDITABLE = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

export function useCarouselFocus(root: RefObject<HTMLElement | null>, hold: Hold) {
  const setFocus = (target: EventTarget | null) => {
    const inside = target instanceof Element && !!root.current?.contains(target);
    let keyboard = inside;
    if (inside) {
      try {
        keyboard = target.matches(':focus-visible');
      } catch {
        keyboard = true;
      }
    }
    hold('focusWithin', inside && keyboard && !target.closest('[data-carousel-rotation]'));
  };

  return {
    onFocus: (event: FocusEvent) => setFocus(event.target),
    onBlur: (event: FocusEvent) => {
      // Moving within the carousel: the focus event that follows decides.
      if (event.relatedTarget instanceof Node && root.current?.contains(event.relatedTarget)) return;
      setFocus(null);
    },
    arrowKeys: (navigate: (move: (embla: EmblaCarouselType) => void) => void) => (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.defaultPrevented) return;
      if (event.target instanceof Element && event.target.closest(EDITABLE)) return;
      event.preventDefault();
      navigate((embla) => (event.key === 'ArrowLeft' ? embla.scrollPrev() : embla.scrollNext()));
    },
  };
}
