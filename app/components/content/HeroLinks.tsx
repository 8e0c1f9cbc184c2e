/**
 * A short list of links in a card, for the side of a page hero: the sections of the
 * page ("#maintenance") or related pages ("/services/…"). Site paths navigate on the
 * client; in-page anchors are plain links.
 */
import { ArrowRight } from '../ui/shell-icons.tsx';
import { ArrowDown } from '../ui/ui-icons.tsx';
import { Link } from '../ui/Link.tsx';
import type { IconSvg } from '../../content/schema.ts';
import { Icon } from '../ui/Icon.tsx';
import styles from './HeroLinks.module.css';

export interface HeroLink {
  label: string;
  /** A site path or an in-page anchor ("#pricing"). */
  href: string;
  icon?: IconSvg | undefined;
}

interface HeroLinksProps {
  /** The card's heading, e.g. "On this page". */
  heading: string;
  links: HeroLink[];
}

export function HeroLinks({ heading, links }: HeroLinksProps) {
  return (
    <nav className={styles.card} aria-label={heading}>
      <p className={styles.heading}>{heading}</p>
      <ol className={styles.list}>
        {links.map((link, index) => {
          const inPage = link.href.startsWith('#');
          const content = (
            <>
              <span className={styles.marker} aria-hidden="true">
                {link.icon ? <Icon icon={link.icon} size={20} /> : String(index + 1).padStart(2, '0')}
              </span>
              <span className={styles.label}>{link.label}</span>
              {inPage ? (
                <ArrowDown size={18} aria-hidden="true" className={styles.arrow} />
              ) : (
                <ArrowRight size={18} aria-hidden="true" className={styles.arrow} />
              )}
            </>
          );
          return (
            <li key={link.href}>
              {inPage ? (
                <a className={styles.link} href={link.href}>
                  {content}
                </a>
              ) : (
                <Link className={styles.link} to={link.href}>
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
