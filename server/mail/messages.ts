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
import { acknowledgementHtml, notificationHtml } from './views.tsx';

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

  return {
    from: context.from,
    to: recipient,
    replyTo: { name: noEncodedWords(headerText(name, 100)), address: row.email },
    subject: noEncodedWords(subject),
    text,
    html: notificationHtml({
      title,
      received,
      name,
      fields,
      resume: resume && { filename: resume.filename, size: formatSize(resume.size) },
      sources,
      link,
      clientAddress: row.clientAddress,
      userAgent: row.userAgent,
    }),
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
  return {
    from: context.from,
    to: recipient,
    replyTo: context.team,
    subject,
    text,
    html: acknowledgementHtml({
      title: copy.subject,
      brand,
      legalName,
      phone: contact.phone,
      siteUrl: context.siteUrl,
      what: copy.what,
      date,
      next: copy.next,
    }),
  };
}
