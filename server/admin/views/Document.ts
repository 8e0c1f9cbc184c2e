/** The HTML document of every inbox page: not indexed, no referrer, the inbox's stylesheet, no script. */
import type { ReactElement, ReactNode } from 'react';
import { h } from './h.ts';
import { STYLESHEET } from './inbox.ts';

export interface DocumentProps {
  /** What the page is; the tab reads "<title> · <brand> staff inbox". */
  title: string;
  brand: string;
  children: ReactNode;
}

export function Document({ title, brand, children }: DocumentProps): ReactElement {
  return h(
    'html',
    { lang: 'en' },
    h(
      'head',
      null,
      h('meta', { charSet: 'utf-8' }),
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      h('meta', { name: 'robots', content: 'noindex, nofollow' }),
      h('meta', { name: 'referrer', content: 'same-origin' }),
      h('title', null, `${title} · ${brand} staff inbox`),
      h('link', { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }),
      h('link', { rel: 'stylesheet', href: STYLESHEET }),
    ),
    h('body', null, children),
  );
}
