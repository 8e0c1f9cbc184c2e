/**
 * The few site settings the server needs (the brand for e-mails and the staff
 * inbox, and the default addresses for mail), read from the same file the site is
 * built from, app/content/settings.yaml, so a real agency still changes one file.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';

export const SETTINGS_FILE = resolve(import.meta.dirname, '../app/content/settings.yaml');

const schema = z.object({
  id: z.literal('site'),
  brand: z.string().min(1),
  legalName: z.string().min(1),
  contact: z.object({
    email: z.email(),
    salesEmail: z.email(),
    careersEmail: z.email(),
    phone: z.string(),
  }),
});

export type SiteSettings = z.infer<typeof schema>;

let cached: SiteSettings | undefined;

/** The entry with id "site" of settings.yaml (read once). */
export function siteSettings(): SiteSettings {
  if (cached) return cached;
  const entries: unknown = parse(readFileSync(SETTINGS_FILE, 'utf8'));
  const entry = Array.isArray(entries)
    ? entries.find((item: unknown) => (item as { id?: unknown } | null)?.id === 'site')
    : undefined;
  cached = schema.parse(entry);
  return cached;
}
