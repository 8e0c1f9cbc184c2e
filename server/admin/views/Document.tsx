/** The HTML document of every inbox page: not indexed, no referrer, the inbox's stylesheet, no script. */
import type { ReactElement, ReactNode } from 'react';
import { STYLESHEET } from './inbox.ts';

export interface DocumentProps {
  /** What the page is; the tab reads "<title> · <brand> staff inbox". */
  title: string;
  brand: string;
  children: ReactNode;
  /** Reload the page every so many seconds (a publish in progress), without a script. */
  refreshSeconds?: number | undefined;
}

export function Document({ title, brand, children, refreshSeconds }: DocumentProps): ReactElement {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="referrer" content="same-origin" />
        {refreshSeconds ? <meta httpEquiv="refresh" content={String(refreshSeconds)} /> : null}
        <title>{`${title} · ${brand} staff inbox`}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={STYLESHEET} />
      </head>
      <body>{children}</body>
    </html>
  );
}
