/**
 * Accessors for the single-entry collections (site settings and navigation), so
 * components do not repeat the lookup and its error message.
 */
import { getEntry } from 'astro:content';

export async function getSettings() {
  const entry = await getEntry('settings', 'site');
  if (!entry) throw new Error('src/content/settings.yaml must contain the entry "site"');
  return entry.data;
}

/** The site settings as validated by their schema in content.config.ts. */
export type Settings = Awaited<ReturnType<typeof getSettings>>;

export async function getNavigation() {
  const entry = await getEntry('navigation', 'main');
  if (!entry) throw new Error('src/content/navigation.yaml must contain the entry "main"');
  return entry.data;
}

/** The page entry of a route: SEO data, hero and sections. */
export async function getPage(id: string) {
  const entry = await getEntry('pages', id);
  if (!entry) throw new Error(`src/content/pages/${id}.yaml is missing`);
  return entry.data;
}

export type PageData = Awaited<ReturnType<typeof getPage>>;
export type Section = PageData['sections'][number];

/** Finds a section of a page by id; a missing section is a content error at build time. */
export function section(page: PageData, id: string): Section {
  const found = page.sections.find((s) => s.id === id);
  if (!found) throw new Error(`The page is missing its section "${id}"`);
  return found;
}

/** Formats a date the way the site prints it: "15 March 2018". */
export function formatDate(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
}

/** The generated 1200x630 sharing image of a route: "/" → "/og/home.png", "/work/aara" → "/og/work-aara.png". */
export function ogImagePath(path: string): string {
  const slug = path.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'home';
  return `/og/${slug}.png`;
}
