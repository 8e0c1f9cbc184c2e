/**
 * `npm run test:production`: the production set-up of docs/deploy.md, rehearsed on
 * one machine and proven through its front door.
 *
 * It starts Debian's nginx with deploy/nginx.conf (only paths and ports replaced:
 * HTTPS on 127.0.0.1:8443 with a throw-away openssl certificate, the redirect on
 * :4513), two replicas (`node server/server.ts` on 127.0.0.1:4511 and :4512, their
 * analytics beacons' threads on :4521 and :4522, TRUST_PROXY=127.0.0.1, which is where
 * nginx connects from: proxy_bind), a
 * throw-away PostgreSQL (scripts/with-postgres.ts) and an SMTP sink (smtp-server, on
 * :4514). Visitors are clients bound to their own loopback addresses (127.0.0.2,
 * 127.0.0.3 …, never the trusted 127.0.0.1), so nginx sees distinct clients.
 *
 * Each scenario is one file, scenarios/NN-name.test.ts (its code and time limit beside
 * its test; what several share is in helpers.ts), run in order on the one set of
 * processes this module starts (fixtures.ts); each sets up what it needs (none reads
 * what an earlier one left), checks with `expect.soft` and prints one line with its
 * figures.
 * Every process it started is stopped at the end, whatever happens.
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
 *  14. webhook-kill   a replica killed mid-burst again: the burst's 201s all reached the
 *                     webhook receiver, repeats under one webhook-id (webhooks.ts: the
 *                     receiver on :4520)
 *  15. webhook-outage the receiver down for 60 s during traffic: every 201 delivered
 *                     once it is back, by the replicas' own retries
 *  16. analytics  page views from many visitors through nginx to both replicas: every
 *                 one counted once, each visitor one hash across the replicas (the
 *                 shared daily salt), bots not counted, nothing stored that names them
 *  17. publish    an opening published from the staff inbox under traffic: a replica
 *                 builds a new release folder and switches `current`, nginx reloads;
 *                 every page answered from one whole build, the new /career/<slug>
 *                 served by both replicas and nginx within 120 s, then rolled back
 *
 * REHEARSAL_LOG_LEVEL sets the replicas' log level (default warn). Logs (replicas,
 * nginx) are kept in test-results/production/ when a scenario fails.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { writeNginxCspMap } from '../../scripts/nginx-csp-map.ts';
import { startThrowawayPostgres, postgresBinDir, type ThrowawayPostgres } from '../../scripts/with-postgres.ts';
import { seedReleases } from '../../server/content/publish.ts';
import { hashPasswordSync } from '../../server/password.ts';
import { TestSmtpServer } from '../support/mail.ts';
import { cleanUp, onCleanUp, ROOT, runScenarioWithin, seconds, sleep } from '../support/lib.ts';
import { Client } from './client.ts';
import { nginxMissing, startNginx, type RunningNginx } from './nginx.ts';
import { startReplica, type Replica } from './replica.ts';
import { startRehearsalReceiver, webhookEnv, type RehearsalReceiver } from './webhooks.ts';

export const PORTS = {
  tls: 8443,
  http: 4513,
  replicas: [4511, 4512] as const,
  smtp: 4514,
  metrics: [4515, 4519] as const,
  /** The replicas' analytics beacons (BEACON_PORT), nginx's upstream for /webAPI/event. */
  beacons: [4521, 4522] as const,
};
export const SITE_ORIGIN = `https://127.0.0.1:${PORTS.tls}`;
/** Form submissions per client address per minute on every replica; the scenarios count on it. */
export const RATE_LIMIT = 5;
/** How long /readyz answers 503 after SIGTERM before the listener closes. */
export const DRAIN_MS = 2_000;
export const STAFF = { sales: 'sales@rehearsal.test', hr: 'careers@rehearsal.test' };
export const ADMIN = { user: 'rehearsal-staff', password: 'correct horse battery staple rehearsal' };
const ADMIN_HASH = hashPasswordSync(ADMIN.password, { log2N: 14, r: 8, p: 1 });

export interface Rehearsal {
  postgres: ThrowawayPostgres;
  db: pg.Client;
  smtp: TestSmtpServer;
  /** Where both replicas deliver their webhooks (webhooks.ts). */
  receiver: RehearsalReceiver;
  nginx: RunningNginx;
  replicas: Replica[];
  ca: string;
  logDir: string;
  csrfSecret: string;
  /** Submissions stored during the run. */
  stored: number;
  /**
   * The replicas' SITE_RELEASES_DIR, which nginx serves through `current`
   * (docs/operations.md): <root>/current → <root>/<name>, each release with client/,
   * nginx-csp.map, nginx-gone.map and nginx-root.conf. The first is the build's own.
   */
  releases: { root: string; current: string };
}

/**
 * The name each replica process gives in EHLO (nodemailer's `name`, from SMTP_URL),
 * new for every start, so the sink knows which process sent each message.
 */
export const smtpClientNames = new Map<Replica, string>();

export const clients: Client[] = [];
/** A visitor on its own loopback address. */
export function client(address: string, ca: string): Client {
  const made = new Client(address, SITE_ORIGIN, ca);
  clients.push(made);
  return made;
}

export async function startReplicaNumber(
  rehearsal: Omit<Rehearsal, 'replicas' | 'nginx'>,
  index: 0 | 1,
): Promise<Replica> {
  const name = `replica-${index === 0 ? 'a' : 'b'}`;
  const smtpClient = `${name}-${smtpClientNames.size + 1}.rehearsal.test`;
  const replica = await startReplica({
    name,
    port: PORTS.replicas[index],
    metricsPort: PORTS.metrics[index],
    beaconPort: PORTS.beacons[index],
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
      SITE_RELEASES_DIR: rehearsal.releases.root,
      ...webhookEnv(rehearsal.receiver),
    },
  });
  smtpClientNames.set(replica, smtpClient);
  return replica;
}

/**
 * One scenario: what it runs on the shared processes (checking with `expect.soft` and
 * returning its line of figures), and how long it may take.
 */
export interface Scenario {
  run: (r: Rehearsal) => Promise<string>;
  limitMs: number;
}

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
  // The release layout of docs/operations.md: the replicas' SITE_RELEASES_DIR, its first
  // release the build's own (as a replica's first start makes it), which nginx serves
  // through `current`; the release and publish scenarios switch it.
  const releasesRoot = mkdtempSync(join(tmpdir(), 'nexaweave-releases-'));
  onCleanUp(() => rmSync(releasesRoot, { recursive: true, force: true }));
  chmodSync(releasesRoot, 0o755); // nginx's workers (www-data under root) read the files.
  seedReleases(releasesRoot, clientDir);
  const base = {
    postgres,
    db,
    smtp,
    receiver,
    ca: '',
    logDir,
    csrfSecret: randomBytes(32).toString('hex'),
    stored: 0,
    releases: { root: releasesRoot, current: join(releasesRoot, 'current') },
  };
  const replicas = await Promise.all([startReplicaNumber(base, 0), startReplicaNumber(base, 1)]);
  const nginx = await startNginx({
    clientDir,
    cspMap,
    releasesDir: releasesRoot,
    upstreamPorts: [...PORTS.replicas],
    beaconPorts: [...PORTS.beacons],
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
  };
  Object.defineProperty(current, 'db', { get: () => rehearsal.db });
  console.log(
    `production: nginx (${SITE_ORIGIN}) → replicas :${PORTS.replicas.join(', :')} (beacons :${PORTS.beacons.join(', :')}, TRUST_PROXY=127.0.0.1, RATE_LIMIT_PER_MINUTE=${RATE_LIMIT}) ` +
      `on PostgreSQL :${postgres.port}, SMTP sink :${PORTS.smtp}, webhook receiver ${receiver.url}; ${cpus().length} CPUs, Node ${process.version}; started in ${seconds(performance.now() - suiteStart)}`,
  );
  return rehearsal;
}

/** Runs one scenario on the shared processes (lib.ts's `runScenarioWithin`). */
export async function runScenario(name: string, scenario: Scenario): Promise<void> {
  const r = await rehearsal();
  await runScenarioWithin(name, scenario.limitMs, () => scenario.run(r));
}

/** After a scenario failed: the logs so far (replicas, nginx; not the certificate's key) in test-results/production/<scenario>/. */
export async function keepLogs(name: string): Promise<void> {
  const r = await rehearsal();
  const kept = join(ROOT, 'test-results', 'production', name);
  mkdirSync(kept, { recursive: true });
  await sleep(1_100); // nginx flushes its access log every second.
  cpSync(r.logDir, kept, { recursive: true });
  cpSync(r.nginx.dir, join(kept, 'nginx'), { recursive: true, filter: (source) => !source.endsWith('.pem') });
  console.log(`logs: ${kept}`);
}

/** Stops every process the rehearsal started (also done, less gently, when the process exits). */
export async function tearDown(): Promise<void> {
  for (const visitor of clients) visitor.close();
  await cleanUp();
}
