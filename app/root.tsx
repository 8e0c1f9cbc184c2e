/**
 * The document of every page: head, skip link, the full-load loader, header, the
 * routed page, footer and the fixed Hire Developer button. The root loader runs at
 * build time and hands the shell its settings and navigation; the root stays
 * mounted across client navigations, so the loader never shows again after the
 * first document.
 */
import '@fontsource-variable/inter';
import '@fontsource-variable/plus-jakarta-sans';
import './styles/global.css';
// The same files the @font-face rules above name (one asset each, one hash).
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import jakartaLatin from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url';
import { type ReactNode, useEffect } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { Footer } from './components/Footer.tsx';
import { Header } from './components/Header.tsx';
import { HireButton } from './components/HireButton.tsx';
import { Loader } from './components/Loader.tsx';
import { getNavigation, getPage, getSettings, resolveContent } from './content/content.server.ts';
import { headFor } from './lib/site.server.ts';

export function loader() {
  const settings = getSettings();
  const fromEnv = process.env['LOADER_DURATION_MS'];
  // Only what the shell renders on every page: this data is inlined into every page's HTML.
  // Pages that show more of the settings (the founder, the full contact card) read them in their own loaders.
  const { brand, tagline, legalName, copyrightYear, claims, contact, social } = resolveContent(settings);
  return {
    settings: { brand, tagline, legalName, copyrightYear, claims, contact: { email: contact.email }, social },
    navigation: getNavigation(),
    // `npm run bench` builds once more with LOADER_DURATION_MS=0 to measure the site without it.
    loaderDurationMs: fromEnv ? Number(fromEnv) : settings.loaderDurationMs,
    // The catch-all route has no loader of its own (an unknown path has no .data file to fetch).
    notFound: getPage('404'),
    notFoundHead: headFor(getPage('404').seo, '/404'),
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

/** The root loader's data, for the shell and for routes without a loader of their own. */
export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>('root');
  if (!data) throw new Error('The root loader data is missing');
  return data;
}

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

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootData>('root');
  const { pathname } = useLocation();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4338ca" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {data && <Loader durationMs={data.loaderDurationMs} brand={data.settings.brand} />}
        {data && <Header navigation={data.navigation} path={pathname} />}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {data && <Footer navigation={data.navigation} settings={data.settings} />}
        {data && <HireButton cta={data.navigation.hireCta} path={pathname} note={data.settings.tagline} />}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the document once React has hydrated it: styles that need JavaScript key
  // on it, and the browser tests wait for it before they interact.
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = 'true';
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
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
