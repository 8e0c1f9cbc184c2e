/**
 * /career: hero, the intro with Share Resume and the hiring contact, the 'By Role'
 * tabs (every role, Angular/React included, has a panel of its own, with its
 * openings or the no-openings text), the five-step hiring process and studio life.
 */
import { Info, Mail, Phone } from '../components/ui/ui-icons.tsx';
import type { Route } from './+types/career';
import { Static } from '../components/hydration/Static.tsx';
import { HeroFacts } from '../components/content/HeroFacts.tsx';
import { JobOpening } from '../components/content/JobOpening.tsx';
import { PageHero } from '../components/layout/PageHero.tsx';
import { CtaLink } from '../components/ui/CtaLink.tsx';
import { PageSection } from '../components/layout/PageSection.tsx';
import { SectionHeader } from '../components/layout/SectionHeader.tsx';
import { Tabs } from '../components/ui/Tabs.tsx';
import { getPage, getRoles, getSettings, sectionOf } from '../content/content.server.ts';
import { headTags } from '../lib/head.ts';
import { headFor } from '../lib/site.server.ts';
import styles from './career.module.css';

export function loader() {
  const page = getPage('career');
  const settings = getSettings();
  return {
    head: headFor(page.seo),
    hero: page.hero,
    intro: sectionOf(page, 'intro'),
    roles: sectionOf(page, 'roles'),
    process: sectionOf(page, 'process'),
    perks: sectionOf(page, 'perks'),
    strings: page.strings,
    roleList: [...getRoles()].sort((a, b) => a.order - b.order),
    contact: {
      phone: settings.contact.hiringPhone,
      tel: settings.contact.hiringPhone.replace(/[^\d+]/g, ''),
      email: settings.contact.careersEmail,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => headTags(loaderData?.head, location.pathname);

export default function Career({ loaderData }: Route.ComponentProps) {
  const { hero, intro, roles, process, perks, strings, roleList, contact } = loaderData;
  return (
    <>
      <Static>
        <PageHero
          eyebrow={hero.eyebrow}
          heading={hero.heading}
          intro={hero.intro}
          cta={hero.cta}
          aside={hero.facts && <HeroFacts facts={hero.facts} />}
        />

        <section className="section" aria-labelledby="intro-heading">
          <div className={`container ${styles.intro}`}>
            <div>
              <SectionHeader id="intro-heading" eyebrow={intro.eyebrow} heading={intro.heading} intro={intro.intro} />
              <CtaLink cta={intro.cta} />
            </div>
            <aside className={styles.contact} aria-labelledby="hiring-contact-heading">
              <h3 id="hiring-contact-heading">{strings['hiringContactHeading']}</h3>
              <p>{strings['hiringContactText']}</p>
              <p>
                <a href={`tel:${contact.tel}`}>
                  <Phone size={18} aria-hidden="true" /> {contact.phone}
                </a>
              </p>
              <p>
                <a href={`mailto:${contact.email}`}>
                  <Mail size={18} aria-hidden="true" /> {contact.email}
                </a>
              </p>
            </aside>
          </div>
        </section>
      </Static>
      <section className="section section--alt" aria-labelledby="roles-heading">
        <div className="container">
          <SectionHeader id="roles-heading" eyebrow={roles.eyebrow} heading={roles.heading} intro={roles.intro} />
          <Tabs
            label="By Role"
            idPrefix="role"
            orientation="vertical"
            items={roleList.map((role) => ({
              value: role.id,
              label: role.tab,
              // The tabs are hydrated; a panel's openings (native <details> disclosures) are not.
              content: (
                <Static>
                  <h3 className="sr-only">{role.tab}</h3>
                  {role.openings.length === 0 ? (
                    <p className={styles.none}>
                      <Info size={20} aria-hidden="true" /> {strings['noOpenings']}
                    </p>
                  ) : (
                    role.openings.map((opening) => <JobOpening key={opening.title} opening={opening} />)
                  )}
                </Static>
              ),
            }))}
          />
        </div>
      </section>

      <Static>
        <PageSection section={process} numbered />
        <PageSection section={perks} tone="alt" />
      </Static>
    </>
  );
}
