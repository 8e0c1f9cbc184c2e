/**
 * Every error the API answers has the documented body `{ error, message }` with one
 * of the API's codes, never a framework's (FST_…): malformed JSON, a field name the
 * multipart parser forbids, an undecodable URL, a request that is not HTTP at all.
 * And the 404 page answers 404 when asked for by its own address.
 */
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formsApp, multipart, session, VALID, type Session } from '../support/forms.ts';

const CONTACT = '/webAPI/contact_insert.php';

let app: FastifyInstance;
let visitor: Session;
beforeAll(async () => {
  app = await formsApp();
  visitor = await session(app);
});
afterAll(() => app.close());

function expectDocumented(res: { statusCode: number; body: string }, status: number, error: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = JSON.parse(res.body) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['error', 'message']);
  expect(body['error']).toBe(error);
  expect(typeof body['message']).toBe('string');
  expect(JSON.stringify(body)).not.toMatch(/FST_|statusCode/);
}

describe('API error bodies', () => {
  const post = (headers: Record<string, string>, payload: string | Buffer, url = CONTACT) =>
    app.inject({ method: 'POST', url, headers: { ...visitor.headers, ...headers }, payload });

  it('malformed, empty and oversized JSON', async () => {
    const json = { 'content-type': 'application/json' };
    const invalid = await post(json, '{"fullname": ');
    expectDocumented(invalid, 400, 'MALFORMED_REQUEST');
    expect(invalid.json().message).toBe('The request body is not valid JSON.');
    expectDocumented(await post(json, ''), 400, 'MALFORMED_REQUEST');
    expectDocumented(await post(json, '{"__proto__": {"admin": true}}'), 400, 'MALFORMED_REQUEST');
    expectDocumented(await post(json, JSON.stringify({ message: 'x'.repeat(70_000) })), 413, 'PAYLOAD_TOO_LARGE');
    expectDocumented(await post(json, '{bad', '/webAPI/csrf'), 400, 'MALFORMED_REQUEST');
  });

  it('a multipart field named __proto__', async () => {
    const fields = JSON.parse('{"__proto__": "polluted"}') as Record<string, string>;
    const body = await multipart({ ...VALID.contact, ...fields });
    expectDocumented(await post(body.headers, body.payload), 400, 'MALFORMED_REQUEST');
  });

  it('an address the router cannot decode', async () => {
    for (const url of ['/%', '/webAPI/%E0%A4%A']) {
      expectDocumented(await app.inject({ method: 'GET', url }), 400, 'MALFORMED_REQUEST');
    }
  });

  it('a request that is not HTTP, answered on the socket', { timeout: 60_000 }, async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head.toLowerCase()).toContain('content-type: application/json');
    expectDocumented({ statusCode: 400, body }, 400, 'MALFORMED_REQUEST');
  });
});

describe('the 404 page', () => {
  it('answers 404 by its own address as by any unknown one', async () => {
    for (const url of ['/404', '/404/', '/404/index.html', '/no-such-page']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('Page not found');
    }
    expect((await app.inject({ url: '/about-us' })).statusCode).toBe(200);
  });
});
