/**
 * Whether React is hydrating the prerendered document: true from the moment this module
 * is evaluated (it is evaluated before the first render, on the client) until the root
 * layout's first effect, which runs once the hydration has been committed. Static
 * (Static.tsx) reads it to decide whether to adopt the server HTML or render its children.
 */
let hydrating = true;

export const isHydrating = (): boolean => hydrating;

/** Called by the root layout's first effect: every later render is a client render. */
export function hydrationCommitted(): void {
  hydrating = false;
}
