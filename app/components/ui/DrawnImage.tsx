/**
 * One of the site's drawn images (an SVG file made at build time, see art/images.ts),
 * shown from its AVIF rasters (scripts/raster-drawings.ts) with its intrinsic size so that
 * it takes its place before it loads. The SVG stays the <img> source, for a browser without
 * AVIF. The <picture> around it takes no box of its own (display: contents): the <img> is
 * laid out as if it stood alone, and a page styles it as before.
 */
import type { DrawnImage as DrawnImageData } from '../../art/images.ts';
import { drawnSizes, rasterSrcSet } from '../../art/raster.ts';
import styles from './DrawnImage.module.css';

interface DrawnImageProps {
  image: DrawnImageData;
  /** Overrides the image's own text; '' when it only decorates something that says the same in words. */
  alt?: string;
  /** 'eager' for an image in the first screenful; the first screenful's largest gets fetchpriority high. */
  loading?: 'lazy' | 'eager';
  /**
   * How wide the image is shown, for a browser to pick its raster before layout (the `sizes`
   * attribute): needed for an eager image; by default the page's width on a phone, its own above.
   */
  sizes?: string;
  /** A drop shadow under the drawn device. */
  shadow?: boolean;
  className?: string | undefined;
  /** Another framing of the same drawing for phones (below 600 px), a tall crop. */
  narrow?: DrawnImageData | undefined;
}

const PHONE = '(max-width: 37.49rem)';

// The other components that show a drawing import these from here, so that the few lines
// travel in this component's chunk rather than in a chunk of their own.
export { rasterSrcSet };

export function DrawnImage({
  image,
  alt = image.alt,
  loading = 'lazy',
  sizes,
  shadow = false,
  className,
  narrow,
}: DrawnImageProps) {
  return (
    <picture className={styles.picture}>
      {narrow && (
        <source
          media={PHONE}
          type="image/avif"
          srcSet={rasterSrcSet(narrow)}
          // Not "auto": the HTML validator (vnu) refuses it on a <source> with a media query.
          sizes={sizes ?? '100vw'}
          width={narrow.width}
          height={narrow.height}
        />
      )}
      {narrow && (
        <source
          media={PHONE}
          srcSet={`${narrow.src} ${narrow.width}w`}
          sizes={sizes ?? '100vw'}
          width={narrow.width}
          height={narrow.height}
        />
      )}
      <source
        type="image/avif"
        srcSet={rasterSrcSet(image)}
        sizes={drawnSizes(image.width, loading === 'lazy', sizes)}
      />
      <img
        className={[styles.image, shadow && styles.shadow, className].filter(Boolean).join(' ')}
        src={image.src}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={loading}
        decoding="async"
        {...(loading === 'eager' ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  );
}
