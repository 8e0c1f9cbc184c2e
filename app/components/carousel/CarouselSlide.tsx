/**
 * One slide of <Carousel>. The carousel renders it as an APG slide: role="group" with
 * aria-roledescription="slide" and the name "N of M", unless `label` gives one (e.g. the
 * slide's subject). Its width follows the carousel's slides per view and gap.
 */
import type { ReactNode } from 'react';

export interface CarouselSlideProps {
  /** Accessible name instead of the default "N of M". */
  label?: string | undefined;
  className?: string | undefined;
  children?: ReactNode;
}

/** Rendered through <Carousel>, which wraps the children in the slide element. */
export function CarouselSlide({ children }: CarouselSlideProps) {
  return <>{children}</>;
}
