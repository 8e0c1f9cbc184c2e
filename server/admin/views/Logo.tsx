/** The brand's mark: the N of Nexaweave on indigo, with its orange dot. */
import type { ReactElement } from 'react';

export function Logo(): ReactElement {
  return (
    <svg viewBox="0 0 40 40" width={34} height={34} aria-hidden focusable="false">
      <rect width={40} height={40} rx={10} fill="#4338ca" />
      <path
        d="M11 29V11l18 18V11"
        fill="none"
        stroke="#fff"
        strokeWidth={4}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx={29} cy={11} r={3.2} fill="#f97316" />
    </svg>
  );
}
