/**
 * What a client navigation to a new page does for keyboard and screen-reader users,
 * as a full page load would: focus moves to the new page's heading (or to the element
 * a link's #fragment names, or to main) without scrolling, so that React Router's
 * scroll rules stay as they are, and the new title is announced in a polite live region.
 *
 * Focus is left alone on back/forward (scroll restoration puts the visitor back where
 * they were; the page is still announced) and when only the #fragment changes (a link
 * within the page: the browser already scrolled there, and the reader is reading).
 */
import { useEffect, useRef } from 'react';
import { type Location, useLocation, useNavigationType } from 'react-router';

function focusTarget(location: Location): HTMLElement | null {
  const fragment = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
  return fragment ?? document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
}

export function RouteAnnouncer() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(location);
  const region = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const from = previous.current;
    previous.current = location;
    // The first render is the full page load, and a changed #fragment alone is the same page.
    if (from.key === location.key) return;
    if (from.pathname === location.pathname && from.search === location.search) return;
    // The region is written here rather than rendered, since <Meta /> sets the new title in this same commit.
    if (region.current) region.current.textContent = document.title;
    if (navigationType === 'POP') return;
    const target = focusTarget(location);
    if (target) {
      // A heading or section is not focusable by default; -1 lets script focus it without adding a Tab stop.
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    }
  }, [location, navigationType]);

  return (
    <div ref={region} className="sr-only" role="status" aria-live="polite" aria-atomic="true" data-route-announcer="" />
  );
}
