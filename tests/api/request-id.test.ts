/** X-Request-Id: nginx's id names the request in the replica's logs and comes back in the answer. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { testConfig } from '../support/app.ts';

const EDGE_ID = '0f3c9a7e5b1d4c2a8e6f0a1b2c3d4e5f';

describe('request ids', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // A logger that is on (so requests have their bindings) but prints only fatal errors.
    app = await buildApp(testConfig({ logLevel: 'fatal' }));
    app.get('/log-bindings', async (request) => (request.log as unknown as { bindings(): object }).bindings());
    await app.ready();
  });
  afterAll(() => app.close());

  it('takes the id the proxy sends, returns it, and logs the request under it', async () => {
    const res = await app.inject({ url: '/log-bindings', headers: { 'x-request-id': EDGE_ID } });
    expect(res.headers['x-request-id']).toBe(EDGE_ID);
    expect(res.json()).toMatchObject({ reqId: EDGE_ID });
    const page = await app.inject({ url: '/no/such/page', headers: { 'x-request-id': EDGE_ID } });
    expect(page.statusCode).toBe(404);
    expect(page.headers['x-request-id']).toBe(EDGE_ID);
  });

  it('makes one when none comes, or one that is not a plain token', async () => {
    const none = await app.inject({ url: '/log-bindings' });
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(none.json()).toEqual({ reqId: none.headers['x-request-id'] });
    for (const strange of ['short', 'a b c d e f g h', 'x'.repeat(65), 'id\twith-a-tab']) {
      const res = await app.inject({ url: '/healthz', headers: { 'x-request-id': strange } });
      expect(res.headers['x-request-id'], strange).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
