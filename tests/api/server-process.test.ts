/**
 * The real entry point: `node server/server.ts` listens, prints its URL, answers, and
 * on SIGTERM or SIGINT finishes in-flight work, closes the database and exits 0.
 */
import { spawn } from 'node:child_process';
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
