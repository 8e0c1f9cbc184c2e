/**
 * The kinds of content the desk publishes, each described once for the store (desk.ts),
 * the builds of a publish (publish.ts) and `npm run content:export`: how an item is
 * checked by the build's schema (app/content/schema.ts), stored, and written back into
 * the repository's files. A third kind is a third descriptor here, a desk for it in
 * server/admin/routes/desks.ts, and its name in content_revisions' kind check.
 *
 *   opening   app/content/roles.yaml (its tabs stay in the file; closed ones kept, marked)
 *   article   app/content/blog/<slug>.md (front matter, then Markdown)
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { parse as parseYaml, stringify } from 'yaml';
import * as schema from '../../app/content/schema.ts';
import type { Db } from '../db/client.ts';
import { ContentInvalid, publishedItems, sentence, writePublished, type ContentKind } from './desk.ts';

const day = (date: Date) => date.toISOString().slice(0, 10);
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// ---------------------------------------------------------------- openings

/** A 'By Role' tab of /career, as roles.yaml lists it (the tabs themselves stay in the file). */
export interface RoleTab {
  id: string;
  tab: string;
  order: number;
}

/** An opening as the database keeps it: the content schema's fields and the tab it is listed under. */
export type StoredOpening = schema.Opening & { role: string };

/** The tabs of roles.yaml, and its openings with their tab. */
export function readRolesFile(contentDir: string): { tabs: RoleTab[]; openings: StoredOpening[] } {
  const file = join(contentDir, 'roles.yaml');
  const parsed = schema.roles.safeParse(parseYaml(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`Content error in ${file}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  const roles = parsed.data.sort((a, b) => a.order - b.order);
  return {
    tabs: roles.map(({ id, tab, order }) => ({ id, tab, order })),
    openings: roles.flatMap((role) => role.openings.map((opening) => ({ ...opening, role: role.id }))),
  };
}

/**
 * Checks an opening as staff wrote it with the build's schema, plus what only the desk
 * knows: its tab exists and no other opening has its address. Returns the stored form.
 */
export function checkOpening(input: unknown, tabs: RoleTab[], takenSlugs: ReadonlySet<string>): StoredOpening {
  const fields: Record<string, string> = {};
  const parsed = schema.opening.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? 'form')] ??= sentence(issue.message);
  }
  const role = (input as { role?: unknown } | null)?.role;
  if (typeof role !== 'string' || !tabs.some((tab) => tab.id === role))
    fields['role'] = 'Choose the role it is listed under.';
  const slug = (input as { slug?: unknown } | null)?.slug;
  if (typeof slug === 'string' && takenSlugs.has(slug) && !fields['slug'])
    fields['slug'] = `Another opening already has the address /career/${slug}: choose another.`;
  if (Object.keys(fields).length > 0 || !parsed.success) throw new ContentInvalid(fields, 'opening');
  return { ...parsed.data, role: role as string };
}

/** The stored JSON of an opening: dates as YYYY-MM-DD, as roles.yaml writes them. */
function openingJson(opening: StoredOpening): Record<string, unknown> {
  const { validThrough, datePosted, ...rest } = opening;
  return { ...rest, datePosted: day(datePosted), ...(validThrough ? { validThrough: day(validThrough) } : {}) };
}

const byDatePosted = (openings: StoredOpening[]) =>
  [...openings].sort((a, b) => a.datePosted.getTime() - b.datePosted.getTime());

/** The roles.yaml a build reads: the tabs of the repository's file, each with its published openings. */
export function rolesYaml(contentDir: string, openings: StoredOpening[]): string {
  const { tabs } = readRolesFile(contentDir);
  const roles = tabs.map((tab) => ({
    ...tab,
    openings: openings
      .filter((opening) => opening.role === tab.id)
      .map((opening) => {
        const { role: _role, closed, ...rest } = openingJson(opening) as Record<string, unknown> & { closed?: boolean };
        return closed ? { ...rest, closed } : rest;
      }),
  }));
  return (
    "# Careers: the five 'By Role' tabs of /career, with their openings.\n" +
    '# Schema and field documentation: app/content/schema.ts (collection "roles").\n' +
    '# Openings are published from the staff inbox (docs/content.md); `npm run content:export`\n' +
    '# writes this file from the published revisions.\n' +
    stringify(roles, { lineWidth: 100, singleQuote: true })
  );
}

export const openingKind: ContentKind<StoredOpening> = {
  kind: 'opening',
  noun: 'opening',
  json: openingJson,
  from(data) {
    const parsed = schema.opening.safeParse(data);
    const role = z.string().safeParse((data as { role?: unknown } | null)?.role);
    if (!parsed.success || !role.success)
      throw new Error('A stored revision of an opening no longer passes the schema.');
    return { ...parsed.data, role: role.data };
  },
  slug: (opening) => opening.slug,
  labels: {
    title: 'Title',
    role: 'Role',
    experience: 'Experience',
    jobType: 'Job type',
    location: 'Location',
    openings: 'Number of openings',
    description: 'Description',
    mustHaves: 'Must-haves',
    responsibilities: 'Responsibilities',
    datePosted: 'Date posted',
    validThrough: 'Valid through',
    closed: 'Closed',
  },
  readFiles: (contentDir) => readRolesFile(contentDir).openings,
  importNote: () => 'Imported from app/content/roles.yaml',
  writeFiles({ targetDir, source, published, holdsAny }) {
    if (!holdsAny) return [];
    writeFileSync(join(targetDir, 'roles.yaml'), rolesYaml(source, byDatePosted(published)));
    return ['roles.yaml'];
  },
};

/** The published openings, open and closed, by posting date. */
export async function publishedOpenings(db: Db): Promise<StoredOpening[]> {
  return byDatePosted(await publishedItems(db, openingKind));
}

/** The titles of the published open openings: the job application's positions from the moment of publishing. */
export async function openPositions(db: Db): Promise<string[]> {
  return [
    ...new Set((await publishedOpenings(db)).filter((opening) => !opening.closed).map((opening) => opening.title)),
  ];
}

// ---------------------------------------------------------------- articles

export interface StoredArticle {
  slug: string;
  meta: schema.BlogPostMeta;
  /** Markdown. */
  body: string;
}

/** The stored JSON of an article: its front matter as the file writes it, and its body. */
function articleJson(article: StoredArticle): Record<string, unknown> {
  const { date, updated, ...meta } = article.meta;
  return {
    slug: article.slug,
    ...meta,
    date: day(date),
    ...(updated ? { updated: day(updated) } : {}),
    body: article.body,
  };
}

/** An article as its file in blog/ holds it: YAML front matter between --- lines, then the Markdown. */
export function articleMarkdown(article: StoredArticle): string {
  const { slug: _slug, body, ...front } = articleJson(article);
  // A blank line between the front matter and the Markdown, as Prettier writes it.
  return `---\n${stringify(front, { lineWidth: 0, singleQuote: true })}---\n\n${String(body).replace(/^\n+/, '')}`;
}

function parseArticleFile(slug: string, source: string): StoredArticle {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  const meta = schema.blogPost.parse(parseYaml(match?.[1] ?? ''));
  return { slug, meta, body: (match?.[2] ?? '').replace(/^\n+/, '') };
}

/** The articles of a content folder's blog/, by file name. */
export function readBlogFolder(contentDir: string): StoredArticle[] {
  const dir = join(contentDir, 'blog');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => parseArticleFile(basename(file, '.md'), readFileSync(join(dir, file), 'utf8')));
}

/**
 * Makes a content folder's blog/ the published articles: the file of an article that is
 * not published is removed, a published one written unless its file already says the
 * same (so an export of unchanged content rewrites nothing). Returns the files written or removed.
 */
export function writeBlogFolder(contentDir: string, published: StoredArticle[]): string[] {
  const dir = join(contentDir, 'blog');
  const keep = new Set(published.map((article) => `${article.slug}.md`));
  const changed: string[] = [];
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.md') && !keep.has(name))) {
    rmSync(join(dir, file));
    changed.push(`blog/${file}`);
  }
  for (const article of published) {
    const file = join(dir, `${article.slug}.md`);
    if (existsSync(file)) {
      const current = parseArticleFile(article.slug, readFileSync(file, 'utf8'));
      // The blank lines before the Markdown are the file's layout, not the article's.
      const text = (item: StoredArticle) => articleJson({ ...item, body: item.body.replace(/^\n+/, '') });
      if (isDeepStrictEqual(text(current), text(article))) continue;
    }
    writeFileSync(file, articleMarkdown(article));
    changed.push(`blog/${article.slug}.md`);
  }
  return changed;
}

/** Checks an article as staff wrote it: the schema's words at each field ("seo" problems at the title and excerpt they come from). */
export function checkArticle(
  input: { slug: string; meta: unknown; body: string },
  takenSlugs: ReadonlySet<string>,
): StoredArticle {
  const fields: Record<string, string> = {};
  // The search title and description are made from the title and the excerpt: a problem
  // with them is told at those fields, in their words, unless the field has its own.
  const fromSeo: Record<string, [string, string]> = {
    title: ['title', 'Write the title (at least 5 characters).'],
    description: ['excerpt', 'Write an excerpt of at least 50 characters: it is also what search results show.'],
  };
  const parsed = schema.blogPost.safeParse(input.meta);
  const issues = parsed.success ? [] : parsed.error.issues;
  for (const issue of issues.filter((entry) => entry.path[0] !== 'seo'))
    fields[String(issue.path[0] ?? 'form')] ??= sentence(issue.message);
  for (const issue of issues.filter((entry) => entry.path[0] === 'seo')) {
    const [field, message] = fromSeo[String(issue.path[1])] ?? ['title', 'Write the title (at least 5 characters).'];
    fields[field] ??= message;
  }
  const body = schema.articleBody.safeParse(input.body);
  if (!body.success) fields['body'] = sentence(body.error.issues[0]?.message ?? 'write the article');
  if (!SLUG.test(input.slug))
    fields['slug'] = 'Use lower-case letters, digits and hyphens only, such as "startup-idea".';
  else if (takenSlugs.has(input.slug))
    fields['slug'] = `Another article already has the address /blog/${input.slug}: choose another.`;
  if (Object.keys(fields).length > 0 || !parsed.success || !body.success) throw new ContentInvalid(fields, 'article');
  return { slug: input.slug, meta: parsed.data, body: body.data };
}

export const articleKind: ContentKind<StoredArticle> = {
  kind: 'article',
  noun: 'article',
  json: articleJson,
  from(data) {
    const { slug, body, ...meta } = (data ?? {}) as Record<string, unknown>;
    const parsed = schema.blogPost.safeParse(meta);
    if (!parsed.success || typeof slug !== 'string' || typeof body !== 'string')
      throw new Error('A stored revision of an article no longer passes the schema.');
    return { slug, meta: parsed.data, body };
  },
  slug: (article) => article.slug,
  labels: {
    title: 'Title',
    date: 'Date',
    excerpt: 'Excerpt',
    body: 'Body',
    heroTheme: 'Art',
    heroAlt: 'Art description',
  },
  // Newest first.
  order: (a, b) => b.meta.date.getTime() - a.meta.date.getTime(),
  readFiles: readBlogFolder,
  importNote: (article) => `Imported from app/content/blog/${article.slug}.md`,
  // Once the database holds any article, the blog is the published ones (an unpublished one is left out).
  writeFiles: ({ targetDir, published, holdsAny }) => (holdsAny ? writeBlogFolder(targetDir, published) : []),
};

/** Every kind the desk publishes, in the order a publish writes them. */
export const KINDS: readonly ContentKind<unknown>[] = [openingKind, articleKind];

// ---------------------------------------------------------------- export

/** The files of a content folder a kind writes, by path inside it ("roles.yaml", "blog/startup-idea.md"). */
function contentFiles(contentDir: string): Map<string, string> {
  const files = new Map<string, string>([['roles.yaml', readFileSync(join(contentDir, 'roles.yaml'), 'utf8')]]);
  for (const file of readdirSync(join(contentDir, 'blog')).filter((name) => name.endsWith('.md')))
    files.set(`blog/${file}`, readFileSync(join(contentDir, 'blog', file), 'utf8'));
  return files;
}

/**
 * `npm run content:export`: the published content of every kind written into
 * `contentDir` (the repository's app/content), through a copy, so that only what differs
 * is touched. Returns the files that differ (written, or with `check`, only named), and
 * those removed (an article no longer published).
 */
export async function exportPublished(
  db: Db,
  contentDir: string,
  { check = false }: { check?: boolean } = {},
): Promise<{ changed: string[]; removed: string[] }> {
  const copy = mkdtempSync(join(tmpdir(), 'content-export-'));
  try {
    cpSync(contentDir, copy, { recursive: true });
    await writePublished(db, KINDS, copy, contentDir);
    const before = contentFiles(contentDir);
    const after = contentFiles(copy);
    const changed = [...after].filter(([file, text]) => before.get(file) !== text).map(([file]) => file);
    const removed = [...before.keys()].filter((file) => !after.has(file));
    if (!check) {
      for (const file of changed) writeFileSync(join(contentDir, file), after.get(file) ?? '');
      for (const file of removed) rmSync(join(contentDir, file));
    }
    return { changed, removed };
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
