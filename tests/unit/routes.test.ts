/**
 * The route table (app/routes.ts) and the content folders agree: every case study,
 * article and service page has a route, and every such route has its content file.
 * Also checks that the table holds every route of spec.md section 2 exactly once.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// routes.ts calls the helpers of @react-router/dev/routes, which read the app directory
// from the build's context; here they only need to record the path and the file.
vi.mock('@react-router/dev/routes', () => ({
  index: (file: string) => ({ path: '', file }),
  route: (path: string, file: string, options?: { id?: string }) => ({ path, file, id: options?.id }),
}));

const { default: routes } = await import('../../app/routes.ts');
const content = join(import.meta.dirname, '../../app/content');
const slugs = (folder: string, ext: string) =>
  readdirSync(join(content, folder))
    .filter((file) => file.endsWith(ext))
    .map((file) => file.slice(0, -ext.length))
    .sort();
const paths = (routes as { path: string; file: string }[]).map((r) => r.path);
const under = (prefix: string, file: string) =>
  (routes as { path: string; file: string }[])
    .filter((r) => r.file === file)
    .map((r) => r.path.slice(prefix.length))
    .sort();

describe('route table', () => {
  it('has a case-study route for every work/*.yaml and no other', () => {
    expect(under('work/', 'routes/case-study.tsx')).toEqual(slugs('work', '.yaml'));
  });

  it('has an article route for every blog/*.md and no other', () => {
    expect(under('blog/', 'routes/blog-post.tsx')).toEqual(slugs('blog', '.md'));
  });

  it('has a service route for every services/*.yaml and no other', () => {
    expect(under('services/', 'routes/service.tsx')).toEqual(slugs('services', '.yaml'));
  });

  it('holds every route of spec.md section 2 once, the sitemap among them, and a catch-all', () => {
    const spec = [
      '',
      'about-us',
      'services',
      'services/web-mobile-apps-development',
      'services/ecommerce-development',
      'services/custom-software-development',
      'services/social-media-marketing',
      'work',
      ...[
        'buniyaa',
        'basebone',
        'aara',
        'nebullus-buildcon',
        'shaktigroup',
        'surepeople',
        'tashima-dukes',
        'bilogi',
        'bookmyparts',
        'kp-tech',
        'nifty-trading-academy',
        'health-builder',
      ].map((slug) => `work/${slug}`),
      'blog',
      'blog/startup-idea',
      'blog/aggregation-theory',
      'blog/designing',
      'career',
      'career/job-apply',
      'hire-developer',
      'contact-us',
      'thank-you',
      'sitemap',
      'privacy-policy',
    ];
    for (const path of spec)
      expect(
        paths.filter((p) => p === path),
        path,
      ).toHaveLength(1);
    expect(paths).toContain('*');
    expect(new Set(paths).size).toBe(paths.length);
  });
});
