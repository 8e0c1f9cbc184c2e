/**
 * The retention job deletes exactly what is older than RETENTION_DAYS: the
 * submissions of all three forms, their resumes and their e-mails, e-mails left
 * without a submission, and expired staff sessions; everything younger stays. Run
 * in-process (as the server's daily timer runs it) on PGlite and on the PostgreSQL
 * of TEST_DATABASE_URL when set, and as `npm run retention` (server/cli/retention.ts).
 */
import { spawnSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../server/admin/sessions.ts';
import type { FormId } from '../../app/forms/index.ts';
import { addNote, setStage } from '../../server/db/inbox.ts';
import { deleteExpired } from '../../server/retention.ts';
import { pdfFile } from '../support/resumes.ts';
import { count, DATABASES, formsApp, query, submit, TABLE, VALID } from '../support/forms.ts';
import { must } from '../support/mail.ts';

const FORMS: FormId[] = ['contact', 'hire', 'job-apply'];

async function submitAll(app: FastifyInstance): Promise<Record<FormId, string>> {
  const ids = {} as Record<FormId, string>;
  for (const form of FORMS) {
    const files = form === 'job-apply' ? [{ filename: 'cv.pdf', data: pdfFile() }] : [];
    const res = await submit(app, form, VALID[form], files);
    expect(res.statusCode).toBe(201);
    ids[form] = res.json().id;
  }
  return ids;
}

async function age(app: FastifyInstance, form: FormId, id: string, days: number) {
  await query(
    app,
    sql`UPDATE ${sql.identifier(TABLE[form])} SET created_at = now() - ${days} * interval '1 day' WHERE id = ${id}`,
  );
}

async function ids(app: FastifyInstance, table: string, column = 'id'): Promise<string[]> {
  const rows = await query(app, sql`SELECT ${sql.identifier(column)} AS id FROM ${sql.identifier(table)}`);
  return rows.map((row) => String(row['id'])).sort();
}

describe.each(DATABASES)('retention on $name', ({ databaseUrl }) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await formsApp({ databaseUrl });
  });
  afterAll(() => app.close());

  it('deletes exactly the submissions, resumes, e-mails and sessions older than the period', async () => {
    const old = await submitAll(app); // 400 days old
    const edge = await submitAll(app); // 364 days and 23 hours: still within 365 days
    const fresh = await submitAll(app); // today
    for (const form of FORMS) {
      await age(app, form, old[form], 400);
      await query(
        app,
        sql`UPDATE ${sql.identifier(TABLE[form])} SET created_at = now() - interval '364 days 23 hours' WHERE id = ${edge[form]}`,
      );
    }
    // History (a stage change and a note) of the old submissions and of the fresh ones.
    for (const form of FORMS) {
      for (const id of [old[form], fresh[form]]) {
        expect(await setStage(app.database, form, id, form === 'job-apply' ? 'screening' : 'contacted', 'staff')).toBe(
          1,
        );
        expect(await addNote(app.database, form, id, `Called about ${id}.`, 'staff')).toBe(true);
      }
    }
    // An e-mail whose submission is gone, old and new.
    const orphan = (submissionId: string, days: number) =>
      query(
        app,
        sql`INSERT INTO outbox (id, created_at, kind, form, submission_id, recipient, message_id)
            VALUES (${submissionId}, now() - ${days} * interval '1 day', 'notification', 'contact', ${submissionId}, 'sales@example.com', ${`<outbox-${submissionId}@example.com>`})`,
      );
    const oldOrphan = randomUUID();
    const newOrphan = randomUUID();
    await orphan(oldOrphan, 500);
    await orphan(newOrphan, 1);
    // Staff sessions: one expired, one current.
    const { token } = must(await createSession(app.database, 'staff'));
    await createSession(app.database, 'staff');
    const expired = createHash('sha256').update(token).digest('hex');
    await query(app, sql`UPDATE admin_sessions SET expires_at = now() - interval '1 minute' WHERE id = ${expired}`);

    const result = await deleteExpired(app.database, 365);
    expect(result).toEqual({
      submissions: { contact: 1, hire: 1, 'job-apply': 1 },
      emails: 2 * 3 + 1,
      history: 2 * 3,
      webhooks: 0,
      sessions: 1,
    });

    for (const form of FORMS) {
      expect(await ids(app, TABLE[form]), form).toEqual([edge[form], fresh[form]].sort());
    }
    expect(await ids(app, 'resumes', 'application_id')).toEqual([edge['job-apply'], fresh['job-apply']].sort());
    const kept = new Set(await ids(app, 'outbox', 'submission_id'));
    for (const form of FORMS) {
      expect(kept.has(old[form]), `e-mails of the old ${form}`).toBe(false);
      expect(kept.has(edge[form])).toBe(true);
      expect(kept.has(fresh[form])).toBe(true);
    }
    expect(kept.has(oldOrphan)).toBe(false);
    expect(kept.has(newOrphan)).toBe(true);
    expect(await count(app, 'admin_sessions')).toBe(1);
    // Notes and history went with their submissions; the fresh ones' stayed.
    expect(await ids(app, 'submission_events', 'submission_id')).toEqual(
      FORMS.flatMap((form) => [fresh[form], fresh[form]]).sort(),
    );

    // Running it again deletes nothing more.
    expect(await deleteExpired(app.database, 365)).toEqual({
      submissions: { contact: 0, hire: 0, 'job-apply': 0 },
      emails: 0,
      history: 0,
      webhooks: 0,
      sessions: 0,
    });
    // A shorter period takes the 364-day-old ones too.
    expect((await deleteExpired(app.database, 30)).submissions).toEqual({ contact: 1, hire: 1, 'job-apply': 1 });
    await expect(deleteExpired(app.database, 0)).rejects.toThrow();
  });
});

describe('npm run retention', () => {
  it('runs the job once on the database of the environment and says what it deleted', { timeout: 90_000 }, async () => {
    const app = await formsApp({}, { keepDataDir: true });
    const dataDir = app.config.dataDir;
    const old = await submitAll(app);
    const fresh = await submitAll(app);
    for (const form of FORMS) await age(app, form, old[form], 40);
    await app.close();

    const cli = resolve(import.meta.dirname, '../../server/cli/retention.ts');
    const run = spawnSync(process.execPath, [cli], {
      env: { ...process.env, DATA_DIR: dataDir, RETENTION_DAYS: '30', DATABASE_URL: '' },
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(
      'Deleted what is older than 30 days: 1 contact enquiries, 1 hire requests, 1 job applications (with their resumes), 6 e-mails',
    );

    const after = await formsApp({ dataDir });
    try {
      for (const form of FORMS) expect(await ids(after, TABLE[form])).toEqual([fresh[form]]);
    } finally {
      await after.close();
    }
  });

  it('refuses a retention period under one day', () => {
    const cli = resolve(import.meta.dirname, '../../server/cli/retention.ts');
    const run = spawnSync(process.execPath, [cli], { env: { ...process.env, RETENTION_DAYS: '0' }, encoding: 'utf8' });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('RETENTION_DAYS must be at least 1');
  });
});
