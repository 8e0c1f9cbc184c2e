/**
 * The staff inbox's pages as HTML documents: what server/admin/index.ts sends, rendered
 * by the server's one HTML renderer (server/html.ts, as the e-mails are). The server
 * imports these TSX modules as source (server/tsx-hooks.ts compiles their JSX as they
 * are loaded); tsc and the Vitest suites read them as they are.
 */
import { htmlDocument } from '../../html.ts';
import { DeskFormPage, type DeskFormPageProps, DeskListPage, type DeskListPageProps } from './DeskPages.tsx';
import { DetailPage, type DetailPageProps } from './DetailPage.tsx';
import { ErrorPage, type ErrorPageProps } from './ErrorPage.tsx';
import { ListPage, type ListPageProps } from './ListPage.tsx';
import { OverviewPage, type OverviewPageProps } from './OverviewPage.tsx';
import { SignInPage, type SignInPageProps } from './SignInPage.tsx';

export const signInPage = (props: SignInPageProps): string => htmlDocument(<SignInPage {...props} />);
export const errorPage = (props: ErrorPageProps): string => htmlDocument(<ErrorPage {...props} />);
export const overviewPage = (props: OverviewPageProps): string => htmlDocument(<OverviewPage {...props} />);
export const listPage = (props: ListPageProps): string => htmlDocument(<ListPage {...props} />);
export const detailPage = (props: DetailPageProps): string => htmlDocument(<DetailPage {...props} />);
export const deskListPage = (props: DeskListPageProps): string => htmlDocument(<DeskListPage {...props} />);
export const deskFormPage = (props: DeskFormPageProps): string => htmlDocument(<DeskFormPage {...props} />);
export type { DeskView, FieldSpec } from './DeskPages.tsx';
