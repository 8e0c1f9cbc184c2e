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
 * the SVG as the <img> source for a browser without AVIF. The drawing's own width and double
 * it (a 2x screen); half and whole for a drawing wider than any page shows it; and a half too
 * for a small one (a portrait shown at 72 px).
 */
export function rasterWidths(width: number): number[] {
  if (width > 800) return [Math.round(width / 2), width];
  if (width <= 320) return [Math.round(width / 2), width, width * 2];
  return [width, width * 2];
}

/** The address of an image's raster at one width: /images/work/aara-cover.svg → /images/work/aara-cover-760w.avif. */
export function rasterPath(src: string, width: number): string {
  return `${src.replace(/\.svg$/, '')}-${width}w.avif`;
}

/** The default `sizes` of a drawing: the whole width on a phone (below 600 px), at most its own width above. */
export function drawnSizes(width: number): string {
  return `(max-width: 37.49rem) 100vw, ${width}px`;
}

/** The `srcset` of an image's rasters. */
export function rasterSrcSet(image: { src: string; width: number }): string {
  return rasterWidths(image.width)
    .map((w) => `${rasterPath(image.src, w)} ${w}w`)
    .join(', ');
}
