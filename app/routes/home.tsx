/**
 * The home page (/): hero slider, about teaser, services, values, consultation, process,
 * portfolio slider (three case studies of /work), client logos, testimonials, technology
 * tabs, awards, hire models and the latest blog posts. Everything is read and resolved
 * in the loader at build time; the components only render it.
 */
import type { Route } from './+types/home';
import { pageMeta, staticSection } from '../components/hydration/static-route.tsx';
import { island } from '../components/hydration/island.tsx';
import { Static } from '../components/hydration/Static.tsx';
import {
  getAwards,
  getCaseStudy,
  getClients,
  getPage,
  getSettings,
  getTechnologies,
  getTestimonialQuotes,
  portraitOf,
  sectionOf,
} from '../content/content.server.ts';
import { staticOnly } from '../lib/static-data.ts';
import { projectImage } from '../art/render.server.tsx';
import { blogTeasers } from '../lib/blog-teasers.server.ts';
import { headFor, siteUrl } from '../lib/site.server.ts';
import { organizationLd, websiteLd } from '../lib/structured-data.ts';

// The page's unchanging stretches: adopted as prerendered HTML on a full load, so their
// code is fetched only when a client navigation renders them (components/hydration/Static.tsx).
const HomeIntro = staticSection(() => import('./home.static.tsx'), 'HomeIntro');
const HomeClosing = staticSection(() => import('./home.static.tsx'), 'HomeClosing');

// The parts that move, each hydrated when it is needed, with its code (components/hydration/island.tsx).
// The hero is on the first screen: it is needed when the visitor reaches for it, or at its first turn.
const HomeHero = island(() => import('./home.islands.tsx').then((module) => module.HomeHero), { on: 'intent' });
const HomePortfolio = island(() => import('./home.islands.tsx').then((module) => module.HomePortfolio));
const HomeClients = island(() => import('./home.islands.tsx').then((module) => module.HomeClients));
const HomeTestimonials = island(() => import('./home.islands.tsx').then((module) => module.TestimonialCarousel));
const HomeTechnologies = island(() => import('./home.islands.tsx').then((module) => module.HomeTechnologies));

export function loader({ request }: Route.LoaderArgs) {
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
  const data = {
    head: headFor(page.seo, {
      structuredData: [organizationLd(settings, site), websiteLd(settings.brand, site)],
    }),
    hero: { heading: page.hero.heading, intro: page.hero.intro },
    slides,
    // Each slide shows one shipped project: its cover, drawn by the case studies' renderer.
    heroProjects: (slides.items ?? []).map((item) => {
      if (!item.project) throw new Error(`Content error: home hero slide "${item.title}" needs a project`);
      const study = getCaseStudy(item.project);
      return {
        slug: item.project,
        client: study.client,
        industry: study.industry,
        accent: study.accent,
        cover: projectImage(item.project, 'cover'),
      };
    }),
    about: sectionOf(page, 'about'),
    // The senior who leads the team the about band speaks of, beside its claim.
    lead: {
      name: settings.founder.name,
      role: settings.founder.role,
      portrait: portraitOf(settings.founder),
    },
    services: sectionOf(page, 'services'),
    values: sectionOf(page, 'values'),
    consultation: sectionOf(page, 'consultation'),
    process: sectionOf(page, 'process'),
    portfolio: { ...portfolio, items: undefined },
    projects,
    clientsSection: sectionOf(page, 'clients'),
    clients: getClients(),
    testimonialsSection: sectionOf(page, 'testimonials'),
    testimonials: getTestimonialQuotes('client'),
    technologiesSection: sectionOf(page, 'technologies'),
    technologies: getTechnologies(),
    awardsSection: sectionOf(page, 'awards'),
    awards: getAwards(),
    hire: sectionOf(page, 'hire'),
    blog: sectionOf(page, 'blog'),
    posts: blogTeasers().slice(0, 3),
  };
  // What only the static stretches (HomeIntro, HomeClosing) render stays out of the page's inline data.
  return staticOnly(request, data, [
    'about',
    'services',
    'values',
    'consultation',
    'process',
    'awardsSection',
    'awards',
    'hire',
    'blog',
    'posts',
  ]);
}

export const meta: Route.MetaFunction = pageMeta;

export default function Home({ loaderData }: Route.ComponentProps) {
  const {
    hero,
    slides,
    heroProjects,
    about,
    lead,
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
      <HomeHero hero={hero} slides={slides} heroProjects={heroProjects} />

      <Static>
        <HomeIntro
          intro={hero.intro}
          about={about}
          lead={lead}
          services={services}
          values={values}
          consultation={consultation}
          process={process}
        />
      </Static>

      <HomePortfolio portfolio={portfolio} projects={projects} />
      <HomeClients clientsSection={clientsSection} clients={clients} />
      {/* The proof is one paper band: the clients' names, then their words. */}
      <HomeTestimonials
        id="testimonials"
        section={testimonialsSection}
        quotes={testimonials}
        tone="alt"
        size="compact"
        joined
      />
      <HomeTechnologies technologiesSection={technologiesSection} technologies={technologies} />

      <Static>
        <HomeClosing awardsSection={awardsSection} awards={awards} hire={hire} blog={blog} posts={posts} />
      </Static>
    </>
  );
}
