/**
 * Everything this project relies on in React Router's build output (framework mode,
 * `ssr: false`, the versions pinned exactly in package.json), in one module, so an
 * upgrade has one place to check:
 *
 * - the SPA fallback document, which the server (plugins/external/static-site.ts) and nginx
 *   (deploy/nginx.conf, `error_page 404`) send for every path without a page;
 * - the `<path>.data` files (turbo-stream) the client fetches on a navigation, and the
 *   content type React Router's own server gives them;
 * - the shape of a prerendered page's boot script and modulepreload links, which
 *   scripts/defer-hydration.ts rewrites at build time (and refuses to, naming the file,
 *   when the shape changes);
 * - the chunks vite.config.ts asks Rolldown for (the framework, the shell, the islands
 *   fetched when needed), which `checkChunks` verifies in every built page, so that a drift
 *   in the bundler or the router fails the build (scripts/build.ts) rather than a budget.
 */

/** React Router's SPA fallback: the root renders the 404 page into it. */
export const SPA_FALLBACK_FILE = '__spa-fallback.html';

/** The suffix of the data file of a page (`/about-us` → `/about-us.data`). */
export const DATA_SUFFIX = '.data';
/** The type React Router's own server sends a `.data` file with. */
export const DATA_CONTENT_TYPE = 'text/x-script; charset=utf-8';

/** `<Scripts />`'s preload of each chunk of the page. */
export const PRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"\/>/g;
/** `<Scripts />`'s inline boot script: namespace imports of the route modules, then import() of the entry. */
export const BOOT_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;
export const NAMESPACE_IMPORT = /^import \* as (\w+) from ("[^"\\]+");$/gm;
export const SIDE_EFFECT_IMPORT = /^import ("[^"\\]+");$/gm;

/** A route's islands module as built: assets/home.islands-B4K8ufai.js. */
export const ISLAND_CHUNK = /\.islands-[\w-]+\.js$/;

/**
 * The chunk groups of vite.config.ts. `framework`: React, React DOM and React Router, which
 * every page loads, in one file (split over four, they compress about 3 KB worse). Not
 * @react-router/dev, whose default entry.client would join the group: the chunk would then be
 * the entry, and a route module importing React would start hydrating before the boot script
 * has set React Router's globals. `shell`: the small modules every page loads anyway (the root
 * route's imports and the helpers and components every page shares), in one file rather than
 * eight of 100–700 bytes each compressed on its own (bench/page-weight.ts).
 */
export const CHUNK_GROUPS = [
  {
    name: 'framework',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/,
  },
  {
    name: 'shell',
    test: /([\\/]app[\\/](lib[\\/](root-data|head|lazy-on-first-use|is-current|attribution)|components[\\/](ui[\\/](Html|Link|shell-icons|useKeyboardScrollableRows)|layout[\\/](Header\.module|Logo)|hydration[\\/](Static|static-route|useIsHydrating)))\.|preload-helper)/,
  },
] as const;

/** Every `/assets/….js` a built page names (its preload links and its boot script). */
const pageScripts = (html: string) => new Set([...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map(([path]) => path));

/**
 * What the build assumes of its chunks, checked in every prerendered page (the SPA fallback
 * included): each page loads exactly one chunk of each group, the same file on every page,
 * and no island's code. Returns what does not hold, one line each; none when all is well.
 */
export function checkChunks(pages: readonly { file: string; html: string }[]): string[] {
  const problems: string[] = [];
  for (const { name } of CHUNK_GROUPS) {
    const chunk = new RegExp(`^/assets/${name}-[\\w-]+\\.js$`);
    const files = new Set<string>();
    for (const { file, html } of pages) {
      const found = [...pageScripts(html)].filter((path) => chunk.test(path));
      if (found.length !== 1) problems.push(`${file}: ${found.length} "${name}" chunks, not 1`);
      for (const path of found) files.add(path);
    }
    if (files.size > 1) problems.push(`the "${name}" chunk differs between pages: ${[...files].join(', ')}`);
  }
  for (const { file, html } of pages) {
    for (const path of pageScripts(html)) {
      if (ISLAND_CHUNK.test(path)) problems.push(`${file}: loads island code ${path} with the page`);
    }
  }
  return problems;
}
