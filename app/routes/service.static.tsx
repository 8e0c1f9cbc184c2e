/**
 * The service page's markup, all of it static (components/hydration/Static.tsx): a full
 * load adopts its prerendered HTML, so only a client navigation fetches this module.
 */
import { Link } from '../components/ui/Link.tsx';
import type { Route } from './+types/service';
import { HeroLinks } from '../components/content/HeroLinks.tsx';
import { SectionItems } from '../components/content/SectionItems.tsx';
import { PageHero } from '../components/layout/PageHero.tsx';
import { PageSection } from '../components/layout/PageSection.tsx';
import { SectionHeader } from '../components/layout/SectionHeader.tsx';
import { ProjectTile, ProjectWall } from '../components/content/ProjectTile.tsx';
import { DrawnImage } from '../components/ui/DrawnImage.tsx';
import { CtaBand } from '../components/content/CtaBand.tsx';
import { ArrowRight } from '../components/ui/shell-icons.tsx';
import styles from './service.module.css';

/**
 * A service name inside a sentence: ordinary words lower-cased, words with their own
 * inner capitals kept ("eCommerce Development" → "eCommerce development").
 */
function inSentence(name: string): string {
  return name
    .split(' ')
    .map((word) => (/^.[^A-Z]*$/.test(word) ? word.toLowerCase() : word))
    .join(' ');
}

/** Sections whose cards are ordered steps and get numbers. */
const NUMBERED = new Set(['activities', 'approach']);

/**
 * The shape of each section: one card grid on the page (the section whose items have
 * points to compare, such as plans, or else the first), the others in shapes of their
 * own in turn, so the page never repeats the card grid (docs/design.md).
 */
function shapesOf(sections: { items?: { points?: string[] | undefined }[] | undefined }[]) {
  const withPoints = sections.findIndex((section) => section.items?.some((item) => item.points));
  const cards = withPoints === -1 ? 0 : withPoints;
  const others = ['index', 'columns', 'statements'] as const;
  let next = 0;
  return sections.map((_, index) => (index === cards ? 'cards' : (others[next++ % others.length] ?? 'index')));
}

export function ServicePage({ loaderData }: Pick<Route.ComponentProps, 'loaderData'>) {
  const { service, others, work, heroWork } = loaderData;
  const shapes = shapesOf(service.sections);
  const [first, ...rest] = service.sections;
  // A section's shape goes by its index; its tone by its place on the page, where the work is second.
  const section = (item: (typeof service.sections)[number], index: number) => (
    <PageSection
      key={item.id}
      section={item}
      tone={(index === 0 ? 0 : index + 1) % 2 === 1 ? 'alt' : 'default'}
      layout={shapes[index] ?? 'cards'}
      numbered={NUMBERED.has(item.id)}
    />
  );
  return (
    <>
      <PageHero
        eyebrow={service.hero.eyebrow}
        heading={service.hero.heading}
        intro={service.hero.intro}
        cta={service.cta}
        crumbs={[
          { label: 'Home', href: '/' },
          { label: 'Services', href: '/services' },
        ]}
        current={service.name}
        aside={
          <HeroLinks
            heading="On this page"
            links={service.sections.map((item) => ({ label: item.heading, href: `#${item.id}` }))}
          />
        }
        media={
          // The proof under the promise, across the grid: the lead case study's screens, linked to its page.
          <Link className={styles.heroWork} to={`/work/${heroWork.slug}`}>
            <DrawnImage
              image={heroWork.image}
              loading="eager"
              sizes="(max-width: 84rem) 93vw, 1280px"
              className={`${styles.heroArt} ${heroWork.bleed ? styles.heroBleed : ''}`}
            />
            <span className={styles.heroCaption}>
              See the {heroWork.client} case study <ArrowRight size={16} aria-hidden="true" />
            </span>
          </Link>
        }
      />
      {first && section(first, 0)}
      {/* The work comes second, straight after what the service is: the claim, then its proof. */}
      <section className={`section section--alt ${styles.work}`} aria-labelledby="service-work-heading">
        <div className="container">
          <SectionHeader
            id="service-work-heading"
            eyebrow="Case studies"
            heading={`Projects that show our ${inSentence(service.name)}`}
          />
          <ProjectWall>
            {work.map((project) => (
              <ProjectTile key={project.slug} project={project} headingLevel={3} />
            ))}
          </ProjectWall>
        </div>
      </section>
      {rest.map((item, index) => section(item, index + 1))}
      <CtaBand
        headingId="service-cta"
        heading={`Ready to talk about ${inSentence(service.name)}?`}
        intro={
          <p>
            Share your goals and timeline. We reply within one working day, and send a written estimate within two
            working days of our first call.
          </p>
        }
        cta={service.cta}
      />
      <nav className="section" aria-labelledby="other-services">
        <div className="container">
          <SectionHeader id="other-services" eyebrow="Services" heading="Other services" size="compact" />
          <SectionItems items={others} layout="index" labelledBy="other-services" />
        </div>
      </nav>
    </>
  );
}
