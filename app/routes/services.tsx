/**
 * /services: banner, the three-slide services carousel, What We Offer, a call to
 * action and the eight Why Choose Us cards.
 */
import type { Route } from './+types/services';
import { Static } from '../components/hydration/Static.tsx';
import { Carousel } from '../components/carousel/Carousel.tsx';
import { CarouselSlide } from '../components/carousel/CarouselSlide.tsx';
import { carouselPresets } from '../components/carousel/carousel-presets.ts';
import { HeroLinks } from '../components/content/HeroLinks.tsx';
import { Icon } from '../components/ui/Icon.tsx';
import { PageHero } from '../components/layout/PageHero.tsx';
import { PageSection } from '../components/layout/PageSection.tsx';
import { getPage, getService, sectionOf, serviceSlugs } from '../content/content.server.ts';
import { headTags } from '../lib/head.ts';
import { headFor } from '../lib/site.server.ts';
import styles from './services.module.css';

export function loader() {
  const page = getPage('services');
  return {
    head: headFor(page.seo),
    hero: page.hero,
    slides: sectionOf(page, 'slides'),
    offer: sectionOf(page, 'offer'),
    cta: sectionOf(page, 'cta'),
    why: sectionOf(page, 'why'),
    servicePages: serviceSlugs().map((slug) => {
      const { name, icon } = getService(slug);
      return { label: name, href: `/services/${slug}`, icon };
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => headTags(loaderData?.head, location.pathname);

export default function Services({ loaderData }: Route.ComponentProps) {
  const { hero, slides, offer, cta, why, servicePages } = loaderData;
  return (
    <>
      <Static>
        <PageHero
          eyebrow={hero.eyebrow}
          heading={hero.heading}
          intro={hero.intro}
          cta={hero.cta}
          aside={<HeroLinks heading="Service pages" links={servicePages} />}
        />
      </Static>
      <section className={`section ${styles.slider}`}>
        <div className="container">
          <h2 id="slides-heading" className="sr-only">
            {slides.heading}
          </h2>
          <Carousel {...carouselPresets.servicesSlider} id="services-slider" label={slides.heading}>
            {(slides.items ?? []).map((item) => (
              <CarouselSlide key={item.title}>
                <div className={styles.slide}>
                  {item.icon && (
                    <span className={styles.slideIcon}>
                      <Icon icon={item.icon} size={40} />
                    </span>
                  )}
                  <div>
                    <h3>{item.title}</h3>
                    {item.text && <p>{item.text}</p>}
                  </div>
                </div>
              </CarouselSlide>
            ))}
          </Carousel>
        </div>
      </section>
      <Static>
        <PageSection section={offer} tone="alt" />
        <PageSection section={cta} tone="dark" align="center" />
        <PageSection section={why} cardMin="16rem" />
      </Static>
    </>
  );
}
