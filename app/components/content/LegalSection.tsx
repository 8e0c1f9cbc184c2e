/** One numbered part of the privacy policy and terms: heading, paragraphs and its terms. */
import type { Resolved, Section } from '../../content/schema.ts';
import { Html } from '../ui/Html.tsx';
import styles from './LegalSection.module.css';

interface LegalSectionProps {
  section: Resolved<Section>;
}

export function LegalSection({ section }: LegalSectionProps) {
  return (
    <section className={styles.section} id={section.id} aria-labelledby={`${section.id}-heading`}>
      {section.eyebrow && <p className="eyebrow">{section.eyebrow}</p>}
      <h2 id={`${section.id}-heading`}>{section.heading}</h2>
      {section.intro && <Html html={section.intro} className="prose" />}
      {section.items && (
        <dl className={styles.terms}>
          {section.items.map((item) => (
            <div key={item.title}>
              <dt>{item.title}</dt>
              {item.text && <dd>{item.text}</dd>}
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
