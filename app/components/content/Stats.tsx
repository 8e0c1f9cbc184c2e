/** The headline claims (since 2014, 1500+ applications, 2400+ websites) from site settings. */
import { useRootData } from '../../lib/root-data.ts';
import styles from './Stats.module.css';

export function Stats() {
  const { claims } = useRootData().settings;
  return (
    <dl className={styles.stats}>
      {claims.map((claim) => (
        <div className={styles.item} key={claim.label}>
          <dt>{claim.label}</dt>
          <dd>{claim.value}</dd>
        </div>
      ))}
    </dl>
  );
}
