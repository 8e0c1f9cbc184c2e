/** Share links for an article: real share endpoints of the networks and e-mail, opened in a new tab. */
import { Mail } from '../ui/ui-icons.tsx';
import { FacebookLogo, LinkedInLogo, WhatsAppLogo, XLogo } from '../ui/ui-logos.tsx';
import styles from './ShareLinks.module.css';

interface ShareLinksProps {
  url: string;
  title: string;
}

export function ShareLinks({ url, title }: ShareLinksProps) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const targets = [
    {
      network: 'LinkedIn',
      icon: <LinkedInLogo size={20} />,
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    },
    {
      network: 'Facebook',
      icon: <FacebookLogo size={20} />,
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    },
    { network: 'X', icon: <XLogo size={20} />, href: `https://x.com/intent/post?url=${u}&text=${t}` },
    { network: 'WhatsApp', icon: <WhatsAppLogo size={20} />, href: `https://wa.me/?text=${t}%20${u}` },
    { network: 'e-mail', icon: <Mail size={20} aria-hidden="true" />, href: `mailto:?subject=${t}&body=${u}` },
  ];
  return (
    <div className={styles.share}>
      <p className={styles.label}>Share this article</p>
      <ul>
        {targets.map((target) => (
          <li key={target.network}>
            <a
              href={target.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Share on ${target.network} (opens in a new tab)`}
            >
              {target.icon}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
