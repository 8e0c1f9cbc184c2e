/**
 * An opening's page, all of it static (components/hydration/Static.tsx): a full load
 * adopts its prerendered HTML, so only a client navigation fetches this module. The hero
 * carries the title, the description and Apply now, with the facts beside; then what the
 * role asks and what it involves, side by side; then a strip to apply, with the hiring
 * team's contacts for questions first.
 */
import { Mail, Phone } from '../components/ui/ui-icons.tsx';
import type { Route } from './+types/career-opening';
import { HeroFacts } from '../components/content/HeroFacts.tsx';
import { PageHero } from '../components/layout/PageHero.tsx';
import { CtaBand } from '../components/content/CtaBand.tsx';
import styles from './career-opening.module.css';

export function CareerOpeningPage({ loaderData }: Pick<Route.ComponentProps, 'loaderData'>) {
  const { opening, apply, contact } = loaderData;
  const count = Number(opening.openings);
  const applyCta = { label: 'Apply now', href: apply };
  return (
    <>
      <PageHero
        crumbs={[
          { label: 'Home', href: '/' },
          { label: 'Careers', href: '/career' },
        ]}
        current={opening.title}
        eyebrow={`Opening · ${opening.tab}`}
        heading={opening.title}
        intro={opening.intro}
        cta={applyCta}
        secondaryCta={{ label: 'All openings', href: '/career' }}
        aside={
          <HeroFacts
            facts={[
              { label: 'Experience', value: opening.experience },
              { label: 'Job type', value: opening.jobType },
              { label: 'Location', value: opening.location },
              { label: count === 1 ? 'Opening' : 'Openings', value: opening.openings },
            ]}
          />
        }
      >
        <p className={styles.dates}>
          Posted <time dateTime={opening.posted.iso}>{opening.posted.text}</time>
          {opening.until && (
            <>
              {' · '}Applications close <time dateTime={opening.until.iso}>{opening.until.text}</time>
            </>
          )}
        </p>
      </PageHero>

      <section className="section" aria-label="What the role asks and involves">
        <div className={`container grid-12 ${styles.lists}`}>
          <div className={styles.list}>
            <h2 id="must-haves">Must-haves</h2>
            <ul>
              {opening.mustHaves.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div className={styles.list}>
            <h2 id="responsibilities">Responsibilities</h2>
            <ul>
              {opening.responsibilities.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <CtaBand
        headingId="apply-heading"
        eyebrow="Apply"
        heading={`Apply for ${opening.title}`}
        intro={<p>{contact.text}</p>}
        cta={applyCta}
      >
        <p className={styles.contact}>
          <a href={`tel:${contact.tel}`}>
            <Phone size={18} aria-hidden="true" /> {contact.phone}
          </a>
          <a href={`mailto:${contact.email}`}>
            <Mail size={18} aria-hidden="true" /> {contact.email}
          </a>
        </p>
      </CtaBand>
    </>
  );
}
