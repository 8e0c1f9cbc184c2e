/**
 * Validation shared by the browser and the server: the same definitions, the same
 * order of checks, the same messages. Text is normalised (`normalizeValue`: trimmed,
 * and control characters of a one-line field made one space) before it is checked;
 * the server stores the normalised text, and the browser sends it.
 */
import { CHOICE_INVALID, tooLong } from './messages.ts';
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
 * least one dot in the domain, since an address without one cannot receive our reply,
 * and without ?, & and %, which would let the address rewrite a mailto: link.
 */
const EMAIL =
  /^[A-Za-z0-9.!#$'*+/=^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

const DIGITS = /^[0-9]+$/;

/**
 * A run of line breaks and other control characters (Unicode Cc, and the line and
 * paragraph separators), with the white space around it.
 */
const CONTROL_RUN = /\s*[\p{Cc}\u2028\u2029][\s\p{Cc}]*/gu;
/** What a multi-line text keeps: tab and LF; CR is LF, the other control characters go. */
// eslint-disable-next-line no-control-regex -- control characters are what it matches
const TEXT_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

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

/**
 * A text value as it is checked, stored and sent: trimmed; in a field that is not a
 * textarea every run of line breaks and other control characters is one space (so a
 * name cannot add lines to the staff e-mail); in a textarea CR LF and CR are LF and
 * control characters other than tab and LF are removed.
 */
export function normalizeValue(field: Field | undefined, value: string): string {
  if (field?.kind === 'textarea') return value.replace(/\r\n?/g, '\n').replace(TEXT_CONTROL, '').trim();
  return value.replace(CONTROL_RUN, ' ').trim();
}

/** Every text value of a form normalised by its field (`normalizeValue`); files and unknown names unchanged. */
export function normalize(form: FormDefinition, values: FormValues): Record<string, string | FileInfo | undefined> {
  const byName = new Map<string, Field>();
  for (const field of fieldsOf(form)) byName.set(field.name, controlFor(field, values) ?? field);
  const normalized: Record<string, string | FileInfo | undefined> = {};
  for (const [name, value] of Object.entries(values)) {
    normalized[name] = typeof value === 'string' && byName.has(name) ? normalizeValue(byName.get(name), value) : value;
  }
  return normalized;
}

/** A YYYY-MM-DD date as days since 1970-01-01, or undefined when it is no calendar date. */
function dayNumber(value: string): number | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return time / DAY_MS;
}

function isoDay(dayNumber: number): string {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The dates a date rule accepts at `now`, as YYYY-MM-DD (for the input's min and
 * max too). The first is today where it is earliest on Earth (UTC−12), the last
 * `maxDaysAhead` days after today where it is latest (UTC+14): the visitor's own
 * today is always inside, in any time zone, on the browser and on the server alike.
 */
export function dateBounds(
  rule: { readonly maxDaysAhead: number },
  now: Date = new Date(),
): { min: string; max: string } {
  const earliest = Math.floor((now.getTime() - 12 * 60 * 60 * 1000) / DAY_MS);
  const latest = Math.floor((now.getTime() + 14 * 60 * 60 * 1000) / DAY_MS) + rule.maxDaysAhead;
  return { min: isoDay(earliest), max: isoDay(latest) };
}

export function passes(rule: Rule, value: string, now: Date = new Date()): boolean {
  switch (rule.type) {
    case 'email':
      return EMAIL.test(value);
    case 'digits':
      return DIGITS.test(value);
    case 'length':
      return value.length >= rule.min && (rule.max === undefined || value.length <= rule.max);
    case 'forbidden':
      return ![...rule.characters].some((character) => value.includes(character));
    case 'date': {
      const day = dayNumber(value);
      if (day === undefined) return false;
      const { min, max } = dateBounds(rule, now);
      return value >= min && value <= max;
    }
  }
}

function text(control: Control, value: string | FileInfo | undefined): string {
  return typeof value === 'string' ? normalizeValue(control, value) : '';
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
export function checkControl(
  control: Control,
  value: string | FileInfo | undefined,
  now: Date = new Date(),
): string | undefined {
  if (control.kind === 'file') return checkFile(control, typeof value === 'object' ? value : undefined);
  const normalized = text(control, value);
  if (normalized === '') return control.required || undefined;
  switch (control.kind) {
    case 'select':
    case 'radio':
      // A value that is not one of the options is refused.
      return control.options.some((option) => option.value === normalized)
        ? undefined
        : control.invalid || control.required || CHOICE_INVALID;
    default:
      return (
        control.rules?.find((rule) => !passes(rule, normalized, now))?.message ??
        (normalized.length > control.maxLength ? tooLong(control.maxLength) : undefined)
      );
  }
}

/** Every error of a form's values, keyed by field name (`now` decides what "today" is for dates). */
export function validate(form: FormDefinition, values: FormValues, now: Date = new Date()): FormErrors {
  const errors: FormErrors = {};
  for (const field of fieldsOf(form)) {
    const control = controlFor(field, values);
    if (!control) continue;
    const message = checkControl(control, values[field.name], now);
    if (message) errors[field.name] = message;
  }
  return errors;
}
