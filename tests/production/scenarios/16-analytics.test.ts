import { expect } from 'vitest';
import { randomBytes } from 'node:crypto';
import { tally } from '../../support/lib.ts';
import { SITE_ORIGIN, type Rehearsal, client } from '../rehearsal.ts';
import { flushedLog, freshAddress, logLines, rows } from '../helpers.ts';
import { rehearse } from '../fixtures.ts';

const VISITORS = 12;
const VIEWS_EACH = 10;
const PAGES = ['/', '/about-us', '/contact-us', '/career', '/blog'];
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

/** The replicas nginx passed the analytics beacon to, from its access log since `since`. */
function eventUpstreams(log: string, since: number): string {
  const lines = log
    .split('\n')
    .slice(since)
    .filter((line) => line.includes('"POST /webAPI/event '));
  return tally(lines.map((line) => /upstream="([^"]*)"/.exec(line)?.[1] ?? '?'));
}

async function analytics(r: Rehearsal): Promise<string> {
  const tag = `rehearsal-${randomBytes(3).toString('hex')}`;
  const since = logLines(r.nginx);
  const visitors = Array.from({ length: VISITORS }, () => client(freshAddress(), r.ca));
  const statuses: string[] = [];
  // Each visitor browses PAGES in turn; all of them at once, so both replicas take each one's views.
  await Promise.all(
    visitors.map(async (visitor, index) => {
      for (let view = 0; view < VIEWS_EACH; view += 1) {
        const path = PAGES[view % PAGES.length] ?? '/';
        const answer = await visitor.pageView({ path, utmSource: tag, userAgent: `${BROWSER} Visitor/${index}` });
        statuses.push(String(answer.status));
        expect.soft('set-cookie' in answer.headers, `a page view's answer set a cookie`).toBeFalsy();
      }
    }),
  );
  // A crawler through the same door is answered and not counted.
  const bot = await visitors[0]?.send(`${SITE_ORIGIN}/webAPI/event`, {
    method: 'POST',
    headers: {
      origin: SITE_ORIGIN,
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    },
    body: Buffer.from(JSON.stringify({ type: 'pageview', path: '/', route: '/', device: 'desktop', utm_source: tag })),
  });
  expect.soft(bot?.status, `the crawler's page view answered ${bot?.status}, not 204`).toBe(204);
  const sent = VISITORS * VIEWS_EACH;
  expect
    .soft(
      statuses.filter((status) => status !== '202'),
      `page views answered ${tally(statuses)}, not ${sent}×202`,
    )
    .toEqual([]);

  // Each replica writes its batch within a second; wait a little longer for both.
  let counted: { views: number; visitors: number } = { views: 0, visitors: 0 };
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const [row] = await rows(
      r.db,
      `select count(*)::int as views, count(distinct visitor)::int as visitors from analytics_events where utm_source = $1`,
      [tag],
    );
    counted = { views: Number(row?.['views'] ?? 0), visitors: Number(row?.['visitors'] ?? 0) };
    if (counted.views >= sent) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect.soft(counted.views === sent, `${counted.views} page views stored of ${sent} answered 202`).toBe(true);
  expect
    .soft(
      counted.visitors === VISITORS,
      `${counted.visitors} unique visitors counted, not ${VISITORS}: a visitor's hash differs between the replicas`,
    )
    .toBe(true);
  const perPath = await rows(
    r.db,
    `select path, count(*)::int as views from analytics_events where utm_source = $1 group by path order by path`,
    [tag],
  );
  expect
    .soft(
      perPath.filter((row) => Number(row['views']) !== (VISITORS * VIEWS_EACH) / PAGES.length),
      `views per page ${perPath.map((row) => `${String(row['path'])}=${String(row['views'])}`).join(' ')}`,
    )
    .toEqual([]);
  const upstreams = eventUpstreams(await flushedLog(r.nginx), since);
  expect.soft(upstreams.split(' ').length, `the page views reached ${upstreams}, not both replicas`).toBe(2);
  // Nothing that names a visitor: no address of theirs and no user agent anywhere in the events or salts.
  const leaked = await rows(
    r.db,
    `select count(*)::int as found from analytics_events e where e::text like '%127.0.%' or e::text like '%Visitor/%' or e::text like '%Chrome/%'`,
  );
  expect
    .soft(Number(leaked[0]?.['found']), `${String(leaked[0]?.['found'])} events hold an address or a user agent`)
    .toBe(0);
  for (const visitor of visitors) visitor.close();
  return `${sent} page views from ${VISITORS} visitors: ${tally(statuses)}; stored ${counted.views}, ${counted.visitors} unique visitors; replicas ${upstreams}; crawler ${bot?.status}`;
}

rehearse(
  'analytics',
  'page views through nginx to both replicas: each counted once, each visitor one hash across replicas, bots not counted',
  { limitMs: 60_000, run: analytics },
);
