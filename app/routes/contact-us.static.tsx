/**
 * The contact page's unchanging stretches (see contact-us.tsx): the banner, what happens next;
 * beside the form (after it on a phone), the three other ways to reach us, the founder and address. Only a client
 * navigation loads this module; a full load adopts their HTML.
 */
import { Mail, MapPin, MessagesSquare, Phone } from '../components/ui/ui-icons.tsx';
import type { Route } from './+types/contact-us';
import { CardGrid } from '../components/content/CardGrid.tsx';
import { Html } from '../components/ui/Html.tsx';
import { Portrait } from '../components/ui/Portrait.tsx';
import { PageHero } from '../components/layout/PageHero.tsx';
import styles from './contact-us.module.css';

type ContactData = Route.ComponentProps['loaderData'];

export function ContactOpening({ hero }: Pick<ContactData, 'hero'>) {
  return <PageHero eyebrow={hero.eyebrow} heading={hero.heading} intro={hero.intro} />;
}

/** The three other ways to reach us, as compact rows: after the form on a phone, beside it when wide. */
function ContactChannels({ channels, contact }: Pick<ContactData, 'channels' | 'contact'>) {
  const tel = contact.phone.replace(/[^\d+]/g, '');
  const [teams, call, write] = channels.items ?? [];
  const cards = [
    { item: teams, Icon: MessagesSquare, href: contact.teamsChatUrl, action: 'Open a Teams chat', external: true },
    { item: call, Icon: Phone, href: `tel:${tel}`, action: contact.phone, external: false },
    { item: write, Icon: Mail, href: `mailto:${contact.email}`, action: contact.email, external: false },
  ];
  return (
    <section className={styles.channels} aria-labelledby="channels-heading">
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
    </section>
  );
}

/**
 * What happens after sending, between the banner and the form: the promise (a reply within
 * one working day, then a call, then an estimate) is read before the form, not after it.
 */
export function ContactNext({ nextSteps }: Pick<ContactData, 'nextSteps'>) {
  return (
    <section className={`container ${styles.next}`} aria-labelledby="next-heading">
      <h2 id="next-heading">{nextSteps.heading}</h2>
      {nextSteps.items && <CardGrid items={nextSteps.items} min="14rem" variant="plain" numbered />}
    </section>
  );
}

export function ContactAside({
  founderSection,
  channels,
  founder,
  contact,
  legalName,
}: Pick<ContactData, 'founderSection' | 'channels' | 'founder' | 'contact' | 'legalName'>) {
  const { address } = contact;
  return (
    <div className={styles.aside}>
      <ContactChannels channels={channels} contact={contact} />
      <section className={styles.founder} aria-labelledby="founder-heading">
        <h2 id="founder-heading">{founderSection.heading}</h2>
        <div className={styles.person}>
          <Portrait image={founder.portrait} size={88} decorative />
          <p>
            <strong>{founder.name}</strong>
            <span>{founder.role}</span>
          </p>
        </div>
        {founderSection.intro && <Html html={founderSection.intro} />}
        <blockquote>“{founder.quote}”</blockquote>
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
  );
}
