/**
 * After a refused attempt, at the top of the form: the fields that were refused,
 * each linked to its field with its message. A corrected field stays in the list,
 * marked corrected, so the fields below do not move while the visitor types; the
 * list is replaced at the next attempt.
 */
import styles from './ErrorSummary.module.css';

interface SummaryEntry {
  name: string;
  label: string;
  /** The field's message now; none once corrected. */
  message: string | undefined;
  /** The id of the element that takes the focus for the field. */
  target: string | undefined;
}

interface ErrorSummaryProps {
  id: string;
  entries: readonly SummaryEntry[];
  onFollow: (target: string) => void;
}

export function ErrorSummary({ id, entries, onFollow }: ErrorSummaryProps) {
  if (entries.length === 0) return null;
  const remaining = entries.filter((entry) => entry.message).length;
  return (
    <section className={styles.summary} aria-labelledby={id} data-error-summary="">
      <h3 className={styles.title} id={id}>
        {remaining === 0 ? 'All corrected: send the form again when you are ready.' : 'Please correct these fields'}
      </h3>
      <ul className={styles.list} aria-label="Fields to correct">
        {entries.map(({ name, label, message, target }) => (
          <li key={name} data-corrected={message ? undefined : ''}>
            <a
              href={target ? `#${target}` : undefined}
              onClick={(event) => {
                event.preventDefault();
                if (target) onFollow(target);
              }}
            >
              {label}: {message ?? 'corrected'}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
