/** The sign-in page: user name and password, the page to go back to, and why the last try failed. */
import type { ReactElement } from 'react';
import { CsrfInput } from './CsrfInput.ts';
import { Document } from './Document.ts';
import { h } from './h.ts';
import { Icon } from './Icon.ts';
import { ADMIN, type PageContext } from './inbox.ts';
import { Logo } from './Logo.ts';
import { Notice } from './Notice.ts';

export interface SignInPageProps {
  context: PageContext;
  /** Where to go after signing in (already checked by safeNext). */
  next: string;
  /** The user name typed last time, kept in the form. */
  username?: string;
  error?: string;
}

export function SignInPage({ context, next, username, error }: SignInPageProps): ReactElement {
  return h(Document, {
    title: 'Sign in',
    brand: context.brand,
    children: h(
      'main',
      { className: 'signin', id: 'main' },
      h(
        'div',
        { className: 'signin__card' },
        h('div', { className: 'signin__brand' }, h(Logo, {}), h('span', { className: 'brand__name' }, context.brand)),
        h('h1', null, 'Staff sign-in'),
        h('p', { className: 'lede' }, 'Enquiries, hire requests and job applications sent through the website.'),
        error ? h(Notice, { kind: 'error', role: 'alert', children: error }) : null,
        h(
          'form',
          { method: 'post', action: `${ADMIN}/sign-in` },
          h(CsrfInput, { token: context.csrfToken }),
          h('input', { type: 'hidden', name: 'next', value: next }),
          h(
            'div',
            { className: 'field' },
            h('label', { htmlFor: 'username' }, 'User name'),
            h('input', {
              type: 'text',
              id: 'username',
              name: 'username',
              autoComplete: 'username',
              autoCapitalize: 'none',
              spellCheck: false,
              required: true,
              defaultValue: username ?? '',
              autoFocus: !username,
            }),
          ),
          h(
            'div',
            { className: 'field' },
            h('label', { htmlFor: 'password' }, 'Password'),
            h('input', {
              type: 'password',
              id: 'password',
              name: 'password',
              autoComplete: 'current-password',
              required: true,
              autoFocus: Boolean(username),
            }),
          ),
          h(
            'button',
            { className: 'btn btn--primary btn--block', type: 'submit' },
            h(Icon, { name: 'lock', size: 18 }),
            'Sign in',
          ),
        ),
        h(
          'p',
          { className: 'signin__note' },
          `For ${context.brand} staff only. Sign-in attempts are limited and logged.`,
        ),
      ),
    ),
  });
}
