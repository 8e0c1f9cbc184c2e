/**
 * The AVIF rasters of the drawn images (art/images.ts): their widths and addresses, shared by
 * the build that writes them (scripts/raster-drawings.ts) and the components that name them
 * (ui/DrawnImage.tsx, ui/Portrait.tsx). A module of its own and this small because it reaches
 * the pages' script wherever a hydrated component shows a drawing.
 */

/**
 * Each drawn image is also rastered at build time (scripts/raster-drawings.ts) to AVIF at
 * these widths, beside its SVG: a page shows the raster (a browser lays out and paints an
 * SVG <img>'s own document on the main thread, a raster it only decodes, off it), and keeps
 * the SVG as the <img> source for a browser without AVIF. A drawing is shown from a portrait
 * at 72 px to a case study's hero across a 1440 px window on a 2x screen, so the widths step
 * by halves of its own width, from half of it to twice it (a 2x screen at the drawing's own
 * width, or a 3x phone across its 390 px), and to four times a small one (a portrait or a
 * phone screen shown across a phone), up to 2560 px. A large drawing's 3x raster is left
 * out: it held 30 % of all the pixels to encode (the first build on a clone took 3.8 min for
 * them all) for the rare 3x screen showing a drawing at its own width, which gets the 2x
 * raster, a little soft.
 */
export function rasterWidths(width: number): number[] {
  const steps = width <= 320 ? [0.5, 1, 1.5, 2, 3, 4] : [0.5, 1, 1.5, 2];
  return steps.map((step) => Math.round(width * step)).filter((w) => w <= MAX_RASTER_WIDTH);
}

const MAX_RASTER_WIDTH = 2560;

/** The address of an image's raster at one width: /images/work/aara-cover.svg → /images/work/aara-cover-760w.avif. */
export function rasterPath(src: string, width: number): string {
  return `${src.replace(/\.svg$/, '')}-${width}w.avif`;
}

/**
 * The `sizes` of a drawing: a lazy one is picked at the width it is laid out at ("auto",
 * which a browser without it skips), the rest, and a browser without "auto", by `sizes`:
 * by default the whole width on a phone (below 600 px), the drawing's own width above.
 */
export function drawnSizes(width: number, lazy: boolean, sizes?: string): string {
  const given = sizes ?? `(max-width: 37.49rem) 100vw, ${width}px`;
  return lazy ? `auto, ${given}` : given;
}

/** The `srcset` of an image's rasters. */
export function rasterSrcSet(image: { src: string; width: number }): string {
  return rasterWidths(image.width)
    .map((w) => `${rasterPath(image.src, w)} ${w}w`)
    .join(', ');
}
