/**
 * After a refused attempt, at the top of the form: one short sentence and the fields
 * to correct, each a link to its field. The messages themselves appear once, under
 * their fields; the summary names the fields in the form's own words, so nothing is
 * said twice. The form moves the focus to it after each refused attempt, so it is
 * announced once, by its heading (a live region as well would say it twice), and it
 * scrolls fully into view below the sticky header (scroll-margin-top). A corrected field stays listed,
 * struck through, so the fields below do not move while the visitor types; the list
 * is replaced at the next attempt.
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

function headingOf(remaining: number): string {
  if (remaining === 0) return 'All corrected. Send the form again when you are ready.';
  return remaining === 1 ? 'Please check 1 field before sending.' : `Please check ${remaining} fields before sending.`;
}

export function ErrorSummary({ id, entries, onFollow }: ErrorSummaryProps) {
  if (entries.length === 0) return null;
  const remaining = entries.filter((entry) => entry.message).length;
  return (
    <section className={styles.summary} aria-labelledby={id} tabIndex={-1} data-error-summary="">
      <h3 className={styles.title} id={id}>
        {headingOf(remaining)}
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
              {label}
              {!message && <span className="sr-only"> (corrected)</span>}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
