import { expect } from 'vitest';
import { PORTS, SITE_ORIGIN, type Rehearsal, client } from '../rehearsal.ts';
import { rehearse } from '../fixtures.ts';

async function tls(r: Rehearsal): Promise<string> {
  const visitor = client('127.0.0.2', r.ca);
  const page = await visitor.send(`${SITE_ORIGIN}/`, { headers: { 'accept-encoding': 'br, gzip' } });
  expect.soft(page.status, `GET / answered ${page.status}`).toBe(200);
  expect
    .soft(page.headers['content-encoding'], `GET / came ${page.headers['content-encoding'] ?? 'uncompressed'}, not br`)
    .toBe('br');
  expect.soft(page.headers['strict-transport-security'], 'no HSTS on a page nginx served').toBeTruthy();
  expect
    .soft(String(page.headers['content-security-policy']), "the page's CSP has no script hashes")
    .toContain("'sha256-");
  const api = await visitor.send(`${SITE_ORIGIN}/webAPI/csrf`);
  expect.soft(api.status, `GET /webAPI/csrf answered ${api.status}`).toBe(204);
  expect
    .soft(api.headers['strict-transport-security'], 'no HSTS from the replica: it did not see https (TRUST_PROXY)')
    .toBeTruthy();
  expect
    .soft([api.headers['set-cookie'] ?? []].flat().join(' '), 'the XSRF cookie is not Secure')
    .toMatch(/;\s*secure/i);
  const ready = await visitor.send(`${SITE_ORIGIN}/readyz`);
  expect.soft(ready.status, `GET /readyz through nginx answered ${ready.status}`).toBe(200);
  const plain = await visitor.send(`http://127.0.0.1:${PORTS.http}/about-us`);
  expect
    .soft(
      plain.status === 301 && String(plain.headers.location).startsWith('https://'),
      `plain HTTP answered ${plain.status} ${plain.headers.location ?? ''}`,
    )
    .toBe(true);
  return (
    `page ${page.status} ${page.headers['content-encoding'] ?? 'identity'} HSTS ${page.headers['strict-transport-security'] ? 'yes' : 'no'}; ` +
    `API ${api.status} HSTS ${api.headers['strict-transport-security'] ? 'yes' : 'no'}; /readyz ${ready.status}; http → ${plain.status}`
  );
}

rehearse('tls', 'HTTPS with HSTS on files (nginx) and API answers (Node); plain HTTP redirects', {
  limitMs: 30_000,
  run: tls,
});
