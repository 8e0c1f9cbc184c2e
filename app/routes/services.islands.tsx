/**
 * The services page's part that moves (see services.tsx): the three-slide services
 * slider, each slide its statement beside drawn work of its discipline, an island hydrated when it is needed (components/hydration/island.tsx), so this
 * module and the carousel's code are fetched then, not with the page.
 */
import { Carousel } from '../components/carousel/Carousel.tsx';
import { carouselPresets } from '../components/carousel/carousel-presets.ts';
import { CarouselSlide } from '../components/carousel/CarouselSlide.tsx';
import { DrawnImage } from '../components/ui/DrawnImage.tsx';
import type { Route } from './+types/services';
import styles from './services.module.css';

export function ServicesSlider({ slides, slideArt }: Pick<Route.ComponentProps['loaderData'], 'slides' | 'slideArt'>) {
  return (
    <section className={`section ${styles.slider}`}>
      <div className="container">
        <h2 id="slides-heading" className="sr-only">
          {slides.heading}
        </h2>
        <Carousel {...carouselPresets.servicesSlider} id="services-slider" label={slides.heading}>
          {(slides.items ?? []).map((item, index) => {
            const art = slideArt[index];
            return (
              <CarouselSlide key={item.title}>
                <div className={styles.slide}>
                  <h3>{item.title}</h3>
                  {item.text && <p>{item.text}</p>}
                  {art && <DrawnImage image={art} className={styles.art} />}
                </div>
              </CarouselSlide>
            );
          })}
        </Carousel>
      </div>
    </section>
  );
}
