/**
 * The contact page's unchanging stretches (see contact-us.tsx): the banner; what happens
 * next, before the form; the office beside it; the other ways to reach us and the founder
 * after it. Only a client
 * navigation loads this module; a full load adopts their HTML.
 */
import { Mail, MapPin, MessagesSquare, Phone } from '../components/ui/ui-icons.tsx';
import type { Route } from './+types/contact-us';
import { CardGrid } from '../components/content/CardGrid.tsx';
import { Html } from '../components/ui/Html.tsx';
import { Portrait } from '../components/ui/Portrait.tsx';
import { PageHero } from '../components/layout/PageHero.tsx';
import { FormBand } from '../components/forms/FormPage.tsx';
import styles from './contact-us.module.css';

type ContactData = Route.ComponentProps['loaderData'];

export function ContactOpening({ hero }: Pick<ContactData, 'hero'>) {
  return <PageHero eyebrow={hero.eyebrow} heading={hero.heading} intro={hero.intro} />;
}

/** The three other ways to reach us, as a band after the form: three columns on hairlines when wide. */
function ContactChannels({ channels, contact }: Pick<ContactData, 'channels' | 'contact'>) {
  const tel = contact.phone.replace(/[^\d+]/g, '');
  const [teams, call, write] = channels.items ?? [];
  const cards = [
    { item: teams, Icon: MessagesSquare, href: contact.teamsChatUrl, action: 'Open a Teams chat', external: true },
    { item: call, Icon: Phone, href: `tel:${tel}`, action: contact.phone, external: false },
    { item: write, Icon: Mail, href: `mailto:${contact.email}`, action: contact.email, external: false },
  ];
  return (
    <FormBand labelledBy="channels-heading">
      <h2 id="channels-heading">{channels.heading}</h2>
      <ul className={styles.cards}>
        {cards.map(
          ({ item, Icon, href, action, external }) =>
            item && (
              <li className={styles.channel} key={item.title}>
                <Icon size={22} aria-hidden="true" className={styles.channelIcon} />
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
    </FormBand>
  );
}

/**
 * What happens after sending, before the form: the promise (a reply within one working
 * day, then a call, then an estimate) is read first, not after the submit button.
 */
export function ContactNext({ nextSteps }: Pick<ContactData, 'nextSteps'>) {
  return (
    <FormBand labelledBy="next-heading">
      <h2 id="next-heading">{nextSteps.heading}</h2>
      {nextSteps.items && (
        <div className={styles.next}>
          <CardGrid items={nextSteps.items} min="14rem" variant="plain" numbered />
        </div>
      )}
    </FormBand>
  );
}

/** The office beside the form: where the studio is and when it answers. */
export function ContactOffice({ contact, legalName }: Pick<ContactData, 'contact' | 'legalName'>) {
  const { address } = contact;
  return (
    <address className={styles.address}>
      <MapPin size={20} aria-hidden="true" />
      <span>
        <strong>{legalName}</strong>
        <br />
        {address.street}
        <br />
        {address.city}, {address.region} {address.postalCode}, {address.country}
        <br />
        {contact.hours}
      </span>
    </address>
  );
}

/** After the form: the other ways to reach us, then the founder who reads every enquiry. */
export function ContactPeople({
  founderSection,
  channels,
  founder,
  contact,
}: Pick<ContactData, 'founderSection' | 'channels' | 'founder' | 'contact'>) {
  return (
    <>
      <ContactChannels channels={channels} contact={contact} />
      <FormBand labelledBy="founder-heading">
        <h2 id="founder-heading">{founderSection.heading}</h2>
        <div className={styles.founder}>
          <div className={styles.person}>
            <Portrait image={founder.portrait} size={88} decorative />
            <p>
              <strong>{founder.name}</strong>
              <span>{founder.role}</span>
            </p>
          </div>
          <div className={styles.founderWords}>
            {founderSection.intro && <Html html={founderSection.intro} />}
            <blockquote>“{founder.quote}”</blockquote>
          </div>
        </div>
      </FormBand>
    </>
  );
}
