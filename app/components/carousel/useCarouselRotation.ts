/**
 * Whether a carousel rotates (WCAG 2.2.2), derived in one place (shouldRotate) from
 * React state: the visitor's Pause/Play choice (none yet: paused under
 * prefers-reduced-motion, playing otherwise) and what holds the rotation now (a
 * hovering mouse, a pointer down, keyboard focus inside, a hidden tab, a modal
 * dialog over the page, the carousel far from the viewport). An effect hands the
 * result to Embla's autoplay plugin.
 */
import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useState } from 'react';
import { isPageCovered, onPageCoverChange } from '../../lib/page-cover.ts';
import { shouldRotate } from './carousel-options.ts';

interface Holds {
  hovered: boolean;
  focusWithin: boolean;
  pointerDown: boolean;
  documentHidden: boolean;
  covered: boolean;
}
const NO_HOLDS: Holds = {
  hovered: false,
  focusWithin: false,
  pointerDown: false,
  documentHidden: false,
  covered: false,
};

/** Sets one hold on or off. */
export type Hold = (name: keyof Holds, on: boolean) => void;

/**
 * @param api Embla, once it is set up
 * @param rotates the settings ask for autoplay
 * @param snapCount positions the slides can take (rotation needs two or more)
 * @param reducedMotion the visitor prefers reduced motion
 * @param nearViewport the carousel is on screen or near it
 */
export function useCarouselRotation(
  api: EmblaCarouselType | undefined,
  rotates: boolean,
  snapCount: number,
  reducedMotion: boolean,
  nearViewport: boolean,
) {
  /** The visitor's last Pause/Play choice (a move of theirs is Pause), and the motion setting it was made under. */
  const [choice, setChoice] = useState<{ paused: boolean; underReducedMotion: boolean } | null>(null);
  const [holds, setHolds] = useState<Holds>(NO_HOLDS);
  const hold = useCallback<Hold>(
    (name, on) => setHolds((current) => (current[name] === on ? current : { ...current, [name]: on })),
    [],
  );

  // Reduced motion turned on pauses whatever was chosen before; a choice made under it holds.
  const userPaused =
    choice === null ? reducedMotion : reducedMotion && !choice.underReducedMotion ? true : choice.paused;
  const canRotate = rotates && snapCount > 1;
  // Scrolled far away, it holds; back near, it goes on from where it was.
  const rotating = shouldRotate({ canRotate, userPaused, ...holds, offscreen: !nearViewport });

  const applyToPlugin = useEffectEvent(() => {
    const plugin = api?.plugins().autoplay;
    if (!plugin || !canRotate) return;
    // Under reduced motion a rotation jumps instead of sliding.
    if (rotating && !plugin.isPlaying()) plugin.play(reducedMotion);
    else if (!rotating && plugin.isPlaying()) plugin.stop();
  });
  // In the commit that shows the new state, so the plugin's timer starts with it.
  useLayoutEffect(() => applyToPlugin(), [api, canRotate, rotating, reducedMotion]);

  // The plugin restarts itself when the tab becomes visible again; our state has the last word.
  useEffect(() => {
    if (!api) return;
    const reassert = () => queueMicrotask(applyToPlugin);
    api.on('autoplay:play', reassert);
    return () => void api.off('autoplay:play', reassert);
  }, [api]);

  // Holds from outside the carousel: a hidden tab, a modal dialog over the page.
  useEffect(() => {
    if (!api) return;
    const onVisibility = () => hold('documentHidden', document.visibilityState === 'hidden');
    const onCover = () => hold('covered', isPageCovered());
    onVisibility();
    onCover();
    document.addEventListener('visibilitychange', onVisibility);
    const stopCoverUpdates = onPageCoverChange(onCover);
    return () => {
      stopCoverUpdates();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [api, hold]);

  return {
    userPaused,
    rotating,
    hold,
    /** The Pause/Play button. */
    toggle: () => setChoice({ paused: !userPaused, underReducedMotion: reducedMotion }),
    /** A move the visitor made: the rotation stops until Play is pressed (APG). */
    stopForGood: () => setChoice({ paused: true, underReducedMotion: reducedMotion }),
  };
}
