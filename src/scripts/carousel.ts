/**
 * <site-carousel>: the behaviour of components/Carousel.astro, on Embla Carousel with
 * its autoplay and fade plugins. One element per carousel; options come as JSON in
 * `data-options` (see carousel-options.ts), labels in data-*-label attributes.
 *
 * Rotation (WCAG 2.2.2 and the W3C APG carousel pattern):
 * - runs only while nothing holds it (shouldRotate): it pauses while a mouse hovers the
 *   slides, while a finger or pen is down on them, while keyboard focus is inside the
 *   carousel (except on the pause/play button itself) and while the tab is hidden, and
 *   resumes afterwards;
 * - stops until Play is pressed when the user presses Pause, or uses previous/next, a
 *   dot or the arrow keys;
 * - never starts by itself under prefers-reduced-motion: reduce (the button then offers
 *   Play, and transitions jump instead of animating).
 * The slide container is aria-live="off" while rotating and "polite" otherwise; slides
 * out of view are aria-hidden and inert, so their links cannot be tabbed to.
 *
 * Works with Astro's ClientRouter: the element initialises when it is connected and
 * destroys Embla (timers, observers, listeners) when it is disconnected.
 */
import EmblaCarousel, { type EmblaCarouselType, type EmblaPluginType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import Fade from 'embla-carousel-fade';
import {
  durationFromMs,
  fillLabel,
  inViewIndexes,
  isDragGesture,
  parseConfig,
  shouldRotate,
  toAutoplayOptions,
  toEmblaOptions,
  toFadeOptions,
  type CarouselConfig,
} from './carousel-options.ts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const EDITABLE = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

interface Parts {
  viewport: HTMLElement;
  container: HTMLElement;
  slides: HTMLElement[];
  toolbar: HTMLElement | null;
  rotation: HTMLButtonElement | null;
  prev: HTMLButtonElement | null;
  next: HTMLButtonElement | null;
  dots: HTMLElement | null;
}

interface PointerGesture {
  id: number;
  type: string;
  startX: number;
  startTime: number;
  distance: number;
}

export class SiteCarousel extends HTMLElement {
  #api: EmblaCarouselType | null = null;
  #abort: AbortController | null = null;
  #parts: Parts | null = null;
  #config: CarouselConfig = parseConfig(null);
  #reducedMotion = false;
  /** The user chose (pause, play, navigation): reduced-motion changes no longer override it. */
  #userChose = false;
  #userPaused = false;
  #hovered = false;
  #focusWithin = false;
  #pointerDown = false;
  #documentHidden = false;
  #gesture: PointerGesture | null = null;
  #swallowClick = false;
  /** Each slide's leading padding (the gap), measured on (re)initialisation. */
  #slidePadding: number[] = [];

  connectedCallback(): void {
    if (this.#api) return;
    const parts = this.#findParts();
    if (!parts) return;
    this.#parts = parts;
    this.#config = parseConfig(this.dataset['options']);

    const motion = window.matchMedia(REDUCED_MOTION);
    this.#reducedMotion = motion.matches;
    this.#userChose = false;
    this.#userPaused = this.#reducedMotion;
    this.#hovered = false;
    this.#focusWithin = false;
    this.#pointerDown = false;
    this.#documentHidden = document.visibilityState === 'hidden';

    const plugins: EmblaPluginType[] = [];
    const autoplay = toAutoplayOptions(this.#config, this.#reducedMotion);
    if (autoplay) plugins.push(Autoplay(autoplay));
    const fade = toFadeOptions(this.#config);
    if (fade) plugins.push(Fade(fade));

    // From here on the viewport clips instead of scrolling (the no-JavaScript fallback).
    this.setAttribute('data-enhanced', '');
    parts.viewport.scrollLeft = 0;
    const api = EmblaCarousel(
      parts.viewport,
      { ...toEmblaOptions(this.#config, this.#reducedMotion), container: parts.container, slides: parts.slides },
      plugins,
    );
    this.#api = api;

    this.#labelSlides(parts);
    this.#abort = new AbortController();
    this.#listen(parts, this.#abort.signal, motion);

    api
      .on('select', () => {
        this.#renderSelection();
        // A jump (reduced motion) renders before "select" and never emits "scroll"; the fade
        // plugin repositions its slides in its own "select" handler. Measure after both.
        queueMicrotask(() => this.#renderVisibility());
      })
      // Every animation frame while moving, and once settled: hidden/inert follow what is seen.
      .on('scroll', () => this.#renderVisibility())
      .on('settle', () => this.#renderVisibility())
      .on('reInit', () => this.#renderAll())
      // The plugin also restarts itself when the tab becomes visible again; whatever
      // starts it, the element's own state has the last word.
      .on('autoplay:play', () => queueMicrotask(() => this.#syncRotation()));

    this.#renderAll();
    this.#loadSlideImagesWhenNear(parts.slides);
  }

  /**
   * A lazy image in a slide that is off to the side only starts loading once it slides
   * into view, so it would appear as an empty frame mid-transition. When the carousel
   * comes near the viewport, every slide's images load, ready before they are shown.
   */
  #loadSlideImagesWhenNear(slides: HTMLElement[]): void {
    const images = slides.flatMap((slide) => [...slide.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')]);
    if (images.length === 0) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        for (const image of images) image.loading = 'eager';
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(this);
    this.#abort?.signal.addEventListener('abort', () => observer.disconnect());
  }

  disconnectedCallback(): void {
    this.#abort?.abort();
    this.#abort = null;
    this.#api?.destroy();
    this.#api = null;
    const parts = this.#parts;
    this.#parts = null;
    if (!parts) return;
    for (const slide of parts.slides) {
      slide.removeAttribute('aria-hidden');
      slide.inert = false;
    }
    parts.dots?.replaceChildren();
    this.removeAttribute('data-enhanced');
  }

  /** Test and debugging hook: the selected scroll snap, or -1 before initialisation. */
  get selectedIndex(): number {
    return this.#api?.selectedScrollSnap() ?? -1;
  }

  #findParts(): Parts | null {
    const viewport = this.querySelector<HTMLElement>('[data-carousel-viewport]');
    const container = this.querySelector<HTMLElement>('[data-carousel-container]');
    if (!viewport || !container) return null;
    const slides = Array.from(container.children).filter(
      (node): node is HTMLElement => node instanceof HTMLElement && node.hasAttribute('data-carousel-slide'),
    );
    if (slides.length === 0) return null;
    return {
      viewport,
      container,
      slides,
      toolbar: this.querySelector<HTMLElement>('[data-carousel-toolbar]'),
      rotation: this.querySelector<HTMLButtonElement>('[data-carousel-rotation]'),
      prev: this.querySelector<HTMLButtonElement>('[data-carousel-prev]'),
      next: this.querySelector<HTMLButtonElement>('[data-carousel-next]'),
      dots: this.querySelector<HTMLElement>('[data-carousel-dots]'),
    };
  }

  #listen(parts: Parts, signal: AbortSignal, motion: MediaQueryList): void {
    const { viewport } = parts;
    const on = <K extends keyof HTMLElementEventMap>(
      target: HTMLElement,
      type: K,
      listener: (event: HTMLElementEventMap[K]) => void,
      capture = false,
    ) => target.addEventListener(type, listener, { signal, capture });

    parts.rotation?.addEventListener('click', () => this.#toggleRotation(), { signal });
    // At either end without loop the arrows are aria-disabled (not disabled, so focus stays on them).
    const arrow = (button: HTMLButtonElement | null, move: (api: EmblaCarouselType) => void) =>
      button?.addEventListener(
        'click',
        () => {
          if (button.getAttribute('aria-disabled') !== 'true') this.#navigate(move);
        },
        { signal },
      );
    arrow(parts.prev, (api) => api.scrollPrev());
    arrow(parts.next, (api) => api.scrollNext());

    // Hover: mouse and pen only; touch has no hover, and its emulated mouse events would
    // leave the carousel "hovered" after a tap.
    on(viewport, 'pointerenter', (event) => {
      if (event.pointerType === 'touch') return;
      this.#hovered = true;
      this.#syncRotation();
    });
    on(viewport, 'pointerleave', (event) => {
      if (event.pointerType === 'touch') return;
      this.#hovered = false;
      this.#syncRotation();
    });

    // Touch (and any press): paused while down, resumes when released.
    on(viewport, 'pointerdown', (event) => {
      this.#swallowClick = false;
      this.#gesture = {
        id: event.pointerId,
        type: event.pointerType,
        startX: event.clientX,
        startTime: performance.now(),
        distance: 0,
      };
      this.#pointerDown = true;
      this.#syncRotation();
    });
    on(viewport, 'pointermove', (event) => {
      const gesture = this.#gesture;
      if (gesture && gesture.id === event.pointerId) {
        gesture.distance = Math.max(gesture.distance, Math.abs(event.clientX - gesture.startX));
      }
    });
    const release = (event: PointerEvent) => {
      const gesture = this.#gesture;
      if (!gesture || gesture.id !== event.pointerId) return;
      this.#gesture = null;
      this.#swallowClick =
        event.type === 'pointerup' &&
        gesture.type !== 'mouse' &&
        isDragGesture({
          pointerType: gesture.type,
          distancePx: gesture.distance,
          durationMs: performance.now() - gesture.startTime,
        });
      this.#pointerDown = false;
      this.#syncRotation();
    };
    window.addEventListener('pointerup', release, { signal });
    window.addEventListener('pointercancel', release, { signal });
    // Embla swallows clicks after more than 3 px; this adds the 300 ms touch rule.
    on(
      viewport,
      'click',
      (event) => {
        if (!this.#swallowClick) return;
        this.#swallowClick = false;
        event.preventDefault();
        event.stopPropagation();
      },
      true,
    );

    // Keyboard focus inside pauses (the pause/play button excepted, so pressing it shows its effect).
    on(this, 'focusin', (event) => this.#setFocus(event.target));
    on(this, 'focusout', (event) => {
      // Moving within the carousel: the focusin that follows decides.
      if (event.relatedTarget instanceof Node && this.contains(event.relatedTarget)) return;
      this.#setFocus(null);
    });

    // Arrow keys move the slides while focus is anywhere in the carousel but a form field.
    on(this, 'keydown', (event) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.defaultPrevented) return;
      if (event.target instanceof Element && event.target.closest(EDITABLE)) return;
      event.preventDefault();
      this.#navigate((api) => (event.key === 'ArrowLeft' ? api.scrollPrev() : api.scrollNext()));
    });

    document.addEventListener(
      'visibilitychange',
      () => {
        this.#documentHidden = document.visibilityState === 'hidden';
        this.#syncRotation();
      },
      { signal },
    );

    motion.addEventListener(
      'change',
      () => {
        this.#reducedMotion = motion.matches;
        this.#api?.reInit({ duration: this.#reducedMotion ? 0 : durationFromMs(this.#config.navSpeedMs) });
        if (this.#reducedMotion) this.#userPaused = true;
        else if (!this.#userChose) this.#userPaused = false;
        this.#syncRotation();
      },
      { signal },
    );
  }

  #setFocus(target: EventTarget | null): void {
    const rotation = this.#parts?.rotation;
    const inside = target instanceof Element && this.contains(target);
    const keyboard = inside && target.matches(':focus-visible');
    this.#focusWithin = inside && keyboard && !rotation?.contains(target);
    this.#syncRotation();
  }

  #toggleRotation(): void {
    this.#userChose = true;
    this.#userPaused = !this.#userPaused;
    this.#syncRotation();
  }

  /** A user-driven move: rotation stops until Play is pressed (APG). */
  #navigate(move: (api: EmblaCarouselType) => void): void {
    const api = this.#api;
    if (!api) return;
    if (this.#config.autoplay !== false) {
      this.#userChose = true;
      this.#userPaused = true;
    }
    this.#syncRotation();
    move(api);
  }

  #canRotate(): boolean {
    return this.#config.autoplay !== false && (this.#api?.scrollSnapList().length ?? 0) > 1;
  }

  #syncRotation(): void {
    const api = this.#api;
    const parts = this.#parts;
    if (!api || !parts) return;
    const canRotate = this.#canRotate();
    const rotate = shouldRotate({
      canRotate,
      userPaused: this.#userPaused,
      hovered: this.#hovered,
      focusWithin: this.#focusWithin,
      pointerDown: this.#pointerDown,
      documentHidden: this.#documentHidden,
    });
    const autoplay = api.plugins().autoplay;
    if (autoplay && canRotate) {
      if (rotate && !autoplay.isPlaying()) autoplay.play(this.#reducedMotion);
      else if (!rotate && autoplay.isPlaying()) autoplay.stop();
    }

    // data-state: what the rotation control shows (rotation on or off), not a momentary hold.
    const state = this.#config.autoplay === false ? 'static' : this.#userPaused ? 'paused' : 'playing';
    this.dataset['state'] = state;
    this.dataset['rotating'] = String(rotate);
    parts.container.setAttribute('aria-live', rotate ? 'off' : 'polite');
    if (parts.rotation) {
      const label = this.#userPaused ? this.dataset['playLabel'] : this.dataset['pauseLabel'];
      parts.rotation.setAttribute('aria-label', label ?? (this.#userPaused ? 'Play slides' : 'Pause slides'));
    }
  }

  #labelSlides(parts: Parts): void {
    const template = this.dataset['slideLabel'] ?? '{n} of {m}';
    const total = parts.slides.length;
    parts.slides.forEach((slide, index) => {
      if (!slide.hasAttribute('data-fixed-label'))
        slide.setAttribute('aria-label', fillLabel(template, index + 1, total));
    });
  }

  #renderAll(): void {
    this.#slidePadding = (this.#parts?.slides ?? []).map(
      (slide) => parseFloat(getComputedStyle(slide).paddingInlineStart) || 0,
    );
    this.#renderControls();
    this.#renderSelection();
    this.#renderVisibility();
    this.#syncRotation();
  }

  /** Buttons and dots for the current number of positions (it changes with the breakpoint). */
  #renderControls(): void {
    const api = this.#api;
    const parts = this.#parts;
    if (!api || !parts) return;
    const snaps = api.scrollSnapList().length;
    const movable = snaps > 1;
    if (parts.rotation) parts.rotation.hidden = !this.#canRotate();
    if (parts.prev) parts.prev.hidden = !movable;
    if (parts.next) parts.next.hidden = !movable;
    if (parts.toolbar) {
      parts.toolbar.hidden = ![parts.rotation, parts.prev, parts.next].some((button) => button && !button.hidden);
    }

    const dots = parts.dots;
    if (!dots) return;
    dots.hidden = !movable;
    if (dots.childElementCount === snaps || !movable) {
      if (!movable) dots.replaceChildren();
      return;
    }
    const template = this.dataset['dotLabel'] ?? 'Go to slide {n}';
    const controls = parts.container.id;
    dots.replaceChildren(
      ...Array.from({ length: snaps }, (_, index) => {
        const dot = document.createElement('button');
        dot.type = 'button';
        dot.className = 'carousel__dot';
        dot.setAttribute('aria-label', fillLabel(template, index + 1, snaps));
        if (controls) dot.setAttribute('aria-controls', controls);
        dot.addEventListener('click', () => this.#navigate((emblaApi) => emblaApi.scrollTo(index)));
        return dot;
      }),
    );
  }

  #renderSelection(): void {
    const api = this.#api;
    const parts = this.#parts;
    if (!api || !parts) return;
    const selected = api.selectedScrollSnap();
    this.dataset['selected'] = String(selected);
    parts.dots?.querySelectorAll('button').forEach((dot, index) => {
      if (index === selected) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
    if (!this.#config.loop) {
      const setDisabled = (button: HTMLButtonElement | null, disabled: boolean) => {
        if (!button) return;
        if (disabled) button.setAttribute('aria-disabled', 'true');
        else button.removeAttribute('aria-disabled');
      };
      setDisabled(parts.prev, !api.canScrollPrev());
      setDisabled(parts.next, !api.canScrollNext());
    }
  }

  /** Slides out of view: aria-hidden and inert. In view: neither. */
  #renderVisibility(): void {
    const api = this.#api;
    const parts = this.#parts;
    if (!api || !parts) return;
    const viewportRect = parts.viewport.getBoundingClientRect();
    const boxes = parts.slides.map((slide, index) => {
      const rect = slide.getBoundingClientRect();
      const padding = this.#slidePadding[index] ?? 0;
      const opacity = slide.style.opacity === '' ? 1 : Number(slide.style.opacity);
      return { left: rect.left + padding, right: rect.right, opacity };
    });
    let visible = inViewIndexes(viewportRect, boxes);
    // Not laid out (e.g. inside a hidden panel): fall back to the selected position's slides.
    if (visible.length === 0) visible = api.internalEngine().slideRegistry[api.selectedScrollSnap()] ?? [0];
    const shown = new Set(visible);

    // Never strand keyboard focus inside a slide that is about to become inert.
    const active = document.activeElement;
    const focusedSlide = parts.slides.findIndex((slide) => active instanceof Node && slide.contains(active));
    if (focusedSlide !== -1 && !shown.has(focusedSlide)) parts.viewport.focus({ preventScroll: true });

    parts.slides.forEach((slide, index) => {
      const hidden = !shown.has(index);
      if (slide.inert === hidden) return;
      if (hidden) slide.setAttribute('aria-hidden', 'true');
      else slide.removeAttribute('aria-hidden');
      slide.inert = hidden;
    });
  }
}

if (!customElements.get('site-carousel')) customElements.define('site-carousel', SiteCarousel);

declare global {
  interface HTMLElementTagNameMap {
    'site-carousel': SiteCarousel;
  }
}
