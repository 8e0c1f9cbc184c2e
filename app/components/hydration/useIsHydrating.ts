import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * Whether this render is hydrating server HTML: React asks a store for its server
 * snapshot while it hydrates (the main pass or a Suspense boundary hydrated later) and
 * for its client snapshot in every client render; that is its documented contract.
 * On the server it is true as well (the server snapshot).
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
