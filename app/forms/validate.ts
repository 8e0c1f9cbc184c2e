/**
 * Reading a form definition, for the page and the server alike, without the schema
 * (schema.ts, which the browser loads once the form is on the page): the fields in
 * order, the control a switch shows, and text normalised (`normalizeValue`: trimmed,
 * and control characters of a one-line field made one space) as it is checked,
 * stored and sent.
 */
import type { ChoiceField, Field, FileField, FileInfo, FormDefinition, FormValues, TextField } from './types.ts';

/**
 * A run of line breaks and other control characters (Unicode Cc, and the line and
 * paragraph separators), with the white space around it.
 */
const CONTROL_RUN = /\s*[\p{Cc}\u2028\u2029][\s\p{Cc}]*/gu;
/** What a multi-line text keeps: tab and LF; CR is LF, the other control characters go. */
// eslint-disable-next-line no-control-regex -- control characters are what it matches
const TEXT_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

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

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}
