/**
 * Whether a modal dialog (the mobile side menu, the case-study gallery) covers the
 * page. While one is open the page behind it is inert, so a carousel's pause button
 * is out of reach: rotation behind the dialog holds until it closes (WCAG 2.2.2), as
 * it does for a hidden tab. A count, not a flag, so that one dialog opening as another
 * closes leaves the page covered.
 */
import { useEffect } from 'react';

let openDialogs = 0;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

export function isPageCovered(): boolean {
  return openDialogs > 0;
}

/** Calls `listener` whenever a dialog opens or closes; returns the unsubscribe. */
export function onPageCoverChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Marks the page covered while `open` is true (for a modal dialog's component). */
export function useCoverPage(open: boolean): void {
  useEffect(() => {
    if (!open) return;
    openDialogs += 1;
    changed();
    return () => {
      openDialogs -= 1;
      changed();
    };
  }, [open]);
}
