import { expect } from 'vitest';
import { randomBytes } from 'node:crypto';
import { sleep, tally } from '../../support/lib.ts';
import { statusOf } from '../client.ts';
import { type Rehearsal } from '../rehearsal.ts';
import { exactlyOnce, traffic, failedPosts, failedPages } from '../helpers.ts';
import { rehearse } from '../fixtures.ts';

/** nginx reloads its configuration while visitors load pages and post forms. */
async function reload(r: Rehearsal): Promise<string> {
  const prefix = `reload-${randomBytes(3).toString('hex')}-`;
  const load = traffic(r, prefix);
  await sleep(1_500);
  for (let i = 0; i < 3; i += 1) {
    r.nginx.reload();
    await sleep(1_000);
  }
  await sleep(1_000);
  const { posts, pages, retriedPages, retriedPosts } = await load.stop();
  expect
    .soft(posts.length > 10 && pages.length > 10, `too little traffic: ${posts.length} posts, ${pages.length} pages`)
    .toBe(true);
  expect.soft(failedPosts(posts).length, `posts: ${tally(posts.map(({ outcome }) => statusOf(outcome)))}`).toBe(0);
  expect.soft(failedPages(pages).length, `pages: ${tally(pages.map(({ status }) => status))}`).toBe(0);
  const stored = await exactlyOnce(r, prefix, { outcomes: posts, event: 0 });
  return `3 reloads during ${posts.length} posts (${tally(posts.map(({ outcome }) => statusOf(outcome)))}) and ${pages.length} pages (${tally(pages.map(({ status }) => status))}); retried on a closed connection: ${retriedPosts} posts, ${retriedPages} pages; ${stored}`;
}

rehearse('reload', 'nginx reloaded during traffic: no failed request', { limitMs: 60_000, run: reload });
