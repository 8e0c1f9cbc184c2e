/**
 * One of the three forms, rendered from its shared definition in app/forms (whose zod
 * schema the server checks with too): labelled fields in sections, the hire form's
 * salary control that follows the salary type, a honeypot field, a submit button that
 * shows progress and a status region beside it that announces the outcome. After a
 * refused attempt, a summary at the top lists the fields to correct, each linked to
 * its field, and the focus moves to the first of them.
 *
 * A newly shown salary control starts untouched, without a message. A failed send
 * keeps everything, the chosen file too; the form empties only once the server has
 * stored it (201). Without JavaScript it is still a complete, labelled form posting
 * to its endpoint.
 */
import { type ComponentType, type FormEvent, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../ui/Link.tsx';
import { STATUS } from '../../forms/messages.ts';
import { HONEYPOT_FIELD } from '../../forms/protocol.ts';
import type { FormDefinition } from '../../forms/types.ts';
import { controlsOf, fieldsOf } from '../../forms/validate.ts';
import { storedAttribution } from '../../lib/attribution.ts';
import type { FileControlProps } from './control-binding.ts';
import { ErrorSummary } from './ErrorSummary.tsx';
import { FormField } from './FormField.tsx';
import { controlIdOf, focusIdOf, labelOf } from './form-state.ts';
import { useHeldChecks } from './useHeldChecks.ts';
import { loadSchema } from './load-schema.ts';
import { IDLE, useSubmission } from './useSubmission.ts';
import { useSiteForm } from './useSiteForm.ts';
import styles from './SiteForm.module.css';

const subscribeToNothing = () => () => undefined;
const isBrowser = () => true;
const isPrerender = () => false;

interface SiteFormProps {
  /** The shared definition; each page imports only its own (app/forms/contact.ts…). */
  form: FormDefinition;
  /**
   * Values to start with (job-apply's `position` from `?position=`). Applied after
   * hydration, and only when the schema accepts them.
   */
  values?: Readonly<Record<string, string>> | undefined;
  /** What draws the form's file field, for a form that has one (FileDropZone). */
  fileControl?: ComponentType<FileControlProps> | undefined;
}

const preloadSchema = () => void loadSchema();

export function SiteForm({ form, values: preset, fileControl }: SiteFormProps) {
  const idFor = (name: string) => controlIdOf(form, name);
  const { methods, switchValues, messageOf, focusControl, focusSummary, invalidFields, showServerErrors } = useSiteForm(
    form,
    preset,
  );
  const { handleSubmit, reset, formState } = methods;
  const { whenReleased, onPointerDownCapture } = useHeldChecks();
  /** The fields refused at the last attempt, in the form's order. */
  const [refused, setRefused] = useState<string[]>([]);
  const submission = useSubmission(form, {
    onFieldErrors: async (messages) => setRefused(await showServerErrors(messages)),
    onSent: () => reset(),
  });
  const { status, busy } = submission;
  // False in the prerendered page and while hydrating, true once React runs the form.
  const ready = useSyncExternalStore(subscribeToNothing, isBrowser, isPrerender);
  const { pathname } = useLocation();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    if (!submission.begin()) return;
    setRefused([]);
    void handleSubmit(
      () => submission.sendForm(element),
      () => {
        submission.refuse();
        setRefused(focusSummary(invalidFields()));
      },
    )().catch(submission.unreachable);
  };

  const summary = fieldsOf(form)
    .filter((field) => refused.includes(field.name))
    .map((field) => ({
      name: field.name,
      label: labelOf(form, field, switchValues),
      message: messageOf(field),
      target: focusIdOf(form, field, switchValues),
    }));
  const corrected = fieldsOf(form).every((field) => !messageOf(field));
  // Every highlighted field corrected: the request to correct them goes too.
  const shown = status.message === STATUS.invalid && formState.isSubmitted && corrected ? IDLE : status;

  const allRequired = controlsOf(form).every((candidate) => candidate.required !== false);
  const note = allRequired ? 'All fields are required.' : 'All fields are required unless marked optional.';
  const titleId = idFor('title');
  const noteId = idFor('note');
  const statusId = idFor('status');

  return (
    <div className={styles.root} data-site-form={form.id} data-tone={shown.tone} data-ready={ready ? '' : undefined}>
      <form
        className={styles.form}
        action={form.endpoint}
        method="post"
        encType="multipart/form-data"
        noValidate
        aria-labelledby={titleId}
        aria-describedby={noteId}
        aria-busy={busy ? 'true' : undefined}
        onSubmit={onSubmit}
        onPointerDownCapture={onPointerDownCapture}
        // The validator's code is fetched once the visitor turns to the form (a field or a button
        // takes focus), not with the page: reading the page costs no script, and the first check
        // runs only when a field is left, by which time it has arrived.
        onFocus={preloadSchema}
      >
        <header className={styles.head}>
          <h2 className={styles.title} id={titleId}>
            {form.title}
          </h2>
          <p className={styles.note} id={noteId}>
            {note}
          </p>
        </header>

        <ErrorSummary id={idFor('summary')} entries={summary} onFollow={focusControl} />

        {form.sections.map((section, index) => {
          const fields = (
            <div className={styles.grid}>
              {section.fields.map((field) => (
                <FormField
                  key={field.name}
                  {...{ form, field, methods, switchValues, whenReleased, fileControl }}
                  error={messageOf(field)}
                />
              ))}
            </div>
          );
          return section.title ? (
            <fieldset className={styles.section} key={section.title}>
              <legend className={styles.legend}>
                {form.sections.length > 1 && (
                  <span className={styles.step} aria-hidden="true">
                    {index + 1}
                  </span>
                )}
                {section.title}
              </legend>
              {fields}
            </fieldset>
          ) : (
            <div key={`section-${index}`}>{fields}</div>
          );
        })}

        <div className={styles.trap} aria-hidden="true">
          <label htmlFor={idFor(HONEYPOT_FIELD)}>Leave this field empty</label>
          <input id={idFor(HONEYPOT_FIELD)} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
        </div>
        {/* Where the lead came from (app/lib/attribution.ts): the page's path even without JavaScript,
            the tab's landing page, referrer and utm_* values once the form runs in the browser. */}
        <input type="hidden" name="form_path" value={pathname} />
        {ready &&
          Object.entries(storedAttribution()).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}

        {/* What a visitor should know before sending comes before the button (on a phone too). */}
        <div className={styles.footer}>
          <p className={styles.privacy}>
            We use these details only to answer you. Read our <Link to="/privacy-policy">privacy policy</Link>.
          </p>
          <button
            type="submit"
            className={`button button--primary ${styles.submit}`}
            aria-describedby={statusId}
            aria-disabled={busy ? 'true' : undefined}
          >
            <span className={styles.spinner} aria-hidden="true" />
            <span>{busy ? STATUS.sending : form.submitLabel}</span>
          </button>
        </div>
        <p className={styles.status} id={statusId} role="status" aria-live="polite" data-status="">
          {shown.message}
        </p>
      </form>
    </div>
  );
}
