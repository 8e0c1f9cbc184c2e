/**
 * sitemap.xml: every page of the route table (app/routes.ts), each parameter route
 * by the pages its content makes, with its canonical URL and the build time as lastmod (every page is rebuilt from its content at
 * build time). Left out: the catch-all 404, the files for machines, the human
 * sitemap page (noindex) and /thank-you (only reached after sending a form).
 */
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '../routes.ts';
import { contentPagePaths } from '../content/content.server.ts';
import { siteUrl } from '../lib/site.server.ts';

const NOT_IN_SITEMAP = new Set(['/sitemap', '/404', '/thank-you']);

/** The build time, once per build. */
const buildTime = new Date().toISOString();

/** Every literal path of the route table, nested routes included, in table order. */
function pathsOf(entries: RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? parent : entry.path ? `${parent}/${entry.path}` : parent;
    const self = entry.path !== undefined || entry.index ? [own || '/'] : [];
    return [...self, ...pathsOf(entry.children ?? [], own)];
  });
}

export function loader() {
  const origin = siteUrl();
  const made = contentPagePaths();
  // A parameter route stands for the content's pages under its prefix: "/work/:slug" → "/work/aara"…
  const expand = (path: string) =>
    path.includes(':') ? made.filter((page) => page.startsWith(path.slice(0, path.indexOf(':')))) : [path];
  const pages = [...new Set(pathsOf(routes).flatMap(expand))].filter(
    (path) => !path.includes('*') && !path.includes('.') && !NOT_IN_SITEMAP.has(path),
  );
  const urls = pages.map((path) => `<url><loc>${origin}${path}</loc><lastmod>${buildTime}</lastmod></url>`).join('');
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>' +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
}
