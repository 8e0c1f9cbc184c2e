/**
 * A page section whose body is one carousel: the section's eyebrow, heading and
 * introduction, then <Carousel> with the given settings, named by the heading. The
 * slides are the children; `after` (a call to action) follows the carousel. The
 * section's id is `<id>-section`, the heading's `<id>-heading` and the carousel's `<id>`.
 * The section itself is not labelled: the carousel region inside carries the heading's
 * name, and two landmarks with one name would be ambiguous (axe landmark-unique).
 */
import type { ReactNode } from 'react';
import type { CarouselSettings } from './carousel-options.ts';
import { Carousel, type CarouselProps } from './Carousel.tsx';
import { SectionHeader, type HeaderSize } from '../layout/SectionHeader.tsx';
import styles from './CarouselSection.module.css';

export interface CarouselSectionProps {
  id: string;
  section: { eyebrow?: string | undefined; heading: string; intro?: string | undefined };
  /** Carousel settings, usually a preset from carousel-presets.ts. */
  carousel: CarouselSettings & Partial<Pick<CarouselProps, 'slideLabel' | 'slidesLabel'>>;
  tone?: 'default' | 'alt' | 'dark';
  /** The heading's size (SectionHeader). */
  size?: HeaderSize;
  /** The band continues the one before it (same tone): no rule, less space above. */
  joined?: boolean;
  /** A narrower column, for one-quote-at-a-time sliders. */
  narrow?: boolean;
  children: ReactNode;
  after?: ReactNode;
}

export function CarouselSection({
  id,
  section,
  carousel,
  tone = 'default',
  narrow = false,
  children,
  after,
  size,
  joined = false,
}: CarouselSectionProps) {
  const toneClass =
    (tone === 'alt' ? ' section--alt' : tone === 'dark' ? ' section--dark' : '') + (joined ? ' section--joined' : '');
  return (
    <section className={`section${toneClass}`} id={`${id}-section`}>
      <div className={`container${narrow ? ` ${styles.narrow}` : ''}`}>
        <SectionHeader
          id={`${id}-heading`}
          eyebrow={section.eyebrow}
          heading={section.heading}
          intro={section.intro}
          size={size}
        />
        <Carousel {...carousel} id={id} label={section.heading}>
          {children}
        </Carousel>
        {after}
      </div>
    </section>
  );
}
