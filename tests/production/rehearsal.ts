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
 *   7. edge       IPv6, unknown host names (421, 444), the redirect's fixed name, ACME,
 *                 nginx's JSON 413/414/429 with the site's headers, request ids
 *   8. uploads-admin  a resume and an oversized one through nginx; the staff inbox
 *   9. reload     nginx reloaded during traffic: no failed request
 *  10. restore    db:backup during traffic, db:restore into a fresh database
 *  11. release    a new release folder, the symlink switched, nginx reloaded, the
 *                 replicas restarted in turn: no failed request, no CSP violation
 *  12. mail       every e-mail of the run sent exactly once
 *  13. database-stop  PostgreSQL stopped for 30 s during traffic
 *  14. webhook-kill   the sigkill burst's 201s all reached the webhook receiver, repeats
 *                     under one webhook-id (webhooks.ts: the receiver on :4520)
 *  15. webhook-outage the receiver down for 60 s during traffic: every 201 delivered
 *                     once it is back, by the replicas' own retries
 *
 * REHEARSAL_LOG_LEVEL sets the replicas' log level (default warn). Logs (replicas,
 * nginx) are kept in test-results/production/ when a scenario fails.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { writeNginxCspMap } from '../../scripts/nginx-csp-map.ts';
import { startThrowawayPostgres, postgresBinDir, type ThrowawayPostgres } from '../../scripts/with-postgres.ts';
import { hashPasswordSync } from '../../server/password.ts';
import { TestSmtpServer } from '../api/mail-helpers.ts';
import { pdfFile, pdfOfSize } from '../fixtures/resumes.ts';
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
import { forms } from '../../app/forms/index.ts';
import { Client, idOf, statusOf, type Answer, type Outcome } from './client.ts';
import { nginxMissing, startNginx, type RunningNginx } from './nginx.ts';
import { startReplica, type Replica } from './replica.ts';
import {
  SLOW_RECEIVER_MS,
  startRehearsalReceiver,
  webhookAfterKill,
  webhookEnv,
  webhookOutage,
  type RehearsalReceiver,
} from './webhooks.ts';

const PORTS = { tls: 8443, http: 4513, replicas: [4511, 4512] as const, smtp: 4514, metrics: [4515, 4519] as const };
const SITE_ORIGIN = `https://127.0.0.1:${PORTS.tls}`;
/** Form submissions per client address per minute on every replica; the scenarios count on it. */
const RATE_LIMIT = 5;
/** How long /readyz answers 503 after SIGTERM before the listener closes. */
const DRAIN_MS = 2_000;
const STAFF = { sales: 'sales@rehearsal.test', hr: 'careers@rehearsal.test' };
const ADMIN = { user: 'rehearsal-staff', password: 'correct horse battery staple rehearsal' };
const ADMIN_HASH = hashPasswordSync(ADMIN.password, { log2N: 14, r: 8, p: 1 });

interface Rehearsal {
  postgres: ThrowawayPostgres;
  db: pg.Client;
  smtp: TestSmtpServer;
  /** Where both replicas deliver their webhooks (webhooks.ts). */
  receiver: RehearsalReceiver;
  /** The sigkill scenario's posts, whose deliveries webhook-kill checks. */
  killBurst: Burst['outcomes'] | undefined;
  nginx: RunningNginx;
  replicas: Replica[];
  ca: string;
  logDir: string;
  csrfSecret: string;
  /** Submissions stored during the run. */
  stored: number;
  /** The EHLO name of the replica process the sigkill scenario killed. */
  killedClient: string;
  /** The release layout nginx serves: <root>/current → <root>/releases/<name> (docs/operations.md). */
  releases: { root: string; current: string };
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

async function startReplicaNumber(
  rehearsal: Omit<Rehearsal, 'replicas' | 'nginx' | 'releases'>,
  index: 0 | 1,
): Promise<Replica> {
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
      ADMIN_USER: ADMIN.user,
      ADMIN_PASSWORD_HASH: ADMIN_HASH,
      ...webhookEnv(rehearsal.receiver),
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
  // A slow webhook receiver (webhooks.ts): the victim dies with deliveries the receiver
  // has but whose answer it never saw, which the live replica repeats (webhook-kill).
  r.receiver.respondAfter(SLOW_RECEIVER_MS);
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
  r.receiver.respondAfter(0);
  r.killBurst = result.outcomes;
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
  // Back for the next scenario, as a supervisor would restart it, and past nginx's
  // fail_timeout (10 s), so that the next scenario's victim is not the only live replica.
  r.replicas[0] = await startReplicaNumber(r, 0);
  await sleep(10_500);
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
  // Back for the next scenarios, as a supervisor would restart it (past fail_timeout).
  r.replicas[1] = await startReplicaNumber(r, 1);
  await sleep(10_500);
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

// ---------------------------------------------------------------------------------------------
// Operations: the edge, uploads, the staff inbox, reloads, restores, releases, outages.

/** Fresh loopback addresses for visitors, never reused within a run (each has its own form limit). */
let nextAddress = 0;
function freshAddress(): string {
  nextAddress += 1;
  return `127.0.${10 + Math.floor(nextAddress / 250)}.${1 + (nextAddress % 250)}`;
}

interface Traffic {
  /** Stops both loops and returns what they saw. */
  stop(): Promise<{
    posts: Burst['outcomes'];
    pages: { status: string; url: string; at: number }[];
    /** Requests retried once after their kept-alive connection was closed under them. */
    retriedPages: number;
    retriedPosts: number;
  }>;
}

const TRAFFIC_PAGES = ['/', '/about-us', '/contact-us', '/career', '/blog'];

/**
 * Visitors without pause: `posters` clients post contact forms (each address at most
 * RATE_LIMIT - 1 times, then a new one) and one loads pages, until stopped.
 */
function traffic(r: Rehearsal, prefix: string, posters = 3): Traffic {
  const posts: Burst['outcomes'] = [];
  const pages: { status: string; url: string; at: number }[] = [];
  let running = true;
  let counter = 0;
  let retriedPages = 0;
  let retriedPosts = 0;
  const poster = async () => {
    while (running) {
      const visitor = client(freshAddress(), r.ca);
      for (let i = 0; i < RATE_LIMIT - 1 && running; i += 1) {
        const nonce = `${prefix}${counter++}`;
        const sent = performance.now();
        let outcome = await visitor.submit('contact', submissionBody('contact', nonce));
        // As a browser does: a request whose reused connection was closed before any answer
        // is sent again (the same nonce: were both stored, exactlyOnce would say so).
        if (statusOf(outcome) === 'ECONNRESET') {
          retriedPosts += 1;
          outcome = await visitor.submit('contact', submissionBody('contact', nonce));
        }
        posts.push({ outcome, nonce, sent, at: performance.now() });
        // Steady, not a flood: about 10 posts a second per poster on an idle machine.
        await sleep(100);
      }
      visitor.close();
    }
  };
  const reader = async () => {
    const visitor = client(freshAddress(), r.ca);
    let i = 0;
    while (running) {
      const url = TRAFFIC_PAGES[i++ % TRAFFIC_PAGES.length] ?? '/';
      // A kept-alive connection that nginx closes as the request goes out (a reload retires
      // its old workers' idle connections) is retried once, as browsers do.
      for (let attempt = 0; attempt < 2; attempt += 1) {
        try {
          pages.push({
            status: String((await visitor.send(`${SITE_ORIGIN}${url}`)).status),
            url,
            at: performance.now(),
          });
          break;
        } catch (error) {
          const code = (error as { code?: string }).code ?? 'error';
          if (attempt === 0 && code === 'ECONNRESET') {
            retriedPages += 1;
            continue;
          }
          pages.push({ status: code, url, at: performance.now() });
        }
      }
      await sleep(50);
    }
  };
  const loops = [...Array.from({ length: posters }, poster), reader()];
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return { posts, pages, retriedPages, retriedPosts };
    },
  };
}

/** Waits until a replica answers /readyz 200 directly (as a balancer with active checks would see it). */
async function readyAgain(r: Rehearsal, replica: Replica, limitMs = 30_000): Promise<number> {
  const probe = client('127.0.0.1', r.ca);
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    try {
      if ((await probe.send(`${replica.origin}/readyz`, { timeoutMs: 2_000 })).status === 200) {
        return performance.now() - started;
      }
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`${replica.name} was not ready within ${seconds(limitMs)}`);
}

/** A replica replaced as systemd's restart does it: SIGTERM, wait for its exit, start it again. */
async function restartReplica(r: Rehearsal, index: 0 | 1): Promise<{ exit: number | null; readyMs: number }> {
  const old = r.replicas[index];
  if (!old) throw new Error('no replica');
  old.signal('SIGTERM');
  const exit = await within(20_000, `${old.name} to exit`, old.exited);
  r.replicas[index] = await startReplicaNumber(r, index);
  const readyMs = await readyAgain(r, r.replicas[index]);
  return { exit, readyMs };
}

const failedPosts = (posts: Burst['outcomes']) => posts.filter(({ outcome }) => statusOf(outcome) !== '201');
const failedPages = (pages: { status: string }[]) => pages.filter(({ status }) => status !== '200');

/** Section 3 of issue 26: what the edge itself answers, without a replica involved where it can. */
async function edge(r: Rehearsal): Promise<ScenarioResult> {
  const checks = new Checks();
  const visitor = client(freshAddress(), r.ca);
  // IPv6: the same site on [::1].
  const v6 = new Client('::1', SITE_ORIGIN.replace('127.0.0.1', '[::1]'), r.ca);
  clients.push(v6);
  const overV6 = await v6.send(`https://[::1]:${PORTS.tls}/about-us`, { headers: { host: `127.0.0.1:${PORTS.tls}` } });
  checks.expect(overV6.status === 200, `GET /about-us over IPv6 answered ${overV6.status}`);
  // Unknown host names: 421 over TLS, no answer at all on port 80, never a redirect to them.
  const misdirected = await visitor.send(`${SITE_ORIGIN}/`, { headers: { host: 'evil.example' }, anyName: true });
  checks.expect(
    misdirected.status === 421 && misdirected.body.includes('MISDIRECTED_REQUEST'),
    `Host: evil.example over TLS answered ${misdirected.status}`,
  );
  const plainUnknown = await visitor
    .send(`http://127.0.0.1:${PORTS.http}/`, { headers: { host: 'evil.example' } })
    .then((answer) => String(answer.status))
    .catch((error: { code?: string }) => error.code ?? 'error');
  checks.expect(
    plainUnknown === 'ECONNRESET',
    `Host: evil.example on port 80 got ${plainUnknown}, not a closed connection`,
  );
  const redirect = await visitor.send(`http://127.0.0.1:${PORTS.http}/about-us?x=1`, {
    headers: { host: 'localhost' },
  });
  checks.expect(
    redirect.status === 301 && redirect.headers.location === `${SITE_ORIGIN}/about-us?x=1`,
    `port 80 redirected Host: localhost to ${redirect.headers.location}, not the site's own name`,
  );
  // ACME challenges on port 80, served as files.
  const token = `token-${randomBytes(6).toString('hex')}`;
  const challenges = join(r.nginx.dir, 'acme', '.well-known', 'acme-challenge');
  mkdirSync(challenges, { recursive: true, mode: 0o755 });
  writeFileSync(join(challenges, token), `${token}.key-authorisation`, { mode: 0o644 });
  const acme = await visitor.send(`http://127.0.0.1:${PORTS.http}/.well-known/acme-challenge/${token}`);
  checks.expect(
    acme.status === 200 && acme.body === `${token}.key-authorisation`,
    `ACME challenge answered ${acme.status}`,
  );
  // nginx's own refusals: JSON, with the site's headers and the request id.
  const jsonWithHeaders = (answer: Answer, status: number, code: string, what: string) => {
    checks.expect(answer.status === status, `${what} answered ${answer.status}, not ${status}`);
    checks.expect(
      String(answer.headers['content-type']).startsWith('application/json') && answer.body.includes(`"${code}"`),
      `${what}: ${answer.headers['content-type']} ${answer.body.slice(0, 80)}`,
    );
    checks.expect(Boolean(answer.headers['strict-transport-security']), `${what}: no HSTS`);
    checks.expect(answer.headers['x-content-type-options'] === 'nosniff', `${what}: no nosniff`);
    checks.expect(/^[0-9a-f]{32}$/.test(String(answer.headers['x-request-id'])), `${what}: no request id`);
  };
  const session = await visitor.session();
  const huge = await visitor.send(`${SITE_ORIGIN}${forms['job-apply'].endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', cookie: `XSRF-TOKEN=${session}`, 'x-xsrf-token': session },
    body: Buffer.alloc(3 * 1024 * 1024, 1),
  });
  jsonWithHeaders(huge, 413, 'PAYLOAD_TOO_LARGE', 'a 3 MB body');
  const longUri = await visitor.send(`${SITE_ORIGIN}/about-us?${'q'.repeat(9_000)}`);
  // nginx cannot read its Host, so the default server answers, with its own body and the site's headers.
  checks.expect(longUri.status === 414, `a 9 kB address answered ${longUri.status}, not 414`);
  checks.expect(
    Boolean(longUri.headers['strict-transport-security']) && longUri.headers['x-content-type-options'] === 'nosniff',
    'a 9 kB address: its 414 came without HSTS or nosniff',
  );
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
  checks.expect(
    atEdge.length >= 5,
    `30 quick posts from one address: ${tally(flood.map((a) => a.status))}, ${atEdge.length} refused by nginx itself`,
  );
  // Request ids: generated by nginx, forwarded (the replica returns the id it received), logged.
  const api = await visitor.send(`${SITE_ORIGIN}/webAPI/csrf`);
  const id = String(api.headers['x-request-id']);
  checks.expect(/^[0-9a-f]{32}$/.test(id), `the API answer's request id is ${id}`);
  checks.expect((await flushedLog(r.nginx)).includes(`rid=${id}`), 'the request id is not in nginx’s log');
  const internal = await visitor.send(`${SITE_ORIGIN}/healthz`);
  checks.expect(internal.status === 200, `/healthz from the internal network answered ${internal.status}`);
  return checks.result(
    `IPv6 ${overV6.status}; unknown host: TLS ${misdirected.status}, port 80 ${plainUnknown}; redirect → ${redirect.headers.location}; ` +
      `ACME ${acme.status}; 3 MB ${huge.status} JSON; 9 kB URI ${longUri.status} with headers; flood ${tally(flood.map((a) => a.status))} (${atEdge.length} by nginx); request id ${id.slice(0, 8)}…`,
  );
}

/** A resume and an oversized upload through nginx, and the staff inbox through nginx. */
async function uploadsAndAdmin(r: Rehearsal): Promise<ScenarioResult> {
  const checks = new Checks();
  const applicant = client(freshAddress(), r.ca);
  const resume = pdfFile('Rehearsal applicant');
  const fields = { ...VALID['job-apply'] };
  const applied = await applicant.submit(
    'job-apply',
    multipartBody(fields, [{ name: 'resume', filename: 'cv.pdf', data: resume }]),
  );
  checks.expect(statusOf(applied) === '201', `a resume upload answered ${statusOf(applied)}`);
  const id = idOf(applied);
  const stored = id ? await rows(r.db, 'select size, sha256 from resumes where application_id = $1', [id]) : [];
  const { createHash } = await import('node:crypto');
  checks.expect(
    stored[0]?.['sha256'] === createHash('sha256').update(resume).digest('hex'),
    `the stored resume is not the one uploaded (${JSON.stringify(stored[0])})`,
  );
  if (statusOf(applied) === '201') r.stored += 1;
  // Above the replicas' 1 MB, below nginx's 2 MB: the replica refuses it with its own 413.
  const big = await applicant.submit(
    'job-apply',
    multipartBody(fields, [{ name: 'resume', filename: 'big.pdf', data: pdfOfSize(1_500_000) }]),
  );
  const bigBody = big.kind === 'response' ? big.answer.body : '';
  checks.expect(
    statusOf(big) === '413' && bigBody.includes('PAYLOAD_TOO_LARGE'),
    `a 1.5 MB resume answered ${statusOf(big)} ${bigBody.slice(0, 80)}`,
  );

  // The staff inbox: sign in through nginx, see the application, sign out.
  const staff = client(freshAddress(), r.ca);
  const signInPage = await staff.send(`${SITE_ORIGIN}/admin/sign-in`);
  checks.expect(signInPage.status === 200, `GET /admin/sign-in answered ${signInPage.status}`);
  const cookies = [signInPage.headers['set-cookie'] ?? []].flat().map((cookie) => cookie.split(';')[0] ?? '');
  const csrf = /name="_csrf" value="([^"]+)"/.exec(signInPage.body)?.[1] ?? '';
  const form = new URLSearchParams({ username: ADMIN.user, password: ADMIN.password, _csrf: csrf, next: '/admin' });
  const signedIn = await staff.send(`${SITE_ORIGIN}/admin/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE_ORIGIN, cookie: cookies.join('; ') },
    body: Buffer.from(form.toString()),
  });
  const session = [signedIn.headers['set-cookie'] ?? []].flat().map((cookie) => cookie.split(';')[0] ?? '');
  checks.expect(
    signedIn.status === 303 && session.length > 0,
    `signing in answered ${signedIn.status} ${signedIn.body.slice(0, 120)}`,
  );
  const inbox = await staff.send(`${SITE_ORIGIN}/admin/job-apply`, {
    headers: { cookie: [...cookies, ...session].join('; ') },
  });
  checks.expect(
    inbox.status === 200 && inbox.body.includes(fields['fullname'] ?? fields['name'] ?? 'Rahul'),
    `the inbox's job applications answered ${inbox.status}`,
  );
  checks.expect(
    Boolean(inbox.headers['strict-transport-security']) &&
      inbox.headers['cache-control']?.includes('no-store') === true,
    `the inbox page came without HSTS or no-store: ${inbox.headers['cache-control']}`,
  );
  const anonymous = await client(freshAddress(), r.ca).send(`${SITE_ORIGIN}/admin/job-apply`);
  checks.expect(
    anonymous.status === 303 || anonymous.status === 302,
    `/admin without a session answered ${anonymous.status}`,
  );
  return checks.result(
    `resume ${statusOf(applied)} (stored, same SHA-256); 1.5 MB ${statusOf(big)} from the replica; ` +
      `/admin sign-in ${signInPage.status} → ${signedIn.status}, inbox ${inbox.status}, anonymous ${anonymous.status}`,
  );
}

/** nginx reloads its configuration while visitors load pages and post forms. */
async function reload(r: Rehearsal): Promise<ScenarioResult> {
  const checks = new Checks();
  const prefix = `reload-${randomBytes(3).toString('hex')}-`;
  const load = traffic(r, prefix);
  await sleep(1_500);
  for (let i = 0; i < 3; i += 1) {
    r.nginx.reload();
    await sleep(1_000);
  }
  await sleep(1_000);
  const { posts, pages, retriedPages, retriedPosts } = await load.stop();
  checks.expect(
    posts.length > 10 && pages.length > 10,
    `too little traffic: ${posts.length} posts, ${pages.length} pages`,
  );
  checks.expect(failedPosts(posts).length === 0, `posts: ${tally(posts.map(({ outcome }) => statusOf(outcome)))}`);
  checks.expect(failedPages(pages).length === 0, `pages: ${tally(pages.map(({ status }) => status))}`);
  const stored = await exactlyOnce(r, checks, prefix, { outcomes: posts, event: 0 });
  return checks.result(
    `3 reloads during ${posts.length} posts (${tally(posts.map(({ outcome }) => statusOf(outcome)))}) and ${pages.length} pages (${tally(pages.map(({ status }) => status))}); retried on a closed connection: ${retriedPosts} posts, ${retriedPages} pages; ${stored}`,
  );
}

/** `npm run db:backup` / `db:restore` as commands, with the replicas' environment. */
function backupCommand(command: 'backup' | 'restore', file: string, databaseUrl: string, csrfSecret: string) {
  return new Promise<{ code: number | null; output: string }>((done) => {
    const child = spawn(process.execPath, ['server/backup-cli.ts', command, file], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl, CSRF_SECRET: csrfSecret, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('exit', (code) => done({ code, output }));
  });
}

/** A backup during traffic, restored into a fresh database: everything answered 201 before it began is there. */
async function restoreScenario(r: Rehearsal): Promise<ScenarioResult> {
  const checks = new Checks();
  const prefix = `restore-${randomBytes(3).toString('hex')}-`;
  const folder = mkdtempSync(join(tmpdir(), 'nexaweave-rehearsal-backup-'));
  onCleanUp(() => rmSync(folder, { recursive: true, force: true }));
  const archive = join(folder, 'site.tar');
  const load = traffic(r, prefix);
  await sleep(3_000);
  const began = performance.now();
  const made = await backupCommand('backup', archive, r.postgres.url, r.csrfSecret);
  const backupMs = performance.now() - began;
  await sleep(1_000);
  const { posts, pages } = await load.stop();
  checks.expect(made.code === 0, `db:backup exited ${made.code}: ${made.output.trim()}`);
  const before = posts.filter(({ outcome, at }) => statusOf(outcome) === '201' && at < began);
  const during = posts.filter(({ sent, at }) => at >= began && sent <= began + backupMs);
  checks.expect(before.length > 0, 'no submission was answered before the backup began');
  checks.expect(
    failedPosts(posts).length === 0,
    `posts during the backup: ${tally(posts.map(({ outcome }) => statusOf(outcome)))}`,
  );
  checks.expect(
    failedPages(pages).length === 0,
    `pages during the backup: ${tally(pages.map(({ status }) => status))}`,
  );
  r.stored += (await storedByNonce(r.db, prefix)).size;

  const name = `restored_${randomBytes(4).toString('hex')}`;
  await r.db.query(`create database ${name}`);
  const target = new URL(r.postgres.url);
  target.pathname = `/${name}`;
  const restored = await backupCommand('restore', archive, target.toString(), r.csrfSecret);
  checks.expect(restored.code === 0, `db:restore exited ${restored.code}: ${restored.output.trim()}`);
  const refused = await backupCommand('restore', archive, target.toString(), r.csrfSecret);
  checks.expect(
    refused.code === 1 && refused.output.includes('is not empty'),
    `a second restore into the same database: exit ${refused.code} ${refused.output.trim().slice(0, 120)}`,
  );
  const copy = new pg.Client({ connectionString: target.toString() });
  await copy.connect();
  let found = new Map<string, { id: string; address: string }[]>();
  try {
    found = await storedByNonce(copy, prefix);
  } finally {
    await copy.end();
    await r.db.query(`drop database ${name} with (force)`);
  }
  const missing = before.filter(({ nonce, outcome }) => found.get(nonce)?.[0]?.id !== idOf(outcome));
  checks.expect(
    missing.length === 0,
    `${missing.length} of ${before.length} answered 201 before the backup are not in the restore`,
  );
  return checks.result(
    `backup during traffic in ${seconds(backupMs)} (${during.length} posts meanwhile, ${tally(posts.map(({ outcome }) => statusOf(outcome)))}); ` +
      `restored into a fresh database: ${before.length - missing.length} of ${before.length} answered before it began, ${found.size} in all; a second restore refused`,
  );
}

/** PostgreSQL stopped for 30 s while visitors post: a clear 503, no 201 lost, recovery by itself. */
async function databaseStopped(r: Rehearsal): Promise<ScenarioResult> {
  const checks = new Checks();
  const prefix = `pgstop-${randomBytes(3).toString('hex')}-`;
  const load = traffic(r, prefix, 2);
  await sleep(2_000);
  await r.db.end();
  await r.postgres.pause();
  // From here PostgreSQL is down (pg_ctl waited for it), for 30 s.
  const stopped = performance.now();
  await sleep(30_000);
  const resuming = performance.now();
  await r.postgres.resume();
  const resumed = performance.now();
  // Back for the checks, and for the scenarios after this one.
  r.db = new pg.Client({ connectionString: r.postgres.url });
  await r.db.connect();
  let recoveredAt = Number.NaN;
  await sleep(8_000);
  const { posts, pages } = await load.stop();
  const duringOutage = posts.filter(({ sent, at }) => sent > stopped && at < resuming);
  const statusesDuring = duringOutage.map(({ outcome }) => statusOf(outcome));
  const bodiesDuring = duringOutage
    .filter(({ outcome }) => statusOf(outcome) === '503')
    .map(({ outcome }) => (outcome.kind === 'response' ? outcome.answer.body : ''));
  const after = posts.filter(({ sent }) => sent > resumed);
  const firstOk = after.find(({ outcome }) => statusOf(outcome) === '201');
  if (firstOk) recoveredAt = firstOk.at - resumed;
  const lateAfter = after.filter(({ sent }) => sent > resumed + 5_000).map(({ outcome }) => statusOf(outcome));
  checks.expect(duringOutage.length > 0, 'no post was answered during the outage');
  checks.expect(
    statusesDuring.every((status) => status === '503'),
    `during the outage: ${tally(statusesDuring)}`,
  );
  checks.expect(
    bodiesDuring.every((body) => body.includes('DATABASE_UNAVAILABLE')),
    `a 503 during the outage without DATABASE_UNAVAILABLE: ${bodiesDuring.find((body) => !body.includes('DATABASE_UNAVAILABLE'))}`,
  );
  checks.expect(
    failedPages(pages).length === 0,
    `pages during the outage: ${tally(pages.map(({ status }) => status))}`,
  );
  checks.expect(Number.isFinite(recoveredAt), 'no post got 201 after PostgreSQL came back');
  checks.expect(
    lateAfter.length > 0 && lateAfter.every((status) => status === '201'),
    `from 5 s after PostgreSQL came back: ${tally(lateAfter)}`,
  );
  const accepted = posts.filter(({ outcome }) => statusOf(outcome) === '201');
  const stored = await storedByNonce(r.db, prefix);
  const lost = accepted.filter(({ nonce }) => stored.get(nonce)?.length !== 1);
  checks.expect(lost.length === 0, `${lost.length} answered 201 but not stored exactly once`);
  r.stored += stored.size;
  return checks.result(
    `${posts.length} posts: ${tally(posts.map(({ outcome }) => statusOf(outcome)))}; during the 30 s outage ${tally(statusesDuring)} ` +
      `(DATABASE_UNAVAILABLE); pages ${tally(pages.map(({ status }) => status))}; first 201 ${ms(recoveredAt)} after PostgreSQL was back; ` +
      `${accepted.length} answered 201, all stored once`,
  );
}

/** The page the release changes, and the mark its new inline script leaves. */
const RELEASE_PAGE = '/about-us';
const RELEASE_SCRIPT = "document.documentElement.dataset.release='b'";

/**
 * A second release beside the first: the build's files with one page changed (a new
 * inline script, so new hashes in its Content-Security-Policy), precompressed again,
 * and the CSP map written by the project's own writer from the changed files.
 */
function makeSecondRelease(r: Rehearsal, name: string): string {
  const release = join(r.releases.root, 'releases', name);
  cpSync(join(r.releases.root, 'releases', 'a'), release, { recursive: true });
  const client = join(release, 'build', 'client');
  const page = join(client, RELEASE_PAGE.slice(1), 'index.html');
  const html = readFileSync(page, 'utf8').replace('</head>', `<script>${RELEASE_SCRIPT}</script></head>`);
  if (!html.includes(RELEASE_SCRIPT)) throw new Error(`${page} has no </head>`);
  writeFileSync(page, html);
  writeFileSync(`${page}.br`, brotliCompressSync(html));
  writeFileSync(`${page}.gz`, gzipSync(html));
  writeNginxCspMap(client, join(release, 'build', 'nginx-csp.map'));
  return release;
}

/** Loads the changed page in Chromium and reports its CSP violations and whether the new script ran. */
async function loadInChromium(url: string): Promise<{ violations: string[]; release: string | undefined }> {
  const browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium' });
  try {
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { violations: string[] }).violations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI || 'inline'}`),
      );
    });
    const page = await context.newPage();
    const consoleViolations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) consoleViolations.push(message.text());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const seen = await page.evaluate(() => (window as unknown as { violations: string[] }).violations);
    const release = await page.evaluate(() => document.documentElement.dataset['release']);
    return { violations: [...seen, ...consoleViolations], release };
  } finally {
    await browser.close();
  }
}

/**
 * A release without downtime (docs/operations.md): the new release beside the old,
 * the symlink switched at once, nginx reloaded for the new CSP map, the replicas
 * restarted one at a time, each back on /readyz (and past nginx's fail_timeout)
 * before the next, while visitors load pages and post forms.
 */
async function release(r: Rehearsal): Promise<ScenarioResult> {
  const checks = new Checks();
  const prefix = `release-${randomBytes(3).toString('hex')}-`;
  const next = makeSecondRelease(r, 'b');
  const before = await client(freshAddress(), r.ca).send(`${SITE_ORIGIN}${RELEASE_PAGE}`);
  const load = traffic(r, prefix);
  await sleep(2_000);
  const switched = performance.now();
  // Atomic: a new link renamed over the old one; nginx never sees a missing `current`.
  const link = join(r.releases.root, `current.${process.pid}`);
  symlinkSync(next, link);
  renameSync(link, r.releases.current);
  r.nginx.reload();
  // The reload is done when the changed page comes with its new policy.
  const watcher = client(freshAddress(), r.ca);
  let after: Answer | undefined;
  const reloadStarted = performance.now();
  while (performance.now() - reloadStarted < 10_000) {
    try {
      after = await watcher.send(`${SITE_ORIGIN}${RELEASE_PAGE}`);
    } catch {
      // Its kept-alive connection closed by the reload: ask again.
      continue;
    }
    if (
      after.body.includes(RELEASE_SCRIPT) &&
      after.headers['content-security-policy'] !== before.headers['content-security-policy']
    )
      break;
    await sleep(100);
  }
  const reloadMs = performance.now() - reloadStarted;
  const restarts: string[] = [];
  for (const index of [0, 1] as const) {
    const { exit, readyMs } = await restartReplica(r, index);
    restarts.push(`${r.replicas[index]?.name}: exit ${exit}, ready in ${seconds(readyMs)}`);
    checks.expect(exit === 0, `${r.replicas[index]?.name} exited ${exit} on SIGTERM`);
    // nginx marks a replica that refused a connection as failed for fail_timeout (10 s):
    // the next one stops only once this one takes requests again.
    await sleep(11_000);
  }
  const { posts, pages, retriedPages, retriedPosts } = await load.stop();
  const browser = await loadInChromium(`${SITE_ORIGIN}${RELEASE_PAGE}`);
  checks.expect(
    Boolean(after?.body.includes(RELEASE_SCRIPT)) &&
      after?.headers['content-security-policy'] !== before.headers['content-security-policy'],
    `the changed page or its new policy was not served ${seconds(reloadMs)} after the switch`,
  );
  checks.expect(
    posts.length > 20 && pages.length > 20,
    `too little traffic: ${posts.length} posts, ${pages.length} pages`,
  );
  checks.expect(failedPosts(posts).length === 0, `posts: ${tally(posts.map(({ outcome }) => statusOf(outcome)))}`);
  checks.expect(failedPages(pages).length === 0, `pages: ${tally(pages.map(({ status }) => status))}`);
  checks.expect(browser.release === 'b', `the new page's inline script did not run in Chromium (${browser.release})`);
  checks.expect(browser.violations.length === 0, `CSP violations in Chromium: ${browser.violations.join('; ')}`);
  const stored = await exactlyOnce(r, checks, prefix, { outcomes: posts, event: switched });
  return checks.result(
    `switch + reload: new page and policy served after ${seconds(reloadMs)}; ${restarts.join('; ')}; ` +
      `${posts.length} posts ${tally(posts.map(({ outcome }) => statusOf(outcome)))}, ${pages.length} pages ${tally(pages.map(({ status }) => status))} (retried on a closed connection: ${retriedPosts} posts, ${retriedPages} pages); ` +
      `${stored}; Chromium: new script ran, ${browser.violations.length} CSP violations`,
  );
}

export const SCENARIOS = {
  tls: { run: tls, limitMs: 30_000 },
  identity: { run: identity, limitMs: 60_000 },
  forgery: { run: forgery, limitMs: 60_000 },
  'ack-cap': { run: acknowledgementCap, limitMs: 60_000 },
  sigkill: { run: sigkill, limitMs: 120_000 },
  sigterm: { run: sigterm, limitMs: 90_000 },
  edge: { run: edge, limitMs: 60_000 },
  'uploads-admin': { run: uploadsAndAdmin, limitMs: 60_000 },
  reload: { run: reload, limitMs: 60_000 },
  restore: { run: restoreScenario, limitMs: 90_000 },
  release: { run: release, limitMs: 150_000 },
  mail: { run: mailOnce, limitMs: 120_000 },
  'database-stop': { run: databaseStopped, limitMs: 120_000 },
  'webhook-kill': { run: (r) => webhookAfterKill(r.receiver, r.db, r.killBurst), limitMs: 90_000 },
  'webhook-outage': {
    run: (r) => webhookOutage(r.receiver, r.db, (prefix) => traffic(r, prefix, 1)),
    limitMs: 180_000,
  },
} as const satisfies Record<string, { run: (r: Rehearsal) => Promise<ScenarioResult>; limitMs: number }>;

export type ScenarioName = keyof typeof SCENARIOS;

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ');

let started: Promise<Rehearsal> | undefined;
/** The rehearsal's processes, started once per run: every scenario file shares them. */
export function rehearsal(): Promise<Rehearsal> {
  started ??= setUp();
  return started;
}

async function setUp(): Promise<Rehearsal> {
  const missing =
    nginxMissing() ?? (postgresBinDir() ? undefined : 'PostgreSQL is not installed (apt-get install postgresql)');
  if (missing) throw new Error(`production: cannot rehearse: ${missing}`);
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
  process.once('exit', cleanUpNow);
  const logDir = mkdtempSync(join(tmpdir(), 'nexaweave-rehearsal-logs-'));
  onCleanUp(() => rmSync(logDir, { recursive: true, force: true }));
  const postgres = await startThrowawayPostgres();
  onCleanUp(() => postgres.stop());
  const db = new pg.Client({ connectionString: postgres.url });
  await db.connect();
  // The database-stop scenario replaces the client: the one current at the end is closed.
  const current = { db };
  onCleanUp(
    () => undefined,
    () => current.db.end(),
  );
  const smtp = new TestSmtpServer(PORTS.smtp);
  await smtp.start();
  onCleanUp(
    () => undefined,
    () => smtp.stop(),
  );
  // Before the replicas, which deliver to it from their start.
  const receiver = await startRehearsalReceiver();
  const base = {
    postgres,
    db,
    smtp,
    receiver,
    killBurst: undefined,
    ca: '',
    logDir,
    csrfSecret: randomBytes(32).toString('hex'),
    stored: 0,
    killedClient: '',
  };
  const replicas = await Promise.all([startReplicaNumber(base, 0), startReplicaNumber(base, 1)]);
  // The release layout of docs/operations.md: nginx serves <root>/current, a symlink to a
  // release folder (the build's files and CSP map), which the release scenario switches.
  const releasesRoot = mkdtempSync(join(tmpdir(), 'nexaweave-releases-'));
  onCleanUp(() => rmSync(releasesRoot, { recursive: true, force: true }));
  chmodSync(releasesRoot, 0o755); // nginx's workers (www-data under root) read the files.
  const first = join(releasesRoot, 'releases', 'a', 'build');
  cpSync(clientDir, join(first, 'client'), { recursive: true });
  cpSync(cspMap, join(first, 'nginx-csp.map'));
  const currentRelease = join(releasesRoot, 'current');
  symlinkSync(join(releasesRoot, 'releases', 'a'), currentRelease);
  const nginx = await startNginx({
    clientDir: join(currentRelease, 'build', 'client'),
    cspMap: join(currentRelease, 'build', 'nginx-csp.map'),
    upstreamPorts: [...PORTS.replicas],
    tlsPort: PORTS.tls,
    httpPort: PORTS.http,
  });
  onCleanUp(
    () => nginx.stopNow(),
    () => nginx.stop(),
  );
  const rehearsal: Rehearsal = {
    ...base,
    ca: nginx.certificate,
    nginx,
    replicas,
    releases: { root: releasesRoot, current: currentRelease },
  };
  Object.defineProperty(current, 'db', { get: () => rehearsal.db });
  console.log(
    `production: nginx (${SITE_ORIGIN}) → replicas :${PORTS.replicas.join(', :')} (TRUST_PROXY=127.0.0.1, RATE_LIMIT_PER_MINUTE=${RATE_LIMIT}) ` +
      `on PostgreSQL :${postgres.port}, SMTP sink :${PORTS.smtp}, webhook receiver ${receiver.url}; ${cpus().length} CPUs, Node ${process.version}; started in ${seconds(performance.now() - suiteStart)}`,
  );
  return rehearsal;
}

/**
 * Runs one scenario within its time limit and prints its line of figures. When it
 * fails, the logs so far (replicas, nginx; not the certificate's key) are kept in
 * test-results/production/<scenario>/.
 */
export async function runScenario(name: ScenarioName): Promise<ScenarioResult> {
  const r = await rehearsal();
  const scenario = SCENARIOS[name];
  const begun = performance.now();
  let result: ScenarioResult;
  try {
    result = await within(scenario.limitMs, `scenario ${name}`, scenario.run(r));
  } catch (error) {
    result = { passed: false, figures: 'error', problems: [error instanceof Error ? error.message : String(error)] };
  }
  console.log(oneLine(`${name} (${seconds(performance.now() - begun)}): ${result.figures}`));
  if (!result.passed) {
    const kept = join(ROOT, 'test-results', 'production', name);
    mkdirSync(kept, { recursive: true });
    await sleep(1_100); // nginx flushes its access log every second.
    cpSync(r.logDir, kept, { recursive: true });
    cpSync(r.nginx.dir, join(kept, 'nginx'), { recursive: true, filter: (source) => !source.endsWith('.pem') });
    console.log(`logs: ${kept}`);
  }
  return result;
}

/** Stops every process the rehearsal started (also done, less gently, when the process exits). */
export async function tearDown(): Promise<void> {
  for (const visitor of clients) visitor.close();
  await cleanUp();
}
