/** The site footer: about, social profiles, e-mail, link lists, badges and the copyright line. */
import { Mail } from '../ui/ui-icons.tsx';
import { Link } from '../ui/Link.tsx';
import type { Navigation, Resolved, Settings } from '../../content/schema.ts';
import { Icon } from '../ui/Icon.tsx';
import { Logo } from './Logo.tsx';
import styles from './Footer.module.css';

interface FooterProps {
  navigation: Resolved<Navigation>;
  settings: Pick<Resolved<Settings>, 'brand' | 'copyrightYear' | 'legalName' | 'social'> & {
    contact: Pick<Settings['contact'], 'email'>;
  };
}

export function Footer({ navigation, settings }: FooterProps) {
  const { footer } = navigation;
  const lists = [
    { heading: 'Services', links: footer.services },
    { heading: 'Technologies', links: footer.technologies },
    { heading: 'Company', links: footer.company },
  ];
  return (
    <footer className={styles.footer} data-site-footer="">
      <div className={`container ${styles.grid}`}>
        <div className={styles.about}>
          <Logo inverted />
          <p>{footer.about}</p>
          <a className={styles.mail} href={`mailto:${settings.contact.email}`}>
            <Mail size={18} aria-hidden="true" />
            {settings.contact.email}
          </a>
          <ul className={styles.social} aria-label="Social profiles">
            {settings.social.map((profile) => (
              <li key={profile.network}>
                {/* The image's alternative text is the link's one name, which every checker reads. */}
                <a href={profile.url} rel="noopener me">
                  <Icon icon={profile.icon} size={20} label={`${settings.brand} on ${profile.network}`} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {lists.map((list) => (
          <nav className={styles.list} aria-label={`Footer ${list.heading.toLowerCase()}`} key={list.heading}>
            <h2 className={styles.heading}>{list.heading}</h2>
            <ul>
              {list.links.map((link) => (
                <li key={`${link.href}-${link.label}`}>
                  <Link to={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container">
        <ul className={styles.badges} aria-label="Why clients trust us">
          {footer.badges.map((badge) => (
            <li key={badge.label}>
              <Icon icon={badge.icon} size={22} />
              <span>
                <strong>{badge.label}</strong> {badge.detail}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <p>
            © {settings.copyrightYear} {settings.legalName.replace(/\.$/, '')}. All rights reserved.
          </p>
          <Link to="/privacy-policy">Privacy Policy</Link>
        </div>
      </div>
    </footer>
  );
}
