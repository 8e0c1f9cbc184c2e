import type { ReactElement, ReactNode } from 'react';

/**
 * A wide table or chart that scrolls sideways on a phone. A scrolling box must be
 * reachable by keyboard (WCAG 2.1.1; axe's scrollable-region-focusable), so it is a
 * focusable, named region.
 */
export function TableWrap({ label, children }: { label: string; children: ReactNode }): ReactElement {
  return (
    <div className="table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
