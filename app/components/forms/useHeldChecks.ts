/**
 * Messages that appear when a field is left move what is below them. While a pointer
 * is pressed in the form (on the submit button, say), the check of the field just
 * left waits until the press is over, so the click lands where it began.
 */
import { useRef } from 'react';

export function useHeldChecks() {
  /** The checks waiting for the press to end; null while no pointer is pressed. */
  const waiting = useRef<(() => void)[] | null>(null);

  const whenReleased = (check: () => unknown) => {
    if (waiting.current) waiting.current.push(() => void check());
    else void check();
  };

  const onPointerDownCapture = () => {
    if (waiting.current) return;
    waiting.current = [];
    const release = () => {
      // After the click that ends the press has been handled.
      setTimeout(() => {
        const pending = waiting.current ?? [];
        waiting.current = null;
        for (const check of pending) check();
      }, 0);
    };
    window.addEventListener('pointerup', release, { once: true });
    window.addEventListener('pointercancel', release, { once: true });
  };

  return { whenReleased, onPointerDownCapture };
}
