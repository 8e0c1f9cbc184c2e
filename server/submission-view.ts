/**
 * How a stored submission reads to a person (the notification e-mail, the staff
 * inbox, the CSV export): every field of its form in the form's order, under the
 * label the visitor saw, with the option text the visitor chose.
 */
import { controlFor, fieldsOf, forms, type FormId, type FormValues } from '../app/forms/index.ts';
import { ATTRIBUTION_FIELDS, sourceFields } from './attribution.ts';
import type { AttributionField } from '../app/lib/attribution.ts';
import { NAME_FIELD, type SubmissionRow } from './db/inbox.ts';

export interface FieldView {
  /** The field's name (its column). */
  name: string;
  /** The label, without "(optional)". */
  label: string;
  /** What was sent, an option's label for a choice; empty when an optional field was left empty. */
  value: string;
  /** A textarea: shown as a block of text. */
  long: boolean;
}

/** Names for a form in the inbox and in e-mails. */
export const FORM_NAMES: Record<FormId, { plural: string; singular: string; short: string }> = {
  contact: { plural: 'Contact enquiries', singular: 'Project enquiry', short: 'Contact' },
  hire: { plural: 'Hire requests', singular: 'Hire request', short: 'Hire' },
  'job-apply': { plural: 'Job applications', singular: 'Job application', short: 'Applications' },
};

export function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : String(value);
}

/** Every text field of the submission's form, in order (the resume is described apart). */
export function fieldViews(form: FormId, row: SubmissionRow): FieldView[] {
  const values: FormValues = Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, typeof value === 'string' ? value : undefined]),
  );
  const views: FieldView[] = [];
  for (const field of fieldsOf(forms[form])) {
    if (field.kind === 'file') continue;
    const control = controlFor(field, values);
    const value = textOf(row[field.name]);
    const label = (control?.label ?? field.name).replace(/\s*\(optional\)$/i, '');
    const option =
      control && (control.kind === 'select' || control.kind === 'radio')
        ? control.options.find((candidate) => candidate.value === value)
        : undefined;
    views.push({ name: field.name, label, value: option?.label ?? value, long: control?.kind === 'textarea' });
  }
  return views;
}

/** How staff read each attribution value. */
const SOURCE_LABELS: Record<AttributionField, string> = {
  landing_path: 'Landing page',
  referrer: 'Referrer',
  utm_source: 'Campaign source',
  utm_medium: 'Campaign medium',
  utm_campaign: 'Campaign',
  utm_term: 'Campaign term',
  utm_content: 'Campaign content',
  form_path: 'Form page',
};

/** Where the lead came from, the values it carries only, in the CSV's order. */
export function sourceViews(row: SubmissionRow): { name: AttributionField; label: string; value: string }[] {
  const fields = sourceFields(row);
  return ATTRIBUTION_FIELDS.flatMap((name) => {
    const value = fields[name];
    return value ? [{ name, label: SOURCE_LABELS[name], value }] : [];
  });
}

/** The label of a field (for a switch, its first case's), without "(optional)". */
export function fieldLabel(form: FormId, name: string): string {
  const field = fieldsOf(forms[form]).find((candidate) => candidate.name === name);
  const label = !field ? name : field.kind === 'switch' ? (Object.values(field.cases)[0]?.label ?? name) : field.label;
  return label.replace(/\s*\(optional\)$/i, '');
}

export function senderName(form: FormId, row: SubmissionRow): string {
  return textOf(row[NAME_FIELD[form]]);
}

/** A date and time for staff, in the server's time zone (TZ), with the zone named. */
export function formatDateTime(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(date);
}

export function formatDate(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

/** A size in bytes as people say it: 812 KB. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
