/**
 * The home page's parts that move (see home.tsx): the hero slider, the portfolio, client
 * and testimonial sliders and the technology tabs. Each is an island, hydrated when it is
 * needed (components/hydration/island.tsx), so this module and the carousel's code are
 * fetched then, not with the page.
 */
import type { CSSProperties } from 'react';
import { Link } from '../components/ui/Link.tsx';
import { Carousel } from '../components/carousel/Carousel.tsx';
import { carouselPresets } from '../components/carousel/carousel-presets.ts';
import { CarouselSection } from '../components/carousel/CarouselSection.tsx';
import { CarouselSlide } from '../components/carousel/CarouselSlide.tsx';
import { TechTabs } from '../components/content/TechTabs.tsx';
import { PageSection } from '../components/layout/PageSection.tsx';
import { ClientWordmark } from '../components/ui/ClientWordmark.tsx';
import { CtaLink } from '../components/ui/CtaLink.tsx';
import { DisplayText } from '../components/ui/DisplayText.tsx';
import { DrawnImage } from '../components/ui/DrawnImage.tsx';
import { ArrowRight } from '../components/ui/shell-icons.tsx';
import type { Route } from './+types/home';
import styles from './home.module.css';

type HomeData = Route.ComponentProps['loaderData'];

export function HomeHero({ hero, slides, heroProjects }: Pick<HomeData, 'hero' | 'slides' | 'heroProjects'>) {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className="container">
        <h1 id="home-title" className={styles.kicker}>
          {hero.heading}
        </h1>
        <Carousel {...carouselPresets.hero} dots id="hero" label={slides.heading}>
          {(slides.items ?? []).map((slide, index) => {
            const project = heroProjects[index];
            return (
              <CarouselSlide key={slide.title}>
                <div className={styles.heroSlide}>
                  <div className={styles.heroText}>
                    <h2>
                      <DisplayText>{slide.title}</DisplayText>
                    </h2>
                    {slide.text && <p className="lead">{slide.text}</p>}
                    <CtaLink cta={slides.cta} />
                  </div>
                  {project && (
                    <figure
                      className={styles.heroWork}
                      data-slide-work=""
                      style={{ '--accent': project.accent } as CSSProperties}
                    >
                      <DrawnImage
                        image={project.cover}
                        loading={index === 0 ? 'eager' : 'lazy'}
                        sizes="(max-width: 63.99rem) 93vw, 845px"
                      />
                      <figcaption>
                        <span>
                          <strong>{project.client}</strong> {project.industry}
                        </span>
                        <Link to={`/work/${project.slug}`}>
                          Explore more<span className="sr-only">: {project.client} case study</span>
                          <ArrowRight size={16} aria-hidden="true" />
                        </Link>
                      </figcaption>
                    </figure>
                  )}
                </div>
              </CarouselSlide>
            );
          })}
        </Carousel>
      </div>
    </section>
  );
}

export function HomePortfolio({ portfolio, projects }: Pick<HomeData, 'portfolio' | 'projects'>) {
  return (
    <CarouselSection
      id="portfolio"
      section={portfolio}
      carousel={carouselPresets.portfolio}
      tone="dark"
      after={
        portfolio.cta && (
          <p className={styles.center}>
            <CtaLink cta={portfolio.cta} tone="light" />
          </p>
        )
      }
    >
      {projects.map((project) => (
        <CarouselSlide key={project.slug} label={project.title}>
          <article className={styles.project} style={{ '--accent': project.accent } as CSSProperties}>
            {/* Decorative: the heading, tagline and text beside it say what it shows. */}
            <DrawnImage image={project.cover} alt="" className={styles.projectArt} />
            <div className={styles.projectBody}>
              <p className={styles.projectIndustry}>{project.industry}</p>
              <h3>{project.title}</h3>
              <p className={styles.projectTagline}>{project.tagline}</p>
              <p>{project.text}</p>
              <dl className={styles.results}>
                {project.results.map((result) => (
                  <div key={result.label}>
                    <dt>{result.label}</dt>
                    <dd>{result.value}</dd>
                  </div>
                ))}
              </dl>
              <Link className={styles.projectLink} to={`/work/${project.slug}`}>
                Read the {project.title} case study
                <ArrowRight size={18} aria-hidden="true" />
              </Link>
            </div>
          </article>
        </CarouselSlide>
      ))}
    </CarouselSection>
  );
}

export function HomeClients({ clientsSection, clients }: Pick<HomeData, 'clientsSection' | 'clients'>) {
  return (
    <CarouselSection id="clients" section={clientsSection} carousel={carouselPresets.clients} tone="alt">
      {clients.map((client) => (
        <CarouselSlide key={client.id} label={client.name}>
          <ClientWordmark name={client.name} setting={client.setting} mark={client.mark} />
        </CarouselSlide>
      ))}
    </CarouselSection>
  );
}

/** The clients' quotes. */
export { TestimonialCarousel } from '../components/content/TestimonialCarousel.tsx';

export function HomeTechnologies({
  technologiesSection,
  technologies,
}: Pick<HomeData, 'technologiesSection' | 'technologies'>) {
  return (
    <PageSection section={technologiesSection} size="compact">
      <TechTabs tabs={technologies} />
    </PageSection>
  );
}
