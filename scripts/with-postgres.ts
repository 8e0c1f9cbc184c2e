/**
 * Runs a command against a throwaway PostgreSQL server:
 *
 *   node scripts/with-postgres.ts -- npx vitest run tests/api
 *
 * It makes a new cluster in a temporary folder (initdb), starts it on a free port
 * of 127.0.0.1, runs the command with TEST_DATABASE_URL pointing at it, then stops
 * the server and deletes the folder, whatever the command did. The exit code is
 * the command's. PostgreSQL refuses to run as root, so under root the cluster
 * belongs to the `postgres` system user that Debian's package creates.
 *
 * The server binaries come from PG_BIN, else `pg_config --bindir`, else the newest
 * /usr/lib/postgresql/<version>/bin (Debian: `apt-get install postgresql`).
 *
 * Tests import `startThrowawayPostgres` to get a server of their own; the fault
 * suite (tests/faults) also stops and restarts it with `pause` and `resume`.
 */
import { execFile, execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { constants, tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ThrowawayPostgres {
  /** postgres://… URL of a superuser on an empty database. */
  url: string;
  port: number;
  /** The cluster's folder (PGDATA). */
  dataDir: string;
  /** Stops the server now (fast shutdown) and deletes its folder. */
  stop(): void;
  /**
   * Stops the server (`pg_ctl stop -m fast`: open sessions are cut, committed work
   * is kept) and keeps its folder, so that `resume` brings it back. Asynchronous,
   * so that the caller's own clients keep running while PostgreSQL goes down.
   */
  pause(): Promise<void>;
  /** Starts a paused server again, on the same port with the same settings. */
  resume(): Promise<void>;
}

const SERVICE_USER = 'postgres';
const DATABASE_USER = 'nexaweave';

/** The folder of initdb and pg_ctl, or undefined when PostgreSQL is not installed. */
export function postgresBinDir(): string | undefined {
  const candidates: string[] = [];
  if (process.env['PG_BIN']) candidates.push(process.env['PG_BIN']);
  try {
    candidates.push(
      execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(),
    );
  } catch {
    // pg_config is not installed everywhere; the Debian folders are tried next.
  }
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => join(debian, version, 'bin')));
  }
  return candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')));
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const binDir = postgresBinDir();
  if (!binDir) throw new Error('PostgreSQL is not installed: set PG_BIN or run "apt-get install postgresql".');

  const root = mkdtempSync(join(tmpdir(), 'nexaweave-pg-'));
  const dataDir = join(root, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const owner = spawnSync('id', ['-u', SERVICE_USER], { encoding: 'utf8' });
    const group = spawnSync('id', ['-g', SERVICE_USER], { encoding: 'utf8' });
    if (owner.status !== 0) throw new Error(`Running as root needs the "${SERVICE_USER}" user to own the cluster.`);
    chownSync(root, Number(owner.stdout.trim()), Number(group.stdout.trim()));
  }
  const commandLine = (command: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', SERVICE_USER, '--', join(binDir, command), ...args]] : [join(binDir, command), args];
  const run = (command: string, args: string[]) => {
    const [file, argv] = commandLine(command, args);
    const result = spawnSync(file, argv, { encoding: 'utf8', cwd: root });
    if (result.status !== 0) {
      throw new Error(
        `${command} failed (${result.status}): ${result.stderr || result.stdout || result.error?.message}`,
      );
    }
  };
  const runAsync = (command: string, args: string[]) =>
    new Promise<void>((resolveRun, reject) => {
      const [file, argv] = commandLine(command, args);
      execFile(file, argv, { encoding: 'utf8', cwd: root }, (error, stdout, stderr) =>
        error ? reject(new Error(`${command} failed: ${stderr || stdout || error.message}`)) : resolveRun(),
      );
    });

  let started = false;
  const stop = () => {
    if (started) {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } catch {
        // Already stopped; the folder is removed all the same.
      }
      started = false;
    }
    rmSync(root, { recursive: true, force: true });
  };

  let options = '';
  const startArgs = () => ['-D', dataDir, '-o', options, '-l', join(root, 'server.log'), '-w', '-t', '60', 'start'];

  try {
    run('initdb', ['-D', dataDir, '-U', DATABASE_USER, '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync']);
    const port = await freePort();
    options = [
      `-p ${port}`,
      '-c listen_addresses=127.0.0.1',
      `-c unix_socket_directories=${root}`,
      // A throwaway server: durability is not needed, speed is.
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
    ].join(' ');
    run('pg_ctl', startArgs());
    started = true;
    return {
      url: `postgres://${DATABASE_USER}@127.0.0.1:${port}/postgres`,
      port,
      dataDir,
      stop,
      async pause() {
        await runAsync('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
        started = false;
      },
      async resume() {
        started = true; // So that stop() stops it even if pg_ctl gave up waiting.
        await runAsync('pg_ctl', startArgs());
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}

async function main(argv: string[]): Promise<number> {
  const separator = argv.indexOf('--');
  const command = separator >= 0 ? argv.slice(separator + 1) : argv;
  const [file, ...args] = command;
  if (!file) {
    console.error('usage: node scripts/with-postgres.ts -- <command> [arguments...]');
    return 2;
  }
  const server = await startThrowawayPostgres();
  console.log(`Throwaway PostgreSQL at ${server.url}`);
  try {
    return await new Promise<number>((resolveCode) => {
      const child = spawn(file, args, { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: server.url } });
      const forward = (signal: NodeJS.Signals) => child.kill(signal);
      process.on('SIGINT', forward);
      process.on('SIGTERM', forward);
      child.on('error', (error) => {
        console.error(error.message);
        resolveCode(127);
      });
      child.on('exit', (code, signal) => resolveCode(code ?? 128 + (signal ? constants.signals[signal] : 0)));
    });
  } finally {
    server.stop();
  }
}

if (import.meta.main) {
  process.exitCode = await main(process.argv.slice(2));
}
