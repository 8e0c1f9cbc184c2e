/**
 * Client navigation for the links inside static stretches (Static.tsx). Their `<a>`
 * elements were prerendered by `<Link>` but are never hydrated, so React Router's own
 * click handler is not attached to them; without this, a click would load a new
 * document. One listener on the document does for them what `<Link>` does: an
 * unmodified primary click on a link to another page of this site becomes a
 * `navigate()`, and everything else (a new tab, a download, a file such as
 * /rss.xml, another origin, a jump within the page) is left to the browser.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { STATIC_ATTRIBUTE } from './Static.tsx';

/** Paths the server answers with something other than a page of this app. */
const NOT_A_PAGE = /^\/(?:admin|webAPI)(?:\/|$)|\.[a-z0-9]+$/i;

/** The in-app path a click on `anchor` should navigate to, or null to leave it to the browser. */
export function staticLinkTarget(anchor: HTMLAnchorElement, current: Location): string | null {
  if (!anchor.closest(`[${STATIC_ATTRIBUTE}]`)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, current.href);
  if (url.origin !== current.origin || NOT_A_PAGE.test(url.pathname)) return null;
  // A jump within the page: the browser scrolls to the fragment itself.
  if (url.pathname === current.pathname && url.search === current.search && url.hash) return null;
  return url.pathname + url.search + url.hash;
}

export function useStaticLinkNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const to = staticLinkTarget(anchor, window.location);
      if (to === null) return;
      event.preventDefault();
      void navigate(to);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
