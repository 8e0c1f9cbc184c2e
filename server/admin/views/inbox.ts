/**
 * What the staff inbox's pages share besides components: its paths, the order of
 * its lists, what every page is told (PageContext) and the links it builds.
 */
import type { FormId } from '../../../app/forms/index.ts';
import type { State } from '../../db/inbox.ts';

export const ADMIN = '/admin';
export const STYLESHEET = `${ADMIN}/assets/admin.css`;
export const FORM_ORDER: readonly FormId[] = ['contact', 'hire', 'job-apply'];

export interface PageContext {
  brand: string;
  csrfToken: string;
  /** The signed-in member of staff; undefined on the sign-in page. */
  username?: string;
  /** Open submissions by form, for the navigation's counters. */
  openCounts?: Record<FormId, number>;
  /** Which navigation entry is current. */
  current?: FormId | 'overview' | 'openings' | 'articles';
  /** The agency's time zone (AGENCY_TIME_ZONE): every date and time is shown in it. */
  timeZone: string;
  /** Today in the agency's time zone, YYYY-MM-DD. */
  today: string;
}

/** What a list shows: its filters, search and page. */
export interface ListParams {
  state?: State;
  search?: string;
  stage?: string | undefined;
  role?: string | undefined;
  owner?: string | undefined;
  /** Follow-ups due by this day only. */
  due?: boolean | undefined;
  page?: number;
}

/** A list's address with its filters, search and page (defaults left out). */
export function listUrl(form: FormId, params: ListParams, suffix = ''): string {
  const query = new URLSearchParams();
  if (params.state && params.state !== 'open') query.set('state', params.state);
  if (params.search) query.set('q', params.search);
  if (params.stage) query.set('stage', params.stage);
  if (params.role) query.set('role', params.role);
  if (params.owner) query.set('owner', params.owner);
  if (params.due) query.set('due', 'today');
  if (params.page && params.page > 1) query.set('page', String(params.page));
  const text = query.toString();
  return `${ADMIN}/${form}${suffix}${text ? `?${text}` : ''}`;
}

/** A tel: link to a number as typed: its digits and a leading +, nothing else (RFC 3966's global number). */
export function telHref(number: string): string | undefined {
  const digits = number.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return digits.replace('+', '').length >= 5 ? `tel:${digits}` : undefined;
}

/**
 * A mailto: link to one address with a subject. The address is percent-encoded
 * (its local part and its domain, around the last @), so whatever an address holds,
 * `?`, `&`, `%` or `,` included, it stays one recipient and cannot add a CC, a BCC,
 * another recipient or a body to the e-mail (RFC 6068).
 */
export function mailtoHref(address: string, subject: string): string {
  const at = address.lastIndexOf('@');
  const encoded =
    at < 0
      ? encodeURIComponent(address)
      : `${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
  return `mailto:${encoded}?subject=${encodeURIComponent(subject)}`;
}
