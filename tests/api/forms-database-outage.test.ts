/**
 * The database stops in the middle of a run: form posts get 503 with a JSON error
 * within a bounded time (never a hanging request), the rest of the site keeps
 * working, and the app recovers by itself when the database is back.
 *
 * A database "stops" between the app and PostgreSQL, through a TCP proxy this test
 * owns: it can refuse connections (a server that is down) or accept them and never
 * answer (a server that hangs, or a network that drops packets), and it cuts the
 * connections already open. This needs a PostgreSQL server: TEST_DATABASE_URL's,
 * or a throwaway one started here when PostgreSQL is installed. PGlite runs inside
 * the server process and cannot become unreachable on its own, so without
 * PostgreSQL on the machine this file is skipped (CI installs it).
 */
import { connect, createServer, type Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBinDir, startThrowawayPostgres, type ThrowawayPostgres } from '../../scripts/with-postgres.ts';
import { POSTGRES_TIMEOUTS } from '../../server/db/client.ts';
import { pdfFile } from '../support/resumes.ts';
import { count, formsApp, submit, VALID } from '../support/forms.ts';

/** A TCP proxy in front of PostgreSQL that can be cut and restored. */
class ProxyToDatabase {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private mode: 'forward' | 'hang' = 'forward';
  port = 0;
  private readonly upstreamHost: string;
  private readonly upstreamPort: number;

  constructor(upstreamHost: string, upstreamPort: number) {
    this.upstreamHost = upstreamHost;
    this.upstreamPort = upstreamPort;
  }

  async listen(): Promise<void> {
    const server = createServer((client) => {
      this.track(client);
      if (this.mode === 'hang') return; // Accept, then never answer.
      const upstream = connect(this.upstreamPort, this.upstreamHost);
      this.track(upstream);
      client.pipe(upstream).pipe(client);
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', resolve);
    });
    const address = server.address();
    if (typeof address === 'object' && address) this.port = address.port;
    this.server = server;
  }

  private track(socket: Socket) {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
  }

  private dropConnections() {
    for (const socket of this.sockets) socket.destroy();
  }

  /** The database is down: open connections die, new ones are refused. */
  async refuse(): Promise<void> {
    this.dropConnections();
    const server = this.server;
    this.server = undefined;
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  /** The database hangs: open connections die, new ones are accepted and never answered. */
  async hang(): Promise<void> {
    this.mode = 'hang';
    this.dropConnections();
    if (!this.server) await this.listen();
  }

  /** The database is back. */
  async restore(): Promise<void> {
    this.mode = 'forward';
    this.dropConnections();
    if (!this.server) await this.listen();
  }

  async close(): Promise<void> {
    await this.refuse();
  }
}

const available = Boolean(process.env['TEST_DATABASE_URL']) || postgresBinDir() !== undefined;

describe.skipIf(!available)('the database stops mid-run', { timeout: 90_000 }, () => {
  let postgres: ThrowawayPostgres | undefined;
  let proxy: ProxyToDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    let target = process.env['TEST_DATABASE_URL'];
    if (!target) {
      postgres = await startThrowawayPostgres();
      target = postgres.url;
    }
    const upstream = new URL(target);
    proxy = new ProxyToDatabase(upstream.hostname, Number(upstream.port || 5432));
    await proxy.listen();
    const throughProxy = new URL(target);
    throughProxy.hostname = '127.0.0.1';
    throughProxy.port = String(proxy.port);
    app = await formsApp({ databaseUrl: throughProxy.toString() });
  }, 120_000);

  afterAll(async () => {
    await proxy?.restore();
    // Closing ends the pool, which waits for every connection lent out: a leaked one hangs here.
    await app?.close();
    await proxy?.close();
    postgres?.stop();
  });

  const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
    const start = performance.now();
    const result = await work();
    return [result, performance.now() - start];
  };

  const expectUnavailable = (res: Awaited<ReturnType<typeof submit>>) => {
    expect(res.statusCode, res.body).toBe(503);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['retry-after']).toBe('30');
    expect(res.json()).toEqual({
      error: 'DATABASE_UNAVAILABLE',
      message:
        'We cannot save forms right now because our database is unavailable. Please try again in a few minutes. Everything you entered is still here.',
    });
  };

  it('answers 503 quickly while the database refuses connections, then recovers', async () => {
    expect((await submit(app, 'contact', VALID.contact)).statusCode).toBe(201);
    const stored = await count(app, 'contact_enquiries');

    await proxy.refuse();
    const [down, elapsed] = await timed(() => submit(app, 'contact', VALID.contact));
    expectUnavailable(down);
    expect(elapsed).toBeLessThan(POSTGRES_TIMEOUTS.connect + 2_000);
    const [application] = await timed(() =>
      submit(app, 'job-apply', VALID['job-apply'], [{ filename: 'cv.pdf', data: pdfFile() }]),
    );
    expectUnavailable(application);

    // Everything that does not need the database still works.
    expect((await app.inject({ url: '/' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/webAPI/csrf' })).statusCode).toBe(204);

    await proxy.restore();
    const back = await submit(app, 'contact', VALID.contact);
    expect(back.statusCode, back.body).toBe(201);
    // The refused submissions were not half-stored; the new one was stored.
    expect(await count(app, 'contact_enquiries')).toBe(stored + 1);
  });

  it('answers 503 within the connect time-out while the database hangs, then recovers', async () => {
    await proxy.hang();
    // Let the pool notice that its open connections were cut.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [hung, elapsed] = await timed(() => submit(app, 'hire', VALID.hire));
    expectUnavailable(hung);
    expect(elapsed).toBeGreaterThanOrEqual(POSTGRES_TIMEOUTS.connect - 100);
    expect(elapsed).toBeLessThan(POSTGRES_TIMEOUTS.connect + 5_000);

    await proxy.restore();
    const back = await submit(app, 'hire', VALID.hire);
    expect(back.statusCode, back.body).toBe(201);
  });

  it('does not lose pooled connections to a cut in the middle of busy traffic', async () => {
    const burst = () => Promise.all(Array.from({ length: 12 }, () => submit(app, 'contact', VALID.contact)));
    // Fill the pool (10 connections), then cut while they sit idle and send again at once:
    // some requests get a connection whose socket is already dead.
    expect((await burst()).map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    await proxy.refuse();
    const during = await burst();
    expect(during.every((r) => r.statusCode === 503 || r.statusCode === 201)).toBe(true);
    expect(during.some((r) => r.statusCode === 503)).toBe(true);
    await proxy.restore();
    // Every connection came back to the pool: a full burst succeeds, twice.
    expect((await burst()).map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    expect((await burst()).map((r) => r.statusCode)).toEqual(Array(12).fill(201));
  });

  it('survives connections cut while idle, without crashing the process', async () => {
    expect((await submit(app, 'contact', VALID.contact)).statusCode).toBe(201);
    await proxy.restore(); // drops the idle pooled connections
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await submit(app, 'contact', VALID.contact)).statusCode).toBe(201);
  });
});
