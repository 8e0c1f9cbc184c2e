/**
 * Helpers for the form API tests: apps on PGlite or on the PostgreSQL of
 * TEST_DATABASE_URL, a CSRF session, multipart bodies, valid values per form.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../server/app.ts';
import type { Config } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { forms, type FormId } from '../../src/forms/index.ts';
import { testConfig } from './helpers.ts';

export { VALID } from '../fixtures/submissions.ts';

/** The databases every storage test runs against: PGlite always, PostgreSQL when given. */
export const DATABASES: { name: string; databaseUrl: string | undefined }[] = [
  { name: 'PGlite', databaseUrl: undefined },
  ...(process.env['TEST_DATABASE_URL'] ? [{ name: 'PostgreSQL', databaseUrl: process.env['TEST_DATABASE_URL'] }] : []),
];

/**
 * A migrated PGlite cluster made once per test worker. Making a cluster runs
 * initdb inside WebAssembly, several seconds on a busy machine; opening a copy of a
 * ready one takes under one, so every app starts from a copy.
 */
let template: Promise<string> | undefined;
function pgliteTemplate(): Promise<string> {
  template ??= (async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'nexaweave-template-'));
    const database = await openDatabase({ databaseUrl: undefined, dataDir });
    await database.migrate();
    await database.close();
    process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
    return join(dataDir, 'pglite');
  })();
  return template;
}

/**
 * An app for form tests on its own data folder (deleted when the app closes,
 * unless `keepDataDir`), on PGlite or on `databaseUrl`. The rate limit is out of
 * the way unless a test sets one.
 */
export async function formsApp(
  overrides: Partial<Config> = {},
  { keepDataDir = false }: { keepDataDir?: boolean } = {},
): Promise<FastifyInstance> {
  const config = testConfig({ rateLimitPerMinute: 10_000, ...overrides });
  if (!config.databaseUrl && !existsSync(join(config.dataDir, 'pglite'))) {
    cpSync(await pgliteTemplate(), join(config.dataDir, 'pglite'), { recursive: true });
  }
  const app = await buildApp(config);
  if (!keepDataDir) app.addHook('onClose', async () => rmSync(config.dataDir, { recursive: true, force: true }));
  await app.ready();
  return app;
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
