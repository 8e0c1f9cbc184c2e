/** The rate limit on the three form endpoints: per client address, shared by the forms. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFile } from '../support/resumes.ts';
import { formsApp, session, submit, VALID } from '../support/forms.ts';

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

  it('counts posts refused as abuse too, so a flood is cut off whatever it sends', async () => {
    const from = { inject: { remoteAddress: '203.0.113.8' } };
    for (let i = 0; i < 3; i += 1) {
      expect((await submit(app, 'contact', {}, [], { ...from, session: null })).statusCode).toBe(403);
    }
    expect((await submit(app, 'contact', VALID.contact, [], from)).statusCode).toBe(429);
  });

  it('does not count 422 answers: a visitor who makes mistakes can still send the right form', async () => {
    const from = { inject: { remoteAddress: '203.0.113.10' } };
    for (let i = 0; i < 10; i += 1) {
      const invalid = await submit(app, 'contact', { ...VALID.contact, email: 'priya@acme' }, [], from);
      expect(invalid.statusCode).toBe(422);
    }
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await submit(app, 'contact', VALID.contact, [], from)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('counts an IPv6 client by its /64, and an IPv4-mapped address as its IPv4', async () => {
    const statuses = [];
    for (const remoteAddress of [
      '2001:db8:7:1::1',
      '2001:db8:7:1:ffff:1:2:3',
      '2001:0db8:0007:0001::abcd',
      '2001:db8:7:1::9',
    ]) {
      statuses.push((await submit(app, 'contact', VALID.contact, [], { inject: { remoteAddress } })).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    // The next /64 has its own allowance.
    expect(
      (await submit(app, 'contact', VALID.contact, [], { inject: { remoteAddress: '2001:db8:7:2::1' } })).statusCode,
    ).toBe(201);

    const mapped = [];
    for (const remoteAddress of ['198.51.100.77', '::ffff:198.51.100.77', '198.51.100.77', '::ffff:198.51.100.77']) {
      mapped.push((await submit(app, 'contact', VALID.contact, [], { inject: { remoteAddress } })).statusCode);
    }
    expect(mapped).toEqual([201, 201, 201, 429]);
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
