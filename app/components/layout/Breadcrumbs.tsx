/** The breadcrumb trail of a nested page: linked ancestors, then the current page unlinked. */
import { Link } from '../ui/Link.tsx';
import styles from './Breadcrumbs.module.css';

export interface Crumb {
  label: string;
  href: string;
}

interface BreadcrumbsProps {
  /** Ancestors, from Home down. */
  trail: Crumb[];
  /** Name of the current page. */
  current: string;
}

export function Breadcrumbs({ trail, current }: BreadcrumbsProps) {
  return (
    <nav className={styles.breadcrumbs} aria-label="Breadcrumb">
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.href}>
            <Link to={crumb.href}>{crumb.label}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
