/**
 * The services page's unchanging stretches (see services.tsx): the banner with the
 * service pages beside it, and What We Offer, the call to action and Why Choose Us. Only
 * a client navigation loads this module; a full load adopts their HTML.
 */
import { HeroLinks } from '../components/content/HeroLinks.tsx';
import { PageHero } from '../components/layout/PageHero.tsx';
import { PageSection } from '../components/layout/PageSection.tsx';
import { CtaBand } from '../components/content/CtaBand.tsx';
import type { Route } from './+types/services';

type ServicesData = Route.ComponentProps['loaderData'];

export function ServicesOpening({ hero, servicePages }: Pick<ServicesData, 'hero' | 'servicePages'>) {
  return (
    <PageHero
      eyebrow={hero.eyebrow}
      heading={hero.heading}
      intro={hero.intro}
      cta={hero.cta}
      aside={<HeroLinks heading="Service pages" links={servicePages} />}
    />
  );
}

export function ServicesClosing({ offer, cta, why }: Pick<ServicesData, 'offer' | 'cta' | 'why'>) {
  return (
    <>
      <PageSection section={offer} tone="alt" />
      <CtaBand
        id={cta.id}
        headingId={`${cta.id}-heading`}
        eyebrow={cta.eyebrow}
        heading={cta.heading}
        introHtml={cta.intro}
        cta={cta.cta}
      />
      <PageSection section={why} layout="columns" />
    </>
  );
}
