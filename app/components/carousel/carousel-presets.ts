/**
 * Per-instance carousel settings (the site's autoplay delays, slides per view and
 * controls), for spreading into <Carousel>:
 *
 *   <Carousel {...carouselPresets.clients} id="clients" label="Our clients">…</Carousel>
 *
 * Every auto-moving instance also gets, from the component itself: a visible pause/play
 * button, no autoplay under prefers-reduced-motion, pause on hover, touch, keyboard focus
 * and hidden tab, drag threshold 3 px / 300 ms.
 */
import type { CarouselSettings } from './carousel-options.ts';

export type CarouselPresetName =
  'hero' | 'portfolio' | 'clients' | 'testimonials' | 'team' | 'history' | 'servicesSlider';

/**
 * The spec gives the testimonial and team sliders autoplay without a delay; 5000 ms gives
 * a quote time to be read (Owl's own default is 5000 too).
 */
export const TESTIMONIAL_AUTOPLAY_MS = 5000;

/**
 * Single-slide sliders keep a gutter between their slides (the spec gives no margin): a
 * neighbouring slide then never shows a 1 px sliver at the viewport's edge, before the
 * script runs or at a fractional width (review pass 4, item 11).
 */
const SINGLE_SLIDE_GAP = 24;

/** Home portfolio slider: 1 item, loop, autoplay every 4000 ms, fade, no nav. */
const portfolio = {
  slidesPerView: 1,
  gap: SINGLE_SLIDE_GAP,
  loop: true,
  autoplay: 4000,
  fade: true,
  arrows: false,
  dots: false,
} as const satisfies CarouselSettings;

/**
 * Testimonial slider: loop, 1 item, autoplay, no dots, nav speed 700 ms, nav labels Previous
 * and Next. How a change looks is ours: a cross-fade, so that one whole quote is always on
 * screen (docs/design.md, motion), never two halves of two quotes.
 */
const testimonials = {
  slidesPerView: 1,
  gap: SINGLE_SLIDE_GAP,
  loop: true,
  fade: true,
  autoplay: TESTIMONIAL_AUTOPLAY_MS,
  arrows: true,
  dots: false,
  navSpeedMs: 700,
  prevLabel: 'Previous',
  nextLabel: 'Next',
} as const satisfies CarouselSettings;

export const carouselPresets = {
  /** Home hero: three slides; the spec gives no settings, so it behaves like the portfolio slider. */
  hero: portfolio,
  portfolio,
  /** Client logos: centred, loop, autoplay 4000 ms, margin 20, no nav or dots; 2/3/5/8 items from 0/600/990/1000 px. */
  clients: {
    align: 'center',
    loop: true,
    autoplay: 4000,
    gap: 20,
    arrows: false,
    dots: false,
    slidesPerView: { 0: 2, 600: 3, 990: 5, 1000: 8 },
  },
  testimonials,
  /** About team slider: "the same" as the testimonial slider. */
  team: testimonials,
  /**
   * About history: autoplay speed 5000 ms, 5 years shown, fade. The spec's "3 below 768 and
   * 480 px" leaves a year about 110 px wide on a phone, one word to a line, so narrower
   * screens show fewer years (docs/deviations.md): 1 on phones, 2 from 480 px, 3 from
   * 768 px, the spec's 5 from 1200 px. With several years in view the fade cannot apply
   * (it would show one year), so the component slides there; see toFadeOptions().
   * Arrows keep it operable without waiting.
   */
  history: {
    autoplay: 5000,
    slidesPerView: { 0: 1, 480: 2, 768: 3, 1200: 5 },
    fade: true,
    arrows: true,
    dots: false,
  },
  /** Services slider: 1 item, loop, dots on, nav off, autoplay 7000 ms; it cross-fades, like the others of one slide. */
  servicesSlider: {
    slidesPerView: 1,
    gap: SINGLE_SLIDE_GAP,
    loop: true,
    fade: true,
    dots: true,
    arrows: false,
    autoplay: 7000,
  },
} as const satisfies Record<CarouselPresetName, CarouselSettings>;
