/**
 * A carousel's settings made into Embla's options and plugins (autoplay, fade), the
 * visitor's reduced-motion preference they depend on (read in the browser only, and
 * followed), and the Embla instance itself: created on the viewport it is given (the
 * carousel gives it when it first comes near the viewport), from a chunk fetched at
 * that moment (embla.ts), and re-initialised in place when the options change.
 */
import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel';
import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import {
  perViewStyle,
  toAutoplayOptions,
  toConfig,
  toEmblaOptions,
  toFadeOptions,
  type CarouselSettings,
} from './carousel-options.ts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

type EmblaModule = typeof import('./embla.ts');
let emblaModule: Promise<EmblaModule> | undefined;
/** Embla's chunk, fetched once for the whole document. */
const loadEmbla = () => (emblaModule ??= import('./embla.ts'));

interface EmblaSettings {
  options: EmblaOptionsType;
  autoplay: ReturnType<typeof toAutoplayOptions>;
  fade: ReturnType<typeof toFadeOptions>;
}

function pluginsOf({ Autoplay, Fade }: EmblaModule, { autoplay, fade }: EmblaSettings): EmblaPluginType[] {
  const list: EmblaPluginType[] = [];
  if (autoplay) list.push(Autoplay(autoplay));
  if (fade) list.push(Fade(fade));
  return list;
}

/**
 * What embla-carousel-react's hook does (create on a viewport, destroy on unmount,
 * reInit when the options change), with Embla's code fetched when the first viewport
 * arrives instead of with the page.
 */
function useEmbla(viewport: HTMLElement | null, settings: EmblaSettings): EmblaCarouselType | undefined {
  const [api, setApi] = useState<EmblaCarouselType>();
  const latest = useRef(settings);
  const applied = useRef<EmblaSettings | null>(null);
  useEffect(() => {
    latest.current = settings;
  });
  useEffect(() => {
    if (!viewport) return undefined;
    let live = true;
    let instance: EmblaCarouselType | undefined;
    void loadEmbla().then((embla) => {
      if (!live) return;
      applied.current = latest.current;
      instance = embla.EmblaCarousel(viewport, latest.current.options, pluginsOf(embla, latest.current));
      setApi(instance);
    });
    return () => {
      live = false;
      instance?.destroy();
      setApi(undefined);
    };
  }, [viewport]);
  useEffect(() => {
    if (!api || applied.current === settings) return;
    applied.current = settings;
    void loadEmbla().then((embla) => api.reInit(settings.options, pluginsOf(embla, settings)));
  }, [api, settings]);
  return api;
}

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

export function useEmblaSetup(
  settings: CarouselSettings,
  gap: number,
  reducedMotion: boolean,
  viewport: HTMLElement | null,
) {
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

  const emblaSettings = useMemo(
    () => ({
      options: toEmblaOptions(config, reducedMotion),
      autoplay: toAutoplayOptions(config, reducedMotion),
      fade: toFadeOptions(config),
    }),
    [config, reducedMotion],
  );
  const api = useEmbla(viewport, emblaSettings);
  return { config, style, api };
}
