/**
 * The cookie-free analytics endpoint and what becomes of its events: validation (400,
 * 413, 415, never 5xx), bots and prefetches not counted, the per-client limit, no
 * cookie, no IP address or user agent in any table, the daily salt's rotation, the
 * daily roll-up (a figure does not change when its day is rolled up), the two CSV
 * exports and the retention of raw events. On PGlite, and on the PostgreSQL of
 * TEST_DATABASE_URL when set.
 */
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownHosts, pruneAnalytics, rollUp, speedReport, trafficReport } from '../../server/analytics/reports.ts';
import { DEFAULT_ANALYTICS, loadConfig, type Config } from '../../server/config.ts';
import { EVENT_PATH } from '../../server/plugins/app/analytics.ts';
import { adminApp, get, signIn } from '../support/admin.ts';
import { DATABASES, query, submit, VALID } from '../support/forms.ts';
import { testConfig } from '../support/app.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

/** A clock the tests move: the day decides the salt and the event's day. */
function movableClock(start: string) {
  let now = new Date(start);
  return {
    clock: () => new Date(now),
    set: (instant: string) => {
      now = new Date(instant);
    },
  };
}

function send(
  app: FastifyInstance,
  body: unknown,
  { address = '198.51.100.7', userAgent = BROWSER, headers = {} as Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: EVENT_PATH,
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    remoteAddress: address,
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': userAgent, ...headers },
  });
}

const view = (extra: Record<string, unknown> = {}) => ({
  type: 'pageview',
  path: '/',
  route: '/',
  device: 'desktop',
  landing_path: '/',
  ...extra,
});

const loadVitals = (extra: Record<string, unknown> = {}) => ({
  type: 'vitals',
  path: '/about-us',
  route: '/about-us',
  device: 'phone',
  LCP: 1800,
  INP: 120,
  CLS: 0.02,
  FCP: 900,
  TTFB: 300,
  ...extra,
});

async function events(app: FastifyInstance) {
  await app.analytics.flush();
  return query(app, sql`select * from analytics_events order by id`);
}

describe.each(DATABASES)('analytics on $name', ({ databaseUrl }) => {
  const time = movableClock('2026-11-10T09:00:00Z');
  let app: FastifyInstance;
  let config: Config;
  beforeAll(async () => {
    // The per-client limit has a test of its own (its own app); here every request comes from few addresses.
    app = await adminApp({ databaseUrl, clock: time.clock, analytics: { ...DEFAULT_ANALYTICS, eventsPerMinute: 0 } });
    config = app.config;
  });
  afterAll(() => app.close());

  it('keeps a page view and a page load’s vitals, answering 202 without a cookie', async () => {
    const res = await send(app, view({ utm_source: 'newsletter', referrer: 'https://www.google.com' }));
    expect(res.statusCode).toBe(202);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    const speed = await send(app, loadVitals(), { userAgent: PHONE });
    expect(speed.statusCode).toBe(202);
    expect(speed.headers['set-cookie']).toBeUndefined();
    const rows = await events(app);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      kind: 'pageview',
      path: '/',
      route: '/',
      device: 'desktop',
      landing_path: '/',
      referrer_host: 'www.google.com',
      utm_source: 'newsletter',
      day: '2026-11-10',
    });
    expect(rows[0]?.['visitor']).not.toBeNull();
    expect(rows[1]).toMatchObject({ kind: 'vitals', route: '/about-us', device: 'phone', visitor: null });
    expect(Number(rows[1]?.['lcp'])).toBe(1800);
    expect(Number(rows[1]?.['cls'])).toBeCloseTo(0.02, 5);
    await query(app, sql`delete from analytics_events`);
  });

  it('needs no CSRF token, but refuses posts from other sites', async () => {
    expect((await send(app, view(), { headers: { origin: 'http://localhost:4321' } })).statusCode).toBe(202);
    const foreign = await send(app, view(), { headers: { origin: 'https://evil.example' } });
    expect(foreign.statusCode).toBe(403);
    const crossSite = await send(app, view(), { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.statusCode).toBe(403);
    await app.analytics.flush();
    await query(app, sql`delete from analytics_events`);
  });

  it('answers every bad body with 400 and a JSON error, oversized ones with 413, and stores none', async () => {
    const bad: unknown[] = [
      '',
      'not json',
      '{"type":"pageview"',
      'null',
      '[]',
      '42',
      { type: 'click', path: '/', route: '/', device: 'desktop' },
      view({ path: 'https://example.com/' }),
      view({ path: '/a?b=c' }),
      view({ path: 123 }),
      view({ device: 'watch' }),
      view({ route: '/work/:slug' }),
      view({ path: '/about-us', route: '/:a/:b' }),
      view({ path: '/x'.repeat(300) }),
      loadVitals({ LCP: undefined, INP: undefined, CLS: undefined, FCP: undefined, TTFB: undefined }),
      loadVitals({ LCP: -5 }),
      loadVitals({ LCP: 'fast' }),
      loadVitals({ CLS: 1e9 }),
      loadVitals({ TTFB: Number.MAX_VALUE }),
    ];
    for (const body of bad) {
      const res = await send(app, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'MALFORMED_REQUEST' });
    }
    const huge = await send(app, view({ utm_content: 'x'.repeat(5000) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ error: 'PAYLOAD_TOO_LARGE' });
    const form = await app.inject({
      method: 'POST',
      url: EVENT_PATH,
      payload: 'type=pageview',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': BROWSER },
    });
    expect(form.statusCode).toBe(415);
    // JSON is taken as well as text/plain.
    const json = await app.inject({
      method: 'POST',
      url: EVENT_PATH,
      payload: view(),
      headers: { 'user-agent': BROWSER },
    });
    expect(json.statusCode).toBe(202);
    const kept = await events(app);
    expect(kept).toHaveLength(1);
    await query(app, sql`delete from analytics_events`);
  });

  it('never answers 5xx, whatever the bytes', async () => {
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const pieces = [
      '{',
      '}',
      '"type"',
      ':',
      '"pageview"',
      ',',
      '"path"',
      '"/"',
      '[',
      ']',
      'null',
      '1e999',
      '"\\u0000"',
      '"route"',
      '"device"',
      '"phone"',
    ];
    for (let i = 0; i < 200; i += 1) {
      const body = Array.from(
        { length: 1 + Math.floor(random() * 12) },
        () => pieces[Math.floor(random() * pieces.length)],
      ).join('');
      const res = await send(app, body);
      expect(res.statusCode, body).toBeLessThan(500);
    }
    await app.analytics.flush();
    await query(app, sql`delete from analytics_events`);
  });

  it('does not count bots, requests without a user agent, prefetches and prerenders', async () => {
    const ignored = [
      await send(app, view(), {
        userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      }),
      await send(app, view(), { userAgent: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' }),
      await send(app, view(), { userAgent: 'curl/8.5.0' }),
      await send(app, view(), { userAgent: 'Mozilla/5.0 HeadlessChrome/120.0.0.0 Safari/537.36' }),
      await app.inject({
        method: 'POST',
        url: EVENT_PATH,
        payload: JSON.stringify(view()),
        headers: { 'content-type': 'text/plain' },
      }),
      await send(app, view(), { headers: { 'sec-purpose': 'prefetch' } }),
      await send(app, view(), { headers: { 'sec-purpose': 'prefetch;prerender' } }),
      await send(app, view(), { headers: { purpose: 'prefetch' } }),
    ];
    for (const res of ignored) expect(res.statusCode).toBe(204);
    expect(await events(app)).toHaveLength(0);
  });

  it('limits the events of one client address per minute, apart from other addresses', async () => {
    const limited = await adminApp({
      databaseUrl,
      analytics: { ...DEFAULT_ANALYTICS, eventsPerMinute: 3 },
    });
    try {
      for (let i = 0; i < 3; i += 1)
        expect((await send(limited, view(), { address: '192.0.2.50' })).statusCode).toBe(202);
      const refused = await send(limited, view(), { address: '192.0.2.50' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: 'RATE_LIMITED' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await send(limited, view(), { address: '192.0.2.51' })).statusCode).toBe(202);
      // An IPv6 client is limited by its /64, as the forms' limit counts it.
      for (let i = 0; i < 3; i += 1) {
        expect((await send(limited, view(), { address: `2001:db8:1:2::${i + 1}` })).statusCode).toBe(202);
      }
      expect((await send(limited, view(), { address: '2001:db8:1:2::99' })).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('hashes a visitor with the day’s salt, shared by every replica, and forgets the salt when the day ends', async () => {
    time.set('2026-11-11T08:00:00Z');
    await send(app, view(), { address: '198.51.100.20' });
    await send(app, view({ path: '/about-us', route: '/about-us' }), { address: '198.51.100.20' });
    await send(app, view(), { address: '198.51.100.20', userAgent: PHONE });
    await send(app, view(), { address: '198.51.100.21' });
    let rows = await events(app);
    const day1 = rows.map((row) => String(row['visitor']));
    expect(day1[0]).toBe(day1[1]);
    expect(new Set(day1).size).toBe(3);
    const salts1 = await query(app, sql`select day::text as day, salt from analytics_salts`);
    expect(salts1.map((row) => row['day'])).toEqual(['2026-11-11']);

    // The agency's day ends at midnight in Asia/Kolkata: 18:30 UTC.
    time.set('2026-11-11T18:30:01Z');
    await send(app, view(), { address: '198.51.100.20' });
    rows = await events(app);
    const day2 = String(rows.at(-1)?.['visitor']);
    expect(day1).not.toContain(day2);
    const salts2 = await query(app, sql`select day::text as day, salt from analytics_salts`);
    expect(salts2.map((row) => row['day'])).toEqual(['2026-11-12']);
    expect(String(salts2[0]?.['salt'])).not.toBe(String(salts1[0]?.['salt']));
    await query(app, sql`delete from analytics_events`);
  });

  it('stores neither the IP address nor the user agent in any table', async () => {
    time.set('2026-11-12T10:00:00Z');
    const address = '203.0.113.177';
    const userAgent = `${BROWSER} UniqueBrowserMark/918273`;
    await send(app, view({ utm_source: 'mail' }), { address, userAgent });
    await send(app, loadVitals(), { address, userAgent });
    await app.analytics.flush();
    // Rolled up into the daily tables too.
    time.set('2026-11-13T12:00:00Z');
    await rollUp(app.database, time.clock(), ownHosts(config), config.timeZone);
    const tables = await query(
      app,
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    expect(tables.length).toBeGreaterThan(10);
    const needles = [address, 'UniqueBrowserMark', '918273', 'X11; Linux'];
    for (const { table_name: table } of tables) {
      const rows = await query(app, sql`select t::text as row from ${sql.identifier(String(table))} t`);
      for (const { row } of rows) {
        for (const needle of needles) expect(String(row), `${String(table)} holds ${needle}`).not.toContain(needle);
      }
    }
    const columns = await query(
      app,
      sql`select table_name, column_name from information_schema.columns where table_schema = 'public' and table_name like 'analytics%'`,
    );
    for (const { column_name: column } of columns) expect(String(column)).not.toMatch(/address|agent|ip$|^ip|browser/i);
    await query(app, sql`delete from analytics_events`);
  });
});

describe('analytics aggregation, reports and exports', () => {
  const time = movableClock('2026-10-30T10:00:00Z');
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await adminApp({ clock: time.clock });
  });
  afterAll(() => app.close());

  it('adds up visits, visitors, leads and conversion by source and landing page, the same before and after the roll-up', async () => {
    const own = ownHosts(app.config);
    const { timeZone } = app.config;
    // 30 Oct: a newsletter visitor (three page views), a Google visitor, a direct one, and a self-referral.
    await send(app, view({ utm_source: 'newsletter', landing_path: '/' }), { address: '198.51.100.1' });
    await send(app, view({ path: '/about-us', route: '/about-us', utm_source: 'newsletter', landing_path: '/' }), {
      address: '198.51.100.1',
    });
    await send(app, view({ path: '/about-us', route: '/about-us', utm_source: 'newsletter', landing_path: '/' }), {
      address: '198.51.100.1',
    });
    await send(
      app,
      view({ referrer: 'https://www.google.com', landing_path: '/about-us', path: '/about-us', route: '/about-us' }),
      { address: '198.51.100.2' },
    );
    await send(app, view(), { address: '198.51.100.3' });
    await send(app, view({ referrer: 'http://localhost:4321' }), { address: '198.51.100.4' });
    // 31 Oct: the newsletter visitor again (a new day, a new visitor) and a 404 page view.
    time.set('2026-10-31T10:00:00Z');
    await send(app, view({ utm_source: 'newsletter' }), { address: '198.51.100.1' });
    await send(app, view({ path: '/no-such-page', route: '/no-such-page', landing_path: '/no-such-page' }), {
      address: '198.51.100.5',
    });
    await app.analytics.flush();
    // A lead from the newsletter and one from Google; a spam lead does not count.
    const lead = await submit(app, 'contact', { ...VALID.contact, utm_source: 'newsletter', landing_path: '/' });
    expect(lead.statusCode).toBe(201);
    expect(
      (
        await submit(app, 'hire', {
          ...VALID.hire,
          referrer: 'https://www.google.com/search',
          landing_path: '/about-us',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await submit(app, 'contact', { ...VALID.contact, website: 'spam', utm_source: 'newsletter' })).statusCode,
    ).toBe(201);
    await query(app, sql`update contact_enquiries set created_at = '2026-10-30T12:00:00Z'`);
    await query(app, sql`update hire_requests set created_at = '2026-10-31T12:00:00Z'`);

    const before = await trafficReport(app.database.db, 'source', '2026-10', '2026-10', own, timeZone);
    const landingBefore = await trafficReport(app.database.db, 'landing', '2026-10', '2026-10', own, timeZone);
    const newsletter = before.find((row) => row.key === 'newsletter');
    expect(newsletter).toMatchObject({
      month: '2026-10',
      visits: 4,
      visitors: 2,
      leads: { contact: 1, hire: 0, 'job-apply': 0 },
    });
    expect(newsletter?.conversion).toBeCloseTo(0.5, 5);
    expect(before.find((row) => row.key === 'google.com')).toMatchObject({
      visits: 1,
      visitors: 1,
      leads: { hire: 1 },
    });
    // No utm_source and no referrer from another site: Direct (the self-referral and the 404 view included).
    expect(before.find((row) => row.key === 'Direct')).toMatchObject({ visits: 3, visitors: 3 });
    expect(landingBefore.find((row) => row.key === '/')).toMatchObject({ visits: 6, leads: { contact: 1 } });
    expect(landingBefore.find((row) => row.key === '/about-us')).toMatchObject({ visits: 1, leads: { hire: 1 } });
    expect(landingBefore.find((row) => row.key === '/no-such-page')).toMatchObject({ visits: 1 });

    // Not yet: 31 Oct ended (at midnight in Ahmedabad, 18:30 UTC) less than the grace period ago.
    time.set('2026-10-31T18:35:00Z');
    expect(await rollUp(app.database, time.clock(), own, timeZone)).toEqual(['2026-10-30']);
    time.set('2026-10-31T19:30:00Z');
    expect(await rollUp(app.database, time.clock(), own, timeZone)).toEqual(['2026-10-31']);
    // Twice is once.
    expect(await rollUp(app.database, time.clock(), own, timeZone)).toEqual([]);
    expect(await trafficReport(app.database.db, 'source', '2026-10', '2026-10', own, timeZone)).toEqual(before);
    expect(await trafficReport(app.database.db, 'landing', '2026-10', '2026-10', own, timeZone)).toEqual(landingBefore);
    // The raw events may go now: the aggregates keep the figures.
    await query(app, sql`delete from analytics_events`);
    expect(await trafficReport(app.database.db, 'source', '2026-10', '2026-10', own, timeZone)).toEqual(before);
  });

  it('reads the 75th percentile per route and device and the share of loads passing all three Core Web Vitals', async () => {
    time.set('2026-11-02T10:00:00Z');
    // 8 phone loads of /about-us: LCP 600…4800 ms; the first 4 pass all three.
    for (let i = 1; i <= 8; i += 1) {
      await send(
        app,
        loadVitals({ LCP: i * 600, INP: i <= 5 ? 100 : 300, CLS: i <= 4 ? 0 : 0.3, FCP: 500 * i, TTFB: 100 * i }),
        { userAgent: PHONE },
      );
    }
    // A load without an interaction has no INP and fails none for it.
    await send(app, loadVitals({ device: 'desktop', LCP: 1200, INP: undefined, CLS: 0.01 }));
    await app.analytics.flush();
    const check = async () => {
      const rows = await speedReport(app.database.db, time.clock(), app.config.timeZone);
      const phone = rows.find((row) => row.route === '/about-us' && row.device === 'phone');
      // Nearest rank: the 6th of 8.
      expect(phone?.metrics.LCP?.p75).toBeGreaterThanOrEqual(3600);
      expect(phone?.metrics.LCP?.p75).toBeLessThanOrEqual(3600 * 1.01);
      expect(phone?.metrics.INP?.p75).toBeGreaterThanOrEqual(300);
      expect(phone?.metrics.CLS?.p75).toBeCloseTo(0.3, 2);
      expect(phone?.metrics.TTFB).toMatchObject({ samples: 8 });
      expect(phone).toMatchObject({ loads: 8, passingShare: 0.5 });
      const desktop = rows.find((row) => row.route === '/about-us' && row.device === 'desktop');
      expect(desktop).toMatchObject({ loads: 1, passingShare: 1 });
      expect(desktop?.metrics.INP).toBeUndefined();
      return rows;
    };
    const before = await check();
    time.set('2026-11-03T10:00:00Z');
    expect(await rollUp(app.database, time.clock(), ownHosts(app.config), app.config.timeZone)).toEqual(['2026-11-02']);
    expect(await speedReport(app.database.db, time.clock(), app.config.timeZone)).toEqual(before);
    // 28 days on, the window has passed them.
    time.set('2026-11-30T10:00:00Z');
    expect(await speedReport(app.database.db, time.clock(), app.config.timeZone)).toEqual([]);
  });

  it('exports traffic.csv and speed.csv to signed-in staff only, with the columns the issue names', async () => {
    time.set('2026-11-20T10:00:00Z');
    const anonymous = await app.inject({ url: '/admin/traffic.csv?month=2026-10' });
    expect(anonymous.statusCode).toBe(303);
    expect((await app.inject({ url: '/admin/speed.csv' })).statusCode).toBe(303);
    const { jar } = await signIn(app);
    const traffic = await get(app, jar, '/admin/traffic.csv?month=2026-10');
    expect(traffic.statusCode).toBe(200);
    expect(traffic.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(traffic.headers['content-disposition']).toBe('attachment; filename="traffic-2026-10.csv"');
    const records = parse(traffic.body, { bom: true }) as string[][];
    expect(records[0]).toEqual(['month', 'source', 'visits', 'visitors', 'leads', 'conversion']);
    expect(records).toContainEqual(['2026-10', 'newsletter', '4', '2', '1', '0.5000']);
    expect(records).toContainEqual(['2026-10', 'google.com', '1', '1', '1', '1.0000']);
    // A month with nothing: the header alone. A month that is not one: the current month.
    expect(parse((await get(app, jar, '/admin/traffic.csv?month=2025-01')).body, { bom: true })).toEqual([records[0]]);
    expect((await get(app, jar, '/admin/traffic.csv?month=2026-13')).headers['content-disposition']).toContain(
      'traffic-2026-11.csv',
    );

    time.set('2026-11-03T10:00:00Z');
    const speed = await get(app, jar, '/admin/speed.csv');
    expect(speed.statusCode).toBe(200);
    const rows = parse(speed.body, { bom: true }) as string[][];
    expect(rows[0]).toEqual(['route', 'device', 'metric', 'p75', 'samples']);
    const lcp = rows.find((row) => row[0] === '/about-us' && row[1] === 'phone' && row[2] === 'LCP');
    expect(Number(lcp?.[3])).toBeGreaterThanOrEqual(3600);
    expect(Number(lcp?.[3])).toBeLessThanOrEqual(3636);
    expect(lcp?.[4]).toBe('8');
    expect(rows.find((row) => row[1] === 'phone' && row[2] === 'CLS')?.[3]).toMatch(/^0\.30\d$/);

    // The overview shows both.
    const overview = await get(app, jar, '/admin?month=2026-10');
    expect(overview.statusCode).toBe(200);
    expect(overview.body).toContain('Visits and conversion by source');
    expect(overview.body).toContain('newsletter');
    expect(overview.body).toContain('/admin/traffic.csv?month=2026-10');
    expect(overview.body).toContain('Real visitors&#x27; speed');
    expect(overview.body).toContain('/about-us');
  });

  it('counts the agency’s days and months (Asia/Kolkata), not UTC’s: a visit and a lead at 23:59 there, and at 00:01', async () => {
    const own = ownHosts(app.config);
    const { timeZone } = app.config;
    expect(timeZone).toBe('Asia/Kolkata');
    await query(app, sql`delete from analytics_events`);
    // 23:59 on 30 Nov in Ahmedabad, then 00:01 on 1 Dec: both on 30 Nov in UTC.
    const before = '2026-11-30T18:29:00Z';
    const after = '2026-11-30T18:31:00Z';
    time.set(before);
    await send(app, view({ utm_source: 'midnight' }), { address: '198.51.100.30' });
    time.set(after);
    await send(app, view({ utm_source: 'midnight' }), { address: '198.51.100.30' });
    const rows = await events(app);
    expect(rows.map((row) => row['day'])).toEqual(['2026-11-30', '2026-12-01']);
    // A new day, a new salt: the same browser is a new visitor.
    expect(rows[0]?.['visitor']).not.toBe(rows[1]?.['visitor']);
    expect(await query(app, sql`select day::text as day from analytics_salts`)).toEqual([{ day: '2026-12-01' }]);

    for (const [utm, at] of [
      ['midnight-before', before],
      ['midnight-after', after],
    ] as const) {
      expect((await submit(app, 'contact', { ...VALID.contact, utm_source: utm })).statusCode).toBe(201);
      await query(app, sql`update contact_enquiries set created_at = ${at}::timestamptz where utm_source = ${utm}`);
    }
    const november = await trafficReport(app.database.db, 'source', '2026-11', '2026-11', own, timeZone);
    const december = await trafficReport(app.database.db, 'source', '2026-12', '2026-12', own, timeZone);
    expect(november.find((row) => row.key === 'midnight')).toMatchObject({ month: '2026-11', visits: 1, visitors: 1 });
    expect(december.find((row) => row.key === 'midnight')).toMatchObject({ month: '2026-12', visits: 1, visitors: 1 });
    expect(november.find((row) => row.key === 'midnight-before')).toMatchObject({ leads: { contact: 1 } });
    expect(november.find((row) => row.key === 'midnight-after')).toBeUndefined();
    expect(december.find((row) => row.key === 'midnight-after')).toMatchObject({
      month: '2026-12',
      leads: { contact: 1 },
    });

    // 30 Nov is over in Ahmedabad (not yet in UTC): rolled up 15 minutes after its midnight, 1 Dec not.
    time.set('2026-11-30T18:45:00Z');
    expect(await rollUp(app.database, time.clock(), own, timeZone)).toEqual(['2026-11-30']);
    expect(await trafficReport(app.database.db, 'source', '2026-11', '2026-11', own, timeZone)).toEqual(november);
  });

  it('deletes raw events past ANALYTICS_RAW_DAYS once rolled up, keeps the aggregates, and drops old salts', async () => {
    const own = ownHosts(app.config);
    const { timeZone } = app.config;
    await query(app, sql`delete from analytics_events`);
    time.set('2026-11-25T10:00:00Z');
    await send(app, view({ utm_source: 'kept' }));
    await app.analytics.flush();
    time.set('2026-12-05T10:00:00Z');
    await send(app, view({ utm_source: 'recent' }));
    await app.analytics.flush();
    const result = await pruneAnalytics(app.database, 7, time.clock(), own, timeZone);
    expect(result.rolledUp).toBeGreaterThanOrEqual(1);
    expect(result.events).toBe(1);
    const left = await query(app, sql`select utm_source from analytics_events`);
    expect(left.map((row) => row['utm_source'])).toEqual(['recent']);
    expect(
      (await trafficReport(app.database.db, 'source', '2026-11', '2026-11', own, timeZone)).find(
        (r) => r.key === 'kept',
      ),
    ).toMatchObject({ visits: 1 });
    expect(await query(app, sql`select day::text as day from analytics_salts`)).toEqual([{ day: '2026-12-05' }]);
  });
});

describe('the analytics settings', () => {
  it('reads ANALYTICS_RAW_DAYS and ANALYTICS_EVENTS_PER_MINUTE, with their defaults', () => {
    expect(testConfig().analytics).toMatchObject({ rawDays: 30, eventsPerMinute: 120 });
    expect(loadConfig({ ANALYTICS_RAW_DAYS: '7', ANALYTICS_EVENTS_PER_MINUTE: '0' }).analytics).toMatchObject({
      rawDays: 7,
      eventsPerMinute: 0,
    });
    expect(() => loadConfig({ ANALYTICS_RAW_DAYS: '0' })).toThrow(/ANALYTICS_RAW_DAYS must be at least 1/);
    expect(() => loadConfig({ ANALYTICS_EVENTS_PER_MINUTE: 'lots' })).toThrow(
      /ANALYTICS_EVENTS_PER_MINUTE must be a whole number/,
    );
  });
});
