import { Link } from 'react-router';
import type { Cta } from '../content/schema.ts';

export function HireButton({ cta, path }: { cta: Cta; path: string }) {
  if (path === cta.href) return null;
  return (
    <aside aria-label="Hire a developer">
      <Link to={cta.href}>{cta.label}</Link>
    </aside>
  );
}
