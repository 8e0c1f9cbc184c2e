/**
 * How a stored submission reads to a person (the notification e-mail, the staff
 * inbox, the CSV export): every field of its form in the form's order, under the
 * label the visitor saw, with the option text the visitor chose.
 */
import { MONTH_NAMES } from '../app/lib/format.ts';
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

/** The field holding the sender's phone number, and the one holding their message, in each form. */
export const PHONE_FIELD: Record<FormId, string> = { contact: 'phone', hire: 'contact', 'job-apply': 'mobile' };
export const MESSAGE_FIELD: Record<FormId, string> = {
  contact: 'message',
  hire: 'project_detail',
  'job-apply': 'message',
};

/** The start of the sender's message on one line, cut at a word near `max` characters. */
export function messageStart(form: FormId, row: SubmissionRow, max = 110): string {
  const text = textOf(row[MESSAGE_FIELD[form]]).replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** A campaign value as people write it: "spring_launch" reads "spring launch". */
const spoken = (value: string) => value.replace(/[_+]+/g, ' ').replace(/\s+/g, ' ').trim();

/**
 * Where a lead came from in staff words: the campaign's source and name
 * ("newsletter · launch campaign"), else the site that linked to us ("google.com"),
 * else "Direct visit" when the visit was recorded, else "Not recorded".
 */
export function cameFrom(row: Partial<SubmissionRow>): string {
  const source = spoken(textOf(row.utmSource));
  const campaign = spoken(textOf(row.utmCampaign));
  if (source || campaign) {
    const named = campaign && !/campaign/i.test(campaign) ? `${campaign} campaign` : campaign;
    return [source, named].filter(Boolean).join(' · ');
  }
  const referrer = textOf(row.referrer);
  if (referrer) {
    const host = URL.parse(referrer)?.hostname.replace(/^www\./, '');
    if (host) return host;
  }
  return row.landingPath || row.formPath ? 'Direct visit' : 'Not recorded';
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

/** Month names as staff read them, three letters each ("Sep", never "Sept"). */
export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** The calendar date and the time of `date` in `timeZone`, as numbers. */
export function partsIn(
  date: Date,
  timeZone: string,
): { year: number; month: number; day: number; hour: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') };
}

/** The day `date` falls on in `timeZone`: YYYY-MM-DD. */
export function dayIn(date: Date, timeZone: string): string {
  const { year, month, day } = partsIn(date, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A date and time for staff, in the agency's time zone: "3 Sep 2026, 15:30". */
export function formatDateTime(date: Date, timeZone: string): string {
  const { year, month, day, hour, minute } = partsIn(date, timeZone);
  return `${day} ${MONTHS[month - 1]} ${year}, ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** A date for a sender, in the agency's time zone: "3 September 2026". */
export function formatDate(date: Date, timeZone: string): string {
  const { year, month, day } = partsIn(date, timeZone);
  return `${day} ${MONTH_NAMES[month - 1]} ${year}`;
}

/** A calendar day (YYYY-MM-DD) as staff read it: "Mon 7 Dec 2026". */
export function formatDay(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, date)),
  );
  return `${weekday} ${date} ${MONTHS[month - 1]} ${year}`;
}

/** A size in bytes as people say it: 812 KB. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
