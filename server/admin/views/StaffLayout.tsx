/** A page of the signed-in inbox: skip link, top bar (brand, lists with open counts, sign-out), main, footer. */
import type { ReactElement, ReactNode } from 'react';
import type { FormId } from '../../../app/forms/index.ts';
import { FORM_NAMES } from '../../submission-view.ts';
import { CsrfInput } from './CsrfInput.tsx';
import { Document } from './Document.tsx';
import { LogOut } from '../../../app/components/ui/ui-icons.tsx';
import { ADMIN, FORM_ORDER, type PageContext } from './inbox.ts';
import { Logo } from './Logo.tsx';

export interface StaffLayoutProps {
  title: string;
  /** Reload the page every so many seconds (while a publish runs), without a script. */
  refreshSeconds?: number | undefined;
  context: PageContext;
  children: ReactNode;
}

interface NavLinkProps {
  href: string;
  label: string;
  entry: FormId | 'overview' | 'openings' | 'articles';
  current: PageContext['current'];
  count?: number | undefined;
}

function NavLink({ href, label, entry, current, count }: NavLinkProps): ReactElement {
  return (
    <a
      href={href}
      className={entry === 'overview' ? 'mainnav__overview' : undefined}
      aria-current={current === entry ? 'page' : undefined}
    >
      {label}
      {count ? (
        <span className="count" aria-label={`${count} open`}>
          {count}
        </span>
      ) : null}
    </a>
  );
}

export function StaffLayout({ title, context, children, refreshSeconds }: StaffLayoutProps): ReactElement {
  const { brand, current } = context;
  return (
    <Document title={title} brand={brand} refreshSeconds={refreshSeconds}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="topbar">
        <div className="container topbar__inner">
          <a className="brand" href={ADMIN}>
            <Logo />
            <span className="brand__name">{brand}</span>
            <span className="brand__tag">Staff inbox</span>
          </a>
          <nav className="mainnav" aria-label="Inbox">
            <NavLink href={ADMIN} label="Overview" entry="overview" current={current} />
            {FORM_ORDER.map((form) => (
              <NavLink
                key={form}
                href={`${ADMIN}/${form}`}
                label={FORM_NAMES[form].short}
                entry={form}
                current={current}
                count={context.openCounts?.[form]}
              />
            ))}
            <NavLink href={`${ADMIN}/openings`} label="Openings" entry="openings" current={current} />
            <NavLink href={`${ADMIN}/articles`} label="Articles" entry="articles" current={current} />
          </nav>
          <div className="session">
            <span className="session__user">
              Signed in as <strong>{context.username}</strong>
            </span>
            <form method="post" action={`${ADMIN}/sign-out`}>
              <CsrfInput token={context.csrfToken} />
              <button className="btn btn--on-dark" type="submit">
                <LogOut size={18} />
                Sign out
              </button>
            </form>
          </div>
        </div>
      </header>
      <main id="main" className="container">
        {children}
      </main>
      <footer className="foot">
        <div className="container">
          <span>{`${brand} staff inbox. Not indexed, not linked from the public site.`}</span>
          <span>Personal data: handle with care.</span>
        </div>
      </footer>
    </Document>
  );
}
