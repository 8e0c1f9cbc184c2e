/** The brand mark and name, linking home. */
import { Link } from '../ui/Link.tsx';
import { useRootData } from '../../lib/root-data.ts';
import styles from './Logo.module.css';

interface LogoProps {
  /** Light variant for dark backgrounds. */
  inverted?: boolean;
}

export function Logo({ inverted = false }: LogoProps) {
  const { brand } = useRootData().settings;
  return (
    <Link to="/" className={`${styles.logo} ${inverted ? styles.inverted : ''}`} aria-label={`${brand} home`}>
      <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="10" fill="#4338ca" />
        <path
          d="M11 29V11l18 18V11"
          fill="none"
          stroke="#fff"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="29" cy="11" r="3.2" fill="#f97316" />
      </svg>
      <span>{brand}</span>
    </Link>
  );
}
