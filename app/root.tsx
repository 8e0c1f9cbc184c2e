/**
 * The document of every page: head, skip link, the full-load loader, header, the
 * routed page, footer, the fixed Hire Developer button and the announcer of client
 * navigations. The root loader runs at build time and hands the shell its settings
 * and navigation; the root stays mounted across client navigations, so the loader
 * never shows on them.
 */
import '@fontsource-variable/inter';
import '@fontsource-variable/plus-jakarta-sans';
// The label voice (eyebrows, indexes, figures' labels): small text, so not preloaded.
import '@fontsource-variable/geist-mono';
import './styles/global.css';
// The same files the @font-face rules above name (one asset each, one hash).
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import jakartaLatin from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  PrefetchPageLinks,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { Header } from './components/layout/Header.tsx';
import { HireButton } from './components/layout/HireButton.tsx';
import { Loader, LoaderSkipScript } from './components/layout/Loader.tsx';
import { RouteAnnouncer } from './components/layout/RouteAnnouncer.tsx';
import { Static } from './components/hydration/Static.tsx';
import { useStaticLinkNavigation } from './components/hydration/useStaticLinkNavigation.ts';
import { useKeyboardScrollableRows } from './components/ui/useKeyboardScrollableRows.ts';
import { getNavigation, getPage, getSettings, resolveContent } from './content/content.server.ts';
import { captureAttribution } from './lib/attribution.ts';
import { headTags } from './lib/head.ts';
import { usePageViews } from './lib/usePageViews.ts';
import type { RootData } from './lib/root-data.ts';
import { headFor } from './lib/site.server.ts';

// Static (never hydrated): fetched only when a layout is rendered on the client, which
// happens when the SPA fallback document gives way to a page.
const Footer = lazy(() => import('./components/layout/Footer.tsx').then((module) => ({ default: module.Footer })));
// Only the 404 page and the error boundary show it: its code (and the page hero's) is fetched
// then, not with every page (the catch-all route imports it itself).
const NotFoundPage = lazy(() =>
  import('./components/layout/NotFoundPage.tsx').then((module) => ({ default: module.NotFoundPage })),
);

export function loader(): RootData {
  const settings = getSettings();
  const fromEnv = process.env['LOADER_DURATION_MS'];
  // Only what the shell renders on every page: this data is inlined into every page's HTML.
  // Pages that show more of the settings (the founder, the full contact card) read them in their own loaders.
  const { brand, tagline, legalName, copyrightYear, claims, contact, social } = resolveContent(settings);
  return {
    settings: { brand, tagline, legalName, copyrightYear, claims, contact: { email: contact.email }, social },
    navigation: getNavigation(),
    loaderDurationMs: fromEnv ? Number(fromEnv) : settings.loaderDurationMs,
    notFound: getPage('404'),
    notFoundHead: headFor(getPage('404').seo),
  };
}

const isNotFound = (error: unknown) => isRouteErrorResponse(error) && error.status === 404;

// The head of the 404 page, wherever the root is the deepest route shown: the document for
// paths with no page of their own (HydrateFallback below) and a slug that has no content
// (ErrorBoundary). Every page's own `meta` replaces it.
export const meta: Route.MetaFunction = ({ error, loaderData }) =>
  error && !isNotFound(error) ? [] : headTags(loaderData?.notFoundHead, '/404');

export const links: Route.LinksFunction = () => [
  // The Latin faces every page's text uses, fetched with the document instead of after the
  // stylesheet and the first layout: the text paints once, in its own font, without the
  // swap that moved boxes (CLS) and delayed the first contentful paint.
  ...[interLatin, jakartaLatin].map((href) => ({
    rel: 'preload',
    href,
    as: 'font',
    type: 'font/woff2',
    crossOrigin: 'anonymous' as const,
  })),
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'alternate', type: 'application/rss+xml', title: 'Blog', href: '/rss.xml' },
  { rel: 'sitemap', type: 'application/xml', href: '/sitemap.xml' },
];

/**
 * Whether a layout has been mounted in this document. React Router mounts a new one when
 * the root goes from the SPA fallback (the 404 document) to the page or to the error
 * boundary; the loader belongs to the document's first layout only, so it never shows twice.
 */
let layoutMounted = false;

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootData>('root');
  const { pathname } = useLocation();
  // The 404 page (the SPA fallback, prerendered at "/", or the catch-all route) is no entry
  // of the navigation: nothing in the header is marked current there, Home included.
  const routeError = useRouteError();
  const matches = useMatches();
  const onNavigablePage =
    routeError === undefined && matches.some((match) => match.id !== 'root' && match.id !== 'routes/not-found');
  const [firstLayout] = useState(() => !layoutMounted);
  // Marks the document once React has hydrated it, whatever the root shows (a page, the
  // 404 fallback, an error): styles that need JavaScript key on it, and the browser
  // tests wait for it before they interact.
  useEffect(() => {
    layoutMounted = true;
    document.documentElement.dataset['hydrated'] = 'true';
    // Where the visitor came from, recorded on the tab's first page for the forms to send.
    captureAttribution();
  }, []);
  // The pages a static stretch's links ask to prefetch (their `prefetch` option).
  const prefetchPages = useStaticLinkNavigation();
  useKeyboardScrollableRows(pathname);
  // Cookie-free page views and field speed (docs/analytics.md), once the page is interactive.
  usePageViews();
  return (
    // The head script may mark <html> before hydration (data-loader): an attribute React does not own.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {data && <LoaderSkipScript durationMs={data.loaderDurationMs} />}
        <meta name="theme-color" content="#4338ca" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {data && firstLayout && <Loader durationMs={data.loaderDurationMs} brand={data.settings.brand} />}
        {data && <Header navigation={data.navigation} path={onNavigablePage ? pathname : ''} />}
        {/* Shown in the header's row below 1340 px: it comes next in the Tab order and to a screen reader. */}
        {data && <HireButton cta={data.navigation.hireCta} path={pathname} />}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {data && (
          <Suspense>
            <Static>
              <Footer navigation={data.navigation} settings={data.settings} />
            </Static>
          </Suspense>
        )}
        <RouteAnnouncer />
        <ScrollRestoration />
        {prefetchPages.map((page) => (
          <PrefetchPageLinks key={page} page={page} />
        ))}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Each page is mounted afresh, also between two pages of one route (/work/a → /work/b):
  // its static stretches (Static.tsx) then render the new page instead of keeping the
  // HTML they adopted when the document was hydrated.
  const { pathname } = useLocation();
  return <Outlet key={pathname} />;
}

/**
 * React Router's SPA fallback document, which the server sends with status 404 for
 * every path it has no prerendered page for: the 404 page, complete without
 * JavaScript. Once hydrated, the router loads the path's routes and shows the same
 * page, from the catch-all route or, for a slug without content, the error boundary.
 */
export function HydrateFallback({ loaderData }: Route.HydrateFallbackProps) {
  return loaderData ? <NotFoundPage page={loaderData.notFound} /> : null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<RootData>('root');
  // A loader that found no content for its slug: the same 404 page as any unknown path.
  if (isNotFound(error) && data) return <NotFoundPage page={data.notFound} />;
  const message = error instanceof Error ? error.message : 'An unexpected error occurred.';
  return (
    <section className="container error-page">
      <h1>Something went wrong</h1>
      <p>{message}</p>
      <a className="button" href="/">
        Back to Home
      </a>
    </section>
  );
}
