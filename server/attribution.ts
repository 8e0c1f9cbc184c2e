/**
 * Where a lead came from: the values a form sends beside its
 * own fields (app/lib/attribution.ts), checked here and stored in columns shared by
 * the three forms. A value that fails its check is dropped (stored as null), never
 * a reason to refuse the lead: the visitor cannot see or correct it, and a sales
 * team would rather have the enquiry without its campaign than not at all.
 *
 * What is kept, and nothing more: paths without query or fragment, the referrer as
 * origin and path (its query, fragment and any credentials removed here, whatever
 * the browser sent), and the five utm_* values as text of one line.
 */
import { ATTRIBUTION_FIELDS, PATH_CAP, UTM_CAP, type AttributionField } from '../app/lib/attribution.ts';

export { ATTRIBUTION_FIELDS };

/** The attribution columns (camel-case, as Drizzle names them), null when not sent or refused. */
export interface Source {
  landingPath: string | null;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  formPath: string | null;
}

/** Field name (as sent, as in the CSV and the webhook payload) → column. */
const SOURCE_COLUMNS: Record<AttributionField, keyof Source> = {
  landing_path: 'landingPath',
  referrer: 'referrer',
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_term: 'utmTerm',
  utm_content: 'utmContent',
  form_path: 'formPath',
};

/** A site path as a browser's location.pathname gives it: RFC 3986 path characters only, so no query or fragment. */
const PATH = /^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;
/** Control and format characters (line breaks, NUL, bidi overrides): never in a stored one-line value. */
const CONTROL = /[\p{Cc}\p{Cf}]/u;

export function checkPath(value: string): string | null {
  return value.length <= PATH_CAP && PATH.test(value) ? value : null;
}

function checkReferrer(value: string): string | null {
  const url = URL.parse(value);
  if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password) return null;
  const kept = `${url.origin}${url.pathname}`;
  return kept.length <= PATH_CAP ? kept : null;
}

function checkUtm(value: string): string | null {
  const line = value.replace(/\s+/g, ' ').trim();
  return line.length <= UTM_CAP && !CONTROL.test(line) ? line : null;
}

const CHECKS: Record<AttributionField, (value: string) => string | null> = {
  landing_path: checkPath,
  referrer: checkReferrer,
  utm_source: checkUtm,
  utm_medium: checkUtm,
  utm_campaign: checkUtm,
  utm_term: checkUtm,
  utm_content: checkUtm,
  form_path: checkPath,
};

/**
 * The source of a submission from the values received: each checked, an empty one
 * null; `dropped` names the values that were sent but failed their check (for the log).
 */
export function sourceOf(values: Readonly<Record<string, string | undefined>>): {
  source: Source;
  dropped: AttributionField[];
} {
  const source = Object.fromEntries(Object.values(SOURCE_COLUMNS).map((column) => [column, null])) as Record<
    keyof Source,
    string | null
  >;
  const dropped: AttributionField[] = [];
  for (const name of ATTRIBUTION_FIELDS) {
    const raw = values[name]?.trim();
    if (!raw) continue;
    const checked = CHECKS[name](raw);
    if (checked === null) dropped.push(name);
    source[SOURCE_COLUMNS[name]] = checked;
  }
  return { source, dropped };
}

/** The stored source under the field names (landing_path, …): the CSV's columns and the webhook's `source`. */
export function sourceFields(row: Partial<Source>): Record<AttributionField, string | null> {
  return Object.fromEntries(ATTRIBUTION_FIELDS.map((name) => [name, row[SOURCE_COLUMNS[name]] ?? null])) as Record<
    AttributionField,
    string | null
  >;
}
