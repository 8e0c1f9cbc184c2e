/**
 * The one way the tests and the bench start the site's server as a process of its own
 * (`node server/server.ts`, or `server/dev.ts`), as it runs in production: on port 0 by
 * default, its real URL read back from the line it prints when ready ("… ready at
 * http://localhost:<port>"). A fixed port only where another process must know it in
 * advance (nginx's upstreams in the production rehearsal).
 *
 *   const server = await startServer({ name: 'drain', env: { DIST_DIR: FIXTURE_DIST } });
 *   await fetch(`${server.origin}/readyz`);
 *   await server.stop();
 *
 * Its environment is the caller's without anything the server reads (so a DATABASE_URL,
 * SMTP_URL or TRUST_PROXY of the shell never reaches a test's server), then HOST, PORT,
 * a fresh DATA_DIR (deleted when the process exits; a DATA_DIR in `env` is the caller's
 * to keep) and LOG_LEVEL=warn, then `env` (where `undefined` removes a variable). Every
 * process still running when the run ends is killed: by the suites' `cleanUp()`
 * (lib.ts) in order, or on exit.
 * `launchServer` returns at once, for a test that watches a server that must not
 * become ready (a refused start, a start that waits for a lock).
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { environmentVariables } from '../../server/config.ts';
import { onCleanUp, ROOT, seconds } from './lib.ts';

export interface ServerOptions {
  /** Names the process in errors, its data folder and (with `logDir`) its log file. */
  name: string;
  /** The entry point from the project's root: server/server.ts unless given. */
  script?: string;
  /** 0 (the default) lets the system pick the port. */
  port?: number;
  /** On top of the base environment described above; `undefined` removes a variable. */
  env?: Record<string, string | undefined>;
  /** Appends everything it prints to <logDir>/<name>.log as well. */
  logDir?: string;
  /** Runs it under this umask (through /bin/sh, which execs Node: same pid). */
  umask?: string;
  /** How long it may take to print its ready line; 60 s unless given. */
  startLimitMs?: number;
}

export interface ServerProcess {
  readonly name: string;
  readonly pid: number;
  /** http://127.0.0.1:<port> once it is ready; rejects when it exits first or does not start in time. */
  readonly ready: Promise<string>;
  /** The exit code (null after a signal), once the process is gone. */
  readonly exited: Promise<number | null>;
  /** The end (the last 256 kB) of what it printed, stdout and stderr. */
  output(): string;
  alive(): boolean;
  /** The signal that ended it (SIGKILL …); null while it runs, or when it exited by itself. */
  exitSignal(): NodeJS.Signals | null;
  /** Resident memory in bytes, from /proc/<pid>/status. */
  rss(): number;
  signal(signal: NodeJS.Signals): void;
  /** SIGKILL; resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM (a graceful close), SIGKILL after `graceMs`; resolves with the exit code. */
  stop(graceMs?: number): Promise<number | null>;
}

/** A server that printed its ready line. */
export interface StartedServer extends ServerProcess {
  /** http://127.0.0.1:<port> */
  readonly origin: string;
  /** The port it listens on (the one the system picked, for port 0). */
  readonly port: number;
}

const READY = /ready at (http:\/\/\S+)/;
const OUTPUT_LIMIT = 256 * 1024;

/** Everything the server reads from its environment, with the NAME_FILE forms of its secrets. */
const SERVER_VARIABLES = new Set(
  environmentVariables().flatMap(({ name, secret }) => (secret ? [name, `${name}_FILE`] : [name])),
);

/** Starts the process and returns at once; `ready` tells when (and where) it serves. */
export function launchServer(options: ServerOptions): ServerProcess {
  const script = options.script ?? 'server/server.ts';
  // A folder of its own unless the caller shares one (DATA_DIR in `env`), which it then keeps.
  const ownDataDir = options.env?.['DATA_DIR'] ? undefined : mkdtempSync(join(tmpdir(), `nexaweave-${options.name}-`));
  const wanted = {
    HOST: '127.0.0.1',
    PORT: String(options.port ?? 0),
    DATA_DIR: ownDataDir,
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  const inherited = Object.entries(process.env).filter(([name]) => !SERVER_VARIABLES.has(name) && !(name in wanted));
  const env = Object.fromEntries(
    [...inherited, ...Object.entries(wanted)].filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const [command, args] =
    options.umask === undefined
      ? [process.execPath, [script]]
      : ['/bin/sh', ['-c', `umask ${options.umask} && exec "$0" "$1"`, process.execPath, script]];
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${options.name}: the server process did not start`);
  const log = options.logDir ? createWriteStream(join(options.logDir, `${options.name}.log`), { flags: 'a' }) : null;
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
    log?.write(chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  let running = true;
  const exited = new Promise<number | null>((done) =>
    child.once('exit', (code) => {
      running = false;
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
      log?.end();
      done(code);
    }),
  );
  const kill = async () => {
    if (running) child.kill('SIGKILL');
    await exited;
  };
  const forget = onCleanUp(() => {
    if (running) child.kill('SIGKILL');
  }, kill);
  void exited.then(forget);

  const startLimitMs = options.startLimitMs ?? 60_000;
  const ready = new Promise<string>((resolveReady, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${options.name} did not start within ${seconds(startLimitMs)}:\n${output}`)),
      startLimitMs,
    );
    const check = () => {
      const url = READY.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolveReady(url.replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${options.name} exited (${code ?? child.signalCode}) before it was ready:\n${output}`));
    });
  });
  // Whoever does not wait for it (a start meant to fail) must not see an unhandled rejection.
  ready.catch(() => undefined);

  return {
    name: options.name,
    pid,
    ready,
    exited,
    output: () => output,
    alive: () => running,
    exitSignal: () => child.signalCode,
    rss() {
      const kib = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      if (!kib) throw new Error(`no VmRSS for process ${pid}`);
      return Number(kib) * 1024;
    },
    signal(signal) {
      if (running) child.kill(signal);
    },
    kill,
    async stop(graceMs = 10_000) {
      if (running) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/** Starts the process and waits until it serves; a start that fails kills it and throws with its output. */
export async function startServer(options: ServerOptions): Promise<StartedServer> {
  const server = launchServer(options);
  try {
    const origin = await server.ready;
    return { ...server, origin, port: Number(new URL(origin).port) };
  } catch (error) {
    await server.kill();
    throw error;
  }
}
