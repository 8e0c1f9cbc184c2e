/**
 * How the staff inbox writes React: `h(type, props, ...children)`, a typed name for
 * React's own `createElement`, instead of JSX.
 *
 * Why not .tsx: the server runs its TypeScript as is (`node server/server.ts`, Node's
 * type stripping: no build step, no loader), and Node strips types but does not
 * compile JSX. Keeping JSX would mean a module hook with a compiler (esbuild, oxc or
 * TypeScript) loaded into the production server for a handful of pages, or a build
 * step for the server; either is one more thing that can break at start-up. With
 * `h` the same files run unchanged under Node, Vitest and tsc, with JSX's type
 * checks: an element's props are exactly JSX.IntrinsicElements[tag], a component's
 * are its props interface.
 *
 *   h('a', { className: 'btn', href }, h(Icon, { name: 'reply', size: 18 }), 'Reply')
 *
 * React escapes every text child and attribute value, so text typed by a visitor
 * can never become markup; nothing here sets HTML directly.
 */
import { createElement, Fragment, type JSX, type Key, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

type Intrinsic = JSX.IntrinsicElements;
/** data-* attributes, which JSX allows on any tag. */
type DataAttributes = { [name: `data-${string}`]: string | number | undefined };

/** An element of an HTML or SVG tag, with that tag's props. */
export function h<T extends keyof Intrinsic>(
  type: T,
  props?: (Intrinsic[T] & DataAttributes) | null,
  ...children: ReactNode[]
): ReactElement;
/** An element of a component; its children, if it takes any, are in `props.children`. */
export function h<P extends object>(type: (props: P) => ReactNode, props: P & { key?: Key }): ReactElement;
export function h(
  type: string | ((props: never) => ReactNode),
  props?: object | null,
  ...children: ReactNode[]
): ReactElement {
  return createElement(type as string, props as Record<string, unknown> | null, ...children);
}

/** Several siblings without a wrapping element (children given one by one need no keys). */
export function fragment(...children: ReactNode[]): ReactElement {
  return createElement(Fragment, null, ...children);
}

/** A whole page: the doctype, then the <html> element rendered to static markup (no hydration). */
export function renderPage(page: ReactElement): string {
  return `<!doctype html>\n${renderToStaticMarkup(page)}`;
}
