/**
 * A stretch of a long prerendered page that React hydrates in a pass of its own.
 * In a concurrent root, React leaves a Suspense boundary it finds in the server HTML
 * as it is, commits the rest, then hydrates each boundary in its own render and commit
 * (at offscreen priority: the HTML already shows the right content). The page's
 * hydration becomes several short tasks instead of one long one, whose commit ran
 * every carousel's setup at once (Total Blocking Time on the home page). A click or
 * key in a slice not yet hydrated makes React hydrate it first and replay the event.
 * Nothing inside suspends, so the fallback never shows.
 */
import { type ReactNode, Suspense } from 'react';

export function HydrationSlice({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
