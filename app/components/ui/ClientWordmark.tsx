/**
 * A client's wordmark, drawn in the site's one monochrome style (docs/design.md, the
 * imagery system): the name set in the display face in ink, in the client's own setting,
 * with one small drawn mark. No stock icon, no brand colour: the wall of clients reads as
 * one set.
 */
import type { Client } from '../../content/schema.ts';
import styles from './ClientWordmark.module.css';

/** The marks, each drawn on a 24-unit square in the current colour. */
const MARKS: Record<Client['mark'], string> = {
  dot: '<circle cx="12" cy="12" r="7"/>',
  blocks: '<path d="M3 13h8v8H3zM13 3h8v8h-8zM13 13h8v8h-8z"/>',
  arch: '<path d="M4 21V12a8 8 0 0 1 16 0v9h-4.5v-9a3.5 3.5 0 0 0-7 0v9z"/>',
  triangle: '<path d="M12 3l10 18H2z"/>',
  bolt: '<path d="M14 2L4 14h6l-2 8 10-12h-6z"/>',
  pair: '<circle cx="8" cy="12" r="6"/><circle cx="17" cy="12" r="5" fill="none" stroke="currentColor" stroke-width="2.5"/>',
  leaf: '<path d="M4 20C4 10 10 4 21 3c-1 11-7 17-17 17z"/>',
  ring: '<circle cx="12" cy="12" r="7.5" fill="none" stroke="currentColor" stroke-width="4"/>',
  square: '<rect x="4" y="4" width="16" height="16" rx="2"/>',
  rise: '<path d="M2 20l7-8 4 4 9-11v15z"/>',
};

interface ClientWordmarkProps {
  name: string;
  setting: Client['setting'];
  mark: Client['mark'];
}

export function ClientWordmark({ name, setting, mark }: ClientWordmarkProps) {
  return (
    <span className={`${styles.wordmark} ${styles[setting]}`}>
      <svg
        viewBox="0 0 24 24"
        width="22"
        height="22"
        fill="currentColor"
        aria-hidden="true"
        dangerouslySetInnerHTML={{ __html: MARKS[mark] }}
      />
      <span className={styles.name}>{name}</span>
    </span>
  );
}
