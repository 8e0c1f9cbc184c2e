import { describe, expect, it } from 'vitest';
import { toConfig, toFadeOptions } from '../../app/components/carousel/carousel-options.ts';
import { TESTIMONIAL_AUTOPLAY_MS, carouselPresets } from '../../app/components/carousel/carousel-presets.ts';

describe('carousel presets (autoplay delays, slides per view, controls)', () => {
  it('home portfolio and hero: 1 item, loop, autoplay 4000 ms, fade, no nav', () => {
    for (const preset of [carouselPresets.portfolio, carouselPresets.hero]) {
      expect(preset).toMatchObject({
        slidesPerView: 1,
        loop: true,
        autoplay: 4000,
        fade: true,
        arrows: false,
        dots: false,
      });
      expect(toFadeOptions(toConfig(preset))).toEqual({ active: true, breakpoints: {} });
    }
  });

  it('clients: centred, loop, autoplay 4000 ms, margin 20, no nav or dots, 2/3/5/8 from 0/600/990/1000 px', () => {
    expect(carouselPresets.clients).toEqual({
      align: 'center',
      loop: true,
      autoplay: 4000,
      gap: 20,
      arrows: false,
      dots: false,
      slidesPerView: { 0: 2, 600: 3, 990: 5, 1000: 8 },
    });
    expect(toConfig(carouselPresets.clients).perView.map((step) => [step.minWidth, step.count])).toEqual([
      [0, 2],
      [600, 3],
      [990, 5],
      [1000, 8],
    ]);
  });

  it('testimonials and team: loop, 1 item, autoplay, no dots, nav speed 700 ms, Previous/Next', () => {
    expect(carouselPresets.team).toEqual(carouselPresets.testimonials);
    expect(carouselPresets.testimonials).toEqual({
      slidesPerView: 1,
      // Our gutter between slides: no neighbour's sliver at the viewport's edge.
      gap: 24,
      loop: true,
      fade: true,
      autoplay: TESTIMONIAL_AUTOPLAY_MS,
      arrows: true,
      dots: false,
      navSpeedMs: 700,
      prevLabel: 'Previous',
      nextLabel: 'Next',
    });
  });

  it('history: autoplay 5000 ms, 5 shown on desktop, fewer on narrower screens (a deviation), fade requested', () => {
    expect(carouselPresets.history).toMatchObject({
      autoplay: 5000,
      slidesPerView: { 0: 1, 480: 2, 768: 3, 1200: 5 },
      fade: true,
    });
    // One year on a phone fades, as the spec asks; where several years show it slides.
    expect(toFadeOptions(toConfig(carouselPresets.history))).toEqual({
      active: true,
      breakpoints: {
        '(min-width: 480px)': { active: false },
        '(min-width: 768px)': { active: false },
        '(min-width: 1200px)': { active: false },
      },
    });
  });

  it('services slider: 1 item, loop, dots on, nav off, autoplay 7000 ms (a cross-fade)', () => {
    expect(carouselPresets.servicesSlider).toEqual({
      slidesPerView: 1,
      gap: 24,
      loop: true,
      fade: true,
      dots: true,
      arrows: false,
      autoplay: 7000,
    });
  });

  it('every preset is a valid configuration', () => {
    for (const [name, preset] of Object.entries(carouselPresets)) {
      expect(() => toConfig(preset), name).not.toThrow();
    }
  });
});
