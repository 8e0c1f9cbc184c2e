/**
 * /thank-you: the spec's text and Back to Home button, plus one line of next steps
 * for the form that was sent. The forms navigate here with
 * `navigate('/thank-you', { state: { form } })`; without that state (a direct visit,
 * a reload in another tab) the page shows the spec's text only.
 */
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import type { Route } from './+types/thank-you';
import { PageHero } from '../components/PageHero.tsx';
import { CtaLink } from '../components/CtaLink.tsx';
import { getPage } from '../content/content.server.ts';
import { headTags } from '../lib/head.ts';
import { headFor } from '../lib/site.server.ts';
import styles from './thank-you.module.css';

export function loader() {
  const page = getPage('thank-you');
  if (!page.nextSteps) throw new Error('Content error in app/content/pages/thank-you.yaml: nextSteps is missing');
  return { head: headFor(page.seo), hero: page.hero, nextSteps: page.nextSteps };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => headTags(loaderData?.head, location.pathname);

/** The form named in the navigation state, if it is one of ours. */
export function formOf(state: unknown): 'contact' | 'hire' | 'job-apply' | null {
  const form = state && typeof state === 'object' && 'form' in state ? state.form : null;
  return form === 'contact' || form === 'hire' || form === 'job-apply' ? form : null;
}

/** The navigation state never changes under a mounted page: nothing to subscribe to. */
const subscribeToNothing = () => () => {};

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  const { hero, nextSteps } = loaderData;
  const { state } = useLocation();
  // The prerendered page has no state, and a reload keeps the history entry's state:
  // hydration renders without the line (the server snapshot), then the browser's value
  // applies. A client navigation from a form renders the line at once.
  const form = useSyncExternalStore(
    subscribeToNothing,
    () => formOf(state),
    () => null,
  );
  return (
    <PageHero heading={hero.heading} intro={hero.intro}>
      {form && (
        <p className={styles.next} data-next-steps={form}>
          {nextSteps[form]}
        </p>
      )}
      {hero.cta && (
        <p className={styles.actions}>
          <CtaLink cta={hero.cta} />
        </p>
      )}
    </PageHero>
  );
}
