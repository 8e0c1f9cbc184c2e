/** An error page (403, 404, 503…): what happened, in words, and the way back to the inbox. */
import type { ReactElement } from 'react';
import { Document } from './Document.ts';
import { h } from './h.ts';
import { Icon } from './Icon.ts';
import { ADMIN } from './inbox.ts';
import { Logo } from './Logo.ts';

export interface ErrorPageProps {
  brand: string;
  status: number;
  title: string;
  message: string;
}

export function ErrorPage({ brand, status, title, message }: ErrorPageProps): ReactElement {
  return h(Document, {
    title,
    brand,
    children: h(
      'main',
      { className: 'signin', id: 'main' },
      h(
        'div',
        { className: 'signin__card' },
        h('div', { className: 'signin__brand' }, h(Logo, {}), h('span', { className: 'brand__name' }, brand)),
        h('p', { className: 'eyebrow' }, `Error ${status}`),
        h('h1', null, title),
        h('p', { className: 'lede' }, message),
        h(
          'a',
          { className: 'btn btn--primary', href: ADMIN },
          h(Icon, { name: 'left', size: 18 }),
          'Back to the inbox',
        ),
      ),
    ),
  });
}
