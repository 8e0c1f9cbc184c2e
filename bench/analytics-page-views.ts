/**
 * The page-view load of bench/analytics-load.ts, in a worker thread of its own: sending a
 * thousand TLS requests a second keeps an event loop busy, and in the thread that also
 * timed the contact form, each enquiry's answer waited for that loop, so the contact form's
 * "loaded" latency measured the load generator as much as the site. Here the contact form
 * is timed in the main thread and the page views in this one; the two still share the
 * machine's two cores with nginx, the replica and PostgreSQL, as real visitors' load would
 * not.
 *
 * Messages in: { kind: 'warm-up', seconds } and { kind: 'round', seconds }; out: the
 * round's figures and how many page views were answered 202.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { Client } from '../tests/production/client.ts';
import { openLoop } from './open-loop.ts';

export interface PageViewsSetUp {
  origin: string;
  certificate: string;
  rate: number;
  addressCount: number;
  tag: string;
  pages: readonly string[];
  browser: string;
}

const setUp = workerData as PageViewsSetUp;
const address = (index: number) => `127.1.${Math.floor(index / 250)}.${(index % 250) + 1}`;
const visitors = Array.from(
  { length: setUp.addressCount },
  (_, index) => new Client(address(index), setUp.origin, setUp.certificate),
);

const pageView = (index: number) =>
  (visitors[index % visitors.length] as Client).pageView({
    path: setUp.pages[index % setUp.pages.length] ?? '/',
    utmSource: setUp.tag,
    userAgent: `${setUp.browser} bench/${index % visitors.length}`,
  });

/** Every visitor's connection made once (its handshake outside the measured rounds), 50 at a time. */
async function connectAll(): Promise<number> {
  let accepted = 0;
  for (let first = 0; first < visitors.length; first += 50) {
    const answers = await Promise.allSettled(
      visitors.slice(first, first + 50).map((_visitor, offset) => pageView(first + offset)),
    );
    accepted += answers.filter((answer) => answer.status === 'fulfilled' && answer.value.status === 202).length;
  }
  return accepted;
}

let sent = 0;
parentPort?.on('message', async (message: { kind: 'warm-up' | 'round' | 'close'; seconds?: number }) => {
  if (message.kind === 'close') {
    for (const visitor of visitors) visitor.close();
    parentPort?.postMessage({ kind: 'closed' });
    return;
  }
  let accepted = message.kind === 'warm-up' ? await connectAll() : 0;
  // Indices go on from round to round, so that each address's share stays even.
  const offset = sent;
  const { figures, accepted: inRound } = await openLoop(setUp.rate, message.seconds ?? 0, (index) =>
    pageView(offset + index),
  );
  sent += figures.sent;
  accepted += inRound;
  parentPort?.postMessage({ kind: message.kind, figures, accepted });
});
