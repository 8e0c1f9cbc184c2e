/** Eyebrow, heading and introduction at the top of a section. */
import { DisplayText } from '../ui/DisplayText.tsx';
import { Html } from '../ui/Html.tsx';
import styles from './SectionHeader.module.css';

interface SectionHeaderProps {
  eyebrow?: string | undefined;
  heading: string;
  /** The introduction as HTML, rendered from Markdown at build time (the content readers do it). */
  intro?: string | undefined;
  /** Heading level: 2 for page sections, 3 inside a section. */
  level?: 2 | 3;
  align?: 'start' | 'center';
  id?: string | undefined;
}

export function SectionHeader({ eyebrow, heading, intro, level = 2, align = 'start', id }: SectionHeaderProps) {
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <header className={`${styles.header} ${align === 'center' ? styles.center : ''}`}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <Heading id={id}>
        <DisplayText>{heading}</DisplayText>
      </Heading>
      {intro && <Html html={intro} className={`lead prose ${styles.intro}`} />}
    </header>
  );
}
