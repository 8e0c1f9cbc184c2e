/**
 * Helpers for the form API tests: apps on PGlite or on the PostgreSQL of
 * TEST_DATABASE_URL, a CSRF session, multipart bodies, valid values per form.
 */
import { createHash, randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../server/app.ts';
import type { Config } from '../../server/config.ts';
import { MIGRATIONS_FOLDER, openDatabase } from '../../server/db/client.ts';
import { forms, type FormId } from '../../app/forms/index.ts';
import { testConfig } from './app.ts';

export { VALID } from './submissions.ts';

/** The databases every storage test runs against: PGlite always, PostgreSQL when given. */
export const DATABASES: { name: string; databaseUrl: string | undefined }[] = [
  { name: 'PGlite', databaseUrl: undefined },
  ...(process.env['TEST_DATABASE_URL'] ? [{ name: 'PostgreSQL', databaseUrl: process.env['TEST_DATABASE_URL'] }] : []),
];

/**
 * A migrated PGlite cluster that every app starts from. Making a cluster runs
 * initdb inside WebAssembly, several seconds on a busy machine; opening a copy of a
 * ready one takes under one. It lives in the temporary folder under a name derived
 * from the migrations and the PGlite version, so it is made once and shared by all
 * test workers and runs until either changes.
 */
let template: Promise<string> | undefined;
const PGLITE_VERSION = readFileSync(
  join(import.meta.dirname, '../../node_modules/@electric-sql/pglite/package.json'),
  'utf8',
);
function pgliteTemplate(): Promise<string> {
  template ??= (async () => {
    const hash = createHash('sha256').update(PGLITE_VERSION);
    for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
      const path = join(MIGRATIONS_FOLDER, file);
      if (statSync(path).isFile()) hash.update(file).update(readFileSync(path));
    }
    const ready = join(tmpdir(), `nexaweave-pglite-template-${hash.digest('hex').slice(0, 16)}`);
    if (existsSync(ready)) return join(ready, 'pglite');
    // Made aside and moved into place in one step, so no worker ever copies half a cluster.
    const making = mkdtempSync(join(tmpdir(), 'nexaweave-pglite-making-'));
    const database = await openDatabase({ databaseUrl: undefined, dataDir: making });
    await database.migrate();
    await database.close();
    try {
      renameSync(making, ready);
    } catch {
      rmSync(making, { recursive: true, force: true }); // Another worker was first.
    }
    return join(ready, 'pglite');
  })();
  return template;
}

/**
 * A new, empty database on the PostgreSQL server of `serverUrl` (which must allow
 * CREATE DATABASE), so that test files running side by side never see each other's
 * rows. Dropped by `drop()`.
 */
export async function freshPostgresDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `nexaweave_test_${randomUUID().replaceAll('-', '')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * An app for form tests on its own data folder (deleted when the app closes,
 * unless `keepDataDir`): on a copy of the PGlite template, or, given `databaseUrl`,
 * on a new database of that PostgreSQL server (dropped when the app closes). The
 * rate limit is out of the way unless a test sets one.
 */
export async function formsApp(
  overrides: Partial<Config> = {},
  { keepDataDir = false, beforeReady }: { keepDataDir?: boolean; beforeReady?: (app: FastifyInstance) => void } = {},
): Promise<FastifyInstance> {
  const config = testConfig({ rateLimitPerMinute: 10_000, ...overrides });
  const postgres = config.databaseUrl ? await freshPostgresDatabase(config.databaseUrl) : undefined;
  if (postgres) config.databaseUrl = postgres.url;
  else if (!existsSync(join(config.dataDir, 'pglite'))) {
    cpSync(await pgliteTemplate(), join(config.dataDir, 'pglite'), { recursive: true });
  }
  const app = await buildApp(config);
  app.addHook('onClose', async () => {
    if (!keepDataDir) rmSync(config.dataDir, { recursive: true, force: true });
  });
  // Registered last, run last: after the database plugin has closed its pool.
  if (postgres) app.addHook('onClose', () => postgres.drop());
  beforeReady?.(app);
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
export async function row(
  app: FastifyInstance,
  table: string,
  id: string,
): Promise<Record<string, unknown> | undefined> {
  return (await query(app, sql`SELECT * FROM ${sql.identifier(table)} WHERE id = ${id}`))[0];
}

export async function count(app: FastifyInstance, table: string): Promise<number> {
  return Number((await query(app, sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))[0]?.['n']);
}

export async function resumeOf(
  app: FastifyInstance,
  applicationId: string,
): Promise<Record<string, unknown> | undefined> {
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
