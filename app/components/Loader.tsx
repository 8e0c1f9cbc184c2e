/**
 * The root shell's loading indicator. It is part of the prerendered document, so it
 * covers a full document load for `durationMs` (site settings, or LOADER_DURATION_MS
 * at build time: `npm run bench` sets 0) and then leaves through a CSS animation,
 * which also works with JavaScript off. Hydration renders the same markup, so the
 * running animation is untouched; when it ends, the element is unmounted and never
 * returns: the root layout stays mounted across client navigations.
 */
import { type AnimationEvent, type CSSProperties, useState } from 'react';
import styles from './Loader.module.css';

interface LoaderProps {
  durationMs: number;
  brand: string;
}

export function Loader({ durationMs, brand }: LoaderProps) {
  const [done, setDone] = useState(false);
  if (durationMs <= 0 || done) return null;
  const onAnimationEnd = (event: AnimationEvent<HTMLDivElement>) => {
    // Only the hiding animation of the loader itself, not the dots' pulses.
    if (event.target === event.currentTarget && event.animationName.includes('loader-out')) setDone(true);
  };
  return (
    <div
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
