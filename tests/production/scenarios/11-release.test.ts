import { expect } from 'vitest';
import { randomBytes } from 'node:crypto';
import { cpSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { join } from 'node:path';
import { writeNginxCspMap } from '../../../scripts/nginx-csp-map.ts';
import { switchCurrent, writeNginxRoot } from '../../../server/content/publish.ts';
import { seconds, sleep, tally } from '../../support/lib.ts';
import { statusOf, type Answer } from '../client.ts';
import { SITE_ORIGIN, type Rehearsal, client } from '../rehearsal.ts';
import { exactlyOnce, freshAddress, traffic, restartReplica, failedPosts, failedPages } from '../helpers.ts';
import { rehearse } from '../fixtures.ts';

/** The page the release changes, and the mark its new inline script leaves. */
const RELEASE_PAGE = '/about-us';
const RELEASE_SCRIPT = "document.documentElement.dataset.release='b'";

/**
 * A second release beside the first: the build's files with one page changed (a new
 * inline script, so new hashes in its Content-Security-Policy), precompressed again,
 * and the CSP map written by the project's own writer from the changed files.
 */
function makeSecondRelease(r: Rehearsal, name: string): string {
  const release = join(r.releases.root, name);
  cpSync(realpathSync(r.releases.current), release, { recursive: true });
  const client = join(release, 'client');
  const page = join(client, RELEASE_PAGE.slice(1), 'index.html');
  const html = readFileSync(page, 'utf8').replace('</head>', `<script>${RELEASE_SCRIPT}</script></head>`);
  if (!html.includes(RELEASE_SCRIPT)) throw new Error(`${page} has no </head>`);
  writeFileSync(page, html);
  writeFileSync(`${page}.br`, brotliCompressSync(html));
  writeFileSync(`${page}.gz`, gzipSync(html));
  writeNginxCspMap(client, join(release, 'nginx-csp.map'));
  writeNginxRoot(release);
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
async function release(r: Rehearsal): Promise<string> {
  const prefix = `release-${randomBytes(3).toString('hex')}-`;
  // Named as releases are (server/content/publish.ts): the time first, so it sorts as the newest.
  const name = `${new Date().toISOString().slice(0, 16).replace(/[-:]/g, '')}Z-release-b`;
  makeSecondRelease(r, name);
  const before = await client(freshAddress(), r.ca).send(`${SITE_ORIGIN}${RELEASE_PAGE}`);
  const load = traffic(r, prefix);
  await sleep(2_000);
  const switched = performance.now();
  // Atomic: a new link renamed over the old one; nginx never sees a missing `current`.
  switchCurrent(r.releases.root, name);
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
    expect.soft(exit, `${r.replicas[index]?.name} exited ${exit} on SIGTERM`).toBe(0);
    // nginx marks a replica that refused a connection as failed for fail_timeout (10 s):
    // the next one stops only once this one takes requests again.
    await sleep(11_000);
  }
  const { posts, pages, retriedPages, retriedPosts } = await load.stop();
  const browser = await loadInChromium(`${SITE_ORIGIN}${RELEASE_PAGE}`);
  expect
    .soft(
      Boolean(after?.body.includes(RELEASE_SCRIPT)) &&
        after?.headers['content-security-policy'] !== before.headers['content-security-policy'],
      `the changed page or its new policy was not served ${seconds(reloadMs)} after the switch`,
    )
    .toBe(true);
  expect
    .soft(posts.length > 20 && pages.length > 20, `too little traffic: ${posts.length} posts, ${pages.length} pages`)
    .toBe(true);
  expect.soft(failedPosts(posts).length, `posts: ${tally(posts.map(({ outcome }) => statusOf(outcome)))}`).toBe(0);
  expect.soft(failedPages(pages).length, `pages: ${tally(pages.map(({ status }) => status))}`).toBe(0);
  expect.soft(browser.release, `the new page's inline script did not run in Chromium (${browser.release})`).toBe('b');
  expect.soft(browser.violations.length, `CSP violations in Chromium: ${browser.violations.join('; ')}`).toBe(0);
  const stored = await exactlyOnce(r, prefix, { outcomes: posts, event: switched });
  return (
    `switch + reload: new page and policy served after ${seconds(reloadMs)}; ${restarts.join('; ')}; ` +
    `${posts.length} posts ${tally(posts.map(({ outcome }) => statusOf(outcome)))}, ${pages.length} pages ${tally(pages.map(({ status }) => status))} (retried on a closed connection: ${retriedPosts} posts, ${retriedPages} pages); ` +
    `${stored}; Chromium: new script ran, ${browser.violations.length} CSP violations`
  );
}

rehearse(
  'release',
  'a new release switched in, nginx reloaded, replicas restarted in turn: 0 failed requests, no CSP violation',
  { limitMs: 150_000, run: release },
);
