import { expect } from 'vitest';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tally } from '../../support/lib.ts';
import { forms } from '../../../app/forms/index.ts';
import { Client, type Answer } from '../client.ts';
import { PORTS, SITE_ORIGIN, type Rehearsal, clients, client } from '../rehearsal.ts';
import { logLines, flushedLog, freshAddress, rawTls } from '../helpers.ts';
import { rehearse } from '../fixtures.ts';

/** The hardened edge: what nginx itself answers, without a replica involved where it can. */
async function edge(r: Rehearsal): Promise<string> {
  const visitor = client(freshAddress(), r.ca);
  // IPv6: the same site on [::1].
  const v6 = new Client('::1', SITE_ORIGIN.replace('127.0.0.1', '[::1]'), r.ca);
  clients.push(v6);
  const overV6 = await v6.send(`https://[::1]:${PORTS.tls}/about-us`, { headers: { host: `127.0.0.1:${PORTS.tls}` } });
  expect.soft(overV6.status, `GET /about-us over IPv6 answered ${overV6.status}`).toBe(200);
  // Unknown host names: 421 over TLS, no answer at all on port 80, never a redirect to them.
  const misdirected = await visitor.send(`${SITE_ORIGIN}/`, { headers: { host: 'evil.example' }, anyName: true });
  expect
    .soft(
      misdirected.status === 421 && misdirected.body.includes('MISDIRECTED_REQUEST'),
      `Host: evil.example over TLS answered ${misdirected.status}`,
    )
    .toBe(true);
  const plainUnknown = await visitor
    .send(`http://127.0.0.1:${PORTS.http}/`, { headers: { host: 'evil.example' } })
    .then((answer) => String(answer.status))
    .catch((error: { code?: string }) => error.code ?? 'error');
  expect
    .soft(plainUnknown, `Host: evil.example on port 80 got ${plainUnknown}, not a closed connection`)
    .toBe('ECONNRESET');
  const redirect = await visitor.send(`http://127.0.0.1:${PORTS.http}/about-us?x=1`, {
    headers: { host: 'localhost' },
  });
  expect
    .soft(
      redirect.status === 301 && redirect.headers.location === `${SITE_ORIGIN}/about-us?x=1`,
      `port 80 redirected Host: localhost to ${redirect.headers.location}, not the site's own name`,
    )
    .toBe(true);
  // ACME challenges on port 80, served as files.
  const token = `token-${randomBytes(6).toString('hex')}`;
  const challenges = join(r.nginx.dir, 'acme', '.well-known', 'acme-challenge');
  mkdirSync(challenges, { recursive: true, mode: 0o755 });
  writeFileSync(join(challenges, token), `${token}.key-authorisation`, { mode: 0o644 });
  const acme = await visitor.send(`http://127.0.0.1:${PORTS.http}/.well-known/acme-challenge/${token}`);
  expect
    .soft(acme.status === 200 && acme.body === `${token}.key-authorisation`, `ACME challenge answered ${acme.status}`)
    .toBe(true);
  // nginx's own refusals: JSON, with the site's headers and the request id.
  const jsonWithHeaders = (answer: Answer, status: number, code: string, what: string) => {
    expect.soft(answer.status === status, `${what} answered ${answer.status}, not ${status}`).toBe(true);
    expect
      .soft(
        String(answer.headers['content-type']).startsWith('application/json') && answer.body.includes(`"${code}"`),
        `${what}: ${answer.headers['content-type']} ${answer.body.slice(0, 80)}`,
      )
      .toBe(true);
    expect.soft(answer.headers['strict-transport-security'], `${what}: no HSTS`).toBeTruthy();
    expect.soft(answer.headers['x-content-type-options'], `${what}: no nosniff`).toBe('nosniff');
    expect.soft(String(answer.headers['x-request-id']), `${what}: no request id`).toMatch(/^[0-9a-f]{32}$/);
    for (const header of ['content-security-policy', 'referrer-policy', 'x-frame-options', 'cache-control']) {
      expect.soft(answer.headers[header], `${what}: no ${header}`).toBeTruthy();
    }
  };
  const session = await visitor.session();
  const huge = await visitor.send(`${SITE_ORIGIN}${forms['job-apply'].endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', cookie: `XSRF-TOKEN=${session}`, 'x-xsrf-token': session },
    body: Buffer.alloc(3 * 1024 * 1024, 1),
  });
  jsonWithHeaders(huge, 413, 'PAYLOAD_TOO_LARGE', 'a 3 MB body');
  const longUri = await visitor.send(`${SITE_ORIGIN}/about-us?${'q'.repeat(9_000)}`);
  jsonWithHeaders(longUri, 414, 'MALFORMED_REQUEST', 'a 9 kB address');
  // Request lines nginx cannot read, by address (the default server answers) and naming the
  // site in TLS as browsers do (the site's server answers, where a redirect to a named
  // location once failed with 500 for want of a URI): JSON with the site's headers, never a 5xx.
  const host = `Host: 127.0.0.1:${PORTS.tls}\r\n`;
  const unreadable: [string, string, number][] = [
    ['a 9 kB address', `GET /about-us?${'q'.repeat(9_000)} HTTP/1.1\r\n${host}`, 414],
    ['GET /\\x01', `GET /\x01 HTTP/1.1\r\n${host}`, 400],
    ['the method G@T', `G@T / HTTP/1.1\r\n${host}`, 400],
    ['a request without Host', 'GET / HTTP/1.1\r\n', 400],
  ];
  const malformed: string[] = [];
  for (const servername of [undefined, 'localhost']) {
    for (const [what, head, status] of unreadable) {
      const answer = await rawTls(PORTS.tls, r.ca, `${head}Connection: close\r\n\r\n`, {
        ...(servername ? { servername } : {}),
        localAddress: visitor.address,
      });
      jsonWithHeaders(answer, status, 'MALFORMED_REQUEST', `${what} (${servername ? 'SNI' : 'by address'})`);
      malformed.push(String(answer.status));
    }
  }
  // A flood of posts from one address: nginx answers past its burst, the replicas never see those.
  const flooder = client(freshAddress(), r.ca);
  const since = logLines(r.nginx);
  const flood: Answer[] = [];
  for (let i = 0; i < 30; i += 1) {
    flood.push(
      await flooder.send(`${SITE_ORIGIN}${forms.contact.endpoint}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: Buffer.from('{}'),
      }),
    );
  }
  // The replica's own limit answers first (403 without a token, then its 429); past the
  // burst (21), nginx answers itself and the replicas see nothing.
  const last = flood.at(-1);
  if (last) jsonWithHeaders(last, 429, 'RATE_LIMITED', 'the edge’s 429');
  const atEdge = (await flushedLog(r.nginx))
    .split('\n')
    .slice(since)
    .filter((line) => line.startsWith(`${flooder.address} `) && / 429 .*upstream="-?"/.test(line));
  expect
    .soft(
      atEdge.length,
      `30 quick posts from one address: ${tally(flood.map((a) => a.status))}, ${atEdge.length} refused by nginx itself`,
    )
    .toBeGreaterThanOrEqual(5);
  // Request ids: generated by nginx, forwarded (the replica returns the id it received), logged.
  const api = await visitor.send(`${SITE_ORIGIN}/webAPI/csrf`);
  const id = String(api.headers['x-request-id']);
  expect.soft(id, `the API answer's request id is ${id}`).toMatch(/^[0-9a-f]{32}$/);
  expect.soft(await flushedLog(r.nginx), 'the request id is not in nginx’s log').toContain(`rid=${id}`);
  const internal = await visitor.send(`${SITE_ORIGIN}/healthz`);
  expect.soft(internal.status, `/healthz from the internal network answered ${internal.status}`).toBe(200);
  return (
    `IPv6 ${overV6.status}; unknown host: TLS ${misdirected.status}, port 80 ${plainUnknown}; redirect → ${redirect.headers.location}; ` +
    `ACME ${acme.status}; 3 MB ${huge.status} JSON; 9 kB URI ${longUri.status} with headers; unreadable request lines ${tally(malformed)} JSON; flood ${tally(flood.map((a) => a.status))} (${atEdge.length} by nginx); request id ${id.slice(0, 8)}…`
  );
}

rehearse(
  'edge',
  'IPv6, unknown host names, the fixed redirect, ACME, nginx’s JSON 400/413/414/429 with the site’s headers, request ids',
  { limitMs: 60_000, run: edge },
);
