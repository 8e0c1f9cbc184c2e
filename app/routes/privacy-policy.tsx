/** /privacy-policy: the privacy policy and terms of service, with a table of contents. */
import type { Route } from './+types/privacy-policy';
import { Static } from '../components/hydration/Static.tsx';
import { LegalSection } from '../components/content/LegalSection.tsx';
import { PageHero } from '../components/layout/PageHero.tsx';
import { getPage } from '../content/content.server.ts';
import { headTags } from '../lib/head.ts';
import { headFor } from '../lib/site.server.ts';
import styles from './privacy-policy.module.css';

export function loader() {
  const page = getPage('privacy-policy');
  return { head: headFor(page.seo), hero: page.hero, sections: page.sections };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => headTags(loaderData?.head, location.pathname);

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const { hero, sections } = loaderData;
  return (
    <Static>
      <PageHero eyebrow={hero.eyebrow} heading={hero.heading} intro={hero.intro} />
      <div className={`container--narrow ${styles.legal}`}>
        <nav className={styles.toc} aria-labelledby="toc-heading">
          <h2 id="toc-heading">On this page</h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section) => (
          <LegalSection section={section} key={section.id} />
        ))}
      </div>
    </Static>
  );
}
