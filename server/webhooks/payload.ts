/**
 * What a delivery carries, built from the stored submission when it is sent:
 *
 * - The signed webhook's JSON: `type` submission.created, `timestamp` (when it was
 *   received), and `data` with `form`, `id`, `created_at`, `fields` (the form's own
 *   field names and values; the resume is never sent), `source` (the attribution
 *   fields under their CSV names) and `inbox_url`.
 * - The Slack message: which form, the sender's name, the source and the inbox
 *   link; no message text and no contact details, since Slack is a third party.
 *   The visitor's words (the name, the source) can form no link and no formatting.
 */
import { fieldsOf, forms, type FormId } from '../../app/forms/index.ts';
import { sourceFields } from '../attribution.ts';
import type { SubmissionRow } from '../db/inbox.ts';
import { FORM_NAMES, senderName, textOf } from '../submission-view.ts';

export function inboxUrl(form: FormId, id: string, siteUrl: string): string {
  return new URL(`/admin/${form}/${id}`, siteUrl).href;
}

export function webhookPayload(form: FormId, row: SubmissionRow, siteUrl: string) {
  const fields: Record<string, string | null> = {};
  for (const field of fieldsOf(forms[form])) {
    if (field.kind === 'file') continue;
    const value = row[field.name];
    fields[field.name] = value === null || value === undefined ? null : textOf(value);
  }
  return {
    type: 'submission.created',
    timestamp: row.createdAt.toISOString(),
    data: {
      form,
      id: row.id,
      created_at: row.createdAt.toISOString(),
      fields,
      source: sourceFields(row),
      inbox_url: inboxUrl(form, row.id, siteUrl),
    },
  };
}

/** Where a lead came from, in a few words: its utm_source, else the referrer's host, else "direct". */
export function sourceLabel(row: SubmissionRow): string {
  if (row.utmSource) return row.utmCampaign ? `${row.utmSource} (${row.utmCampaign})` : row.utmSource;
  const host = row.referrer ? URL.parse(row.referrer)?.host : undefined;
  return host || 'direct';
}

/** Characters Slack's mrkdwn reads as formatting: bold, italic, strike, code. */
const MRKDWN_FORMATTING = /[*_~`]/g;
/**
 * The characters links are made of, and look-alikes no linker reads: dots (also the
 * full-width and ideographic ones that IDNA reads as dots) become ․ (U+2024 ONE DOT
 * LEADER), a colon ꞉ (U+A789) and @ ＠ (U+FF20).
 */
const LINK_CHARACTERS: Record<string, string> = {
  '.': '\u2024',
  '\uFF0E': '\u2024',
  '\u3002': '\u2024',
  '\uFF61': '\u2024',
  ':': '\uA789',
  '@': '\uFF20',
};

/**
 * Visitor text as inert Slack mrkdwn, on one line. Slack reads & < > as markup
 * (escaped as Slack documents), * _ ~ ` as formatting (removed), and turns any URL,
 * domain or e-mail address into a link even without markup (incoming webhooks ignore
 * `parse`), so a name such as "www.evil.example" would arrive clickable. No URL,
 * domain or address survives the look-alikes of LINK_CHARACTERS, and a reader still
 * reads the text as written.
 */
export function slackText(text: string): string {
  return text
    .replace(MRKDWN_FORMATTING, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.:@\uFF0E\u3002\uFF61]/g, (character) => LINK_CHARACTERS[character] ?? character)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

export function slackMessage(form: FormId, row: SubmissionRow, siteUrl: string): { text: string } {
  const name = slackText(senderName(form, row)) || '(no name)';
  const link = inboxUrl(form, row.id, siteUrl);
  return {
    text: `New ${FORM_NAMES[form].singular.toLowerCase()} from ${name} · source: ${slackText(sourceLabel(row))} · <${link}|Open in the staff inbox>`,
  };
}
