import { randomBytes } from 'node:crypto';
import { Checks, sleep, tally, type ScenarioResult } from '../../support/lib.ts';
import { statusOf } from '../client.ts';
import { type Rehearsal } from '../rehearsal.ts';
import { exactlyOnce, traffic, failedPosts, failedPages } from '../helpers.ts';
import { rehearse } from '../fixtures.ts';

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

rehearse('reload', 'nginx reloaded during traffic: no failed request', { limitMs: 60_000, run: reload });
