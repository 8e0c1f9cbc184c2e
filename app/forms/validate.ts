/**
 * Validation shared by the browser and the server: the same definitions, the same
 * order of checks, the same messages. Text is trimmed before it is checked; the
 * server stores the trimmed text.
 */
import type {
  ChoiceField,
  Field,
  FileField,
  FileInfo,
  FormDefinition,
  FormErrors,
  FormValues,
  Rule,
  TextField,
} from './types.ts';

/**
 * The HTML standard's e-mail syntax (what `<input type="email">` accepts), with at
 * least one dot in the domain, since an address without one cannot receive our reply.
 */
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

const DIGITS = /^[0-9]+$/;

/** A control that holds a value: every field kind except the switch, which picks one. */
export type Control = TextField | ChoiceField | FileField;

/** Every field of a form, in order, across its sections. */
export function fieldsOf(form: FormDefinition): readonly Field[] {
  return form.sections.flatMap((section) => section.fields);
}

/**
 * The control that stands for a field with these values: the field itself, or the
 * case of a switch chosen by its controlling field (none when nothing is chosen).
 */
export function controlFor(field: Field, values: FormValues): Control | undefined {
  if (field.kind !== 'switch') return field;
  const chosen = values[field.on];
  return typeof chosen === 'string' ? field.cases[chosen.trim()] : undefined;
}

/** Every control a form can show, switch cases included, for rendering and for storage caps. */
export function controlsOf(form: FormDefinition): readonly Control[] {
  return fieldsOf(form).flatMap((field) => (field.kind === 'switch' ? Object.values(field.cases) : [field]));
}

export function passes(rule: Rule, value: string): boolean {
  switch (rule.type) {
    case 'email':
      return EMAIL.test(value);
    case 'digits':
      return DIGITS.test(value);
    case 'length':
      return value.length >= rule.min && (rule.max === undefined || value.length <= rule.max);
  }
}

function text(value: string | FileInfo | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** The checks made as soon as a file is chosen: its type by name, then its size. */
export function checkFile(field: FileField, file: FileInfo | undefined): string | undefined {
  if (!file || file.name === '') return field.required || undefined;
  if (!field.extensions.includes(extensionOf(file.name))) return field.typeMessage;
  if (file.size >= field.sizeLimit) return field.sizeMessage;
  return undefined;
}

/** The message for one control's value, or undefined when it is valid. */
export function checkControl(control: Control, value: string | FileInfo | undefined): string | undefined {
  if (control.kind === 'file') return checkFile(control, typeof value === 'object' ? value : undefined);
  const trimmed = text(value);
  if (trimmed === '') return control.required || undefined;
  switch (control.kind) {
    case 'select':
    case 'radio':
      // A value that is not one of the options counts as no choice.
      return control.options.some((option) => option.value === trimmed) ? undefined : control.required || undefined;
    default:
      return control.rules?.find((rule) => !passes(rule, trimmed))?.message;
  }
}

/** Every error of a form's values, keyed by field name. */
export function validate(form: FormDefinition, values: FormValues): FormErrors {
  const errors: FormErrors = {};
  for (const field of fieldsOf(form)) {
    const control = controlFor(field, values);
    if (!control) continue;
    const message = checkControl(control, values[field.name]);
    if (message) errors[field.name] = message;
  }
  return errors;
}
