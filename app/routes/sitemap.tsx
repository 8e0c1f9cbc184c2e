/**
 * /sitemap: every page of the site in groups: company pages, services, technologies,
 * every case study (including those /work lists without a link: this page is the one
 * way to reach them, WCAG 2.4.5 Multiple Ways) and every article. Not indexed.
 */
import { Link } from 'react-router';
import type { Route } from './+types/sitemap';
import { Static } from '../components/hydration/Static.tsx';
import { PageHero } from '../components/layout/PageHero.tsx';
import { getBlogPosts, getNavigation, getPage, getProjects, getServices } from '../content/content.server.ts';
import { headTags } from '../lib/head.ts';
import { headFor } from '../lib/site.server.ts';
import styles from './sitemap.module.css';

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

export const meta: Route.MetaFunction = ({ loaderData, location }) => headTags(loaderData?.head, location.pathname);

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  const { hero, groups } = loaderData;
  return (
    <Static>
      <PageHero eyebrow={hero.eyebrow} heading={hero.heading} intro={hero.intro} />
      <div className={`container section ${styles.sitemap}`}>
        {groups.map((group) => (
          <section aria-labelledby={group.id} key={group.id}>
            <h2 id={group.id}>{group.heading}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={`${link.href}-${link.label}`}>
                  <Link to={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Static>
  );
}
