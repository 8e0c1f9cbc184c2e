/**
 * Idempotency keys (IETF draft httpapi-idempotency-key-header) on the form
 * endpoints. The fault it answers: with PostgreSQL frozen during a burst, a
 * submission got 503 after its commit's read timed out, yet it was stored and mailed;
 * the visitor, told to resend, made a duplicate. Here the commit's time-out is
 * simulated: the transaction commits, then the driver's "Query read timeout" error
 * arrives. On PGlite, and on the PostgreSQL of TEST_DATABASE_URL when set.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, STATUS } from '../../app/forms/index.ts';
import type { Database } from '../../server/db/client.ts';
import { claimKey, KeyInFlightError, KeyTakenError, recordOutcome } from '../../server/db/idempotency.ts';
import { saveSubmission } from '../../server/db/submissions.ts';
import { submissionOutcome } from '../../server/plugins/external/metrics.ts';
import { deleteExpired } from '../../server/retention.ts';
import { pdfFile } from '../support/resumes.ts';
import { count, DATABASES, formsApp, query, submit, VALID } from '../support/forms.ts';

const keyed = (key: string) => ({ headers: { 'idempotency-key': `"${key}"` } });

/** What node-postgres throws when a query (here COMMIT) gets no answer within query_timeout. */
const readTimeout = () => new Error('Query read timeout');

describe.each(DATABASES)('idempotency keys on $name', ({ databaseUrl }) => {
  let app: FastifyInstance;
  let original: Database['transaction'];
  /** Runs after the real transaction has committed, or before it starts. */
  let afterCommit: (() => Promise<void>) | undefined;
  let beforeStart: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    app = await formsApp({ databaseUrl });
    original = app.database.transaction.bind(app.database);
    // The database object is the app's own: the simulated faults wrap its transactions.
    Object.assign(app.database, {
      transaction: async <T>(work: Parameters<Database['transaction']>[0]): Promise<T> => {
        await beforeStart?.();
        const result = (await original(work)) as T;
        await afterCommit?.();
        return result;
      },
    });
  });
  afterAll(() => app?.close());
  afterEach(() => {
    afterCommit = undefined;
    beforeStart = undefined;
  });

  it('answers a retry after an unconfirmed commit with the first outcome, and stores it once', async () => {
    const key = randomUUID();
    const before = await count(app, 'contact_enquiries');
    const mailBefore = await count(app, 'outbox');

    afterCommit = () => Promise.reject(readTimeout());
    const first = await submit(app, 'contact', VALID.contact, [], keyed(key));
    afterCommit = undefined;
    // Said as it is: it may have been received, and a retry is safe.
    expect(first.statusCode, first.body).toBe(503);
    expect(first.json()).toEqual({ error: ERROR_CODES.outcomeUnknown, message: STATUS.outcomeUnknown });
    expect(first.headers['retry-after']).toBe('5');
    expect(await count(app, 'contact_enquiries')).toBe(before + 1);

    const retry = await submit(app, 'contact', VALID.contact, [], keyed(key));
    expect(retry.statusCode, retry.body).toBe(201);
    const { id } = retry.json<{ id: string }>();
    expect(await query(app, sql`SELECT id FROM contact_enquiries WHERE id = ${id}`)).toHaveLength(1);
    // Once: one row, one notification and one acknowledgement.
    expect(await count(app, 'contact_enquiries')).toBe(before + 1);
    expect(await count(app, 'outbox')).toBe(mailBefore + 2);

    // Every later retry gets the same answer, body and status.
    const again = await submit(app, 'contact', VALID.contact, [], keyed(key));
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(retry.body);
  });

  it('says the outcome is unknown, and not that a retry is safe, to a request without a key', async () => {
    afterCommit = () => Promise.reject(readTimeout());
    const res = await submit(app, 'contact', VALID.contact);
    expect(res.statusCode).toBe(503);
    const body = res.json<{ error: string; message: string }>();
    expect(body.error).toBe(ERROR_CODES.outcomeUnknown);
    expect(body.message).toMatch(/may have been received.*may receive it twice/);
  });

  it('replays a 201 to a retry whose first answer was lost, with a resume, storing nothing twice', async () => {
    const key = randomUUID();
    const files = [{ filename: 'cv.pdf', data: pdfFile() }];
    const first = await submit(app, 'job-apply', VALID['job-apply'], files, keyed(key));
    expect(first.statusCode, first.body).toBe(201);
    const rows = await count(app, 'job_applications');
    const retry = await submit(app, 'job-apply', VALID['job-apply'], files, keyed(key));
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await count(app, 'job_applications')).toBe(rows);
    expect(await count(app, 'resumes')).toBe(rows);
  });

  it('refuses the same key with other content with 422, and stores nothing', async () => {
    const key = randomUUID();
    expect((await submit(app, 'hire', VALID.hire, [], keyed(key))).statusCode).toBe(201);
    const rows = await count(app, 'hire_requests');
    const other = await submit(app, 'hire', { ...VALID.hire, comments: 'Something else' }, [], keyed(key));
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ error: ERROR_CODES.keyReused, message: STATUS.keyReused });
    expect(await count(app, 'hire_requests')).toBe(rows);
    // The same file under the same key but other bytes is other content too.
    const applyKey = randomUUID();
    const cv = (text: string) => [{ filename: 'cv.pdf', data: pdfFile(text) }];
    expect((await submit(app, 'job-apply', VALID['job-apply'], cv('one'), keyed(applyKey))).statusCode).toBe(201);
    expect((await submit(app, 'job-apply', VALID['job-apply'], cv('two'), keyed(applyKey))).statusCode).toBe(422);
  });

  it('answers a duplicate while the first is in flight with 409, then the first outcome', async () => {
    const key = randomUUID();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    beforeStart = async () => {
      beforeStart = undefined;
      entered();
      await held;
    };
    const first = submit(app, 'contact', VALID.contact, [], keyed(key));
    await inside;
    const duplicate = await submit(app, 'contact', VALID.contact, [], keyed(key));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ error: ERROR_CODES.inProgress, message: STATUS.inProgress });
    release();
    const firstAnswer = await first;
    expect(firstAnswer.statusCode).toBe(201);
    const after = await submit(app, 'contact', VALID.contact, [], keyed(key));
    expect(after.body).toBe(firstAnswer.body);
  });

  it('takes a key stored by another transaction in between for a replay, never a fault', async () => {
    const key = { id: randomUUID(), fingerprint: 'f' };
    await original((tx) => recordOutcome(tx, key, 201, { id: 'first' }));
    await expect(original((tx) => recordOutcome(tx, key, 201, { id: 'second' }))).rejects.toBeInstanceOf(KeyTakenError);
    // And the metrics name the 409 for what it is.
    expect(submissionOutcome(409)).toBe('in_progress');
  });

  it('lets a corrected form be sent with the same key after a 422, and keeps keys per form', async () => {
    const key = randomUUID();
    const invalid = await submit(app, 'contact', { ...VALID.contact, email: 'not an address' }, [], keyed(key));
    expect(invalid.statusCode).toBe(422);
    const fixed = await submit(app, 'contact', VALID.contact, [], keyed(key));
    expect(fixed.statusCode, fixed.body).toBe(201);
    // The same key on another form is another key.
    expect((await submit(app, 'hire', VALID.hire, [], keyed(key))).statusCode).toBe(201);
  });

  // PGlite runs one transaction at a time, so only PostgreSQL has another replica's transaction in flight.
  it.skipIf(!databaseUrl)("tells a duplicate in flight on another replica by the key's advisory lock", async () => {
    const key = { id: randomUUID(), fingerprint: 'f' };
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let claimed!: () => void;
    const inside = new Promise<void>((resolve) => (claimed = resolve));
    // "Another replica": a transaction that has claimed the key and not yet committed.
    const other = original(async (tx) => {
      await claimKey(tx, key);
      claimed();
      await held;
    });
    await inside;
    const meta = { clientAddress: '203.0.113.9', userAgent: 'test', isSpam: false };
    const record = VALID.contact;
    await expect(
      saveSubmission(app.database, 'contact', record, meta, undefined, undefined, key),
    ).rejects.toBeInstanceOf(KeyInFlightError);
    release();
    await other;
  });

  it('accepts a bare token, and refuses a malformed key with 400', async () => {
    const bare = await submit(app, 'contact', VALID.contact, [], { headers: { 'idempotency-key': randomUUID() } });
    expect(bare.statusCode).toBe(201);
    for (const wrong of ['""', '"   "', `"${'k'.repeat(256)}"`, 'two words', '"unterminated', 'é']) {
      const res = await submit(app, 'contact', VALID.contact, [], { headers: { 'idempotency-key': wrong } });
      expect(res.statusCode, wrong).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/Idempotency-Key header must be/);
    }
  });

  it('treats requests without a key as new submissions, as before', async () => {
    const rows = await count(app, 'contact_enquiries');
    expect((await submit(app, 'contact', VALID.contact)).statusCode).toBe(201);
    expect((await submit(app, 'contact', VALID.contact)).statusCode).toBe(201);
    expect(await count(app, 'contact_enquiries')).toBe(rows + 2);
  });

  it('forgets a key after a day (the daily retention job): a later retry is a new submission', async () => {
    const key = randomUUID();
    const first = await submit(app, 'contact', VALID.contact, [], keyed(key));
    expect(first.statusCode).toBe(201);
    await query(app, sql`UPDATE idempotency_keys SET created_at = now() - interval '25 hours'`);
    await deleteExpired(app.database, 365);
    expect(await count(app, 'idempotency_keys')).toBe(0);
    const later = await submit(app, 'contact', VALID.contact, [], keyed(key));
    expect(later.statusCode).toBe(201);
    expect(later.json()).not.toEqual(first.json());
  });
});
