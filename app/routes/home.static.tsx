/**
 * The home page's unchanging stretches (see home.tsx): the about teaser, services,
 * values, consultation and process; then awards, hire models and the latest articles.
 * Only a client navigation loads this module; a full load adopts their HTML.
 */
import { Awards } from '../components/content/Awards.tsx';
import { BlogCard } from '../components/content/BlogCard.tsx';
import { Stats } from '../components/content/Stats.tsx';
import { PageSection } from '../components/layout/PageSection.tsx';
import { Portrait } from '../components/ui/Portrait.tsx';
import { SectionHeader } from '../components/layout/SectionHeader.tsx';
import { CtaLink } from '../components/ui/CtaLink.tsx';
import { Html } from '../components/ui/Html.tsx';
import { ScrollMeter } from '../components/ui/ScrollMeter.tsx';
import { CtaBand } from '../components/content/CtaBand.tsx';
import { KEYBOARD_SCROLL_ATTRIBUTE } from '../components/ui/useKeyboardScrollableRows.ts';
import type { Route } from './+types/home';
import styles from './home.module.css';

type HomeData = Route.ComponentProps['loaderData'];

export function HomeIntro({
  intro,
  about,
  lead,
  services,
  values,
  consultation,
  process,
}: Pick<HomeData, 'about' | 'lead' | 'services' | 'values' | 'consultation' | 'process'> & {
  intro: HomeData['hero']['intro'];
}) {
  return (
    <>
      <section className="section" id="about" aria-labelledby="about-heading">
        <div className="container">
          <SectionHeader id="about-heading" eyebrow={about.eyebrow} heading={about.heading} intro={about.intro} />
          {/* The claims as data, and the studio's promise in a sentence, on the heading's column. */}
          <div className={`grid-12 ${styles.about}`}>
            <Stats />
            <Html html={intro} className={`${styles.aboutIntro}`} />
            {/* The senior who leads the team signs the promise: his portrait and name under it. */}
            <p className={styles.lead}>
              <Portrait image={lead.portrait} size={56} decorative />
              <span>
                <strong>{lead.name}</strong>
                <span className={styles.leadRole}>{lead.role}</span>
              </span>
            </p>
            <CtaLink cta={about.cta} tone="ghost" />
          </div>
        </div>
      </section>

      {/* The services continue the about band: one white stretch, the index under the statement. */}
      <PageSection section={services} layout="index" joined />
      <PageSection section={values} layout="statements" tone="alt" />
      {/* The consultation is the site's closing strip; beside it, the written plan the call ends in. */}
      <CtaBand
        id="consultation"
        headingId="consultation-heading"
        eyebrow={consultation.eyebrow}
        heading={consultation.heading}
        introHtml={consultation.intro}
        cta={consultation.cta}
        visual="plan"
      />
      <PageSection section={process} layout="timeline" />
    </>
  );
}

export function HomeClosing({
  awardsSection,
  awards,
  hire,
  blog,
  posts,
}: Pick<HomeData, 'awardsSection' | 'awards' | 'hire' | 'blog' | 'posts'>) {
  return (
    <>
      <PageSection section={awardsSection} size="compact" joined>
        <Awards awards={awards} />
      </PageSection>

      <PageSection section={hire} tone="dark" />

      <section className="section" id="blog" aria-labelledby="blog-heading">
        <div className="container">
          <SectionHeader
            id="blog-heading"
            eyebrow={blog.eyebrow}
            heading={blog.heading}
            intro={blog.intro}
            size="compact"
          />
          <ul className={styles.posts} {...{ [KEYBOARD_SCROLL_ATTRIBUTE]: '' }}>
            {posts.map((post) => (
              <li key={post.slug}>
                <BlogCard post={post} headingLevel={3} />
              </li>
            ))}
          </ul>
          <ScrollMeter count={posts.length} />
          {blog.cta && (
            <p className={styles.center}>
              <CtaLink cta={blog.cta} tone="ghost" />
            </p>
          )}
        </div>
      </section>
    </>
  );
}
