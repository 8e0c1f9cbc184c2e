/**
 * A component whose code is loaded, and whose prerendered markup is hydrated, only
 * when it comes near the viewport: the pattern of an "island" hydrated on visible.
 * For below-the-fold widgets whose library a visitor who never scrolls there should
 * not download (the home page's technology tabs and Radix Tabs, 9 KB brotli).
 *
 * How: the component is a React.lazy whose loader first waits for the wrapper to
 * come within 400 px of the viewport (or for focus to enter it). During hydration,
 * React keeps a suspended boundary's prerendered HTML as it is (visible, readable,
 * links working) and hydrates it when the code arrives. At build time the loader
 * does not wait, and entry.server.tsx waits for all content, so the HTML is complete.
 * After a client navigation there is no prerendered HTML to keep: it loads at once.
 */
import { type ComponentType, Suspense, lazy, useEffect, useId, useRef, useState } from 'react';

/** Resolves when the element is near the viewport or focus enters it; `stop` gives up (unmount). */
function whenNear(id: string, stopped: { stop?: () => void }): Promise<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  // Prerendered HTML to keep exists only while hydrating; after a client navigation the
  // wrapper is not in the document yet (this runs while rendering it): load at once. Not
  // root.tsx's "hydrated" mark: React hydrates Suspense boundaries after the rest has
  // committed, so that mark is already set when this first runs.
  const element = document.querySelector(`[data-hydrate-when-visible="${CSS.escape(id)}"]`);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: '400px 0px' },
    );
    function done() {
      observer.disconnect();
      element?.removeEventListener('focusin', done);
      resolve();
    }
    observer.observe(element);
    element.addEventListener('focusin', done);
    stopped.stop = () => {
      observer.disconnect();
      element.removeEventListener('focusin', done);
    };
  });
}

/** Wraps `load` (a dynamic import of the component) as a component that hydrates when visible. */
export function hydrateWhenVisible<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  function HydrateWhenVisible(props: Props) {
    const id = useId();
    const stopped = useRef<{ stop?: () => void }>({});
    // One lazy component per mount: a remount after a client navigation loads at once.
    const [Deferred] = useState(() =>
      lazy(async () => {
        await whenNear(id, stopped.current);
        return { default: await load() };
      }),
    );
    useEffect(() => () => stopped.current.stop?.(), []);
    return (
      <div data-hydrate-when-visible={id}>
        <Suspense fallback={null}>
          <Deferred {...props} />
        </Suspense>
      </div>
    );
  }
  return HydrateWhenVisible;
}
