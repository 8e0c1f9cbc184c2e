/**
 * A component whose code is loaded, and whose prerendered markup is hydrated, only
 * when it comes near the viewport: the pattern of an "island" hydrated on visible.
 * For below-the-fold widgets whose library a visitor who never scrolls there should
 * not download (the home page's technology tabs and Radix Tabs, 9 KB brotli).
 *
 * How: the component is a React.lazy whose loader first waits for the wrapper to
 * come within 600 px of the viewport, or for focus, a click or a key inside it.
 * During hydration, React keeps a suspended boundary's prerendered HTML as it is
 * (visible, readable, links working) and hydrates it when the code arrives. At build
 * time the loader does not wait, and entry.server.tsx waits for all content, so the
 * HTML is complete. After a client navigation there is no prerendered HTML to keep:
 * it loads at once.
 *
 * A click or a navigation key (arrows, Home, End, Enter, Space) that reaches the
 * prerendered markup before its code has arrived is held (its default prevented,
 * so End does not scroll the page) and replayed on the same element once it is
 * hydrated: React 19 drops events on content it cannot hydrate yet.
 */
import { type ComponentType, Suspense, lazy, useEffect, useId, useRef, useState } from 'react';

const REPLAYED_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Enter', ' ']);

/** The wait of one wrapper: `start` ends it early (an interaction), `stop` abandons it (unmount). */
interface Wait {
  start?: () => void;
  stop?: () => void;
}

/** Resolves when the element is near the viewport or `wait.start()` is called. */
function whenNear(id: string, wait: Wait): Promise<void> {
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
      { rootMargin: '600px 0px' },
    );
    function done() {
      observer.disconnect();
      element?.removeEventListener('focusin', done);
      resolve();
    }
    observer.observe(element);
    element.addEventListener('focusin', done);
    wait.start = done;
    wait.stop = () => {
      observer.disconnect();
      element.removeEventListener('focusin', done);
    };
  });
}

/** Runs `onHydrated` once the boundary it sits in has hydrated (its effects run then). */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/** Replays a held event on its element, now that React listens there. */
function replay(event: Event) {
  // A click may land on an icon (SVG) inside the button: replay it on the HTML element.
  let target = event.target instanceof Element ? event.target : null;
  while (target && !(target instanceof HTMLElement)) target = target.parentElement;
  if (!(target instanceof HTMLElement) || !target.isConnected) return;
  if (event instanceof KeyboardEvent) {
    const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
    target.dispatchEvent(
      new KeyboardEvent('keydown', { key, code, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true }),
    );
  } else {
    target.click();
  }
}

/**
 * Wraps `load` (a dynamic import of the component) as a component that hydrates when
 * visible. Its styles need nothing from here: the site has one stylesheet
 * (vite.config.ts), which holds the CSS of lazily imported modules too, so the
 * prerendered markup is styled from the first paint.
 */
export function hydrateWhenVisible<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  function HydrateWhenVisible(props: Props) {
    const id = useId();
    const wrapper = useRef<HTMLDivElement>(null);
    const [wait] = useState<Wait>(() => ({}));
    const hydrated = useRef(false);
    const held = useRef<Event[]>([]);
    // One lazy component per mount: a remount after a client navigation loads at once.
    const [Deferred] = useState(() =>
      lazy(async () => {
        await whenNear(id, wait);
        return { default: await load() };
      }),
    );
    // No state of this wrapper changes while its boundary waits: an update would make React
    // give up the prerendered HTML. Listening is done on the DOM, in refs.
    useEffect(() => {
      const element = wrapper.current;
      if (!element) return;
      const hold = (event: Event) => {
        if (hydrated.current || !(event.target instanceof Node) || !element.contains(event.target)) return;
        if (event instanceof KeyboardEvent && !REPLAYED_KEYS.has(event.key)) return;
        event.preventDefault();
        event.stopPropagation();
        held.current.push(event);
        wait.start?.();
      };
      // On window, in the capture phase: before React's own listener on the document, which
      // stops an event aimed at content it cannot hydrate yet.
      window.addEventListener('click', hold, true);
      window.addEventListener('keydown', hold, true);
      return () => {
        window.removeEventListener('click', hold, true);
        window.removeEventListener('keydown', hold, true);
        wait.stop?.();
      };
    }, [wait]);
    const [onHydrated] = useState(() => () => {
      hydrated.current = true;
      for (const event of held.current.splice(0)) replay(event);
    });
    return (
      <div data-hydrate-when-visible={id} ref={wrapper}>
        <Suspense fallback={null}>
          <Deferred {...props} />
          <Hydrated onHydrated={onHydrated} />
        </Suspense>
      </div>
    );
  }
  return HydrateWhenVisible;
}
