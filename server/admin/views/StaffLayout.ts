/** A page of the signed-in inbox: skip link, top bar (brand, lists with open counts, sign-out), main, footer. */
import type { ReactElement, ReactNode } from 'react';
import type { FormId } from '../../../app/forms/index.ts';
import { FORM_NAMES } from '../../submission-view.ts';
import { CsrfInput } from './CsrfInput.ts';
import { Document } from './Document.ts';
import { h } from './h.ts';
import { Icon } from './Icon.ts';
import { ADMIN, FORM_ORDER, type PageContext } from './inbox.ts';
import { Logo } from './Logo.ts';

export interface StaffLayoutProps {
  title: string;
  context: PageContext;
  children: ReactNode;
}

interface NavLinkProps {
  href: string;
  label: string;
  entry: FormId | 'overview';
  current: PageContext['current'];
  count?: number | undefined;
}

function NavLink({ href, label, entry, current, count }: NavLinkProps): ReactElement {
  return h(
    'a',
    {
      href,
      ...(entry === 'overview' ? { className: 'mainnav__overview' } : {}),
      ...(current === entry ? { 'aria-current': 'page' as const } : {}),
    },
    label,
    count ? h('span', { className: 'count', 'aria-label': `${count} open` }, count) : null,
  );
}

export function StaffLayout({ title, context, children }: StaffLayoutProps): ReactElement {
  const { brand, current } = context;
  return h(Document, {
    title,
    brand,
    children: [
      h('a', { key: 'skip', className: 'skip-link', href: '#main' }, 'Skip to content'),
      h(
        'header',
        { key: 'header', className: 'topbar' },
        h(
          'div',
          { className: 'container topbar__inner' },
          h(
            'a',
            { className: 'brand', href: ADMIN },
            h(Logo, {}),
            h('span', { className: 'brand__name' }, brand),
            h('span', { className: 'brand__tag' }, 'Staff inbox'),
          ),
          h(
            'nav',
            { className: 'mainnav', 'aria-label': 'Inbox' },
            h(NavLink, { href: ADMIN, label: 'Overview', entry: 'overview', current }),
            ...FORM_ORDER.map((form) =>
              h(NavLink, {
                key: form,
                href: `${ADMIN}/${form}`,
                label: FORM_NAMES[form].short,
                entry: form,
                current,
                count: context.openCounts?.[form],
              }),
            ),
          ),
          h(
            'div',
            { className: 'session' },
            h('span', { className: 'session__user' }, 'Signed in as ', h('strong', null, context.username)),
            h(
              'form',
              { method: 'post', action: `${ADMIN}/sign-out` },
              h(CsrfInput, { token: context.csrfToken }),
              h(
                'button',
                { className: 'btn btn--on-dark', type: 'submit' },
                h(Icon, { name: 'logout', size: 18 }),
                'Sign out',
              ),
            ),
          ),
        ),
      ),
      h('main', { key: 'main', id: 'main', className: 'container' }, children),
      h(
        'footer',
        { key: 'footer', className: 'foot' },
        h(
          'div',
          { className: 'container' },
          h('span', null, `${brand} staff inbox. Not indexed, not linked from the public site.`),
          h('span', null, 'Personal data: handle with care.'),
        ),
      ),
    ],
  });
}
