/**
 * The staff inbox's pages as HTML documents: what server/admin/index.ts sends. Static
 * markup (no hydration, no script); React escapes every text child and attribute value,
 * so text typed by a visitor can never become markup.
 *
 * The production server runs its TypeScript under Node's type stripping, which does not
 * compile JSX, so `npm run build` compiles this module and the components it imports to
 * build/admin-views/pages.js (server/admin/compile-views.ts, always production JSX); the
 * server and the Vitest suites import that through the package's "#admin-views" import.
 * tsc reads these files as they are (the import's "types" condition).
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DeskFormPage, type DeskFormPageProps, DeskListPage, type DeskListPageProps } from './DeskPages.tsx';
import { DetailPage, type DetailPageProps } from './DetailPage.tsx';
import { ErrorPage, type ErrorPageProps } from './ErrorPage.tsx';
import { ListPage, type ListPageProps } from './ListPage.tsx';
import { OverviewPage, type OverviewPageProps } from './OverviewPage.tsx';
import { SignInPage, type SignInPageProps } from './SignInPage.tsx';

/** A whole page: the doctype, then the <html> element. */
function document(page: ReactElement): string {
  return `<!doctype html>\n${renderToStaticMarkup(page)}`;
}

export const signInPage = (props: SignInPageProps): string => document(<SignInPage {...props} />);
export const errorPage = (props: ErrorPageProps): string => document(<ErrorPage {...props} />);
export const overviewPage = (props: OverviewPageProps): string => document(<OverviewPage {...props} />);
export const listPage = (props: ListPageProps): string => document(<ListPage {...props} />);
export const detailPage = (props: DetailPageProps): string => document(<DetailPage {...props} />);
export const deskListPage = (props: DeskListPageProps): string => document(<DeskListPage {...props} />);
export const deskFormPage = (props: DeskFormPageProps): string => document(<DeskFormPage {...props} />);
export type { DeskView, FieldSpec } from './DeskPages.tsx';
