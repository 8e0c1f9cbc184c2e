/**
 * The site's own analytics script (docs/analytics.md), fetched after the page is
 * interactive (usePageViews.ts), never before hydration or the largest paint. It sets
 * nothing in the browser and reads no identifier: each report says only which page,
 * from which source (the tab's attribution record, attribution.ts) and on what class of
 * device, and the server counts unique visitors by a daily-salted hash it never stores
 * the inputs of.
 *
 * - A page view on load and on each client navigation (pageView), sent at once.
 * - The page load's Core Web Vitals (LCP, INP, CLS) and FCP and TTFB, measured by the
 *   `web-vitals` library and sent once, when the page is first hidden, for the page the
 *   document was loaded on, as the Chrome UX Report attributes them.
 *
 * Both go with navigator.sendBeacon, which the browser delivers even as the page goes
 * away. Its budget, with web-vitals, is 3 KiB brotli (tests/e2e/analytics.spec.ts).
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { storedAttribution } from './attribution.ts';

export const EVENT_URL = '/webAPI/event';

export interface PageView {
  path: string;
  /** The route's pattern (/work/:slug): what the speed report groups by. */
  route: string;
}

/** Below 600 px wide a phone, below 1025 a tablet, else a desktop: classes of the viewport, not of the device's make. */
const device = () => (innerWidth < 600 ? 'phone' : innerWidth < 1025 ? 'tablet' : 'desktop');

const send = (body: object) => navigator.sendBeacon(EVENT_URL, JSON.stringify(body));

let landing: (PageView & { device: string }) | undefined;
const vitals: Record<string, number> = {};
const keep = ({ name, value }: Metric) => {
  vitals[name] = name === 'CLS' ? Math.round(value * 1e4) / 1e4 : Math.round(value);
};

function sendVitals(): void {
  if (document.visibilityState !== 'hidden' || !landing) return;
  removeEventListener('visibilitychange', sendVitals, true);
  if (Object.keys(vitals).length > 0) send({ type: 'vitals', ...landing, ...vitals });
}

export function pageView(view: PageView): void {
  const { referrer, landing_path, utm_source, utm_medium, utm_campaign, utm_term, utm_content } = storedAttribution();
  send({
    type: 'pageview',
    ...view,
    device: device(),
    landing_path,
    referrer: referrer && new URL(referrer).origin,
    utm_source,
    utm_medium,
    utm_campaign,
    utm_term,
    utm_content,
  });
  if (landing) return;
  landing = { ...view, device: device() };
  for (const measure of [onLCP, onINP, onCLS, onFCP, onTTFB]) measure(keep);
  // After web-vitals' own listeners, which hand over the final CLS and INP as the page is hidden.
  addEventListener('visibilitychange', sendVitals, true);
}
