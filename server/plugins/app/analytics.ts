/**
 * Visits and real visitors' speed, first-party and without cookies (docs/analytics.md):
 * `POST /webAPI/event` takes a page view or a page load's Core Web Vitals from the
 * site's own script (app/lib/analytics.ts), sent with navigator.sendBeacon.
 *
 * - **Answers.** 202 when the event is kept; 204 when it is not counted (a bot by the
 *   `isbot` list, a request without a user agent, a prefetch or prerender by its
 *   Sec-Purpose or Purpose header); 400 for a body that is not one event; 413 over
 *   EVENT_BODY_LIMIT; 415 for a type other than JSON or text/plain (what sendBeacon
 *   sends a string as); 429 over ANALYTICS_EVENTS_PER_MINUTE per client address.
 *   Never 5xx: nothing here waits for a write, and a database that cannot give the
 *   day's salt loses the page view (logged and counted), not the answer.
 * - **No cookie.** The answer sets none, and the route takes no CSRF token (csrf.ts
 *   still refuses posts from other sites by Origin and Sec-Fetch-Site).
 * - **Nothing that identifies a person is stored**: a page view keeps the daily-salted
 *   visitor hash (analytics/visitor.ts), never the address or the user agent.
 * - **Rate limit** per client address (an IPv6 address by its /64), counted in each
 *   replica's memory by @fastify/rate-limit: counting in the database, as the forms do,
 *   would cost a write per event, the very thing the batches avoid. nginx's own limit
 *   (deploy/nginx.conf) holds across replicas.
 * - **Writes** in batches (analytics/buffer.ts), flushed when the app closes.
 * - **Metrics**: each Core Web Vital as a histogram by route and device class, the
 *   events by outcome, the events dropped and those waiting to be written.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isbot } from 'isbot';
import { Counter, Gauge, Histogram } from 'prom-client';
import { ERROR_CODES } from '../../../app/forms/index.ts';
import { EventBuffer, type EventRow } from '../../analytics/buffer.ts';
import {
  EVENT_BODY_LIMIT,
  eventSchema,
  pageViewSource,
  routeOf,
  sitePages,
  vitalsOf,
  type EventBody,
} from '../../analytics/events.ts';
import { METRICS, type MetricName } from '../../analytics/histogram.ts';
import { DailySalt, visitorHash } from '../../analytics/visitor.ts';
import { addressKey } from '../../client-address.ts';
import type { Config } from '../../config.ts';
import { httpError } from '../../http-error.ts';
import { dayIn } from '../../submission-view.ts';

export const EVENT_PATH = '/webAPI/event';

export interface AnalyticsControl {
  /** Writes every event held now (tests, and anything that must read its own events back). */
  flush(): Promise<void>;
}

/** Prometheus buckets per metric (seconds; CLS unitless), with the good and poor thresholds among them. */
const PROMETHEUS_BUCKETS: Record<MetricName, number[]> = {
  LCP: [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 7.5, 10],
  INP: [0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 1],
  CLS: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
  FCP: [0.5, 1, 1.5, 1.8, 2.5, 3, 4, 6],
  TTFB: [0.1, 0.2, 0.4, 0.8, 1.2, 1.8, 3],
};

/** A request the browser made ahead of a visit that may never happen: a prefetch, or a prerendering page's. */
export function isPrefetch(request: FastifyRequest): boolean {
  const purpose = `${request.headers['sec-purpose'] ?? ''} ${request.headers['purpose'] ?? ''} ${request.headers['x-moz'] ?? ''}`;
  return /\b(prefetch|prerender|preview)\b/i.test(purpose);
}

/**
 * isbot's verdict by user agent, kept for up to BOT_CACHE_SIZE agents of ordinary length
 * (the oldest forgotten first): its list is one large regular expression, and the same
 * few browsers send most page views.
 */
const BOT_CACHE_SIZE = 2_000;
const botVerdicts = new Map<string, boolean>();
function isBotAgent(userAgent: string): boolean {
  const known = botVerdicts.get(userAgent);
  if (known !== undefined) return known;
  const verdict = isbot(userAgent);
  if (userAgent.length <= 512) {
    if (botVerdicts.size >= BOT_CACHE_SIZE) botVerdicts.delete(botVerdicts.keys().next().value as string);
    botVerdicts.set(userAgent, verdict);
  }
  return verdict;
}

/** The path as stored: without a trailing slash (but "/"). */
const normalPath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

function invalid(message: string): Error {
  return httpError(400, ERROR_CODES.malformed, message);
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const pages = sitePages(config.distDir);
    if (pages.size === 0) {
      app.log.warn(
        { distDir: config.distDir },
        'analytics: no built site, so every page view is recorded as "(not found)" (npm run build makes one)',
      );
    }
    const site = new URL(config.siteUrl).host;
    const salts = new DailySalt(() => app.database);
    const { registry, name } = app.metrics;
    const registers = registry ? [registry] : [];

    const outcomes = new Counter({
      name: name('analytics_events_total'),
      help: 'Analytics events answered, by outcome: accepted, ignored (bots, prefetches), invalid, too_large, rate_limited.',
      labelNames: ['outcome'] as const,
      registers,
    });
    const dropped = new Counter({
      name: name('analytics_events_dropped_total'),
      help: 'Accepted analytics events never stored: the buffer was full, or the day’s salt could not be read.',
      registers,
    });
    const vitals = Object.fromEntries(
      METRICS.map((metric) => [
        metric,
        new Histogram({
          name: name(`web_vitals_${metric.toLowerCase()}${metric === 'CLS' ? '' : '_seconds'}`),
          help: `Real visitors' ${metric} per page load, by route and device class (web-vitals).`,
          labelNames: ['route', 'device'] as const,
          buckets: PROMETHEUS_BUCKETS[metric],
          registers,
        }),
      ]),
    ) as Record<MetricName, Histogram<'route' | 'device'>>;

    const buffer = new EventBuffer(() => app.database.db, config.analytics, app.log, {
      onDrop: (count) => dropped.inc(count),
    });
    new Gauge({
      name: name('analytics_buffered_events'),
      help: 'Analytics events received and not yet written to the database.',
      registers,
      collect() {
        this.set(buffer.size);
      },
    });
    app.decorate('analytics', {
      async flush() {
        while (buffer.size > 0) await buffer.flush();
      },
    } satisfies AnalyticsControl);
    // preClose runs before the database plugin's onClose: the last batch is written while the pool is open.
    app.addHook('preClose', async () => {
      await buffer.close();
    });

    const STATUS_OUTCOME: Record<number, string> = {
      202: 'accepted',
      204: 'ignored',
      400: 'invalid',
      413: 'too_large',
      415: 'invalid',
      429: 'rate_limited',
    };

    async function rowOf(event: EventBody, request: FastifyRequest, userAgent: string): Promise<EventRow | undefined> {
      const route = routeOf(event, app.sitePages?.() ?? pages);
      if (route === undefined) throw invalid(`The route ${event.route} does not name the path ${event.path}.`);
      const receivedAt = config.clock();
      // The agency's day, as every report counts days (analytics/reports.ts).
      const day = dayIn(receivedAt, config.timeZone);
      const base = { receivedAt, day, path: normalPath(event.path), route, device: event.device };
      if (event.type === 'vitals') {
        const values = vitalsOf(event);
        for (const [metric, value] of Object.entries(values) as [MetricName, number][]) {
          vitals[metric].observe({ route, device: event.device }, metric === 'CLS' ? value : value / 1000);
        }
        return {
          ...base,
          kind: 'vitals',
          lcp: values.LCP ?? null,
          inp: values.INP ?? null,
          cls: values.CLS ?? null,
          fcp: values.FCP ?? null,
          ttfb: values.TTFB ?? null,
        };
      }
      let salt: Buffer;
      try {
        salt = await salts.saltFor(day);
      } catch (error) {
        request.log.warn({ err: error }, 'analytics: the day’s salt could not be read; the page view is not counted');
        dropped.inc();
        return undefined;
      }
      return {
        ...base,
        kind: 'pageview',
        visitor: visitorHash(salt, site, request.ip, userAgent),
        ...pageViewSource(event),
      };
    }

    await app.register(async (scope) => {
      if (config.analytics.eventsPerMinute > 0) {
        await scope.register(rateLimit, {
          max: config.analytics.eventsPerMinute,
          timeWindow: 60_000,
          keyGenerator: (request) => addressKey(request.ip),
          errorResponseBuilder: (_request, context) =>
            httpError(
              429,
              ERROR_CODES.rateLimited,
              `Too many events from this address. Try again in ${Math.ceil(context.ttl / 1000)} s.`,
            ),
        });
      }
      // sendBeacon sends a string as text/plain; fetch() may send application/json. Both are read as text here.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser(
        ['text/plain', 'application/json'],
        { parseAs: 'string', bodyLimit: EVENT_BODY_LIMIT },
        (_request: FastifyRequest, body: string | Buffer, done: (error: Error | null, body?: unknown) => void) =>
          done(null, body),
      );
      scope.addHook('onResponse', async (_request, reply) => {
        outcomes.inc({ outcome: STATUS_OUTCOME[reply.statusCode] ?? `other_${reply.statusCode}` });
      });
      scope.post(
        EVENT_PATH,
        {
          config: { originCheckOnly: true },
          bodyLimit: EVENT_BODY_LIMIT,
          // A page view per page load, by the thousand a second at peak: the two access-log
          // lines of each would cost more than the event itself. Refusals and faults are
          // counted in /metrics (analytics_events_total by outcome); errors still log.
          logLevel: 'warn',
        },
        async (request: FastifyRequest, reply: FastifyReply) => {
          reply.header('cache-control', 'no-store');
          const userAgent = request.headers['user-agent'] ?? '';
          if (!userAgent || isBotAgent(userAgent) || isPrefetch(request)) return reply.code(204).send();
          let json: unknown;
          try {
            json = JSON.parse(typeof request.body === 'string' ? request.body : '');
          } catch {
            throw invalid('The body is not JSON.');
          }
          const parsed = eventSchema.safeParse(json);
          if (!parsed.success) {
            const issue = parsed.error.issues[0];
            throw invalid(
              `The body is not a page view or a page load's vitals${issue ? ` (${issue.path.join('.') || 'body'}: ${issue.message})` : ''}.`,
            );
          }
          const row = await rowOf(parsed.data, request, userAgent);
          if (row) buffer.add(row);
          return reply.code(202).send();
        },
      );
    });
  },
  { name: 'analytics', dependencies: ['database', 'metrics', 'csrf'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    analytics: AnalyticsControl;
  }
}
