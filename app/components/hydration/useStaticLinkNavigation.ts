/**
 * Client navigation for the links inside static stretches (Static.tsx). Their `<a>`
 * elements were prerendered by `<Link>` but are never hydrated, so React Router's own
 * click handler is not attached to them; without this, a click would load a new
 * document. One listener on the document does for them what `<Link>` does: an
 * unmodified primary click on a link to another page of this site becomes a
 * `navigate()`, with the options the link was given (`replace`, `state`,
 * `viewTransition`, `preventScrollReset`, which `ui/Link.tsx` writes into `data-*`), and
 * everything else (a new tab, a download, `reloadDocument`, a file such as /rss.xml,
 * another origin, a jump within the page) is left to the browser. A link's `prefetch`
 * ("intent": pointer or focus on it; "viewport": in view) names the pages whose code and
 * data the root prefetches (`<PrefetchPageLinks>`), as `<Link>` does; "render" needs
 * nothing, its `<link rel="prefetch">` tags are in the prerendered HTML.
 */
import { useEffect, useState } from 'react';
import { type NavigateOptions, useLocation, useNavigate } from 'react-router';
import { STATIC_ATTRIBUTE } from './Static.tsx';

/** Paths the server answers with something other than a page of this app. */
const NOT_A_PAGE = /^\/(?:admin|webAPI)(?:\/|$)|\.[a-z0-9]+$/i;

/** The in-app path a click on `anchor` should navigate to, or null to leave it to the browser. */
export function staticLinkTarget(anchor: HTMLAnchorElement, current: Location): string | null {
  if (!anchor.closest(`[${STATIC_ATTRIBUTE}]`)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  if (anchor.hasAttribute('data-reload-document')) return null;
  const url = new URL(anchor.href, current.href);
  if (url.origin !== current.origin || NOT_A_PAGE.test(url.pathname)) return null;
  // A jump within the page: the browser scrolls to the fragment itself.
  if (url.pathname === current.pathname && url.search === current.search && url.hash) return null;
  return url.pathname + url.search + url.hash;
}

/** The `<Link>` options a prerendered link carries (ui/Link.tsx). */
export function staticLinkOptions(anchor: HTMLAnchorElement): NavigateOptions {
  const { replace, state, viewTransition, preventScrollReset } = anchor.dataset;
  return {
    replace: replace !== undefined,
    state: state === undefined ? undefined : JSON.parse(state),
    viewTransition: viewTransition !== undefined,
    preventScrollReset: preventScrollReset !== undefined,
  };
}

const staticAnchor = (target: EventTarget | null) => {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  return anchor instanceof HTMLAnchorElement ? anchor : null;
};

/** Navigates for the static stretches' links; returns the pages their `prefetch` asks for. */
export function useStaticLinkNavigation(): string[] {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [prefetch, setPrefetch] = useState<string[]>([]);
  useEffect(() => {
    const want = (anchor: HTMLAnchorElement) => {
      const to = staticLinkTarget(anchor, window.location);
      if (to !== null) setPrefetch((pages) => (pages.includes(to) ? pages : [...pages, to]));
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const anchor = staticAnchor(event.target);
      const to = anchor && staticLinkTarget(anchor, window.location);
      if (!anchor || to === null) return;
      event.preventDefault();
      void navigate(to, staticLinkOptions(anchor));
    };
    const onIntent = (event: Event) => {
      const anchor = staticAnchor(event.target);
      if (anchor?.dataset['prefetch'] === 'intent') want(anchor);
    };
    const inView = new IntersectionObserver((entries) => {
      for (const entry of entries) if (entry.isIntersecting) want(entry.target as HTMLAnchorElement);
    });
    for (const anchor of document.querySelectorAll<HTMLAnchorElement>(
      `[${STATIC_ATTRIBUTE}] a[data-prefetch=viewport]`,
    ))
      inView.observe(anchor);
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      inView.disconnect();
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [navigate, pathname]);
  return prefetch;
}
