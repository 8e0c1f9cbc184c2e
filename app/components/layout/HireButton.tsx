/**
 * The fixed 'Hire Developer' button, which never covers content.
 *
 * - On wide screens (the container leaves a gutter of at least 56 px) it is a
 *   vertical tab on the right edge, inside the gutter, beside the content.
 * - Narrower, it is a pill in the sticky header's row: beside the menu button on a
 *   phone, after 'Contact Us' on a laptop. The header makes room for it (the
 *   `--hire-slot` its CSS sets), so it is on every screen of the page and lies over
 *   nothing but the header's own ground: never over text, a picture or a control.
 * - It is absent from the form pages, the careers pages, the thank-you page, the legal
 *   pages (privacy policy, sitemap) and the 404 page (root.tsx leaves it out there).
 *
 * It lives outside the header: the header's backdrop filter would otherwise become
 * its containing block, and an aside inside the banner would not be a top-level
 * landmark. Its aside is a landmark, so no content sits outside one.
 */
import { UserPlus } from '../ui/shell-icons.tsx';
import { Link } from '../ui/Link.tsx';
import type { Cta } from '../../content/schema.ts';
import styles from './HireButton.module.css';

interface HireButtonProps {
  cta: Cta;
  /** The current path: the button is hidden on the page it links to. */
  path: string;
}

/**
 * Pages where the button never shows: the forms (the visitor is already on the way to one)
 * and what follows them, the careers pages included (an opening's page has its own Apply),
 * and the legal pages, which are read, not shopped.
 */
const WITHOUT_BAR = ['/contact-us', '/hire-developer', '/career', '/thank-you', '/privacy-policy', '/sitemap'];

export function barHiddenOn(path: string, href: string): boolean {
  return [href, ...WITHOUT_BAR].some((page) => path === page || path.startsWith(`${page}/`));
}

export function HireButton({ cta, path }: HireButtonProps) {
  if (barHiddenOn(path, cta.href)) return null;
  return (
    <aside aria-label="Hire a developer" className={styles.hire} data-hire-bar="">
      <div className={styles.bar}>
        <Link to={cta.href} className={styles.button}>
          <UserPlus size={18} aria-hidden="true" />
          {cta.label}
        </Link>
      </div>
    </aside>
  );
}
