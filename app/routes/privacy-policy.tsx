/** /privacy-policy: the privacy policy and terms of service, with a table of contents. */
import type { Route } from './+types/privacy-policy';
import { pageMeta, staticPage } from '../components/hydration/static-route.tsx';
import { getPage } from '../content/content.server.ts';
import { headFor } from '../lib/site.server.ts';

export function loader() {
  const page = getPage('privacy-policy');
  return { head: headFor(page.seo), hero: page.hero, sections: page.sections };
}

export const meta: Route.MetaFunction = pageMeta;

// All of the page is static: its markup and its code are in privacy-policy.static.tsx, fetched only
// when a client navigation renders it.
export default staticPage(() => import('./privacy-policy.static.tsx'), 'PrivacyPolicyPage');
