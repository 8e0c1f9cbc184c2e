/**
 * Prometheus metrics (prom-client, text format) for the people who run the site,
 * on a listener of their own (METRICS_PORT, bound to METRICS_HOST: loopback unless
 * an operator opens it), never on the public site's port. Off when METRICS_PORT is unset.
 *
 * Every name starts with METRICS_PREFIX (`nexaweave_`), Node's process metrics too, so
 * that the site's series never mix with another exporter's on the same Prometheus.
 *
 * - `build_info{version,release,node_version}`: always 1; which code each replica
 *   runs (a release in progress shows two).
 * - `http_requests_total{method,route,status_code}` and
 *   `http_request_duration_seconds{method,route}`: per route of the API, the staff
 *   inbox and the health endpoints; every file of the built site counts as one route,
 *   `(static)`, and a request no route matched as `(not found)`, so that the number
 *   of series stays small whatever visitors ask for.
 * - `form_submissions_total{form,outcome}`: each answer of a form endpoint by what
 *   it meant (a honeypot submission is answered, and so counted, as accepted).
 * - `outbox_pending_messages`, `outbox_oldest_pending_age_seconds` and
 *   `outbox_failed_messages`: read from the database at each scrape, so every
 *   replica reports the shared outbox; `database_up` is 0 when that read failed.
 * - `database_pool_connections{state}` (PostgreSQL only): the pool's connections,
 *   `total`, `idle` and `waiting` (requests queued for one; the pool holds 10).
 * - Node's own process metrics (memory, CPU, event-loop delay), prom-client's defaults.
 * - The analytics endpoint's series (plugins/app/analytics.ts): real visitors' Core Web Vitals
 *   as histograms by route and device class, and its events by outcome. With BEACON_PORT
 *   they come from the beacon's worker thread (plugins/app/beacon-worker.ts), with its own
 *   `beacon_`-prefixed requests, event loop, heap and GC series beside this thread's.
 */
import { readFileSync, realpathSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { forms } from '../../../app/forms/index.ts';
import type { Config } from '../../config.ts';
import { HEALTH_PATH, READINESS_PATH } from '../app/health.ts';

export const METRICS_PATH = '/metrics';
/** The first part of every metric's name. */
export const METRICS_PREFIX = 'nexaweave_';

const ROOT = resolve(import.meta.dirname, '../../..');
/** What build_info says about the code this process runs. */
function buildLabels() {
  const { version } = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as { version: string };
  // The release folder's name (docs/operations.md: /srv/nexaweave → /srv/nexaweave-releases/<name>).
  let release = basename(ROOT);
  try {
    release = basename(realpathSync(ROOT));
  } catch {
    // The folder's own name will do.
  }
  return { version, release, node_version: process.version };
}

const FORM_BY_ENDPOINT = new Map(Object.values(forms).map((form) => [form.endpoint, form.id]));

/** Routes reported by their own path; the built site's files are many and alike. */
const NAMED_ROUTE = /^\/(?:webAPI\/|admin(?:\/|$))/;

function routeLabel(url: string | undefined): string {
  if (url === undefined) return '(not found)';
  if (NAMED_ROUTE.test(url) || url === HEALTH_PATH || url === READINESS_PATH) return url;
  return '(static)';
}

/** What a form endpoint's status code tells about the submission. */
export function submissionOutcome(status: number): string {
  if (status === 201) return 'accepted';
  if (status === 422) return 'invalid';
  if (status === 429) return 'rate_limited';
  if (status === 403) return 'forbidden';
  // A duplicate of a submission still in flight (the same Idempotency-Key).
  if (status === 409) return 'in_progress';
  if (status === 413 || status === 415 || status === 400) return 'rejected';
  if (status === 503) return 'unavailable';
  if (status >= 500) return 'error';
  return `other_${status}`;
}

export interface MetricsControl {
  /** The metrics listener's address (its port when METRICS_PORT was 0). */
  address(): AddressInfo | undefined;
  /** Where other plugins register their own series (the analytics endpoint's); undefined when metrics are off. */
  registry: Registry | undefined;
  /** The prefixed name of a metric. */
  name(base: string): string;
  /**
   * Series collected elsewhere (the beacon's worker thread, with a registry of its own),
   * as Prometheus text appended to each scrape; a source that fails is left out of it.
   */
  addSource(source: () => Promise<string>): void;
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    if (config.metricsPort === undefined) {
      app.decorate('metrics', {
        address: () => undefined,
        registry: undefined,
        name: (base) => `${METRICS_PREFIX}${base}`,
        addSource: () => undefined,
      } satisfies MetricsControl);
      return;
    }
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: METRICS_PREFIX });
    const name = (base: string) => `${METRICS_PREFIX}${base}`;

    new Gauge({
      name: name('build_info'),
      help: 'Always 1; its labels name the code this replica runs.',
      labelNames: ['version', 'release', 'node_version'] as const,
      registers: [registry],
    }).set(buildLabels(), 1);

    const requests = new Counter({
      name: name('http_requests_total'),
      help: 'HTTP requests answered, by method, route and status code.',
      labelNames: ['method', 'route', 'status_code'] as const,
      registers: [registry],
    });
    const duration = new Histogram({
      name: name('http_request_duration_seconds'),
      help: 'Time from receiving a request to sending the last byte of its answer, by method and route.',
      labelNames: ['method', 'route'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const submissions = new Counter({
      name: name('form_submissions_total'),
      help: 'Form submissions answered, by form and outcome.',
      labelNames: ['form', 'outcome'] as const,
      registers: [registry],
    });

    const outboxState = { pending: 0, oldestAgeSeconds: 0, failed: 0, up: 1 };
    let refreshing: Promise<void> | undefined;
    // One database read per scrape serves the four gauges below.
    const refreshOutbox = () =>
      (refreshing ??= (async () => {
        try {
          const result = await app.database.db.execute(sql`
            select count(*) filter (where status = 'pending') as pending,
                   coalesce(extract(epoch from now() - min(created_at) filter (where status = 'pending')), 0) as oldest,
                   count(*) filter (where status = 'failed') as failed
            from outbox`);
          const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
          outboxState.pending = Number(row['pending'] ?? 0);
          outboxState.oldestAgeSeconds = Number(row['oldest'] ?? 0);
          outboxState.failed = Number(row['failed'] ?? 0);
          outboxState.up = 1;
        } catch {
          outboxState.up = 0;
        } finally {
          refreshing = undefined;
        }
      })());
    new Gauge({
      name: name('outbox_pending_messages'),
      help: 'E-mails waiting in the outbox (all replicas share it).',
      registers: [registry],
      async collect() {
        await refreshOutbox();
        this.set(outboxState.pending);
      },
    });
    new Gauge({
      name: name('outbox_oldest_pending_age_seconds'),
      help: 'Age of the oldest e-mail waiting in the outbox; 0 when none waits.',
      registers: [registry],
      async collect() {
        await refreshOutbox();
        this.set(outboxState.oldestAgeSeconds);
      },
    });
    new Gauge({
      name: name('outbox_failed_messages'),
      help: 'E-mails given up after every attempt failed (until the retention job deletes them).',
      registers: [registry],
      async collect() {
        await refreshOutbox();
        this.set(outboxState.failed);
      },
    });
    new Gauge({
      name: name('database_up'),
      help: '1 when the last scrape could read the database, else 0.',
      registers: [registry],
      async collect() {
        await refreshOutbox();
        this.set(outboxState.up);
      },
    });

    new Gauge({
      name: name('database_pool_connections'),
      help: 'Connections of the PostgreSQL pool: total, idle, and waiting (requests queued for a connection).',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        // The PostgreSQL pool behind Drizzle (its $client); PGlite has none, and no series.
        const pool = (app.database.db as unknown as { $client?: unknown }).$client;
        if (!(pool instanceof pg.Pool)) return;
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });

    app.addHook('onResponse', async (request, reply) => {
      const route = routeLabel(request.routeOptions.url);
      const status = reply.statusCode;
      requests.inc({ method: request.method, route, status_code: status });
      duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
      const form = request.method === 'POST' ? FORM_BY_ENDPOINT.get(request.routeOptions.url ?? '') : undefined;
      if (form) submissions.inc({ form, outcome: submissionOutcome(status) });
    });

    const sources: (() => Promise<string>)[] = [];
    const server: Server = createServer((request, response) => {
      const path = (request.url ?? '').split('?', 1)[0];
      if (request.method !== 'GET' || path !== METRICS_PATH) {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
        return;
      }
      Promise.all([registry.metrics(), ...sources.map((source) => source().catch(() => ''))]).then(
        ([text, ...more]) =>
          response
            .writeHead(200, { 'content-type': registry.contentType })
            .end([text, ...more.filter(Boolean)].join('\n')),
        (error: unknown) => {
          app.log.error(error, 'metrics: could not collect');
          response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Collection failed\n');
        },
      );
    });

    app.addHook('onReady', async () => {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(config.metricsPort, config.metricsHost, () => {
          server.off('error', reject);
          resolve();
        });
      });
      const { address, port } = server.address() as AddressInfo;
      app.log.info({ address, port }, `metrics: on at http://${address}:${port}${METRICS_PATH}`);
    });
    app.addHook('onClose', async () => {
      if (!server.listening) return;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });

    app.decorate('metrics', {
      address: () => (server.listening ? (server.address() as AddressInfo) : undefined),
      registry,
      name,
      addSource: (source) => sources.push(source),
    } satisfies MetricsControl);
  },
  { name: 'metrics' },
);

declare module 'fastify' {
  interface FastifyInstance {
    metrics: MetricsControl;
  }
}
