/**
 * The site sets its copy with typographic quotes (app/lib/typography.ts): the spec's
 * "Let's Connect Now" is shown as "Let’s Connect Now". A test that looks a spec text up
 * matches either form with `specText`, so the words stay the spec's and only the glyph of
 * an apostrophe or quotation mark may differ.
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A pattern of `text` whose quotes and apostrophes match their straight or typographic
 * forms. Like Playwright's own matching of a string, it ignores case (a label set in
 * capitals by CSS, "LET’S TALK", is named "Let’s Talk") unless `matchCase` is set.
 */
export function specText(text: string, { exact = false, matchCase = false } = {}): RegExp {
  const body = escape(text).replace(/['‘’]/g, "['‘’]").replace(/["“”]/g, '["“”]');
  return new RegExp(exact ? `^${body}$` : body, matchCase ? '' : 'i');
}
