/**
 * Backup and restore (server/db/backup.ts, `npm run db:backup` / `npm run db:restore`):
 * on PGlite through the running server and with the server stopped, on PostgreSQL
 * (TEST_DATABASE_URL, set when CI runs `npm test` beside PostgreSQL) with pg_dump and
 * pg_restore. An archive of an older schema restores and is migrated when the server
 * starts; a target that is not empty, and a file that is no archive, are refused.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, createReadStream, createWriteStream, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { existsSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { finished, pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { extract, pack } from 'tar-stream';
import { afterAll, describe, expect, it } from 'vitest';
import { forms } from '../../app/forms/index.ts';
import { buildApp } from '../../server/app.ts';
import { backup, BackupError, restore, type BackupTarget } from '../../server/db/backup.ts';
import { MIGRATIONS_FOLDER } from '../../server/db/client.ts';
import { authHeaders, getSession, submissionBody } from '../faults/client.ts';
import { pdfFile } from '../support/resumes.ts';
import { bytes, formsApp, freshPostgresDatabase, query, resumeOf, row, submit, VALID } from '../support/forms.ts';
import { FIXTURE_DIST, testConfig } from '../support/app.ts';
import { startServer } from '../support/server.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const folders: string[] = [];
const folder = (prefix: string) => {
  const made = mkdtempSync(join(tmpdir(), `nexaweave-backup-test-${prefix}-`));
  folders.push(made);
  return made;
};
afterAll(() => folders.forEach((made) => rmSync(made, { recursive: true, force: true })));

async function backUpTo(target: BackupTarget, file: string) {
  const output = createWriteStream(file);
  const report = await backup(target, output);
  await finished(output);
  return report;
}

const restoreFrom = (target: BackupTarget, file: string) => restore(target, createReadStream(file));

/** A copy of an archive with its entries changed by `change`. */
async function repacked(
  archive: string,
  name: string,
  change: (entries: { name: string; data: Buffer }[]) => { name: string; data: Buffer }[],
): Promise<string> {
  const entries: { name: string; data: Buffer }[] = [];
  const reader = extract();
  const feeding = pipeline(createReadStream(archive), reader);
  for await (const entry of reader) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(Buffer.from(chunk as Uint8Array));
    entries.push({ name: entry.header.name, data: Buffer.concat(chunks) });
  }
  await feeding;
  const file = join(folder('repacked'), `${name}.tar`);
  const packer = pack();
  const writing = pipeline(packer, createWriteStream(file));
  for (const entry of change(entries)) packer.entry({ name: entry.name, mode: 0o600 }, entry.data);
  packer.finalize();
  await writing;
  return file;
}

/** A copy of the migrations folder with only the first `count` migrations: an older release's schema. */
function olderMigrations(count: number): string {
  const copy = folder('migrations');
  cpSync(MIGRATIONS_FOLDER, copy, { recursive: true });
  const journalFile = join(copy, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, count);
  writeFileSync(journalFile, JSON.stringify(journal));
  return copy;
}

const OLD_ENQUIRY_ID = '6f1b2a52-93c4-4a8e-9d8e-0d5a1f3b7c11';
/** A contact enquiry as the first release stored it (its columns only). */
const OLD_ENQUIRY = `insert into contact_enquiries (id, client_address, user_agent, fullname, email, phone, budget, message)
  values ('${OLD_ENQUIRY_ID}', '203.0.113.7', 'old/1.0', 'Asha Old', 'asha@example.com', '+91 98765 43210', '$5k', 'From the first release')`;

/** Posts one contact enquiry and one job application with a resume; returns their ids. */
async function storeSubmissions(app: Awaited<ReturnType<typeof formsApp>>) {
  const contact = await submit(app, 'contact', VALID.contact);
  const resume = pdfFile('Backed-up applicant');
  const application = await submit(app, 'job-apply', VALID['job-apply'], [
    { filename: 'cv.pdf', type: 'application/pdf', data: resume },
  ]);
  expect(contact.statusCode, contact.body).toBe(201);
  expect(application.statusCode, application.body).toBe(201);
  return { contactId: contact.json().id as string, applicationId: application.json().id as string, resume };
}

// Each test makes and opens several embedded databases: seconds each on a busy machine.
describe('backup and restore on PGlite', { timeout: 90_000 }, () => {
  it('backs up through the running server, secrets included, and restores into an empty DATA_DIR', async () => {
    const dataDir = folder('source');
    const app = await formsApp({ dataDir }, { keepDataDir: true });
    const archive = join(folder('archive'), 'site.tar');
    let ids: Awaited<ReturnType<typeof storeSubmissions>>;
    try {
      ids = await storeSubmissions(app);
      // The visit statistics: a raw page view, and a day's aggregate as the roll-up writes it.
      const view = await app.inject({
        method: 'POST',
        url: '/webAPI/event',
        payload: JSON.stringify({ type: 'pageview', path: '/', route: '/', device: 'phone', utm_source: 'backup' }),
        headers: { 'content-type': 'text/plain', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0.0.0' },
      });
      expect(view.statusCode).toBe(202);
      await app.analytics.flush();
      await query(
        app,
        sql`insert into analytics_daily_traffic (day, dimension, value, visits, visitors) values ('2026-01-05', 'source', 'backup', 7, 3)`,
      );
      expect(existsSync(join(dataDir, 'backup.sock'))).toBe(true);
      const report = await backUpTo({ databaseUrl: undefined, dataDir }, archive);
      expect(report.via).toBe('the running server');
      expect(report.manifest.database).toBe('pglite');
      expect(report.manifest.dataDirFiles).toContain('csrf-secret');
      // The server still serves after the backup.
      expect((await submit(app, 'contact', VALID.contact)).statusCode).toBe(201);
    } finally {
      await app.close();
    }
    expect(existsSync(join(dataDir, 'backup.sock'))).toBe(false);

    const restored = join(folder('target'), 'data');
    await restoreFrom({ databaseUrl: undefined, dataDir: restored }, archive);
    expect(readFileSync(join(restored, 'csrf-secret'), 'utf8')).toBe(
      readFileSync(join(dataDir, 'csrf-secret'), 'utf8'),
    );
    expect(statSync(join(restored, 'csrf-secret')).mode & 0o777).toBe(0o600);
    const again = await formsApp({ dataDir: restored });
    try {
      expect(await row(again, 'contact_enquiries', ids.contactId)).toMatchObject({
        fullname: VALID.contact['fullname'],
      });
      expect(bytes((await resumeOf(again, ids.applicationId))?.['data'])).toEqual(ids.resume);
      // Both the raw events and the daily aggregates are in the archive.
      expect(await query(again, sql`select utm_source from analytics_events`)).toEqual([{ utm_source: 'backup' }]);
      expect(await query(again, sql`select visits, visitors from analytics_daily_traffic`)).toEqual([
        { visits: 7, visitors: 3 },
      ]);
      expect((await again.inject({ url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await again.close();
    }
  });

  it('backs up a stopped server’s folder by itself, and refuses a DATA_DIR that is not empty', async () => {
    const dataDir = folder('stopped');
    const app = await formsApp({ dataDir }, { keepDataDir: true });
    const { contactId } = await storeSubmissions(app);
    await app.close();
    const archive = join(folder('archive'), 'site.tar');
    const report = await backUpTo({ databaseUrl: undefined, dataDir }, archive);
    expect(report.via).toBe('this process');

    // Into the source itself, still full: refused, and nothing in it changed.
    const before = readdirSync(dataDir).sort();
    await expect(restoreFrom({ databaseUrl: undefined, dataDir }, archive)).rejects.toThrow(
      /DATA_DIR \(.*\) is not empty \(it holds .*csrf-secret.*\)\. A restore writes only into an empty folder/,
    );
    expect(readdirSync(dataDir).sort()).toEqual(before);

    // An empty folder that exists (a fresh volume, systemd's StateDirectory) is fine.
    const empty = folder('empty');
    await restoreFrom({ databaseUrl: undefined, dataDir: empty }, archive);
    const again = await formsApp({ dataDir: empty });
    try {
      expect(await row(again, 'contact_enquiries', contactId)).toBeDefined();
    } finally {
      await again.close();
    }
  });

  it('restores an archive of an older schema, which the server migrates when it starts', async () => {
    const dataDir = folder('old');
    const client = await PGlite.create(join(dataDir, 'pglite'));
    await migratePglite(drizzlePglite({ client }), { migrationsFolder: olderMigrations(1) });
    await client.exec(OLD_ENQUIRY);
    await client.close();
    const archive = join(folder('archive'), 'old.tar');
    const report = await backUpTo({ databaseUrl: undefined, dataDir }, archive);
    expect(report.manifest.migrations.applied).toBe(1);

    const restored = folder('old-restored');
    await restoreFrom({ databaseUrl: undefined, dataDir: restored }, archive);
    const app = await formsApp({ dataDir: restored });
    try {
      expect(await row(app, 'contact_enquiries', OLD_ENQUIRY_ID)).toMatchObject({ fullname: 'Asha Old' });
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
      // The newer tables work on the restored data.
      expect(
        (await submit(app, 'job-apply', VALID['job-apply'], [{ filename: 'cv.pdf', data: pdfFile() }])).statusCode,
      ).toBe(201);
    } finally {
      await app.close();
    }
  });

  it('is all or nothing: an archive holding pglite.lock, or a damaged database, leaves DATA_DIR empty', async () => {
    const dataDir = folder('whole');
    const app = await formsApp({ dataDir }, { keepDataDir: true });
    const { contactId } = await storeSubmissions(app);
    await app.close();
    const archive = join(folder('archive'), 'whole.tar');
    await backUpTo({ databaseUrl: undefined, dataDir }, archive);

    // The same archive with a lock file beside the secrets, and with its database cut short.
    const withLock = await repacked(archive, 'with-lock', (entries) => [
      ...entries,
      { name: 'data-dir/pglite.lock', data: Buffer.from('4242\n') },
    ]);
    const damaged = await repacked(archive, 'damaged', (entries) =>
      entries.map((entry) =>
        entry.name === 'pglite.tar.gz' ? { ...entry, data: entry.data.subarray(0, entry.data.length >> 1) } : entry,
      ),
    );
    const target = folder('whole-target');
    await expect(restoreFrom({ databaseUrl: undefined, dataDir: target }, withLock)).rejects.toThrow(
      /holds data-dir\/pglite\.lock, which a backup never holds/,
    );
    expect(readdirSync(target)).toEqual([]);
    await expect(restoreFrom({ databaseUrl: undefined, dataDir: target }, damaged)).rejects.toThrow(
      /or it is damaged: its database does not unpack/,
    );
    expect(readdirSync(target)).toEqual([]);

    // So the restore simply runs again, with a whole archive.
    await restoreFrom({ databaseUrl: undefined, dataDir: target }, archive);
    const again = await formsApp({ dataDir: target });
    try {
      expect(await row(again, 'contact_enquiries', contactId)).toBeDefined();
    } finally {
      await again.close();
    }
  });

  it('refuses a file that is not an archive, and a PGlite archive when DATABASE_URL is set', async () => {
    const junk = join(folder('junk'), 'notes.txt');
    writeFileSync(junk, 'not a backup at all\n'.repeat(100));
    const target = folder('junk-target');
    await expect(restoreFrom({ databaseUrl: undefined, dataDir: target }, junk)).rejects.toThrow(
      /not a Nexaweave backup archive/,
    );
    expect(readdirSync(target)).toEqual([]);

    const dataDir = folder('cross');
    const app = await formsApp({ dataDir }, { keepDataDir: true });
    const archive = join(folder('archive'), 'cross.tar');
    try {
      await backUpTo({ databaseUrl: undefined, dataDir }, archive);
    } finally {
      await app.close();
    }
    await expect(
      restoreFrom({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none', dataDir: target }, archive),
    ).rejects.toThrow(/embedded database \(PGlite\), but DATABASE_URL is set/);
    await expect(backup({ databaseUrl: undefined, dataDir: target }, createWriteStream('/dev/null'))).rejects.toThrow(
      BackupError,
    );
  });

  it('npm run db:backup and db:restore, as commands, against a server process that keeps serving', async () => {
    const dataDir = folder('process');
    const server = await startServer({
      name: 'backup-cli',
      startLimitMs: 30_000,
      env: { DIST_DIR: FIXTURE_DIST, DATA_DIR: dataDir },
    });
    const { origin } = server;
    try {
      const session = await getSession(origin);
      const body = submissionBody('contact', 'cli-backup');
      const posted = await fetch(`${origin}${forms.contact.endpoint}`, {
        method: 'POST',
        headers: { ...authHeaders(session, origin), 'content-type': body.contentType },
        body: body.data,
      });
      expect(posted.status).toBe(201);
      const { id } = (await posted.json()) as { id: string };

      const archive = join(folder('cli'), 'site.tar');
      const cli = (command: string, file: string, env: Record<string, string>) =>
        spawnSync(process.execPath, ['server/cli/backup.ts', command, file], {
          cwd: ROOT,
          env: { ...process.env, ...env },
          encoding: 'utf8',
        });
      const made = cli('backup', archive, { DATA_DIR: dataDir });
      expect(made.status, made.stderr).toBe(0);
      expect(made.stdout).toMatch(
        /Backed up the PGlite database with \d+ migrations, and csrf-secret of DATA_DIR to .*site\.tar .*through the running server/,
      );
      // A second backup to the same name is refused: an archive is never overwritten.
      const twice = cli('backup', archive, { DATA_DIR: dataDir });
      expect(twice.status).toBe(1);
      expect(twice.stderr).toMatch(/already exists/);
      expect(statSync(archive).mode & 0o777).toBe(0o600);

      const restored = join(folder('cli-target'), 'data');
      const back = cli('restore', archive, { DATA_DIR: restored });
      expect(back.status, back.stderr).toBe(0);
      expect(back.stdout).toMatch(/Restored the PGlite database/);
      const refused = cli('restore', archive, { DATA_DIR: restored });
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(/is not empty/);
      expect(refused.stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace

      const app = await formsApp({ dataDir: restored });
      try {
        expect(await row(app, 'contact_enquiries', id)).toBeDefined();
      } finally {
        await app.close();
      }
    } finally {
      await server.stop();
    }
  }, 90_000);
});

const serverUrl = process.env['TEST_DATABASE_URL'];

/** An app on exactly this database (formsApp would make a new one beside it). */
async function appOn(databaseUrl: string) {
  const app = await buildApp(testConfig({ databaseUrl }));
  await app.ready();
  return app;
}

// Skipped without TEST_DATABASE_URL: CI runs this file again with it (scripts/with-postgres.ts).
describe.skipIf(!serverUrl)('backup and restore on PostgreSQL', () => {
  it('backs up with pg_dump while the app serves, restores into an empty database, refuses a full one', async () => {
    const app = await formsApp({ databaseUrl: serverUrl });
    const databaseUrl = app.config.databaseUrl;
    const archive = join(folder('pg'), 'site.tar');
    let ids: Awaited<ReturnType<typeof storeSubmissions>>;
    try {
      ids = await storeSubmissions(app);
      const report = await backUpTo({ databaseUrl, dataDir: folder('pg-data') }, archive);
      expect(report).toMatchObject({ via: 'pg_dump', manifest: { database: 'postgres', dataDirFiles: [] } });
    } finally {
      await app.close();
    }
    const target = await freshPostgresDatabase(serverUrl ?? '');
    try {
      await restoreFrom({ databaseUrl: target.url, dataDir: folder('pg-data') }, archive);
      await expect(restoreFrom({ databaseUrl: target.url, dataDir: folder('pg-data') }, archive)).rejects.toThrow(
        /The database of DATABASE_URL is not empty \(it holds public\.acknowledgement_recipients, .*\)\. A restore writes only into an empty database/,
      );
      // A PostgreSQL archive cannot go into DATA_DIR.
      await expect(restoreFrom({ databaseUrl: undefined, dataDir: folder('pg-data') }, archive)).rejects.toThrow(
        /archive is of a PostgreSQL database: set DATABASE_URL/,
      );
      const restored = await appOn(target.url);
      try {
        expect(await row(restored, 'contact_enquiries', ids.contactId)).toMatchObject({
          fullname: VALID.contact['fullname'],
        });
        expect(bytes((await resumeOf(restored, ids.applicationId))?.['data'])).toEqual(ids.resume);
      } finally {
        await restored.close();
      }
    } finally {
      await target.drop();
    }
  }, 60_000);

  it('restores an archive of an older schema, which the server migrates when it starts', async () => {
    const source = await freshPostgresDatabase(serverUrl ?? '');
    const target = await freshPostgresDatabase(serverUrl ?? '');
    try {
      const pool = new pg.Pool({ connectionString: source.url });
      await migrateNodePostgres(drizzleNodePostgres({ client: pool }), { migrationsFolder: olderMigrations(1) });
      await pool.query(OLD_ENQUIRY);
      await pool.end();
      const archive = join(folder('pg-old'), 'old.tar');
      const report = await backUpTo({ databaseUrl: source.url, dataDir: folder('pg-data') }, archive);
      expect(report.manifest.migrations.applied).toBe(1);
      await restoreFrom({ databaseUrl: target.url, dataDir: folder('pg-data') }, archive);

      const app = await appOn(target.url);
      try {
        expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
        expect(await row(app, 'contact_enquiries', OLD_ENQUIRY_ID)).toMatchObject({ fullname: 'Asha Old' });
      } finally {
        await app.close();
      }
    } finally {
      await source.drop();
      await target.drop();
    }
  }, 60_000);
});
