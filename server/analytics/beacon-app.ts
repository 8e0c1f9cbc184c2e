/**
 * The analytics beacon's own HTTP app (BEACON_PORT), run in a worker thread of the server
 * (beacon-thread.ts): `POST /webAPI/event` and nothing else the public reaches.
 *
 * It is the site's analytics plugin (plugins/app/analytics.ts: validation, bots, the
 * per-client limit, the daily-salted visitor hash, the batches) with the plugins that
 * route needs, as the site's app registers them: the request id, the API's error bodies,
 * the closing 503, the security headers (worked out once: fixedSecurityHeaders), the origin check of csrf.ts and the pages of the
 * build being served (static-site.ts's SiteFiles). Only the transport differs from the
 * site's own port, and what the worker gains: its allocations and garbage collection
 * are in its own heap and its requests on its own event loop, so a burst of page views
 * never holds a form or a page on the site's thread (docs/performance.md).
 *
 * The database is PostgreSQL on a pool of its own (BEACON_POOL_SIZE connections): one
 * batch INSERT at a time and the day's salt need no more. The site's thread has migrated
 * the database before it starts this one, so nothing here migrates.
 *
 * Its metrics are a registry of its own, scraped by the site's thread through the worker's
 * port (beacon-thread.ts) and appended to /metrics: the analytics series under their usual
 * names, and the worker's requests, event loop, heap and GC prefixed `nexaweave_beacon_`.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import analytics from '../plugins/app/analytics.ts';
import csrf from '../plugins/app/csrf.ts';
import errorHandler from '../plugins/app/error-handler.ts';
import requestId from '../plugins/app/request-id.ts';
import { METRICS_PREFIX, type MetricsControl } from '../plugins/external/metrics.ts';
import { fixedSecurityHeaders } from '../plugins/external/security-headers.ts';
import { SiteFiles } from '../plugins/external/static-site.ts';
import { answer503WhileClosing, fastifyOptions } from '../server-options.ts';

/** Connections of the beacon's own pool: a batch INSERT at a time, and the day's salt once a day. */
const BEACON_POOL_SIZE = 2;

/** The worker's own series are named `nexaweave_beacon_…`, apart from the site thread's. */
const BEACON_METRICS_PREFIX = `${METRICS_PREFIX}beacon_`;

/** The database, on a pool of the beacon's own. */
const database = fp<{ config: Config }>(
  async (app, { config }) => {
    if (!config.databaseUrl) throw new Error('The beacon listener needs DATABASE_URL (config.ts refuses it without).');
    const opened = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onConnectionError: (error) =>
        app.log.warn({ err: error.message }, 'beacon: database connection lost; it will be reopened'),
      pool: { max: BEACON_POOL_SIZE, applicationName: 'nexaweave-beacon' },
    });
    app.decorate('database', opened);
    app.addHook('onClose', async () => {
      await opened.close();
    });
  },
  { name: 'database' },
);

/** The registry the analytics plugin registers its series in, and the worker's own. */
const metrics = fp<{ registry: Registry }>(
  async (app, { registry }) => {
    collectDefaultMetrics({ register: registry, prefix: BEACON_METRICS_PREFIX });
    const requests = new Counter({
      name: `${BEACON_METRICS_PREFIX}http_requests_total`,
      help: "HTTP requests the beacon's listener answered, by status code.",
      labelNames: ['status_code'] as const,
      registers: [registry],
    });
    const duration = new Histogram({
      name: `${BEACON_METRICS_PREFIX}http_request_duration_seconds`,
      help: "Time from receiving a request to sending the last byte of its answer, on the beacon's listener.",
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
      registers: [registry],
    });
    app.addHook('onResponse', async (_request, reply) => {
      requests.inc({ status_code: reply.statusCode });
      duration.observe(reply.elapsedTime / 1000);
    });
    app.decorate('metrics', {
      address: () => undefined,
      registry,
      name: (base) => `${METRICS_PREFIX}${base}`,
      // Nothing is collected elsewhere for this thread.
      addSource: () => undefined,
    } satisfies MetricsControl);
  },
  { name: 'metrics' },
);

/** The pages of the build being served, as the site's thread sees them (a publish counts at once). */
const sitePages = fp<{ config: Config }>(
  async (app, { config }) => {
    const site = new SiteFiles(config.distDir, config.siteReleasesDir);
    app.decorate('sitePages', () => site.current().pages);
  },
  { name: 'site-pages' },
);

export async function buildBeaconApp(config: Config, registry: Registry): Promise<FastifyInstance> {
  const options = fastifyOptions(config);
  // Its log lines say which thread wrote them.
  const app = Fastify({ ...options, logger: options.logger && { ...options.logger, name: 'beacon' } });
  app.decorate('config', config);
  await app.register(requestId);
  await app.register(errorHandler);
  await app.register(metrics, { registry });
  answer503WhileClosing(app);
  await app.register(fixedSecurityHeaders, { config });
  await app.register(sitePages, { config });
  await app.register(database, { config });
  await app.register(csrf, { config });
  await app.register(analytics, { config });
  return app;
}
