/**
 * The content the staff inbox publishes, kept as revisions in the database
 * (db/schema.ts: content_revisions, content_entries): job openings today. Every save is
 * a new revision, checked by the same zod schema the build uses (app/content/schema.ts),
 * with who saved it, when and what changed; publishing points the entry at a revision;
 * an earlier revision is published again by copying it into a new one (a rollback keeps
 * the history whole).
 *
 * The repository's files are the first revisions: `importRepositoryContent` adds every
 * opening of app/content/roles.yaml the database does not hold, as published by
 * "repository". From then on the database wins (docs/content.md), and `npm run
 * content:export` writes the published content back into the files.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, asc, desc, eq } from 'drizzle-orm';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import * as schema from '../../app/content/schema.ts';
import type { Db } from '../db/client.ts';
import { contentEntries, contentRevisions } from '../db/schema.ts';

/** Who the repository's files are, as the author of the revisions imported from them. */
export const REPOSITORY_AUTHOR = 'repository';

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

/** A mistake in what staff typed: each field's message, in plain words, by field name. */
export class ContentInvalid extends Error {
  readonly fields: Record<string, string>;
  constructor(fields: Record<string, string>) {
    super(`The opening was not saved: ${Object.values(fields).join(' ')}`);
    this.fields = fields;
  }
}

/**
 * Checks an opening as staff wrote it with the build's schema, plus what only the desk
 * knows: its tab exists and no other opening has its address. Returns the stored form.
 */
export function checkOpening(input: unknown, tabs: RoleTab[], takenSlugs: ReadonlySet<string>): StoredOpening {
  const fields: Record<string, string> = {};
  const parsed = schema.opening.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'form');
      fields[field] ??= sentence(issue.message);
    }
  }
  const role = (input as { role?: unknown } | null)?.role;
  if (typeof role !== 'string' || !tabs.some((tab) => tab.id === role))
    fields['role'] = 'Choose the role it is listed under.';
  const slug = (input as { slug?: unknown } | null)?.slug;
  if (typeof slug === 'string' && takenSlugs.has(slug) && !fields['slug'])
    fields['slug'] = `Another opening already has the address /career/${slug}: choose another.`;
  if (Object.keys(fields).length > 0 || !parsed.success) throw new ContentInvalid(fields);
  return { ...parsed.data, role: role as string };
}

/** A schema message as a sentence: capital first, full stop last ("write the job title" → "Write the job title."). */
function sentence(message: string): string {
  const text = message.charAt(0).toUpperCase() + message.slice(1);
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** The stored JSON of an opening: dates as YYYY-MM-DD, as roles.yaml writes them. */
export function openingJson(opening: StoredOpening): Record<string, unknown> {
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const { validThrough, datePosted, ...rest } = opening;
  return { ...rest, datePosted: day(datePosted), ...(validThrough ? { validThrough: day(validThrough) } : {}) };
}

/** An opening read back from its stored JSON (checked again: a revision is never trusted blindly). */
export function openingFrom(data: unknown): StoredOpening {
  const parsed = schema.opening.safeParse(data);
  const role = z.string().safeParse((data as { role?: unknown } | null)?.role);
  if (!parsed.success || !role.success) throw new Error('A stored revision of an opening no longer passes the schema.');
  return { ...parsed.data, role: role.data };
}

export interface Revision {
  id: number;
  slug: string;
  data: StoredOpening;
  note: string;
  author: string;
  createdAt: Date;
}

export interface OpeningEntry {
  slug: string;
  latest: Revision;
  published: Revision | undefined;
  publishedAt: Date | undefined;
  publishedBy: string | undefined;
}

function revisionOf(row: typeof contentRevisions.$inferSelect): Revision {
  return {
    id: row.id,
    slug: row.slug,
    data: openingFrom(row.data),
    note: row.note,
    author: row.author,
    createdAt: row.createdAt,
  };
}

/** Every opening with its latest revision and the one published, newest first by latest change. */
export async function listOpenings(db: Db): Promise<OpeningEntry[]> {
  // Every revision, newest first: a desk holds tens of openings with a few revisions each.
  const rows = await db
    .select()
    .from(contentRevisions)
    .where(eq(contentRevisions.kind, 'opening'))
    .orderBy(desc(contentRevisions.id));
  const entries = await db.select().from(contentEntries).where(eq(contentEntries.kind, 'opening'));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const seen = new Set<string>();
  const result: OpeningEntry[] = [];
  for (const row of rows) {
    if (seen.has(row.slug)) continue;
    seen.add(row.slug);
    const entry = entries.find((candidate) => candidate.slug === row.slug);
    const published = entry?.published ? byId.get(entry.published) : undefined;
    result.push({
      slug: row.slug,
      latest: revisionOf(row),
      published: published && revisionOf(published),
      publishedAt: entry?.publishedAt ?? undefined,
      publishedBy: entry?.publishedBy ?? undefined,
    });
  }
  return result;
}

export async function findOpening(db: Db, slug: string): Promise<OpeningEntry | undefined> {
  return (await listOpenings(db)).find((entry) => entry.slug === slug);
}

/** Every revision of one opening, newest first. */
export async function openingHistory(db: Db, slug: string): Promise<Revision[]> {
  const rows = await db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.kind, 'opening'), eq(contentRevisions.slug, slug)))
    .orderBy(desc(contentRevisions.id));
  return rows.map(revisionOf);
}

/** The published openings, open and closed, in the order the tabs and then their posting dates give. */
export async function publishedOpenings(db: Db): Promise<StoredOpening[]> {
  const rows = await db
    .select({ data: contentRevisions.data })
    .from(contentEntries)
    .innerJoin(contentRevisions, eq(contentRevisions.id, contentEntries.published))
    .where(eq(contentEntries.kind, 'opening'))
    .orderBy(asc(contentRevisions.id));
  return rows.map((row) => openingFrom(row.data)).sort((a, b) => a.datePosted.getTime() - b.datePosted.getTime());
}

/** The titles of the published open openings: the job application's positions from the moment of publishing. */
export async function openPositions(db: Db): Promise<string[]> {
  return [
    ...new Set((await publishedOpenings(db)).filter((opening) => !opening.closed).map((opening) => opening.title)),
  ];
}

/** What changed between two versions of an opening, in the form's words ("Title, Description"). */
export function changedFields(before: StoredOpening | undefined, after: StoredOpening): string {
  if (!before) return 'Created';
  const labels: Record<string, string> = {
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
  };
  const a = openingJson(before);
  const b = openingJson(after);
  const changed = Object.keys(labels).filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]));
  return changed.length ? `Changed ${changed.map((key) => labels[key]).join(', ')}` : 'Saved without changes';
}

/** Saves a revision of an opening (a new one when `slug` is not stored yet); publishing is separate. */
export async function saveOpening(
  db: Db,
  args: { input: unknown; tabs: RoleTab[]; author: string; isNew: boolean; note?: string },
): Promise<Revision> {
  const existing = await listOpenings(db);
  const slug = (args.input as { slug?: unknown } | null)?.slug;
  const current = existing.find((entry) => entry.slug === slug);
  const taken = new Set(args.isNew ? existing.map((entry) => entry.slug) : []);
  const opening = checkOpening(args.input, args.tabs, taken);
  if (!args.isNew && !current) throw new ContentInvalid({ slug: 'This opening does not exist any more.' });
  const [row] = await db
    .insert(contentRevisions)
    .values({
      kind: 'opening',
      slug: opening.slug,
      data: openingJson(opening),
      note: args.note ?? changedFields(current?.latest.data, opening),
      author: args.author,
    })
    .returning();
  if (!row) throw new Error('The revision was not stored.');
  await db.insert(contentEntries).values({ kind: 'opening', slug: opening.slug }).onConflictDoNothing();
  return revisionOf(row);
}

/** Points an opening at one of its revisions: what the next build publishes. */
export async function markPublished(db: Db, slug: string, revisionId: number, author: string): Promise<void> {
  const [revision] = await db
    .select({ id: contentRevisions.id })
    .from(contentRevisions)
    .where(
      and(eq(contentRevisions.kind, 'opening'), eq(contentRevisions.slug, slug), eq(contentRevisions.id, revisionId)),
    );
  if (!revision) throw new ContentInvalid({ form: `Revision ${revisionId} is not a revision of this opening.` });
  await db
    .insert(contentEntries)
    .values({ kind: 'opening', slug, published: revisionId, publishedAt: new Date(), publishedBy: author })
    .onConflictDoUpdate({
      target: [contentEntries.kind, contentEntries.slug],
      set: { published: revisionId, publishedAt: new Date(), publishedBy: author },
    });
}

/**
 * Publishes an earlier revision again (a rollback): its text becomes a new revision,
 * noted as restored from it, and that one is published. The history stays whole.
 */
export async function restoreRevision(db: Db, slug: string, revisionId: number, author: string): Promise<Revision> {
  const history = await openingHistory(db, slug);
  const earlier = history.find((revision) => revision.id === revisionId);
  if (!earlier) throw new ContentInvalid({ form: `Revision ${revisionId} is not a revision of this opening.` });
  const [row] = await db
    .insert(contentRevisions)
    .values({
      kind: 'opening',
      slug,
      data: openingJson(earlier.data),
      note: `Restored revision ${revisionId} (${earlier.note.toLowerCase()})`,
      author,
    })
    .returning();
  if (!row) throw new Error('The revision was not stored.');
  await markPublished(db, slug, row.id, author);
  return revisionOf(row);
}

/**
 * The repository's openings as the first revisions: each opening of roles.yaml the
 * database does not hold is stored and published, by "repository". An opening the
 * database holds is left as it is, whatever the file says (the database wins).
 */
export async function importRepositoryContent(db: Db, contentDir: string): Promise<{ imported: string[] }> {
  const { openings } = readRolesFile(contentDir);
  const known = new Set(
    (await db.select({ slug: contentEntries.slug }).from(contentEntries).where(eq(contentEntries.kind, 'opening'))).map(
      (row) => row.slug,
    ),
  );
  const imported: string[] = [];
  for (const opening of openings.filter((entry) => !known.has(entry.slug))) {
    const added = await db.transaction(async (tx) => {
      // The entry first: a replica starting at the same moment finds it taken and adds nothing.
      const [entry] = await tx
        .insert(contentEntries)
        .values({ kind: 'opening', slug: opening.slug })
        .onConflictDoNothing()
        .returning({ slug: contentEntries.slug });
      if (!entry) return false;
      const [row] = await tx
        .insert(contentRevisions)
        .values({
          kind: 'opening',
          slug: opening.slug,
          data: openingJson(opening),
          note: 'Imported from app/content/roles.yaml',
          author: REPOSITORY_AUTHOR,
        })
        .returning({ id: contentRevisions.id });
      if (!row) throw new Error('The revision was not stored.');
      await tx
        .update(contentEntries)
        .set({ published: row.id, publishedAt: new Date(), publishedBy: REPOSITORY_AUTHOR })
        .where(and(eq(contentEntries.kind, 'opening'), eq(contentEntries.slug, opening.slug)));
      return true;
    });
    if (!added) continue;
    imported.push(opening.slug);
  }
  return { imported };
}
