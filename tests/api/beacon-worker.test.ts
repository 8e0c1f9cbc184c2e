/**
 * The analytics beacon on its own listener, in a worker thread (BEACON_PORT,
 * plugins/app/beacon-worker.ts): it answers as the site's own port does without it
 * (202, 204 for bots, 400, 413, 429, no cookie, the API's error bodies and headers),
 * stores each event with the same daily-salted visitor hash, and none of its work shows
 * on the site's thread: the site's request metrics never see an event, the thread's own
 * series do. /readyz counts on the thread; the site's port answers the path 421; a close
 * writes what the thread still holds.
 *
 * On PostgreSQL only (the embedded database takes one connection, so config.ts refuses
 * BEACON_PORT without DATABASE_URL): TEST_DATABASE_URL when set, else a throw-away one.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorHash } from '../../server/analytics/visitor.ts';
import { buildApp } from '../../server/app.ts';
import { DEFAULT_ANALYTICS, loadConfig, type Config } from '../../server/config.ts';
import { EVENT_PATH } from '../../server/plugins/app/analytics.ts';
import { dayIn } from '../../server/submission-view.ts';
import { startThrowawayPostgres } from '../../scripts/with-postgres.ts';
import { testConfig } from '../support/app.ts';

const BEACON_PORT = 4641;
const METRICS_PORT = 4642;
const BEACON = `http://127.0.0.1:${BEACON_PORT}${EVENT_PATH}`;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
/** Events per minute from one address: the test's requests all come from 127.0.0.1. */
const LIMIT = 8;

const view = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({ type: 'pageview', path: '/', route: '/', device: 'desktop', landing_path: '/', ...extra });

function post(body: string, headers: Record<string, string> = {}) {
  return fetch(BEACON, {
    method: 'POST',
    body,
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER, ...headers },
  });
}

async function metrics(): Promise<string> {
  return (await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).text();
}

/** A series' value in Prometheus text, by its exact name and labels; undefined when absent. */
function series(text: string, name: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

describe('the beacon on its own thread and port (BEACON_PORT)', () => {
  let databaseUrl: string;
  let stopPostgres = () => {};
  let db: pg.Client;
  let app: FastifyInstance;
  let config: Config;
  const tag = `beacon-${randomBytes(3).toString('hex')}`;

  beforeAll(async () => {
    if (process.env['TEST_DATABASE_URL']) databaseUrl = process.env['TEST_DATABASE_URL'];
    else {
      const postgres = await startThrowawayPostgres();
      databaseUrl = postgres.url;
      stopPostgres = () => postgres.stop();
    }
    config = testConfig({
      databaseUrl,
      csrfSecret: randomBytes(32).toString('hex'),
      beaconPort: BEACON_PORT,
      metricsPort: METRICS_PORT,
      trustProxy: '127.0.0.1',
      analytics: { ...DEFAULT_ANALYTICS, eventsPerMinute: LIMIT },
    });
    app = await buildApp(config);
    await app.ready();
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await app?.close();
    await db?.end();
    stopPostgres();
  });

  it('answers as the site does and stores page views with the same visitor hash, nothing that names the visitor', async () => {
    const first = await post(view({ utm_source: tag }));
    expect(first.status).toBe(202);
    expect(first.headers.get('set-cookie')).toBeNull();
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('x-request-id')).toMatch(/\S{8,}/);
    expect(first.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect((await post(view({ utm_source: tag, path: '/about-us', route: '/about-us' }))).status).toBe(202);
    expect(
      (await post(view({ utm_source: tag }), { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }))
        .status,
    ).toBe(204);
    const bad = await post('{"type":"pageview"');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'MALFORMED_REQUEST' });
    expect((await post(view({ utm_source: 'x'.repeat(5_000) }))).status).toBe(413);
    expect((await post(view({ utm_source: tag }), { origin: 'https://evil.example' })).status).toBe(403);
    // Six so far from 127.0.0.1; the limit is eight a minute.
    expect((await post(view({ utm_source: tag }))).status).toBe(202);
    expect((await post(view({ utm_source: tag }))).status).toBe(202);
    const limited = await post(view({ utm_source: tag }));
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ error: 'RATE_LIMITED' });

    await app.analytics.flush();
    const { rows } = await db.query<{ visitor: string; path: string; text: string }>(
      'select visitor::text as visitor, path, e::text as text from analytics_events e where utm_source = $1 order by id',
      [tag],
    );
    expect(rows.map((row) => row.path)).toEqual(['/', '/about-us', '/', '/']);
    // The agency's day (AGENCY_TIME_ZONE), as the salt's.
    const day = dayIn(new Date(), config.timeZone);
    const salt = (await db.query<{ salt: Buffer }>('select salt from analytics_salts where day = $1', [day])).rows[0];
    expect(salt).toBeDefined();
    const expected = visitorHash(salt?.salt as Buffer, new URL(config.siteUrl).host, '127.0.0.1', BROWSER).toString();
    expect(new Set(rows.map((row) => row.visitor))).toEqual(new Set([expected]));
    expect(rows.filter((row) => row.text.includes('127.0.0.1') || row.text.includes('Chrome/'))).toEqual([]);
  });

  it('leaves the site’s thread out of it: its request metrics never see an event, the thread’s own series do', async () => {
    const text = await metrics();
    expect(text).not.toMatch(/nexaweave_http_requests_total\{[^}]*route="\/webAPI\/event"/);
    expect(series(text, 'nexaweave_beacon_up')).toBe(1);
    expect(series(text, 'nexaweave_beacon_http_requests_total{status_code="202"}')).toBe(4);
    expect(series(text, 'nexaweave_analytics_events_total{outcome="accepted"}')).toBe(4);
    expect(series(text, 'nexaweave_analytics_events_total{outcome="rate_limited"}')).toBe(1);
    // The thread's own event loop and collector, beside the site thread's.
    expect(text).toMatch(/^nexaweave_beacon_nodejs_eventloop_lag_p99_seconds /m);
    expect(text).toMatch(/^nexaweave_nodejs_eventloop_lag_p99_seconds /m);
  });

  it('answers 421 for events on the site’s own port, and counts on the thread for readiness', async () => {
    const misdirected = await app.inject({
      method: 'POST',
      url: EVENT_PATH,
      payload: view(),
      headers: { 'content-type': 'text/plain', 'user-agent': BROWSER },
    });
    expect(misdirected.statusCode).toBe(421);
    // The site's security headers on the beacon's answers too (worked out once there, not per request).
    const beacon = await post(view(), { 'x-forwarded-for': '198.51.100.10', 'x-forwarded-proto': 'https' });
    expect(beacon.status).toBe(202);
    const perAnswer = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'x-request-id']);
    const shared = Object.entries(misdirected.headers).filter(([name]) => !perAnswer.has(name));
    expect(shared.map(([name]) => name)).toEqual(
      expect.arrayContaining(['content-security-policy', 'permissions-policy', 'x-frame-options', 'referrer-policy']),
    );
    for (const [name, value] of shared) expect(beacon.headers.get(name), name).toBe(value);
    // Over HTTPS (nginx's X-Forwarded-Proto, believed from 127.0.0.1), HSTS as the site sends it.
    expect(beacon.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expect(misdirected.json()).toMatchObject({ error: 'MISDIRECTED_REQUEST' });
    expect(misdirected.json().message).toContain(`port ${BEACON_PORT}`);
    expect((await app.inject('/readyz')).statusCode).toBe(200);
  });

  it('writes what the thread still holds when the app closes, then stops listening', async () => {
    const late = `${tag}-late`;
    // Another visitor (nginx's X-Forwarded-For, believed from 127.0.0.1), under its own limit.
    const answer = await post(view({ utm_source: late }), { 'x-forwarded-for': '198.51.100.9' });
    expect(answer.status).toBe(202);
    await app.close();
    const { rows } = await db.query('select 1 from analytics_events where utm_source = $1', [late]);
    expect(rows).toHaveLength(1);
    await expect(post(view())).rejects.toThrow();
  });
});

describe('BEACON_PORT in the environment', () => {
  const base = { CSRF_SECRET: randomBytes(32).toString('hex') };
  it('is refused without DATABASE_URL, and on a port another listener has', () => {
    expect(() => loadConfig({ ...base, BEACON_PORT: '4331' })).toThrow(/BEACON_PORT needs DATABASE_URL/);
    expect(() =>
      loadConfig({ ...base, DATABASE_URL: 'postgres://localhost/x', PORT: '4331', BEACON_PORT: '4331' }),
    ).toThrow(/BEACON_PORT is 4331, the port of PORT too/);
    expect(() => loadConfig({ ...base, DATABASE_URL: 'postgres://localhost/x', BEACON_PORT: 'x' })).toThrow(
      /BEACON_PORT must be a port number/,
    );
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://localhost/x', BEACON_PORT: '4331' }).beaconPort).toBe(4331);
  });
});
