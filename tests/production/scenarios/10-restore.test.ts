import { expect } from 'vitest';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { onCleanUp, ROOT, seconds, sleep, tally } from '../../support/lib.ts';
import { idOf, statusOf } from '../client.ts';
import { type Rehearsal } from '../rehearsal.ts';
import { storedByNonce, traffic, failedPosts, failedPages } from '../helpers.ts';
import { rehearse } from '../fixtures.ts';

/** `npm run db:backup` / `db:restore` as commands, with the replicas' environment. */
function backupCommand(command: 'backup' | 'restore', file: string, databaseUrl: string, csrfSecret: string) {
  return new Promise<{ code: number | null; output: string }>((done) => {
    const child = spawn(process.execPath, ['server/cli/backup.ts', command, file], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl, CSRF_SECRET: csrfSecret, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('exit', (code) => done({ code, output }));
  });
}

/** A backup during traffic, restored into a fresh database: everything answered 201 before it began is there. */
async function restoreScenario(r: Rehearsal): Promise<string> {
  const prefix = `restore-${randomBytes(3).toString('hex')}-`;
  const folder = mkdtempSync(join(tmpdir(), 'nexaweave-rehearsal-backup-'));
  onCleanUp(() => rmSync(folder, { recursive: true, force: true }));
  const archive = join(folder, 'site.tar');
  const load = traffic(r, prefix);
  await sleep(3_000);
  const began = performance.now();
  const made = await backupCommand('backup', archive, r.postgres.url, r.csrfSecret);
  const backupMs = performance.now() - began;
  await sleep(1_000);
  const { posts, pages } = await load.stop();
  expect.soft(made.code, `db:backup exited ${made.code}: ${made.output.trim()}`).toBe(0);
  const before = posts.filter(({ outcome, at }) => statusOf(outcome) === '201' && at < began);
  const during = posts.filter(({ sent, at }) => at >= began && sent <= began + backupMs);
  expect.soft(before.length, 'no submission was answered before the backup began').toBeGreaterThan(0);
  expect
    .soft(failedPosts(posts).length, `posts during the backup: ${tally(posts.map(({ outcome }) => statusOf(outcome)))}`)
    .toBe(0);
  expect
    .soft(failedPages(pages).length, `pages during the backup: ${tally(pages.map(({ status }) => status))}`)
    .toBe(0);
  r.stored += (await storedByNonce(r.db, prefix)).size;

  const name = `restored_${randomBytes(4).toString('hex')}`;
  await r.db.query(`create database ${name}`);
  const target = new URL(r.postgres.url);
  target.pathname = `/${name}`;
  const restored = await backupCommand('restore', archive, target.toString(), r.csrfSecret);
  expect.soft(restored.code, `db:restore exited ${restored.code}: ${restored.output.trim()}`).toBe(0);
  const refused = await backupCommand('restore', archive, target.toString(), r.csrfSecret);
  expect
    .soft(
      refused.code === 1 && refused.output.includes('is not empty'),
      `a second restore into the same database: exit ${refused.code} ${refused.output.trim().slice(0, 120)}`,
    )
    .toBe(true);
  const copy = new pg.Client({ connectionString: target.toString() });
  await copy.connect();
  let found = new Map<string, { id: string; address: string }[]>();
  try {
    found = await storedByNonce(copy, prefix);
  } finally {
    await copy.end();
    await r.db.query(`drop database ${name} with (force)`);
  }
  const missing = before.filter(({ nonce, outcome }) => found.get(nonce)?.[0]?.id !== idOf(outcome));
  expect
    .soft(missing.length, `${missing.length} of ${before.length} answered 201 before the backup are not in the restore`)
    .toBe(0);
  return (
    `backup during traffic in ${seconds(backupMs)} (${during.length} posts meanwhile, ${tally(posts.map(({ outcome }) => statusOf(outcome)))}); ` +
    `restored into a fresh database: ${before.length - missing.length} of ${before.length} answered before it began, ${found.size} in all; a second restore refused`
  );
}

rehearse('restore', 'db:backup during traffic restores into a fresh database with every 201 answered before it began', {
  limitMs: 90_000,
  run: restoreScenario,
});
