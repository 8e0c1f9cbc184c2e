/**
 * The route a page view reports (app/lib/usePageViews.ts), which the speed report groups
 * by, and the server's check that it names the path (server/analytics/events.ts).
 */
import { describe, expect, it } from 'vitest';
import { routePattern } from '../../app/lib/usePageViews.ts';
import { routeFits, routeOf } from '../../server/analytics/events.ts';

describe('route patterns', () => {
  it('replaces each parameter’s segment by its name, and leaves a path without parameters as it is', () => {
    expect(routePattern('/work/basebone', { params: { slug: 'basebone' } })).toBe('/work/:slug');
    expect(routePattern('/blog/startup-idea', { params: { slug: 'startup-idea' } })).toBe('/blog/:slug');
    expect(routePattern('/career/job-apply', { params: {} })).toBe('/career/job-apply');
    expect(routePattern('/', undefined)).toBe('/');
    // The catch-all's splat is not a route parameter: the server names such a page "(not found)".
    expect(routePattern('/no/such/page', { params: { '*': 'no/such/page' } })).toBe('/no/such/page');
  });

  it('accepts a pattern only when it fits the path, and only for a page of the site', () => {
    expect(routeFits('/work/:slug', '/work/basebone')).toBe(true);
    expect(routeFits('/work/:slug', '/work/basebone/')).toBe(true);
    expect(routeFits('/work/:slug', '/blog/basebone')).toBe(false);
    expect(routeFits('/:a/:b', '/work')).toBe(false);
    const pages = new Set(['/', '/work/basebone']);
    expect(routeOf({ path: '/work/basebone', route: '/work/:slug' }, pages)).toBe('/work/:slug');
    expect(routeOf({ path: '/work/basebone', route: '/blog/:slug' }, pages)).toBeUndefined();
    expect(routeOf({ path: '/work/unknown', route: '/work/:slug' }, pages)).toBe('(not found)');
  });
});
