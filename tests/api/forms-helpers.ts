/**
 * Helpers for the form API tests: apps on PGlite or on the PostgreSQL of
 * TEST_DATABASE_URL, a CSRF session, multipart bodies, valid values per form.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Config } from '../../server/config.ts';
import { forms, type FormId } from '../../src/forms/index.ts';
import { testApp } from './helpers.ts';

export { VALID } from '../fixtures/submissions.ts';

/** The databases every storage test runs against: PGlite always, PostgreSQL when given. */
export const DATABASES: { name: string; databaseUrl: string | undefined }[] = [
  { name: 'PGlite', databaseUrl: undefined },
  ...(process.env['TEST_DATABASE_URL'] ? [{ name: 'PostgreSQL', databaseUrl: process.env['TEST_DATABASE_URL'] }] : []),
];

/** An app for form tests; the rate limit is out of the way unless a test sets it. */
export function formsApp(overrides: Partial<Config> = {}): Promise<FastifyInstance> {
  return testApp({ rateLimitPerMinute: 10_000, ...overrides });
}

export interface Session {
  token: string;
  headers: Record<string, string>;
}

/** Gets an XSRF-TOKEN cookie the way the browser does, and the headers that send it back. */
export async function session(app: FastifyInstance): Promise<Session> {
  const res = await app.inject({ url: '/webAPI/csrf' });
  const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
  if (res.statusCode !== 204 || !cookie) throw new Error(`no XSRF-TOKEN cookie: ${res.statusCode}`);
  return {
    token: cookie.value,
    headers: { cookie: `XSRF-TOKEN=${cookie.value}`, 'x-xsrf-token': cookie.value },
  };
}

export interface Upload {
  field?: string;
  filename: string;
  type?: string;
  data: Uint8Array;
}

/** A multipart/form-data body as a browser's FormData would send it. */
export async function multipart(
  fields: Record<string, string>,
  files: Upload[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const file of files) {
    data.append(
      file.field ?? 'resume',
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }),
      file.filename,
    );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** Posts a form's fields (and files) with a valid CSRF session unless told otherwise. */
export async function submit(
  app: FastifyInstance,
  form: FormId,
  fields: Record<string, string>,
  files: Upload[] = [],
  options: { session?: Session | null; headers?: Record<string, string>; inject?: Partial<InjectOptions> } = {},
): Promise<LightMyRequestResponse> {
  const body = await multipart(fields, files);
  const auth = options.session === null ? {} : (options.session ?? (await session(app))).headers;
  return app.inject({
    method: 'POST',
    url: forms[form].endpoint,
    payload: body.payload,
    headers: { ...body.headers, 'user-agent': 'forms-test/1.0', ...auth, ...options.headers },
    ...options.inject,
  });
}

/** Reads one row by id with plain SQL (column names as stored). */
export async function row(app: FastifyInstance, table: string, id: string): Promise<Record<string, unknown> | undefined> {
  return (await query(app, sql`SELECT * FROM ${sql.identifier(table)} WHERE id = ${id}`))[0];
}

export async function count(app: FastifyInstance, table: string): Promise<number> {
  return Number((await query(app, sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))[0]?.['n']);
}

export async function resumeOf(app: FastifyInstance, applicationId: string): Promise<Record<string, unknown> | undefined> {
  return (await query(app, sql`SELECT * FROM resumes WHERE application_id = ${applicationId}`))[0];
}

export async function query(app: FastifyInstance, statement: SQL): Promise<Record<string, unknown>[]> {
  const result = (await app.database.db.execute(statement)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

export const TABLE: Record<FormId, string> = {
  contact: 'contact_enquiries',
  hire: 'hire_requests',
  'job-apply': 'job_applications',
};

/** Bytes of a bytea column, whichever driver read it. */
export function bytes(value: unknown): Buffer {
  if (Buffer.isBuffer(value)) return value;
  if (value instanceof Uint8Array) return Buffer.from(value);
  if (typeof value === 'string' && value.startsWith('\\x')) return Buffer.from(value.slice(2), 'hex');
  throw new Error(`not bytes: ${typeof value}`);
}
