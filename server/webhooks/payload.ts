/**
 * What a delivery carries, built from the stored submission when it is sent:
 *
 * - The signed webhook's JSON: `type` submission.created, `timestamp` (when it was
 *   received), and `data` with `form`, `id`, `created_at`, `fields` (the form's own
 *   field names and values; the resume is never sent), `source` (the attribution
 *   fields under their CSV names) and `inbox_url`.
 * - The Slack message: which form, the sender's name, the source and the inbox
 *   link; no message text and no contact details, since Slack is a third party.
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

/** Slack's mrkdwn treats & < > as markup: escaped as Slack documents. */
function slackText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function slackMessage(form: FormId, row: SubmissionRow, siteUrl: string): { text: string } {
  const name = slackText(senderName(form, row).replace(/\s+/g, ' ').trim() || '(no name)');
  const link = inboxUrl(form, row.id, siteUrl);
  return {
    text: `New ${FORM_NAMES[form].singular.toLowerCase()} from ${name} · source: ${slackText(sourceLabel(row))} · <${link}|Open in the staff inbox>`,
  };
}
