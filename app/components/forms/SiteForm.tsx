/**
 * One of the three forms, rendered from its shared definition in app/forms (which
 * the server validates with too): labelled fields in sections, the hire form's
 * salary control that follows the salary type, a honeypot field, a submit button
 * that shows progress, a status region that announces the outcome and, after a
 * refused attempt, a list of the fields to correct, each linked to its field.
 *
 * Validation is react-hook-form with a resolver that runs the shared `validate()`,
 * so every message is the shared one: a field's message shows once the visitor has
 * left it or tried to send, and from then on follows every keystroke. A newly shown
 * salary control starts untouched, without a message. A resume is checked as soon
 * as it is chosen (type, size); a refused file is cleared from the input.
 *
 * Sending: a multipart POST of the form's own FormData through lib/http.ts (the
 * X-XSRF-TOKEN header), bounded by a time-out, one at a time. 201: the form is reset
 * and the visitor goes to /thank-you by client navigation, with the form's id (and an
 * applicant's chosen position) in the navigation state. Any failure keeps everything, the chosen file too, and says
 * what happened; the server's field messages show under their fields.
 *
 * Without JavaScript it is still a complete, labelled form posting to its endpoint.
 */
import { type ComponentType, type FormEvent, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useController, useForm, useWatch, type Control as FormState, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { STATUS } from '../../forms/messages.ts';
import { type ApiError, HONEYPOT_FIELD } from '../../forms/protocol.ts';
import type { Field, FileInfo, FormDefinition, FormErrors, FormValues, SwitchField } from '../../forms/types.ts';
import {
  checkControl,
  checkFile,
  controlsOf,
  fieldsOf,
  normalizeValue,
  validate,
  type Control,
} from '../../forms/validate.ts';
import { send } from '../../lib/http.ts';
import type { FileDropZoneProps } from './FileDropZone.tsx';
import { FormControl, SwitchSlot, type Binding, type ControlElement } from './FormControl.tsx';
import styles from './SiteForm.module.css';

/** Longest wait for the server's answer, upload included. */
const TIMEOUT_MS = 30_000;
export const THANK_YOU_PATH = '/thank-you';

type Values = Record<string, unknown>;
type Tone = 'info' | 'success' | 'error';
const IDLE = { tone: 'info', message: '' } as const;

const subscribeToNothing = () => () => undefined;
const isBrowser = () => true;
const isPrerender = () => false;

interface SiteFormProps {
  /** The shared definition; each page imports only its own (app/forms/contact.ts…). */
  form: FormDefinition;
  /**
   * Values to start with (job-apply's `position` from `?position=`). Applied after
   * hydration, and only when the definition accepts them.
   */
  values?: Readonly<Record<string, string>> | undefined;
  /** What draws the form's file field, for a form that has one (FileDropZone). */
  fileControl?: ComponentType<FileDropZoneProps> | undefined;
}

/** The form-state name of one case of a switch field; the control itself is named like the field. */
export const caseKey = (name: string, value: string) => `${name}:${value}`;

const asText = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The first file of a file input's value (a FileList), as the shared checks read it. */
function fileOf(value: unknown): FileInfo | undefined {
  if (!value || typeof value !== 'object' || !('length' in value)) return undefined;
  const file = (value as ArrayLike<File>)[0];
  return file ? { name: file.name, size: file.size } : undefined;
}

/** The chosen case of a switch field, if its controlling field has one. */
function chosenCase(field: SwitchField, values: Values): string | undefined {
  const chosen = asText(values[field.on])?.trim();
  return chosen && Object.hasOwn(field.cases, chosen) ? chosen : undefined;
}

/** The form's values by shared field name, as `validate()` reads them. */
export function formValuesOf(form: FormDefinition, values: Values): FormValues {
  const out: Record<string, string | FileInfo | undefined> = {};
  for (const field of fieldsOf(form)) {
    if (field.kind === 'switch') {
      const chosen = chosenCase(field, values);
      out[field.name] = chosen ? (asText(values[caseKey(field.name, chosen)]) ?? '') : undefined;
    } else {
      out[field.name] = field.kind === 'file' ? fileOf(values[field.name]) : asText(values[field.name]);
    }
  }
  return out;
}

/** The form-state name a shared field's message belongs to (a switch: its chosen case). */
function stateNameOf(field: Field, values: Values): string | undefined {
  if (field.kind !== 'switch') return field.name;
  const chosen = chosenCase(field, values);
  return chosen ? caseKey(field.name, chosen) : undefined;
}

function without(errors: FormErrors, name: string): FormErrors {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => key !== name));
}

function messageFor(response: Response): string {
  switch (response.status) {
    case 403:
      return STATUS.forbidden;
    case 413:
      return STATUS.tooLarge;
    case 415:
      return STATUS.unsupported;
    case 429: {
      const seconds = Number(response.headers.get('retry-after'));
      return STATUS.rateLimited(Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60);
    }
    case 503:
      return STATUS.unavailable;
    default:
      return STATUS.serverError;
  }
}

/** Every field starts empty: text as '', a radio group with nothing checked, no file. */
function defaultValuesOf(form: FormDefinition): Values {
  const values: Values = {};
  for (const field of fieldsOf(form)) {
    if (field.kind === 'switch') {
      for (const value of Object.keys(field.cases)) values[caseKey(field.name, value)] = '';
    } else if (field.kind !== 'file') {
      values[field.name] = field.kind === 'radio' ? null : '';
    }
  }
  return values;
}

export function SiteForm({ form, values: preset, fileControl }: SiteFormProps) {
  const formId = form.id;
  const idFor = (name: string) => `${formId}-${name}`;
  const navigate = useNavigate();
  const formElement = useRef<HTMLFormElement>(null);
  /** Messages from the server's last answer, by field, until that field changes. */
  const serverErrors = useRef<FormErrors>({});
  /** Messages about a refused file choice, shown at once, until another file is chosen. */
  const fileNotices = useRef<FormErrors>({});
  const sending = useRef(false);
  /**
   * Messages that appear when a field is left move what is below them. While a
   * pointer is pressed in the form (on the submit button, say), the check of the
   * field just left waits until the press is over, so the click lands where it began.
   */
  const pressed = useRef<(() => void)[] | null>(null);
  const whenReleased = (check: () => unknown) => {
    if (pressed.current) pressed.current.push(() => void check());
    else void check();
  };
  const onPress = () => {
    if (pressed.current) return;
    pressed.current = [];
    const release = () => {
      // After the click that ends the press has been handled.
      setTimeout(() => {
        const pending = pressed.current ?? [];
        pressed.current = null;
        for (const check of pending) check();
      }, 0);
    };
    window.addEventListener('pointerup', release, { once: true });
    window.addEventListener('pointercancel', release, { once: true });
  };
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ tone: Tone; message: string }>({ tone: 'info', message: '' });
  // False in the prerendered page and while hydrating, true once React runs the form.
  const ready = useSyncExternalStore(subscribeToNothing, isBrowser, isPrerender);
  const [focusRequest, setFocusRequest] = useState<{ id: string } | null>(null);

  /** The messages for these values, by shared field name: the server's, the shared rules', the file notices. */
  const errorsOf = (values: Values): FormErrors => ({
    ...serverErrors.current,
    ...validate(form, formValuesOf(form, values)),
    ...fileNotices.current,
  });

  const resolver: Resolver<Values> = (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [name, message] of Object.entries(errorsOf(values))) {
      const field = fieldsOf(form).find((candidate) => candidate.name === name);
      const stateName = field ? stateNameOf(field, values) : undefined;
      if (stateName) errors[stateName] = { type: 'validate', message };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };

  const defaults = useMemo(() => defaultValuesOf(form), [form]);
  const { register, control, handleSubmit, formState, reset, setValue, trigger, getValues } = useForm<Values>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: defaults,
    resolver,
    shouldFocusError: false,
  });
  const { errors, isSubmitted } = formState;

  const switches = fieldsOf(form).filter((field): field is SwitchField => field.kind === 'switch');
  const watched = useWatch({ control, name: switches.map((field) => field.on) }) as unknown[];
  const switchValues: Values = Object.fromEntries(switches.map((field, index) => [field.on, watched[index]]));

  // Values handed in by the page (a role from ?position=), once the form is in the browser.
  const presetKey = JSON.stringify(preset ?? {});
  useEffect(() => {
    const entries = Object.entries(JSON.parse(presetKey) as Record<string, string>);
    for (const [name, value] of entries) {
      const target = controlsOf(form).find((candidate) => candidate.name === name);
      if (!target || target.kind === 'file' || value.trim() === '') continue;
      if (checkControl(target, value) === undefined) setValue(name, value.trim());
    }
  }, [presetKey, form, setValue]);

  /** The message shown for a field now (for a switch, its visible case's). */
  const messageOf = (field: Field): string | undefined => {
    const stateName = stateNameOf(field, switchValues);
    const error = stateName ? errors[stateName] : undefined;
    return typeof error?.message === 'string' && error.message !== '' ? error.message : undefined;
  };

  /** The id of the element that takes the focus for a field (a radio group: its first radio). */
  const focusIdOf = (field: Field, values: Values): string | undefined => {
    if (field.kind === 'switch') {
      const chosen = chosenCase(field, values);
      return chosen ? idFor(`${field.name}-${chosen.toLowerCase()}`) : undefined;
    }
    return field.kind === 'radio' ? `${idFor(field.name)}-0` : idFor(field.name);
  };

  const focusFirstInvalid = (messages: FormErrors) => {
    const values = getValues();
    const first = fieldsOf(form).find((field) => messages[field.name] && focusIdOf(field, values));
    const id = first && focusIdOf(first, values);
    if (id) setFocusRequest({ id });
  };

  // Focus moves once the messages are on the page, so the field is announced with its message.
  useEffect(() => {
    if (!focusRequest) return;
    const element = document.getElementById(focusRequest.id);
    if (!element) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
    element.focus({ preventScroll: true });
  }, [focusRequest]);

  /** A visitor's edit: the server's message for the field goes; a chosen file is checked at once. */
  const edited = (control: Control, event: { target: EventTarget | null }, next: () => unknown): unknown => {
    serverErrors.current = without(serverErrors.current, control.name);
    if (control.kind !== 'file' || !(event.target instanceof HTMLInputElement)) return next();
    const input = event.target;
    const hadNotice = control.name in fileNotices.current;
    fileNotices.current = without(fileNotices.current, control.name);
    const file = input.files?.[0];
    const notice = file ? checkFile(control, { name: file.name, size: file.size }) : undefined;
    if (notice) {
      fileNotices.current = { ...fileNotices.current, [control.name]: notice };
      input.value = '';
    }
    const result = next();
    // Shown at once, even before the visitor has tried to send.
    if (notice || hadNotice) void Promise.resolve(result).then(() => trigger(control.name));
    return result;
  };

  const bind = (target: Control): Binding => {
    const registration = register(target.name);
    return {
      name: registration.name,
      ref: registration.ref,
      onBlur: (event) => whenReleased(() => registration.onBlur(event)),
      onChange: (event) => edited(target, event, () => registration.onChange(event)),
    };
  };

  const listed = status.message === STATUS.invalid ? fieldsOf(form).filter((field) => messageOf(field)) : [];
  // Every highlighted field corrected: the request to correct them goes too.
  const shown = status.message === STATUS.invalid && isSubmitted && listed.length === 0 ? IDLE : status;

  const failed = async (response: Response) => {
    const body = (await response.json().catch(() => undefined)) as Partial<ApiError> | undefined;
    const fieldErrors = body?.errors && typeof body.errors === 'object' ? body.errors : undefined;
    if (fieldErrors && Object.keys(fieldErrors).length > 0) {
      serverErrors.current = { ...fieldErrors };
      await trigger();
      setStatus({ tone: 'error', message: STATUS.invalid });
      focusFirstInvalid(errorsOf(getValues()));
      return;
    }
    setStatus({ tone: 'error', message: messageFor(response) });
  };

  const sendForm = async () => {
    const element = formElement.current;
    if (!element) return;
    setBusy(true);
    setStatus({ tone: 'info', message: STATUS.sending });
    // The form's own fields as the browser would send them (the shown salary case
    // only), with text normalised like the server stores it.
    const body = new FormData(element);
    const controls = new Map(controlsOf(form).map((candidate) => [candidate.name, candidate] as const));
    for (const [name, value] of [...body.entries()]) {
      if (typeof value === 'string' && controls.has(name)) body.set(name, normalizeValue(controls.get(name), value));
    }
    let response: Response;
    try {
      response = await send(form.endpoint, {
        method: 'POST',
        body,
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      sending.current = false;
      setBusy(false);
      const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
      setStatus({ tone: 'error', message: timedOut ? STATUS.timeout : STATUS.offline });
      return;
    }

    if (response.status === 201) {
      // The thank-you page names the role an applicant chose; read before the reset empties it.
      const role = asText(body.get('position'))?.trim();
      element.reset();
      reset(defaults);
      serverErrors.current = {};
      fileNotices.current = {};
      setStatus({ tone: 'success', message: STATUS.sent });
      void navigate(THANK_YOU_PATH, { state: role ? { form: formId, role } : { form: formId } });
      return;
    }
    sending.current = false;
    setBusy(false);
    await failed(response);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    serverErrors.current = {};
    void handleSubmit(sendForm, () => {
      sending.current = false;
      setStatus({ tone: 'error', message: STATUS.invalid });
      focusFirstInvalid(errorsOf(getValues()));
    })();
  };

  const allRequired = controlsOf(form).every((candidate) => candidate.required !== false);
  const note = allRequired ? 'All fields are required.' : 'All fields are required unless marked optional.';
  const numbered = form.sections.length > 1;
  const titleId = idFor('title');
  const noteId = idFor('note');
  const statusId = idFor('status');

  const renderField = (field: Field) => {
    if (field.kind !== 'switch') {
      return (
        <FormControl
          key={field.name}
          control={field}
          id={idFor(field.name)}
          binding={bind(field)}
          error={messageOf(field)}
          fileControl={fileControl}
        />
      );
    }
    const chosen = chosenCase(field, switchValues);
    const caseControl = chosen ? field.cases[chosen] : undefined;
    if (!chosen || !caseControl) {
      const on = fieldsOf(form).find((candidate) => candidate.name === field.on);
      const choices = on && on.kind === 'radio' ? on.options.map((option) => option.label ?? option.value) : [];
      const note = choices.length > 0 ? `Choose ${choices.join(' or ')} first.` : '';
      return <SwitchSlot key={field.name} name={field.name} note={note} width={field.width} />;
    }
    return (
      <SwitchCase
        key={caseKey(field.name, chosen)}
        state={control}
        control={caseControl}
        caseOf={chosen}
        id={idFor(`${field.name}-${chosen.toLowerCase()}`)}
        error={messageOf(field)}
        onEdited={(event, next) => edited(caseControl, event, next)}
        onLeft={(blur) =>
          whenReleased(() => {
            blur();
            // After a refused attempt, a newly shown control left empty says so once it is left.
            if (isSubmitted) void trigger(caseKey(field.name, chosen));
          })
        }
      />
    );
  };

  return (
    <div className={styles.root} data-site-form={formId} data-tone={shown.tone} data-ready={ready ? '' : undefined}>
      <form
        ref={formElement}
        className={styles.form}
        action={form.endpoint}
        method="post"
        encType="multipart/form-data"
        noValidate
        aria-labelledby={titleId}
        aria-describedby={noteId}
        aria-busy={busy ? 'true' : undefined}
        onSubmit={onSubmit}
        onPointerDownCapture={onPress}
      >
        <header className={styles.head}>
          <h2 className={styles.title} id={titleId}>
            {form.title}
          </h2>
          <p className={styles.note} id={noteId}>
            {note}
          </p>
        </header>

        {form.sections.map((section, index) => {
          const fields = <div className={styles.grid}>{section.fields.map(renderField)}</div>;
          return section.title ? (
            <fieldset className={styles.section} key={section.title}>
              <legend className={styles.legend}>
                {numbered && (
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

        <div className={styles.footer}>
          <button
            type="submit"
            className={`button button--primary ${styles.submit}`}
            aria-describedby={statusId}
            aria-disabled={busy ? 'true' : undefined}
          >
            <span className={styles.spinner} aria-hidden="true" />
            <span>{busy ? STATUS.sending : form.submitLabel}</span>
          </button>
          <p className={styles.privacy}>
            We use these details only to answer you. Read our <Link to="/privacy-policy">privacy policy</Link>.
          </p>
        </div>
        <div className={styles.outcome}>
          <p className={styles.status} id={statusId} role="status" aria-live="polite" data-status="">
            {shown.message}
          </p>
          {listed.length > 0 && (
            <ul className={styles.summary} aria-label="Fields to correct">
              {listed.map((field) => {
                const id = focusIdOf(field, switchValues);
                const label = labelOf(form, field, switchValues);
                return (
                  <li key={field.name}>
                    <a
                      href={id ? `#${id}` : undefined}
                      onClick={(event) => {
                        event.preventDefault();
                        if (id) setFocusRequest({ id });
                      }}
                    >
                      {label}: {messageOf(field)}
                    </a>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </form>
    </div>
  );
}

/** The visible label of a field (a switch: its chosen case's). */
function labelOf(form: FormDefinition, field: Field, values: Values): string {
  if (field.kind !== 'switch') return field.label;
  const chosen = chosenCase(field, values);
  return (chosen && field.cases[chosen]?.label) || form.title;
}

interface SwitchCaseProps {
  state: FormState<Values>;
  control: Control;
  caseOf: string;
  id: string;
  error: string | undefined;
  onEdited: (event: { target: EventTarget | null }, next: () => unknown) => unknown;
  /** The control was left: `blur` marks it touched in the form state. */
  onLeft: (blur: () => void) => void;
}

/**
 * The shown case of a switch field: a control of its own in the form state, so each
 * case keeps its value while hidden and starts untouched, without a message.
 */
function SwitchCase({ state, control, caseOf, id, error, onEdited, onLeft }: SwitchCaseProps) {
  const { field } = useController({ name: caseKey(control.name, caseOf), control: state });
  const binding: Binding = {
    name: control.name,
    ref: field.ref,
    value: typeof field.value === 'string' ? field.value : '',
    onBlur: () => onLeft(field.onBlur),
    onChange: (event: { target: EventTarget | null }) =>
      onEdited(event, () => field.onChange((event.target as ControlElement).value)),
  };
  return <FormControl control={control} id={id} binding={binding} error={error} caseOf={caseOf} />;
}
