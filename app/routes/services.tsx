/**
 * /services: banner, the three-slide services carousel, What We Offer, a call to
 * action and the eight Why Choose Us cards.
 */
import type { Route } from './+types/services';
import { pageMeta, staticSection } from '../components/hydration/static-route.tsx';
import { island } from '../components/hydration/island.tsx';
import { Static } from '../components/hydration/Static.tsx';
import { getPage, getService, sectionOf, serviceSlugs } from '../content/content.server.ts';
import { figureImage, projectImage } from '../art/render.server.tsx';
import { headFor } from '../lib/site.server.ts';

// The page's unchanging stretches: adopted as prerendered HTML on a full load, so their
// code is fetched only when a client navigation renders them (components/hydration/Static.tsx).
const ServicesOpening = staticSection(() => import('./services.static.tsx'), 'ServicesOpening');
const ServicesClosing = staticSection(() => import('./services.static.tsx'), 'ServicesClosing');

// The slider, hydrated with its code when it is needed (components/hydration/island.tsx): it
// is on the first screen, so when the visitor reaches for it, or at its first turn.
const ServicesSlider = island(() => import('./services.islands.tsx').then((module) => module.ServicesSlider), {
  on: 'intent',
});

/**
 * What each slide of the banner shows, in its order (apps, websites, brand): drawn work of
 * the discipline it names, so the banner is a strip of the studio's artefacts, not bare text.
 */
function slideArt() {
  return [figureImage('services-apps'), projectImage('nifty-trading-academy', 'cover'), figureImage('services-brand')];
}

export function loader() {
  const page = getPage('services');
  const slides = sectionOf(page, 'slides');
  const art = slideArt();
  if (slides.items?.length !== art.length)
    throw new Error(
      `Content error in app/content/pages/services.yaml: the banner has ${slides.items?.length ?? 0} slides, and routes/services.tsx draws ${art.length}`,
    );
  return {
    head: headFor(page.seo),
    hero: page.hero,
    slides,
    slideArt: art,
    offer: sectionOf(page, 'offer'),
    cta: sectionOf(page, 'cta'),
    why: sectionOf(page, 'why'),
    servicePages: serviceSlugs().map((slug) => {
      const { name, icon } = getService(slug);
      return { label: name, href: `/services/${slug}`, icon };
    }),
  };
}

export const meta: Route.MetaFunction = pageMeta;

export default function Services({ loaderData }: Route.ComponentProps) {
  const { hero, slides, slideArt: art, offer, cta, why, servicePages } = loaderData;
  return (
    <>
      <Static>
        <ServicesOpening hero={hero} servicePages={servicePages} />
      </Static>
      <ServicesSlider slides={slides} slideArt={art} />
      <Static>
        <ServicesClosing offer={offer} cta={cta} why={why} />
      </Static>
    </>
  );
}
