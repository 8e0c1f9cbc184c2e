/**
 * `h(type, props, ...children)`: a typed name for React's own `createElement`. Only
 * Icon.ts is still written with it (its shapes are data: an SVG tag and its attributes);
 * every other view is TSX.
 */
import { createElement, type JSX, type ReactElement, type ReactNode } from 'react';

type Intrinsic = JSX.IntrinsicElements;
/** data-* attributes, which JSX allows on any tag. */
type DataAttributes = { [name: `data-${string}`]: string | number | undefined };

/** An element of an HTML or SVG tag, with that tag's props. */
export function h<T extends keyof Intrinsic>(
  type: T,
  props?: (Intrinsic[T] & DataAttributes) | null,
  ...children: ReactNode[]
): ReactElement {
  return createElement(type, props, ...children);
}
