/**
 * The site's server as a real child process (`node server/server.ts`), the way it
 * runs in production: its own port (PORT=0, read back from its ready line), a
 * PostgreSQL database, the built build/client/, a rate limit out of the way. Its output
 * goes to a log file.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onCleanUp, ROOT } from './lib.ts';

export interface ServerOptions {
  name: string;
  databaseUrl: string;
  /** Shared by every server of a run, so a CSRF token from one is valid on the other. */
  csrfSecret: string;
  /** Folder for the log file. */
  logDir: string;
  /** More environment, e.g. SMTP_URL. */
  env?: Record<string, string>;
}

export interface ServerProcess {
  readonly name: string;
  readonly pid: number;
  /** http://127.0.0.1:<port> */
  readonly origin: string;
  readonly logFile: string;
  /** Whether the process is still running. */
  alive(): boolean;
  /** Resident memory in bytes, from /proc/<pid>/status. */
  rss(): number;
  /** Sends SIGKILL and waits for the process to be gone. */
  kill(): Promise<void>;
  /** SIGTERM (graceful close), SIGKILL after 10 s. */
  stop(): Promise<void>;
}

const READY = /ready at (http:\/\/\S+)/;
const START_LIMIT_MS = 60_000;

export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const logFile = join(options.logDir, `${options.name}.log`);
  const log = createWriteStream(logFile, { flags: 'a' });
  const dataDir = mkdtempSync(join(tmpdir(), `nexaweave-faults-${options.name}-`));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: options.databaseUrl,
    DIST_DIR: 'build/client',
    DATA_DIR: dataDir,
    CSRF_SECRET: options.csrfSecret,
    RATE_LIMIT_PER_MINUTE: '1000000',
    LOG_LEVEL: process.env['FAULTS_LOG_LEVEL'] ?? 'warn',
    // A server with SMTP_URL refuses to start without the staff addresses; the sink takes any.
    ...(options.env?.['SMTP_URL']
      ? {
          SALES_EMAIL: 'sales@nexaweave.example',
          HR_EMAIL: 'careers@nexaweave.example',
          MAIL_FROM: 'Nexaweave <hello@nexaweave.example>',
        }
      : {}),
    ...options.env,
  };
  // Never let a server of the suite send real mail through the caller's SMTP_URL.
  if (!options.env?.['SMTP_URL']) delete env['SMTP_URL'];
  delete env['SITE_URL'];
  delete env['TRUST_PROXY'];

  const child: ChildProcess = spawn(process.execPath, ['server/server.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${options.name}: the server process did not start`);
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  let running = true;
  const exited = new Promise<void>((done) =>
    child.once('exit', () => {
      running = false;
      rmSync(dataDir, { recursive: true, force: true });
      done();
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
  exited.then(forget, forget);

  const origin = await new Promise<string>((resolveOrigin, reject) => {
    let seen = '';
    const timer = setTimeout(() => fail(new Error(`did not start within ${START_LIMIT_MS / 1000} s`)), START_LIMIT_MS);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${options.name}: ${error.message}; log: ${logFile}`));
    };
    child.stdout?.on('data', (chunk: Buffer) => {
      seen = (seen + chunk.toString('utf8')).slice(-4096);
      const match = READY.exec(seen);
      if (match?.[1]) {
        clearTimeout(timer);
        resolveOrigin(match[1].replace('localhost', '127.0.0.1'));
      }
    });
    child.once('exit', (code, signal) => fail(new Error(`exited before it was ready (${signal ?? code})`)));
  });

  return {
    name: options.name,
    pid,
    origin,
    logFile,
    alive: () => running,
    rss() {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kib = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
      if (!kib) throw new Error(`no VmRSS for process ${pid}`);
      return Number(kib) * 1024;
    },
    async kill() {
      if (running) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (!running) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
