/**
 * The production rehearsal's webhook receiver and its two scenarios (run by
 * scenarios/14-webhook-kill.test.ts and 15-webhook-outage.test.ts; docs/leads.md
 * describes the deliveries).
 *
 * Both replicas deliver every accepted submission, from their start, to one receiver
 * on 127.0.0.1:4520 (tests/support/webhook-receiver.ts), which verifies each request
 * with the reference `standardwebhooks` package and records it; a request that does
 * not verify is refused and counted.
 *
 *   webhook-kill    a burst of its own (a replica killed with SIGKILL mid-burst, as in the
 *                   sigkill scenario, the receiver answering 1 s late meanwhile, so the victim dies with
 *                   deliveries made but not marked sent): every 201 reached the receiver
 *                   at least once, some twice, and the repeats of one submission all carry
 *                   the same webhook-id
 *   webhook-outage  the receiver down for 60 s during traffic: once it is back, every 201
 *                   of the scenario reaches it, by the workers' own retries
 *
 * The replicas use the built-in back-off (server/config.ts, DEFAULT_WEBHOOK_DELIVERY: 30 s
 * after the first failed attempt, 60 s after the second, doubling). A delivery that first
 * failed just before the outage's 30th second fails again at its 60th, so it comes back
 * up to about 60 s after the receiver does: the outage scenario waits for that, bounded.
 */
import { expect } from 'vitest';
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';
import { ms, onCleanUp, seconds, sleep, tally } from '../support/lib.ts';
import { idOf, statusOf, type Outcome } from './client.ts';

const RECEIVER_PORT = 4520;
/**
 * How late the receiver answers during the sigkill burst: long enough that the killed
 * replica surely has a batch the receiver recorded but whose answer it never saw.
 */
export const SLOW_RECEIVER_MS = 1_000;
/** How long the receiver is down in the outage scenario. */
const OUTAGE_MS = 60_000;
/** A delivery the killed replica had claimed is invisible to the other for its lease (60 s). */
const LEASE_WAIT_MS = 75_000;
/** The longest retry after the outage (see above), with the poll interval and some slack. */
const RESUME_WAIT_MS = 90_000;

/** The receiver, and the secret the replicas sign with. */
export type RehearsalReceiver = WebhookReceiver & { readonly secret: string };

/** The receiver, started before the replicas; stopped with the rest of the rehearsal. */
export async function startRehearsalReceiver(): Promise<RehearsalReceiver> {
  const secret = `whsec_${randomBytes(32).toString('base64')}`;
  const receiver = Object.assign(await startWebhookReceiver({ port: RECEIVER_PORT, secret }), { secret });
  onCleanUp(
    () => undefined,
    () => receiver.stop(),
  );
  return receiver;
}

/** The replicas' webhook settings: set at every start, so a restarted replica delivers too. */
export function webhookEnv(receiver: RehearsalReceiver): Record<string, string> {
  return {
    WEBHOOK_URLS: receiver.url,
    WEBHOOK_SECRET: receiver.secret,
    // The receiver is on loopback, which the replicas refuse otherwise.
    WEBHOOK_ALLOW_PRIVATE: '1',
  };
}

interface Delivered {
  /** The distinct webhook-ids received for one submission. */
  webhookIds: Set<string>;
  count: number;
  form: unknown;
  firstAt: number;
}

/** The verified, accepted deliveries so far, by the submission they carry (data.id). */
function bySubmission(receiver: WebhookReceiver): Map<string, Delivered> {
  const found = new Map<string, Delivered>();
  for (const delivery of receiver.accepted()) {
    const data = (delivery.payload as { data?: { id?: unknown; form?: unknown } }).data;
    const id = String(data?.id);
    const entry = found.get(id) ?? {
      webhookIds: new Set<string>(),
      count: 0,
      form: data?.form,
      firstAt: delivery.receivedAt.getTime(),
    };
    entry.webhookIds.add(delivery.id);
    entry.count += 1;
    found.set(id, entry);
  }
  return found;
}

/** Waits until every id was delivered or the time is up; returns the ids still missing. */
async function waitForAll(receiver: WebhookReceiver, ids: readonly string[], limitMs: number): Promise<string[]> {
  const deadline = performance.now() + limitMs;
  let missing = ids.filter((id) => !bySubmission(receiver).has(id));
  while (missing.length > 0 && performance.now() < deadline) {
    await sleep(500);
    const delivered = bySubmission(receiver);
    missing = missing.filter((id) => !delivered.has(id));
  }
  return missing;
}

/**
 * Waits until the delivery row of every submission in `ids` is marked sent (a row the
 * killed replica held stays claimed until its lease ends) or the time is up.
 */
async function waitForRowsSent(db: pg.Client, ids: readonly string[], limitMs: number): Promise<void> {
  const deadline = performance.now() + limitMs;
  const unsent = async () =>
    (
      await db.query<{ n: number }>(
        `select count(*)::int as n from webhook_deliveries where submission_id = any($1::uuid[]) and status <> 'sent'`,
        [ids],
      )
    ).rows[0]?.n ?? 0;
  while ((await unsent()) > 0 && performance.now() < deadline) await sleep(1_000);
}

/**
 * The checks both scenarios share, on the deliveries of `ids`: every one delivered,
 * repeats under one webhook-id, that id the delivery row's own (`msg_<row id>`, the
 * row sent), and nothing refused by the receiver in the whole run.
 */
async function checkDelivered(
  receiver: WebhookReceiver,
  db: pg.Client,
  ids: readonly string[],
  missing: readonly string[],
): Promise<{ repeats: number; attempts: string }> {
  const delivered = bySubmission(receiver);
  expect.soft(missing.length, `${missing.length} of ${ids.length} answered 201 never reached the receiver`).toBe(0);
  const ours = ids.map((id) => [id, delivered.get(id)] as const);
  const split = ours.filter(([, entry]) => entry && entry.webhookIds.size > 1);
  expect
    .soft(
      split.length,
      `${split.length} submissions delivered under more than one webhook-id: ${split[0]?.[0]} as ${[...(split[0]?.[1]?.webhookIds ?? [])].join(', ')}`,
    )
    .toBe(0);
  expect
    .soft(
      ours.filter(([, entry]) => !(!entry || entry.form === 'contact')),
      'a delivery of a contact enquiry with another data.form',
    )
    .toEqual([]);
  const rows = (
    await db.query<{ submission_id: string; id: string; status: string; attempts: number }>(
      `select submission_id, id, status, attempts from webhook_deliveries where submission_id = any($1::uuid[])`,
      [ids],
    )
  ).rows;
  const wrongId = rows.filter((row) => {
    const entry = delivered.get(row.submission_id);
    return entry && !entry.webhookIds.has(`msg_${row.id}`);
  });
  expect.soft(rows.length === ids.length, `${rows.length} delivery rows for ${ids.length} submissions`).toBe(true);
  expect
    .soft(
      rows.filter((row) => row.status !== 'sent'),
      `delivery rows: ${tally(rows.map((row) => row.status))}`,
    )
    .toEqual([]);
  expect.soft(wrongId.length, `${wrongId.length} deliveries under another webhook-id than their row's`).toBe(0);
  expect
    .soft(
      receiver.rejected.length,
      `the receiver refused ${receiver.rejected.length} requests: ${receiver.rejected[0]}`,
    )
    .toBe(0);
  return {
    repeats: ours.filter(([, entry]) => (entry?.count ?? 0) > 1).length,
    attempts: tally(rows.map((row) => `${row.attempts} attempts`)),
  };
}

const acceptedIds = (outcomes: readonly { outcome: Outcome }[]) =>
  outcomes.map(({ outcome }) => idOf(outcome)).filter((id): id is string => id !== undefined);

/**
 * A burst during which a replica was killed (helpers.ts's `killMidBurst`), seen from the
 * receiver: a replica killed with SIGKILL
 * while it held claimed deliveries leaves them leased, and the live one sends them
 * when the lease ends, under the same webhook-id (a repeat when the dead one had
 * already posted them).
 */
export async function webhookAfterKill(
  receiver: WebhookReceiver,
  db: pg.Client,
  burst: readonly { outcome: Outcome }[],
): Promise<string> {
  const ids = acceptedIds(burst);
  expect.soft(ids.length, 'the burst had no 201').toBeGreaterThan(0);
  const started = performance.now();
  const missing = await waitForAll(receiver, ids, LEASE_WAIT_MS);
  // What the killed replica had posted before it died is at the receiver already; its
  // rows are sent again (the repeats) by the live replica once their lease has ended.
  await waitForRowsSent(db, ids, LEASE_WAIT_MS - (performance.now() - started));
  const waited = performance.now() - started;
  const { repeats, attempts } = await checkDelivered(receiver, db, ids, missing);
  expect
    .soft(
      repeats,
      'no delivery of the burst was repeated: the killed replica had none in flight, so repeats went untested',
    )
    .toBeGreaterThan(0);
  return (
    `${ids.length} answered 201 in the burst: ${ids.length - missing.length} delivered and verified (waited ${seconds(waited)}); ` +
    `${repeats} delivered more than once, each under one webhook-id; rows ${attempts}; ` +
    `the receiver has ${receiver.accepted().length} verified deliveries in all, ${receiver.rejected.length} refused`
  );
}

/** Traffic that posts contact enquiries until stopped (helpers.ts's `traffic`). */
export interface PostingTraffic {
  stop(): Promise<{ posts: { outcome: Outcome; sent: number }[] }>;
}

/**
 * The receiver down for 60 s while visitors post: the deliveries fail, and the
 * replicas retry them on their own; once the receiver is back, every 201 reaches it.
 */
export async function webhookOutage(
  receiver: WebhookReceiver,
  db: pg.Client,
  startTraffic: (prefix: string) => PostingTraffic,
): Promise<string> {
  const load = startTraffic(`hookdown-${randomBytes(3).toString('hex')}-`);
  await sleep(2_000);
  await receiver.stop();
  const down = performance.now();
  const downAt = Date.now();
  await sleep(OUTAGE_MS);
  await receiver.start();
  const back = performance.now();
  const backAt = Date.now();
  // New posts once it is back, delivered at once (the worker is nudged by each).
  await sleep(3_000);
  const { posts } = await load.stop();
  const ids = acceptedIds(posts);
  const duringOutage = acceptedIds(posts.filter(({ sent }) => sent > down && sent < back));
  expect.soft(duringOutage.length, 'no post answered 201 while the receiver was down').toBeGreaterThan(0);
  expect
    .soft(
      posts.filter(({ outcome }) => statusOf(outcome) !== '201'),
      `posts: ${tally(posts.map(({ outcome }) => statusOf(outcome)))}`,
    )
    .toEqual([]);
  const missing = await waitForAll(receiver, ids, RESUME_WAIT_MS - (performance.now() - back));
  const delivered = bySubmission(receiver);
  const arrivals = duringOutage.map((id) => delivered.get(id)?.firstAt ?? Number.NaN);
  const early = arrivals.filter((at) => at < backAt);
  expect.soft(early.length, `${early.length} deliveries recorded while the receiver was down`).toBe(0);
  const lastAfterBack = Math.max(...arrivals) - backAt;
  const { repeats, attempts } = await checkDelivered(receiver, db, ids, missing);
  return (
    `${posts.length} posts ${tally(posts.map(({ outcome }) => statusOf(outcome)))}, ${duringOutage.length} during the ${seconds(OUTAGE_MS)} outage ` +
    `(from ${new Date(downAt).toISOString().slice(11, 19)}); all ${ids.length - missing.length} of ${ids.length} delivered and verified, ` +
    `the outage's last ${ms(lastAfterBack)} after the receiver was back; ${repeats} delivered more than once; rows ${attempts}`
  );
}
