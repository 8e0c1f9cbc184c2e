/** A client's wordmark: its symbol and name set in the client's colour. */
import type { CSSProperties } from 'react';
import type { IconSvg } from '../../content/schema.ts';
import { Icon } from './Icon.tsx';
import styles from './ClientWordmark.module.css';

interface ClientWordmarkProps {
  name: string;
  /** Wordmark colour, dark enough for 4.5:1 on white. */
  color: string;
  icon: IconSvg;
}

export function ClientWordmark({ name, color, icon }: ClientWordmarkProps) {
  return (
    <span className={styles.wordmark} style={{ '--mark': color } as CSSProperties}>
      <Icon icon={icon} size={26} />
      <span>{name}</span>
    </span>
  );
}
