/** A testimonial: quote, the person's drawn portrait, name, role or company, and location. */
import type { DrawnImage } from '../../art/images.ts';
import { MapPin, Quote } from '../ui/ui-icons.tsx';
import { Portrait } from '../ui/Portrait.tsx';
import styles from './TestimonialCard.module.css';

export interface TestimonialCardProps {
  quote: string;
  name: string;
  role: string;
  location: string;
  portrait: DrawnImage;
}

export function TestimonialCard({ quote, name, role, location, portrait }: TestimonialCardProps) {
  return (
    <figure className={styles.testimonial}>
      <Quote size={32} className={styles.mark} aria-hidden="true" />
      <blockquote className={styles.quote}>
        <p>{quote}</p>
      </blockquote>
      <figcaption className={styles.caption}>
        <Portrait image={portrait} size={72} decorative />
        <span className={styles.person}>
          <strong>{name}</strong>
          <span>{role}</span>
          <span className={styles.location}>
            <MapPin size={14} aria-hidden="true" /> {location}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
