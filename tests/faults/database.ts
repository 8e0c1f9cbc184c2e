/** What the suite reads from PostgreSQL, with plain node-postgres and no app code. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { FormId } from '../../app/forms/index.ts';
import { NONCE_FIELD, NONCE_MARK } from './client.ts';
import { ROOT } from '../support/lib.ts';

export const TABLE: Record<FormId, string> = {
  contact: 'contact_enquiries',
  hire: 'hire_requests',
  'job-apply': 'job_applications',
};

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new empty database on the server of `serverUrl`; its URL. */
export async function createDatabase(serverUrl: string, name: string): Promise<string> {
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface StoredRow {
  form: FormId;
  id: string;
  /** The nonce found in the row's nonce field; '' when there is none. */
  nonce: string;
  /** For a job application: whether its resume row exists. */
  hasResume: boolean;
}

/** Every submission row of the three tables with its nonce. */
export async function storedRows(url: string): Promise<StoredRow[]> {
  return withClient(url, async (client) => {
    const rows: StoredRow[] = [];
    for (const form of Object.keys(TABLE) as FormId[]) {
      const resume = form === 'job-apply' ? 'EXISTS (SELECT 1 FROM resumes r WHERE r.application_id = t.id)' : 'false';
      const result = await client.query<{ id: string; text: string; has_resume: boolean }>(
        `SELECT t.id::text AS id, t.${NONCE_FIELD[form]} AS text, ${resume} AS has_resume FROM ${TABLE[form]} t`,
      );
      for (const row of result.rows) {
        const at = row.text.lastIndexOf(NONCE_MARK);
        rows.push({
          form,
          id: row.id,
          nonce: at >= 0 ? row.text.slice(at + NONCE_MARK.length).trim() : '',
          hasResume: row.has_resume,
        });
      }
    }
    return rows;
  });
}

/** Whether server/db/schema.ts (as it is now) defines the transactional outbox table. */
export function schemaHasOutbox(): boolean {
  const schema = readFileSync(join(ROOT, 'server/db/schema.ts'), 'utf8');
  return /pgTable\(\s*['"]outbox['"]/.test(schema);
}
