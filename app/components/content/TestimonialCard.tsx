/** A testimonial: quote, monogram portrait, name, role or company, and location. */
import { MapPin, Quote } from '../ui/ui-icons.tsx';
import { Monogram } from '../ui/Monogram.tsx';
import styles from './TestimonialCard.module.css';

export interface TestimonialCardProps {
  quote: string;
  name: string;
  role: string;
  location: string;
  /** Kept for older content; the portrait is a monogram of the name. */
  avatarSeed?: string | undefined;
}

export function TestimonialCard({ quote, name, role, location }: TestimonialCardProps) {
  return (
    <figure className={styles.testimonial}>
      <Quote size={32} className={styles.mark} aria-hidden="true" />
      <blockquote className={styles.quote}>
        <p>{quote}</p>
      </blockquote>
      <figcaption className={styles.caption}>
        <Monogram name={name} size={56} decorative />
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
