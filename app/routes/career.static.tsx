/**
 * The careers page's unchanging stretches (see career.tsx): the banner and the hiring
 * team's introduction, each role's openings (native <details> disclosures, which need no
 * script), and the process and perks. Only a client navigation loads this module; a full
 * load adopts their HTML.
 */
import { Info, Mail, Phone } from '../components/ui/ui-icons.tsx';
import type { Route } from './+types/career';
import { HeroFacts } from '../components/content/HeroFacts.tsx';
import { JobOpening } from '../components/content/JobOpening.tsx';
import { PageHero } from '../components/layout/PageHero.tsx';
import { CtaLink } from '../components/ui/CtaLink.tsx';
import { PageSection } from '../components/layout/PageSection.tsx';
import { SectionHeader } from '../components/layout/SectionHeader.tsx';
import { DrawnImage } from '../components/ui/DrawnImage.tsx';
import styles from './career.module.css';

type CareerData = Route.ComponentProps['loaderData'];

export function CareerOpening({
  hero,
  intro,
  strings,
  contact,
}: Pick<CareerData, 'hero' | 'intro' | 'strings' | 'contact'>) {
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        heading={hero.heading}
        intro={hero.intro}
        cta={hero.cta}
        aside={hero.facts && <HeroFacts facts={hero.facts} />}
      />

      <section className="section" aria-labelledby="intro-heading">
        <div className="container">
          <SectionHeader id="intro-heading" eyebrow={intro.eyebrow} heading={intro.heading} intro={intro.intro} />
        </div>
        <div className={`container grid-12 ${styles.intro}`}>
          <div className={styles.introCta}>
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
    </>
  );
}

export function RolesHeader({ roles }: Pick<CareerData, 'roles'>) {
  return <SectionHeader id="roles-heading" eyebrow={roles.eyebrow} heading={roles.heading} intro={roles.intro} />;
}

export function RoleOpenings({
  role,
  strings,
}: {
  role: CareerData['roleList'][number];
  strings: CareerData['strings'];
}) {
  return (
    <>
      <h3 className="sr-only">{role.tab}</h3>
      {role.openings.length === 0 ? (
        <p className={styles.none}>
          <Info size={20} aria-hidden="true" /> {strings['noOpenings']}
        </p>
      ) : (
        role.openings.map((opening) => <JobOpening key={opening.title} opening={opening} />)
      )}
    </>
  );
}

export function CareerClosing({ process, perks }: Pick<CareerData, 'process' | 'perks'>) {
  return (
    <>
      <PageSection section={process} layout="timeline" />
      <PageSection section={perks} tone="alt" layout="columns">
        <DrawnImage image={perks.studio.wide} narrow={perks.studio.tall} className={styles.studio} />
      </PageSection>
    </>
  );
}
