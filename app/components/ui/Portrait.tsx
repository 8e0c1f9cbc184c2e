/**
 * A person's portrait: their drawing (an SVG file made at build time from their seed,
 * art/portraits.server.ts) on its paper tile. The same person has the same face on every
 * page. Where the name is printed beside it, the image adds nothing for a screen reader
 * and its text is empty. Shown from its AVIF rasters, the SVG kept for a browser without
 * AVIF (ui/DrawnImage.tsx).
 */
import type { DrawnImage } from '../../art/images.ts';
import { rasterSrcSet } from './DrawnImage.tsx';
import drawnStyles from './DrawnImage.module.css';
import styles from './Portrait.module.css';

interface PortraitProps {
  image: DrawnImage;
  /** Width and height in CSS pixels. */
  size: number;
  /** The name is printed beside it. */
  decorative?: boolean;
  loading?: 'lazy' | 'eager';
  className?: string | undefined;
}

export function Portrait({ image, size, decorative = false, loading = 'lazy', className }: PortraitProps) {
  return (
    <picture className={drawnStyles.picture}>
      <source
        type="image/avif"
        srcSet={rasterSrcSet(image)}
        sizes={loading === 'lazy' ? `auto, ${size}px` : `${size}px`}
      />
      <img
        className={[styles.portrait, className].filter(Boolean).join(' ')}
        src={image.src}
        width={size}
        height={size}
        alt={decorative ? '' : image.alt}
        loading={loading}
        decoding="async"
        data-portrait=""
      />
    </picture>
  );
}
