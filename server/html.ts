/**
 * HTML written by the server (the staff inbox, the HTML part of e-mails) through
 * one tagged template: every interpolated value is escaped (escape-html) unless it
 * is itself the result of `html`…`` or of `trusted()`, so text typed by a visitor can
 * never become markup. Arrays are joined; null, undefined and false render nothing.
 *
 *   html`<td>${submission.fullname}</td>`   // escaped
 *   html`<ul>${items.map((item) => html`<li>${item}</li>`)}</ul>`
 */
import escapeHtml from 'escape-html';

export class Html {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
  toString(): string {
    return this.value;
  }
}

export type HtmlValue = Html | string | number | boolean | null | undefined | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof Html) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): Html {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new Html(out);
}

/** Markup written by this program (never text from a request or the database). */
export function trusted(markup: string): Html {
  return new Html(markup);
}

/** Escaped text whose line breaks become <br>. */
export function multiline(text: string): Html {
  return new Html(
    text
      .split('\n')
      .map((line) => escapeHtml(line))
      .join('<br>'),
  );
}
