/**
 * The form rate limit is kept in the database: it holds across a restart on the
 * same data folder, and two apps (two replicas) on one database share it, with 422
 * answers still handed back.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresBinDir, startThrowawayPostgres, type ThrowawayPostgres } from '../../scripts/with-postgres.ts';
import { buildApp } from '../../server/app.ts';
import { formsApp, freshPostgresDatabase, session, submit, VALID } from '../support/forms.ts';
import { testConfig } from '../support/app.ts';

const from = (remoteAddress: string) => ({ inject: { remoteAddress } });

describe('the form rate limit on PGlite', () => {
  it('holds across a restart on the same data folder', { timeout: 120_000 }, async () => {
    const first = await formsApp({ rateLimitPerMinute: 2 }, { keepDataDir: true });
    const dataDir = first.config.dataDir;
    expect((await submit(first, 'contact', VALID.contact, [], from('203.0.113.40'))).statusCode).toBe(201);
    expect((await submit(first, 'hire', VALID.hire, [], from('203.0.113.40'))).statusCode).toBe(201);
    await first.close();

    const second = await formsApp({ rateLimitPerMinute: 2, dataDir });
    try {
      expect((await submit(second, 'contact', VALID.contact, [], from('203.0.113.40'))).statusCode).toBe(429);
      expect((await submit(second, 'contact', VALID.contact, [], from('203.0.113.41'))).statusCode).toBe(201);
    } finally {
      await second.close();
    }
  });
});

const serverUrl = process.env['TEST_DATABASE_URL'];
const available = Boolean(serverUrl) || postgresBinDir() !== undefined;

// Two apps share one database only on PostgreSQL (PGlite is one process's own); skipped where none is installed.
describe.skipIf(!available)('two replicas on one PostgreSQL database', () => {
  let postgres: ThrowawayPostgres | undefined;
  let drop: (() => Promise<void>) | undefined;
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
    await drop?.();
    postgres?.stop();
  });

  it('share one limit; 422 answers count on neither', { timeout: 180_000 }, async () => {
    let target = serverUrl;
    if (!target) {
      postgres = await startThrowawayPostgres();
      target = postgres.url;
    }
    const database = await freshPostgresDatabase(target);
    drop = database.drop;
    const csrfSecret = 'one-secret-for-both-replicas-of-this-test';
    const [a, b] = await Promise.all(
      ['a', 'b'].map(async () => {
        const app = await buildApp(testConfig({ databaseUrl: database.url, rateLimitPerMinute: 3, csrfSecret }));
        apps.push(app);
        await app.ready();
        return app;
      }),
    );
    if (!a || !b) throw new Error('two apps expected');
    // One visitor's token is good on both replicas (same secret), as behind a load balancer.
    const visitor = await session(a);
    const as = (remoteAddress: string) => ({ session: visitor, ...from(remoteAddress) });

    for (const app of [a, b, a, b]) {
      const invalid = await submit(app, 'contact', { ...VALID.contact, email: 'priya@acme' }, [], as('203.0.113.50'));
      expect(invalid.statusCode).toBe(422);
    }
    const statuses = [];
    for (const app of [a, b, a, b, a]) {
      statuses.push((await submit(app, 'contact', VALID.contact, [], as('203.0.113.50'))).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    // Another address has its own allowance on either replica.
    expect((await submit(b, 'hire', VALID.hire, [], as('203.0.113.51'))).statusCode).toBe(201);
  });
});
