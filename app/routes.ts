/**
 * The route table, in the order of the site's own list of routes. A case study, an
 * article, a service page and a job opening each have a parameter route whose slug is a
 * content file's name (app/content/work/<slug>.yaml, blog/<slug>.md, services/<slug>.yaml)
 * or an opening's `slug` in roles.yaml:
 * react-router.config.ts prerenders one page per content file, and a slug without
 * one is the 404 page.
 */
import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('about-us', 'routes/about-us.tsx'),
  route('services', 'routes/services.tsx'),
  route('services/:slug', 'routes/service.tsx'),
  route('work', 'routes/work.tsx'),
  route('work/:slug', 'routes/case-study.tsx'),
  route('blog', 'routes/blog.tsx'),
  route('blog/:slug', 'routes/blog-post.tsx'),
  route('career', 'routes/career.tsx'),
  route('career/job-apply', 'routes/job-apply.tsx'),
  // One page per open opening of roles.yaml (a literal route, job-apply, ranks above it).
  route('career/:slug', 'routes/career-opening.tsx'),
  route('hire-developer', 'routes/hire-developer.tsx'),
  route('contact-us', 'routes/contact-us.tsx'),
  route('thank-you', 'routes/thank-you.tsx'),
  // The original registered /sitemap twice; it exists once here (docs/deviations.md).
  route('sitemap', 'routes/sitemap.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),

  // Files for machines, prerendered like the pages.
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('robots.txt', 'routes/robots-txt.ts'),
  route('rss.xml', 'routes/rss-xml.ts'),
  // The drawn images, one SVG file each: portfolio screens, hero and blog art (react-router.config.ts lists them).
  route('images/:folder/:image', 'routes/drawn-image.ts'),
  // The content's full-colour icons (technology logos, platform badges), one SVG file each.
  route('images/icons/:set/:icon', 'routes/icon-file.ts'),

  // Any other path: prerendered once as /404, sent by the server with status 404.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
