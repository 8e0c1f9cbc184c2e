/**
 * One server per embedded data folder: a second process on the same DATA_DIR
 * refuses to start, naming the folder and the first process; a lock left behind by
 * kill -9 does not hold the next start back.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, lstatSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from '../../server/db/data-dir-lock.ts';
import { FIXTURE_DIST } from '../support/app.ts';
import { launchServer } from '../support/server.ts';

const dataDirs: string[] = [];
afterAll(() => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function freshDataDir(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'nexaweave-lock-'));
  dataDirs.push(dataDir);
  return dataDir;
}

/** `node server/server.ts` on DATA_DIR, on a port the system picks; under `umask` when given. */
function launchOn(dataDir: string, umask?: string) {
  return launchServer({
    name: 'data-dir-lock',
    startLimitMs: 120_000,
    ...(umask === undefined ? {} : { umask }),
    env: { DIST_DIR: FIXTURE_DIST, DATA_DIR: dataDir },
  });
}

describe('one server per data folder', () => {
  it(
    'refuses a second process, naming the folder and the first one; a kill -9 leaves nothing in the way',
    { timeout: 300_000 },
    async () => {
      const dataDir = freshDataDir();
      const first = launchOn(dataDir);
      const origin = await first.ready;
      expect((await fetch(`${origin}/about-us`)).status).toBe(200);

      const second = launchOn(dataDir);
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`The embedded database in ${dataDir} is in use by another process`);
      expect(second.output()).toContain(`(pid ${first.pid})`);
      // The first server is untouched.
      expect((await fetch(`${origin}/about-us`)).status).toBe(200);

      first.signal('SIGKILL');
      await first.exited;
      expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true);

      const third = launchOn(dataDir);
      const next = await third.ready;
      expect((await fetch(`${next}/about-us`)).status).toBe(200);
      third.signal('SIGTERM');
      expect(await third.exited).toBe(0);
      // A clean stop removes the lock.
      expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    },
  );
});

/** Every folder and regular file under `folder` (itself included) with its permission bits, in octal. */
function modesUnder(folder: string): Map<string, string> {
  const modes = new Map<string, string>([[folder, (lstatSync(folder).mode & 0o777).toString(8)]]);
  for (const name of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    const path = join(folder, name);
    const stat = lstatSync(path, { throwIfNoEntry: false });
    if (stat?.isDirectory() || stat?.isFile()) modes.set(path, (stat.mode & 0o777).toString(8));
  }
  return modes;
}

describe('the data folder is private', () => {
  it('is 0700 with files 0600 under an umask of 000, also when it existed as 0755', { timeout: 300_000 }, async () => {
    const dataDir = freshDataDir();
    chmodSync(dataDir, 0o755);
    const server = launchOn(dataDir, '000');
    const origin = await server.ready;
    expect((await fetch(`${origin}/about-us`)).status).toBe(200);
    const expected = (modes: Map<string, string>) =>
      new Map([...modes].map(([path]) => [path, lstatSync(path).isDirectory() ? '700' : '600']));
    const running = modesUnder(dataDir);
    // The database, its WAL and catalogue, the lock and the generated CSRF secret.
    expect(running.size).toBeGreaterThan(500);
    expect(running.get(join(dataDir, 'csrf-secret'))).toBe('600');
    expect(running).toEqual(expected(running));

    server.signal('SIGTERM');
    expect(await server.exited).toBe(0);
    const stopped = modesUnder(dataDir);
    expect(stopped).toEqual(expected(stopped));
  });
});

describe('lockDataDir', () => {
  it('takes over a lock whose process is gone', () => {
    const dataDir = freshDataDir();
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(join(dataDir, LOCK_FILE), `${gone}\n`);
    const release = lockDataDir(dataDir);
    release();
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  });

  it('refuses a second lock in the same process, and frees the folder on release', () => {
    const dataDir = freshDataDir();
    const release = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dataDir)).toThrow(`already open in this process (pid ${process.pid})`);
    release();
    lockDataDir(dataDir)();
  });

  it('refuses a lock held by a live process, whoever it is', () => {
    const dataDir = freshDataDir();
    // The test runner's parent process is alive for as long as this test runs.
    writeFileSync(join(dataDir, LOCK_FILE), `${process.ppid}\n`);
    expect(() => lockDataDir(dataDir)).toThrow(`is in use by another process (pid ${process.ppid})`);
  });
});
