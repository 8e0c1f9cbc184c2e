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
 *   when the shape changes).
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
