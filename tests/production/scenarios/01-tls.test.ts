import { Checks, type ScenarioResult } from '../../support/lib.ts';
import { PORTS, SITE_ORIGIN, type Rehearsal, client } from '../rehearsal.ts';
import { rehearse } from '../fixtures.ts';

async function tls(r: Rehearsal): Promise<ScenarioResult> {
  const checks = new Checks();
  const visitor = client('127.0.0.2', r.ca);
  const page = await visitor.send(`${SITE_ORIGIN}/`, { headers: { 'accept-encoding': 'br, gzip' } });
  checks.expect(page.status === 200, `GET / answered ${page.status}`);
  checks.expect(
    page.headers['content-encoding'] === 'br',
    `GET / came ${page.headers['content-encoding'] ?? 'uncompressed'}, not br`,
  );
  checks.expect(Boolean(page.headers['strict-transport-security']), 'no HSTS on a page nginx served');
  checks.expect(
    String(page.headers['content-security-policy']).includes("'sha256-"),
    "the page's CSP has no script hashes",
  );
  const api = await visitor.send(`${SITE_ORIGIN}/webAPI/csrf`);
  checks.expect(api.status === 204, `GET /webAPI/csrf answered ${api.status}`);
  checks.expect(
    Boolean(api.headers['strict-transport-security']),
    'no HSTS from the replica: it did not see https (TRUST_PROXY)',
  );
  checks.expect(
    /;\s*secure/i.test([api.headers['set-cookie'] ?? []].flat().join(' ')),
    'the XSRF cookie is not Secure',
  );
  const ready = await visitor.send(`${SITE_ORIGIN}/readyz`);
  checks.expect(ready.status === 200, `GET /readyz through nginx answered ${ready.status}`);
  const plain = await visitor.send(`http://127.0.0.1:${PORTS.http}/about-us`);
  checks.expect(
    plain.status === 301 && String(plain.headers.location).startsWith('https://'),
    `plain HTTP answered ${plain.status} ${plain.headers.location ?? ''}`,
  );
  return checks.result(
    `page ${page.status} ${page.headers['content-encoding'] ?? 'identity'} HSTS ${page.headers['strict-transport-security'] ? 'yes' : 'no'}; ` +
      `API ${api.status} HSTS ${api.headers['strict-transport-security'] ? 'yes' : 'no'}; /readyz ${ready.status}; http → ${plain.status}`,
  );
}

rehearse('tls', 'HTTPS with HSTS on files (nginx) and API answers (Node); plain HTTP redirects', {
  limitMs: 30_000,
  run: tls,
});
