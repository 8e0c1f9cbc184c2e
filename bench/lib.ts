/**
 * What the three benchmarks share: report blocks printed as text tables and written
 * as Markdown, loopback ports, the site server and nginx as child processes that are
 * always stopped (also on an error, Ctrl-C or SIGTERM), and small number helpers.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { siteIsStale } from '../scripts/build-if-stale.ts';
import { precompress } from '../scripts/precompress.ts';
import { startServer } from '../tests/support/server.ts';

export const ROOT = resolve(import.meta.dirname, '..');
export const DIST = join(ROOT, 'build', 'client');
export const LOOPBACK = '127.0.0.1';

// ---------------------------------------------------------------------------
// Reports: what a benchmark found, printed on the console and kept as Markdown.

export type Align = 'left' | 'right';

export interface TableBlock {
  kind: 'table';
  title?: string;
  headers: string[];
  /** Columns aligned right (numbers); the others are aligned left. */
  right?: number[];
  rows: string[][];
}

export interface TextBlock {
  kind: 'text';
  text: string;
}

export type Block = TableBlock | TextBlock;

export interface Report {
  title: string;
  blocks: Block[];
}

export function table(
  headers: string[],
  rows: string[][],
  options: { title?: string; right?: number[] } = {},
): TableBlock {
  return { kind: 'table', headers, rows, ...options };
}

export function text(value: string): TextBlock {
  return { kind: 'text', text: value };
}

function pad(value: string, width: number, align: Align): string {
  return align === 'right' ? value.padStart(width) : value.padEnd(width);
}

export function renderText(report: Report): string {
  const out = [`\n== ${report.title} ==`];
  for (const block of report.blocks) {
    if (block.kind === 'text') {
      out.push('', block.text);
      continue;
    }
    const widths = block.headers.map((header, i) =>
      Math.max(header.length, ...block.rows.map((row) => (row[i] ?? '').length)),
    );
    const line = (cells: string[]) =>
      cells.map((cell, i) => pad(cell, widths[i] ?? 0, block.right?.includes(i) ? 'right' : 'left')).join('  ');
    out.push('');
    if (block.title) out.push(block.title);
    out.push(line(block.headers), widths.map((w) => '-'.repeat(w)).join('  '), ...block.rows.map(line));
  }
  return out.join('\n');
}

export function renderMarkdown(report: Report): string {
  const out = [`## ${report.title}`];
  for (const block of report.blocks) {
    if (block.kind === 'text') {
      out.push('', block.text);
      continue;
    }
    const escape = (cell: string) => cell.replace(/\|/g, '\\|');
    out.push('');
    if (block.title) out.push(`**${block.title}**`, '');
    out.push(`| ${block.headers.map(escape).join(' | ')} |`);
    out.push(`| ${block.headers.map((_, i) => (block.right?.includes(i) ? '---:' : '---')).join(' | ')} |`);
    for (const row of block.rows) out.push(`| ${row.map(escape).join(' | ')} |`);
  }
  return out.join('\n');
}

// ---------------------------------------------------------------------------
// Numbers.

export function kib(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

export function fixed(value: number, digits: number): string {
  return Number.isFinite(value) ? value.toFixed(digits) : 'n/a';
}

export function signed(value: number, digits: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  const shown = value.toFixed(digits);
  if (Number(shown) === 0) return (0).toFixed(digits);
  return value > 0 ? `+${shown}` : shown;
}

/** A positive whole number from the environment, or the fallback. */
export function envInteger(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1)
    throw new Error(`${name} must be a positive whole number, got "${value}"`);
  return parsed;
}

// ---------------------------------------------------------------------------
// Child processes: every one started here is stopped when the script ends.

const cleanups = new Set<() => Promise<void>>();
const children = new Set<ChildProcess>();
/** Process groups of detached children (the browsers), killed whole at exit. */
const groups = new Set<number>();
let stopRequested = false;

/** True once Ctrl-C or SIGTERM was received: start nothing new. */
export function stopping(): boolean {
  return stopRequested;
}

/** Tracks a detached process group so that it is killed even if the script dies; returns the untracker. */
export function trackGroup(pid: number): () => void {
  groups.add(pid);
  return () => groups.delete(pid);
}

/** Registers an async cleanup; returns a function that runs it once and unregisters it. */
export function onCleanup(cleanup: () => Promise<void>): () => Promise<void> {
  hookSignals();
  let done = false;
  const run = async () => {
    if (done) return;
    done = true;
    cleanups.delete(run);
    await cleanup();
  };
  cleanups.add(run);
  return run;
}

export async function cleanupAll(): Promise<void> {
  for (const cleanup of [...cleanups].reverse()) {
    await cleanup().catch((error: unknown) => console.error('cleanup failed:', error));
  }
}

let signalsHooked = false;
function hookSignals(): void {
  if (signalsHooked) return;
  signalsHooked = true;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopRequested = true;
      console.error(`\n${signal}: stopping the servers and browsers this benchmark started…`);
      void cleanupAll().finally(() => process.exit(130));
    });
  }
  // Last resort (an uncaught error ends the process without awaiting cleanups).
  process.on('exit', () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    for (const pid of groups) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  });
}

/** Starts a child process that is tracked for cleanup; its output is kept (bounded) for error messages. */
export function startChild(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  hookSignals();
  if (stopRequested) throw new Error('stopping');
  const child = spawn(command, args, {
    cwd: options.cwd ?? ROOT,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = once(child, 'exit').then(() => children.delete(child));
  return {
    child,
    output: () => output,
    running: () => child.exitCode === null && child.signalCode === null,
    /** SIGTERM, then SIGKILL after the grace period; resolves when the process is gone. */
    async stop(graceMs = 10_000): Promise<void> {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** A free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, LOOPBACK);
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function waitUntilUp(
  url: string,
  isRunning: () => boolean,
  output: () => string,
  timeoutMs = 90_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isRunning()) throw new Error(`the process serving ${url} exited:\n${output()}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${output()}`);
}

export interface Running {
  /** Origin without a trailing slash, e.g. http://127.0.0.1:41234 */
  origin: string;
  stop: () => Promise<void>;
}

/**
 * Starts `node server/server.ts` (tests/support/server.ts) on a loopback port the system
 * picks, with its own temporary DATA_DIR (an embedded PGlite database that is deleted
 * afterwards, never DATABASE_URL). Without SITE_URL, since its port is known only once it
 * listens: the server then takes posts from any loopback origin, as it does locally.
 */
export async function startSiteServer(
  options: { distDir?: string; env?: Record<string, string> } = {},
): Promise<Running> {
  if (stopRequested) throw new Error('stopping');
  const server = await startServer({
    name: 'bench-site',
    env: { DIST_DIR: options.distDir ?? DIST, ...options.env },
  });
  const stop = onCleanup(async () => {
    await server.stop();
  });
  return { origin: server.origin, stop };
}

export function nginxPath(): string | undefined {
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  const path = found.stdout.trim();
  return found.status === 0 && path ? path : undefined;
}

const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/**
 * Starts nginx in the foreground with a configuration of its own in a temporary
 * folder: one worker process (the Node server is one process too), the same build/client/,
 * clean URLs through try_files, the precompressed .gz files (gzip_static) and,
 * when Debian's module is installed, the .br files (brotli_static).
 */
export async function startNginx(distDir: string = DIST): Promise<Running & { brotli: boolean; version: string }> {
  const binary = nginxPath();
  if (!binary) throw new Error('nginx is not installed');
  const port = await freePort();
  const dir = await mkdtemp(join(tmpdir(), 'bench-nginx-'));
  const brotli = existsSync(BROTLI_STATIC_MODULE);
  const mimeTypes = existsSync('/etc/nginx/mime.types') ? 'include /etc/nginx/mime.types;' : '';
  // As root, nginx would switch its worker to "nobody"; keep the current user so it can read build/client/.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  const config = `
${brotli ? `load_module ${BROTLI_STATIC_MODULE};` : ''}
${user}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  ${mimeTypes}
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  gzip_static on;
  gzip_vary on;
  ${brotli ? 'brotli_static on;' : ''}
  server {
    listen ${LOOPBACK}:${port};
    root ${distDir};
    location / {
      try_files $uri $uri/index.html =404;
      add_header Cache-Control "public, max-age=0, must-revalidate";
    }
    location /assets/ {
      add_header Cache-Control "public, max-age=31536000, immutable";
    }
  }
}
`;
  await writeFile(join(dir, 'nginx.conf'), config);
  const version = spawnSync(binary, ['-v'], { encoding: 'utf8' })
    .stderr.trim()
    .replace(/^nginx version: /, '');
  const nginx = startChild(binary, ['-p', dir, '-c', join(dir, 'nginx.conf')]);
  const origin = `http://${LOOPBACK}:${port}`;
  const stop = onCleanup(async () => {
    await nginx.stop();
    await rm(dir, { recursive: true, force: true });
  });
  try {
    await waitUntilUp(`${origin}/`, nginx.running, nginx.output, 15_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop, brotli, version };
}

export interface Snapshot {
  /** The copy every benchmark of the run measures and serves. */
  dir: string;
  /** When build/client/index.html was written. */
  builtAt: Date;
  /** build/client/ is older than some of its sources (app/, public/, …). */
  stale: boolean;
  /** What was noticed about build/client/ (stale, precompressed here). */
  notes: string[];
}

/**
 * Copies build/client/ to a temporary folder, so a rebuild during the run (by anyone) cannot
 * change what is measured, and writes the .br/.gz variants into the copy when build/client/
 * has none (it was made by `react-router build` alone; `npm run build` writes them).
 * build/client/ itself is never changed.
 */
export async function snapshotDist(): Promise<Snapshot> {
  if (!existsSync(join(DIST, 'index.html')))
    throw new Error('No built site in build/client/: run "npm run build" first.');
  const builtAt = (await stat(join(DIST, 'index.html'))).mtime;
  const notes: string[] = [];
  const stale = siteIsStale(DIST);
  if (stale)
    notes.push(
      'build/client/ is older than some of its sources (app/, public/, …): the figures are those of the last build.',
    );
  const parent = await mkdtemp(join(tmpdir(), 'bench-dist-'));
  const dir = join(parent, 'dist');
  onCleanup(() => rm(parent, { recursive: true, force: true }));
  await cp(DIST, dir, { recursive: true });
  if (!existsSync(join(dir, 'index.html.br'))) {
    await precompress(dir);
    notes.push(
      'build/client/ had no .br/.gz variants (built with `react-router build` alone): they were written into the copy as `npm run build` does.',
    );
  }
  return { dir, builtAt, stale, notes };
}

/** Runs a benchmark's main when the file is run directly: prints the report, always cleans up. */
export async function runAlone(main: () => Promise<Report>): Promise<void> {
  try {
    console.log(renderText(await main()));
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await cleanupAll();
  }
}
