/**
 * Each form's zod schema, built from its definition, so that a message or an option
 * is written once (in contact.ts, hire.ts or job-apply.ts) and the browser and the
 * server run the same checks in the same order. `zod/mini` because the schema ships
 * to the browser: it tree-shakes to the checks a form uses.
 *
 * A schema takes the values as received (text as typed, a file's name and size) and
 * returns them normalised (`normalizeValue`). Per field the first failing check's
 * message counts: required, then the field's rules in order, then the length.
 */
import * as z from 'zod/mini';
import { CHOICE_INVALID, tooLong } from './messages.ts';
import type {
  ChoiceField,
  FileField,
  FileInfo,
  FormDefinition,
  FormErrors,
  FormValues,
  Rule,
  SwitchField,
  TextField,
} from './types.ts';
import { type Control, controlFor, dateBounds, extensionOf, fieldsOf, normalizeValue } from './validate.ts';

/** What "now" is for a date rule: the clock, or a fixed moment (tests, a replayed submission). */
type Clock = () => Date;

/**
 * The HTML standard's e-mail syntax (what `<input type="email">` accepts), with at
 * least one dot in the domain, since an address without one cannot receive our reply.
 */
const EMAIL =
  /^[A-Za-z0-9.!#$'*+/=^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const DIGITS = /^[0-9]+$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD string that names a real calendar day. */
function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function ruleCheck(rule: Rule, clock: Clock): z.core.$ZodCheck<string> {
  const nonEmpty = (test: (value: string) => boolean) =>
    z.refine<string>((value) => value === '' || test(value), rule.message);
  switch (rule.type) {
    case 'email':
      return nonEmpty((value) => EMAIL.test(value));
    case 'digits':
      return nonEmpty((value) => DIGITS.test(value));
    case 'length':
      return nonEmpty((value) => value.length >= rule.min && (rule.max === undefined || value.length <= rule.max));
    case 'forbidden':
      return nonEmpty((value) => ![...rule.characters].some((character) => value.includes(character)));
    case 'date':
      return nonEmpty((value) => {
        const { min, max } = dateBounds(rule, clock());
        return isCalendarDate(value) && value >= min && value <= max;
      });
  }
}

/** A text value as received (missing is empty), normalised before it is checked. */
const normalized = (control: Control) =>
  z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' ? normalizeValue(control, value) : '')),
    z.string(),
  );

function textSchema(control: TextField, clock: Clock) {
  return normalized(control).check(
    ...(control.required ? [z.minLength(1, control.required)] : []),
    ...(control.rules ?? []).map((rule) => ruleCheck(rule, clock)),
    // Counted in UTF-16 code units, as the input's maxlength counts (zod counts code points).
    z.refine<string>((value) => value.length <= control.maxLength, tooLong(control.maxLength)),
  );
}

function choiceSchema(control: ChoiceField) {
  const values = new Set(control.options.map((option) => option.value));
  return normalized(control).check(
    ...(control.required ? [z.minLength(1, control.required)] : []),
    z.refine<string>(
      (value) => value === '' || values.has(value),
      control.invalid || control.required || CHOICE_INVALID,
    ),
  );
}

function fileSchema(control: FileField) {
  const chosen = (file: FileInfo | undefined): file is FileInfo => Boolean(file && file.name !== '');
  return z.custom<FileInfo | undefined>().check(
    ...(control.required ? [z.refine<FileInfo | undefined>(chosen, control.required)] : []),
    z.refine<FileInfo | undefined>(
      (file) => !chosen(file) || control.extensions.includes(extensionOf(file.name)),
      control.typeMessage,
    ),
    z.refine<FileInfo | undefined>((file) => !chosen(file) || file.size < control.sizeLimit, control.sizeMessage),
  );
}

/** One control's schema: what its value must be, with its messages. */
function controlSchema(control: Control, clock: Clock = () => new Date()) {
  switch (control.kind) {
    case 'file':
      return fileSchema(control);
    case 'select':
    case 'radio':
      return choiceSchema(control);
    default:
      return textSchema(control, clock);
  }
}

/**
 * A form's schema. A switch field (the hire form's salary) is checked by the case its
 * controlling field has chosen, and not at all while none is chosen.
 */
function schemaOf(form: FormDefinition, clock: Clock = () => new Date()) {
  const shape: Record<string, z.ZodMiniType> = {};
  const switches: SwitchField[] = [];
  for (const field of fieldsOf(form)) {
    if (field.kind === 'switch') switches.push(field);
    else shape[field.name] = controlSchema(field, clock);
  }
  // Loose: the switch fields' values, which the shape does not name, reach the check below.
  return z.looseObject(shape).check(
    z.superRefine(
      (_, context) => {
        const values = context.value as FormValues;
        for (const field of switches) {
          const chosen = controlFor(field, values);
          if (!chosen) continue;
          const result = controlSchema(chosen, clock).safeParse(values[field.name]);
          const message = result.success ? undefined : result.error.issues[0]?.message;
          if (message) context.addIssue({ code: 'custom', message, path: [field.name], input: values[field.name] });
        }
      },
      // The salary is checked whatever the other fields' state, like every field.
      { when: () => true },
    ),
  );
}

type FormSchema = ReturnType<typeof schemaOf>;
const schemas = new WeakMap<FormDefinition, FormSchema>();

/** A form's one schema, checked against the clock (built once per form). */
export function schemaFor(form: FormDefinition): FormSchema {
  let schema = schemas.get(form);
  if (!schema) schemas.set(form, (schema = schemaOf(form)));
  return schema;
}

/** The first message of each field in a failed parse. */
function errorsOf(issues: readonly z.core.$ZodIssue[]): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const name = issue.path[0];
    if (typeof name === 'string' && !(name in errors)) errors[name] = issue.message;
  }
  return errors;
}

/** Every error of a form's values, keyed by field name (`now` decides what "today" is for dates). */
export function validate(form: FormDefinition, values: FormValues, now?: Date): FormErrors {
  const schema = now ? schemaOf(form, () => now) : schemaFor(form);
  const result = schema.safeParse(values);
  return result.success ? {} : errorsOf(result.error.issues);
}

/** The message for one control's value, or undefined when it is valid. */
export function checkControl(control: Control, value: string | FileInfo | undefined, now?: Date): string | undefined {
  const result = controlSchema(control, now ? () => now : undefined).safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** The checks made as soon as a file is chosen: its type by name, then its size. */
export function checkFile(field: FileField, file: FileInfo | undefined): string | undefined {
  return checkControl(field, file);
}
