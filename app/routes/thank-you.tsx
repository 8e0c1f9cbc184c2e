/**
 * /thank-you: the spec's text and Back to Home button beside a drawn moment (the message
 * landing on the studio's enquiry board), plus one line of next steps for the form that
 * was sent and, after an enquiry, the contact page's three numbered steps. The forms navigate here with
 * `navigate('/thank-you', { state: { form, role } })`; without that state (a direct
 * visit, a reload in another tab) the page shows the spec's text only. A job applicant
 * reads the job form's own success text instead, the role applied for (when one was
 * chosen) and the steps of the hiring process.
 */
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../components/ui/Link.tsx';
import type { Route } from './+types/thank-you';
import { pageMeta } from '../components/hydration/static-route.tsx';
import { PageHero } from '../components/layout/PageHero.tsx';
import { figureImage } from '../art/render.server.tsx';
import { rasterSrcSet } from '../art/raster.ts';
import { CtaLink } from '../components/ui/CtaLink.tsx';
import { ArrowRight } from '../components/ui/shell-icons.tsx';
import { getOpenings, getPage, sectionOf } from '../content/content.server.ts';
import { headFor } from '../lib/site.server.ts';
import styles from './thank-you.module.css';

export function loader() {
  const page = getPage('thank-you');
  if (!page.nextSteps) throw new Error('Content error in app/content/pages/thank-you.yaml: nextSteps is missing');
  if (!page.applicant) throw new Error('Content error in app/content/pages/thank-you.yaml: applicant is missing');
  // The hiring steps are the career page's, so that the two pages never disagree.
  const process = sectionOf(getPage('career'), 'process');
  const meanwhile = sectionOf(page, 'meanwhile');
  // What happens after an enquiry: the contact page's three steps, so the two never disagree.
  const enquirySteps = sectionOf(getPage('contact-us'), 'next-steps');
  return {
    head: headFor(page.seo),
    hero: page.hero,
    // The drawing's rasters named here, not by ui/DrawnImage.tsx: this page hydrates, and the
    // component would be script on its first load.
    art: { ...figureImage('thank-you'), srcSet: rasterSrcSet(figureImage('thank-you')) },
    enquirySteps: { heading: enquirySteps.heading, items: enquirySteps.items ?? [] },
    nextSteps: page.nextSteps,
    applicant: page.applicant,
    hiring: { heading: process.heading, steps: (process.items ?? []).map((item) => item.title) },
    // The roles this build publishes: only one of them is named back to an applicant.
    positions: [...new Set(getOpenings().map((opening) => opening.title))],
    meanwhile: {
      heading: meanwhile.heading,
      links: (meanwhile.items ?? []).flatMap(({ title, text, href }) => (href ? [{ title, text, href }] : [])),
    },
  };
}

export const meta: Route.MetaFunction = pageMeta;

/** The form named in the navigation state, if it is one of ours. */
export function formOf(state: unknown): 'contact' | 'hire' | 'job-apply' | null {
  const form = state && typeof state === 'object' && 'form' in state ? state.form : null;
  return form === 'contact' || form === 'hire' || form === 'job-apply' ? form : null;
}

/** The position named in the navigation state, if it is one of the open positions. */
export function roleOf(state: unknown, positions: readonly string[]): string | null {
  const role = state && typeof state === 'object' && 'role' in state ? state.role : null;
  return typeof role === 'string' && positions.includes(role) ? role : null;
}

/** The navigation state never changes under a mounted page: nothing to subscribe to. */
const subscribeToNothing = () => () => {};

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  const { hero, art, enquirySteps, nextSteps, applicant, hiring, meanwhile, positions } = loaderData;
  const { state } = useLocation();
  // The prerendered page has no state, and a reload keeps the history entry's state:
  // hydration renders the spec's text (the server snapshot), then the browser's value
  // applies. A client navigation from a form renders its variant at once.
  const form = useSyncExternalStore(
    subscribeToNothing,
    () => formOf(state),
    () => null,
  );
  const role = useSyncExternalStore(
    subscribeToNothing,
    () => roleOf(state, positions),
    () => null,
  );
  const applied = form === 'job-apply';
  // The enquiry's three steps: for a contact enquiry only; a direct visit shows the spec's
  // text, a hire request has its own line, an applicant the hiring process.
  const showEnquirySteps = form === 'contact';
  return (
    <>
      <PageHero
        eyebrow={applied ? (applicant.eyebrow ?? hero.eyebrow) : hero.eyebrow}
        heading={applied ? applicant.heading : hero.heading}
        intro={applied ? applicant.intro : hero.intro}
        aside={
          <picture className={styles.picture}>
            <source type="image/avif" srcSet={art.srcSet} sizes="(max-width: 63.99rem) 93vw, 411px" />
            <img
              className={styles.art}
              src={art.src}
              width={art.width}
              height={art.height}
              alt={art.alt}
              loading="eager"
              decoding="async"
            />
          </picture>
        }
      >
        {applied && role && (
          <p className={styles.role} data-role="">
            {applicant.role.replace('{role}', role)}
          </p>
        )}
        {form && (
          <p className={styles.next} data-next-steps={form}>
            {nextSteps[form]}
          </p>
        )}
        {applied && hiring.steps.length > 0 && (
          <section className={styles.steps} aria-labelledby="hiring-steps-heading">
            <h2 id="hiring-steps-heading">{hiring.heading}</h2>
            <ol>
              {hiring.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
        )}
        {hero.cta && (
          <p className={styles.actions}>
            <CtaLink cta={hero.cta} />
          </p>
        )}
      </PageHero>
      <div className={`section ${styles.after}`}>
        <div className="container">
          {showEnquirySteps && enquirySteps.items.length > 0 && (
            <section className={styles.enquiry} aria-labelledby="enquiry-steps-heading">
              <h2 id="enquiry-steps-heading" className="eyebrow">
                {enquirySteps.heading}
              </h2>
              {/* A plain list, not the card grid: this page's first load stays within its script budget. */}
              <ol>
                {enquirySteps.items.map((item, index) => (
                  <li key={item.title}>
                    <span className={styles.number}>{String(index + 1).padStart(2, '0')}</span>
                    <h3>{item.title}</h3>
                    {item.text && <p>{item.text}</p>}
                  </li>
                ))}
              </ol>
            </section>
          )}
          <section className={styles.meanwhile} aria-labelledby="meanwhile-heading">
            <h2 id="meanwhile-heading" className="eyebrow">
              {meanwhile.heading}
            </h2>
            <ul>
              {/* An applicant meets the team; a client sees the work. Both get the blog. */}
              {meanwhile.links
                .filter((link) => link.href !== (applied ? '/work' : '/about-us'))
                .map((link) => (
                  <li key={link.href}>
                    <Link to={link.href}>
                      <span className={styles.linkTitle}>
                        {link.title}
                        <ArrowRight size={18} aria-hidden="true" />
                      </span>
                      {link.text && <span className={styles.linkText}>{link.text}</span>}
                    </Link>
                  </li>
                ))}
            </ul>
          </section>
        </div>
      </div>
    </>
  );
}
