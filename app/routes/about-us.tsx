/**
 * /about-us: hero with the headline claims beside it, the company story, goals and
 * standards, the team, the year-by-year history, client and employee testimonials
 * and the founder.
 */
import type { Route } from './+types/about-us';
import { pageMeta, staticSection } from '../components/hydration/static-route.tsx';
import { island } from '../components/hydration/island.tsx';
import { Static } from '../components/hydration/Static.tsx';
import {
  getHistory,
  getPage,
  getSettings,
  getTeam,
  portraitOf,
  getTestimonialQuotes,
  sectionOf,
} from '../content/content.server.ts';
import { staticOnly } from '../lib/static-data.ts';
import { headFor } from '../lib/site.server.ts';
import { studioImage } from '../art/render.server.tsx';

export function loader({ request }: Route.LoaderArgs) {
  const page = getPage('about-us');
  const data = {
    head: headFor(page.seo, { breadcrumb: { trail: [{ name: 'Home', path: '/' }], current: 'About Us' } }),
    hero: page.hero,
    // The team at work, under the hero: the studio the page is about.
    studio: studioImage(),
    sections: {
      story: sectionOf(page, 'story'),
      goals: sectionOf(page, 'goals'),
      standards: sectionOf(page, 'standards'),
      team: sectionOf(page, 'team'),
      history: sectionOf(page, 'history'),
      clients: sectionOf(page, 'client-testimonials'),
      employees: sectionOf(page, 'employee-testimonials'),
      founder: sectionOf(page, 'founder'),
    },
    team: getTeam().map((person) => ({
      id: person.id,
      name: person.name,
      role: person.role,
      bio: person.bio,
      portrait: portraitOf(person),
    })),
    history: getHistory(),
    clientQuotes: getTestimonialQuotes('client'),
    employeeQuotes: getTestimonialQuotes('employee'),
    founder: { ...getSettings().founder, portrait: portraitOf(getSettings().founder) },
  };
  // Rendered by the static stretches only (AboutOpening, AboutFounder): left out of the page's inline data.
  return staticOnly(request, data, ['hero', 'founder']);
}

export const meta: Route.MetaFunction = pageMeta;

// The page's unchanging stretches: adopted as prerendered HTML on a full load, so their
// code is fetched only when a client navigation renders them (components/hydration/Static.tsx).
const AboutOpening = staticSection(() => import('./about-us.static.tsx'), 'AboutOpening');
const AboutFounder = staticSection(() => import('./about-us.static.tsx'), 'AboutFounder');

// The sliders, each hydrated as it comes near the viewport, with its code (components/hydration/island.tsx).
const AboutTeam = island(() => import('./about-us.islands.tsx').then((module) => module.AboutTeam));
const AboutHistory = island(() => import('./about-us.islands.tsx').then((module) => module.AboutHistory));
const AboutTestimonials = island(() => import('./about-us.islands.tsx').then((module) => module.TestimonialCarousel));

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  const { hero, studio, sections, team, history, clientQuotes, employeeQuotes, founder } = loaderData;
  return (
    <>
      <Static>
        <AboutOpening hero={hero} sections={sections} studio={studio} />
      </Static>

      <AboutTeam section={sections.team} team={team} />
      <AboutHistory section={sections.history} history={history} />
      <AboutTestimonials id="client-testimonials" section={sections.clients} quotes={clientQuotes} tone="alt" />
      <AboutTestimonials
        id="employee-testimonials"
        section={sections.employees}
        quotes={employeeQuotes}
        tone="default"
      />

      <Static>
        <AboutFounder sections={sections} founder={founder} />
      </Static>
    </>
  );
}
