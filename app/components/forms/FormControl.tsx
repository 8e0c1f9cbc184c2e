/**
 * One field of a form, from its definition: a visible label, the control, an
 * optional help line and the slot its error message goes in. The control points at
 * the help line and the error slot with aria-describedby, and carries aria-invalid
 * while it has a message. The form (SiteForm) binds the control to its state and
 * decides which message to show.
 *
 * `caseOf` marks one case of a switch field (the hire form's salary): SiteForm
 * renders only the case the controlling field has chosen.
 */
import type { ComponentType } from 'react';
import type { TextField } from '../../forms/types.ts';
import type { Control } from '../../forms/validate.ts';
import type { Binding, FileControlProps } from './control-binding.ts';
import styles from './FormControl.module.css';

interface FormControlProps {
  control: Control;
  /** Unique id of the control in the page; the help and error ids derive from it. */
  id: string;
  binding: Binding;
  /** The message shown under the control, if any. */
  error?: string | undefined;
  /** For a switch case: the value of the controlling field that shows this control. */
  caseOf?: string | undefined;
  /**
   * What draws a file field (FileDropZone): passed in by the one form that has a
   * file field, so the other forms' pages do not load it.
   */
  fileControl?: ComponentType<FileControlProps> | undefined;
}

const TEXT_TYPES = { text: 'text', email: 'email', tel: 'tel', date: 'date' } as const;
const isLine = (c: Control): c is TextField & { kind: keyof typeof TEXT_TYPES } => c.kind in TEXT_TYPES;

function missingFileControl(name: string): never {
  throw new Error(`The form has a file field ("${name}"): pass SiteForm a fileControl (FileDropZone).`);
}

const helpIdOf = (id: string) => `${id}-help`;
const errorIdOf = (id: string) => `${id}-error`;

export function FormControl({ control, id, binding, error, caseOf, fileControl: FileControl }: FormControlProps) {
  const helpId = helpIdOf(id);
  const errorId = errorIdOf(id);
  const describedBy = [control.help ? helpId : undefined, errorId].filter(Boolean).join(' ');
  const required = control.required !== false;
  const invalid = Boolean(error);
  const wrapper = {
    className: [styles.field, control.width === 'full' ? styles.full : '', invalid ? styles.invalid : '']
      .filter(Boolean)
      .join(' '),
    'data-field': control.name,
    ...(caseOf !== undefined ? { 'data-case': caseOf } : {}),
  };
  const common = {
    id,
    'aria-describedby': describedBy,
    ...(required ? { 'aria-required': true } : {}),
    ...(invalid ? { 'aria-invalid': true } : {}),
    ...binding,
  };
  const help = control.help ? (
    <p className={styles.help} id={helpId}>
      {control.help}
    </p>
  ) : null;
  const message = (
    <p className={styles.error} id={errorId} data-error="">
      {error ?? ''}
    </p>
  );

  if (control.kind === 'radio') {
    return (
      <fieldset
        {...wrapper}
        role="radiogroup"
        aria-describedby={describedBy}
        {...(required ? { 'aria-required': true } : {})}
      >
        <legend className={styles.label}>{control.label}</legend>
        {help}
        <div className={styles.choices}>
          {control.options.map((option, index) => (
            <label className={styles.choice} htmlFor={`${id}-${index}`} key={option.value}>
              <input
                {...binding}
                type="radio"
                id={`${id}-${index}`}
                value={option.value}
                aria-describedby={describedBy}
                {...(invalid ? { 'aria-invalid': true } : {})}
              />
              <span>{option.label ?? option.value}</span>
            </label>
          ))}
        </div>
        {message}
      </fieldset>
    );
  }

  return (
    <div {...wrapper}>
      <label className={styles.label} htmlFor={id}>
        {control.label}
      </label>
      {control.kind === 'select' ? (
        <select {...common} className={`${styles.control} ${styles.select}`}>
          <option value="">{control.hint ?? ''}</option>
          {control.options.map((option) => (
            <option value={option.value} key={option.value}>
              {option.label ?? option.value}
            </option>
          ))}
        </select>
      ) : control.kind === 'textarea' ? (
        <textarea
          {...common}
          className={`${styles.control} ${styles.textarea}`}
          rows={control.rows ?? 5}
          maxLength={control.maxLength}
          placeholder={control.hint}
          autoComplete={control.autocomplete}
        />
      ) : control.kind === 'file' ? (
        FileControl ? (
          <FileControl control={control} id={id} describedBy={describedBy} invalid={invalid} binding={binding} />
        ) : (
          missingFileControl(control.name)
        )
      ) : (
        isLine(control) && (
          <input
            {...common}
            className={styles.control}
            type={TEXT_TYPES[control.kind]}
            maxLength={control.kind === 'date' ? undefined : control.maxLength}
            placeholder={control.hint}
            autoComplete={control.autocomplete}
            inputMode={control.inputMode}
            // An Indian form: a browser that formats dates by the field's language shows day, month, year.
            {...(control.kind === 'date' ? { lang: 'en-IN' } : {})}
          />
        )
      )}
      {help}
      {message}
    </div>
  );
}
