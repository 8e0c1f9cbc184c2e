/**
 * The key facts of a page beside its hero's text on wide screens (below it on narrow
 * ones): a short list of figures, each with what it means ("1 working day: to hear
 * back from us"), so that the hero has no empty half.
 */
import styles from './HeroFacts.module.css';

export interface HeroFact {
  value: string;
  label: string;
}

interface HeroFactsProps {
  /** Names the list for assistive technology, e.g. "At a glance". */
  label: string;
  facts: readonly HeroFact[];
}

export function HeroFacts({ label, facts }: HeroFactsProps) {
  return (
    <dl className={styles.facts} aria-label={label}>
      {facts.map((fact) => (
        <div className={styles.fact} key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
