/** Ratings on four freelance and review platforms, each 5.0, with each platform's logo. */
import { Star } from '../ui/ui-icons.tsx';
import type { Award, Resolved } from '../../content/schema.ts';
import { Icon } from '../ui/Icon.tsx';
import styles from './Awards.module.css';

interface AwardsProps {
  /** From the loader (`getAwards()`): logos are resolved to SVG at build time. */
  awards: Resolved<Award>[];
}

export function Awards({ awards }: AwardsProps) {
  return (
    <ul className={styles.awards} data-count={awards.length}>
      {awards.map((award) => (
        <li key={award.id} className={styles.award} data-award="">
          <span className={styles.mark}>
            <Icon icon={award.icon} size={30} />
          </span>
          <span className={styles.platform}>{award.platform}</span>
          <span className={styles.stars} role="img" aria-label={`Rated ${award.rating} out of 5`}>
            {[1, 2, 3, 4, 5].map((n) => (
              <Star key={n} size={18} fill="currentColor" aria-hidden="true" />
            ))}
          </span>
          <strong className={styles.rating} data-award-rating="">
            {award.rating}
          </strong>
          <span className={styles.label}>{award.label}</span>
        </li>
      ))}
    </ul>
  );
}
