/**
 * What the analytics endpoint accepts (app/lib/analytics.ts sends it): a page view, or
 * a page load's Core Web Vitals, as JSON of at most EVENT_BODY_LIMIT bytes. Anything
 * else is answered 400 and stored nowhere.
 *
 * The page's path is kept only when it is a site path (as the forms' attribution checks
 * it); its route (/work/:slug) only when it fits the path and the path is a page of the
 * built site, else the route is "(not found)", so the routes a report or a metric
 * names are the site's own, never whatever a client invents. The landing page, the
 * referrer and the utm_* values are checked by the forms' own rules
 * (server/attribution.ts); one that fails is dropped, as it is for a lead.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { z } from 'zod';
import { checkPath, sourceOf } from '../attribution.ts';
import { METRICS, type MetricName } from './histogram.ts';

/** The largest body accepted; a page view with every utm_* value at its cap stays well under it. */
export const EVENT_BODY_LIMIT = 4 * 1024;
export const DEVICES = ['phone', 'tablet', 'desktop'] as const;
export const NOT_FOUND_ROUTE = '(not found)';

const text = z.string().max(512);
const metricValue = (max: number) => z.number().finite().min(0).max(max).optional();

const page = {
  path: text.refine((value) => checkPath(value) !== null, 'is not a site path'),
  route: text,
  device: z.enum(DEVICES),
};

const pageView = z.object({
  type: z.literal('pageview'),
  ...page,
  landing_path: text.optional(),
  referrer: text.optional(),
  utm_source: text.optional(),
  utm_medium: text.optional(),
  utm_campaign: text.optional(),
  utm_term: text.optional(),
  utm_content: text.optional(),
});

// A minute bounds every timing a real page load reports; CLS has no ceiling, 100 is far past any page's.
const vitals = z
  .object({
    type: z.literal('vitals'),
    ...page,
    LCP: metricValue(60_000),
    INP: metricValue(60_000),
    CLS: metricValue(100),
    FCP: metricValue(60_000),
    TTFB: metricValue(60_000),
  })
  .refine((body) => METRICS.some((metric) => body[metric] !== undefined), 'names no metric');

export const eventSchema = z.discriminatedUnion('type', [pageView, vitals]);
export type EventBody = z.infer<typeof eventSchema>;

/**
 * The built site's pages by path ("/", "/about-us"…): every index.html but the 404
 * page's. None without a build, which only `npm run dev` runs without (the production
 * server refuses to start: static-site.ts).
 */
export function sitePages(distDir: string): Set<string> {
  const pages = new Set<string>();
  if (!existsSync(distDir)) return pages;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name === 'index.html') {
        const folder = relative(distDir, dir).split(sep).join('/');
        if (folder !== '404') pages.add(`/${folder}`);
      }
    }
  };
  walk(distDir);
  return pages;
}

/** Whether a route pattern (/work/:slug) names this path: the same segments, a parameter standing for any one. */
export function routeFits(route: string, path: string): boolean {
  const routeParts = route.split('/');
  const pathParts = path.replace(/(.)\/$/, '$1').split('/');
  return (
    routeParts.length === pathParts.length &&
    routeParts.every((part, index) => part === pathParts[index] || /^:[A-Za-z][\w-]*$/.test(part))
  );
}

/** The route a page reports under: its pattern when that fits a page of the site, else "(not found)". */
export function routeOf(body: Pick<EventBody, 'path' | 'route'>, pages: ReadonlySet<string>): string | undefined {
  const path = body.path.length > 1 ? body.path.replace(/\/$/, '') : body.path;
  if (!pages.has(path)) return NOT_FOUND_ROUTE;
  return routeFits(body.route, path) ? body.route : undefined;
}

/** A page view's source fields, each kept only when it passes the forms' check; the referrer as its host. */
export function pageViewSource(body: Extract<EventBody, { type: 'pageview' }>) {
  const { source } = sourceOf(body);
  return {
    landingPath: source.landingPath,
    referrerHost: source.referrer === null ? null : new URL(source.referrer).hostname,
    utmSource: source.utmSource,
    utmMedium: source.utmMedium,
    utmCampaign: source.utmCampaign,
  };
}

/** The metrics a vitals event carries, by name. */
export function vitalsOf(body: Extract<EventBody, { type: 'vitals' }>): Partial<Record<MetricName, number>> {
  return Object.fromEntries(METRICS.flatMap((metric) => (body[metric] === undefined ? [] : [[metric, body[metric]]])));
}
