/**
 * Reports a page view for the document's first page and for every client navigation,
 * through the analytics script (analytics.ts), which is fetched only once the browser
 * is idle after hydration: it never competes with the page's own script for the main
 * thread or the network. A page being prerendered is reported when it is shown.
 */
import { useEffect } from 'react';
import { useLocation, useMatches, type UIMatch } from 'react-router';
import type { PageView } from './analytics.ts';

let script: Promise<typeof import('./analytics.ts')> | undefined;
/** The location last reported: a second layout of the same document (the SPA fallback giving way) is not a new view. */
let reported: string | undefined;

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    const prerendering = (document as Document & { prerendering?: boolean }).prerendering;
    const idle = () =>
      'requestIdleCallback' in window ? requestIdleCallback(() => resolve()) : setTimeout(resolve, 1);
    if (prerendering) document.addEventListener('prerenderingchange', idle, { once: true });
    else idle();
  });
}

/** The route's pattern: the path with each parameter's segment replaced by its name (/work/basebone → /work/:slug). */
export function routePattern(pathname: string, match: Pick<UIMatch, 'params'> | undefined): string {
  const params = Object.entries(match?.params ?? {}).filter(([name]) => name !== '*');
  return pathname
    .split('/')
    .map((segment) => {
      const param = params.find(([, value]) => value === decodeURIComponent(segment));
      return param ? `:${param[0]}` : segment;
    })
    .join('/');
}

export function usePageViews(): void {
  const { pathname, key } = useLocation();
  const matches = useMatches();
  const view: PageView = { path: pathname, route: routePattern(pathname, matches.at(-1)) };
  useEffect(() => {
    if (reported === key) return;
    reported = key;
    script ??= whenIdle().then(() => import('./analytics.ts'));
    void script.then((analytics) => analytics.pageView(view)).catch(() => undefined);
    // One report per location: the view is that location's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
