/**
 * One job opening (/career/<slug>; the slug comes from the path): its full text, the
 * facts HR gives (experience, job type, place, number of openings), Apply now with the
 * role's title carried to the application form, and the JobPosting structured data
 * Google for Jobs reads (app/lib/job-posting.server.ts). Only open openings are
 * prerendered: a closed one's address is the 404 page, without the markup.
 */
import { lazy } from 'react';
import type { Route } from './+types/career-opening';
import { Static } from '../components/hydration/Static.tsx';
import { getOpenings, getPage, getSettings } from '../content/content.server.ts';
import { formatDate, isoDate } from '../lib/format.ts';
import { headTags } from '../lib/head.ts';
import { descriptionHtml, jobPostingLd, openingSeo } from '../lib/job-posting.server.ts';
import { headFor, notFound, siteUrl } from '../lib/site.server.ts';

export function loader({ params: { slug } }: Route.LoaderArgs) {
  const opening = getOpenings().find((entry) => entry.slug === slug);
  if (!opening) throw notFound();
  const settings = getSettings();
  const origin = siteUrl();
  const url = `${origin}/career/${opening.slug}`;
  const structuredData = [jobPostingLd({ opening, settings, site: new URL(`${origin}/`), url })];
  const breadcrumb = {
    trail: [
      { name: 'Home', path: '/' },
      { name: 'Careers', path: '/career' },
    ],
    current: opening.title,
  };
  const career = getPage('career');
  return {
    head: headFor(openingSeo(opening, settings), { structuredData, breadcrumb }),
    opening: {
      title: opening.title,
      tab: opening.role.tab,
      experience: opening.experience,
      jobType: opening.jobType,
      location: opening.location ?? settings.contact.address.city,
      openings: opening.openings,
      // The description's paragraphs as HTML, escaped: the text is plain, never markup.
      intro: descriptionHtml(opening.description),
      mustHaves: opening.mustHaves,
      responsibilities: opening.responsibilities,
      posted: { iso: isoDate(opening.datePosted), text: formatDate(opening.datePosted) },
      until: opening.validThrough
        ? { iso: isoDate(opening.validThrough), text: formatDate(opening.validThrough) }
        : null,
    },
    apply: `/career/job-apply?position=${encodeURIComponent(opening.title)}`,
    contact: {
      heading: career.strings['hiringContactHeading'] ?? '',
      text: career.strings['hiringContactText'] ?? '',
      phone: settings.contact.hiringPhone,
      tel: settings.contact.hiringPhone.replace(/[^\d+]/g, ''),
      email: settings.contact.careersEmail,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => headTags(loaderData?.head, location.pathname);

// All of the page is static: its markup and its code are in career-opening.static.tsx, fetched
// only when a client navigation renders it.
const Page = lazy(() =>
  import('./career-opening.static.tsx').then((module) => ({ default: module.CareerOpeningPage })),
);

export default function CareerOpening({ loaderData }: Route.ComponentProps) {
  return (
    <Static>
      <Page loaderData={loaderData} />
    </Static>
  );
}
