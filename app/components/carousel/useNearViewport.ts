/**
 * Whether an element is near the viewport (within `margin` of it), from one
 * IntersectionObserver: `near` is now, `reached` stays true once it has been near.
 * Both start false in the browser; where it has no IntersectionObserver they are
 * true, so nothing waits for a report that never comes.
 */
import { useEffect, useState, type RefObject } from 'react';

export interface NearViewport {
  near: boolean;
  reached: boolean;
}

const FAR: NearViewport = { near: false, reached: false };
const ALWAYS_NEAR: NearViewport = { near: true, reached: true };

/**
 * Without an IntersectionObserver (in the prerender too) the hook says "near": nothing
 * rendered depends on it before the effects run.
 */
const observable = () => typeof IntersectionObserver !== 'undefined';

export function useNearViewport(ref: RefObject<Element | null>, margin: string): NearViewport {
  const [state, setState] = useState<NearViewport>(FAR);
  useEffect(() => {
    const element = ref.current;
    if (!element || !observable()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (!entry) return;
        const near = entry.isIntersecting;
        setState((current) =>
          current.near === near && (current.reached || !near) ? current : { near, reached: current.reached || near },
        );
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin]);
  return observable() ? state : ALWAYS_NEAR;
}
