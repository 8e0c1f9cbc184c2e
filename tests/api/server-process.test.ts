/**
 * The real entry point: `node server/server.ts` listens, prints its URL, answers, and
 * on SIGTERM or SIGINT finishes in-flight work, closes the database and exits 0.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURE_DIST } from './helpers.ts';

const root = resolve(import.meta.dirname, '../..');
const dataDirs: string[] = [];
afterAll(() => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function startServer(port: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'nexaweave-proc-'));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, ['server/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: FIXTURE_DIST,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const ready = new Promise<void>((resolveReady, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 30_000);
    child.stdout.on('data', () => {
      if (output.includes('ready at')) {
        clearTimeout(timer);
        resolveReady();
      }
    });
  });
  const exited = new Promise<number | null>((resolveExit) => child.on('exit', (code) => resolveExit(code)));
  return { child, ready, exited, output: () => output };
}

describe('server process', () => {
  for (const [signal, port] of [
    ['SIGTERM', 4471],
    ['SIGINT', 4472],
  ] as const) {
    it(`prints its URL, serves, and exits 0 on ${signal}`, async () => {
      const server = startServer(port);
      await server.ready;
      expect(server.output()).toContain(`http://localhost:${port}`);
      const response = await fetch(`http://127.0.0.1:${port}/about-us`);
      expect(response.status).toBe(200);
      server.child.kill(signal);
      const code = await server.exited;
      expect(code, server.output()).toBe(0);
      await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
    }, 60_000);
  }
});

describe('a database that cannot be reached at start-up', () => {
  it('stops the server with one line naming the host, without a stack trace or the password', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'nexaweave-proc-'));
    dataDirs.push(dataDir);
    // Nothing listens on port 1.
    const child = spawn(process.execPath, ['server/server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DIST_DIR: FIXTURE_DIST,
        DATA_DIR: dataDir,
        DATABASE_URL: 'postgres://site:s3cret-password@127.0.0.1:1/site',
        CSRF_SECRET: randomBytes(32).toString('hex'),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolveExit) => child.on('exit', resolveExit));
    expect(code, output).toBe(1);
    expect(output.trim().split('\n')).toEqual([
      'The database at 127.0.0.1:1 cannot be reached (ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:1). ' +
        'Check that PostgreSQL is running and that DATABASE_URL names it; the server exits and starts again when its supervisor restarts it.',
    ]);
    expect(output).not.toContain('s3cret-password');
  });
});
