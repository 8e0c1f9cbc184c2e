/**
 * First-party attribution, with no cookie: on the first page of a tab the root
 * records, in sessionStorage, the landing path, the referrer (origin and path, no
 * query) and the `utm_*` parameters; a form sends them with the path it was sent
 * from (SiteForm). The prerendered form carries `form_path` alone, so a visitor
 * without JavaScript sends at least that. The server checks each value again
 * (server/attribution.ts); these caps only keep the stored record small.
 */

/** The values a form sends, under the names the server, the CSV export and the webhooks use. */
export const ATTRIBUTION_FIELDS = [
  'landing_path',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'form_path',
] as const;
export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];

/** Longest path or referrer, and longest utm_* value, the server keeps. */
export const PATH_CAP = 512;
export const UTM_CAP = 200;

const KEY = 'nw-attribution';
const UTM = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/** sessionStorage, or undefined where it is missing or refused (private modes, storage off). */
function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Records the tab's first page once; later pages of the tab leave the record alone. */
export function captureAttribution(): void {
  const store = storage();
  if (!store || store.getItem(KEY) !== null) return;
  const record: Partial<Record<AttributionField, string>> = { landing_path: location.pathname.slice(0, PATH_CAP) };
  const referrer = URL.parse(document.referrer);
  if (referrer && /^https?:$/.test(referrer.protocol)) {
    record.referrer = `${referrer.origin}${referrer.pathname}`.slice(0, PATH_CAP);
  }
  const query = new URLSearchParams(location.search);
  for (const name of UTM) {
    const value = query.get(name)?.trim();
    if (value) record[name] = value.slice(0, UTM_CAP);
  }
  try {
    store.setItem(KEY, JSON.stringify(record));
  } catch {
    // A full or refused storage: the form still sends its own path.
  }
}

/** The tab's record (captured now if the root has not yet), without form_path. */
export function storedAttribution(): Partial<Record<AttributionField, string>> {
  captureAttribution();
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        ([name, value]) =>
          name !== 'form_path' && ATTRIBUTION_FIELDS.includes(name as AttributionField) && typeof value === 'string',
      ),
    );
  } catch {
    return {};
  }
}
