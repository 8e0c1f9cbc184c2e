/**
 * The content the staff inbox publishes, kept as revisions in the database (db/schema.ts:
 * content_revisions, content_entries), whatever its kind: an opening, an article, or a
 * third kind described the same way (kinds.ts). Every save is a new revision, checked by
 * the same zod schema the build uses (app/content/schema.ts), with who saved it, when and
 * what changed; publishing points the entry at a revision (or at none: unpublished); an
 * earlier revision is published again by copying it into a new one (a rollback keeps the
 * history whole).
 *
 * The repository's files are the first revisions: `importRepository` adds every item of
 * a kind's files the database does not hold, published by "repository". From then on the
 * database wins (docs/content.md), and `npm run content:export` writes the published
 * content back into the files (each kind's `writeFiles`).
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contentEntries, contentRevisions } from '../db/schema.ts';

/** Who the repository's files are, as the author of the revisions imported from them. */
export const REPOSITORY_AUTHOR = 'repository';

/** A mistake in what staff typed: each field's message, in plain words, by field name. */
export class ContentInvalid extends Error {
  readonly fields: Record<string, string>;
  constructor(fields: Record<string, string>, noun = 'content') {
    super(`The ${noun} was not saved: ${Object.values(fields).join(' ')}`);
    this.fields = fields;
  }
}

/** A schema message as a sentence: capital first, full stop last ("write the job title" → "Write the job title."). */
export function sentence(message: string): string {
  const text = message.charAt(0).toUpperCase() + message.slice(1);
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/**
 * What the store needs to know of a kind of content (its members that take an item are
 * methods, so that a list of kinds can be typed `ContentKind<unknown>[]`): its name in the tables, how an
 * item is written to and read back from a revision's JSON (read back checked again by
 * the build's schema: a revision is never trusted blindly), its fields' labels for the
 * history, and where its repository files are (read at import, written by an export and
 * by every publish's build).
 */
export interface ContentKind<T> {
  /** content_revisions.kind and content_entries.kind. */
  kind: 'opening' | 'article';
  /** In staff words: "opening". */
  noun: string;
  /** The stored JSON of an item; dates as YYYY-MM-DD, as the repository's files write them. */
  json(item: T): Record<string, unknown>;
  /** An item read back from its stored JSON; throws when it no longer passes the schema. */
  from(data: unknown): T;
  slug(item: T): string;
  /** The fields the history names when they change, by their key in `json`, in the form's words. */
  labels: Record<string, string>;
  /** The order of the desk's list (and of an export): negative when `a` comes first. */
  order?(a: T, b: T): number;
  /** The items of the repository's files, and the note of a revision imported from one. */
  readFiles(contentDir: string): T[];
  importNote(item: T): string;
  /**
   * Writes the published items into a content folder (`source` the repository's, for
   * what the database does not hold): what a publish's build reads and what
   * `npm run content:export` writes back. Returns the files written, relative to `targetDir`.
   */
  writeFiles(args: { targetDir: string; source: string; published: T[]; holdsAny: boolean }): string[];
}

export interface Revision<T> {
  id: number;
  slug: string;
  data: T;
  note: string;
  author: string;
  createdAt: Date;
}

export interface Entry<T> {
  slug: string;
  latest: Revision<T>;
  published: Revision<T> | undefined;
  publishedAt: Date | undefined;
  publishedBy: string | undefined;
}

function revisionOf<T>(kind: ContentKind<T>, row: typeof contentRevisions.$inferSelect): Revision<T> {
  return {
    id: row.id,
    slug: row.slug,
    data: kind.from(row.data),
    note: row.note,
    author: row.author,
    createdAt: row.createdAt,
  };
}

/** Every item of a kind with its latest revision and the one published, in the kind's order (else newest change first). */
export async function listEntries<T>(db: Db, kind: ContentKind<T>): Promise<Entry<T>[]> {
  // Every revision, newest first: a desk holds tens of items with a few revisions each.
  const rows = await db
    .select()
    .from(contentRevisions)
    .where(eq(contentRevisions.kind, kind.kind))
    .orderBy(desc(contentRevisions.id));
  const entries = await db.select().from(contentEntries).where(eq(contentEntries.kind, kind.kind));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const seen = new Set<string>();
  const result: Entry<T>[] = [];
  for (const row of rows) {
    if (seen.has(row.slug)) continue;
    seen.add(row.slug);
    const entry = entries.find((candidate) => candidate.slug === row.slug);
    const published = entry?.published ? byId.get(entry.published) : undefined;
    result.push({
      slug: row.slug,
      latest: revisionOf(kind, row),
      published: published && revisionOf(kind, published),
      publishedAt: entry?.publishedAt ?? undefined,
      publishedBy: entry?.publishedBy ?? undefined,
    });
  }
  return kind.order ? result.sort((a, b) => kind.order?.(a.latest.data, b.latest.data) ?? 0) : result;
}

export async function findEntry<T>(db: Db, kind: ContentKind<T>, slug: string): Promise<Entry<T> | undefined> {
  return (await listEntries(db, kind)).find((entry) => entry.slug === slug);
}

/** Every revision of one item, newest first. */
export async function history<T>(db: Db, kind: ContentKind<T>, slug: string): Promise<Revision<T>[]> {
  const rows = await db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.kind, kind.kind), eq(contentRevisions.slug, slug)))
    .orderBy(desc(contentRevisions.id));
  return rows.map((row) => revisionOf(kind, row));
}

/** The published items of a kind, oldest revision first: what the next build publishes. */
export async function publishedItems<T>(db: Db, kind: ContentKind<T>): Promise<T[]> {
  const rows = await db
    .select({ data: contentRevisions.data })
    .from(contentEntries)
    .innerJoin(contentRevisions, eq(contentRevisions.id, contentEntries.published))
    .where(eq(contentEntries.kind, kind.kind))
    .orderBy(asc(contentRevisions.id));
  return rows.map((row) => kind.from(row.data));
}

/** Whether the database holds any item of a kind (else a build keeps the repository's files). */
export async function holdsAny(db: Db, kind: ContentKind<unknown>): Promise<boolean> {
  const rows = await db
    .select({ slug: contentEntries.slug })
    .from(contentEntries)
    .where(eq(contentEntries.kind, kind.kind))
    .limit(1);
  return rows.length > 0;
}

/** What changed between two versions of an item, in the form's words ("Changed Title, Description"). */
export function changedFields<T>(kind: ContentKind<T>, before: T | undefined, after: T): string {
  if (!before) return 'Created';
  const a = kind.json(before);
  const b = kind.json(after);
  const changed = Object.keys(kind.labels).filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]));
  return changed.length ? `Changed ${changed.map((key) => kind.labels[key]).join(', ')}` : 'Saved without changes';
}

/** Stores a revision of an item (its entry made when it is new); publishing is separate. */
export async function saveRevision<T>(
  db: Db,
  kind: ContentKind<T>,
  args: { item: T; author: string; note: string },
): Promise<Revision<T>> {
  const slug = kind.slug(args.item);
  const [row] = await db
    .insert(contentRevisions)
    .values({ kind: kind.kind, slug, data: kind.json(args.item), note: args.note, author: args.author })
    .returning();
  if (!row) throw new Error('The revision was not stored.');
  await db.insert(contentEntries).values({ kind: kind.kind, slug }).onConflictDoNothing();
  return revisionOf(kind, row);
}

/** Points an item at one of its own revisions (what the next build publishes), or at none: unpublished. */
export async function setPublished(
  db: Db,
  kind: ContentKind<unknown>,
  slug: string,
  revisionId: number | null,
  author: string,
): Promise<void> {
  if (revisionId !== null) {
    const [revision] = await db
      .select({ id: contentRevisions.id })
      .from(contentRevisions)
      .where(
        and(eq(contentRevisions.kind, kind.kind), eq(contentRevisions.slug, slug), eq(contentRevisions.id, revisionId)),
      );
    if (!revision) throw new ContentInvalid({ form: `Revision ${revisionId} is not a revision of this ${kind.noun}.` });
  }
  const published = { published: revisionId, publishedAt: new Date(), publishedBy: author };
  await db
    .insert(contentEntries)
    .values({ kind: kind.kind, slug, ...published })
    .onConflictDoUpdate({ target: [contentEntries.kind, contentEntries.slug], set: published });
}

/**
 * Publishes an earlier revision again (a rollback): its text becomes a new revision,
 * noted as restored from it, and that one is published. The history stays whole.
 */
export async function restoreRevision<T>(
  db: Db,
  kind: ContentKind<T>,
  slug: string,
  revisionId: number,
  author: string,
): Promise<Revision<T>> {
  const earlier = (await history(db, kind, slug)).find((revision) => revision.id === revisionId);
  if (!earlier) throw new ContentInvalid({ form: `Revision ${revisionId} is not a revision of this ${kind.noun}.` });
  const revision = await saveRevision(db, kind, {
    item: earlier.data,
    author,
    note: `Restored revision ${revisionId} (${earlier.note.toLowerCase()})`,
  });
  await setPublished(db, kind, slug, revision.id, author);
  return revision;
}

/**
 * The repository's items of a kind as the first revisions: each one the database does
 * not hold is stored and published, by "repository". An item the database holds is left
 * as it is, whatever the file says (the database wins). Returns the slugs imported.
 */
export async function importRepository<T>(db: Db, kind: ContentKind<T>, contentDir: string): Promise<string[]> {
  const known = new Set(
    (await db.select({ slug: contentEntries.slug }).from(contentEntries).where(eq(contentEntries.kind, kind.kind))).map(
      (row) => row.slug,
    ),
  );
  const imported: string[] = [];
  for (const item of kind.readFiles(contentDir).filter((entry) => !known.has(kind.slug(entry)))) {
    const slug = kind.slug(item);
    const added = await db.transaction(async (tx) => {
      // The entry first: a replica starting at the same moment finds it taken and adds nothing.
      const [entry] = await tx
        .insert(contentEntries)
        .values({ kind: kind.kind, slug })
        .onConflictDoNothing()
        .returning({ slug: contentEntries.slug });
      if (!entry) return false;
      const [row] = await tx
        .insert(contentRevisions)
        .values({
          kind: kind.kind,
          slug,
          data: kind.json(item),
          note: kind.importNote(item),
          author: REPOSITORY_AUTHOR,
        })
        .returning({ id: contentRevisions.id });
      if (!row) throw new Error('The revision was not stored.');
      await tx
        .update(contentEntries)
        .set({ published: row.id, publishedAt: new Date(), publishedBy: REPOSITORY_AUTHOR })
        .where(and(eq(contentEntries.kind, kind.kind), eq(contentEntries.slug, slug)));
      return true;
    });
    if (added) imported.push(slug);
  }
  return imported;
}

/**
 * Writes every kind's published items into `targetDir` (a copy of the content folder a
 * build reads, or the repository's own for `npm run content:export`). A kind the
 * database holds nothing of keeps the files as they are. Returns the files written.
 */
export async function writePublished(
  db: Db,
  kinds: readonly ContentKind<unknown>[],
  targetDir: string,
  source: string,
): Promise<string[]> {
  const written: string[] = [];
  for (const kind of kinds) {
    const published = await publishedItems(db, kind);
    written.push(...kind.writeFiles({ targetDir, source, published, holdsAny: await holdsAny(db, kind) }));
  }
  return written;
}
