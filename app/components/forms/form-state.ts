/**
 * How SiteForm keeps a form's values in react-hook-form, and how they map to the
 * shared definition's field names. Every field is one form-state entry named like the
 * field, except a switch (the hire form's salary): one entry per case, so each case
 * keeps its value while hidden and starts untouched.
 */
import type { Field, FileInfo, FormDefinition, FormValues, SwitchField } from '../../forms/types.ts';
import { fieldsOf } from '../../forms/validate.ts';

export type Values = Record<string, unknown>;

/** The form-state name of one case of a switch field; the control itself is named like the field. */
export const caseKey = (name: string, value: string) => `${name}:${value}`;

const asText = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The chosen case of a switch field, if its controlling field has one. */
export function chosenCase(field: SwitchField, values: Values): string | undefined {
  const chosen = asText(values[field.on])?.trim();
  return chosen && Object.hasOwn(field.cases, chosen) ? chosen : undefined;
}

/** The form's values by shared field name, as the schema reads them. */
export function formValuesOf(form: FormDefinition, values: Values): FormValues {
  const out: Record<string, string | FileInfo | undefined> = {};
  for (const field of fieldsOf(form)) {
    if (field.kind === 'switch') {
      const chosen = chosenCase(field, values);
      out[field.name] = chosen ? (asText(values[caseKey(field.name, chosen)]) ?? '') : undefined;
    } else if (field.kind === 'file') {
      out[field.name] = (values[field.name] as FileInfo | undefined) ?? undefined;
    } else {
      out[field.name] = asText(values[field.name]);
    }
  }
  return out;
}

/** The form-state name a shared field's message belongs to (a switch: its chosen case). */
export function stateNameOf(field: Field, values: Values): string | undefined {
  if (field.kind !== 'switch') return field.name;
  const chosen = chosenCase(field, values);
  return chosen ? caseKey(field.name, chosen) : undefined;
}

/** Every field starts empty: text as '', a radio group with nothing checked, no file. */
export function defaultValuesOf(form: FormDefinition): Values {
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

/** The page id of a form's control. */
export const controlIdOf = (form: FormDefinition, name: string) => `${form.id}-${name}`;

/** The id of the element that takes the focus for a field (a radio group: its first radio). */
export function focusIdOf(form: FormDefinition, field: Field, values: Values): string | undefined {
  if (field.kind === 'switch') {
    const chosen = chosenCase(field, values);
    return chosen ? controlIdOf(form, `${field.name}-${chosen.toLowerCase()}`) : undefined;
  }
  return field.kind === 'radio' ? `${controlIdOf(form, field.name)}-0` : controlIdOf(form, field.name);
}

/** The visible label of a field (a switch: its chosen case's). */
export function labelOf(form: FormDefinition, field: Field, values: Values): string {
  if (field.kind !== 'switch') return field.label;
  const chosen = chosenCase(field, values);
  return (chosen && field.cases[chosen]?.label) || form.title;
}
