/**
 * One job opening on /career: its title, which links to the opening's own page
 * (/career/<slug>), its facts, description, a 'Read Full Details' disclosure with
 * the must-haves and responsibilities, and Apply Now. Each opening has its own
 * disclosure (a native <details>, which works before hydration and tells screen
 * readers whether it is expanded), so opening one never opens another. Apply Now
 * carries the role's title to the application form, which preselects it.
 */
import { ChevronDown } from '../ui/shell-icons.tsx';
import { Briefcase, Clock, MapPin, Users } from '../ui/ui-icons.tsx';
import { Link } from '../ui/Link.tsx';
import type { Opening } from '../../content/schema.ts';
import styles from './JobOpening.module.css';

/** What a row shows of an opening: its dates and state stay on its own page. */
export type OpeningRow = Omit<Opening, 'datePosted' | 'validThrough' | 'closed'>;

interface JobOpeningProps {
  opening: OpeningRow;
}

export function JobOpening({ opening }: JobOpeningProps) {
  const count = Number(opening.openings);
  return (
    <article className={styles.opening}>
      <h3>
        <Link to={`/career/${opening.slug}`} className={styles.titleLink}>
          {opening.title}
        </Link>
      </h3>
      <ul className={styles.facts}>
        <li>
          <Briefcase size={16} aria-hidden="true" /> {opening.experience}
        </li>
        <li>
          <Clock size={16} aria-hidden="true" /> {opening.jobType}
        </li>
        {opening.location && (
          <li>
            <MapPin size={16} aria-hidden="true" /> {opening.location}
          </li>
        )}
        <li>
          <Users size={16} aria-hidden="true" /> {opening.openings} {count === 1 ? 'opening' : 'openings'}
        </li>
      </ul>
      <p>{opening.description}</p>
      <details className={styles.details}>
        <summary>
          <span className={styles.whenClosed}>Read Full Details</span>
          <span className={styles.whenOpen}>Read Less Details</span>
          <ChevronDown size={18} aria-hidden="true" />
        </summary>
        <div className={styles.lists}>
          <div>
            <h4>Must-haves</h4>
            <ul>
              {opening.mustHaves.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div>
            <h4>Responsibilities</h4>
            <ul>
              {opening.responsibilities.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>
      </details>
      <Link
        className={`button button--primary ${styles.apply}`}
        to={`/career/job-apply?position=${encodeURIComponent(opening.title)}`}
      >
        Apply Now<span className="sr-only"> for {opening.title}</span>
      </Link>
    </article>
  );
}
