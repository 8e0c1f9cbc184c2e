import type { ReactElement, ReactNode } from 'react';

/**
 * The frame of an inbox chart: drawn at its own size (it scales down with its box), and
 * hidden from screen readers, because the table beside it says the same in words.
 */
export function ChartSvg(props: {
  className: string;
  width: number;
  height: number;
  children: ReactNode;
}): ReactElement {
  const { className, width, height, children } = props;
  return (
    <svg
      className={className}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
