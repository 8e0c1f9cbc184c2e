/**
 * One of the site's drawn images (an SVG file made at build time, see
 * art/images.ts), shown with its intrinsic size so that it takes its place
 * before it loads.
 */
import type { DrawnImage as DrawnImageData } from '../../art/images.ts';
import styles from './DrawnImage.module.css';

interface DrawnImageProps {
  image: DrawnImageData;
  /** Overrides the image's own text; '' when it only decorates something that says the same in words. */
  alt?: string;
  /** 'eager' for an image in the first screenful. */
  loading?: 'lazy' | 'eager';
  /** A drop shadow under the drawn device. */
  shadow?: boolean;
  className?: string | undefined;
  /** Another framing of the same drawing for phones (below 600 px), a tall crop. */
  narrow?: DrawnImageData | undefined;
}

export function DrawnImage({
  image,
  alt = image.alt,
  loading = 'lazy',
  shadow = false,
  className,
  narrow,
}: DrawnImageProps) {
  const img = (
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
  );
  if (!narrow) return img;
  return (
    <picture>
      <source media="(max-width: 37.49rem)" srcSet={narrow.src} width={narrow.width} height={narrow.height} />
      {img}
    </picture>
  );
}
