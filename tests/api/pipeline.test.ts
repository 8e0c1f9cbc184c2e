/**
 * What became of each lead, through the staff inbox: the
 * pipeline stages of each form (moved by a POST with the CSRF token, refused for a
 * stage of another pipeline), notes, the history of both with who and when, the
 * stage and role filters, the CSV's stage column, and the named staff accounts of
 * `npm run staff` (add, list, remove; signing in with one; the inbox on with no
 * ADMIN_USER at all).
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '../../server/admin/device-cookie.ts';
import { createSession } from '../../server/admin/sessions.ts';
import { accountHash, removeAccount, saveAccount } from '../../server/db/staff.ts';
import { hashPasswordSync } from '../../server/password.ts';
import { pdfFile } from '../support/resumes.ts';
import { adminApp, get, Jar, postForm, signIn, STAFF_USER } from '../support/admin.ts';
import { DATABASES, formsApp, query, row, submit, VALID } from '../support/forms.ts';
import { must } from '../support/mail.ts';

async function submitted(app: FastifyInstance, form: 'contact' | 'hire' | 'job-apply', values: Record<string, string>) {
  const files = form === 'job-apply' ? [{ filename: 'cv.pdf', type: 'application/pdf', data: pdfFile() }] : [];
  const res = await submit(app, form, values, files);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

describe('stages, notes and history', () => {
  let app: FastifyInstance;
  let jar: Jar;
  let contactId: string;
  let applicationId: string;
  beforeAll(async () => {
    app = await adminApp();
    ({ jar } = await signIn(app));
    contactId = await submitted(app, 'contact', VALID.contact);
    applicationId = await submitted(app, 'job-apply', { ...VALID['job-apply'], position: 'PHP Developer' });
  });
  afterAll(() => app?.close());

  it('starts every submission at New and moves it along its own pipeline, recording who and when', async () => {
    expect((await row(app, 'contact_enquiries', contactId))?.['stage']).toBe('new');
    const res = await postForm(app, jar, `/admin/contact/${contactId}/stage`, { stage: 'contacted' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/admin/contact/${contactId}?updated=stage`);
    await postForm(app, jar, `/admin/contact/${contactId}/stage`, { stage: 'proposal' });
    // The stage it is already at: nothing is recorded.
    await postForm(app, jar, `/admin/contact/${contactId}/stage`, { stage: 'proposal' });
    expect((await row(app, 'contact_enquiries', contactId))?.['stage']).toBe('proposal');
    const events = await query(
      app,
      sql`SELECT kind, author, from_stage, to_stage FROM submission_events WHERE submission_id = ${contactId} ORDER BY created_at`,
    );
    expect(events).toEqual([
      { kind: 'stage', author: STAFF_USER, from_stage: 'new', to_stage: 'contacted' },
      { kind: 'stage', author: STAFF_USER, from_stage: 'contacted', to_stage: 'proposal' },
    ]);
    const page = await get(app, jar, `/admin/contact/${contactId}?updated=stage`);
    expect(page.body).toContain('Stage changed.');
    expect(page.body).toContain('Moved from New to Contacted.');
    expect(page.body).toContain('Moved from Contacted to Proposal sent.');
    expect(page.body).toContain(`${STAFF_USER} · `);
    // One click: a button per stage in one form, the current one pressed.
    const buttons = [...page.body.matchAll(/<button [^>]*name="stage"[^>]*>([^<]+)<\/button>/g)];
    expect(buttons.map((match) => match[1])).toEqual(['New', 'Contacted', 'Proposal sent', 'Won', 'Lost']);
    const pressed = buttons.filter((match) => match[0].includes('aria-pressed="true"'));
    expect(pressed.map((match) => match[1])).toEqual(['Proposal sent']);
    expect(pressed[0]?.[0]).toContain('disabled=""');
    expect(page.body).toContain(
      `<form class="stage-buttons" action="/admin/contact/${contactId}/stage" method="post">`,
    );
  });

  it('job applications have the hiring pipeline; a stage of another pipeline or none at all is refused', async () => {
    expect(
      (await postForm(app, jar, `/admin/job-apply/${applicationId}/stage`, { stage: 'interview' })).statusCode,
    ).toBe(303);
    expect((await row(app, 'job_applications', applicationId))?.['stage']).toBe('interview');
    const wrong = await postForm(app, jar, `/admin/job-apply/${applicationId}/stage`, { stage: 'won' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('not one of this form’s pipeline');
    const unknown = await postForm(app, jar, `/admin/contact/${contactId}/stage`, { stage: 'archived' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('Unknown stage.');
    expect((await postForm(app, jar, `/admin/contact/${contactId}/stage`, {})).statusCode).toBe(400);
    expect((await postForm(app, jar, `/admin/contact/${randomUUID()}/stage`, { stage: 'won' })).statusCode).toBe(404);
    expect((await postForm(app, jar, `/admin/contact/not-an-id/stage`, { stage: 'won' })).statusCode).toBe(404);
    const forged = await postForm(app, jar, `/admin/contact/${contactId}/stage`, { stage: 'lost', _csrf: 'forged' });
    expect(forged.statusCode).toBe(403);
    expect((await row(app, 'contact_enquiries', contactId))?.['stage']).toBe('proposal');
    const anonymous = await postForm(app, new Jar(), `/admin/contact/${contactId}/stage`, { stage: 'lost' });
    expect(anonymous.statusCode).toBe(303);
    expect(anonymous.headers.location).toBe('/admin/sign-in');
    expect((await row(app, 'contact_enquiries', contactId))?.['stage']).toBe('proposal');
  });

  it('adds notes, escaped, with who and when, in the history beside the stage changes', async () => {
    const res = await postForm(app, jar, `/admin/contact/${contactId}/notes`, {
      note: '  Called Priya: <b>keen</b>,\nwants a quote by Friday.  ',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/admin/contact/${contactId}?updated=note#history`);
    const [note] = await query(
      app,
      sql`SELECT author, body FROM submission_events WHERE submission_id = ${contactId} AND kind = 'note'`,
    );
    expect(note).toEqual({ author: STAFF_USER, body: 'Called Priya: <b>keen</b>,\nwants a quote by Friday.' });
    const page = await get(app, jar, `/admin/contact/${contactId}`);
    expect(page.body).toContain('Called Priya: &lt;b&gt;keen&lt;/b&gt;,\nwants a quote by Friday.');
    // Oldest first: the two stage changes, then the note.
    expect(page.body.indexOf('Moved from Contacted to Proposal sent.')).toBeLessThan(page.body.indexOf('Called Priya'));

    const blank = await postForm(app, jar, `/admin/contact/${contactId}/notes`, { note: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain('Write the note first.');
    const long = await postForm(app, jar, `/admin/contact/${contactId}/notes`, { note: 'x'.repeat(5_001) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('at most 5000 characters');
    expect((await postForm(app, jar, `/admin/hire/${randomUUID()}/notes`, { note: 'Lost?' })).statusCode).toBe(404);
  });

  it('filters lists by stage, and applications by role too; the CSV has a stage column', async () => {
    const other = await submitted(app, 'contact', { ...VALID.contact, fullname: 'Anil Verma' });
    const proposals = await get(app, jar, '/admin/contact?stage=proposal&state=all');
    expect(proposals.body).toContain(`/admin/contact/${contactId}"`);
    expect(proposals.body).not.toContain(`/admin/contact/${other}"`);
    expect((await get(app, jar, '/admin/contact?stage=new')).body).toContain(`/admin/contact/${other}"`);
    // A stage of another pipeline, or nonsense, is no filter.
    expect((await get(app, jar, '/admin/contact?stage=interview')).body).toContain(`/admin/contact/${other}"`);
    expect((await get(app, jar, '/admin/contact?stage=%3Cx%3E&page=-3&state=nope')).statusCode).toBe(200);

    const designer = await submitted(app, 'job-apply', { ...VALID['job-apply'], position: 'WordPress Developer' });
    const php = await get(app, jar, '/admin/job-apply?role=PHP%20Developer');
    expect(php.body).toContain(`/admin/job-apply/${applicationId}"`);
    expect(php.body).not.toContain(`/admin/job-apply/${designer}"`);
    const interviews = await get(app, jar, '/admin/job-apply?stage=interview&role=PHP%20Developer');
    expect(interviews.body).toContain(`/admin/job-apply/${applicationId}"`);
    expect((await get(app, jar, '/admin/job-apply?stage=screening')).body).not.toContain(
      `/admin/job-apply/${applicationId}"`,
    );

    const csv = await get(app, jar, '/admin/contact/export.csv?state=all&stage=proposal');
    const [header = [], ...records] = parse(csv.body.replace(/^\uFEFF/, '')) as string[][];
    expect(header.slice(0, 6)).toEqual(['id', 'received_at', 'stage', 'spam', 'owner', 'follow_up_on']);
    expect(records.map((record) => [record[0], record[2], record[3]])).toEqual([[contactId, 'proposal', 'no']]);
  });
});

describe('named staff accounts (npm run staff)', () => {
  const cli = resolve(import.meta.dirname, '../../server/cli/staff.ts');
  const staff = (dataDir: string, args: string[], input = '') =>
    spawnSync(process.execPath, [cli, ...args], {
      input,
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: dataDir, ADMIN_USER: '', ADMIN_PASSWORD_HASH: '', DATABASE_URL: '' },
    });

  it(
    'adds, lists and removes accounts; each signs in to the inbox, which is on without ADMIN_USER',
    { timeout: 120_000 },
    async () => {
      const first = await formsApp({}, { keepDataDir: true });
      const dataDir = first.config.dataDir;
      await first.close();

      const added = staff(dataDir, ['add', 'asha.hr'], 'a long password for asha\n');
      expect(added.status, added.stderr).toBe(0);
      expect(added.stdout).toBe('Added asha.hr.\n');
      expect(added.stdout + added.stderr).not.toContain('password for asha');
      expect(staff(dataDir, ['add', 'vikram'], 'another long password\n').status).toBe(0);
      expect(staff(dataDir, ['add', 'vikram'], 'short\n').status).toBe(1);
      expect(staff(dataDir, ['add', 'bad name'], 'a long password for it\n').status).toBe(2);
      expect(staff(dataDir, ['frobnicate']).stderr).toContain('Usage: npm run staff');
      expect(staff(dataDir, ['list']).stdout).toMatch(/^asha\.hr \(added \d{4}-\d{2}-\d{2}\)\nvikram \(added /);

      // No ADMIN_USER / ADMIN_PASSWORD_HASH: the named accounts turn the inbox on.
      let app = await formsApp(
        { dataDir, csrfSecret: 'a-shared-secret-of-at-least-thirty-two-characters' },
        { keepDataDir: true },
      );
      try {
        const jar = new Jar();
        await get(app, jar, '/admin/sign-in');
        const wrong = await postForm(app, jar, '/admin/sign-in', { username: 'asha.hr', password: 'not the password' });
        expect(wrong.statusCode).toBe(401);
        const res = await postForm(app, jar, '/admin/sign-in', {
          username: 'asha.hr',
          password: 'a long password for asha',
          next: '/admin',
        });
        expect(res.statusCode).toBe(303);
        // The device cookie's protection applies to every account.
        expect(jar.cookies.get(DEVICE_COOKIE)).toBeTruthy();
        const id = await submitted(app, 'hire', VALID.hire);
        await postForm(app, jar, `/admin/hire/${id}/notes`, { note: 'Asked for two profiles.' });
        expect((await get(app, jar, `/admin/hire/${id}`)).body).toContain('asha.hr · ');
        expect((await get(app, jar, '/admin')).body).toContain('asha.hr');
        await app.close();

        // Removed: its session ends and it signs in no more.
        const removed = staff(dataDir, ['remove', 'asha.hr']);
        expect(removed.status, removed.stderr).toBe(0);
        expect(staff(dataDir, ['remove', 'asha.hr']).status).toBe(1);
        expect(staff(dataDir, ['list']).stdout).not.toContain('asha.hr');
        app = await formsApp(
          { dataDir, csrfSecret: 'a-shared-secret-of-at-least-thirty-two-characters' },
          { keepDataDir: true },
        );
        const after = await get(app, jar, '/admin');
        expect(after.statusCode).toBe(303);
        const again = await postForm(app, jar, '/admin/sign-in', {
          username: 'asha.hr',
          password: 'a long password for asha',
        });
        expect(again.statusCode).toBe(401);
      } finally {
        await app.close();
      }
    },
  );

  describe.each(DATABASES)('sessions of a named account ($name)', ({ databaseUrl }) => {
    const hashOf = (password: string) => hashPasswordSync(password, { log2N: 12, r: 8, p: 1 });
    const sessionsOf = async (app: FastifyInstance, username: string) =>
      (await query(app, sql`SELECT id FROM admin_sessions WHERE username = ${username}`)).length;
    const signInAs = async (app: FastifyInstance, username: string, password: string) => {
      const jar = new Jar();
      await get(app, jar, '/admin/sign-in');
      const res = await postForm(app, jar, '/admin/sign-in', { username, password, next: '/admin' });
      return { jar, res };
    };

    it('end when the account is given a new password, and the old password makes no new one', async () => {
      const app = await adminApp({ databaseUrl });
      try {
        const oldHash = hashOf('the first password');
        expect(await saveAccount(app.database, 'meera', oldHash)).toBe(true);
        const { jar, res } = await signInAs(app, 'meera', 'the first password');
        expect(res.statusCode).toBe(303);
        expect((await get(app, jar, '/admin')).statusCode).toBe(200);

        expect(await saveAccount(app.database, 'meera', hashOf('the second password'))).toBe(false);
        expect(await sessionsOf(app, 'meera')).toBe(0);
        expect((await get(app, jar, '/admin')).statusCode).toBe(303);
        // A sign-in that checked the old password just before the reset gets no session.
        expect(await createSession(app.database, 'meera', oldHash)).toBeUndefined();
        expect(await sessionsOf(app, 'meera')).toBe(0);
        expect((await signInAs(app, 'meera', 'the first password')).res.statusCode).toBe(401);
        expect((await signInAs(app, 'meera', 'the second password')).res.statusCode).toBe(303);
      } finally {
        await app.close();
      }
    });

    it('are not made for an account removed while its password was checked', async () => {
      const app = await adminApp({ databaseUrl });
      try {
        await saveAccount(app.database, 'vikram', hashOf('vikram password 1'));
        // What the sign-in read before checking the password …
        const hash = must(await accountHash(app.database.db, 'vikram'));
        // … then `npm run staff -- remove vikram` …
        expect(await removeAccount(app.database, 'vikram')).toBe(true);
        // … then the session it would make.
        expect(await createSession(app.database, 'vikram', hash)).toBeUndefined();
        expect(await sessionsOf(app, 'vikram')).toBe(0);
        // ADMIN_USER has no row and needs none.
        expect(await createSession(app.database, STAFF_USER)).toBeDefined();
      } finally {
        await app.close();
      }
    });

    // Only PostgreSQL has a removal's transaction in flight beside another: PGlite runs one at a time.
    it.skipIf(!databaseUrl)('are not made while a removal holds the account, once the removal commits', async () => {
      const app = await adminApp({ databaseUrl });
      const other = new pg.Client({ connectionString: app.config.databaseUrl });
      await other.connect();
      try {
        await saveAccount(app.database, 'asha', hashOf('asha password 12'));
        const hash = must(await accountHash(app.database.db, 'asha'));
        // A removal in flight on another connection: the account's row is gone but not yet committed.
        await other.query('BEGIN');
        await other.query("DELETE FROM staff_accounts WHERE username = 'asha'");
        await other.query("DELETE FROM admin_sessions WHERE username = 'asha'");
        let settled = false;
        const creating = createSession(app.database, 'asha', hash).finally(() => (settled = true));
        await new Promise((done) => setTimeout(done, 300));
        expect(settled).toBe(false); // waits for the removal's lock on the row
        await other.query('COMMIT');
        expect(await creating).toBeUndefined();
        expect(await sessionsOf(app, 'asha')).toBe(0);
      } finally {
        await other.end();
        await app.close();
      }
    });
  });

  it('keeps ADMIN_USER as the first account beside the named ones', async () => {
    const app = await adminApp();
    try {
      await query(
        app,
        sql`INSERT INTO staff_accounts (username, password_hash) VALUES ('meera', ${hashPasswordSync('meera password 123', { log2N: 12, r: 8, p: 1 })})`,
      );
      expect((await signIn(app)).res.statusCode).toBe(303);
      const jar = new Jar();
      await get(app, jar, '/admin/sign-in');
      const res = await postForm(app, jar, '/admin/sign-in', { username: 'meera', password: 'meera password 123' });
      expect(res.statusCode).toBe(303);
      // A named account cannot take ADMIN_USER's name in the CLI.
      const cli = spawnSync(
        process.execPath,
        [resolve(import.meta.dirname, '../../server/cli/staff.ts'), 'add', STAFF_USER],
        {
          input: 'a long password here\n',
          encoding: 'utf8',
          env: { ...process.env, DATA_DIR: app.config.dataDir, ADMIN_USER: STAFF_USER, ADMIN_PASSWORD_HASH: '' },
        },
      );
      expect(cli.status).toBe(1);
    } finally {
      await app.close();
    }
  });
});
