/**
 * What Embla reports, rendered: the selected position and whether the slides can move
 * back or on (React state), and which slides are out of view: those are aria-hidden and
 * inert, set on the DOM because it changes every frame while the slides move.
 */
import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useState, type RefObject } from 'react';
import { inViewIndexes } from './carousel-options.ts';

export function useSlideVisibility(api: EmblaCarouselType | undefined, viewport: RefObject<HTMLElement | null>) {
  const [snapCount, setSnapCount] = useState(0);
  const [selected, setSelected] = useState(0);
  const [canPrev, setCanPrev] = useState(true);
  const [canNext, setCanNext] = useState(true);

  useEffect(() => {
    const element = viewport.current;
    if (!api || !element) return;
    /** Each slide's inline-start padding (the gap), measured once per layout. */
    let paddings: number[] = [];

    const renderVisibility = () => {
      const slides = api.slideNodes();
      const boxes = slides.map((slide, index) => {
        const rect = slide.getBoundingClientRect();
        const opacity = slide.style.opacity === '' ? 1 : Number(slide.style.opacity);
        return { left: rect.left + (paddings[index] ?? 0), right: rect.right, opacity };
      });
      let visible = inViewIndexes(element.getBoundingClientRect(), boxes);
      // Not laid out (a hidden panel, a test DOM): fall back to the selected position's slides.
      if (visible.length === 0) visible = api.internalEngine().slideRegistry[api.selectedScrollSnap()] ?? [0];
      const shown = new Set(visible);

      // Never strand keyboard focus inside a slide that is about to become inert.
      const active = document.activeElement;
      const focused = slides.findIndex((slide) => active instanceof Node && slide.contains(active));
      if (focused !== -1 && !shown.has(focused)) element.focus({ preventScroll: true });

      slides.forEach((slide, index) => {
        const hidden = !shown.has(index);
        if (slide.inert === hidden && slide.hasAttribute('aria-hidden') === hidden) return;
        if (hidden) slide.setAttribute('aria-hidden', 'true');
        else slide.removeAttribute('aria-hidden');
        slide.inert = hidden;
      });
    };
    const root = element.closest<HTMLElement>('[data-carousel]');
    const renderSelection = () => {
      const index = api.selectedScrollSnap();
      // Also on the DOM at once, for anything that reads it in the same task.
      if (root) root.dataset['selected'] = String(index);
      setSelected(index);
      setCanPrev(api.canScrollPrev());
      setCanNext(api.canScrollNext());
    };
    const renderAll = () => {
      paddings = api.slideNodes().map((slide) => parseFloat(getComputedStyle(slide).paddingInlineStart) || 0);
      setSnapCount(api.scrollSnapList().length);
      renderSelection();
      renderVisibility();
    };
    const onSelect = () => {
      renderSelection();
      // A jump (reduced motion, a cross-fade) never emits "scroll"; the fade plugin repositions its
      // slides in its own "select" handler. Measure after both.
      queueMicrotask(renderVisibility);
    };

    api.on('select', onSelect).on('scroll', renderVisibility).on('settle', renderVisibility).on('reInit', renderAll);
    renderAll();
    return () => {
      api
        .off('select', onSelect)
        .off('scroll', renderVisibility)
        .off('settle', renderVisibility)
        .off('reInit', renderAll);
    };
  }, [api, viewport]);

  return { snapCount, selected, canPrev, canNext };
}

/**
 * A lazy image in an off-side slide would load only once it slides in (an empty frame
 * mid-transition): once the carousel has come near the viewport, every slide image loads.
 */
export function useEagerSlideImages(root: RefObject<HTMLElement | null>, reached: boolean) {
  useEffect(() => {
    if (!reached) return;
    const images = root.current?.querySelectorAll<HTMLImageElement>('[data-carousel-slide] img[loading="lazy"]') ?? [];
    for (const image of images) image.loading = 'eager';
  }, [root, reached]);
}
