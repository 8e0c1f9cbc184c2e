/**
 * The head of a section, on the 12-column grid: the section's label in the first three
 * columns, on the section's top rule, the heading and its introduction from the fourth
 * (stacked on phones). Headings always start at the left (docs/design.md).
 */
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
  id?: string | undefined;
  /**
   * One heading size for every section (56 px, docs/design.md section 5: a larger one on
   * home's portfolio read as an outlier, review pass 6); `compact` keeps it and tightens
   * the space under it, for reference sections such as the technologies. One shape for
   * both: the label in columns 1 to 3, the heading and introduction from 4.
   */
  size?: HeaderSize | undefined;
}

export type HeaderSize = 'default' | 'compact';

export function SectionHeader({ eyebrow, heading, intro, level = 2, id, size = 'default' }: SectionHeaderProps) {
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <header className={`grid-12 ${styles.header} ${size === 'default' ? '' : styles[size]}`}>
      {eyebrow && <p className={`eyebrow ${styles.label}`}>{eyebrow}</p>}
      <Heading id={id} className={styles.heading}>
        <DisplayText>{heading}</DisplayText>
      </Heading>
      {intro && <Html html={intro} className={`lead prose ${styles.intro}`} />}
    </header>
  );
}
