/**
 * The blog's articles in the database, like the openings (store.ts): every save a
 * revision checked by the build's schema (app/content/schema.ts: blogPost and
 * articleBody), publishing pointing the entry at one, Unpublish pointing it at none,
 * an earlier revision published again as a new one. The repository's blog/*.md files
 * are the first revisions; the database wins from then on (docs/content.md).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { and, asc, desc, eq } from 'drizzle-orm';
import { parse as parseYaml, stringify } from 'yaml';
import * as schema from '../../app/content/schema.ts';
import type { Db } from '../db/client.ts';
import { contentEntries, contentRevisions } from '../db/schema.ts';
import { ContentInvalid, REPOSITORY_AUTHOR } from './store.ts';

export interface StoredArticle {
  slug: string;
  meta: schema.BlogPostMeta;
  /** Markdown. */
  body: string;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The stored JSON of an article: its front matter as the file writes it, and its body. */
export function articleJson(article: StoredArticle): Record<string, unknown> {
  const { date, updated, ...meta } = article.meta;
  return {
    slug: article.slug,
    ...meta,
    date: day(date),
    ...(updated ? { updated: day(updated) } : {}),
    body: article.body,
  };
}

/** An article read back from its stored JSON (checked again). */
export function articleFrom(data: unknown): StoredArticle {
  const { slug, body, ...meta } = (data ?? {}) as Record<string, unknown>;
  const parsed = schema.blogPost.safeParse(meta);
  if (!parsed.success || typeof slug !== 'string' || typeof body !== 'string')
    throw new Error('A stored revision of an article no longer passes the schema.');
  return { slug, meta: parsed.data, body };
}

/** An article as its file in blog/ holds it: YAML front matter between --- lines, then the Markdown. */
export function articleMarkdown(article: StoredArticle): string {
  const { slug: _slug, body, ...front } = articleJson(article);
  return `---\n${stringify(front, { lineWidth: 0, singleQuote: true })}---\n${String(body).replace(/^\n+/, '')}`;
}

/** The articles of a content folder's blog/, by file name. */
export function readBlogFolder(contentDir: string): StoredArticle[] {
  const dir = join(contentDir, 'blog');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => {
      const source = readFileSync(join(dir, file), 'utf8');
      const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
      const meta = schema.blogPost.parse(parseYaml(match?.[1] ?? ''));
      return { slug: basename(file, '.md'), meta, body: match?.[2] ?? '' };
    });
}

/** Checks an article as staff wrote it: the schema's words at each field ("seo" problems at the title and excerpt they come from). */
export function checkArticle(
  input: { slug: string; meta: unknown; body: string },
  takenSlugs: ReadonlySet<string>,
): StoredArticle {
  const fields: Record<string, string> = {};
  const sentence = (text: string) => {
    const capital = text.charAt(0).toUpperCase() + text.slice(1);
    return /[.!?]$/.test(capital) ? capital : `${capital}.`;
  };
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
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(input.slug))
    fields['slug'] = 'Use lower-case letters, digits and hyphens only, such as "startup-idea".';
  else if (takenSlugs.has(input.slug))
    fields['slug'] = `Another article already has the address /blog/${input.slug}: choose another.`;
  if (Object.keys(fields).length > 0 || !parsed.success || !body.success) throw new ContentInvalid(fields);
  return { slug: input.slug, meta: parsed.data, body: body.data };
}

export interface ArticleRevision {
  id: number;
  article: StoredArticle;
  note: string;
  author: string;
  createdAt: Date;
}

export interface ArticleEntry {
  slug: string;
  latest: ArticleRevision;
  published: ArticleRevision | undefined;
}

const revisionOf = (row: typeof contentRevisions.$inferSelect): ArticleRevision => ({
  id: row.id,
  article: articleFrom(row.data),
  note: row.note,
  author: row.author,
  createdAt: row.createdAt,
});

export async function listArticles(db: Db): Promise<ArticleEntry[]> {
  const rows = await db
    .select()
    .from(contentRevisions)
    .where(eq(contentRevisions.kind, 'article'))
    .orderBy(desc(contentRevisions.id));
  const entries = await db.select().from(contentEntries).where(eq(contentEntries.kind, 'article'));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const seen = new Set<string>();
  const result: ArticleEntry[] = [];
  for (const row of rows) {
    if (seen.has(row.slug)) continue;
    seen.add(row.slug);
    const published = entries.find((entry) => entry.slug === row.slug)?.published;
    const publishedRow = published ? byId.get(published) : undefined;
    result.push({ slug: row.slug, latest: revisionOf(row), published: publishedRow && revisionOf(publishedRow) });
  }
  return result.sort((a, b) => b.latest.article.meta.date.getTime() - a.latest.article.meta.date.getTime());
}

export async function articleHistory(db: Db, slug: string): Promise<ArticleRevision[]> {
  const rows = await db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.kind, 'article'), eq(contentRevisions.slug, slug)))
    .orderBy(desc(contentRevisions.id));
  return rows.map(revisionOf);
}

/** The published articles: the blog the next build makes. */
export async function publishedArticles(db: Db): Promise<StoredArticle[]> {
  const rows = await db
    .select({ data: contentRevisions.data })
    .from(contentEntries)
    .innerJoin(contentRevisions, eq(contentRevisions.id, contentEntries.published))
    .where(eq(contentEntries.kind, 'article'))
    .orderBy(asc(contentRevisions.id));
  return rows.map((row) => articleFrom(row.data));
}

/** Whether the database holds any article (else a build keeps the repository's blog/). */
export async function holdsArticles(db: Db): Promise<boolean> {
  return (
    (
      await db
        .select({ slug: contentEntries.slug })
        .from(contentEntries)
        .where(eq(contentEntries.kind, 'article'))
        .limit(1)
    ).length > 0
  );
}

export async function saveArticle(
  db: Db,
  args: { article: StoredArticle; author: string; note: string },
): Promise<ArticleRevision> {
  const [row] = await db
    .insert(contentRevisions)
    .values({
      kind: 'article',
      slug: args.article.slug,
      data: articleJson(args.article),
      note: args.note,
      author: args.author,
    })
    .returning();
  if (!row) throw new Error('The revision was not stored.');
  await db.insert(contentEntries).values({ kind: 'article', slug: args.article.slug }).onConflictDoNothing();
  return revisionOf(row);
}

/** Points an article at a revision of its own, or at none (Unpublish). */
export async function setPublishedArticle(
  db: Db,
  slug: string,
  revisionId: number | null,
  author: string,
): Promise<void> {
  await db
    .update(contentEntries)
    .set({ published: revisionId, publishedAt: new Date(), publishedBy: author })
    .where(and(eq(contentEntries.kind, 'article'), eq(contentEntries.slug, slug)));
}

/** Imports every article of blog/ the database does not hold, published, by "repository". */
export async function importRepositoryArticles(db: Db, contentDir: string): Promise<string[]> {
  const imported: string[] = [];
  for (const article of readBlogFolder(contentDir)) {
    const added = await db.transaction(async (tx) => {
      const [entry] = await tx
        .insert(contentEntries)
        .values({ kind: 'article', slug: article.slug })
        .onConflictDoNothing()
        .returning({ slug: contentEntries.slug });
      if (!entry) return false;
      const [row] = await tx
        .insert(contentRevisions)
        .values({
          kind: 'article',
          slug: article.slug,
          data: articleJson(article),
          note: `Imported from app/content/blog/${article.slug}.md`,
          author: REPOSITORY_AUTHOR,
        })
        .returning({ id: contentRevisions.id });
      if (!row) throw new Error('The revision was not stored.');
      await tx
        .update(contentEntries)
        .set({ published: row.id, publishedAt: new Date(), publishedBy: REPOSITORY_AUTHOR })
        .where(and(eq(contentEntries.kind, 'article'), eq(contentEntries.slug, article.slug)));
      return true;
    });
    if (added) imported.push(article.slug);
  }
  return imported;
}
