/**
 * Embla Carousel and its two plugins, in a chunk of their own: useEmblaSetup fetches it
 * when a carousel first comes near the viewport, so no page's first load waits for it
 * unless a carousel is in (or just below) its first screen.
 */
export { default as EmblaCarousel } from 'embla-carousel';
export { default as Autoplay } from 'embla-carousel-autoplay';
export { default as Fade } from 'embla-carousel-fade';
