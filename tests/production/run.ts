/**
 * `npm run test:production`: the production set-up of docs/deploy.md, rehearsed on
 * one machine and proven through its front door.
 *
 * It starts Debian's nginx with deploy/nginx.conf (only paths and ports replaced:
 * HTTPS on 127.0.0.1:8443 with a throw-away openssl certificate, the redirect on
 * :4513), two replicas (`node server/server.ts` on 127.0.0.1:4511 and :4512,
 * TRUST_PROXY=127.0.0.1, which is where nginx connects from: proxy_bind), a
 * throw-away PostgreSQL (scripts/with-postgres.ts) and an SMTP sink (smtp-server, on
 * :4514). Visitors are clients bound to their own loopback addresses (127.0.0.2,
 * 127.0.0.3 …, never the trusted 127.0.0.1), so nginx sees distinct clients.
 *
 * Scenarios, one line each with its figures, then `N passed, N failed` (exit code 1
 * when any failed). Every process it started is stopped at the end, whatever happens.
 *
 *   1. tls        HTTPS with HSTS on files (nginx) and API answers (Node, which must
 *                 trust nginx's X-Forwarded-Proto); plain HTTP redirects
 *   2. identity   distinct clients have distinct rate limits and stored addresses; the
 *                 form limit holds across both replicas
 *   3. forgery    a forged X-Forwarded-For through nginx changes nothing; a client
 *                 reaching a replica directly can forge neither its address nor https
 *   4. ack-cap    one acknowledgement per recipient across both replicas, address
 *                 variants (+tags, Gmail dots, googlemail.com) counted as one
 *   5. sigkill    a replica killed mid-burst: every 201 stored exactly once, nginx
 *                 retried no POST, new requests go to the live replica
 *   6. sigterm    a replica stopped mid-burst: /readyz 503 from the signal until it
 *                 closed, every 201 stored exactly once, it exits 0
 *   7. mail       every e-mail of the run sent exactly once
 *
 * REHEARSAL_LOG_LEVEL sets the replicas' log level (default warn). Logs (replicas,
 * nginx) are kept in test-results/production/ when a scenario fails.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { writeNginxCspMap } from '../../scripts/nginx-csp-map.ts';
import { startThrowawayPostgres, postgresBinDir, type ThrowawayPostgres } from '../../scripts/with-postgres.ts';
import { TestSmtpServer } from '../api/mail-helpers.ts';
import { multipartBody, NONCE_MARK, submissionBody } from '../faults/client.ts';
import {
  Checks,
  cleanUp,
  cleanUpNow,
  ms,
  onCleanUp,
  percentile,
  ROOT,
  seconds,
  sleep,
  tally,
  within,
  type ScenarioResult,
} from '../faults/lib.ts';
import { VALID } from '../fixtures/submissions.ts';
import { Client, idOf, statusOf, type Outcome } from './client.ts';
import { nginxMissing, startNginx, type RunningNginx } from './nginx.ts';
import { startReplica, type Replica } from './replica.ts';

const PORTS = { tls: 8443, http: 4513, replicas: [4511, 4512] as const, smtp: 4514, metrics: [4515, 4519] as const };
const SITE_ORIGIN = `https://127.0.0.1:${PORTS.tls}`;
/** Form submissions per client address per minute on every replica; the scenarios count on it. */
const RATE_LIMIT = 5;
/** How long /readyz answers 503 after SIGTERM before the listener closes. */
const DRAIN_MS = 2_000;
const STAFF = { sales: 'sales@rehearsal.test', hr: 'careers@rehearsal.test' };

interface Rehearsal {
  postgres: ThrowawayPostgres;
  db: pg.Client;
  smtp: TestSmtpServer;
  nginx: RunningNginx;
  replicas: Replica[];
  ca: string;
  logDir: string;
  csrfSecret: string;
  /** Submissions stored during the run. */
  stored: number;
  /** The EHLO name of the replica process the sigkill scenario killed. */
  killedClient: string;
}

/**
 * The name each replica process gives in EHLO (nodemailer's `name`, from SMTP_URL),
 * new for every start, so the sink knows which process sent each message.
 */
const smtpClientNames = new Map<Replica, string>();

const clients: Client[] = [];
/** A visitor on its own loopback address. */
function client(address: string, ca: string): Client {
  const made = new Client(address, SITE_ORIGIN, ca);
  clients.push(made);
  return made;
}

async function startReplicaNumber(rehearsal: Omit<Rehearsal, 'replicas' | 'nginx'>, index: 0 | 1): Promise<Replica> {
  const name = `replica-${index === 0 ? 'a' : 'b'}`;
  const smtpClient = `${name}-${smtpClientNames.size + 1}.rehearsal.test`;
  const replica = await startReplica({
    name,
    port: PORTS.replicas[index],
    metricsPort: PORTS.metrics[index],
    logDir: rehearsal.logDir,
    env: {
      DATABASE_URL: rehearsal.postgres.url,
      CSRF_SECRET: rehearsal.csrfSecret,
      TRUST_PROXY: '127.0.0.1',
      SITE_URL: SITE_ORIGIN,
      RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      SMTP_URL: `${rehearsal.smtp.url}/?name=${smtpClient}`,
      MAIL_FROM: 'Nexaweave Rehearsal <hello@rehearsal.test>',
      SALES_EMAIL: STAFF.sales,
      HR_EMAIL: STAFF.hr,
    },
  });
  smtpClientNames.set(replica, smtpClient);
  return replica;
}

async function rows(db: pg.Client, text: string, values: unknown[] = []): Promise<Record<string, unknown>[]> {
  return (await db.query(text, values)).rows as Record<string, unknown>[];
}

/** Stored contact enquiries whose message carries this run's nonce prefix, by nonce. */
async function storedByNonce(db: pg.Client, prefix: string): Promise<Map<string, { id: string; address: string }[]>> {
  const found = new Map<string, { id: string; address: string }[]>();
  const stored = await rows(db, `select id, client_address, message from contact_enquiries where message like $1`, [
    `%${NONCE_MARK}${prefix}%`,
  ]);
  for (const row of stored) {
    const nonce = new RegExp(`${NONCE_MARK}(\\S+)`).exec(String(row['message']))?.[1] ?? '';
    const list = found.get(nonce) ?? [];
    list.push({ id: String(row['id']), address: String(row['client_address']) });
    found.set(nonce, list);
  }
  return found;
}

/** Which replica nginx passed each logged POST to, and whether any POST went to two after reaching one. */
function upstreamsOfPosts(log: string, since: number): { byReplica: string; retriedAfterSending: string[] } {
  const lines = log
    .split('\n')
    .slice(since)
    .filter((line) => line.includes('"POST '));
  const upstreams: string[] = [];
  const retriedAfterSending: string[] = [];
  for (const line of lines) {
    const tried = /upstream="([^"]*)"/.exec(line)?.[1]?.split(', ') ?? [];
    const sent = (/usent="([^"]*)"/.exec(line)?.[1] ?? '').split(', ').map(Number);
    upstreams.push(tried.at(-1) ?? '-');
    // A POST passed to a second replica is a retry only if the first had received bytes of it.
    if (tried.length > 1 && sent.slice(0, -1).some((bytes) => bytes > 0)) retriedAfterSending.push(line);
  }
  const port = (upstream: string) => upstream.replace(/^127\.0\.0\.1:/, ':');
  return { byReplica: tally(upstreams.map(port)), retriedAfterSending };
}

const logLines = (nginx: RunningNginx) => nginx.accessLog().split('\n').length - 1;
/** nginx writes its access log in buffers flushed every second. */
const flushedLog = async (nginx: RunningNginx) => {
  await sleep(1_300);
  return nginx.accessLog();
};

// ---------------------------------------------------------------------------------------------

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

async function identity(r: Rehearsal): Promise<ScenarioResult> {
  const checks = new Checks();
  const a = client('127.0.0.3', r.ca);
  const b = client('127.0.0.4', r.ca);
  const since = logLines(r.nginx);
  const prefix = `identity-${randomBytes(3).toString('hex')}-`;
  // Twice the limit and one: with a limit per replica's memory, round-robin would let 2 × RATE_LIMIT through.
  const fromA: Outcome[] = [];
  for (let i = 0; i < 2 * RATE_LIMIT + 1; i += 1)
    fromA.push(await a.submit('contact', submissionBody('contact', `${prefix}a${i}`)));
  const fromB = await b.submit('contact', submissionBody('contact', `${prefix}b0`));
  const statusesA = fromA.map(statusOf);
  const accepted = statusesA.filter((status) => status === '201').length;
  checks.expect(
    accepted === RATE_LIMIT,
    `client A got ${tally(statusesA)}: ${RATE_LIMIT}×201 expected across both replicas`,
  );
  checks.expect(statusesA.at(-1) === '429', `client A's last post answered ${statusesA.at(-1)}, not 429`);
  checks.expect(statusOf(fromB) === '201', `client B's first post answered ${statusOf(fromB)} after A was limited`);
  const stored = await storedByNonce(r.db, prefix);
  const addresses = [...stored].map(
    ([nonce, list]) => `${nonce.startsWith(`${prefix}a`) ? 'A' : 'B'}=${list[0]?.address}`,
  );
  checks.expect(
    [...stored].every(([nonce, list]) => list[0]?.address === (nonce.startsWith(`${prefix}a`) ? a.address : b.address)),
    `stored addresses ${tally(addresses)}`,
  );
  const { byReplica } = upstreamsOfPosts(await flushedLog(r.nginx), since);
  checks.expect(byReplica.split(' ').length === 2, `the posts reached ${byReplica}, not both replicas`);
  r.stored += accepted + (statusOf(fromB) === '201' ? 1 : 0);
  return checks.result(
    `A (${a.address}) ${tally(statusesA)}; B (${b.address}) ${statusOf(fromB)}; stored ${tally(addresses)}; replicas ${byReplica}`,
  );
}

async function forgery(r: Rehearsal): Promise<ScenarioResult> {
  const checks = new Checks();
  const c = client('127.0.0.5', r.ca);
  const prefix = `forgery-${randomBytes(3).toString('hex')}-`;
  const statuses: string[] = [];
  for (let i = 0; i < RATE_LIMIT + 1; i += 1) {
    const forged = { 'x-forwarded-for': `203.0.113.${10 + i}`, 'x-real-ip': `203.0.113.${10 + i}` };
    statuses.push(
      statusOf(await c.submit('contact', submissionBody('contact', `${prefix}c${i}`), { headers: forged })),
    );
  }
  checks.expect(
    statuses.filter((s) => s === '201').length === RATE_LIMIT && statuses.at(-1) === '429',
    `forged X-Forwarded-For through nginx: ${tally(statuses)} (a new identity per post would never be limited)`,
  );
  // Straight to a replica, around nginx: the replica trusts only 127.0.0.1, so the client stays itself, over http.
  const d = client('127.0.0.6', r.ca);
  const replica = r.replicas[0];
  if (!replica) throw new Error('no replica');
  const direct = await d.submit('contact', submissionBody('contact', `${prefix}d0`), {
    origin: replica.origin,
    headers: { 'x-forwarded-for': '203.0.113.99', 'x-forwarded-proto': 'https' },
  });
  checks.expect(statusOf(direct) === '201', `a direct post answered ${statusOf(direct)}`);
  const page = await d.send(`${replica.origin}/about-us`, { headers: { 'x-forwarded-proto': 'https' } });
  checks.expect(!page.headers['strict-transport-security'], 'a direct client with X-Forwarded-Proto: https got HSTS');
  const stored = await storedByNonce(r.db, prefix);
  const addresses = [...stored].map(
    ([nonce, list]) => `${nonce.slice(prefix.length, prefix.length + 1)}=${list[0]?.address}`,
  );
  checks.expect(
    [...stored].every(([nonce, list]) => list[0]?.address === (nonce.startsWith(`${prefix}c`) ? c.address : d.address)),
    `stored addresses ${tally(addresses)}`,
  );
  r.stored += statuses.filter((s) => s === '201').length + (statusOf(direct) === '201' ? 1 : 0);
  return checks.result(
    `forged XFF via nginx: ${tally(statuses)}; direct with forged XFF and proto: ${statusOf(direct)}, HSTS ${page.headers['strict-transport-security'] ? 'yes' : 'no'}; stored ${tally(addresses)}`,
  );
}

const ACK_VARIANTS = [
  'Rehearsal.Visitor@gmail.com',
  'rehearsalvisitor+newsletter@gmail.com',
  'rehearsal.visitor+quote@googlemail.com',
  'REHEARSALVISITOR@GMAIL.COM',
];

async function acknowledgementCap(r: Rehearsal): Promise<ScenarioResult> {
  const checks = new Checks();
  const before = r.smtp.received.length;
  const prefix = `ack-${randomBytes(3).toString('hex')}-`;
  const statuses: string[] = [];
  for (const [i, email] of ACK_VARIANTS.entries()) {
    const visitor = client(`127.0.0.${7 + i}`, r.ca);
    const fields = { ...VALID.contact, email, message: `${VALID.contact.message} ${NONCE_MARK}${prefix}${i}` };
    statuses.push(statusOf(await visitor.submit('contact', multipartBody(fields))));
  }
  checks.expect(
    statuses.every((s) => s === '201'),
    `submissions answered ${tally(statuses)}`,
  );
  r.stored += statuses.filter((s) => s === '201').length;
  // Each submission notifies staff; acknowledgements go to the visitor's address.
  await r.smtp.waitFor(before + ACK_VARIANTS.length + 1, 20_000).catch(() => undefined);
  await sleep(1_500);
  const mails = r.smtp.received.slice(before);
  const acknowledgements = mails.filter((mail) => mail.to.some((to) => /gmail\.com$/i.test(to)));
  const notifications = mails.filter(
    (mail) => mail.to.includes(STAFF.sales) && (mail.parsed.text ?? '').includes(prefix),
  );
  checks.expect(
    acknowledgements.length === 1,
    `${acknowledgements.length} acknowledgements for one recipient written ${ACK_VARIANTS.length} ways`,
  );
  checks.expect(
    notifications.length === ACK_VARIANTS.length,
    `${notifications.length} staff notifications for ${ACK_VARIANTS.length} submissions`,
  );
  return checks.result(
    `${tally(statuses)}; acknowledgements ${acknowledgements.length}, notifications ${notifications.length}`,
  );
}

interface Burst {
  /** Each post's outcome, and when it was sent (`sent`) and answered (`at`). */
  outcomes: { outcome: Outcome; nonce: string; sent: number; at: number }[];
  event: number;
}

/**
 * `total` contact posts from `senders` addresses (within the limit each), `concurrency` at a time; `during` runs after
 * `after` answers. With `paceAfterMs`, each worker waits that long between posts once `during` has run, so the burst
 * outlasts the event (on a fast machine an unpaced burst is over before nginx has seen a killed replica fail).
 */
async function burst(
  r: Rehearsal,
  prefix: string,
  addressBase: string,
  total: number,
  after: number,
  during: () => void,
  paceAfterMs = 0,
): Promise<Burst> {
  const senders = Math.ceil(total / (RATE_LIMIT - 2));
  const visitors = Array.from({ length: senders }, (_, i) => client(`${addressBase}.${1 + i}`, r.ca));
  await Promise.all(visitors.map((visitor) => visitor.session()));
  const outcomes: Burst['outcomes'] = [];
  let next = 0;
  let event = Number.NaN;
  const worker = async () => {
    while (next < total) {
      const i = next;
      next += 1;
      const nonce = `${prefix}${i}`;
      const visitor = visitors[i % senders];
      if (!visitor) return;
      if (paceAfterMs > 0 && !Number.isNaN(event)) await sleep(paceAfterMs);
      const sent = performance.now();
      const outcome = await visitor.submit('contact', submissionBody('contact', nonce));
      outcomes.push({ outcome, nonce, sent, at: performance.now() });
      if (outcomes.length === after) {
        event = performance.now();
        during();
      }
    }
  };
  await Promise.all(Array.from({ length: 12 }, worker));
  return { outcomes, event };
}

/** Checks that every 201 of a burst is stored exactly once, and nothing else twice. */
async function exactlyOnce(r: Rehearsal, checks: Checks, prefix: string, burstResult: Burst): Promise<string> {
  const stored = await storedByNonce(r.db, prefix);
  const accepted = burstResult.outcomes.filter(({ outcome }) => statusOf(outcome) === '201');
  const missing = accepted.filter(({ nonce }) => stored.get(nonce)?.length !== 1);
  const twice = [...stored].filter(([, list]) => list.length > 1);
  const idMismatch = accepted.filter(({ nonce, outcome }) => stored.get(nonce)?.[0]?.id !== idOf(outcome));
  checks.expect(missing.length === 0, `${missing.length} answered 201 but not stored exactly once`);
  checks.expect(twice.length === 0, `${twice.length} submissions stored twice`);
  checks.expect(idMismatch.length === 0, `${idMismatch.length} stored under another id than the 201 gave`);
  const unanswered = [...stored.keys()].filter((nonce) => !accepted.some((entry) => entry.nonce === nonce)).length;
  r.stored += stored.size;
  return `stored ${stored.size} (${accepted.length} answered 201, ${unanswered} cut off in flight but stored), none twice`;
}

async function sigkill(r: Rehearsal): Promise<ScenarioResult> {
  const checks = new Checks();
  const [victim, survivor] = r.replicas;
  if (!victim || !survivor) throw new Error('two replicas expected');
  const prefix = `kill-${randomBytes(3).toString('hex')}-`;
  const since = logLines(r.nginx);
  // 180 posts after the kill, 12 at a time 100 ms apart: about 1.5 s of traffic after it.
  const result = await burst(
    r,
    prefix,
    '127.0.1',
    240,
    60,
    () => {
      r.killedClient = smtpClientNames.get(victim) ?? '';
      victim.signal('SIGKILL');
    },
    100,
  );
  await victim.exited;
  // Sent a second after the kill: nginx has seen the replica fail by then.
  const afterKill = result.outcomes.filter(({ sent }) => sent > result.event + 1_000);
  const statuses = result.outcomes.map(({ outcome }) => statusOf(outcome));
  const afterStatuses = afterKill.map(({ outcome }) => statusOf(outcome));
  checks.expect(afterKill.length > 0, 'the burst ended within a second of the kill: nothing measured after it');
  checks.expect(
    afterStatuses.every((s) => s === '201'),
    `after the kill: ${tally(afterStatuses)}`,
  );
  checks.expect(
    statuses.every((s) => s === '201' || s === '502'),
    `answers ${tally(statuses)}`,
  );
  const stored = await exactlyOnce(r, checks, prefix, result);
  const { byReplica, retriedAfterSending } = upstreamsOfPosts(await flushedLog(r.nginx), since);
  checks.expect(
    retriedAfterSending.length === 0,
    `nginx passed ${retriedAfterSending.length} POSTs on after a replica had them: ${retriedAfterSending[0] ?? ''}`,
  );
  const latencies = result.outcomes.map(({ outcome }) =>
    outcome.kind === 'response' ? outcome.answer.ms : outcome.ms,
  );
  // Back for the next scenario, as a supervisor would restart it.
  r.replicas[0] = await startReplicaNumber(r, 0);
  return checks.result(
    `${result.outcomes.length} posts, SIGKILL after 60: ${tally(statuses)}; after +1 s: ${tally(afterStatuses)}; ${stored}; ` +
      `upstreams ${byReplica}; POSTs passed on after sending: ${retriedAfterSending.length}; p99 ${ms(percentile(latencies, 99))}`,
  );
}

async function sigterm(r: Rehearsal): Promise<ScenarioResult> {
  const checks = new Checks();
  const [, victim] = r.replicas;
  if (!victim) throw new Error('two replicas expected');
  const prefix = `term-${randomBytes(3).toString('hex')}-`;
  const since = logLines(r.nginx);
  // /readyz asked straight at the stopping replica, as a balancer with active checks would.
  const probe = client('127.0.0.1', r.ca);
  const readiness: { at: number; status: string }[] = [];
  let signalled = Number.NaN;
  let polling = true;
  const poller = (async () => {
    while (polling) {
      const at = performance.now();
      try {
        readiness.push({
          at,
          status: String((await probe.send(`${victim.origin}/readyz`, { timeoutMs: 2_000 })).status),
        });
      } catch (error) {
        readiness.push({ at, status: (error as { code?: string }).code ?? 'error' });
      }
      await sleep(50);
    }
  })();
  let exitCode: number | null | undefined;
  let exitedAt = Number.NaN;
  void victim.exited.then((code) => {
    exitCode = code;
    exitedAt = performance.now();
  });
  const result = await burst(r, prefix, '127.0.2', 300, 40, () => {
    signalled = performance.now();
    victim.signal('SIGTERM');
  });
  await within(20_000, 'the SIGTERM replica to exit', victim.exited);
  polling = false;
  await poller;
  const statuses = result.outcomes.map(({ outcome }) => statusOf(outcome));
  const duringDrain = readiness.filter(({ at }) => at > signalled + 100 && at < exitedAt);
  const answered = duringDrain.filter(({ status }) => /^\d+$/.test(status));
  checks.expect(exitCode === 0, `the replica exited with ${exitCode}`);
  checks.expect(answered.length > 0, 'no /readyz answer between SIGTERM and exit');
  checks.expect(
    answered.every(({ status }) => status === '503'),
    `/readyz between SIGTERM and exit: ${tally(duringDrain.map(({ status }) => status))}`,
  );
  checks.expect(
    exitedAt - signalled >= DRAIN_MS,
    `closed ${ms(exitedAt - signalled)} after SIGTERM, before the ${ms(DRAIN_MS)} drain`,
  );
  // In flight when the replica closed: nginx's 502, or the replica's own 503 (Retry-After) to a
  // request that reached it as it began to close. Neither may have been stored.
  checks.expect(
    statuses.every((s) => ['201', '502', '503'].includes(s)),
    `answers ${tally(statuses)}`,
  );
  const refusedNonces = result.outcomes.filter(({ outcome }) => statusOf(outcome) === '503').map(({ nonce }) => nonce);
  const lateStatuses = result.outcomes
    .filter(({ sent }) => sent > exitedAt + 500)
    .map(({ outcome }) => statusOf(outcome));
  checks.expect(
    lateStatuses.every((s) => s === '201'),
    `after the replica closed: ${tally(lateStatuses)}`,
  );
  const storedRefused = [...(await storedByNonce(r.db, prefix)).keys()].filter((nonce) =>
    refusedNonces.includes(nonce),
  );
  checks.expect(storedRefused.length === 0, `${storedRefused.length} submissions answered 503 were stored`);
  const stored = await exactlyOnce(r, checks, prefix, result);
  const { byReplica, retriedAfterSending } = upstreamsOfPosts(await flushedLog(r.nginx), since);
  checks.expect(
    retriedAfterSending.length === 0,
    `nginx passed ${retriedAfterSending.length} POSTs on after a replica had them`,
  );
  return checks.result(
    `${result.outcomes.length} posts, SIGTERM after 40: ${tally(statuses)}; /readyz from signal to exit (${ms(exitedAt - signalled)}): ` +
      `${tally(duringDrain.map(({ status }) => status))}; exit ${exitCode}; after close: ${tally(lateStatuses)}; ${stored}; upstreams ${byReplica}`,
  );
}

async function mailOnce(r: Rehearsal): Promise<ScenarioResult> {
  const checks = new Checks();
  const started = performance.now();
  // A replica killed while holding a batch leaves it leased for a minute; then the live one sends it.
  const pending = async () =>
    Number((await rows(r.db, `select count(*)::int as n from outbox where status <> 'sent'`))[0]?.['n']);
  while ((await pending()) > 0 && performance.now() - started < 100_000) await sleep(500);
  const left = await pending();
  await sleep(500);
  const sent = await rows(r.db, `select message_id from outbox where status = 'sent'`);
  const received = r.smtp.received.map((mail) => mail.parsed.messageId ?? '');
  const counts = new Map<string, number>();
  for (const id of received) counts.set(id, (counts.get(id) ?? 0) + 1);
  // The one repeat the outbox allows: a message the SMTP server accepted from the replica
  // killed before it could mark it sent, sent again by another with the same Message-ID.
  // Such a first copy came from the killed process (its EHLO name), the second from another.
  // (Not told apart by time: the sink may read a message the victim wrote just before
  // it died after the kill.)
  const clientsOf = (id: string) =>
    r.smtp.received.filter((mail) => mail.parsed.messageId === id).map((mail) => mail.client);
  const repeats = [...counts].filter(([, n]) => n > 1);
  const crashRepeats = repeats.filter(([id, n]) => {
    const [first, second] = clientsOf(id);
    return n === 2 && r.killedClient !== '' && first === r.killedClient && second !== r.killedClient;
  });
  const twice = repeats.filter((repeat) => !crashRepeats.includes(repeat));
  const sentIds = new Set(sent.map((row) => String(row['message_id'])));
  const unknown = received.filter((id) => !sentIds.has(id));
  checks.expect(left === 0, `${left} e-mails still unsent after ${seconds(performance.now() - started)}`);
  checks.expect(
    twice.length === 0,
    `${twice.length} Message-IDs arrived more than once: ${twice.map(([id]) => `${id} from ${clientsOf(id).join(' then ')}`).join('; ')} (killed: ${r.killedClient})`,
  );
  checks.expect(
    received.length === sent.length + crashRepeats.length,
    `${received.length} e-mails arrived for ${sent.length} marked sent and ${crashRepeats.length} repeated after the kill`,
  );
  checks.expect(unknown.length === 0, `${unknown.length} e-mails the outbox does not know`);
  // Without each process's own EHLO name, a crash repeat could not be told from a real one.
  const names = new Set(smtpClientNames.values());
  const strangers = r.smtp.received.filter((mail) => !names.has(mail.client));
  checks.expect(
    strangers.length === 0,
    `${strangers.length} e-mails from no replica's EHLO name (${strangers[0]?.client})`,
  );
  return checks.result(
    `${received.length} e-mails for ${r.stored} stored submissions, ${counts.size} distinct Message-IDs; ` +
      `sent twice: ${twice.length}, besides ${crashRepeats.length} accepted from the killed replica and re-sent by another with the same Message-ID; ` +
      `outbox drained in ${seconds(performance.now() - started)}`,
  );
}

const SCENARIOS: { name: string; run: (r: Rehearsal) => Promise<ScenarioResult>; limitMs: number }[] = [
  { name: 'tls', run: tls, limitMs: 30_000 },
  { name: 'identity', run: identity, limitMs: 60_000 },
  { name: 'forgery', run: forgery, limitMs: 60_000 },
  { name: 'ack-cap', run: acknowledgementCap, limitMs: 60_000 },
  { name: 'sigkill', run: sigkill, limitMs: 120_000 },
  { name: 'sigterm', run: sigterm, limitMs: 90_000 },
  { name: 'mail', run: mailOnce, limitMs: 120_000 },
];

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ');

async function main(): Promise<number> {
  const missing =
    nginxMissing() ?? (postgresBinDir() ? undefined : 'PostgreSQL is not installed (apt-get install postgresql)');
  if (missing) {
    console.log(`production: cannot rehearse: ${missing}`);
    console.log('0 passed, 1 failed');
    return 1;
  }
  const clientDir = join(ROOT, 'build', 'client');
  if (!existsSync(join(clientDir, 'index.html'))) {
    console.log('build/client/ is missing: npm run build');
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  // A build made before the map existed: write it now, from the same pages.
  const cspMap = join(ROOT, 'build', 'nginx-csp.map');
  if (!existsSync(cspMap)) writeNginxCspMap(clientDir, cspMap);

  const suiteStart = performance.now();
  const logDir = mkdtempSync(join(tmpdir(), 'nexaweave-rehearsal-logs-'));
  onCleanUp(() => rmSync(logDir, { recursive: true, force: true }));
  const postgres = await startThrowawayPostgres();
  onCleanUp(() => postgres.stop());
  const db = new pg.Client({ connectionString: postgres.url });
  await db.connect();
  onCleanUp(
    () => undefined,
    () => db.end(),
  );
  const smtp = new TestSmtpServer(PORTS.smtp);
  await smtp.start();
  onCleanUp(
    () => undefined,
    () => smtp.stop(),
  );
  const base = {
    postgres,
    db,
    smtp,
    ca: '',
    logDir,
    csrfSecret: randomBytes(32).toString('hex'),
    stored: 0,
    killedClient: '',
  };
  const replicas = await Promise.all([startReplicaNumber(base, 0), startReplicaNumber(base, 1)]);
  const nginx = await startNginx({
    clientDir,
    cspMap,
    upstreamPorts: [...PORTS.replicas],
    tlsPort: PORTS.tls,
    httpPort: PORTS.http,
  });
  onCleanUp(
    () => nginx.stopNow(),
    () => nginx.stop(),
  );
  const rehearsal: Rehearsal = { ...base, ca: nginx.certificate, nginx, replicas };
  console.log(
    `production: nginx (${SITE_ORIGIN}) → replicas :${PORTS.replicas.join(', :')} (TRUST_PROXY=127.0.0.1, RATE_LIMIT_PER_MINUTE=${RATE_LIMIT}) ` +
      `on PostgreSQL :${postgres.port}, SMTP sink :${PORTS.smtp}; ${cpus().length} CPUs, Node ${process.version}; started in ${seconds(performance.now() - suiteStart)}`,
  );

  let passed = 0;
  let failed = 0;
  for (const [index, scenario] of SCENARIOS.entries()) {
    const started = performance.now();
    let result: ScenarioResult;
    try {
      result = await within(scenario.limitMs, `scenario ${scenario.name}`, scenario.run(rehearsal));
    } catch (error) {
      result = { passed: false, figures: 'error', problems: [error instanceof Error ? error.message : String(error)] };
    }
    const problems = result.problems.length > 0 ? ` — FAILED: ${result.problems.join('; ')}` : '';
    console.log(
      oneLine(
        `${result.passed ? 'PASS' : 'FAIL'} ${index + 1} ${scenario.name} (${seconds(performance.now() - started)}): ${result.figures}${problems}`,
      ),
    );
    if (result.passed) passed += 1;
    else failed += 1;
  }
  for (const visitor of clients) visitor.close();
  const kept = join(ROOT, 'test-results', 'production');
  if (failed > 0) {
    // Kept before the cleanup below removes the folders (not the certificate's key).
    mkdirSync(kept, { recursive: true });
    await sleep(1_100); // nginx flushes its access log every second.
    cpSync(logDir, kept, { recursive: true });
    cpSync(nginx.dir, join(kept, 'nginx'), { recursive: true, filter: (source) => !source.endsWith('.pem') });
  }
  await cleanUp();
  if (failed > 0) console.log(`logs: ${kept}`);
  console.log(`production rehearsal took ${seconds(performance.now() - suiteStart)}`);
  console.log(`${passed} passed, ${failed} failed`);
  return failed > 0 ? 1 : 0;
}

process.once('exit', cleanUpNow);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    cleanUpNow();
    process.exit(130);
  });
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error);
  for (const visitor of clients) visitor.close();
  await cleanUp();
  console.log('0 passed, 1 failed');
  process.exitCode = 1;
}
