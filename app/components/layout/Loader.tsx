/**
 * The root shell's loading indicator. It is part of the prerendered document, so it
 * covers a visitor's first full load in a tab for `durationMs` (site settings, or
 * LOADER_DURATION_MS at build time: `npm run bench` sets 0), leaving through a CSS fade
 * that ends when that time is over, which also works with JavaScript off. Hydration
 * renders the same markup, so the running animation is untouched; when it ends, the
 * element is unmounted and never returns: the root layout stays mounted across client
 * navigations.
 *
 * Later full loads in the same tab (a reload, an article opened from a search) and
 * visitors who ask for reduced motion do not see it at all: LoaderSkipScript, in the
 * head, marks <html> before the body is parsed, so the loader is hidden from the first
 * frame instead of flashing.
 */
import { type AnimationEvent, type CSSProperties, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import styles from './Loader.module.css';

/** The tab has shown the loader once (sessionStorage: one tab, until it is closed). */
export const SEEN_KEY = 'nexaweave-loader-seen';
/** The mark on <html> that Loader.module.css hides the loader by. */
const SKIP_VALUE = 'skip';

/**
 * Runs in the head before the body exists, so it is plain ES5 without imports. Storage
 * can throw (blocked cookies, some private modes): then the loader shows, as it did
 * before this rule. The CSP allows it by its hash, like every inline script of a page.
 */
export const LOADER_SKIP_SCRIPT =
  `try{if(matchMedia('(prefers-reduced-motion: reduce)').matches||sessionStorage.getItem('${SEEN_KEY}'))` +
  `document.documentElement.setAttribute('data-loader','${SKIP_VALUE}');` +
  `else sessionStorage.setItem('${SEEN_KEY}','1')}catch(e){}`;

/** The head script that decides, before the first paint, whether this load shows the loader. */
export function LoaderSkipScript({ durationMs }: { durationMs: number }) {
  if (durationMs <= 0) return null;
  return <script dangerouslySetInnerHTML={{ __html: LOADER_SKIP_SCRIPT }} />;
}

interface LoaderProps {
  durationMs: number;
  brand: string;
}

const noSubscription = () => () => undefined;
const skippedInThisDocument = () => document.documentElement.getAttribute('data-loader') === SKIP_VALUE;
const notSkippedWhenPrerendered = () => false;
/** The hiding animation, under the name CSS modules give its keyframes. */
const isHiding = (animationName: string) => animationName.includes('loader-out');

export function Loader({ durationMs, brand }: LoaderProps) {
  const [done, setDone] = useState(false);
  // The prerendered markup always has the loader; a skipped one (never shown, so it
  // never animates and never ends) is unmounted once hydration has read the mark.
  const skipped = useSyncExternalStore(noSubscription, skippedInThisDocument, notSkippedWhenPrerendered);
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Hydration can come after the animation has ended (a slow device, a busy machine):
    // its animationend was missed, but the finished animation is still there to ask.
    const hiding = element.current
      ?.getAnimations()
      .find((animation) => animation instanceof CSSAnimation && isHiding(animation.animationName));
    if (!hiding) return undefined;
    let mounted = true;
    hiding.finished.then(
      () => mounted && setDone(true),
      // Cancelled (the element was hidden another way): nothing to wait for.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);
  if (durationMs <= 0 || done || skipped) return null;
  const onAnimationEnd = (event: AnimationEvent<HTMLDivElement>) => {
    // Only the hiding animation of the loader itself, not the dots' pulses.
    if (event.target === event.currentTarget && isHiding(event.animationName)) setDone(true);
  };
  return (
    <div
      ref={element}
      className={styles.loader}
      data-site-loader=""
      style={{ '--loader-duration': `${durationMs}ms` } as CSSProperties}
      onAnimationEnd={onAnimationEnd}
    >
      <div className={styles.mark} aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
      <p className={styles.text} role="status">
        Loading {brand}…
      </p>
    </div>
  );
}
