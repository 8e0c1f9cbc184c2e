/** The sign-in page: user name and password, the page to go back to, and why the last try failed. */
import type { ReactElement } from 'react';
import { CsrfInput } from './CsrfInput.tsx';
import { Document } from './Document.tsx';
import { LockKeyhole } from '../../../app/components/ui/ui-icons.tsx';
import { ADMIN, type PageContext } from './inbox.ts';
import { Logo } from './Logo.tsx';
import { Notice } from './Notice.tsx';

export interface SignInPageProps {
  context: PageContext;
  /** Where to go after signing in (already checked by safeNext). */
  next: string;
  /** The user name typed last time, kept in the form. */
  username?: string;
  error?: string;
}

export function SignInPage({ context, next, username, error }: SignInPageProps): ReactElement {
  return (
    <Document title="Sign in" brand={context.brand}>
      <main className="signin" id="main">
        <div className="signin__card">
          <div className="signin__brand">
            <Logo />
            <span className="brand__name">{context.brand}</span>
          </div>
          <h1>Staff sign-in</h1>
          <p className="lede">Enquiries, hire requests and job applications sent through the website.</p>
          {error ? (
            <Notice kind="error" role="alert">
              {error}
            </Notice>
          ) : null}
          <form method="post" action={`${ADMIN}/sign-in`}>
            <CsrfInput token={context.csrfToken} />
            <input type="hidden" name="next" value={next} />
            <div className="field">
              <label htmlFor="username">User name</label>
              <input
                type="text"
                id="username"
                name="username"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                required
                defaultValue={username ?? ''}
                autoFocus={!username}
              />
            </div>
            <div className="field">
              <label htmlFor="password">Password</label>
              <input
                type="password"
                id="password"
                name="password"
                autoComplete="current-password"
                required
                autoFocus={Boolean(username)}
              />
            </div>
            <button className="btn btn--primary btn--block" type="submit">
              <LockKeyhole size={18} />
              Sign in
            </button>
          </form>
          <p className="signin__note">{`For ${context.brand} staff only. Sign-in attempts are limited and logged.`}</p>
        </div>
      </main>
    </Document>
  );
}
