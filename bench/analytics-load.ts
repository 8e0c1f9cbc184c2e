/**
 * The analytics endpoint under load (`npm run bench -- --parts=analytics`, or alone:
 * node bench/analytics-load.ts), on the production set-up: deploy/nginx.conf over TLS in
 * front of ONE replica (both upstream entries name it; the beacon's upstream its beacon
 * thread, BEACON_PORT) on a throw-away PostgreSQL.
 *
 * 1. Page views at a fixed rate (open loop: each is sent at its time, whether or not
 *    earlier ones have been answered), ANALYTICS_BENCH_RATE a second (1000) for
 *    ANALYTICS_BENCH_SECONDS (10), from ANALYTICS_BENCH_ADDRESSES loopback addresses
 *    (600, each under nginx's and the replica's 120 a minute), keep-alive. Latency is
 *    from sending to the answer's last byte; a page view is lost when it was answered
 *    202 and not stored once the replica's batches were written. They are sent from a
 *    worker thread (analytics-page-views.ts), after a warm-up at the full rate
 *    (ANALYTICS_BENCH_WARM_UP_SECONDS, 5).
 * 2. The contact form's latency at a fixed rate (CONTACT_BENCH_RATE, 10 a second, from
 *    addresses of their own), alone and while the page views of (1) run, in alternating
 *    rounds (alone, loaded, alone, loaded): the issue's target is the loaded p99 within
 *    20 % of the alone one.
 *
 * It also reports the analytics script's size as sent (brotli, with web-vitals), whose
 * budget is 3 KiB (checked by tests/e2e/analytics.spec.ts too). It prints figures; it
 * does not judge them.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { forms } from '../app/forms/index.ts';
import { writeNginxCspMap } from '../scripts/nginx-csp-map.ts';
import { startThrowawayPostgres } from '../scripts/with-postgres.ts';
import { NONCE_MARK, submissionBody } from '../tests/faults/client.ts';
import { cleanUp, onCleanUp } from '../tests/support/lib.ts';
import { Client } from '../tests/production/client.ts';
import { nginxMissing, startNginx } from '../tests/production/nginx.ts';
import { startReplica } from '../tests/production/replica.ts';
import type { PageViewsSetUp } from './analytics-page-views.ts';
import { envInteger, fixed, kib, ROOT, runAlone, table, text, type Report, type Snapshot } from './lib.ts';
import { openLoop, percentile, type Figures } from './open-loop.ts';

const PORTS = { tls: 8443, http: 4513, replica: 4511, metrics: 4519, beacon: 4521 };
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const PAGES = ['/', '/about-us', '/services', '/work', '/contact-us', '/blog', '/career'];
/** Contact posts per address: under nginx's burst of 20 for the form API. */
const POSTS_PER_ADDRESS = 10;

interface Stalls {
  /** The event loop's delay since the previous read (prom-client resets its histogram at each), ms. */
  lagP99: number;
  lagMax: number;
  /** Time spent in garbage collection so far, by kind (minor, major, incremental, weakcb), ms. */
  gc: Record<string, { ms: number; count: number }>;
}

/** One thread's figures from the replica's /metrics text: the site's (`nexaweave_`) or the beacon's (`nexaweave_beacon_`). */
function threadStalls(text: string, prefix: string): Stalls {
  const value = (name: string) => Number(new RegExp(`^${prefix}${name} ([\\d.e+-]+)$`, 'm').exec(text)?.[1] ?? NaN);
  const gc: Stalls['gc'] = {};
  const pattern = new RegExp(`^${prefix}nodejs_gc_duration_seconds_(sum|count)\\{kind="(\\w+)"\\} ([\\d.e+-]+)$`, 'gm');
  for (const match of text.matchAll(pattern)) {
    const entry = (gc[match[2] ?? ''] ??= { ms: 0, count: 0 });
    if (match[1] === 'sum') entry.ms = Number(match[3]) * 1000;
    else entry.count = Number(match[3]);
  }
  return {
    lagP99: value('nodejs_eventloop_lag_p99_seconds') * 1000,
    lagMax: value('nodejs_eventloop_lag_max_seconds') * 1000,
    gc,
  };
}

/** The replica's site thread and, with BEACON_PORT, its beacon's thread. */
interface ReplicaStalls {
  site: Stalls;
  beacon: Stalls | undefined;
}

async function replicaStalls(): Promise<ReplicaStalls | undefined> {
  try {
    const text = await (await fetch(`http://127.0.0.1:${PORTS.metrics}/metrics`)).text();
    const beacon = text.includes('\nnexaweave_beacon_nodejs_') ? threadStalls(text, 'nexaweave_beacon_') : undefined;
    return { site: threadStalls(text, 'nexaweave_'), beacon };
  } catch {
    return undefined;
  }
}

function describeThread(before: Stalls | undefined, after: Stalls): string {
  const gc = Object.entries(after.gc)
    .map(([kind, { ms, count }]) => {
      const earlier = before?.gc[kind] ?? { ms: 0, count: 0 };
      return `${kind} ${count - earlier.count}× ${fixed(ms - earlier.ms, 0)} ms`;
    })
    .join(', ');
  return `loop delay p99 ${fixed(after.lagP99, 1)} ms, max ${fixed(after.lagMax, 1)} ms; GC ${gc}`;
}

function describeStalls(before: ReplicaStalls | undefined, after: ReplicaStalls | undefined): string {
  if (!after) return 'its /metrics did not answer';
  const site = `site thread: ${describeThread(before?.site, after.site)}`;
  return after.beacon ? `${site}; beacon thread: ${describeThread(before?.beacon, after.beacon)}` : site;
}

/**
 * The p99 of nginx's own time (rt, first byte read to last byte sent) and of the
 * replica's (urt, upstream response time) over the posts to `path` (the event posts unless
 * given) of an access-log stretch (deploy/nginx.conf's "upstreams" format), in ms: set
 * beside the client's figures, they tell a stall in the replica from one in nginx or in
 * this load generator.
 */
export function serverSideTimes(log: string, path = '/webAPI/event'): { nginx: number; replica: number } {
  const nginxTimes: number[] = [];
  const replicaTimes: number[] = [];
  for (const line of log.split('\n')) {
    if (!line.includes(`"POST ${path} `)) continue;
    const rt = /\brt=([\d.]+)/.exec(line)?.[1];
    const urt = /\burt=([\d.]+)/.exec(line)?.[1];
    if (rt) nginxTimes.push(Number(rt) * 1000);
    if (urt) replicaTimes.push(Number(urt) * 1000);
  }
  const p99 = (values: number[]) =>
    percentile(
      values.sort((a, b) => a - b),
      0.99,
    );
  return { nginx: p99(nginxTimes), replica: p99(replicaTimes) };
}

/** The analytics chunk of the build as sent: its brotli file's size. */
function scriptSize(clientDir: string): number | undefined {
  const assets = join(clientDir, 'assets');
  const file = readdirSync(assets).find((name) => /^analytics-[\w-]+\.js\.br$/.test(name));
  return file ? statSync(join(assets, file)).size : undefined;
}

export async function run(snapshot: Snapshot): Promise<Report> {
  try {
    return await measureAll(snapshot.dir);
  } finally {
    await cleanUp();
  }
}

/** The page-view load, in a worker thread of its own (analytics-page-views.ts says why). */
class PageViews {
  readonly #worker: Worker;
  #closed = false;

  constructor(setUp: PageViewsSetUp) {
    this.#worker = new Worker(new URL('./analytics-page-views.ts', import.meta.url), { workerData: setUp });
  }

  /** Connects every visitor and sends at the full rate (a warm-up), or one measured round. */
  run(kind: 'warm-up' | 'round', seconds: number): Promise<{ figures: Figures; accepted: number }> {
    return new Promise((resolve, reject) => {
      const done = (message: { kind: string; figures: Figures; accepted: number }) => {
        if (message.kind !== kind) return;
        this.#worker.off('message', done);
        this.#worker.off('error', reject);
        resolve(message);
      };
      this.#worker.on('message', done);
      this.#worker.once('error', reject);
      this.#worker.postMessage({ kind, seconds });
    });
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    const closed = new Promise((resolve) => this.#worker.once('message', resolve));
    this.#worker.postMessage({ kind: 'close' });
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 2_000))]);
    await this.#worker.terminate();
  }
}

async function measureAll(clientDir: string): Promise<Report> {
  const missing = nginxMissing();
  if (missing) throw new Error(missing);
  if (!existsSync(join(clientDir, 'index.html'))) throw new Error(`${clientDir} has no built site: npm run build`);
  const rate = envInteger('ANALYTICS_BENCH_RATE', 1000);
  const seconds = envInteger('ANALYTICS_BENCH_SECONDS', 10);
  const addressCount = envInteger('ANALYTICS_BENCH_ADDRESSES', 600);
  const contactRate = envInteger('CONTACT_BENCH_RATE', 10);
  const warmUpSeconds = envInteger('ANALYTICS_BENCH_WARM_UP_SECONDS', 5);

  const mapDir = mkdtempSync(join(tmpdir(), 'bench-analytics-'));
  onCleanUp(() => rmSync(mapDir, { recursive: true, force: true }));
  const { file: cspMap } = writeNginxCspMap(clientDir, join(mapDir, 'nginx-csp.map'));
  const postgres = await startThrowawayPostgres();
  onCleanUp(() => postgres.stop());
  const nginx = await startNginx({
    clientDir,
    cspMap,
    upstreamPorts: [PORTS.replica, PORTS.replica],
    beaconPorts: [PORTS.beacon, PORTS.beacon],
    tlsPort: PORTS.tls,
    httpPort: PORTS.http,
  });
  onCleanUp(
    () => nginx.stopNow(),
    () => nginx.stop(),
  );
  const csrfSecret = randomBytes(32).toString('hex');
  await startReplica({
    name: 'bench-analytics',
    port: PORTS.replica,
    metricsPort: PORTS.metrics,
    beaconPort: PORTS.beacon,
    logDir: mapDir,
    env: {
      DATABASE_URL: postgres.url,
      CSRF_SECRET: csrfSecret,
      TRUST_PROXY: '127.0.0.1',
      SITE_URL: nginx.origin,
      // The form's own limit is counted (a write per post) but never reached.
      RATE_LIMIT_PER_MINUTE: '1000000',
    },
  });
  const db = new pg.Client({ connectionString: postgres.url });
  await db.connect();
  onCleanUp(
    () => undefined,
    () => db.end(),
  );

  // Visitors on their own loopback addresses: 127.1.x.y for page views (the worker's), 127.2.x.y for the form.
  const address = (block: number, index: number) => `127.${block}.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  const tag = `bench-${randomBytes(3).toString('hex')}`;
  const pageViews = new PageViews({
    origin: nginx.origin,
    certificate: nginx.certificate,
    rate,
    addressCount,
    tag,
    pages: PAGES,
    browser: BROWSER,
  });
  onCleanUp(() => pageViews.close());
  // Warm-up: each visitor's connection made once (its handshake outside the measured rounds),
  // then the full rate for a few seconds, so that the rounds measure the steady state (the
  // beacon thread's code optimised, its pools and batches at size) and not its first seconds.
  const warmUp = await pageViews.run('warm-up', warmUpSeconds);
  console.log(
    `bench:analytics: warm-up: ${warmUp.accepted} page views answered 202, p99 ${fixed(warmUp.figures.p99, 1)} ms at ${fixed(warmUp.figures.rate, 0)}/s`,
  );

  let posters: Client[] = [];
  let nextPoster = 0;
  const nonce = `bench-analytics-${randomBytes(3).toString('hex')}`;
  const contactRound = async (total: number) => {
    // Fresh addresses for every round, each posting at most POSTS_PER_ADDRESS times.
    posters = Array.from({ length: Math.ceil(total / POSTS_PER_ADDRESS) }, () => {
      nextPoster += 1;
      return new Client(address(2, nextPoster), nginx.origin, nginx.certificate);
    });
    // A session is fetched before the round starts; one refused (nginx's 502 while the replica is marked down) is asked again.
    for (const poster of posters) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          await poster.session();
          break;
        } catch {
          // Still none: its posts ask again, and any that fail are counted as errors.
          if (attempt === 5) break;
          await new Promise((resolve) => setTimeout(resolve, 2_000));
        }
      }
    }
    const body = submissionBody('contact', nonce);
    const result = await openLoop(contactRate, total / contactRate, async (index) => {
      const outcome = await (posters[Math.floor(index / POSTS_PER_ADDRESS)] as Client).submit('contact', body);
      if (outcome.kind === 'error') throw new Error(outcome.code);
      return outcome.answer;
    });
    for (const poster of posters) poster.close();
    return result.figures;
  };

  const contactTotal = contactRate * seconds;
  const alone: Figures[] = [];
  const loaded: Figures[] = [];
  const events: Figures[] = [];
  /** Where each round's page views spent their time, from nginx's access log: p99 of rt (nginx) and urt (the replica). */
  const inside: { nginx: number; replica: number }[] = [];
  /** The same for the contact form's posts during the page views. */
  const contactInside: { nginx: number; replica: number }[] = [];
  let logOffset = 0;
  /** The replica's event loop and garbage collector over each loaded round (its /metrics, read before and after). */
  const stalls: string[] = [];
  let accepted = warmUp.accepted;
  for (let round = 0; round < 2; round += 1) {
    console.log(`bench:analytics: round ${round + 1}: contact alone…`);
    alone.push(await contactRound(contactTotal));
    console.log(`bench:analytics: round ${round + 1}: contact with ${rate} page views a second…`);
    const before = await replicaStalls();
    const [views, contact] = await Promise.all([pageViews.run('round', seconds), contactRound(contactTotal)]);
    stalls.push(describeStalls(before, await replicaStalls()));
    events.push(views.figures);
    if (/5\d\d/.test(views.figures.statuses) || views.figures.errors > 0) {
      const errors = nginx.errorLog().split('\n');
      const causes = errors.filter((line) => line.includes('[error]') && !line.includes('no live upstreams'));
      console.log(`bench:analytics: nginx's errors other than "no live upstreams":\n${causes.slice(0, 5).join('\n')}`);
    }
    loaded.push(contact);
    accepted += views.accepted;
    // nginx writes its access log at least every second (buffer=64k flush=1s).
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const log = nginx.accessLog();
    inside.push(serverSideTimes(log.slice(logOffset)));
    contactInside.push(serverSideTimes(log.slice(logOffset), forms.contact.endpoint));
    logOffset = log.length;
    console.log(
      `bench:analytics: page views ${fixed(views.figures.rate, 0)}/s p99 ${fixed(views.figures.p99, 1)} ms; contact alone p99 ${fixed(alone.at(-1)?.p99 ?? NaN, 1)} ms, loaded ${fixed(contact.p99, 1)} ms`,
    );
  }
  // The replica writes its last batch within a second; wait for it.
  let stored = 0;
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    stored = Number(
      (await db.query('select count(*)::int as n from analytics_events where utm_source = $1', [tag])).rows[0]?.n,
    );
    if (stored >= accepted) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const posted = Number(
    (
      await db.query('select count(*)::int as n from contact_enquiries where message like $1', [
        `%${NONCE_MARK}${nonce}%`,
      ])
    ).rows[0]?.n,
  );
  await pageViews.close();

  const row = (what: string, figures: Figures) => [
    what,
    String(figures.sent),
    figures.statuses + (figures.errors > 0 ? ` errors×${figures.errors}` : ''),
    fixed(figures.rate, 0),
    fixed(figures.p50, 1),
    fixed(figures.p99, 1),
    fixed(figures.max, 1),
  ];
  const rows = [0, 1].flatMap((round) => [
    row(`Round ${round + 1}: contact form alone (${contactRate}/s)`, alone[round] as Figures),
    row(`Round ${round + 1}: page views (${rate}/s)`, events[round] as Figures),
    row(`Round ${round + 1}: contact form meanwhile (${contactRate}/s)`, loaded[round] as Figures),
  ]);
  const insideRows = inside.map(
    (times, round) =>
      `round ${round + 1}: p99 ${fixed(times.nginx, 1)} ms in nginx (rt), ${fixed(times.replica, 1)} ms in the replica (urt)`,
  );
  const ratios = [0, 1].map((round) => (loaded[round]?.p99 ?? NaN) / (alone[round]?.p99 ?? NaN));
  const size = scriptSize(clientDir);
  return {
    title: 'Analytics load',
    blocks: [
      text(
        `deploy/nginx.conf over TLS on 127.0.0.1 in front of one replica (both upstream entries name it; /webAPI/event to its beacon thread, BEACON_PORT) on a throw-away PostgreSQL; ` +
          `page views posted to /webAPI/event at a fixed rate (open loop) from ${addressCount} loopback addresses over keep-alive connections, ` +
          `${seconds} s per round after a warm-up of one per address and ${warmUpSeconds} s at the full rate, sent from a worker thread of their own; valid contact enquiries (multipart, CSRF cookie and header) at ${contactRate}/s ` +
          `from addresses of their own (${POSTS_PER_ADDRESS} each), alone and during the page views, in alternating rounds. ` +
          `Latency from sending to the answer's last byte, in ms. Load average (1/5/15 min) when the part ended: ${loadavg()
            .map((value) => value.toFixed(2))
            .join(' / ')}.`,
      ),
      table(['Run', 'Sent', 'Statuses', 'Answers/s', 'p50 ms', 'p99 ms', 'Max ms'], rows, {
        right: [1, 3, 4, 5, 6],
      }),
      text(
        `Contact form p99 during the page views / alone: ${ratios.map((ratio) => fixed(ratio, 2)).join(' and ')} (target ≤ 1.20). ` +
          `Page views answered 202 (the warm-up's included): ${accepted}; stored: ${stored}; lost: ${Math.max(0, accepted - stored)}. ` +
          `Contact enquiries stored: ${posted}. ` +
          `Page views as nginx's access log timed them: ${insideRows.join('; ')}. ` +
          `The contact form's posts during them: ${contactInside
            .map(
              (times, round) =>
                `round ${round + 1}: p99 ${fixed(times.nginx, 1)} ms in nginx, ${fixed(times.replica, 1)} ms in the replica`,
            )
            .join('; ')}. ` +
          `The replica's event loops and collectors during the loaded rounds: ${stalls.map((line, round) => `round ${round + 1}: ${line}`).join('; ')}. ` +
          `Analytics script with web-vitals, as sent: ${size === undefined ? 'not found in the build' : `${kib(size)} KiB brotli (${size} bytes; budget 3 KiB)`}.`,
      ),
    ],
  };
}

if (import.meta.main) {
  await runAlone(() => measureAll(join(ROOT, 'build', 'client')).finally(() => cleanUp()));
}
