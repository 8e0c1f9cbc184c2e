/**
 * How a replica follows a publish (server/plugins/external/static-site.ts): the build `current`
 * names in the releases folder, once it exists; the switch seen at the next request a
 * second later at most; every file of a request and its policy from one build; only the
 * build's own files, by their clean URLs.
 */
import { cpSync, mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { slugFromTitle } from '../../server/admin/routes/desk.ts';
import { fileForPath, SiteFiles } from '../../server/plugins/external/static-site.ts';
import { FIXTURE_DIST } from '../support/app.ts';

const root = mkdtempSync(join(tmpdir(), 'desk-publish-switch-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A release folder: the fixture site, its home page carrying `marker` in an inline script. */
function release(name: string, marker: string): void {
  cpSync(FIXTURE_DIST, join(root, 'releases', name, 'client'), { recursive: true });
  writeFileSync(
    join(root, 'releases', name, 'client', 'index.html'),
    `<!doctype html><title>${marker}</title><script>window.m=${JSON.stringify(marker)}</script>`,
  );
}

function point(name: string): void {
  const next = join(root, 'releases', `.next-${name}`);
  symlinkSync(name, next);
  renameSync(next, join(root, 'releases', 'current'));
}

describe('SiteFiles', () => {
  it('serves DIST_DIR until a publish makes `current`, then follows each switch within a second', () => {
    mkdirSync(join(root, 'releases'), { recursive: true });
    const switched: string[] = [];
    const site = new SiteFiles(FIXTURE_DIST, join(root, 'releases'), (build) => switched.push(build.dir));
    const start = site.current(0);
    expect(start.files.has('index.html')).toBe(true);
    expect(start.pages.has('/about-us')).toBe(true);

    release('a', 'first');
    point('a');
    // Within the second of the last look: still the same build.
    expect(site.current(500).dir).toBe(start.dir);
    const first = site.current(1_000);
    expect(first.dir).toBe(join(root, 'releases', 'a', 'client'));
    const firstPolicy = site.policyFor(join(first.dir, 'index.html'));

    release('b', 'second');
    point('b');
    const second = site.current(2_000);
    expect(second.dir).toBe(join(root, 'releases', 'b', 'client'));
    expect(switched).toEqual([first.dir, second.dir]);
    // A file of the earlier build, still being sent, keeps its own policy; the new page has another.
    expect(site.policyFor(join(first.dir, 'index.html'))).toBe(firstPolicy);
    expect(site.policyFor(join(second.dir, 'index.html.br'))).not.toBe(firstPolicy);
    expect(site.policyFor(join(second.dir, 'index.html'))).toMatch(/script-src 'self' 'sha256-/);
  });

  it("finds only the build's own files, by clean URLs, and never outside it", () => {
    const build = new SiteFiles(FIXTURE_DIST, undefined).current();
    expect(fileForPath(build, '/')).toBe('index.html');
    expect(fileForPath(build, '/about-us')).toBe('about-us/index.html');
    expect(fileForPath(build, '/about-us/')).toBe('about-us/index.html');
    expect(fileForPath(build, '/about-us.data')).toBe('about-us.data');
    expect(fileForPath(build, '/__spa-fallback.html')).toBeUndefined();
    expect(fileForPath(build, '/../package.json')).toBeUndefined();
    expect(fileForPath(build, '/about-us/%2e%2e/index.html')).toBeUndefined();
    expect(fileForPath(build, '/%E0%A4%A')).toBeUndefined();
    expect(fileForPath(build, '/no-such-page')).toBeUndefined();
  });
});

describe('an address made from a title', () => {
  it('is lower-case words joined by hyphens', () => {
    expect(slugFromTitle('PHP Developer (Laravel)')).toBe('php-developer-laravel');
    expect(slugFromTitle('  Coding Trainer + Job ')).toBe('coding-trainer-job');
    expect(slugFromTitle('Café Manager')).toBe('cafe-manager');
  });
});
