/**
 * Where a row that scrolls sideways is: "3 / 7" and a 2 px track whose thumb moves along
 * it, under the row, so a visitor on a phone sees there is more than the first item. It
 * shows only while its row scrolls (the row's `data-scrolls`, set by
 * ui/useKeyboardScrollableRows.ts); the figure and the thumb follow the row's scroll in
 * CSS (a scroll-driven animation, styles/global.css), so no script runs as it scrolls
 * and the markup never changes under React. Hidden from assistive technology: the row is
 * a list, which announces its length itself.
 */
import type { CSSProperties } from 'react';

export function ScrollMeter({ count }: { count: number }) {
  return (
    <div
      className="scroll-meter"
      data-scroll-meter=""
      aria-hidden="true"
      style={{ '--meter-total': count } as CSSProperties}
    >
      <span className="scroll-meter__track">
        <span className="scroll-meter__thumb" />
      </span>
    </div>
  );
}
