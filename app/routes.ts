/**
 * The route table of spec.md section 2, one line per route, in the spec's order.
 * No page has a parameter: the case studies, articles and service pages are each
 * listed by path and share one route module per kind (the module reads its slug
 * from the path). Only the image files have some. Every path here is prerendered (react-router.config.ts).
 */
import { type RouteConfig, index, route } from '@react-router/dev/routes';

/** The route id of a page that shares its module with others: "work/aara" → "work-aara". */
const page = (path: string, file: string) => route(path, file, { id: path.replace(/\//g, '-') });

export default [
  index('routes/home.tsx'),
  route('about-us', 'routes/about-us.tsx'),
  route('services', 'routes/services.tsx'),
  page('services/web-mobile-apps-development', 'routes/service.tsx'),
  page('services/ecommerce-development', 'routes/service.tsx'),
  page('services/custom-software-development', 'routes/service.tsx'),
  page('services/social-media-marketing', 'routes/service.tsx'),
  route('work', 'routes/work.tsx'),
  page('work/buniyaa', 'routes/case-study.tsx'),
  page('work/basebone', 'routes/case-study.tsx'),
  page('work/aara', 'routes/case-study.tsx'),
  page('work/nebullus-buildcon', 'routes/case-study.tsx'),
  page('work/shaktigroup', 'routes/case-study.tsx'),
  page('work/surepeople', 'routes/case-study.tsx'),
  page('work/tashima-dukes', 'routes/case-study.tsx'),
  page('work/bilogi', 'routes/case-study.tsx'),
  page('work/bookmyparts', 'routes/case-study.tsx'),
  page('work/kp-tech', 'routes/case-study.tsx'),
  page('work/nifty-trading-academy', 'routes/case-study.tsx'),
  page('work/health-builder', 'routes/case-study.tsx'),
  route('blog', 'routes/blog.tsx'),
  page('blog/startup-idea', 'routes/blog-post.tsx'),
  page('blog/aggregation-theory', 'routes/blog-post.tsx'),
  page('blog/designing', 'routes/blog-post.tsx'),
  route('career', 'routes/career.tsx'),
  route('career/job-apply', 'routes/job-apply.tsx'),
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
