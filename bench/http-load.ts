/**
 * HTTP load with autocannon, bounded by request count, against servers this script
 * starts on free loopback ports and stops at the end:
 *
 * - the Fastify server (`server/server.ts`, its own temporary PGlite database, the
 *   rate limit out of the way): GET /, GET a hashed asset from /assets/, and POST a
 *   valid contact enquiry (multipart, with the XSRF-TOKEN cookie from GET /webAPI/csrf
 *   and the matching X-XSRF-TOKEN header);
 * - when nginx is installed, nginx serving the same build/client/ with the same precompressed
 *   files (gzip_static, and brotli_static when Debian's module is installed), one
 *   worker process like the one Node process: GET / and the same asset, and the ratio.
 *
 * Every GET sends `Accept-Encoding: br, gzip` as browsers do. Each measurement is
 * preceded by a short unreported warm-up. Requests per second are the completed
 * requests divided by the run's duration; latency percentiles are autocannon's.
 *
 * Run alone: node bench/http-load.ts   (HTTP_REQUESTS, HTTP_CONNECTIONS to change the load)
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  envInteger,
  fixed,
  nginxPath,
  runAlone,
  snapshotDist,
  startNginx,
  startSiteServer,
  table,
  text,
  type Block,
  type Report,
  type Snapshot,
} from './lib.ts';

const ACCEPT_ENCODING = 'br, gzip';
const USER_AGENT = 'nexaweave-bench/1.0';

export interface LoadFigures {
  requests: number;
  statuses: string;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
  /** Bytes read per response, headers included. */
  bytesPerResponse: number;
}

interface LoadOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: Buffer;
}

async function fire(
  url: string,
  amount: number,
  connections: number,
  options: LoadOptions,
): Promise<autocannon.Result> {
  return autocannon({
    url,
    amount,
    connections,
    method: options.method ?? 'GET',
    headers: { 'user-agent': USER_AGENT, ...options.headers },
    ...(options.body ? { body: options.body } : {}),
    timeout: 30,
    // autocannon notices the end of a request-bounded run only when it takes a sample:
    // with its default of one per second, a run's duration (and so req/s) is rounded up
    // to whole seconds. Every 10 ms keeps it within 10 ms of the last response.
    sampleInt: 10,
  });
}

export async function measure(
  url: string,
  amount: number,
  connections: number,
  options: LoadOptions = {},
): Promise<LoadFigures> {
  await fire(url, Math.min(500, amount), Math.min(10, connections), options);
  const result = await fire(url, amount, connections, options);
  const completed = result.requests.total;
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, stat]) => `${code}×${stat.count ?? 0}`)
    .join(' ');
  return {
    requests: completed,
    statuses: statuses || 'none',
    errors: result.errors,
    rps: result.duration > 0 ? completed / result.duration : Number.NaN,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytesPerResponse: completed > 0 ? result.throughput.total / completed : Number.NaN,
  };
}

/** The largest stylesheet the home page links from /assets/ (hashed, on every page). */
export function pickAsset(distDir: string): string {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const assets = [...html.matchAll(/["'](\/assets\/[^"']+\.(?:css|js))["']/g)].map((m) => m[1] ?? '');
  const unique = [...new Set(assets)].filter(Boolean);
  if (unique.length === 0) throw new Error('The home page references no file in /assets/');
  const size = (path: string) => statSync(join(distDir, path)).size;
  const css = unique.filter((path) => path.endsWith('.css'));
  return (css.length > 0 ? css : unique).reduce((best, path) => (size(path) > size(best) ? path : best));
}

/** A valid contact enquiry as a browser's FormData sends it, or why there is none. */
async function contactSubmission(): Promise<
  { endpoint: string; body: Buffer; contentType: string } | { skipped: string }
> {
  try {
    const { forms } = await import('../app/forms/index.ts');
    const { VALID } = await import('../tests/support/submissions.ts');
    const data = new FormData();
    for (const [name, value] of Object.entries(VALID.contact)) data.append(name, value);
    const request = new Request('http://localhost/', { method: 'POST', body: data });
    return {
      endpoint: forms.contact.endpoint,
      body: Buffer.from(await request.arrayBuffer()),
      contentType: request.headers.get('content-type') ?? '',
    };
  } catch (error) {
    return {
      skipped: `skipped: endpoint not built (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`,
    };
  }
}

async function xsrfToken(origin: string): Promise<string | undefined> {
  const response = await fetch(`${origin}/webAPI/csrf`, { headers: { 'user-agent': USER_AGENT } });
  await response.arrayBuffer();
  for (const cookie of response.headers.getSetCookie()) {
    const match = /^XSRF-TOKEN=([^;]*)/.exec(cookie);
    if (match?.[1]) return match[1];
  }
  return undefined;
}

async function encodingOf(url: string): Promise<string> {
  const response = await fetch(url, { headers: { 'accept-encoding': ACCEPT_ENCODING, 'user-agent': USER_AGENT } });
  await response.arrayBuffer();
  return `${response.status} ${response.headers.get('content-encoding') ?? 'identity'}`;
}

interface Row {
  server: string;
  target: string;
  figures?: LoadFigures;
  note?: string;
}

const HEADERS = ['Server', 'Request', 'Completed', 'Statuses', 'Errors', 'Req/s', 'p50 ms', 'p99 ms', 'Bytes/resp'];

function rowCells(row: Row): string[] {
  const f = row.figures;
  if (!f) return [row.server, row.target, row.note ?? 'skipped', '', '', '', '', '', ''];
  return [
    row.server,
    row.target,
    String(f.requests),
    f.statuses,
    String(f.errors),
    fixed(f.rps, 0),
    fixed(f.p50, 0),
    fixed(f.p99, 0),
    fixed(f.bytesPerResponse, 0),
  ];
}

export async function run(snapshot?: Snapshot): Promise<Report> {
  const from = snapshot ?? (await snapshotDist());
  const amount = envInteger('HTTP_REQUESTS', 5000);
  const connections = envInteger('HTTP_CONNECTIONS', 50);
  const asset = pickAsset(from.dir);
  const rows: Row[] = [];
  const notes: string[] = [];
  const blocks: Block[] = [];
  const say = (row: Row) => {
    rows.push(row);
    console.log(
      `http-load: ${row.server} ${row.target}: ${row.figures ? `${fixed(row.figures.rps, 0)} req/s, p99 ${row.figures.p99} ms` : row.note}`,
    );
  };

  // Fastify: the rate limit is raised so that the submissions measure the endpoint, not 429s.
  const fastify = await startSiteServer({ distDir: from.dir, env: { RATE_LIMIT_PER_MINUTE: '1000000000' } });
  try {
    const getHeaders = { 'accept-encoding': ACCEPT_ENCODING };
    notes.push(
      `Fastify answers: / → ${await encodingOf(`${fastify.origin}/`)}, ${asset} → ${await encodingOf(`${fastify.origin}${asset}`)}.`,
    );
    say({
      server: 'Fastify',
      target: 'GET /',
      figures: await measure(`${fastify.origin}/`, amount, connections, { headers: getHeaders }),
    });
    say({
      server: 'Fastify',
      target: `GET ${asset}`,
      figures: await measure(`${fastify.origin}${asset}`, amount, connections, { headers: getHeaders }),
    });

    const submission = await contactSubmission();
    if ('skipped' in submission) {
      say({ server: 'Fastify', target: 'POST contact', note: submission.skipped });
    } else {
      const target = `POST ${submission.endpoint}`;
      const token = await xsrfToken(fastify.origin);
      const headers = {
        'content-type': submission.contentType,
        ...(token ? { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token } : {}),
      };
      const probe = await fetch(`${fastify.origin}${submission.endpoint}`, {
        method: 'POST',
        headers: { ...headers, 'user-agent': USER_AGENT },
        body: new Uint8Array(submission.body),
      });
      const probeBody = await probe.text();
      if (probe.status === 404) {
        say({ server: 'Fastify', target, note: 'skipped: endpoint not built' });
      } else if (probe.status !== 201) {
        say({
          server: 'Fastify',
          target,
          note: `skipped: a valid submission was answered ${probe.status} ${probeBody.slice(0, 160)}`,
        });
      } else {
        say({
          server: 'Fastify',
          target,
          figures: await measure(`${fastify.origin}${submission.endpoint}`, amount, connections, {
            method: 'POST',
            headers,
            body: submission.body,
          }),
        });
        notes.push(
          'Each submission is a valid contact enquiry (multipart/form-data, ' +
            `${submission.body.length} bytes) stored in the server's embedded PGlite database (a temporary DATA_DIR), one row per 201.`,
        );
      }
    }
  } finally {
    await fastify.stop();
  }

  const nginxRows: Row[] = [];
  if (!nginxPath()) {
    notes.push('nginx is not installed (`apt-get install nginx libnginx-mod-http-brotli-static`): no comparison.');
  } else {
    const nginx = await startNginx(from.dir);
    try {
      const getHeaders = { 'accept-encoding': ACCEPT_ENCODING };
      notes.push(
        `${nginx.version}, one worker process, gzip_static on${nginx.brotli ? ', brotli_static on' : ' (no brotli module: gzip only)'}, ` +
          `try_files $uri $uri/index.html =404. nginx answers: / → ${await encodingOf(`${nginx.origin}/`)}, ${asset} → ${await encodingOf(`${nginx.origin}${asset}`)}. ` +
          'nginx sends no security headers, so its responses are a little smaller.',
      );
      for (const [target, path] of [
        ['GET /', '/'],
        [`GET ${asset}`, asset],
      ] as const) {
        const row = {
          server: 'nginx',
          target,
          figures: await measure(`${nginx.origin}${path}`, amount, connections, { headers: getHeaders }),
        };
        say(row);
        nginxRows.push(row);
      }
    } finally {
      await nginx.stop();
    }
  }

  blocks.push(
    text(
      `autocannon, ${amount} requests per row over ${connections} connections (after a warm-up of ${Math.min(500, amount)}), ` +
        'client and server on the same machine over 127.0.0.1. Req/s = completed requests / duration (to within 10 ms). ' +
        'Bytes/resp counts what the client read per response, headers included.',
    ),
    table(HEADERS, rows.map(rowCells), { right: [2, 4, 5, 6, 7, 8] }),
  );
  if (nginxRows.length > 0) {
    const ratioRows = nginxRows.map((nginxRow) => {
      const fastifyRow = rows.find((row) => row.server === 'Fastify' && row.target === nginxRow.target);
      const f = fastifyRow?.figures;
      const n = nginxRow.figures;
      return [
        nginxRow.target,
        f ? fixed(f.rps, 0) : 'n/a',
        n ? fixed(n.rps, 0) : 'n/a',
        f && n ? fixed(f.rps / n.rps, 2) : 'n/a',
        f ? fixed(f.p99, 0) : 'n/a',
        n ? fixed(n.p99, 0) : 'n/a',
      ];
    });
    blocks.push(
      table(['Request', 'Fastify req/s', 'nginx req/s', 'Fastify/nginx', 'Fastify p99 ms', 'nginx p99 ms'], ratioRows, {
        title: 'Fastify against nginx (same build/client/, same precompressed files)',
        right: [1, 2, 3, 4, 5],
      }),
    );
  }
  blocks.push(text(notes.join('\n')), ...(snapshot ? [] : from.notes.map(text)));
  return { title: 'HTTP load', blocks };
}

if (import.meta.main) await runAlone(() => run());
