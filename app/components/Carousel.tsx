/**
 * The site's one carousel (spec.md section 9), on Embla Carousel with its autoplay and
 * fade plugins. Pass slides as children (each a <CarouselSlide>, or any element, which
 * is then wrapped in one) and the settings as props, usually by spreading a preset:
 *
 *   <Carousel {...carouselPresets.testimonials} id="testimonials" label="What our clients say">
 *     {items.map((item) => <CarouselSlide key={item.id}>…</CarouselSlide>)}
 *   </Carousel>
 *
 * Markup follows the W3C APG carousel pattern: a labelled region with
 * aria-roledescription="carousel", the rotation (pause/play) control first, then
 * previous/next, the slides ("N of M" groups; aria-live off while rotating, polite
 * otherwise) and the dots.
 *
 * Rotation (WCAG 2.2.2): it runs only while nothing holds it (shouldRotate): it pauses
 * while a mouse hovers the slides, while a finger or pen is down on them, while keyboard
 * focus is inside (except on the pause/play button), while the tab is hidden and while a
 * modal dialog covers the page (app/lib/page-cover.ts). It stops until Play is pressed
 * after Pause, previous/next, a dot or the arrow keys, and never starts by itself under
 * prefers-reduced-motion. Slides out of view are aria-hidden and inert, so their links
 * cannot be tabbed to.
 *
 * The prerendered markup is the no-JavaScript fallback (a horizontally scrollable,
 * snapping list, controls hidden); everything that depends on the browser happens in
 * effects, so hydration sees the same markup as the build.
 */
import Autoplay from 'embla-carousel-autoplay';
import Fade from 'embla-carousel-fade';
import useEmblaCarousel from 'embla-carousel-react';
import type { EmblaCarouselType, EmblaPluginType } from 'embla-carousel';
import { ChevronLeft, ChevronRight, Pause, Play } from './ui-icons.tsx';
import { isPageCovered, onPageCoverChange } from '../lib/page-cover.ts';
import {
  Children,
  isValidElement,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  DEFAULTS,
  fillLabel,
  inViewIndexes,
  isDragGesture,
  isValidCarouselId,
  perViewStyle,
  shouldRotate,
  slugify,
  toAutoplayOptions,
  toConfig,
  toEmblaOptions,
  toFadeOptions,
  type CarouselSettings,
} from './carousel-options.ts';
import { CarouselSlide, type CarouselSlideProps } from './CarouselSlide.tsx';
import styles from './Carousel.module.css';

export interface CarouselProps extends CarouselSettings {
  /** Accessible name of the carousel region, e.g. "Client testimonials". Required. */
  label: string;
  /** Element id (also the hook for tests); defaults to a slug of the label. */
  id?: string | undefined;
  /** Label of the focusable slide area that arrow keys operate; default "Slides". */
  slidesLabel?: string;
  /** Rotation control labels; defaults "Pause slides" and "Play slides". */
  pauseLabel?: string;
  playLabel?: string;
  /** Dot button label, {n} = position; default "Go to slide {n}". */
  dotLabel?: string;
  /** Slide label, {n} = position, {m} = count; default "{n} of {m}". */
  slideLabel?: string;
  /**
   * The pause/play and previous/next buttons come first (the APG order), either as a "bar"
   * above the slides (default) or, from tablet width up, as an "overlay" in the top end
   * corner of the slides (full-width hero or portfolio slides; a bar on phones, so the
   * buttons never sit on a slide's headline).
   */
  controls?: 'bar' | 'overlay';
  className?: string | undefined;
  children: ReactNode;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const EDITABLE = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

interface Holds {
  hovered: boolean;
  focusWithin: boolean;
  pointerDown: boolean;
  documentHidden: boolean;
  covered: boolean;
}

interface Gesture {
  id: number;
  type: string;
  startX: number;
  startTime: number;
  distance: number;
}

function isSlide(node: ReactNode): node is ReactElement<CarouselSlideProps> {
  return isValidElement(node) && node.type === CarouselSlide;
}

export function Carousel({
  label,
  id: idProp,
  dots = DEFAULTS.dots,
  arrows = DEFAULTS.arrows,
  gap = DEFAULTS.gap,
  prevLabel = DEFAULTS.prevLabel,
  nextLabel = DEFAULTS.nextLabel,
  slidesLabel = 'Slides',
  pauseLabel = 'Pause slides',
  playLabel = 'Play slides',
  dotLabel = 'Go to slide {n}',
  slideLabel = '{n} of {m}',
  controls = 'bar',
  className,
  children,
  autoplay,
  loop,
  fade,
  align,
  slidesPerView,
  navSpeedMs,
}: CarouselProps) {
  if (!label.trim()) throw new Error('<Carousel> needs a non-empty label (its accessible name).');
  const id = idProp ?? `carousel-${slugify(label)}`;
  if (!isValidCarouselId(id))
    throw new Error(`<Carousel id="${id}">: use a letter followed by letters, digits, - or _.`);
  if (!Number.isFinite(gap) || gap < 0) throw new Error(`<Carousel id="${id}">: gap must be ≥ 0 px.`);

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
  const rotates = config.autoplay !== false;
  const slidesId = `${id}-slides`;
  const style = useMemo(() => {
    const vars: Record<string, string | number> = { '--carousel-gap': `${gap}px` };
    for (const pair of perViewStyle(config.perView).split('; ')) {
      const [name, value] = pair.split(': ');
      if (name && value) vars[name] = Number(value);
    }
    return vars as CSSProperties;
  }, [config, gap]);

  // Browser-only state: starts as in the prerendered markup and changes in effects.
  const [reducedMotion, setReducedMotion] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const [rotating, setRotating] = useState(false);
  const [snapCount, setSnapCount] = useState(0);
  const [selected, setSelected] = useState(0);
  const [canPrev, setCanPrev] = useState(true);
  const [canNext, setCanNext] = useState(true);

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

  const rootRef = useRef<HTMLDivElement>(null);
  const viewportEl = useRef<HTMLDivElement | null>(null);
  const rotationRef = useRef<HTMLButtonElement>(null);
  const holds = useRef<Holds>({
    hovered: false,
    focusWithin: false,
    pointerDown: false,
    documentHidden: false,
    covered: false,
  });
  const userPausedRef = useRef(false);
  const userChose = useRef(false);
  const reducedRef = useRef(false);
  const gesture = useRef<Gesture | null>(null);
  const swallowClick = useRef(false);
  const slidePadding = useRef<number[]>([]);

  const setViewport = useCallback(
    (node: HTMLDivElement | null) => {
      viewportEl.current = node;
      viewportRef(node);
    },
    [viewportRef],
  );

  const canRotate = useCallback(
    (embla: EmblaCarouselType | undefined) => rotates && (embla?.scrollSnapList().length ?? 0) > 1,
    [rotates],
  );

  /** Plays or stops the autoplay plugin from the one source of truth (shouldRotate). */
  const syncRotation = useCallback(() => {
    if (!api) return;
    const able = canRotate(api);
    const rotate = shouldRotate({ canRotate: able, userPaused: userPausedRef.current, ...holds.current });
    const plugin = api.plugins().autoplay;
    if (plugin && able) {
      if (rotate && !plugin.isPlaying()) plugin.play(reducedRef.current);
      else if (!rotate && plugin.isPlaying()) plugin.stop();
    }
    if (rootRef.current) rootRef.current.dataset['rotating'] = String(rotate);
    setRotating(rotate);
  }, [api, canRotate]);

  const pause = useCallback(
    (paused: boolean) => {
      userPausedRef.current = paused;
      setUserPaused(paused);
      syncRotation();
    },
    [syncRotation],
  );

  /** A user-driven move: rotation stops until Play is pressed (APG). */
  const navigate = useCallback(
    (move: (embla: EmblaCarouselType) => void) => {
      if (!api) return;
      if (rotates) {
        userChose.current = true;
        pause(true);
      }
      move(api);
    },
    [api, rotates, pause],
  );

  /** Slides out of view: aria-hidden and inert (set on the DOM: it changes every frame while moving). */
  const renderVisibility = useCallback(() => {
    const viewport = viewportEl.current;
    if (!api || !viewport) return;
    const slides = api.slideNodes();
    const viewportRect = viewport.getBoundingClientRect();
    const boxes = slides.map((slide, index) => {
      const rect = slide.getBoundingClientRect();
      const padding = slidePadding.current[index] ?? 0;
      const opacity = slide.style.opacity === '' ? 1 : Number(slide.style.opacity);
      return { left: rect.left + padding, right: rect.right, opacity };
    });
    let visible = inViewIndexes(viewportRect, boxes);
    // Not laid out (a hidden panel, a test DOM): fall back to the selected position's slides.
    if (visible.length === 0) visible = api.internalEngine().slideRegistry[api.selectedScrollSnap()] ?? [0];
    const shown = new Set(visible);

    // Never strand keyboard focus inside a slide that is about to become inert.
    const active = document.activeElement;
    const focused = slides.findIndex((slide) => active instanceof Node && slide.contains(active));
    if (focused !== -1 && !shown.has(focused)) viewport.focus({ preventScroll: true });

    slides.forEach((slide, index) => {
      const hidden = !shown.has(index);
      if (slide.inert === hidden && slide.hasAttribute('aria-hidden') === hidden) return;
      if (hidden) slide.setAttribute('aria-hidden', 'true');
      else slide.removeAttribute('aria-hidden');
      slide.inert = hidden;
    });
  }, [api]);

  const renderSelection = useCallback(() => {
    if (!api) return;
    const index = api.selectedScrollSnap();
    // Also on the DOM at once, for anything that reads it in the same task.
    if (rootRef.current) rootRef.current.dataset['selected'] = String(index);
    setSelected(index);
    setCanPrev(api.canScrollPrev());
    setCanNext(api.canScrollNext());
  }, [api]);

  // Reduced motion: read it in the browser only, and follow changes.
  useEffect(() => {
    const motion = window.matchMedia(REDUCED_MOTION);
    const apply = () => {
      reducedRef.current = motion.matches;
      setReducedMotion(motion.matches);
      if (motion.matches) {
        userPausedRef.current = true;
        setUserPaused(true);
      } else if (!userChose.current) {
        userPausedRef.current = false;
        setUserPaused(false);
      }
    };
    apply();
    motion.addEventListener('change', apply);
    return () => motion.removeEventListener('change', apply);
  }, []);

  // Embla is ready (or re-created): wire its events and render the state it reports.
  useEffect(() => {
    if (!api) return;
    const root = rootRef.current;
    const renderAll = () => {
      slidePadding.current = api
        .slideNodes()
        .map((slide) => parseFloat(getComputedStyle(slide).paddingInlineStart) || 0);
      setSnapCount(api.scrollSnapList().length);
      renderSelection();
      renderVisibility();
      syncRotation();
    };
    const onSelect = () => {
      renderSelection();
      // A jump (reduced motion) never emits "scroll"; the fade plugin repositions its
      // slides in its own "select" handler. Measure after both.
      queueMicrotask(renderVisibility);
    };
    // The plugin restarts itself when the tab becomes visible again; our state has the last word.
    const onAutoplayPlay = () => queueMicrotask(syncRotation);
    root?.setAttribute('data-enhanced', '');
    if (viewportEl.current) viewportEl.current.scrollLeft = 0;
    api
      .on('select', onSelect)
      .on('scroll', renderVisibility)
      .on('settle', renderVisibility)
      .on('reInit', renderAll)
      .on('autoplay:play', onAutoplayPlay);
    renderAll();
    return () => {
      api
        .off('select', onSelect)
        .off('scroll', renderVisibility)
        .off('settle', renderVisibility)
        .off('reInit', renderAll)
        .off('autoplay:play', onAutoplayPlay);
    };
  }, [api, renderSelection, renderVisibility, syncRotation]);

  // The user's pause/play choice (or reduced motion) changed: apply it.
  useEffect(() => {
    userPausedRef.current = userPaused;
    syncRotation();
  }, [userPaused, syncRotation]);

  // Holds from outside the carousel: a hidden tab, a modal dialog over the page (the side
  // menu, the gallery), and a pointer released anywhere.
  useEffect(() => {
    if (!api) return;
    holds.current.documentHidden = document.visibilityState === 'hidden';
    holds.current.covered = isPageCovered();
    const onVisibility = () => {
      holds.current.documentHidden = document.visibilityState === 'hidden';
      syncRotation();
    };
    const onCover = () => {
      holds.current.covered = isPageCovered();
      syncRotation();
    };
    const release = (event: PointerEvent) => {
      const current = gesture.current;
      if (!current || current.id !== event.pointerId) return;
      gesture.current = null;
      swallowClick.current =
        event.type === 'pointerup' &&
        current.type !== 'mouse' &&
        isDragGesture({
          pointerType: current.type,
          distancePx: current.distance,
          durationMs: performance.now() - current.startTime,
        });
      holds.current.pointerDown = false;
      syncRotation();
    };
    document.addEventListener('visibilitychange', onVisibility);
    const stopCoverUpdates = onPageCoverChange(onCover);
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', release);
    syncRotation();
    return () => {
      stopCoverUpdates();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', release);
    };
  }, [api, syncRotation]);

  // A lazy image in an off-side slide would load only once it slides in (an empty frame
  // mid-transition): when the carousel comes near the viewport, every slide image loads.
  useEffect(() => {
    const root = rootRef.current;
    if (!root || typeof IntersectionObserver === 'undefined') return;
    const images = [...root.querySelectorAll<HTMLImageElement>('[data-carousel-slide] img[loading="lazy"]')];
    if (images.length === 0) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        for (const image of images) image.loading = 'eager';
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(root);
    return () => observer.disconnect();
  }, []);

  // Removing the component leaves no inert slides behind in a reused DOM (tests, fast refresh).
  useEffect(
    () => () => {
      rootRef.current?.removeAttribute('data-enhanced');
    },
    [],
  );

  const onPointerEnter = (event: ReactPointerEvent) => {
    if (event.pointerType === 'touch') return;
    holds.current.hovered = true;
    syncRotation();
  };
  const onPointerLeave = (event: ReactPointerEvent) => {
    if (event.pointerType === 'touch') return;
    holds.current.hovered = false;
    syncRotation();
  };
  const onPointerDown = (event: ReactPointerEvent) => {
    swallowClick.current = false;
    gesture.current = {
      id: event.pointerId,
      type: event.pointerType,
      startX: event.clientX,
      startTime: performance.now(),
      distance: 0,
    };
    holds.current.pointerDown = true;
    syncRotation();
  };
  const onPointerMove = (event: ReactPointerEvent) => {
    const current = gesture.current;
    if (current && current.id === event.pointerId) {
      current.distance = Math.max(current.distance, Math.abs(event.clientX - current.startX));
    }
  };
  // Embla swallows clicks after more than 3 px; this adds the 300 ms touch rule.
  const onClickCapture = (event: { preventDefault(): void; stopPropagation(): void }) => {
    if (!swallowClick.current) return;
    swallowClick.current = false;
    event.preventDefault();
    event.stopPropagation();
  };

  // Keyboard focus inside pauses (the pause/play button excepted, so pressing it shows its effect).
  const setFocus = (target: EventTarget | null) => {
    const root = rootRef.current;
    const inside = target instanceof Element && !!root?.contains(target);
    let keyboard = inside;
    if (inside) {
      try {
        keyboard = target.matches(':focus-visible');
      } catch {
        keyboard = true;
      }
    }
    holds.current.focusWithin = inside && keyboard && !rotationRef.current?.contains(target as Node);
    syncRotation();
  };
  const onFocus = (event: FocusEvent) => setFocus(event.target);
  const onBlur = (event: FocusEvent) => {
    // Moving within the carousel: the focus event that follows decides.
    if (event.relatedTarget instanceof Node && rootRef.current?.contains(event.relatedTarget)) return;
    setFocus(null);
  };

  // Arrow keys move the slides while focus is anywhere in the carousel but a form field.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.defaultPrevented) return;
    if (event.target instanceof Element && event.target.closest(EDITABLE)) return;
    event.preventDefault();
    navigate((embla) => (event.key === 'ArrowLeft' ? embla.scrollPrev() : embla.scrollNext()));
  };

  const toggleRotation = () => {
    userChose.current = true;
    pause(!userPausedRef.current);
  };

  const items = Children.toArray(children);
  const total = items.length;
  const enhanced = api !== undefined && snapCount > 0;
  const movable = snapCount > 1;
  // Before Embla has measured (prerendered HTML, before hydration), the toolbar of a
  // carousel with several slides keeps its place, invisible, so that its buttons
  // appearing do not push the slides down (a layout shift a phone's visitor sees).
  const pending = !enhanced && total > 1;
  const showRotation = rotates && (pending || (enhanced && movable));
  const showArrows = arrows && (pending || (enhanced && movable));
  const hasToolbar = rotates || arrows;
  const state = rotates ? (userPaused ? 'paused' : 'playing') : 'static';
  const prevDisabled = !config.loop && !canPrev;
  const nextDisabled = !config.loop && !canNext;

  return (
    <div
      ref={rootRef}
      id={id}
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      style={style}
      data-carousel=""
      data-options={JSON.stringify(config)}
      data-state={enhanced ? state : rotates ? 'paused' : 'static'}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <section className={styles.region} aria-roledescription="carousel" aria-label={label}>
        {hasToolbar && (
          <div
            className={`${styles.toolbar} ${controls === 'overlay' ? styles.overlay : ''}`}
            data-carousel-toolbar=""
            data-pending={pending ? '' : undefined}
            hidden={!showRotation && !showArrows}
          >
            {rotates && (
              <button
                ref={rotationRef}
                type="button"
                className={styles.button}
                aria-label={userPaused ? playLabel : pauseLabel}
                aria-controls={slidesId}
                data-carousel-rotation=""
                hidden={!showRotation}
                onClick={toggleRotation}
              >
                {userPaused ? <Play size={20} aria-hidden="true" /> : <Pause size={20} aria-hidden="true" />}
              </button>
            )}
            {arrows && (
              <button
                type="button"
                className={styles.button}
                aria-label={prevLabel}
                aria-controls={slidesId}
                aria-disabled={prevDisabled ? true : undefined}
                data-carousel-prev=""
                hidden={!showArrows}
                onClick={() => {
                  if (!prevDisabled) navigate((embla) => embla.scrollPrev());
                }}
              >
                <ChevronLeft size={22} aria-hidden="true" />
              </button>
            )}
            {arrows && (
              <button
                type="button"
                className={styles.button}
                aria-label={nextLabel}
                aria-controls={slidesId}
                aria-disabled={nextDisabled ? true : undefined}
                data-carousel-next=""
                hidden={!showArrows}
                onClick={() => {
                  if (!nextDisabled) navigate((embla) => embla.scrollNext());
                }}
              >
                <ChevronRight size={22} aria-hidden="true" />
              </button>
            )}
          </div>
        )}
        {/* A focusable group: arrow keys move the slides while it has focus. */}
        <div
          ref={setViewport}
          className={styles.viewport}
          role="group"
          aria-label={slidesLabel}
          tabIndex={0}
          data-carousel-viewport=""
          onPointerEnter={onPointerEnter}
          onPointerLeave={onPointerLeave}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onClickCapture={onClickCapture}
        >
          <div
            className={styles.container}
            id={slidesId}
            aria-live={enhanced ? (rotating ? 'off' : 'polite') : rotates ? 'off' : 'polite'}
            data-carousel-container=""
          >
            {items.map((child, index) => {
              const slide = isSlide(child) ? child.props : null;
              const key = isValidElement(child) && child.key !== null ? child.key : index;
              return (
                <div
                  key={key}
                  className={[styles.slide, slide?.className].filter(Boolean).join(' ')}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={slide?.label ?? fillLabel(slideLabel, index + 1, total)}
                  data-carousel-slide=""
                >
                  {slide ? slide.children : child}
                </div>
              );
            })}
          </div>
        </div>
        {dots && (
          // Before Embla measures the slides, the row keeps its place (empty, one dot high), so
          // the dots appearing do not push the page down (no layout shift); it goes only when
          // the slides turn out not to move.
          <div className={styles.dots} data-carousel-dots="" hidden={enhanced ? !movable : total < 2}>
            {enhanced &&
              movable &&
              Array.from({ length: snapCount }, (_, index) => (
                <button
                  key={index}
                  type="button"
                  className={styles.dot}
                  aria-label={fillLabel(dotLabel, index + 1, snapCount)}
                  aria-controls={slidesId}
                  aria-current={index === selected ? true : undefined}
                  onClick={() => navigate((embla) => embla.scrollTo(index))}
                />
              ))}
          </div>
        )}
      </section>
    </div>
  );
}
