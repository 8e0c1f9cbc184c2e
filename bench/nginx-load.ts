/**
 * `npm run bench:http`: the production set-up of docs/deploy.md under load, measured
 * with autocannon on one machine, every process started here and stopped at the end.
 *
 * 1. Static files through deploy/nginx.conf (the shipped config: TLS, each page's CSP
 *    from the generated map, security headers, the access log) against nginx serving
 *    the same files with a bare config (TLS with the same certificate, the same
 *    precompressed files, nothing else): GET / and the largest hashed stylesheet. The
 *    target is a ratio of at least 0.9.
 * 2. Contact-form POSTs (multipart, valid, with the CSRF cookie and header) through
 *    nginx to two replicas on a throw-away PostgreSQL, against one replica reached
 *    directly on its embedded PGlite. The rate limit stays on (every request runs its
 *    counting) at a ceiling no run reaches. A request is lost when it got no 201 or
 *    its 201 left no row (counted in PostgreSQL).
 *
 * BENCH_STATIC_REQUESTS (per round, default 3000), BENCH_POST_REQUESTS (2000), BENCH_CONNECTIONS (50).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { writeNginxCspMap } from '../scripts/nginx-csp-map.ts';
import { startThrowawayPostgres } from '../scripts/with-postgres.ts';
import { NONCE_MARK, submissionBody } from '../tests/faults/client.ts';
import { cleanUp, onCleanUp } from '../tests/support/lib.ts';
import { nginxMissing, SHIPPED_CONFIG, startNginx, type RunningNginx } from '../tests/production/nginx.ts';
import { Client } from '../tests/production/client.ts';
import { startReplica } from '../tests/production/replica.ts';
import { measure, pickAsset, type LoadFigures } from './http-load.ts';
import { envInteger, fixed, ROOT, runAlone, table, text, type Report } from './lib.ts';

const ACCEPT = { 'accept-encoding': 'br, gzip', 'user-agent': 'nexaweave-bench/1.0' };
/** High enough that no run is refused, so every request still counts against it. */
const RATE_LIMIT = '1000000000';
/** Alternating rounds per static row. */
const STATIC_ROUNDS = 3;
const PORTS = { shipped: 8443, shippedHttp: 4513, bare: 4516, replicas: [4511, 4512] as const };

/** nginx with nothing but the files: the same TLS, precompressed variants and clean URLs. */
const BARE_CONFIG = `
user www-data;
worker_processes auto;
pid /run/nginx.pid;
error_log /var/log/nginx/error.log warn;
include /etc/nginx/modules-enabled/*.conf;
events { worker_connections 4096; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    tcp_nopush on;
    access_log off;
    client_body_temp_path /var/lib/nginx/body;
    proxy_temp_path /var/lib/nginx/proxy;
    fastcgi_temp_path /var/lib/nginx/fastcgi;
    uwsgi_temp_path /var/lib/nginx/uwsgi;
    scgi_temp_path /var/lib/nginx/scgi;
    gzip_static on;
    brotli_static on;
    server {
        listen 443 ssl http2;
        ssl_certificate /etc/ssl/nexaweave/fullchain.pem;
        ssl_certificate_key /etc/ssl/nexaweave/privkey.pem;
        root /srv/nexaweave/build/client;
        location / { try_files $uri $uri/index.html =404; }
    }
}
`;

interface Row {
  what: string;
  setup: string;
  figures: LoadFigures;
  lost?: number;
}

/** The XSRF token of a session, over HTTPS that trusts the throw-away certificate when given. */
async function xsrf(origin: string, certificate?: string): Promise<string> {
  const visitor = new Client('127.0.0.1', origin, certificate ?? '');
  try {
    return await visitor.session();
  } finally {
    visitor.close();
  }
}

async function postLoad(
  url: string,
  origin: string,
  token: string,
  nonce: string,
  amount: number,
  connections: number,
) {
  const body = submissionBody('contact', nonce);
  return measure(url, amount, connections, {
    method: 'POST',
    headers: {
      'content-type': body.contentType,
      cookie: `XSRF-TOKEN=${token}`,
      'x-xsrf-token': token,
      origin,
      'user-agent': 'nexaweave-bench/1.0',
    },
    body: body.data,
  });
}

const accepted = (figures: LoadFigures) => Number(/201×(\d+)/.exec(figures.statuses)?.[1] ?? 0);

async function main(): Promise<Report> {
  const missing = nginxMissing();
  if (missing) throw new Error(missing);
  const clientDir = join(ROOT, 'build', 'client');
  if (!existsSync(join(clientDir, 'index.html'))) throw new Error('build/client is missing: npm run build');
  const mapDir = mkdtempSync(join(tmpdir(), 'bench-csp-map-'));
  onCleanUp(() => rmSync(mapDir, { recursive: true, force: true }));
  const { file: cspMap } = writeNginxCspMap(clientDir, join(mapDir, 'nginx-csp.map'));
  const staticAmount = envInteger('BENCH_STATIC_REQUESTS', 3000);
  const postAmount = envInteger('BENCH_POST_REQUESTS', 2000);
  const connections = envInteger('BENCH_CONNECTIONS', 50);
  const asset = pickAsset(clientDir);
  const rows: Row[] = [];
  const say = (row: Row) => {
    rows.push(row);
    console.log(
      `bench:http: ${row.what} (${row.setup}): ${fixed(row.figures.rps, 0)} req/s, p99 ${row.figures.p99} ms, ${row.figures.statuses}`,
    );
  };

  // 1. Static files: the shipped config against a bare one, one after the other.
  const nginxOptions = { clientDir, cspMap, upstreamPorts: [...PORTS.replicas] as [number, number] };
  const configs: [string, RunningNginx][] = [];
  for (const [name, tlsPort, httpPort, configText] of [
    ['deploy/nginx.conf', PORTS.shipped, PORTS.shippedHttp, undefined],
    ['bare config', PORTS.bare, PORTS.bare, BARE_CONFIG],
  ] as const) {
    const nginx = await startNginx({ ...nginxOptions, tlsPort, httpPort, ...(configText ? { configText } : {}) });
    onCleanUp(
      () => nginx.stopNow(),
      () => nginx.stop(),
    );
    configs.push([name, nginx]);
  }
  // The machine is shared and noisy: the two configs take turns, in alternating order,
  // and each row keeps its median round.
  for (const [target, path] of [
    ['GET /', '/'],
    [`GET ${asset}`, asset],
  ] as const) {
    const rounds = new Map<string, LoadFigures[]>();
    for (let round = 0; round < STATIC_ROUNDS; round += 1) {
      const order = round % 2 === 0 ? configs : [...configs].reverse();
      for (const [name, nginx] of order) {
        const figures = await measure(`${nginx.origin}${path}`, staticAmount, connections, { headers: ACCEPT });
        rounds.set(name, [...(rounds.get(name) ?? []), figures]);
      }
    }
    for (const [name] of configs) {
      const sorted = [...(rounds.get(name) ?? [])].sort((a, b) => a.rps - b.rps);
      const middle = sorted[Math.floor(sorted.length / 2)];
      if (middle) say({ what: target, setup: `nginx, ${name}`, figures: middle });
    }
  }
  const bareNginx = configs[1]?.[1];
  if (bareNginx) await bareNginx.stop();

  // 2. Contact POSTs: through nginx to two replicas on PostgreSQL ...
  const postgres = await startThrowawayPostgres();
  onCleanUp(() => postgres.stop());
  const csrfSecret = randomBytes(32).toString('hex');
  const logDir = mkdtempSync(join(tmpdir(), 'bench-replica-logs-'));
  onCleanUp(() => rmSync(logDir, { recursive: true, force: true }));
  const shipped = configs[0]?.[1];
  if (!shipped) throw new Error('nginx did not start');
  await Promise.all(
    PORTS.replicas.map((port, index) =>
      startReplica({
        name: `bench-${index}`,
        port,
        metricsPort: 0,
        logDir,
        env: {
          DATABASE_URL: postgres.url,
          CSRF_SECRET: csrfSecret,
          TRUST_PROXY: '127.0.0.1',
          SITE_URL: shipped.origin,
          RATE_LIMIT_PER_MINUTE: RATE_LIMIT,
        },
      }),
    ),
  );
  const db = new pg.Client({ connectionString: postgres.url });
  await db.connect();
  onCleanUp(
    () => undefined,
    () => db.end(),
  );
  const nonce = `bench-${randomBytes(4).toString('hex')}`;
  const token = await xsrf(shipped.origin, shipped.certificate);
  // The token is valid on both replicas (one CSRF_SECRET).
  const viaNginx = await postLoad(
    `${shipped.origin}/webAPI/contact_insert.php`,
    shipped.origin,
    token,
    nonce,
    postAmount,
    connections,
  );
  const stored = Number(
    (
      await db.query(`select count(*)::int as n from contact_enquiries where message like $1`, [
        `%${NONCE_MARK}${nonce}%`,
      ])
    ).rows[0]?.n,
  );
  // Measured requests plus the warm-up's, all with the same nonce.
  const sent201 = accepted(viaNginx) + Math.min(500, postAmount);
  say({
    what: 'POST contact',
    setup: 'nginx → 2 replicas, PostgreSQL',
    figures: viaNginx,
    lost: viaNginx.requests - accepted(viaNginx) + Math.abs(stored - sent201),
  });

  // ... against one replica, directly, on PGlite.
  const direct = await startReplica({
    name: 'bench-pglite',
    port: 4514,
    metricsPort: 0,
    logDir,
    env: { CSRF_SECRET: csrfSecret, RATE_LIMIT_PER_MINUTE: RATE_LIMIT },
  });
  const directToken = await xsrf(direct.origin);
  const viaDirect = await postLoad(
    `${direct.origin}/webAPI/contact_insert.php`,
    direct.origin,
    directToken,
    nonce,
    postAmount,
    connections,
  );
  say({
    what: 'POST contact',
    setup: '1 replica direct, PGlite',
    figures: viaDirect,
    lost: viaDirect.requests - accepted(viaDirect),
  });

  const headers = ['Request', 'Set-up', 'Completed', 'Statuses', 'Req/s', 'p50 ms', 'p99 ms', 'Lost'];
  const cells = rows.map((row) => [
    row.what,
    row.setup,
    String(row.figures.requests),
    row.figures.statuses,
    fixed(row.figures.rps, 0),
    fixed(row.figures.p50, 0),
    fixed(row.figures.p99, 0),
    row.lost === undefined ? '' : String(row.lost),
  ]);
  const ratio = (what: string) => {
    const [shippedRow, bareRow] = rows.filter((row) => row.what === what);
    return shippedRow && bareRow ? fixed(shippedRow.figures.rps / bareRow.figures.rps, 2) : 'n/a';
  };
  const postRatio = rows.filter((row) => row.what === 'POST contact');
  const version = readFileSync(SHIPPED_CONFIG, 'utf8').includes('worker_processes auto') ? 'worker_processes auto' : '';
  return {
    title: 'Production set-up under load (npm run bench:http)',
    blocks: [
      text(
        `autocannon, ${connections} connections, keep-alive, over TLS to nginx (${version}) on 127.0.0.1; ` +
          `${STATIC_ROUNDS} alternating rounds of ${staticAmount} requests per static row (the median round shown), ${postAmount} per POST row, each after a warm-up. ` +
          `Rate limit RATE_LIMIT_PER_MINUTE=${RATE_LIMIT} (on, never reached: every POST runs its counting).`,
      ),
      table(headers, cells, { right: [2, 4, 5, 6, 7] }),
      text(
        `Shipped config / bare config: GET / ${ratio('GET /')}, GET ${asset} ${ratio(`GET ${asset}`)} (target ≥ 0.9). ` +
          `POST through nginx to 2 replicas on PostgreSQL / 1 replica direct on PGlite: ` +
          `${postRatio[0] && postRatio[1] ? fixed(postRatio[0].figures.rps / postRatio[1].figures.rps, 2) : 'n/a'}.`,
      ),
    ],
  };
}

// Ctrl-C or SIGTERM: bench/lib.ts exits, and the processes started here go with it.

await runAlone(async () => {
  try {
    return await main();
  } finally {
    await cleanUp();
  }
});
