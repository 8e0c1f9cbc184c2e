/**
 * /contact-us: the hero, the three other ways to reach us (Teams, phone, e-mail),
 * then the enquiry form beside the founder's word, what happens next and the address.
 */
import { Mail, MapPin, MessagesSquare, Phone } from '../components/ui/ui-icons.tsx';
import type { Route } from './+types/contact-us';
import { Static } from '../components/hydration/Static.tsx';
import { CardGrid } from '../components/content/CardGrid.tsx';
import { FormPage } from '../components/forms/FormPage.tsx';
import { HeroFacts } from '../components/content/HeroFacts.tsx';
import { contact as contactForm } from '../forms/contact.ts';
import { Html } from '../components/ui/Html.tsx';
import { Monogram } from '../components/ui/Monogram.tsx';
import { PageHero } from '../components/layout/PageHero.tsx';
import { getPage, getSettings, sectionOf } from '../content/content.server.ts';
import { headTags } from '../lib/head.ts';
import { headFor } from '../lib/site.server.ts';
import styles from './contact-us.module.css';

export function loader() {
  const page = getPage('contact-us');
  const settings = getSettings();
  return {
    head: headFor(page.seo),
    hero: page.hero,
    founderSection: sectionOf(page, 'founder'),
    channels: sectionOf(page, 'channels'),
    nextSteps: sectionOf(page, 'next-steps'),
    founder: { name: settings.founder.name, role: settings.founder.role, quote: settings.founder.quote },
    contact: settings.contact,
    legalName: settings.legalName,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => headTags(loaderData?.head, location.pathname);

export default function ContactUs({ loaderData }: Route.ComponentProps) {
  const { hero, founderSection, channels, nextSteps, founder, contact, legalName } = loaderData;
  const tel = contact.phone.replace(/[^\d+]/g, '');
  const [teams, call, write] = channels.items ?? [];
  const cards = [
    { item: teams, Icon: MessagesSquare, href: contact.teamsChatUrl, action: 'Open a Teams chat', external: true },
    { item: call, Icon: Phone, href: `tel:${tel}`, action: contact.phone, external: false },
    { item: write, Icon: Mail, href: `mailto:${contact.email}`, action: contact.email, external: false },
  ];
  const { address } = contact;

  return (
    <>
      <Static>
        <PageHero
          eyebrow={hero.eyebrow}
          heading={hero.heading}
          intro={hero.intro}
          aside={hero.facts && <HeroFacts facts={hero.facts} />}
        />

        <section className={`section ${styles.channels}`} aria-labelledby="channels-heading">
          <div className="container">
            <h2 id="channels-heading" className="sr-only">
              {channels.heading}
            </h2>
            <ul className={styles.cards}>
              {cards.map(
                ({ item, Icon, href, action, external }) =>
                  item && (
                    <li className={styles.channel} key={item.title}>
                      <span className={styles.channelIcon}>
                        <Icon size={26} aria-hidden="true" />
                      </span>
                      <h3>{item.title}</h3>
                      {item.text && <p>{item.text}</p>}
                      <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                        {action}
                        {external && <span className="sr-only"> (opens in a new tab)</span>}
                      </a>
                    </li>
                  ),
              )}
            </ul>
          </div>
        </section>
      </Static>
      <FormPage
        form={contactForm}
        aside={
          <Static>
            <div className={styles.aside}>
              <section className={styles.founder} aria-labelledby="founder-heading">
                <h2 id="founder-heading">{founderSection.heading}</h2>
                <div className={styles.person}>
                  <Monogram name={founder.name} size={72} decorative />
                  <p>
                    <strong>{founder.name}</strong>
                    <span>{founder.role}</span>
                  </p>
                </div>
                {founderSection.intro && <Html html={founderSection.intro} />}
                <blockquote>“{founder.quote}”</blockquote>
              </section>
              <section className={styles.next} aria-labelledby="next-heading">
                <h2 id="next-heading">{nextSteps.heading}</h2>
                {nextSteps.items && <CardGrid items={nextSteps.items} min="100%" variant="plain" numbered />}
              </section>
              <address className={styles.address}>
                <MapPin size={20} aria-hidden="true" />
                <span>
                  {legalName}
                  <br />
                  {address.street}
                  <br />
                  {address.city}, {address.region} {address.postalCode}, {address.country}
                  <br />
                  {contact.hours}
                </span>
              </address>
            </div>
          </Static>
        }
      />
    </>
  );
}
