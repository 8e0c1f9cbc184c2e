/**
 * The two e-mails of a submission, each with a plain-text and an HTML part:
 *
 * - The notification to staff: every field under its label (escaped in the HTML
 *   part), when and from where it was sent, a link to it in the staff inbox, the
 *   resume attached, and Reply-To set to the sender so that a reply reaches them.
 * - The acknowledgement to the sender: short and friendly. It repeats nothing the
 *   visitor typed, so the form cannot be used to send someone else a text of one's
 *   choosing; Reply-To is the team that handles the submission.
 */
import type { SendMailOptions } from 'nodemailer';
import type { FormId } from '../../app/forms/index.ts';
import type { SubmissionRow } from '../db/inbox.ts';
import { html, multiline, trusted, type Html } from '../html.ts';
import type { SiteSettings } from '../site-settings.ts';
import {
  fieldViews,
  FORM_NAMES,
  formatDate,
  formatDateTime,
  formatSize,
  senderName,
  sourceViews,
  textOf,
} from '../submission-view.ts';

export interface Attachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MessageContext {
  site: SiteSettings;
  /** MAIL_FROM. */
  from: string;
  /** Public origin, for the link to the staff inbox. */
  siteUrl: string;
  /** Staff address(es) of the form: Reply-To of the acknowledgement. */
  team: string;
  /** Whether the staff inbox is on (otherwise the notification has no link to it). */
  inboxEnabled: boolean;
  /** The agency's time zone (AGENCY_TIME_ZONE), in which dates and times are written. */
  timeZone: string;
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * Header text from a value a visitor typed: one line, at most `max` characters as a
 * reader counts them (grapheme clusters), so a cut never splits an emoji, a flag or
 * a letter with its accents.
 */
export function headerText(value: string, max = 120): string {
  const line = value.replace(/\s+/g, ' ').trim();
  const segments = Array.from(graphemes.segment(line), (part) => part.segment);
  return segments.length > max ? `${segments.slice(0, max - 1).join('')}…` : line;
}

/**
 * Visitor text for a header, never an RFC 2047 encoded-word: nodemailer leaves
 * printable ASCII as it is (an ASCII display name in quotes), and a mail client then
 * decodes `=?utf-8?b?…?=` there into any text, CR/LF and a "Bcc:" line included. An
 * invisible WORD JOINER (U+2060) between "=" and "?" means no "=?" is left to start
 * one, and, no longer ASCII, the whole value is sent as nodemailer's own encoded-words,
 * which a reader decodes once, to the same glyphs that were typed. (Reply-To cannot be
 * handed to nodemailer pre-encoded: it always formats that header itself.)
 */
function noEncodedWords(text: string): string {
  return text.replaceAll('=?', '=\u2060?');
}

const NOTIFICATION_SUBJECT: Record<FormId, string> = {
  contact: 'New project enquiry',
  hire: 'New hire request',
  'job-apply': 'New job application',
};

/** Inline, since mail clients drop stylesheets. */
const INBOX_BUTTON_STYLE =
  'display:inline-block;background:#4338ca;color:#ffffff;text-decoration:none;font-weight:600;' +
  'padding:10px 18px;border-radius:8px;';

/** The e-mails' one layout: a title bar, the body and a footer, styled inline. */
export function layout(title: string, body: Html, footer: Html): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width" />
        <title>${title}</title>
      </head>
      <body
        style="margin:0;padding:0;background:#f6f7fb;font-family:Inter,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1e293b;"
      >
        <table
          role="presentation"
          width="100%"
          cellpadding="0"
          cellspacing="0"
          style="background:#f6f7fb;padding:24px 12px;"
        >
          <tr>
            <td align="center">
              <table
                role="presentation"
                width="100%"
                cellpadding="0"
                cellspacing="0"
                style="max-width:640px;background:#ffffff;border:1px solid #d8dee9;border-radius:12px;"
              >
                <tr>
                  <td
                    style="padding:20px 28px;border-bottom:3px solid #4338ca;font-size:18px;font-weight:700;color:#0b1226;"
                  >
                    ${title}
                  </td>
                </tr>
                <tr>
                  <td style="padding:24px 28px;font-size:15px;line-height:1.6;">${body}</td>
                </tr>
                <tr>
                  <td style="padding:16px 28px;border-top:1px solid #d8dee9;font-size:13px;color:#475569;">
                    ${footer}
                  </td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html>`.value;
}

export function notification(
  form: FormId,
  row: SubmissionRow,
  recipient: string,
  context: MessageContext,
  resume?: Attachment & { size: number; originalName: string },
): SendMailOptions {
  const name = senderName(form, row);
  const fields = fieldViews(form, row);
  const sources = sourceViews(row);
  const received = formatDateTime(row.createdAt, context.timeZone);
  const subject = headerText(
    `${NOTIFICATION_SUBJECT[form]} from ${name}` +
      (form === 'job-apply' ? `, ${textOf(row['currentdesignation'])}` : ''),
  );
  const link = context.inboxEnabled ? `${new URL(`/admin/${form}/${row.id}`, context.siteUrl).href}` : undefined;
  const title = `${FORM_NAMES[form].singular} from ${name}`;

  const text = [
    `${title}, received ${received}.`,
    '',
    ...fields.map((field) =>
      field.long
        ? `${field.label}:\n${(field.value || '(not given)').replace(/^/gm, '    ')}\n`
        : `${field.label}: ${field.value || '(not given)'}`,
    ),
    ...(resume ? ['', `Resume: ${resume.filename} (${formatSize(resume.size)}), attached.`] : []),
    '',
    ...(sources.length > 0
      ? ['Where it came from:', ...sources.map((source) => `${source.label}: ${source.value}`)]
      : ['Where it came from: not recorded.']),
    '',
    `Sent from ${row.clientAddress} with ${row.userAgent || 'an unknown browser'}.`,
    ...(link ? [`Open it in the staff inbox: ${link}`] : []),
    `Reply to this e-mail to answer ${name} directly.`,
  ].join('\n');

  const cell = 'padding:8px 12px 8px 0;border-bottom:1px solid #eef0f5;vertical-align:top;';
  const body = html`<p style="margin:0 0 16px;">
      Received ${received}. Reply to this e-mail to answer ${name} directly.
    </p>
    <table
      role="presentation"
      width="100%"
      cellpadding="0"
      cellspacing="0"
      style="border-collapse:collapse;font-size:15px;"
    >
      ${fields.map(
        (field) =>
          html`<tr>
            <th scope="row" align="left" style="${cell}width:38%;font-weight:600;color:#475569;">${field.label}</th>
            <td style="${cell}color:#0b1226;">
              ${field.value ? multiline(field.value) : trusted('<span style="color:#94a3b8;">(not given)</span>')}
            </td>
          </tr>`,
      )}
      ${
        resume
          ? html`<tr>
              <th scope="row" align="left" style="${cell}font-weight:600;color:#475569;">Resume</th>
              <td style="${cell}">${resume.filename} (${formatSize(resume.size)}), attached</td>
            </tr>`
          : ''
      }
    </table>
    <p style="margin:24px 0 8px;font-weight:600;">Where it came from</p>
    ${
      sources.length > 0
        ? html`<table
            role="presentation"
            width="100%"
            cellpadding="0"
            cellspacing="0"
            style="border-collapse:collapse;font-size:14px;"
          >
            ${sources.map(
              (source) =>
                html`<tr>
                  <th scope="row" align="left" style="${cell}width:38%;font-weight:600;color:#475569;">
                    ${source.label}
                  </th>
                  <td style="${cell}color:#0b1226;">${source.value}</td>
                </tr>`,
            )}
          </table>`
        : html`<p style="margin:0;color:#475569;">Not recorded.</p>`
    }
    ${link ? html`<p style="margin:24px 0 0;"><a href="${link}" style="${INBOX_BUTTON_STYLE}">Open in the staff inbox</a></p>` : ''}`;
  const footer = html`Sent from ${row.clientAddress} with ${row.userAgent || 'an unknown browser'}.`;

  return {
    from: context.from,
    to: recipient,
    replyTo: { name: noEncodedWords(headerText(name, 100)), address: row.email },
    subject: noEncodedWords(subject),
    text,
    html: layout(title, body, footer),
    ...(resume
      ? { attachments: [{ filename: resume.filename, contentType: resume.contentType, content: resume.content }] }
      : {}),
  };
}

const ACKNOWLEDGEMENT: Record<FormId, { subject: string; what: string; next: string }> = {
  contact: {
    subject: 'We have received your enquiry',
    what: 'your project enquiry',
    next: 'One of our team will read it and reply within one business day.',
  },
  hire: {
    subject: 'We have received your request',
    what: 'your request to hire a developer',
    next: 'One of our team will read it and reply within one business day, usually with a few suitable profiles.',
  },
  'job-apply': {
    subject: 'We have received your application',
    what: 'your job application and resume',
    next: 'Our HR team reviews every application within five working days and will contact you if your profile fits an opening.',
  },
};

export function acknowledgement(
  form: FormId,
  row: SubmissionRow,
  recipient: string,
  context: MessageContext,
): SendMailOptions {
  const { brand, legalName, contact } = context.site;
  const copy = ACKNOWLEDGEMENT[form];
  const date = formatDate(row.createdAt, context.timeZone);
  const subject = `${copy.subject} - ${brand}`;
  const text = [
    'Hello,',
    '',
    `Thank you for getting in touch with ${brand}. This is a quick note to confirm that ${copy.what} reached us on ${date}.`,
    '',
    copy.next,
    '',
    'If you would like to add anything, simply reply to this e-mail.',
    '',
    'Best regards,',
    `The ${brand} team`,
    '',
    '--',
    `${legalName} · ${contact.phone} · ${context.siteUrl}`,
    'You receive this e-mail because this address was entered in a form on our website.',
  ].join('\n');
  const body = html`<p style="margin:0 0 16px;">Hello,</p>
    <p style="margin:0 0 16px;">
      Thank you for getting in touch with ${brand}. This is a quick note to confirm that ${copy.what} reached us on
      ${date}.
    </p>
    <p style="margin:0 0 16px;">${copy.next}</p>
    <p style="margin:0 0 16px;">If you would like to add anything, simply reply to this e-mail.</p>
    <p style="margin:0;">Best regards,<br />The ${brand} team</p>`;
  const footer = html`${legalName} · ${contact.phone} ·
    <a href="${context.siteUrl}" style="color:#4338ca;">${new URL(context.siteUrl).host}</a><br />You receive this
    e-mail because this address was entered in a form on our website.`;
  return {
    from: context.from,
    to: recipient,
    replyTo: context.team,
    subject,
    text,
    html: layout(copy.subject, body, footer),
  };
}
