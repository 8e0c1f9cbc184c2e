/** robots.txt: everything public may be crawled except the staff area and the API; names the sitemap. */
import { siteUrl } from '../lib/site.server.ts';

export function loader() {
  const body = `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /webAPI/\n\nSitemap: ${siteUrl()}/sitemap.xml\n`;
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
