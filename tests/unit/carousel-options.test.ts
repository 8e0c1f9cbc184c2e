import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  crossFades,
  DEFAULT_NAV_SPEED_MS,
  DRAG_THRESHOLD_PX,
  PER_VIEW_BREAKPOINTS,
  TOUCH_GESTURE_MS,
  durationFromMs,
  fillLabel,
  inViewIndexes,
  isDragGesture,
  normalizeSlidesPerView,
  isValidCarouselId,
  parseConfig,
  perViewStaticCss,
  perViewStyle,
  shouldRotate,
  slugify,
  toAutoplayOptions,
  toConfig,
  toEmblaOptions,
  toFadeOptions,
  type RotationState,
} from '../../app/components/carousel/carousel-options.ts';

/** Embla's scroll body: per 60 Hz frame, v += (target - x) / duration; v *= 0.68; x += v. */
function settleMs(duration: number, tolerance = 0.01): number {
  let x = 0;
  let v = 0;
  for (let frame = 1; frame < 10_000; frame++) {
    v += (1 - x) / duration;
    v *= 0.68;
    x += v;
    if (Math.abs(1 - x) < tolerance) {
      // It must stay within tolerance from here on (the spring may overshoot).
      let xx = x;
      let vv = v;
      let stays = true;
      for (let k = 0; k < 300 && stays; k++) {
        vv += (1 - xx) / duration;
        vv *= 0.68;
        xx += vv;
        stays = Math.abs(1 - xx) < tolerance;
      }
      if (stays) return (frame * 1000) / 60;
    }
  }
  return Infinity;
}

describe('normalizeSlidesPerView', () => {
  it('turns a number into a single step from 0 px', () => {
    expect(normalizeSlidesPerView(1)).toEqual([{ minWidth: 0, count: 1 }]);
    expect(normalizeSlidesPerView(undefined)).toEqual([{ minWidth: 0, count: 1 }]);
  });

  it('sorts breakpoints ascending whatever their order in the object', () => {
    expect(normalizeSlidesPerView({ 1000: 8, 0: 2, 990: 5, 600: 3 })).toEqual([
      { minWidth: 0, count: 2 },
      { minWidth: 600, count: 3 },
      { minWidth: 990, count: 5 },
      { minWidth: 1000, count: 8 },
    ]);
  });

  it('shows one slide below the smallest breakpoint when 0 is not given', () => {
    expect(normalizeSlidesPerView({ 768: 5 })).toEqual([
      { minWidth: 0, count: 1 },
      { minWidth: 768, count: 5 },
    ]);
  });

  it('rejects nonsense so a typo fails the build', () => {
    expect(() => normalizeSlidesPerView(0)).toThrow(RangeError);
    expect(() => normalizeSlidesPerView(Number.NaN)).toThrow(RangeError);
    expect(() => normalizeSlidesPerView({ 600: -1 })).toThrow(RangeError);
    expect(() => normalizeSlidesPerView({ 600: Infinity })).toThrow(RangeError);
  });
});

describe('slides per view in CSS', () => {
  it('puts one custom property per breakpoint into the style attribute', () => {
    expect(perViewStyle(normalizeSlidesPerView({ 0: 2, 600: 3, 990: 5, 1000: 8 }))).toBe(
      '--carousel-pv-0: 2; --carousel-pv-600: 3; --carousel-pv-990: 5; --carousel-pv-1000: 8',
    );
    expect(perViewStyle(normalizeSlidesPerView(1))).toBe('--carousel-pv-0: 1');
  });

  it('rejects breakpoints the static CSS has no media query for', () => {
    expect(() => perViewStyle(normalizeSlidesPerView({ 0: 1, 700: 2 }))).toThrow(/700 px is not supported/);
  });

  it('covers every breakpoint the spec uses', () => {
    for (const width of [480, 600, 768, 990, 1000]) expect(PER_VIEW_BREAKPOINTS).toContain(width);
  });

  it('Carousel.module.css contains exactly the generated fallback rules', () => {
    const source = readFileSync(
      fileURLToPath(new URL('../../app/components/carousel/Carousel.module.css', import.meta.url)),
      'utf8',
    );
    const squash = (css: string) => css.replace(/\s+/g, ' ').replace(/\(\s/g, '(').replace(/\s\)/g, ')').trim();
    const style = squash(source);
    for (const rule of perViewStaticCss()) expect(style).toContain(squash(rule));
    expect(source.match(/--carousel-per-view:/g)).toHaveLength(PER_VIEW_BREAKPOINTS.length + 1);
  });

  it('picks the largest defined breakpoint at or below the width (a model of the var() chain)', () => {
    const resolve = (style: string, width: number) => {
      const defined = new Map(style.split('; ').map((pair) => pair.split(': ') as [string, string]));
      const candidates = [0, ...PER_VIEW_BREAKPOINTS.filter((bp) => bp <= width)].reverse();
      for (const bp of candidates) {
        const value = defined.get(`--carousel-pv-${bp}`);
        if (value) return Number(value);
      }
      return 1;
    };
    const clients = perViewStyle(normalizeSlidesPerView({ 0: 2, 600: 3, 990: 5, 1000: 8 }));
    expect([390, 599, 600, 989, 990, 999, 1000, 1440].map((w) => resolve(clients, w))).toEqual([
      2, 2, 3, 3, 5, 5, 8, 8,
    ]);
    const history = perViewStyle(normalizeSlidesPerView({ 0: 3, 768: 5 }));
    expect([320, 479, 480, 767, 768, 1920].map((w) => resolve(history, w))).toEqual([3, 3, 3, 3, 5, 5]);
  });

  it('accepts only ids usable in aria-controls without escaping', () => {
    expect(isValidCarouselId('services-slider')).toBe(true);
    expect(isValidCarouselId('1st')).toBe(false);
    expect(isValidCarouselId('a b')).toBe(false);
  });
});

describe('slugify', () => {
  it('makes a default id from a label', () => {
    expect(slugify('What our clients say!')).toBe('what-our-clients-say');
    expect(slugify('Équipe & Co')).toBe('equipe-co');
    expect(slugify('***')).toBe('carousel');
  });
});

describe('durationFromMs (Embla duration is not in ms)', () => {
  it('maps the spec nav speed of 700 ms to Embla’s default duration 25', () => {
    expect(DEFAULT_NAV_SPEED_MS).toBe(700);
    expect(durationFromMs(700)).toBe(25);
  });

  it('matches Embla’s physics within 10 % across the useful range', () => {
    for (const ms of [500, 700, 1000, 1500, 2000]) {
      const simulated = settleMs(durationFromMs(ms));
      expect(Math.abs(simulated - ms) / ms, `${ms} ms`).toBeLessThan(0.1);
    }
  });

  it('clamps to Embla’s recommended 20–60 and uses 0 (a jump) for 0 ms', () => {
    expect(durationFromMs(100)).toBe(20);
    expect(durationFromMs(60_000)).toBe(60);
    expect(durationFromMs(0)).toBe(0);
    expect(durationFromMs(Number.NaN)).toBe(0);
  });
});

describe('toConfig and parseConfig', () => {
  it('fills defaults', () => {
    expect(toConfig({})).toEqual({
      autoplay: false,
      loop: false,
      fade: false,
      align: 'start',
      navSpeedMs: 700,
      perView: [{ minWidth: 0, count: 1 }],
    });
  });

  it('round-trips through the data attribute', () => {
    const config = toConfig({
      autoplay: 4000,
      loop: true,
      align: 'center',
      slidesPerView: { 0: 2, 600: 3 },
      navSpeedMs: 900,
    });
    expect(parseConfig(JSON.stringify(config))).toEqual(config);
  });

  it('rejects a bad autoplay delay at build time', () => {
    expect(() => toConfig({ autoplay: 0 })).toThrow(RangeError);
    expect(() => toConfig({ autoplay: -5 })).toThrow(RangeError);
    expect(() => toConfig({ navSpeedMs: -1 })).toThrow(RangeError);
  });

  it('falls back to safe defaults in the browser on a damaged attribute', () => {
    const fallback = parseConfig(null);
    expect(parseConfig('{not json')).toEqual(fallback);
    expect(parseConfig('[1,2]')).toEqual(fallback);
    expect(parseConfig('{"autoplay":"fast","align":"left","perView":[{"minWidth":-1,"count":3}]}')).toEqual(fallback);
    expect(fallback.autoplay).toBe(false);
  });
});

describe('toEmblaOptions', () => {
  it('maps the spec settings to Embla options', () => {
    const options = toEmblaOptions(toConfig({ loop: true, align: 'center', navSpeedMs: 700 }));
    expect(options).toMatchObject({
      loop: true,
      align: 'center',
      duration: 25,
      dragThreshold: 3,
      slidesToScroll: 1,
      containScroll: false,
    });
    expect(DRAG_THRESHOLD_PX).toBe(3);
  });

  it('trims snaps without loop and jumps under reduced motion', () => {
    const config = toConfig({});
    expect(toEmblaOptions(config).containScroll).toBe('trimSnaps');
    expect(toEmblaOptions(config, true).duration).toBe(0);
  });
});

describe('crossFades', () => {
  it('holds for a fade with one slide at every width, whose moves are then jumps', () => {
    const hero = toConfig({ fade: true, slidesPerView: 1, loop: true });
    expect(crossFades(hero)).toBe(true);
    expect(toEmblaOptions(hero).duration).toBe(0);
  });

  it('does not hold without a fade, or where several slides show at some width (the fade slides there)', () => {
    const sliding = toConfig({ slidesPerView: 1 });
    expect(crossFades(sliding)).toBe(false);
    expect(toEmblaOptions(sliding).duration).toBe(25);
    const history = toConfig({ fade: true, slidesPerView: { 0: 1, 768: 3 } });
    expect(crossFades(history)).toBe(false);
    expect(toEmblaOptions(history).duration).toBe(25);
  });
});

describe('toAutoplayOptions', () => {
  it('is null without autoplay', () => {
    expect(toAutoplayOptions(toConfig({ autoplay: false }))).toBeNull();
  });

  it('leaves starting and pausing to the element', () => {
    expect(toAutoplayOptions(toConfig({ autoplay: 4000 }))).toEqual({
      delay: 4000,
      playOnInit: false,
      stopOnInteraction: true,
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
      stopOnLastSnap: false,
      jump: false,
    });
    expect(toAutoplayOptions(toConfig({ autoplay: 4000 }), true)?.jump).toBe(true);
  });
});

describe('toFadeOptions', () => {
  it('is null when fade is off or several slides always show', () => {
    expect(toFadeOptions(toConfig({ fade: false }))).toBeNull();
    expect(toFadeOptions(toConfig({ fade: true, slidesPerView: { 0: 3, 768: 5 } }))).toBeNull();
  });

  it('is always active for one slide per view', () => {
    expect(toFadeOptions(toConfig({ fade: true }))).toEqual({ active: true, breakpoints: {} });
  });

  it('is active only at the breakpoints that show one slide', () => {
    expect(toFadeOptions(toConfig({ fade: true, slidesPerView: { 0: 1, 768: 3 } }))).toEqual({
      active: true,
      breakpoints: { '(min-width: 768px)': { active: false } },
    });
  });
});

describe('shouldRotate', () => {
  const free: RotationState = {
    canRotate: true,
    userPaused: false,
    hovered: false,
    focusWithin: false,
    pointerDown: false,
    documentHidden: false,
    covered: false,
    offscreen: false,
  };

  it('rotates only when nothing holds it', () => {
    expect(shouldRotate(free)).toBe(true);
    const holds = [
      'userPaused',
      'hovered',
      'focusWithin',
      'pointerDown',
      'documentHidden',
      'covered',
      'offscreen',
    ] as const;
    for (const key of holds) {
      expect(shouldRotate({ ...free, [key]: true }), key).toBe(false);
    }
    expect(shouldRotate({ ...free, canRotate: false })).toBe(false);
  });
});

describe('isDragGesture (3 px and 300 ms)', () => {
  it('is a drag past 3 px for any pointer', () => {
    expect(isDragGesture({ pointerType: 'mouse', distancePx: 4, durationMs: 50 })).toBe(true);
    expect(isDragGesture({ pointerType: 'touch', distancePx: 4, durationMs: 50 })).toBe(true);
    expect(isDragGesture({ pointerType: 'mouse', distancePx: 3, durationMs: 50 })).toBe(false);
  });

  it('counts a touch that moved and lasted over 300 ms as a drag, but not a still slow tap', () => {
    expect(TOUCH_GESTURE_MS).toBe(300);
    expect(isDragGesture({ pointerType: 'touch', distancePx: 2, durationMs: 301 })).toBe(true);
    expect(isDragGesture({ pointerType: 'pen', distancePx: 1, durationMs: 400 })).toBe(true);
    expect(isDragGesture({ pointerType: 'touch', distancePx: 2, durationMs: 300 })).toBe(false);
    expect(isDragGesture({ pointerType: 'touch', distancePx: 0, durationMs: 900 })).toBe(false);
    expect(isDragGesture({ pointerType: 'mouse', distancePx: 2, durationMs: 900 })).toBe(false);
  });
});

describe('inViewIndexes', () => {
  const viewport = { left: 0, right: 1000 };
  const slide = (left: number, width: number, opacity = 1) => ({ left, right: left + width, opacity });

  it('keeps slides more than half inside the viewport', () => {
    const slides = [slide(-250, 500), slide(250, 500), slide(750, 500), slide(1250, 500)];
    // Centred, two per view: the neighbours are exactly half visible and count as out.
    expect(inViewIndexes(viewport, slides)).toEqual([1]);
    expect(inViewIndexes(viewport, [slide(0, 500), slide(500, 500), slide(1000, 500)])).toEqual([0, 1]);
  });

  it('drops faded-out and zero-width slides', () => {
    expect(inViewIndexes(viewport, [slide(0, 1000, 0), slide(0, 1000, 1)])).toEqual([1]);
    expect(inViewIndexes(viewport, [slide(0, 0)])).toEqual([]);
  });
});

describe('fillLabel', () => {
  it('fills {n} and {m}', () => {
    expect(fillLabel('{n} of {m}', 2, 6)).toBe('2 of 6');
    expect(fillLabel('Go to slide {n}', 3)).toBe('Go to slide 3');
  });
});
