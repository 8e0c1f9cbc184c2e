/**
 * The build's assumptions about its chunks (server/framework-output.ts, `checkChunks`),
 * which scripts/build.ts checks on every page it builds: a drift in the bundler or the
 * router fails the build, naming the page, rather than a budget later.
 */
import { describe, expect, it } from 'vitest';
import { CHUNK_GROUPS, checkChunks, ISLAND_CHUNK } from '../../server/framework-output.ts';

const page = (file: string, ...scripts: string[]) => ({
  file,
  html: `<html><head>${scripts.map((s) => `<link rel="modulepreload" href="${s}"/>`).join('')}</head></html>`,
});
const framework = '/assets/framework-Ab12.js';
const shell = '/assets/shell-Cd34.js';

describe('checkChunks', () => {
  it('passes pages that each load one framework and one shell chunk, the same files, and no island code', () => {
    expect(
      checkChunks([
        page('index.html', framework, shell, '/assets/home-Xy.js'),
        page('about-us/index.html', framework, shell, '/assets/about-us-Zz.js'),
      ]),
    ).toEqual([]);
  });

  it('names a page without the shell chunk (the group matched nothing, or was renamed)', () => {
    expect(checkChunks([page('index.html', framework, shell), page('blog/index.html', framework)])).toEqual([
      'blog/index.html: 0 "shell" chunks, not 1',
    ]);
  });

  it('names pages whose framework chunks differ, and a page loading island code with its first load', () => {
    const problems = checkChunks([
      page('index.html', framework, shell, '/assets/home.islands-Q9.js'),
      page('blog/index.html', '/assets/framework-Other.js', shell),
    ]);
    expect(problems).toContain('index.html: loads island code /assets/home.islands-Q9.js with the page');
    expect(problems.some((line) => line.startsWith('the "framework" chunk differs between pages'))).toBe(true);
  });

  it("groups what vite.config.ts's comments say: React and the router in framework, the root's modules in shell", () => {
    const group = (path: string) => CHUNK_GROUPS.find(({ test }) => test.test(path))?.name;
    expect(group('/p/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('framework');
    expect(group('/p/node_modules/react-router/dist/index.mjs')).toBe('framework');
    expect(group('/p/node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx')).toBeUndefined();
    expect(group('/p/app/components/hydration/Static.tsx')).toBe('shell');
    expect(group('/p/app/components/hydration/island.tsx')).toBeUndefined();
    expect(ISLAND_CHUNK.test('assets/home.islands-B4K8ufai.js')).toBe(true);
  });
});
