/**
 * What several scenarios of the production rehearsal share (rehearsal.ts starts the
 * processes; scenarios/NN-name.test.ts are the scenarios): database look-ups, nginx's
 * access log, bursts of posts and steady traffic, replica restarts, staff signed in.
 */
import { expect } from 'vitest';
import { connect } from 'node:tls';
import pg from 'pg';
import { NONCE_MARK, submissionBody } from '../faults/client.ts';
import { seconds, sleep, tally, within } from '../support/lib.ts';
import { idOf, statusOf, type Answer, type Outcome } from './client.ts';
import { type RunningNginx } from './nginx.ts';
import { type Replica } from './replica.ts';
import { SLOW_RECEIVER_MS } from './webhooks.ts';
import { ADMIN, SITE_ORIGIN, RATE_LIMIT, type Rehearsal, client, startReplicaNumber } from './rehearsal.ts';

export async function rows(db: pg.Client, text: string, values: unknown[] = []): Promise<Record<string, unknown>[]> {
  return (await db.query(text, values)).rows as Record<string, unknown>[];
}

/** Stored contact enquiries whose message carries this run's nonce prefix, by nonce. */
export async function storedByNonce(
  db: pg.Client,
  prefix: string,
): Promise<Map<string, { id: string; address: string }[]>> {
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
export function upstreamsOfPosts(log: string, since: number): { byReplica: string; retriedAfterSending: string[] } {
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

export const logLines = (nginx: RunningNginx) => nginx.accessLog().split('\n').length - 1;
/** nginx writes its access log in buffers flushed every second. */
export const flushedLog = async (nginx: RunningNginx) => {
  await sleep(1_300);
  return nginx.accessLog();
};

export interface Burst {
  /** Each post's outcome, and when it was sent (`sent`) and answered (`at`). */
  outcomes: { outcome: Outcome; nonce: string; sent: number; at: number }[];
  event: number;
}

/**
 * The first replica killed with SIGKILL after `after` of `total` contact posts through
 * nginx (from addressBase.1, .2 …), the posts after it paced 100 ms apart (12 at a time:
 * about 1.5 s of traffic after the kill for 180 posts). Meanwhile the webhook receiver
 * answers late (webhooks.ts), so the victim dies with deliveries the receiver has but
 * whose answer it never saw, which the live replica repeats. Resolves once the victim
 * is gone; `restartKilled` brings it back.
 */
export async function killMidBurst(
  r: Rehearsal,
  prefix: string,
  addressBase: string,
  total: number,
  after: number,
): Promise<Burst> {
  const [victim, survivor] = r.replicas;
  if (!victim || !survivor) throw new Error('two replicas expected');
  r.receiver.respondAfter(SLOW_RECEIVER_MS);
  try {
    const result = await burst(r, prefix, addressBase, total, after, () => victim.signal('SIGKILL'), 100);
    await victim.exited;
    return result;
  } finally {
    r.receiver.respondAfter(0);
  }
}

/**
 * The killed first replica started again, as a supervisor would, and past nginx's
 * fail_timeout (10 s), so that the next scenario's victim is not the only live replica.
 */
export async function restartKilled(r: Rehearsal): Promise<void> {
  r.replicas[0] = await startReplicaNumber(r, 0);
  await sleep(10_500);
}

/**
 * `total` contact posts from `senders` addresses (within the limit each), `concurrency` at a time; `during` runs after
 * `after` answers. With `paceAfterMs`, each worker waits that long between posts once `during` has run, so the burst
 * outlasts the event (on a fast machine an unpaced burst is over before nginx has seen a killed replica fail).
 */
export async function burst(
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
export async function exactlyOnce(r: Rehearsal, prefix: string, burstResult: Burst): Promise<string> {
  const stored = await storedByNonce(r.db, prefix);
  const accepted = burstResult.outcomes.filter(({ outcome }) => statusOf(outcome) === '201');
  const missing = accepted.filter(({ nonce }) => stored.get(nonce)?.length !== 1);
  const twice = [...stored].filter(([, list]) => list.length > 1);
  const idMismatch = accepted.filter(({ nonce, outcome }) => stored.get(nonce)?.[0]?.id !== idOf(outcome));
  expect.soft(missing.length, `${missing.length} answered 201 but not stored exactly once`).toBe(0);
  expect.soft(twice.length, `${twice.length} submissions stored twice`).toBe(0);
  expect.soft(idMismatch.length, `${idMismatch.length} stored under another id than the 201 gave`).toBe(0);
  const unanswered = [...stored.keys()].filter((nonce) => !accepted.some((entry) => entry.nonce === nonce)).length;
  r.stored += stored.size;
  return `stored ${stored.size} (${accepted.length} answered 201, ${unanswered} cut off in flight but stored), none twice`;
}

/** Fresh loopback addresses for visitors, never reused within a run (each has its own form limit). */
let nextAddress = 0;
export function freshAddress(): string {
  nextAddress += 1;
  return `127.0.${10 + Math.floor(nextAddress / 250)}.${1 + (nextAddress % 250)}`;
}

export interface Traffic {
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
export function traffic(r: Rehearsal, prefix: string, posters = 3): Traffic {
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
export async function readyAgain(r: Rehearsal, replica: Replica, limitMs = 30_000): Promise<number> {
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
export async function restartReplica(r: Rehearsal, index: 0 | 1): Promise<{ exit: number | null; readyMs: number }> {
  const old = r.replicas[index];
  if (!old) throw new Error('no replica');
  old.signal('SIGTERM');
  const exit = await within(20_000, `${old.name} to exit`, old.exited);
  r.replicas[index] = await startReplicaNumber(r, index);
  const readyMs = await readyAgain(r, r.replicas[index]);
  return { exit, readyMs };
}

export const failedPosts = (posts: Burst['outcomes']) => posts.filter(({ outcome }) => statusOf(outcome) !== '201');
export const failedPages = (pages: { status: string }[]) => pages.filter(({ status }) => status !== '200');

/**
 * One request written byte for byte over TLS, for request lines no HTTP client will
 * send (`GET /\x01`, a method `G@T`), naming `servername` in TLS (SNI) as browsers do,
 * or no server at all as a client by address does. The answer with its headers
 * lower-cased; the connection is closed after it.
 */
export function rawTls(
  port: number,
  ca: string,
  request: string,
  { servername, localAddress }: { servername?: string; localAddress?: string } = {},
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const socket = connect(
      {
        host: '127.0.0.1',
        port,
        ca,
        ALPNProtocols: ['http/1.1'],
        // A name is checked against the certificate; by address, there is none to send.
        ...(servername ? { servername } : { checkServerIdentity: () => undefined }),
        ...(localAddress ? { localAddress } : {}),
      },
      () => socket.end(Buffer.from(request, 'latin1')),
    );
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(received).toString('latin1');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0),
        headers,
        body: rest.join('\r\n\r\n'),
        ms: performance.now() - started,
      });
    });
  });
}

/** A signed-in member of staff through nginx: its cookies, kept across answers, and how to send with them. */
export interface Staff {
  /** GET or POST (a form, with the page's CSRF token and the site's Origin) with the session's cookies. */
  send(path: string, form?: Record<string, string>): Promise<Answer>;
  /** The CSRF token a staff page's forms carry. */
  csrfOf(page: Answer): string;
  signInPage: Answer;
  /** The answer to the sign-in's post: 303 with a session cookie when it worked. */
  signedIn: Answer;
}

/** Signs the rehearsal's staff account in through nginx, as a browser would. */
export async function signInStaff(r: Rehearsal): Promise<Staff> {
  const browser = client(freshAddress(), r.ca);
  const jar = new Map<string, string>();
  const keep = (answer: Answer) => {
    for (const cookie of [answer.headers['set-cookie'] ?? []].flat()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      if (at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return answer;
  };
  const csrfOf = (page: Answer) => /name="_csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const send = async (path: string, form?: Record<string, string>) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    return keep(
      await browser.send(`${SITE_ORIGIN}${path}`, {
        ...(form
          ? {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE_ORIGIN, cookie },
              body: Buffer.from(new URLSearchParams(form).toString()),
            }
          : { headers: { cookie } }),
      }),
    );
  };
  const signInPage = await send('/admin/sign-in');
  const signedIn = await send('/admin/sign-in', {
    username: ADMIN.user,
    password: ADMIN.password,
    _csrf: csrfOf(signInPage),
    next: '/admin',
  });
  return { send, csrfOf, signInPage, signedIn };
}
