/**
 * A carousel's settings made into Embla's options and plugins (autoplay, fade), and
 * the visitor's reduced-motion preference they depend on (read in the browser only,
 * and followed).
 */
import Autoplay from 'embla-carousel-autoplay';
import Fade from 'embla-carousel-fade';
import useEmblaCarousel from 'embla-carousel-react';
import type { EmblaPluginType } from 'embla-carousel';
import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import {
  perViewStyle,
  toAutoplayOptions,
  toConfig,
  toEmblaOptions,
  toFadeOptions,
  type CarouselSettings,
} from './carousel-options.ts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const motion = window.matchMedia(REDUCED_MOTION);
    const apply = () => setReduced(motion.matches);
    apply();
    motion.addEventListener('change', apply);
    return () => motion.removeEventListener('change', apply);
  }, []);
  return reduced;
}

export function useEmblaSetup(settings: CarouselSettings, gap: number, reducedMotion: boolean) {
  const { autoplay, loop, fade, align, slidesPerView, navSpeedMs } = settings;
  // Presets are module constants, so these dependencies keep their identity between renders.
  const config = useMemo(
    () =>
      toConfig({
        ...(autoplay === undefined ? {} : { autoplay }),
        ...(loop === undefined ? {} : { loop }),
        ...(fade === undefined ? {} : { fade }),
        ...(align === undefined ? {} : { align }),
        ...(slidesPerView === undefined ? {} : { slidesPerView }),
        ...(navSpeedMs === undefined ? {} : { navSpeedMs }),
      }),
    [autoplay, loop, fade, align, slidesPerView, navSpeedMs],
  );
  const style = useMemo(() => {
    const vars: Record<string, string | number> = { '--carousel-gap': `${gap}px` };
    for (const pair of perViewStyle(config.perView).split('; ')) {
      const [name, value] = pair.split(': ');
      if (name && value) vars[name] = Number(value);
    }
    return vars as CSSProperties;
  }, [config, gap]);

  const options = useMemo(() => toEmblaOptions(config, reducedMotion), [config, reducedMotion]);
  const plugins = useMemo(() => {
    const list: EmblaPluginType[] = [];
    const autoplayOptions = toAutoplayOptions(config, reducedMotion);
    if (autoplayOptions) list.push(Autoplay(autoplayOptions));
    const fadeOptions = toFadeOptions(config);
    if (fadeOptions) list.push(Fade(fadeOptions));
    return list;
  }, [config, reducedMotion]);
  const [viewportRef, api] = useEmblaCarousel(options, plugins);
  return { config, style, viewportRef, api };
}
