/**
 * One replica of the site as a real process (`node server/server.ts`), configured as
 * docs/deploy.md says for production behind nginx: a fixed port on 127.0.0.1,
 * PostgreSQL, TRUST_PROXY naming the proxy's address, the shared CSRF secret, mail
 * through the SMTP sink. Its output goes to a log file; cleanup kills it.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onCleanUp, ROOT } from '../faults/lib.ts';

export interface ReplicaOptions {
  name: string;
  port: number;
  metricsPort: number;
  logDir: string;
  env: Record<string, string>;
}

export interface Replica {
  readonly name: string;
  readonly port: number;
  readonly pid: number;
  /** http://127.0.0.1:<port>, for the checks that reach it directly. */
  readonly origin: string;
  alive(): boolean;
  /** Resolves with the exit code (null after a signal) once the process is gone. */
  readonly exited: Promise<number | null>;
  signal(signal: 'SIGKILL' | 'SIGTERM'): void;
}

const START_LIMIT_MS = 60_000;

export async function startReplica(options: ReplicaOptions): Promise<Replica> {
  const dataDir = mkdtempSync(join(tmpdir(), `nexaweave-rehearsal-${options.name}-`));
  const log = createWriteStream(join(options.logDir, `${options.name}.log`), { flags: 'a' });
  const child = spawn(process.execPath, ['server/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(options.port),
      METRICS_PORT: String(options.metricsPort),
      DATA_DIR: dataDir,
      DIST_DIR: 'build/client',
      LOG_LEVEL: process.env['REHEARSAL_LOG_LEVEL'] ?? 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${options.name}: the process did not start`);
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  let running = true;
  const exited = new Promise<number | null>((done) =>
    child.once('exit', (code) => {
      running = false;
      rmSync(dataDir, { recursive: true, force: true });
      log.end();
      done(code);
    }),
  );
  const forget = onCleanUp(
    () => {
      if (running) child.kill('SIGKILL');
    },
    async () => {
      if (!running) return;
      child.kill('SIGKILL');
      await exited;
    },
  );
  void exited.then(forget);

  await new Promise<void>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${options.name} did not start within ${START_LIMIT_MS / 1000} s: ${seen.slice(-500)}`));
    }, START_LIMIT_MS);
    child.stdout.on('data', (chunk: Buffer) => {
      seen = (seen + chunk.toString('utf8')).slice(-4096);
      if (seen.includes('ready at')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (seen = (seen + chunk.toString('utf8')).slice(-4096)));
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${options.name} exited (${code}) before it was ready: ${seen.slice(-800)}`));
    });
  });

  return {
    name: options.name,
    port: options.port,
    pid,
    origin: `http://127.0.0.1:${options.port}`,
    alive: () => running,
    exited,
    signal: (signal) => {
      if (running) child.kill(signal);
    },
  };
}
