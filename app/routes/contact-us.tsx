/**
 * /contact-us: the hero, the three other ways to reach us (Teams, phone, e-mail),
 * then the enquiry form beside the founder's word, what happens next and the address.
 */
import type { Route } from './+types/contact-us';
import { pageMeta, staticSection } from '../components/hydration/static-route.tsx';
import { Static } from '../components/hydration/Static.tsx';
import { FormPage } from '../components/forms/FormPage.tsx';
import { contact as contactForm } from '../forms/contact.ts';
import { getPage, getSettings, portraitOf, sectionOf } from '../content/content.server.ts';
import { staticOnly } from '../lib/static-data.ts';
import { headFor } from '../lib/site.server.ts';

export function loader({ request }: Route.LoaderArgs) {
  const page = getPage('contact-us');
  const settings = getSettings();
  const data = {
    head: headFor(page.seo),
    hero: page.hero,
    founderSection: sectionOf(page, 'founder'),
    channels: sectionOf(page, 'channels'),
    nextSteps: sectionOf(page, 'next-steps'),
    founder: {
      name: settings.founder.name,
      role: settings.founder.role,
      quote: settings.founder.quote,
      portrait: portraitOf(settings.founder),
    },
    contact: settings.contact,
    legalName: settings.legalName,
  };
  // Everything but the head is rendered by static stretches only: it stays out of the page's inline data.
  return staticOnly(request, data, [
    'hero',
    'founderSection',
    'channels',
    'nextSteps',
    'founder',
    'contact',
    'legalName',
  ]);
}

export const meta: Route.MetaFunction = pageMeta;

// The page's unchanging stretches: adopted as prerendered HTML on a full load, so their
// code is fetched only when a client navigation renders them (components/hydration/Static.tsx).
const ContactOpening = staticSection(() => import('./contact-us.static.tsx'), 'ContactOpening');
const ContactOffice = staticSection(() => import('./contact-us.static.tsx'), 'ContactOffice');
const ContactPeople = staticSection(() => import('./contact-us.static.tsx'), 'ContactPeople');
const ContactNext = staticSection(() => import('./contact-us.static.tsx'), 'ContactNext');

export default function ContactUs({ loaderData }: Route.ComponentProps) {
  const { hero, founderSection, channels, nextSteps, founder, contact, legalName } = loaderData;
  return (
    <>
      <Static>
        <ContactOpening hero={hero} />
      </Static>
      <FormPage
        form={contactForm}
        before={
          <Static>
            <ContactNext nextSteps={nextSteps} />
          </Static>
        }
        rail={
          <Static>
            <ContactOffice contact={contact} legalName={legalName} />
          </Static>
        }
        after={
          <Static>
            <ContactPeople founderSection={founderSection} channels={channels} founder={founder} contact={contact} />
          </Static>
        }
      />
    </>
  );
}
