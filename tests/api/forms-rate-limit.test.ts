/** The rate limit on the three form endpoints: per client address, shared by the forms. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFile } from '../fixtures/resumes.ts';
import { formsApp, session, submit, VALID } from './forms-helpers.ts';

describe('rate limit', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await formsApp({ rateLimitPerMinute: 3 });
  });
  afterAll(() => app.close());

  it('allows config.rateLimitPerMinute submissions a minute from one address, across the forms, then 429', async () => {
    const from = { inject: { remoteAddress: '203.0.113.7' } };
    const statuses = [
      (await submit(app, 'contact', VALID.contact, [], from)).statusCode,
      (await submit(app, 'hire', VALID.hire, [], from)).statusCode,
      (await submit(app, 'job-apply', VALID['job-apply'], [{ filename: 'cv.pdf', data: pdfFile() }], from)).statusCode,
    ];
    expect(statuses).toEqual([201, 201, 201]);

    const limited = await submit(app, 'contact', VALID.contact, [], from);
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.json()).toEqual({
      error: 'RATE_LIMITED',
      message: expect.stringMatching(
        /^You have sent several forms in a short time\. Please wait \d+ seconds and try again\./,
      ),
    });
    expect((await submit(app, 'hire', VALID.hire, [], from)).statusCode).toBe(429);
  });

  it('counts refused and invalid posts too, so a flood is cut off whatever it sends', async () => {
    const from = { inject: { remoteAddress: '203.0.113.8' } };
    for (let i = 0; i < 3; i += 1) {
      expect((await submit(app, 'contact', {}, [], { ...from, session: null })).statusCode).toBe(403);
    }
    expect((await submit(app, 'contact', VALID.contact, [], from)).statusCode).toBe(429);
  });

  it('keeps other addresses and the rest of the site unaffected', async () => {
    const from = { inject: { remoteAddress: '203.0.113.9' } };
    expect((await submit(app, 'contact', VALID.contact, [], from)).statusCode).toBe(201);
    const page = await app.inject({ url: '/', remoteAddress: '203.0.113.7' });
    expect(page.statusCode).toBe(200);
    const token = await app.inject({ url: '/webAPI/csrf', remoteAddress: '203.0.113.7' });
    expect(token.statusCode).toBe(204);
  });

  it('uses the forwarded client address only when trustProxy says so', { timeout: 90_000 }, async () => {
    const behindProxy = await formsApp({ rateLimitPerMinute: 1, trustProxy: true });
    const { headers } = await session(behindProxy);
    const as = (client: string) => ({ session: null, headers: { ...headers, 'x-forwarded-for': client } });
    expect((await submit(behindProxy, 'contact', VALID.contact, [], as('198.51.100.1'))).statusCode).toBe(201);
    expect((await submit(behindProxy, 'contact', VALID.contact, [], as('198.51.100.1'))).statusCode).toBe(429);
    expect((await submit(behindProxy, 'contact', VALID.contact, [], as('198.51.100.2'))).statusCode).toBe(201);
    await behindProxy.close();

    const direct = await formsApp({ rateLimitPerMinute: 1 });
    const direct1 = await session(direct);
    const spoof = (client: string) => ({ session: null, headers: { ...direct1.headers, 'x-forwarded-for': client } });
    expect((await submit(direct, 'contact', VALID.contact, [], spoof('198.51.100.1'))).statusCode).toBe(201);
    expect((await submit(direct, 'contact', VALID.contact, [], spoof('198.51.100.2'))).statusCode).toBe(429);
    await direct.close();
  });
});
