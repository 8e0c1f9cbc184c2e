/**
 * Pure option mapping for the site's one carousel (Carousel.tsx). Nothing here
 * touches the DOM, so it runs in the prerender (to render the markup and the
 * per-instance style) and in the browser (to create Embla), and is unit-tested.
 */
import type { EmblaOptionsType } from 'embla-carousel';
import type { AutoplayOptionsType } from 'embla-carousel-autoplay';
import type { FadeOptionsType } from 'embla-carousel-fade';

export type CarouselAlign = 'start' | 'center';

/** Slides visible at once: one number, or min-width in px → count, e.g. `{ 0: 2, 600: 3 }`. */
export type SlidesPerView = number | Readonly<Record<number, number>>;

/** The per-instance settings a page (or a preset) gives <Carousel>, besides label and id. */
export interface CarouselSettings {
  /** Autoplay delay in ms, or false for no rotation. */
  autoplay?: number | false;
  loop?: boolean;
  /** Cross-fade instead of sliding; only applies where one slide is shown at a time. */
  fade?: boolean;
  dots?: boolean;
  arrows?: boolean;
  align?: CarouselAlign;
  slidesPerView?: SlidesPerView;
  /** Space between slides in CSS px. */
  gap?: number;
  /** How long a button-, key- or autoplay-triggered transition takes, in ms. */
  navSpeedMs?: number;
  prevLabel?: string;
  nextLabel?: string;
}

/** One step of the slides-per-view ladder: from `minWidth` px up, `count` slides are shown. */
export interface PerViewStep {
  minWidth: number;
  count: number;
}

/** The normalised settings of one carousel instance (also serialisable as JSON). */
export interface CarouselConfig {
  autoplay: number | false;
  loop: boolean;
  fade: boolean;
  align: CarouselAlign;
  navSpeedMs: number;
  perView: PerViewStep[];
}

/**
 * Spec section 9: "drag threshold 3 px and 300 ms". The 3 px is Embla's `dragThreshold`:
 * a press that moves more than 3 px is a drag and its click is swallowed.
 */
export const DRAG_THRESHOLD_PX = 3;
/**
 * The 300 ms has no Embla option (Embla decides drag versus tap by distance only). The
 * original (Owl Carousel) also counted a press held longer than 300 ms as a drag. We keep
 * that for touch and pen gestures that moved at all, so a slow swipe of 1–3 px does not
 * open a link in a slide, while a still, slow tap (motor impairments, careful users) still
 * activates it. Mouse and keyboard clicks are never swallowed by time. See isDragGesture().
 */
export const TOUCH_GESTURE_MS = 300;

/** Embla's own default `duration` (25) settles in about 700 ms; see durationFromMs(). */
export const DEFAULT_NAV_SPEED_MS = 700;

export const DEFAULTS = {
  autoplay: false,
  loop: false,
  fade: false,
  dots: false,
  arrows: true,
  align: 'start',
  slidesPerView: 1,
  gap: 0,
  navSpeedMs: DEFAULT_NAV_SPEED_MS,
  prevLabel: 'Previous',
  nextLabel: 'Next',
} as const satisfies Required<CarouselSettings>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isPositiveNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * Turns `slidesPerView` into an ascending ladder that always starts at 0 px (below the
 * smallest given breakpoint one slide is shown). Throws on nonsense so a page with a
 * typo fails the build instead of rendering a broken slider.
 */
export function normalizeSlidesPerView(slidesPerView: SlidesPerView | undefined): PerViewStep[] {
  if (slidesPerView === undefined) return [{ minWidth: 0, count: 1 }];
  if (typeof slidesPerView === 'number') {
    if (!isPositiveNumber(slidesPerView)) throw new RangeError(`slidesPerView must be > 0, got ${slidesPerView}`);
    return [{ minWidth: 0, count: slidesPerView }];
  }
  const steps = Object.entries(slidesPerView).map(([width, count]) => {
    const minWidth = Number(width);
    if (!Number.isFinite(minWidth) || minWidth < 0)
      throw new RangeError(`slidesPerView breakpoint "${width}" is not a width in px`);
    if (!isPositiveNumber(count)) throw new RangeError(`slidesPerView[${width}] must be > 0, got ${String(count)}`);
    return { minWidth, count };
  });
  if (steps.length === 0) return [{ minWidth: 0, count: 1 }];
  steps.sort((a, b) => a.minWidth - b.minWidth);
  if ((steps[0]?.minWidth ?? 0) > 0) steps.unshift({ minWidth: 0, count: 1 });
  return steps;
}

/** `min-width` media query for a step; null for the 0 px base step. */
export function mediaQueryFor(minWidth: number): string | null {
  return minWidth > 0 ? `(min-width: ${minWidth}px)` : null;
}

export function isValidCarouselId(id: string): boolean {
  return /^[A-Za-z][\w-]*$/.test(id);
}

/** "Clients we work with" → "clients-we-work-with": a default id from the label. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'carousel';
}

/**
 * Slide sizing without any script or generated stylesheet: an instance's style attribute
 * carries one custom property per breakpoint (`--carousel-pv-600: 3`), and the static CSS
 * of Carousel.module.css has one min-width media query per supported breakpoint that picks the
 * nearest defined value at or below it through var() fallbacks (perViewStaticCss()).
 * Media queries cannot take variables, so breakpoints come from this list.
 */
export const PER_VIEW_BREAKPOINTS = [360, 480, 600, 640, 768, 990, 1000, 1024, 1200, 1440] as const;

const perViewVar = (minWidth: number) => `--carousel-pv-${minWidth}`;

/** The style attribute part for an instance's ladder, e.g. "--carousel-pv-0: 2; --carousel-pv-600: 3". */
export function perViewStyle(steps: readonly PerViewStep[]): string {
  const supported: readonly number[] = PER_VIEW_BREAKPOINTS;
  return steps
    .map(({ minWidth, count }) => {
      if (minWidth !== 0 && !supported.includes(minWidth)) {
        throw new RangeError(
          `slidesPerView breakpoint ${minWidth} px is not supported; use 0 or one of ${supported.join(', ')}`,
        );
      }
      return `${perViewVar(minWidth)}: ${count}`;
    })
    .join('; ');
}

/**
 * The static rules Carousel.module.css must contain (a unit test compares them). One ladder,
 * each rung the instance's value at that breakpoint or else the rung below
 * (`--carousel-pv-at-600: var(--carousel-pv-600, var(--carousel-pv-at-480))`, 1 at the
 * bottom), and at each breakpoint a min-width query that takes its rung: the value of the
 * largest defined breakpoint not above the width, else 1.
 */
export function perViewStaticCss(): string[] {
  const rung = (width: number) => `--carousel-pv-at-${width}`;
  const ladder = PER_VIEW_BREAKPOINTS.map(
    (width, index) =>
      `${rung(width)}: var(${perViewVar(width)}, var(${rung([0, ...PER_VIEW_BREAKPOINTS][index] ?? 0)}));`,
  );
  const rules = [
    `.carousel { ${rung(0)}: var(${perViewVar(0)}, 1); ${ladder.join(' ')} --carousel-per-view: var(${rung(0)}); }`,
  ];
  for (const width of PER_VIEW_BREAKPOINTS)
    rules.push(`@media (min-width: ${width}px) { .carousel { --carousel-per-view: var(${rung(width)}); } }`);
  return rules;
}

/**
 * Embla's `duration` is not in ms: each 60 Hz frame the scroll velocity gains
 * distance / duration and is damped by a friction of 0.68, a linear spring. Simulating
 * it, the time until a move is within 1 % of its target is about 480 ms at 20, 700 ms at
 * 25 (Embla's default), 1270 ms at 40 and 2000 ms at 60, close to 37 ms per step above 20.
 * Below 20 the spring overshoots, and Embla recommends 20–60, so the result is clamped
 * there; 0 ms means an instant jump (duration 0).
 */
export function durationFromMs(ms: number): number {
  if (!Number.isFinite(ms) || ms <= 0) return 0;
  return Math.min(60, Math.max(20, Math.round(25 + (ms - DEFAULT_NAV_SPEED_MS) / 37)));
}

/** Props (or a preset) → the config serialised into `data-options`. */
export function toConfig(settings: CarouselSettings): CarouselConfig {
  const autoplay = settings.autoplay ?? DEFAULTS.autoplay;
  if (autoplay !== false && !isPositiveNumber(autoplay))
    throw new RangeError(`autoplay must be a delay in ms or false, got ${String(autoplay)}`);
  const navSpeedMs = settings.navSpeedMs ?? DEFAULTS.navSpeedMs;
  if (!Number.isFinite(navSpeedMs) || navSpeedMs < 0) throw new RangeError(`navSpeedMs must be ≥ 0, got ${navSpeedMs}`);
  return {
    autoplay,
    loop: settings.loop ?? DEFAULTS.loop,
    fade: settings.fade ?? DEFAULTS.fade,
    align: settings.align ?? DEFAULTS.align,
    navSpeedMs,
    perView: normalizeSlidesPerView(settings.slidesPerView),
  };
}

/**
 * The browser side of `data-options`: tolerant of a missing or damaged attribute (the
 * carousel then works with the defaults rather than throwing on a live page).
 */
export function parseConfig(json: string | null | undefined): CarouselConfig {
  let raw: unknown;
  try {
    raw = json ? JSON.parse(json) : null;
  } catch {
    raw = null;
  }
  const data = isRecord(raw) ? raw : {};
  const perView = Array.isArray(data['perView'])
    ? data['perView'].filter(
        (step): step is PerViewStep =>
          isRecord(step) &&
          typeof step['minWidth'] === 'number' &&
          Number.isFinite(step['minWidth']) &&
          step['minWidth'] >= 0 &&
          isPositiveNumber(step['count']),
      )
    : [];
  const navSpeedMs = data['navSpeedMs'];
  return {
    autoplay: isPositiveNumber(data['autoplay']) ? data['autoplay'] : false,
    loop: data['loop'] === true,
    fade: data['fade'] === true,
    align: data['align'] === 'center' ? 'center' : 'start',
    navSpeedMs:
      typeof navSpeedMs === 'number' && Number.isFinite(navSpeedMs) && navSpeedMs >= 0
        ? navSpeedMs
        : DEFAULT_NAV_SPEED_MS,
    perView: perView.length
      ? normalizeSlidesPerView(Object.fromEntries(perView.map((step) => [step.minWidth, step.count])))
      : [{ minWidth: 0, count: 1 }],
  };
}

/** A fade applies only where one slide is shown: several would fade as one. */
const showsOneSlide = (step: PerViewStep): boolean => step.count === 1;

/**
 * Whether the carousel cross-fades at every width (one slide shown everywhere). Its moves
 * are then jumps, and the browser's compositor runs the fade as a CSS transition
 * (Carousel.module.css): Embla's fade otherwise sets every slide's opacity from script on
 * each frame, and each such frame was a long task on a phone (docs/performance.md).
 */
export function crossFades(config: CarouselConfig): boolean {
  return config.fade && config.perView.every(showsOneSlide);
}

/**
 * Embla core options. `reducedMotion` makes every transition an instant jump (duration 0),
 * and so does a cross-fade at every width, whose fade is CSS's (crossFades).
 * Slide widths come from CSS, so Embla needs no per-breakpoint options; it re-measures
 * on resize by itself.
 */
export function toEmblaOptions(config: CarouselConfig, reducedMotion = false): EmblaOptionsType {
  return {
    loop: config.loop,
    align: config.align,
    duration: reducedMotion || crossFades(config) ? 0 : durationFromMs(config.navSpeedMs),
    dragThreshold: DRAG_THRESHOLD_PX,
    slidesToScroll: 1,
    containScroll: config.loop ? false : 'trimSnaps',
    skipSnaps: false,
    watchFocus: true,
  };
}

/**
 * Autoplay plugin options, or null without autoplay. The element, not the plugin, owns
 * pausing (hover, touch, focus, hidden tab, the pause button), so the plugin's own
 * triggers are off and it never starts by itself: the element calls play() and stop().
 * `stopOnInteraction: true` only means the plugin does not restart on pointer up.
 */
export function toAutoplayOptions(config: CarouselConfig, reducedMotion = false): AutoplayOptionsType | null {
  if (config.autoplay === false) return null;
  return {
    delay: config.autoplay,
    playOnInit: false,
    stopOnInteraction: true,
    stopOnMouseEnter: false,
    stopOnFocusIn: false,
    stopOnLastSnap: false,
    jump: reducedMotion,
  };
}

/**
 * Fade plugin options, or null when it never applies. A cross-fade of several visible
 * slides would show one slide only, so, like Owl's `animateOut` (single-item only), the
 * fade is active exactly at the breakpoints where one slide is shown; elsewhere it slides.
 */
export function toFadeOptions(config: CarouselConfig): FadeOptionsType | null {
  if (!config.fade) return null;
  if (!config.perView.some(showsOneSlide)) return null;
  let active = true;
  const breakpoints: Record<string, { active: boolean }> = {};
  for (const step of config.perView) {
    const query = mediaQueryFor(step.minWidth);
    if (query) breakpoints[query] = { active: showsOneSlide(step) };
    else active = showsOneSlide(step);
  }
  return { active, breakpoints };
}

/** Why an auto-rotating carousel is not moving right now. */
export interface RotationState {
  /** The instance has autoplay and more than one position to show. */
  canRotate: boolean;
  /** Pressed pause, used prev/next/dots/arrow keys, or prefers reduced motion and has not pressed play. */
  userPaused: boolean;
  hovered: boolean;
  focusWithin: boolean;
  pointerDown: boolean;
  documentHidden: boolean;
  /** A modal dialog covers the page (app/lib/page-cover.ts): the pause button is out of reach. */
  covered: boolean;
  /** Far from the viewport: nobody sees it move, so it spends nothing (useNearViewport). */
  offscreen: boolean;
}

/** Rotation runs only when nothing holds it: the single source of truth for play/stop. */
export function shouldRotate(state: RotationState): boolean {
  return (
    state.canRotate &&
    !state.userPaused &&
    !state.hovered &&
    !state.focusWithin &&
    !state.pointerDown &&
    !state.documentHidden &&
    !state.covered &&
    !state.offscreen
  );
}

/** A finished pointer gesture over the slides. */
export interface Gesture {
  pointerType: string;
  /** Largest horizontal distance from the start, px. */
  distancePx: number;
  durationMs: number;
}

/**
 * Drag or tap? Moving more than 3 px is a drag for every pointer (Embla swallows the click
 * itself). For touch and pen, a gesture that moved and lasted longer than 300 ms is a drag
 * too (see TOUCH_GESTURE_MS); the element then swallows the click that follows.
 */
export function isDragGesture(gesture: Gesture): boolean {
  if (gesture.distancePx > DRAG_THRESHOLD_PX) return true;
  if (gesture.pointerType === 'mouse') return false;
  return gesture.distancePx > 0 && gesture.durationMs > TOUCH_GESTURE_MS;
}

/** "{n} of {m}" → "2 of 6". */
export function fillLabel(template: string, n: number, m?: number): string {
  return template.replaceAll('{n}', String(n)).replaceAll('{m}', m === undefined ? '' : String(m));
}

/**
 * Which slides count as in view: at least half of the slide's box (its gap padding
 * excluded) inside the viewport, and, for a cross-fade, not faded out. Out-of-view
 * slides become aria-hidden and inert. Rects are plain numbers so this stays testable.
 */
export interface SlideBox {
  left: number;
  right: number;
  opacity: number;
}

export function inViewIndexes(viewport: { left: number; right: number }, slides: readonly SlideBox[]): number[] {
  const result: number[] = [];
  slides.forEach((slide, index) => {
    const width = slide.right - slide.left;
    if (width <= 0 || slide.opacity < 0.5) return;
    const visible = Math.min(slide.right, viewport.right) - Math.max(slide.left, viewport.left);
    if (visible / width > 0.5 + 1e-6) result.push(index);
  });
  return result;
}
