/** The headline claims (since 2014, 1500+ applications, 2400+ websites) from site settings. */
import { useRootData } from '../../lib/root-data.ts';
import styles from './Stats.module.css';

/** A row of three (the default), or a column, one claim per line beside its label (a hero's aside). */
export function Stats({ layout = 'row' }: { layout?: 'row' | 'column' }) {
  const { claims } = useRootData().settings;
  return (
    <dl className={`${styles.stats} ${layout === 'column' ? styles.column : ''}`}>
      {claims.map((claim) => (
        <div className={styles.item} key={claim.label}>
          <dt>{claim.label}</dt>
          <dd>{claim.value}</dd>
        </div>
      ))}
    </dl>
  );
}
