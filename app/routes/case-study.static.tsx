/**
 * A case study's unchanging stretches (see case-study.tsx): the banner, results, story
 * and services before the gallery; the quote, the call to action and the pager after it.
 * Only a client navigation loads this module; a full load adopts their HTML.
 */
import { ArrowRight } from '../components/ui/shell-icons.tsx';
import { Quote } from '../components/ui/ui-icons.tsx';
import type { CSSProperties } from 'react';
import { Link } from '../components/ui/Link.tsx';
import type { Route } from './+types/case-study';
import { Breadcrumbs } from '../components/layout/Breadcrumbs.tsx';
import { Icon } from '../components/ui/Icon.tsx';
import { DrawnImage } from '../components/ui/DrawnImage.tsx';
import { CtaBand } from '../components/content/CtaBand.tsx';
import { Portrait } from '../components/ui/Portrait.tsx';
import styles from './case-study.module.css';

type CaseStudyData = Route.ComponentProps['loaderData'];

/** A name's possessive in English: "Aara's", but "BookMyParts'" for a name ending in s. */
function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}

export function CaseStudyOpening({ stage, project: d }: Pick<CaseStudyData, 'stage' | 'project'>) {
  return (
    <>
      <section className={styles.banner} style={{ '--accent': d.accent } as CSSProperties}>
        <div className={`container ${styles.bannerInner}`}>
          <Breadcrumbs
            trail={[
              { label: 'Home', href: '/' },
              { label: 'Our Work', href: '/work' },
            ]}
            current={d.client}
          />
          <p className={styles.meta}>
            <span>{d.industry}</span>
            <span>{d.location}</span>
          </p>
          <h1 className={styles.name}>{d.client}</h1>
          <div className={styles.intro}>
            <p className={styles.tagline}>{d.tagline}</p>
            <p className={styles.summary}>{d.summary}</p>
          </div>
        </div>
        <div className={styles.stage}>
          <DrawnImage image={stage} loading="eager" sizes="100vw" className={styles.cover} />
        </div>
      </section>

      <section
        className={`section ${styles.results}`}
        aria-labelledby="results-heading"
        style={{ '--accent': d.accent } as CSSProperties}
      >
        <div className="container">
          <h2 id="results-heading" className={styles.resultsHeading}>
            Results
          </h2>
          <ul className={styles.resultsList}>
            {d.results.map((r) => (
              <li key={r.label}>
                <strong>{r.value}</strong>
                <span>{r.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="story-heading">
        <div className="container">
          <h2 id="story-heading" className="sr-only">
            The project
          </h2>
          <div className={styles.chapter}>
            <h3>The challenge</h3>
            <div className={styles.chapterText}>
              {d.challenges.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </div>
          <div className={styles.chapter}>
            <h3>Our approach</h3>
            <div className={styles.chapterText}>
              {d.approach.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </div>
        </div>
      </section>

      <section className={`section ${styles.providedBand}`} aria-labelledby="services-heading">
        <div className={`container ${styles.provided}`}>
          <div>
            <h2 id="services-heading" className="eyebrow">
              Services provided
            </h2>
            <ul className={styles.chips}>
              {d.servicesProvided.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="eyebrow">Technologies</h2>
            <ul className={styles.chips}>
              {d.technologies.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>
    </>
  );
}

export function CaseStudyClosing({ project: d, next }: Pick<CaseStudyData, 'project' | 'next'>) {
  return (
    <>
      <section className="section" aria-labelledby="quote-heading">
        <div className="container">
          <h2 id="quote-heading" className="sr-only">
            What the client says
          </h2>
          <figure className={styles.quote}>
            <Quote size={40} aria-hidden="true" className={styles.quoteMark} />
            <blockquote>
              <p>{d.quote.text}</p>
            </blockquote>
            <figcaption>
              <Portrait image={d.quote.portrait} size={64} decorative />
              <span>
                <strong>{d.quote.name}</strong>
                <span>{d.quote.role}</span>
              </span>
            </figcaption>
          </figure>
          {d.social.length > 0 && (
            <ul className={styles.social} aria-label={`${d.client} online`}>
              {d.social.map((s) => (
                <li key={s.url}>
                  <a href={s.url} rel="noopener" aria-label={`${d.client} on ${s.network}`}>
                    <Icon icon={s.icon} size={20} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <CtaBand
        headingId="next-heading"
        heading={`Have a project like ${possessive(d.client)}?`}
        intro={<p>Tell us what you are building. A senior engineer replies within one working day.</p>}
        cta={{ label: 'Start Your Project', href: '/contact-us' }}
        secondary={{ label: 'See all work', href: '/work' }}
      />

      {/*
        The next project on a light ground in its own colour (a break between the dark call to
        action and the footer): its name and tagline beside its hero picture, shown whole.
      */}
      <nav className={styles.pager} aria-label="Next case study" style={{ '--accent': next.accent } as CSSProperties}>
        <Link className={`container ${styles.pagerLink}`} to={`/work/${next.slug}`} rel="next">
          <span className={styles.pagerText}>
            <span className={styles.pagerLabel}>Next project</span>
            <span className={styles.pagerClient}>
              {next.client}
              <ArrowRight size={40} aria-hidden="true" className={styles.pagerArrow} />
            </span>
            <span className={styles.pagerTagline}>{next.tagline}</span>
          </span>
          <DrawnImage image={next.image} alt="" sizes="(max-width: 59.99rem) 93vw, 760px" className={styles.pagerArt} />
        </Link>
      </nav>
    </>
  );
}
