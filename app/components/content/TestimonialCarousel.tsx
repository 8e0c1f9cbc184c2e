/**
 * A section of testimonials, one quote at a time (spec section 9's testimonial slider):
 * home's, and the client and employee quotes of /about-us.
 */
import { carouselPresets } from '../carousel/carousel-presets.ts';
import { CarouselSection, type CarouselSectionProps } from '../carousel/CarouselSection.tsx';
import { CarouselSlide } from '../carousel/CarouselSlide.tsx';
import { TestimonialCard, type TestimonialCardProps } from './TestimonialCard.tsx';

interface TestimonialCarouselProps extends Pick<CarouselSectionProps, 'id' | 'section' | 'tone' | 'joined' | 'size'> {
  /** Keyed by name: one quote per person. */
  quotes: readonly TestimonialCardProps[];
}

export function TestimonialCarousel({ id, section, tone = 'default', joined, size, quotes }: TestimonialCarouselProps) {
  return (
    <CarouselSection
      id={id}
      section={section}
      carousel={carouselPresets.testimonials}
      tone={tone}
      narrow
      {...(joined ? { joined } : {})}
      {...(size ? { size } : {})}
    >
      {quotes.map((quote) => (
        <CarouselSlide key={quote.name}>
          <TestimonialCard {...quote} />
        </CarouselSlide>
      ))}
    </CarouselSection>
  );
}
