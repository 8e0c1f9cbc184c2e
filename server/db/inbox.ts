/**
 * What the staff inbox and the e-mails read and change: submissions by form (listed
 * newest first, searched by name or e-mail, filtered by stage, owner and follow-up),
 * one submission with its resume and its e-mails, the spam mark, stages, owners and
 * follow-up dates (one by one or in bulk, each change in the history), and what is
 * due for each member of staff on a day (their morning digest).
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { FormId } from '../../app/forms/index.ts';
import type { Source } from '../attribution.ts';
import { FINAL_STAGES, type Stage } from '../pipeline.ts';
import type { Database, Db } from './client.ts';
import {
  contactEnquiries,
  hireRequests,
  jobApplications,
  outbox,
  resumes,
  submissionEvents,
  type OutboxStatus,
} from './schema.ts';

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
    stage: Stage;
    owner: string | null;
    /** YYYY-MM-DD in the agency's time zone, or null. */
    followUpOn: string | null;
    email: string;
  };

/**
 * Which submissions a list shows: open (not spam, not at a final stage), all but spam,
 * or spam only. A stage filter narrows any of them.
 */
export const STATES = ['open', 'all', 'spam'] as const;
export type State = (typeof STATES)[number];

/** The spam mark, on one submission or many. */
export const ACTIONS = ['spam', 'not-spam'] as const;
export type Action = (typeof ACTIONS)[number];

/** An owner filter: a user name, or nobody. */
export const NOBODY = '(nobody)';

export interface ListQuery {
  state: State;
  /** Part of the name or e-mail address, any case; empty for all. */
  search: string;
  /** Only submissions at this stage of the pipeline. */
  stage?: Stage | undefined;
  /** Job applications only: the role applied for. */
  role?: string | undefined;
  /** Only submissions this member of staff owns, or NOBODY's. */
  owner?: string | undefined;
  /** Only open submissions whose follow-up is due on or before this day (YYYY-MM-DD). */
  dueBy?: string | undefined;
}

type SubmissionTable = (typeof SUBMISSION_TABLES)[FormId];

/** `text` as a literal ILIKE pattern: its %, _ and \ match themselves. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Not spam and not at a final stage: still to be worked on. */
function openOf(table: SubmissionTable): SQL | undefined {
  return and(eq(table.isSpam, false), notInArray(table.stage, [...FINAL_STAGES]));
}

function whereOf(form: FormId, { state, search, stage, role, owner, dueBy }: ListQuery): SQL | undefined {
  const table: SubmissionTable = SUBMISSION_TABLES[form];
  const nameColumn = form === 'hire' ? hireRequests.name : (table as typeof contactEnquiries).fullname;
  const conditions: (SQL | undefined)[] = [];
  if (state === 'open') conditions.push(openOf(table));
  if (state === 'all') conditions.push(eq(table.isSpam, false));
  if (state === 'spam') conditions.push(eq(table.isSpam, true));
  if (stage) conditions.push(eq(table.stage, stage));
  if (owner) conditions.push(owner === NOBODY ? isNull(table.owner) : eq(table.owner, owner));
  if (dueBy) conditions.push(openOf(table), isNotNull(table.followUpOn), lte(table.followUpOn, dueBy));
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

/** Marks submissions spam or not; how many there were (ids of none are left out). */
export async function applyAction(db: Db, form: FormId, ids: readonly string[], action: Action): Promise<number> {
  if (ids.length === 0) return 0;
  const table = SUBMISSION_TABLES[form] as typeof contactEnquiries;
  const updated = await db
    .update(table)
    .set({ isSpam: action === 'spam' })
    .where(inArray(table.id, [...ids]))
    .returning({ id: table.id });
  return updated.length;
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
 * Moves submissions to a stage and records each change in its history, in one
 * transaction; how many of the ids name a submission. One already at the stage
 * changes nothing and records nothing.
 */
export async function setStage(
  database: Database,
  form: FormId,
  ids: string | readonly string[],
  stage: Stage,
  author: string,
): Promise<number> {
  const table = SUBMISSION_TABLES[form] as typeof contactEnquiries;
  const list = typeof ids === 'string' ? [ids] : [...ids];
  if (list.length === 0) return 0;
  return database.transaction(async (tx) => {
    const current = await tx
      .select({ id: table.id, stage: table.stage })
      .from(table)
      .where(inArray(table.id, list))
      .orderBy(table.id)
      .for('update');
    const moving = current.filter((row) => row.stage !== stage);
    if (moving.length > 0) {
      await tx
        .update(table)
        .set({ stage })
        .where(
          inArray(
            table.id,
            moving.map((row) => row.id),
          ),
        );
      await tx.insert(submissionEvents).values(
        moving.map((row) => ({
          form,
          submissionId: row.id,
          kind: 'stage' as const,
          author,
          fromStage: row.stage,
          toStage: stage,
        })),
      );
    }
    return current.length;
  });
}

/**
 * Sets a submission's owner and follow-up day, recording each that changed in its
 * history, in one transaction; false when there is no such submission.
 */
export async function setOwnerAndFollowUp(
  database: Database,
  form: FormId,
  id: string,
  change: { owner: string | null; followUpOn: string | null },
  author: string,
): Promise<boolean> {
  const table = SUBMISSION_TABLES[form] as typeof contactEnquiries;
  return database.transaction(async (tx) => {
    const [current] = await tx
      .select({ owner: table.owner, followUpOn: table.followUpOn })
      .from(table)
      .where(eq(table.id, id))
      .for('update');
    if (!current) return false;
    const events: (typeof submissionEvents.$inferInsert)[] = [];
    if (current.owner !== change.owner) {
      events.push({ form, submissionId: id, kind: 'owner', author, body: change.owner ?? '' });
    }
    if (current.followUpOn !== change.followUpOn) {
      events.push({ form, submissionId: id, kind: 'follow-up', author, body: change.followUpOn ?? '' });
    }
    if (events.length === 0) return true;
    await tx.update(table).set(change).where(eq(table.id, id));
    await tx.insert(submissionEvents).values(events);
    return true;
  });
}

/** A submission due for follow-up, as the digest and the overview list it. */
export interface DueItem {
  form: FormId;
  id: string;
  name: string;
  stage: Stage;
  followUpOn: string;
}

/**
 * The open submissions whose follow-up is due on or before `day` (YYYY-MM-DD), of one
 * owner, or of every owner: by owner, oldest follow-up first.
 */
export async function dueFollowUps(db: Db, day: string, owner?: string): Promise<(DueItem & { owner: string })[]> {
  const found = await Promise.all(
    (Object.keys(SUBMISSION_TABLES) as FormId[]).map(async (form) => {
      const table = SUBMISSION_TABLES[form] as typeof contactEnquiries;
      const name = form === 'hire' ? hireRequests.name : table.fullname;
      const rows = await db
        .select({ id: table.id, name, stage: table.stage, followUpOn: table.followUpOn, owner: table.owner })
        .from(table)
        .where(
          and(
            openOf(table),
            isNotNull(table.owner),
            owner === undefined ? undefined : eq(table.owner, owner),
            lte(table.followUpOn, day),
          ),
        );
      return rows.map((row) => ({
        form,
        id: row.id,
        name: row.name,
        stage: row.stage as Stage,
        followUpOn: row.followUpOn ?? day,
        owner: row.owner ?? '',
      }));
    }),
  );
  return found
    .flat()
    .sort(
      (a, b) =>
        a.owner.localeCompare(b.owner) || a.followUpOn.localeCompare(b.followUpOn) || a.name.localeCompare(b.name),
    );
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

/** Open (not spam, not at a final stage) and total submissions of each form. */
export async function inboxCounts(db: Db): Promise<Record<FormId, { open: number; total: number }>> {
  const entries = await Promise.all(
    (Object.keys(SUBMISSION_TABLES) as FormId[]).map(async (form) => {
      const table = SUBMISSION_TABLES[form] as typeof contactEnquiries;
      const [row] = await db
        .select({
          total: count(),
          open: sql<number>`count(*) filter (where ${openOf(table)})`,
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

/** Leads (submissions that are not spam) of one month, in the agency's time zone, from one source. */
export interface LeadCount {
  /** YYYY-MM. */
  month: string;
  /** utm_source, else the referrer's host, else "direct" (as sourceLabel in server/attribution.ts). */
  source: string;
  leads: number;
}

/** Leads per month by source for each form, from the month `firstMonth` (YYYY-MM) on, months as in `timeZone`. */
export async function leadsBySource(
  db: Db,
  firstMonth: string,
  timeZone: string,
): Promise<Record<FormId, LeadCount[]>> {
  const start = sql`(${`${firstMonth}-01 00:00`}::timestamp at time zone ${timeZone})`;
  const entries = await Promise.all(
    (Object.keys(SUBMISSION_TABLES) as FormId[]).map(async (form) => {
      const table = SUBMISSION_TABLES[form] as typeof contactEnquiries;
      const month = sql<string>`to_char(${table.createdAt} at time zone ${timeZone}, 'YYYY-MM')`;
      const source = sql<string>`coalesce(nullif(${table.utmSource}, ''), substring(${table.referrer} from '^https?://([^/]+)'), 'direct')`;
      const rows = await db
        .select({ month, source, leads: count() })
        .from(table)
        .where(and(eq(table.isSpam, false), gte(table.createdAt, start)))
        // By position: the month's time zone is a parameter, which PostgreSQL would see as a new expression.
        .groupBy(sql`1`, sql`2`)
        .orderBy(sql`1`, sql`2`);
      return [form, rows.map((row) => ({ month: row.month, source: row.source, leads: Number(row.leads) }))] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<FormId, LeadCount[]>;
}

/** Where a member of staff's digest of `day` stands in the outbox: not queued, waiting, sent (when) or failed. */
export async function digestState(
  db: Db,
  username: string,
  day: string,
): Promise<{ status: OutboxStatus; sentAt: Date | null; recipient: string } | undefined> {
  const [row] = await db
    .select({ status: outbox.status, sentAt: outbox.sentAt, recipient: outbox.recipient })
    .from(outbox)
    .where(and(eq(outbox.kind, 'digest'), eq(outbox.digestFor, username), eq(outbox.digestDay, day)));
  return row;
}
