/**
 * What the staff inbox and the e-mails read and change: submissions by form (listed
 * newest first, searched by name or e-mail, filtered by state), one submission with
 * its resume and its e-mails, and the handled / spam marks.
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FormId } from '../../app/forms/index.ts';
import type { Source } from '../attribution.ts';
import type { Stage } from '../pipeline.ts';
import type { Database, Db } from './client.ts';
import { contactEnquiries, hireRequests, jobApplications, outbox, resumes, submissionEvents } from './schema.ts';

export const SUBMISSION_TABLES = {
  contact: contactEnquiries,
  hire: hireRequests,
  'job-apply': jobApplications,
} as const;

/** Column (field) holding the sender's name in each form. */
export const NAME_FIELD: Record<FormId, 'fullname' | 'name'> = {
  contact: 'fullname',
  hire: 'name',
  'job-apply': 'fullname',
};

/** A stored submission: the form's fields by name plus what every submission records. */
export type SubmissionRow = Record<string, unknown> &
  Source & {
    id: string;
    createdAt: Date;
    clientAddress: string;
    userAgent: string;
    isSpam: boolean;
    handledAt: Date | null;
    stage: Stage;
    email: string;
  };

/** Which submissions a list shows. */
export const STATES = ['open', 'handled', 'spam', 'all'] as const;
export type State = (typeof STATES)[number];

/** What a member of staff can do to a submission. */
export const ACTIONS = ['handled', 'reopen', 'spam', 'not-spam'] as const;
export type Action = (typeof ACTIONS)[number];

export interface ListQuery {
  state: State;
  /** Part of the name or e-mail address, any case; empty for all. */
  search: string;
  /** Only submissions at this stage of the pipeline. */
  stage?: Stage | undefined;
  /** Job applications only: the role applied for. */
  role?: string | undefined;
}

type SubmissionTable = (typeof SUBMISSION_TABLES)[FormId];

/** `text` as a literal ILIKE pattern: its %, _ and \ match themselves. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function whereOf(form: FormId, { state, search, stage, role }: ListQuery): SQL | undefined {
  const table: SubmissionTable = SUBMISSION_TABLES[form];
  const nameColumn = form === 'hire' ? hireRequests.name : (table as typeof contactEnquiries).fullname;
  const conditions: (SQL | undefined)[] = [];
  if (state === 'open') conditions.push(eq(table.isSpam, false), isNull(table.handledAt));
  if (state === 'handled') conditions.push(eq(table.isSpam, false), isNotNull(table.handledAt));
  if (state === 'spam') conditions.push(eq(table.isSpam, true));
  if (stage) conditions.push(eq(table.stage, stage));
  if (role && form === 'job-apply') conditions.push(eq(jobApplications.position, role));
  const text = search.trim();
  if (text) {
    const pattern = containsPattern(text);
    conditions.push(or(ilike(nameColumn, pattern), ilike(table.email, pattern)));
  }
  return and(...conditions);
}

/** One page of a form's submissions, newest first, and how many match in all. */
export async function listSubmissions(
  db: Db,
  form: FormId,
  query: ListQuery,
  page: { offset: number; limit: number },
): Promise<{ rows: SubmissionRow[]; total: number }> {
  const table = SUBMISSION_TABLES[form] as typeof contactEnquiries;
  const where = whereOf(form, query);
  const [totals] = await db.select({ total: count() }).from(table).where(where);
  const rows = await db
    .select()
    .from(table)
    .where(where)
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows: rows as unknown as SubmissionRow[], total: Number(totals?.total ?? 0) };
}

/** Every submission of a form that matches, newest first (for the CSV export). */
export async function allSubmissions(db: Db, form: FormId, query: ListQuery): Promise<SubmissionRow[]> {
  const table = SUBMISSION_TABLES[form] as typeof contactEnquiries;
  const rows = await db.select().from(table).where(whereOf(form, query)).orderBy(desc(table.createdAt), desc(table.id));
  return rows as unknown as SubmissionRow[];
}

export async function getSubmission(db: Db, form: FormId, id: string): Promise<SubmissionRow | undefined> {
  const table = SUBMISSION_TABLES[form] as typeof contactEnquiries;
  const [row] = await db.select().from(table).where(eq(table.id, id));
  return row as unknown as SubmissionRow | undefined;
}

/** A resume's description, without its bytes. */
export async function resumeInfo(db: Db, applicationId: string) {
  const [row] = await db
    .select({
      originalName: resumes.originalName,
      storedName: resumes.storedName,
      contentType: resumes.contentType,
      size: resumes.size,
      sha256: resumes.sha256,
    })
    .from(resumes)
    .where(eq(resumes.applicationId, applicationId));
  return row;
}

/** A resume with its bytes. */
export async function resumeFile(db: Db, applicationId: string) {
  const [row] = await db.select().from(resumes).where(eq(resumes.applicationId, applicationId));
  return row;
}

/** The e-mails of a submission, oldest first. */
export async function mailOf(db: Db, submissionId: string) {
  return db
    .select({
      kind: outbox.kind,
      recipient: outbox.recipient,
      status: outbox.status,
      attempts: outbox.attempts,
      sentAt: outbox.sentAt,
      nextAttemptAt: outbox.nextAttemptAt,
      lastError: outbox.lastError,
    })
    .from(outbox)
    .where(eq(outbox.submissionId, submissionId))
    .orderBy(outbox.createdAt, desc(outbox.kind));
}

/** Applies a staff action; false when there is no such submission. */
export async function applyAction(db: Db, form: FormId, id: string, action: Action): Promise<boolean> {
  const table = SUBMISSION_TABLES[form] as typeof contactEnquiries;
  const changes = {
    handled: { handledAt: sql`coalesce(${table.handledAt}, now())` },
    reopen: { handledAt: null },
    spam: { isSpam: true },
    'not-spam': { isSpam: false },
  }[action];
  const updated = await db.update(table).set(changes).where(eq(table.id, id)).returning({ id: table.id });
  return updated.length > 0;
}

/** The download names of the resumes of these job applications, by application id. */
export async function resumeNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (let start = 0; start < ids.length; start += 1_000) {
    const found = await db
      .select({ id: resumes.applicationId, name: resumes.storedName })
      .from(resumes)
      .where(inArray(resumes.applicationId, ids.slice(start, start + 1_000)));
    for (const { id, name } of found) names.set(id, name);
  }
  return names;
}

/**
 * Moves a submission to a stage and records the change in its history, in one
 * transaction; false when there is no such submission. Choosing the stage it is
 * already at changes nothing and records nothing.
 */
export async function setStage(
  database: Database,
  form: FormId,
  id: string,
  stage: Stage,
  author: string,
): Promise<boolean> {
  const table = SUBMISSION_TABLES[form] as typeof contactEnquiries;
  return database.transaction(async (tx) => {
    const [current] = await tx.select({ stage: table.stage }).from(table).where(eq(table.id, id)).for('update');
    if (!current) return false;
    if (current.stage === stage) return true;
    await tx.update(table).set({ stage }).where(eq(table.id, id));
    await tx
      .insert(submissionEvents)
      .values({ form, submissionId: id, kind: 'stage', author, fromStage: current.stage, toStage: stage });
    return true;
  });
}

/** Adds a note to a submission; false when there is no such submission. */
export async function addNote(database: Database, form: FormId, id: string, body: string, author: string) {
  const table = SUBMISSION_TABLES[form] as typeof contactEnquiries;
  return database.transaction(async (tx) => {
    const [found] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id));
    if (!found) return false;
    await tx.insert(submissionEvents).values({ form, submissionId: id, kind: 'note', author, body });
    return true;
  });
}

/** A submission's history, oldest first: every stage change and note, with who and when. */
export async function historyOf(db: Db, form: FormId, id: string) {
  return db
    .select({
      kind: submissionEvents.kind,
      author: submissionEvents.author,
      createdAt: submissionEvents.createdAt,
      fromStage: submissionEvents.fromStage,
      toStage: submissionEvents.toStage,
      body: submissionEvents.body,
    })
    .from(submissionEvents)
    .where(and(eq(submissionEvents.form, form), eq(submissionEvents.submissionId, id)))
    .orderBy(asc(submissionEvents.createdAt), asc(submissionEvents.id));
}

/** Open (not handled, not spam) and total submissions of each form. */
export async function inboxCounts(db: Db): Promise<Record<FormId, { open: number; total: number }>> {
  const entries = await Promise.all(
    (Object.keys(SUBMISSION_TABLES) as FormId[]).map(async (form) => {
      const table = SUBMISSION_TABLES[form] as typeof contactEnquiries;
      const [row] = await db
        .select({
          total: count(),
          open: sql<number>`count(*) filter (where ${table.isSpam} = false and ${table.handledAt} is null)`,
        })
        .from(table);
      return [form, { open: Number(row?.open ?? 0), total: Number(row?.total ?? 0) }] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<FormId, { open: number; total: number }>;
}

/** How many e-mails wait and how many failed for good. */
export async function outboxCounts(db: Db): Promise<{ pending: number; failed: number; sent: number }> {
  const rows = await db.select({ status: outbox.status, n: count() }).from(outbox).groupBy(outbox.status);
  const by = Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
  return { pending: by['pending'] ?? 0, failed: by['failed'] ?? 0, sent: by['sent'] ?? 0 };
}

/** Leads (submissions that are not spam) of one month, UTC, from one source. */
export interface LeadCount {
  /** YYYY-MM. */
  month: string;
  /** utm_source, else the referrer's host, else "direct" (as sourceLabel in server/attribution.ts). */
  source: string;
  leads: number;
}

/** Leads per month by source for each form, since the start of `since`'s month (UTC). */
export async function leadsBySource(db: Db, since: Date): Promise<Record<FormId, LeadCount[]>> {
  const start = new Date(Date.UTC(since.getUTCFullYear(), since.getUTCMonth(), 1));
  const entries = await Promise.all(
    (Object.keys(SUBMISSION_TABLES) as FormId[]).map(async (form) => {
      const table = SUBMISSION_TABLES[form] as typeof contactEnquiries;
      const month = sql<string>`to_char(${table.createdAt} at time zone 'UTC', 'YYYY-MM')`;
      const source = sql<string>`coalesce(nullif(${table.utmSource}, ''), substring(${table.referrer} from '^https?://([^/]+)'), 'direct')`;
      const rows = await db
        .select({ month, source, leads: count() })
        .from(table)
        .where(and(eq(table.isSpam, false), gte(table.createdAt, start)))
        .groupBy(month, source)
        .orderBy(month, source);
      return [form, rows.map((row) => ({ month: row.month, source: row.source, leads: Number(row.leads) }))] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<FormId, LeadCount[]>;
}
