import { expect } from 'vitest';
import { randomBytes } from 'node:crypto';
import { watch } from 'node:fs';
import { currentRelease, rollBack } from '../../../server/content/publish.ts';
import { inlineScriptHashes } from '../../../server/plugins/external/static-site.ts';
import { seconds, sleep, tally } from '../../support/lib.ts';
import { statusOf, type Answer, type Client } from '../client.ts';
import { PORTS, SITE_ORIGIN, type Rehearsal, client } from '../rehearsal.ts';
import { exactlyOnce, failedPages, failedPosts, freshAddress, rows, signInStaff, traffic } from '../helpers.ts';
import { rehearse, stopAfterwards } from '../fixtures.ts';

/** The opening staff publish, and its address. */
const OPENING = {
  title: 'Site Reliability Engineer',
  role: 'angular-react',
  experience: '3-5 years',
  jobType: 'FullTime',
  location: '',
  openings: '01',
  description:
    'You will keep the web and mobile products we run for clients fast and available: releases without downtime, backups that restore, and alerts that mean something.',
  mustHaves: 'Linux and nginx in production\nPostgreSQL backups and restores\nOne scripting language, well',
  responsibilities:
    'Run releases and rollbacks\nWrite the runbooks on-call staff follow\nReview every change to the servers',
  validThrough: '',
};
const PAGE = '/career/site-reliability-engineer';
/** What the issue allows between the click on Publish and every replica and nginx serving the page. */
const PUBLISH_LIMIT_MS = 120_000;
/** How long this scenario waits for the page before it gives up (a loaded machine builds slowly). */
const WAIT_LIMIT_MS = 300_000;
/** The pages a visitor checks as whole builds during the switch. */
const CHECKED_PAGES = ['/', '/career', '/about-us', '/blog', PAGE];

/** The hashed files a page names: its scripts, styles and fonts under /assets/. */
const assetsOf = (html: string) => [
  ...new Set([...html.matchAll(/"(\/assets\/[^"?#]+)"/g)].map((match) => match[1] ?? '')),
];

/**
 * A visitor that checks each page it loads as one whole build: every inline script's hash
 * in the page's own Content-Security-Policy, and every hashed file it names answered 200
 * (a page of one build naming another build's files, or its policy, would fail here).
 */
function wholeBuildChecker(r: Rehearsal) {
  const visitor = client(freshAddress(), r.ca);
  const problems: string[] = [];
  let pages = 0;
  let assets = 0;
  let running = true;
  const loop = (async () => {
    for (let i = 0; running; i += 1) {
      const path = CHECKED_PAGES[i % CHECKED_PAGES.length] ?? '/';
      let page: Answer;
      try {
        page = await visitor.send(`${SITE_ORIGIN}${path}`);
      } catch (error) {
        // A kept-alive connection an old worker closed as it retired: asked again, as browsers do.
        if ((error as { code?: string }).code === 'ECONNRESET') continue;
        problems.push(`${path}: ${(error as Error).message}`);
        continue;
      }
      // The new page is 404 before the switch and after the rollback: the 404 page, whole too.
      if (page.status !== 200 && !(path === PAGE && page.status === 404)) problems.push(`${path}: ${page.status}`);
      pages += 1;
      const policy = String(page.headers['content-security-policy'] ?? '');
      for (const hash of inlineScriptHashes(page.body))
        if (!policy.includes(hash)) problems.push(`${path}: inline script ${hash} not in its policy`);
      for (const asset of assetsOf(page.body)) {
        const status = await statusAt(visitor, `${SITE_ORIGIN}${asset}`);
        assets += 1;
        if (status !== 200) problems.push(`${path} names ${asset}: ${status}`);
      }
      await sleep(50);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { problems, pages, assets };
    },
  };
}

/** Until `check` holds (polled every 250 ms) or `limitMs` passed: the time it took, or undefined. */
async function until(check: () => Promise<boolean>, limitMs: number): Promise<number | undefined> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (await check().catch(() => false)) return performance.now() - started;
    await sleep(250);
  }
  return undefined;
}

/** Requests sent again because a reload's retiring worker closed their kept-alive connection. */
let retried = 0;

/**
 * The status of a GET (a replica's http:, nginx's https:). A request whose kept-alive
 * connection was closed under it (nginx's old workers close their idle connections on a
 * reload) is sent again, as browsers do; the client keeps two connections, and both may
 * be an old worker's, so it is sent up to twice more. A third failure is the answer.
 */
async function statusAt(visitor: Client, url: string): Promise<number | string> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return (await visitor.send(url)).status;
    } catch (error) {
      const code = (error as { code?: string }).code ?? 'error';
      if (attempt >= 2 || code !== 'ECONNRESET') return code;
      retried += 1;
    }
  }
}

/**
 * A publish under traffic (docs/operations.md, "Publishing from the staff inbox"): staff
 * publish a new opening through nginx; a replica builds the site into a new release
 * folder and switches `current`; the replicas follow within a second, and nginx on the
 * reload that the change of `current` triggers (here a watcher on the folder stands in
 * for the nexaweave-site.path unit). Then `npm run site:rollback`'s switch back.
 */
async function publish(r: Rehearsal): Promise<string> {
  const prefix = `publish-${randomBytes(3).toString('hex')}-`;
  // The systemd path unit of docs/operations.md: any change in the folder reloads nginx.
  let reloads = 0;
  let pending: NodeJS.Timeout | undefined;
  const unit = watch(r.releases.root, () => {
    clearTimeout(pending);
    pending = setTimeout(() => {
      reloads += 1;
      r.nginx.reload();
    }, 100);
  });
  try {
    const previous = currentRelease(r.releases.root);
    const visitor = client(freshAddress(), r.ca);
    // Pages a visitor holds from before the switch: their hashed files must stay.
    const held = new Set<string>();
    for (const path of ['/', '/career', '/blog'])
      for (const asset of assetsOf((await visitor.send(`${SITE_ORIGIN}${path}`)).body)) held.add(asset);
    const staff = await signInStaff(r);
    expect.soft(staff.signedIn.status, `signing in answered ${staff.signedIn.status}`).toBe(303);
    const form = await staff.send('/admin/openings/new');
    expect.soft(form.status, `the new opening's form answered ${form.status}`).toBe(200);

    const load = traffic(r, prefix);
    const checker = wholeBuildChecker(r);
    await sleep(2_000);
    const clicked = performance.now();
    const clickedAt = Date.now();
    const published = await staff.send('/admin/openings', {
      ...OPENING,
      slug: '',
      intent: 'publish',
      _csrf: staff.csrfOf(form),
    });
    expect
      .soft(
        published.status === 303 && published.headers.location === '/admin/openings?done=published',
        `Publish answered ${published.status} ${published.headers.location ?? published.body.slice(0, 200)}`,
      )
      .toBe(true);
    const poller = client(freshAddress(), r.ca);
    const origins = [`http://127.0.0.1:${PORTS.replicas[0]}`, `http://127.0.0.1:${PORTS.replicas[1]}`, SITE_ORIGIN];
    const statusOfPage = (origin: string) => statusAt(poller, `${origin}${PAGE}`);
    const [replicaA, replicaB, edge] = await Promise.all(
      origins.map((origin) => until(async () => (await statusOfPage(origin)) === 200, WAIT_LIMIT_MS)),
    );
    const [row] = await rows(
      r.db,
      'select status, error, release, started_at, finished_at from site_publishes order by id desc limit 1',
    );
    // The build's share of the wait, and how long nginx took to follow the switch after it.
    const finishedAt = row?.['finished_at'] instanceof Date ? row['finished_at'].getTime() : Number.NaN;
    const followed = edge === undefined ? Number.NaN : clickedAt + edge - finishedAt;
    expect.soft(followed <= 5_000, `nginx served the new page ${seconds(followed)} after the switch`).toBe(true);
    const took = (value: number | undefined) => (value === undefined ? 'never' : seconds(value));
    for (const [who, ms] of [
      ['replica-a', replicaA],
      ['replica-b', replicaB],
      ['nginx', edge],
    ] as const)
      expect
        .soft(
          ms !== undefined && ms <= PUBLISH_LIMIT_MS,
          `${who} served ${PAGE} ${took(ms)} after Publish (publish ${JSON.stringify(row)})`,
        )
        .toBe(true);
    const live = currentRelease(r.releases.root);
    const page = await poller.send(`${SITE_ORIGIN}${PAGE}`);
    expect
      .soft(
        page.body.includes(OPENING.title) && page.body.includes('"@type":"JobPosting"'),
        `${PAGE} through nginx lacks its title or JobPosting`,
      )
      .toBe(true);
    const newAssets = assetsOf(page.body);
    const statuses = async (assets: Iterable<string>) => {
      const answers: [string, number | string][] = [];
      for (const asset of assets) answers.push([asset, await statusAt(visitor, `${SITE_ORIGIN}${asset}`)]);
      return answers.filter(([, status]) => status !== 200);
    };
    expect.soft(await statuses(held), 'files of pages loaded before the publish, after it').toEqual([]);

    // The rollback: the previous build back at once, nginx following on its reload.
    const rolled = performance.now();
    const back = rollBack(r.releases.root);
    expect.soft(back, 'the rollback went back to the build before the publish').toEqual({ from: live, to: previous });
    const [goneA, goneB, gone] = await Promise.all(
      origins.map((origin) => until(async () => (await statusOfPage(origin)) === 404, 30_000)),
    );
    const replicasGone = goneA === undefined || goneB === undefined ? undefined : Math.max(goneA, goneB);
    expect
      .soft(
        gone !== undefined && replicasGone !== undefined,
        `after the rollback ${PAGE} was still served (nginx ${took(gone)}, replicas ${took(replicasGone)})`,
      )
      .toBe(true);
    // The published page's files stay for a visitor who loaded it before the rollback.
    expect.soft(await statuses(newAssets), "the published page's files, after the rollback").toEqual([]);
    await sleep(2_000);

    const whole = await checker.stop();
    const { posts, pages, retriedPages, retriedPosts } = await load.stop();
    expect.soft(whole.problems, 'pages not served as one whole build during the switches').toEqual([]);
    expect
      .soft(
        posts.length > 20 && pages.length > 20 && whole.pages > 10,
        `too little traffic: ${posts.length} posts, ${pages.length} pages, ${whole.pages} checked`,
      )
      .toBe(true);
    expect.soft(failedPosts(posts).length, `posts: ${tally(posts.map(({ outcome }) => statusOf(outcome)))}`).toBe(0);
    expect.soft(failedPages(pages).length, `pages: ${tally(pages.map(({ status }) => status))}`).toBe(0);
    const stored = await exactlyOnce(r, prefix, { outcomes: posts, event: clicked });
    return (
      `publish ${String(row?.['status'])} (${String(row?.['release'])}, built and switched ${seconds(finishedAt - clickedAt)} after the click): ` +
      `${PAGE} served by replica-a after ${took(replicaA)}, replica-b ${took(replicaB)}, nginx ${took(edge)}, ${seconds(followed)} after the switch ` +
      `(${reloads} reloads, ${retried} requests sent again on a closed connection); rollback: nginx 404 after ${took(gone)}, replicas ${took(replicasGone)} (${seconds(performance.now() - rolled)} in all); ` +
      `${whole.pages} pages and ${whole.assets} of their files checked whole; ${posts.length} posts ${tally(posts.map(({ outcome }) => statusOf(outcome)))}, ` +
      `${pages.length} pages ${tally(pages.map(({ status }) => status))} (retried on a closed connection: ${retriedPosts} posts, ${retriedPages} pages); ${stored}`
    );
  } finally {
    unit.close();
    clearTimeout(pending);
  }
}

rehearse(
  'publish',
  'an opening published from the inbox under traffic: every replica and nginx serve it within 120 s, every request answered from one whole build, then rolled back',
  { limitMs: 420_000, run: publish },
);

stopAfterwards();
