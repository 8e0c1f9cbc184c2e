/**
 * The server's one HTML renderer: the staff inbox's pages (server/admin/views) and the
 * HTML part of every e-mail (server/mail/views.tsx) are React elements, rendered here
 * to static markup (no hydration, no script). React escapes every text child and
 * attribute value, so text typed by a visitor can never become markup.
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** A whole document: the doctype, then the <html> element. */
export function htmlDocument(page: ReactElement): string {
  return `<!doctype html>\n${renderToStaticMarkup(page)}`;
}
