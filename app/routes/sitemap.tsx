/**
 * /sitemap: every page of the site in groups: company pages, services, technologies,
 * every case study (including those /work lists without a link: this page is the one
 * way to reach them, WCAG 2.4.5 Multiple Ways) and every article. Not indexed.
 */
import type { Route } from './+types/sitemap';
import { pageMeta, staticPage } from '../components/hydration/static-route.tsx';
import { getBlogPosts, getNavigation, getPage, getProjects, getServices } from '../content/content.server.ts';
import { headFor } from '../lib/site.server.ts';

export function loader() {
  const page = getPage('sitemap');
  const nav = getNavigation();
  const services = [...getServices().entries()]
    .map(([slug, service]) => ({ label: service.name, href: `/services/${slug}` }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const groups = [
    {
      heading: 'Company',
      links: [
        { label: 'Home', href: '/' },
        ...nav.footer.company.filter((link) => link.href !== '/sitemap'),
        { label: 'Hire a Developer', href: '/hire-developer' },
        { label: 'Apply for a Job', href: '/career/job-apply' },
        { label: 'Privacy Policy and Terms', href: '/privacy-policy' },
      ],
    },
    { heading: 'Services', links: [{ label: 'All Services', href: '/services' }, ...services] },
    { heading: 'Technologies', links: nav.footer.technologies },
    {
      heading: 'Case Studies',
      links: getProjects().map((project) => ({ label: project.client, href: `/work/${project.slug}` })),
    },
    { heading: 'Blog', links: getBlogPosts().map((post) => ({ label: post.meta.title, href: `/blog/${post.slug}` })) },
  ].map((group) => ({ ...group, id: `sitemap-${group.heading.toLowerCase().replace(/\s+/g, '-')}` }));
  return { head: headFor(page.seo), hero: page.hero, groups };
}

export const meta: Route.MetaFunction = pageMeta;

// All of the page is static: its markup and its code are in sitemap.static.tsx, fetched only
// when a client navigation renders it.
export default staticPage(() => import('./sitemap.static.tsx'), 'SitemapPage');
