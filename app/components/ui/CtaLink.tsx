/**
 * A call to action of the content ({ label, href }) as a link that looks like a button
 * (the .button tones of styles/global.css). Renders nothing when the content has none,
 * so an optional one needs no condition around it.
 */
import { Link } from './Link.tsx';
import type { Cta } from '../../content/schema.ts';

interface CtaLinkProps {
  cta: Cta | undefined;
  tone?: 'primary' | 'ghost' | 'light';
}

export function CtaLink({ cta, tone = 'primary' }: CtaLinkProps) {
  if (!cta) return null;
  return (
    <Link className={`button button--${tone}`} to={cta.href}>
      {cta.label}
    </Link>
  );
}
