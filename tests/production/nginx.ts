/**
 * Debian's nginx running deploy/nginx.conf, the file operators copy, on one machine:
 * only its paths, ports and site name are replaced (each replacement must find its text, so the
 * shipped file cannot drift from what is tested), TLS with a throw-away certificate
 * made by openssl, logs and temporary files in a folder of its own.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
export const SHIPPED_CONFIG = join(ROOT, 'deploy', 'nginx.conf');
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** The nginx binary, or undefined when it is not installed. */
export function nginxBinary(): string | undefined {
  return ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'].find((path) => existsSync(path));
}

/** Why the shipped config cannot run here, or undefined when it can. */
export function nginxMissing(): string | undefined {
  if (!nginxBinary()) return 'nginx is not installed (apt-get install nginx libnginx-mod-http-brotli-static)';
  if (!existsSync(BROTLI_STATIC_MODULE))
    return 'the brotli module is missing (apt-get install libnginx-mod-http-brotli-static)';
  if (spawnSync('openssl', ['version']).status !== 0) return 'openssl is not installed';
  return undefined;
}

export interface NginxOptions {
  /** The built site (build/client or a fixture). */
  clientDir: string;
  /** The map scripts/nginx-csp-map.ts wrote for clientDir. */
  cspMap: string;
  /**
   * A releases folder laid out as publishing makes it (server/content/publish.ts:
   * current/nginx-root.conf, nginx-csp.map, nginx-gone.map), which the config then reads
   * through `current` as in production; clientDir and cspMap are then not used. Without
   * it, one release of clientDir and cspMap (and the gone map beside cspMap, if any) is made.
   */
  releasesDir?: string;
  /** Ports of the two replicas on 127.0.0.1. */
  upstreamPorts: [number, number];
  /**
   * Ports of the two replicas' analytics beacons (BEACON_PORT), where nginx sends
   * /webAPI/event; the replicas' own ports when not given (replicas without BEACON_PORT
   * take events there).
   */
  beaconPorts?: [number, number];
  /** HTTPS port on 127.0.0.1. */
  tlsPort: number;
  /** Plain HTTP port on 127.0.0.1 (its server only redirects to HTTPS). */
  httpPort: number;
  /** The shipped file unless given (the bench's bare config). */
  configText?: string;
}

export interface RunningNginx {
  origin: string;
  /** The certificate clients trust (PEM): it names 127.0.0.1 and localhost. */
  certificate: string;
  /** The folder of its logs, pid file and temporary files. */
  dir: string;
  accessLog(): string;
  errorLog(): string;
  /** `nginx -s reload`: the master rereads the config (and the CSP map it includes) and replaces its workers. */
  reload(): void;
  /** Graceful stop (SIGQUIT), then the folder is removed. */
  stop(): Promise<void>;
  /** For a process that is exiting: SIGTERM (fast shutdown) now and the folder removed, without waiting. */
  stopNow(): void;
}

/** One release of `clientDir` in `dir`/site, as publishing lays it out (current/ a folder here, not a link). */
function singleRelease(options: NginxOptions, dir: string): string {
  const site = join(dir, 'site');
  const current = join(site, 'current');
  mkdirSync(current, { recursive: true });
  writeFileSync(join(current, 'nginx-root.conf'), `root ${realpathSync(options.clientDir)};\n`);
  copyFileSync(options.cspMap, join(current, 'nginx-csp.map'));
  const gone = join(dirname(options.cspMap), 'nginx-gone.map');
  writeFileSync(join(current, 'nginx-gone.map'), existsSync(gone) ? readFileSync(gone) : '');
  return site;
}

/** The shipped file with this machine's paths and ports (`site`: the releases folder it serves). */
export function renderConfig(options: NginxOptions, dir: string, site: string): string {
  let text = options.configText ?? readFileSync(SHIPPED_CONFIG, 'utf8');
  // The bench's bare config names the client folder itself.
  if (options.configText) text = text.replaceAll('/srv/nexaweave/build/client', options.clientDir);
  const replacements: [string, string][] = [
    ['/srv/nexaweave-site/', `${site}/`],
    ['127.0.0.1:4321', `127.0.0.1:${options.upstreamPorts[0]}`],
    ['127.0.0.1:4322', `127.0.0.1:${options.upstreamPorts[1]}`],
    ['127.0.0.1:4331', `127.0.0.1:${(options.beaconPorts ?? options.upstreamPorts)[0]}`],
    ['127.0.0.1:4332', `127.0.0.1:${(options.beaconPorts ?? options.upstreamPorts)[1]}`],
    ['listen 443 ssl http2', `listen 127.0.0.1:${options.tlsPort} ssl http2`],
    ['listen [::]:443 ssl http2', `listen [::1]:${options.tlsPort} ssl http2`],
    ['listen 80;', `listen 127.0.0.1:${options.httpPort};`],
    ['listen [::]:80;', `listen [::1]:${options.httpPort};`],
    ['listen 80 default_server;', `listen 127.0.0.1:${options.httpPort} default_server;`],
    ['listen [::]:80 default_server;', `listen [::1]:${options.httpPort} default_server;`],
    // The site's name: the rehearsal's clients ask for it by address.
    ['server_name www.example.com;', 'server_name 127.0.0.1 localhost;'],
    ['https://www.example.com$request_uri', `https://127.0.0.1:${options.tlsPort}$request_uri`],
    ['/var/www/acme', `${dir}/acme`],
    ['/etc/ssl/nexaweave/', `${dir}/`],
    ['/run/nginx.pid', `${dir}/nginx.pid`],
    ['/var/log/nginx/', `${dir}/`],
    ['/var/lib/nginx/', `${dir}/`],
  ];
  for (const [from, to] of replacements) {
    if (!options.configText && !text.includes(from)) throw new Error(`deploy/nginx.conf no longer contains "${from}"`);
    text = text.replaceAll(from, to);
  }
  return text;
}

/** A self-signed certificate for 127.0.0.1 and localhost, valid for a day. */
function makeCertificate(dir: string): string {
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,IP:::1,DNS:localhost',
      '-keyout',
      join(dir, 'privkey.pem'),
      '-out',
      join(dir, 'fullchain.pem'),
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl failed: ${made.stderr}`);
  return readFileSync(join(dir, 'fullchain.pem'), 'utf8');
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  const binary = nginxBinary();
  if (!binary) throw new Error(nginxMissing());
  const dir = mkdtempSync(join(tmpdir(), 'nexaweave-nginx-'));
  // The worker processes (www-data when nginx starts as root) create and use their
  // temporary folders in here.
  chmodSync(dir, 0o755);
  const certificate = makeCertificate(dir);
  const configFile = join(dir, 'nginx.conf');
  writeFileSync(configFile, renderConfig(options, dir, options.releasesDir ?? singleRelease(options, dir)));

  // Debian's prefix is kept (its module files are found from it); every path of the config is absolute.
  const check = spawnSync(binary, ['-t', '-q', '-e', join(dir, 'error.log'), '-c', configFile], { encoding: 'utf8' });
  if (check.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`nginx -t refused the config: ${check.stderr}`);
  }
  const child: ChildProcess = spawn(binary, ['-e', join(dir, 'error.log'), '-c', configFile, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  let running = true;
  const exited = new Promise<void>((done) =>
    child.once('exit', () => {
      running = false;
      done();
    }),
  );
  const stop = async () => {
    if (running) {
      child.kill('SIGQUIT'); // Graceful: workers finish their requests.
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 15_000;
  while (!(await portOpen(options.tlsPort))) {
    if (!running || Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not start: ${stderr}`);
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  const stopNow = () => {
    if (running) child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  const read = (name: string) => {
    const path = join(dir, name);
    return existsSync(path) ? readFileSync(path, 'utf8') : '';
  };
  return {
    origin: `https://127.0.0.1:${options.tlsPort}`,
    certificate,
    dir,
    accessLog: () => read('access.log'),
    errorLog: () => read('error.log'),
    reload: () => {
      if (running) child.kill('SIGHUP');
    },
    stop,
    stopNow,
  };
}
