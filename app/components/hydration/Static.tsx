/**
 * A stretch of a page that never changes after it is painted, kept out of hydration.
 *
 * Prerendered, it is its children's HTML inside a `<div data-static>` (styled
 * `display: contents`, so it adds no box). On the document's first hydration it adopts
 * that HTML as it is: the wrapper is rendered with `dangerouslySetInnerHTML` set to the
 * wrapper's own current `innerHTML`, read from the DOM. React then treats the content as
 * markup it does not own: it attaches itself to the wrapper only, never creates fibers
 * for what is inside, never compares it (the HTML is identical, so there is nothing to
 * report) and never runs the children's components. On a client navigation (the route
 * is mounted afresh per path, see `App` in root.tsx) the same component renders its
 * children like any other, so the page's data reaches it through the loader as usual.
 *
 * Its children's code can stay out of the page's first load too: a route imports them
 * with `lazy(() => import('./home.static.tsx').then((m) => ({ default: m.HomeIntro })))`.
 * A full load never renders them, so never fetches that module; a client navigation
 * renders them inside React Router's transition, which keeps the previous page on
 * screen until the module has arrived (no fallback flashes).
 *
 * What a static stretch gives up: React event handlers inside it (there are none: the
 * parts a visitor operates are hydrated) and `<Link>`'s client navigation, which
 * `useStaticLinkNavigation` (root.tsx) restores for links inside `[data-static]`.
 */
import { Component, type ReactNode, useId, useState } from 'react';
import { useIsHydrating } from './useIsHydrating.ts';

/** The attribute marking a static stretch; the link navigation and the tests key on it. */
export const STATIC_ATTRIBUTE = 'data-static';

/** The server HTML of the stretch whose wrapper carries `id`, when this render hydrates it. */
function adoptedHtml(id: string, hydrating: boolean): string | null {
  if (!hydrating || typeof document === 'undefined') return null;
  return document.querySelector(`[${STATIC_ATTRIBUTE}="${id}"]`)?.innerHTML ?? null;
}

/**
 * The adopted HTML, held by a guarantee rather than by identity: a component whose
 * shouldComponentUpdate answers false is never rendered again while mounted, whatever
 * its parent does (as Astro's React integration holds its static HTML), so no change in
 * how a React version compares `dangerouslySetInnerHTML` can touch what is inside.
 */
export class FrozenHtml extends Component<{ id: string; html: string }> {
  override shouldComponentUpdate(): boolean {
    return false;
  }
  override render() {
    return <div {...{ [STATIC_ATTRIBUTE]: this.props.id }} dangerouslySetInnerHTML={{ __html: this.props.html }} />;
  }
}

export function Static({ children }: { children: ReactNode }) {
  // useId gives the same id on the server and in the hydration that follows (same tree).
  const id = useId();
  const hydrating = useIsHydrating();
  // Read once, when mounted: after hydration (React renders once more with the client
  // snapshot) the wrapper keeps the adopted HTML for as long as it is mounted.
  const [html] = useState(() => adoptedHtml(id, hydrating));
  if (html !== null) return <FrozenHtml id={id} html={html} />;
  return <div {...{ [STATIC_ATTRIBUTE]: id }}>{children}</div>;
}
