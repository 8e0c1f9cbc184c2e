/**
 * The home page (/): hero slider, about teaser, services, values, consultation, process,
 * portfolio slider (three case studies of /work), client logos, testimonials, technology
 * tabs, awards, hire models and the latest blog posts. Everything is read and resolved
 * in the loader at build time; the components only render it.
 */
import { ArrowRight } from '../components/ui/ui-icons.tsx';
import { type CSSProperties, lazy } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/home';
import { Static } from '../components/hydration/Static.tsx';
import { CtaLink } from '../components/ui/CtaLink.tsx';
import { Carousel } from '../components/carousel/Carousel.tsx';
import { carouselPresets } from '../components/carousel/carousel-presets.ts';
import { CarouselSection } from '../components/carousel/CarouselSection.tsx';
import { CarouselSlide } from '../components/carousel/CarouselSlide.tsx';
import { ClientWordmark } from '../components/ui/ClientWordmark.tsx';
import { PageSection } from '../components/layout/PageSection.tsx';
import { DisplayText } from '../components/ui/DisplayText.tsx';
import { DrawnImage } from '../components/ui/DrawnImage.tsx';
import { TechTabs } from '../components/content/TechTabs.tsx';
import { TestimonialCard } from '../components/content/TestimonialCard.tsx';
import {
  getAwards,
  getCaseStudy,
  getClients,
  getPage,
  getSettings,
  getTechnologies,
  getTestimonials,
  sectionOf,
} from '../content/content.server.ts';
import { headTags } from '../lib/head.ts';
import { HERO_VARIANTS } from '../art/images.ts';
import { heroImage, projectImage } from '../art/render.server.tsx';
import { blogTeasers } from '../lib/blog-teasers.server.ts';
import { headFor, siteUrl } from '../lib/site.server.ts';
import { organizationLd, websiteLd } from '../lib/structured-data.ts';
import styles from './home.module.css';

// The page's unchanging stretches: adopted as prerendered HTML on a full load, so their
// code is fetched only when a client navigation renders them (components/hydration/Static.tsx).
const HomeIntro = lazy(() => import('./home.static.tsx').then((module) => ({ default: module.HomeIntro })));
const HomeClosing = lazy(() => import('./home.static.tsx').then((module) => ({ default: module.HomeClosing })));

export function loader() {
  const page = getPage('home');
  const settings = getSettings();
  const site = new URL(`${siteUrl()}/`);
  const portfolio = sectionOf(page, 'portfolio');
  const slides = sectionOf(page, 'hero-slides');
  // Each slide of the portfolio slider is a case study of /work: its artwork, results and link.
  const projects = (portfolio.items ?? []).map((item) => {
    if (!item.project) throw new Error(`Content error: home portfolio slide "${item.title}" needs a project`);
    const study = getCaseStudy(item.project);
    return {
      slug: item.project,
      title: item.title,
      text: item.text ?? study.summary,
      tagline: study.tagline,
      industry: study.industry,
      accent: study.accent,
      results: study.results.slice(0, 2),
      // The cover of /work: an SVG file drawn at build time, so no drawing code reaches the page.
      cover: projectImage(item.project, 'cover'),
    };
  });
  return {
    head: headFor(page.seo, {
      structuredData: [organizationLd(settings, site), websiteLd(settings.brand, site)],
    }),
    hero: { heading: page.hero.heading, intro: page.hero.intro },
    slides,
    // One colouring of the artwork per slide, in turn.
    heroImages: (slides.items ?? []).map((_, index) => heroImage(index % HERO_VARIANTS)),
    about: sectionOf(page, 'about'),
    services: sectionOf(page, 'services'),
    values: sectionOf(page, 'values'),
    consultation: sectionOf(page, 'consultation'),
    process: sectionOf(page, 'process'),
    portfolio: { ...portfolio, items: undefined },
    projects,
    clientsSection: sectionOf(page, 'clients'),
    clients: getClients(),
    testimonialsSection: sectionOf(page, 'testimonials'),
    // The fields the cards render: this data is inlined into the page beside the HTML.
    testimonials: getTestimonials()
      .filter((t) => t.kind === 'client')
      .map(({ id, quote, name, role, location }) => ({ id, quote, name, role, location })),
    technologiesSection: sectionOf(page, 'technologies'),
    technologies: getTechnologies(),
    awardsSection: sectionOf(page, 'awards'),
    awards: getAwards(),
    hire: sectionOf(page, 'hire'),
    blog: sectionOf(page, 'blog'),
    posts: blogTeasers().slice(0, 3),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => headTags(loaderData?.head, location.pathname);

export default function Home({ loaderData }: Route.ComponentProps) {
  const {
    hero,
    slides,
    heroImages,
    about,
    services,
    values,
    consultation,
    process,
    portfolio,
    projects,
    clientsSection,
    clients,
    testimonialsSection,
    testimonials,
    technologiesSection,
    technologies,
    awardsSection,
    awards,
    hire,
    blog,
    posts,
  } = loaderData;

  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className="container">
          <h1 id="home-title" className={styles.kicker}>
            {hero.heading}
          </h1>
          <Carousel {...carouselPresets.hero} dots id="hero" label={slides.heading} controls="overlay">
            {(slides.items ?? []).map((slide, index) => (
              <CarouselSlide key={slide.title}>
                <div className={styles.heroSlide}>
                  <div className={styles.heroText}>
                    <h2>
                      <DisplayText>{slide.title}</DisplayText>
                    </h2>
                    {slide.text && <p className="lead">{slide.text}</p>}
                    <CtaLink cta={slides.cta} />
                  </div>
                  <div className={styles.heroArt}>
                    {heroImages[index] && (
                      <DrawnImage image={heroImages[index]} alt="" loading={index === 0 ? 'eager' : 'lazy'} />
                    )}
                  </div>
                </div>
              </CarouselSlide>
            ))}
          </Carousel>
        </div>
      </section>

      <Static>
        <HomeIntro
          intro={hero.intro}
          about={about}
          services={services}
          values={values}
          consultation={consultation}
          process={process}
        />
      </Static>

      <CarouselSection
        id="portfolio"
        section={portfolio}
        carousel={carouselPresets.portfolio}
        after={
          portfolio.cta && (
            <p className={styles.center}>
              <CtaLink cta={portfolio.cta} />
            </p>
          )
        }
      >
        {projects.map((project) => (
          <CarouselSlide key={project.slug} label={project.title}>
            <article className={styles.project} style={{ '--accent': project.accent } as CSSProperties}>
              {/* Decorative: the heading, tagline and text beside it say what it shows. */}
              <DrawnImage shadow image={project.cover} alt="" className={styles.projectArt} />
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

      <CarouselSection
        id="clients"
        section={clientsSection}
        carousel={carouselPresets.clients}
        tone="alt"
        align="center"
      >
        {clients.map((client) => (
          <CarouselSlide key={client.id} label={client.name}>
            <ClientWordmark name={client.name} color={client.color} icon={client.icon} />
          </CarouselSlide>
        ))}
      </CarouselSection>

      <CarouselSection
        id="testimonials"
        section={testimonialsSection}
        carousel={carouselPresets.testimonials}
        align="center"
        narrow
      >
        {testimonials.map((t) => (
          <CarouselSlide key={t.id}>
            <TestimonialCard quote={t.quote} name={t.name} role={t.role} location={t.location} />
          </CarouselSlide>
        ))}
      </CarouselSection>

      <PageSection section={technologiesSection} tone="alt" align="center">
        <TechTabs tabs={technologies} />
      </PageSection>

      <Static>
        <HomeClosing awardsSection={awardsSection} awards={awards} hire={hire} blog={blog} posts={posts} />
      </Static>
    </>
  );
}
