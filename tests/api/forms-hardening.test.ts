/**
 * What a probe of the server found, and a job application's `position`, through
 * app.inject: one acknowledgement per address per day, the 413 that names the real
 * problem, the documented 415 code, the API's 503 body during shutdown, and the
 * optional position of a job application, validated, stored and shown to staff.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSubmission } from '../../server/db/inbox.ts';
import { notification } from '../../server/mail/messages.ts';
import { siteSettings } from '../../server/site-settings.ts';
import { pdfFile } from '../support/resumes.ts';
import { adminApp, get, signIn } from '../support/admin.ts';
import { DATABASES, formsApp, query, row, session, submit, VALID } from '../support/forms.ts';

const PDF = { filename: 'cv.pdf', type: 'application/pdf', data: pdfFile() };

async function outboxOf(app: FastifyInstance, submissionId: string): Promise<string[]> {
  const rows = await query(app, sql`SELECT kind FROM outbox WHERE submission_id = ${submissionId} ORDER BY kind`);
  return rows.map((entry) => String(entry['kind']));
}

describe.each(DATABASES)('acknowledgements on $name', ({ databaseUrl }) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await formsApp({ databaseUrl });
  });
  afterAll(() => app.close());

  it('sends at most one acknowledgement per address per 24 hours; the submission and the notification always', async () => {
    const victim = 'victim@example.org';
    const first = await submit(app, 'contact', { ...VALID.contact, email: victim });
    expect(first.statusCode).toBe(201);
    expect(await outboxOf(app, first.json().id)).toEqual(['acknowledgement', 'notification']);

    // Again, by another form and in other letter case: stored, staff notified, no second acknowledgement.
    for (const [form, email] of [
      ['hire', 'Victim@Example.org'],
      ['contact', ' victim@example.org '],
    ] as const) {
      const again = await submit(app, form, { ...VALID[form], email });
      expect(again.statusCode).toBe(201);
      expect(await row(app, form === 'hire' ? 'hire_requests' : 'contact_enquiries', again.json().id)).toBeDefined();
      expect(await outboxOf(app, again.json().id)).toEqual(['notification']);
    }

    // Another address is acknowledged.
    const other = await submit(app, 'contact', { ...VALID.contact, email: 'someone.else@example.org' });
    expect(await outboxOf(app, other.json().id)).toEqual(['acknowledgement', 'notification']);

    // A day later the address is acknowledged again (the clock moved by moving the row back).
    await query(app, sql`UPDATE acknowledgement_recipients SET last_queued_at = now() - interval '24 hours 1 minute'`);
    const nextDay = await submit(app, 'contact', { ...VALID.contact, email: victim });
    expect(await outboxOf(app, nextDay.json().id)).toEqual(['acknowledgement', 'notification']);
    // The address is not kept in the limit's table, only a hash of it.
    const keys = await query(app, sql`SELECT recipient_key FROM acknowledgement_recipients`);
    expect(JSON.stringify(keys)).not.toContain('victim');
  });

  it('holds for simultaneous submissions: one acknowledgement among many', async () => {
    const email = 'burst@example.org';
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => submit(app, 'contact', { ...VALID.contact, email })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(201));
    const kinds = (await Promise.all(answers.map((answer) => outboxOf(app, answer.json().id)))).flat();
    expect(kinds.filter((kind) => kind === 'notification')).toHaveLength(8);
    expect(kinds.filter((kind) => kind === 'acknowledgement')).toHaveLength(1);
  });
});

describe('limits and errors name the real problem', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await formsApp();
  });
  afterAll(() => app.close());

  it('413 for two small files says there is more than one file, not that the resume is over 1 MB', async () => {
    const res = await submit(app, 'job-apply', VALID['job-apply'], [PDF, { ...PDF, filename: 'cover.pdf' }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: 'PAYLOAD_TOO_LARGE',
      message: 'The form carries more than one file. Send only the resume.',
    });
    expect(res.json().message).not.toMatch(/1 ?MB/);
  });

  it('413 for too many fields says so', async () => {
    const fields: Record<string, string> = { ...VALID.contact };
    for (let i = 0; i < 40; i += 1) fields[`extra${i}`] = 'x';
    const res = await submit(app, 'contact', fields);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The form carries more than 30 fields.');
  });

  it('413 for a resume of 1 MB or more keeps the resume message', async () => {
    const res = await submit(app, 'job-apply', VALID['job-apply'], [
      { ...PDF, data: new Uint8Array(1_000_000).fill(0x20) },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().errors).toEqual({ resume: 'The file is too large. Maximum allowed is up to 1MB.' });
  });

  it('415 UNSUPPORTED_MEDIA_TYPE for a url-encoded body, like a JSON one', async () => {
    const { headers } = await session(app);
    for (const [type, payload] of [
      ['application/x-www-form-urlencoded', new URLSearchParams(VALID.contact).toString()],
      ['application/json', JSON.stringify(VALID.contact)],
      ['text/plain', 'hello'],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: '/webAPI/contact_insert.php',
        headers: { ...headers, 'content-type': type },
        payload,
      });
      expect(res.statusCode, type).toBe(415);
      expect(res.json(), type).toEqual({
        error: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Send the form as multipart/form-data.',
      });
    }
  });

  it("answers 503 with the API's { error, message } body while shutting down", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Keeps the server in its shutdown (preClose) while a request arrives on a new connection.
    const server = await formsApp({}, { beforeReady: (app) => app.addHook('preClose', () => held) });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as { port: number };
    const closed = server.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const res = await fetch(`http://127.0.0.1:${port}/webAPI/csrf`);
    const body = await res.json();
    release();
    await closed;
    expect(res.status).toBe(503);
    expect(body).toEqual({
      error: 'SHUTTING_DOWN',
      message: 'The server is restarting. Please try again in a few seconds.',
    });
    expect(res.headers.get('retry-after')).toBe('5');
  });
});

describe.each(DATABASES)('the position of a job application on $name', ({ databaseUrl }) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await adminApp({ databaseUrl });
  });
  afterAll(() => app.close());

  it('stores an open position, and null when none is chosen', async () => {
    const chosen = await submit(app, 'job-apply', { ...VALID['job-apply'], position: 'PHP Developer' }, [PDF]);
    expect(chosen.statusCode, chosen.body).toBe(201);
    expect((await row(app, 'job_applications', chosen.json().id))?.['position']).toBe('PHP Developer');
    const open = await submit(app, 'job-apply', VALID['job-apply'], [PDF]);
    expect(open.statusCode, open.body).toBe(201);
    expect((await row(app, 'job_applications', open.json().id))?.['position']).toBeNull();
  });

  it('refuses a position that is not open with 422 and the field message', async () => {
    for (const position of ['Chief Executive Officer', 'Front-end Developer', 'php developer']) {
      const res = await submit(app, 'job-apply', { ...VALID['job-apply'], position }, [PDF]);
      expect(res.statusCode, position).toBe(422);
      expect(res.json().errors).toEqual({ position: 'Please select one of our open positions.' });
    }
  });

  it('shows it in the staff inbox, the CSV export and the notification e-mail', async () => {
    const fullname = 'Position Shown';
    const id = (
      await submit(app, 'job-apply', { ...VALID['job-apply'], fullname, position: 'WordPress Developer' }, [PDF])
    ).json().id;
    const { jar } = await signIn(app);
    const list = await get(app, jar, '/admin/job-apply?state=all');
    expect(list.body).toContain('WordPress Developer');
    const detail = await get(app, jar, `/admin/job-apply/${id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.body).toMatch(/Position[\s\S]{0,200}WordPress Developer/);

    const csv = await get(app, jar, '/admin/job-apply/export.csv?state=all');
    const [header = '', ...lines] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    const columns = header.split(',');
    expect(columns).toContain('position');
    const line = lines.find((candidate) => candidate.startsWith(id)) ?? '';
    expect(line.split(',')[columns.indexOf('position')]).toBe('WordPress Developer');

    const submission = await getSubmission(app.database.db, 'job-apply', id);
    if (!submission) throw new Error('the application was not stored');
    const mail = notification('job-apply', submission, 'hr@example.com', {
      site: siteSettings(),
      from: 'Nexaweave <hello@example.com>',
      siteUrl: 'https://www.example.com',
      team: 'hr@example.com',
      inboxEnabled: true,
      timeZone: 'Asia/Kolkata',
    });
    expect(String(mail.text)).toContain('Position: WordPress Developer');
    expect(String(mail.html)).toContain('WordPress Developer');
  });
});
