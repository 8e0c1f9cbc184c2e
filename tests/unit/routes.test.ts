/**
 * The site's own list of routes is served: every entry is a literal path of the route
 * table (app/routes.ts) or a page the content makes for a parameter route, and the
 * prerender list (react-router.config.ts) holds every one. Deleting a case study's,
 * an article's, a service's content file or an opening fails here instead of dropping a page.
 */
import { describe, expect, it, vi } from 'vitest';
import { ALL_ROUTES as SITE_ROUTES } from '../e2e/routes.ts';

// routes.ts calls the helpers of @react-router/dev/routes, which read the app directory
// from the build's context; here they only need to record the path and the file.
vi.mock('@react-router/dev/routes', () => ({
  index: (file: string) => ({ path: '', file }),
  route: (path: string, file: string) => ({ path, file }),
}));

const { default: routes } = await import('../../app/routes.ts');
const { default: config } = await import('../../react-router.config.ts');
const { contentPagePaths } = await import('../../app/content/content.server.ts');

const table = routes as { path: string; file: string }[];
const literal = table.map((r) => `/${r.path}`).filter((path) => !path.includes(':') && !path.includes('*'));

describe('route table', () => {
  it('routes case studies, articles, service pages and openings by a slug parameter, and has a catch-all', () => {
    expect(table).toContainEqual({ path: 'work/:slug', file: 'routes/case-study.tsx' });
    expect(table).toContainEqual({ path: 'career/:slug', file: 'routes/career-opening.tsx' });
    expect(table).toContainEqual({ path: 'blog/:slug', file: 'routes/blog-post.tsx' });
    expect(table).toContainEqual({ path: 'services/:slug', file: 'routes/service.tsx' });
    expect(table.map((r) => r.path)).toContain('*');
    expect(new Set(table.map((r) => r.path)).size).toBe(table.length);
  });

  it('serves every route of the site list: a literal path or a page of the content, once', () => {
    const served = [...literal, ...contentPagePaths()];
    for (const path of SITE_ROUTES)
      expect(
        served.filter((p) => p === path),
        path,
      ).toHaveLength(1);
  });

  it('makes content pages only under the parameter routes', () => {
    for (const path of contentPagePaths()) expect(path).toMatch(/^\/(work|blog|services|career)\/[a-z0-9-]+$/);
  });

  it('prerenders every route of the site list', async () => {
    const prerender = config.prerender as (args: { getStaticPaths: () => string[] }) => string[] | Promise<string[]>;
    const paths = await prerender({ getStaticPaths: () => literal });
    for (const path of SITE_ROUTES) expect(paths, path).toContain(path);
  });
});
