/** /privacy-policy: the privacy policy and terms of service, with a table of contents. */
import { lazy } from 'react';
import type { Route } from './+types/privacy-policy';
import { Static } from '../components/hydration/Static.tsx';
import { getPage } from '../content/content.server.ts';
import { headTags } from '../lib/head.ts';
import { headFor } from '../lib/site.server.ts';

export function loader() {
  const page = getPage('privacy-policy');
  return { head: headFor(page.seo), hero: page.hero, sections: page.sections };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => headTags(loaderData?.head, location.pathname);

// All of the page is static: its markup and its code are in privacy-policy.static.tsx, fetched only
// when a client navigation renders it.
const Page = lazy(() =>
  import('./privacy-policy.static.tsx').then((module) => ({ default: module.PrivacyPolicyPage })),
);

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return (
    <Static>
      <Page loaderData={loaderData} />
    </Static>
  );
}
