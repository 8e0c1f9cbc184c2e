/**
 * /healthz and /readyz through app.inject (and one real process drained by SIGTERM),
 * and the Prometheus metrics on their own loopback listener.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, formsApp, query, submit, VALID } from '../support/forms.ts';
import { FIXTURE_DIST } from '../support/app.ts';
import { startServer } from '../support/server.ts';

const root = resolve(import.meta.dirname, '../..');

describe.each(DATABASES)('health and readiness on $name', ({ databaseUrl }) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await formsApp({ databaseUrl, rateLimitPerMinute: 1 });
  });
  afterAll(() => app.close());

  it('says the process is alive, without versions or settings, uncached', async () => {
    const res = await app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['server']).toBeUndefined();
  });

  it('is ready when the database answers with every migration applied', async () => {
    const res = await app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
    expect(res.body).not.toMatch(/\d+\.\d+\.\d+|postgres|pglite/i);
  });

  it('is not rate limited, however often a balancer asks', async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 30; i += 1) {
      statuses.add((await app.inject({ url: '/readyz', remoteAddress: '198.51.100.7' })).statusCode);
      statuses.add((await app.inject({ url: '/healthz', remoteAddress: '198.51.100.7' })).statusCode);
    }
    expect([...statuses]).toEqual([200]);
  });

  it('is not ready when the newest migration is missing from the database', async () => {
    const [newest] = await query(app, sql`select max(created_at) as latest from drizzle.__drizzle_migrations`);
    await query(app, sql`delete from drizzle.__drizzle_migrations where created_at = ${newest?.['latest']}`);
    try {
      const res = await app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ error: 'MIGRATIONS_PENDING' });
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await query(
        app,
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('restored', ${newest?.['latest']})`,
      );
    }
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('answers 503 from drain() on, while the site is still served', async () => {
    const drained = await formsApp({ databaseUrl });
    try {
      drained.health.drain();
      const ready = await drained.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ error: 'DRAINING', message: 'This server is shutting down.' });
      const page = await drained.inject({ url: '/about-us' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['connection']).toBe('close');
    } finally {
      await drained.close();
    }
  });
});

describe('readiness when the database is gone', () => {
  it('answers 503 DATABASE_UNAVAILABLE, and /healthz still 200', async () => {
    const app = await formsApp();
    try {
      await app.database.close();
      const res = await app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ error: 'DATABASE_UNAVAILABLE' });
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      // The database is closed already; the app's own onClose closes it once more.
      await app.close().catch(() => undefined);
    }
  });
});

describe('metrics', () => {
  let app: FastifyInstance;
  let metricsUrl: string;
  beforeAll(async () => {
    app = await formsApp({ metricsPort: 0, rateLimitPerMinute: 2 });
    const address = app.metrics.address();
    if (!address) throw new Error('the metrics listener is not up');
    metricsUrl = `http://127.0.0.1:${address.port}/metrics`;
  });
  afterAll(() => app.close());

  const scrape = async () => {
    const res = await fetch(metricsUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    return res.text();
  };
  const value = (text: string, series: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${series} `));
    return line === undefined ? undefined : Number(line.slice(series.length + 1));
  };

  it('listens on loopback only, apart from the site, and never on the site itself', async () => {
    expect(app.metrics.address()?.address).toBe('127.0.0.1');
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(404);
    expect((await fetch(metricsUrl.replace('/metrics', '/'))).status).toBe(404);
  });

  it('counts requests and their latency per route, files of the site as one', async () => {
    const notFound = 'nexaweave_http_requests_total{method="GET",route="(not found)",status_code="404"}';
    const notFoundBefore = value(await scrape(), notFound) ?? 0;
    await app.inject({ url: '/about-us' });
    await app.inject({ url: '/' });
    await app.inject({ url: '/no/such/page' });
    await app.inject({ url: '/readyz' });
    const text = await scrape();
    expect(value(text, 'nexaweave_http_requests_total{method="GET",route="(static)",status_code="200"}')).toBe(2);
    expect(value(text, notFound)).toBe(notFoundBefore + 1);
    expect(value(text, 'nexaweave_http_requests_total{method="GET",route="/readyz",status_code="200"}')).toBe(1);
    expect(value(text, 'nexaweave_http_request_duration_seconds_count{method="GET",route="(static)"}')).toBe(2);
    expect(text).toMatch(/nexaweave_http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/readyz"\} 1/);
    expect(text).not.toContain('about-us');
  });

  it('counts submissions per form and outcome, and reads the outbox', async () => {
    const address = { inject: { remoteAddress: '203.0.113.20' } };
    expect((await submit(app, 'contact', VALID.contact, [], address)).statusCode).toBe(201);
    expect((await submit(app, 'contact', VALID.contact, [], address)).statusCode).toBe(201);
    expect((await submit(app, 'contact', VALID.contact, [], address)).statusCode).toBe(429);
    const invalid = { ...VALID.hire, email: 'not an address' };
    expect((await submit(app, 'hire', invalid, [], { inject: { remoteAddress: '203.0.113.21' } })).statusCode).toBe(
      422,
    );
    await query(app, sql`update outbox set status = 'failed' where id = (select id from outbox limit 1)`);
    await query(app, sql`update outbox set created_at = now() - interval '90 seconds' where status = 'pending'`);

    const text = await scrape();
    expect(value(text, 'nexaweave_form_submissions_total{form="contact",outcome="accepted"}')).toBe(2);
    expect(value(text, 'nexaweave_form_submissions_total{form="contact",outcome="rate_limited"}')).toBe(1);
    expect(value(text, 'nexaweave_form_submissions_total{form="hire",outcome="invalid"}')).toBe(1);
    // Two submissions queue a notification each and one acknowledgement (one per address a day).
    expect(value(text, 'nexaweave_outbox_pending_messages')).toBe(2);
    expect(value(text, 'nexaweave_outbox_failed_messages')).toBe(1);
    expect(value(text, 'nexaweave_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(90);
    expect(value(text, 'nexaweave_database_up')).toBe(1);
    expect(text).toContain('nexaweave_process_resident_memory_bytes');
  });

  it('names every series with one prefix, and says which build runs', async () => {
    const text = await scrape();
    const names = text
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split(/[{ ]/, 1)[0]);
    expect(names.length).toBeGreaterThan(20);
    expect(names.filter((name) => !name?.startsWith('nexaweave_'))).toEqual([]);
    const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
    expect(text).toMatch(
      new RegExp(
        `^nexaweave_build_info\\{version="${version}",release="[^"]+",node_version="${process.version}"\\} 1$`,
        'm',
      ),
    );
  });

  it('reports the PostgreSQL pool, and no pool on PGlite', async () => {
    expect(await scrape()).not.toMatch(/^nexaweave_database_pool_connections\{/m);
    const serverUrl = process.env['TEST_DATABASE_URL'];
    if (!serverUrl) return; // The PostgreSQL half runs when CI runs the API suite with TEST_DATABASE_URL.
    const onPostgres = await formsApp({ metricsPort: 0, databaseUrl: serverUrl });
    try {
      const port = onPostgres.metrics.address()?.port;
      const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      expect(value(text, 'nexaweave_database_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(value(text, 'nexaweave_database_pool_connections{state="waiting"}')).toBe(0);
      expect(value(text, 'nexaweave_database_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
    } finally {
      await onPostgres.close();
    }
  });

  it('is off without METRICS_PORT', async () => {
    const plain = await formsApp();
    try {
      expect(plain.metrics.address()).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});

describe('server process on SIGTERM', () => {
  it('answers /readyz 503 from the signal until it closes, serving the site meanwhile, then exits 0', async () => {
    const server = await startServer({
      name: 'drain',
      env: { DIST_DIR: FIXTURE_DIST, SHUTDOWN_DRAIN_MS: '1500' },
    });
    const { origin, exited } = server;
    try {
      expect((await fetch(`${origin}/readyz`)).status).toBe(200);

      const signalled = performance.now();
      server.signal('SIGTERM');
      // The signal is handled on the server's next turn of its event loop.
      await new Promise((done) => setTimeout(done, 100));
      let gone = false;
      void exited.then(() => (gone = true));
      const readiness: number[] = [];
      let pageDuringDrain: number | undefined;
      while (!gone) {
        try {
          readiness.push((await fetch(`${origin}/readyz`)).status);
          if (performance.now() - signalled > 500 && pageDuringDrain === undefined) {
            pageDuringDrain = (await fetch(`${origin}/about-us`)).status;
          }
        } catch {
          readiness.push(0); // Refused: the listener has closed.
        }
        await new Promise((done) => setTimeout(done, 50));
      }
      const drainedFor = performance.now() - signalled;
      expect(await exited, server.output()).toBe(0);
      expect(readiness.filter((status) => status === 200)).toEqual([]);
      expect(readiness.filter((status) => status === 503).length).toBeGreaterThan(10);
      expect(pageDuringDrain).toBe(200);
      expect(drainedFor).toBeGreaterThanOrEqual(1500);
    } finally {
      await server.kill();
    }
  }, 60_000);
});
