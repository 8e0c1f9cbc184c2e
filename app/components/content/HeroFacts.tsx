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

export function HeroFacts({ facts }: { facts: readonly HeroFact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div className={styles.fact} key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
