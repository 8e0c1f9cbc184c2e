/**
 * The HTML part of every e-mail (the notification and the acknowledgement of a
 * submission, the morning digest), rendered by the server's one HTML renderer
 * (server/html.ts, as the staff inbox's pages are): React escapes everything a visitor
 * typed. Styles are inline, since mail clients drop stylesheets, and the layout is
 * tables, which every client lays out alike. The plain-text parts and the choice of
 * what to say are messages.ts's and digest.ts's.
 */
import { Fragment, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { htmlDocument } from '../html.ts';
import type { FieldView } from '../submission-view.ts';

const INK = '#0b1226';
const MUTED = '#475569';
const ACCENT = '#4338ca';
const RULE = '#d8dee9';

/** A cell of the e-mails' tables: a row under a light rule. */
const CELL: CSSProperties = { padding: '8px 12px 8px 0', borderBottom: '1px solid #eef0f5', verticalAlign: 'top' };
const LABEL: CSSProperties = { ...CELL, width: '38%', fontWeight: 600, color: MUTED };
const PARAGRAPH: CSSProperties = { margin: '0 0 16px' };

/** A table for layout only: screen readers read its cells as text. */
function LayoutTable({ style, children }: { style: CSSProperties; children: ReactNode }): ReactElement {
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={style}>
      <tbody>{children}</tbody>
    </table>
  );
}

/** The e-mails' one layout: a title bar, the body and a footer. */
function MailLayout({
  title,
  children,
  footer,
}: {
  title: string;
  children: ReactNode;
  footer: ReactNode;
}): ReactElement {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width" />
        <title>{title}</title>
      </head>
      <body
        style={{
          margin: 0,
          padding: 0,
          background: '#f6f7fb',
          fontFamily: "Inter,'Segoe UI',Roboto,Helvetica,Arial,sans-serif",
          color: '#1e293b',
        }}
      >
        <LayoutTable style={{ background: '#f6f7fb', padding: '24px 12px' }}>
          <tr>
            <td align="center">
              <LayoutTable
                style={{ maxWidth: '640px', background: '#ffffff', border: `1px solid ${RULE}`, borderRadius: '12px' }}
              >
                <tr>
                  <td
                    style={{
                      padding: '20px 28px',
                      borderBottom: `3px solid ${ACCENT}`,
                      fontSize: '18px',
                      fontWeight: 700,
                      color: INK,
                    }}
                  >
                    {title}
                  </td>
                </tr>
                <tr>
                  <td style={{ padding: '24px 28px', fontSize: '15px', lineHeight: 1.6 }}>{children}</td>
                </tr>
                <tr>
                  <td style={{ padding: '16px 28px', borderTop: `1px solid ${RULE}`, fontSize: '13px', color: MUTED }}>
                    {footer}
                  </td>
                </tr>
              </LayoutTable>
            </td>
          </tr>
        </LayoutTable>
      </body>
    </html>
  );
}

/** A value a row each, under its label. */
function LabelledRows({
  rows,
  fontSize,
}: {
  rows: readonly { label: string; value: ReactNode }[];
  fontSize: string;
}): ReactElement {
  return (
    <LayoutTable style={{ borderCollapse: 'collapse', fontSize }}>
      {rows.map((row) => (
        <tr key={row.label}>
          <th scope="row" align="left" style={LABEL}>
            {row.label}
          </th>
          <td style={{ ...CELL, color: INK }}>{row.value}</td>
        </tr>
      ))}
    </LayoutTable>
  );
}

/** Text as typed, its line breaks kept as <br>. */
function Lines({ text }: { text: string }): ReactElement {
  return (
    <>
      {text.split('\n').map((line, index) => (
        // The lines of one text, in order: the index is their identity.
        <Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </>
  );
}

export interface NotificationHtml {
  title: string;
  /** When it was received, in the agency's time zone. */
  received: string;
  /** The sender's name. */
  name: string;
  fields: readonly FieldView[];
  resume?: { filename: string; size: string } | undefined;
  sources: readonly { label: string; value: string }[];
  /** The submission in the staff inbox, when the inbox is on. */
  link?: string | undefined;
  clientAddress: string;
  userAgent: string;
}

/** The notification to staff: every field under its label, where it came from, the link to the inbox. */
export function notificationHtml(mail: NotificationHtml): string {
  return htmlDocument(
    <MailLayout
      title={mail.title}
      footer={`Sent from ${mail.clientAddress} with ${mail.userAgent || 'an unknown browser'}.`}
    >
      <p style={PARAGRAPH}>
        Received {mail.received}. Reply to this e-mail to answer {mail.name} directly.
      </p>
      <LabelledRows
        fontSize="15px"
        rows={[
          ...mail.fields.map((field) => ({
            label: field.label,
            value: field.value ? <Lines text={field.value} /> : <span style={{ color: '#94a3b8' }}>(not given)</span>,
          })),
          ...(mail.resume
            ? [{ label: 'Resume', value: `${mail.resume.filename} (${mail.resume.size}), attached` }]
            : []),
        ]}
      />
      <p style={{ margin: '24px 0 8px', fontWeight: 600 }}>Where it came from</p>
      {mail.sources.length > 0 ? (
        <LabelledRows fontSize="14px" rows={mail.sources} />
      ) : (
        <p style={{ margin: 0, color: MUTED }}>Not recorded.</p>
      )}
      {mail.link && (
        <p style={{ margin: '24px 0 0' }}>
          <a
            href={mail.link}
            style={{
              display: 'inline-block',
              background: ACCENT,
              color: '#ffffff',
              textDecoration: 'none',
              fontWeight: 600,
              padding: '10px 18px',
              borderRadius: '8px',
            }}
          >
            Open in the staff inbox
          </a>
        </p>
      )}
    </MailLayout>,
  );
}

export interface AcknowledgementHtml {
  title: string;
  brand: string;
  legalName: string;
  phone: string;
  siteUrl: string;
  /** What reached the agency ("your project enquiry"). */
  what: string;
  /** The day it did. */
  date: string;
  /** What happens next. */
  next: string;
}

/** The acknowledgement to the sender: nothing they typed, only that it arrived and what comes next. */
export function acknowledgementHtml(mail: AcknowledgementHtml): string {
  const footer = (
    <>
      {mail.legalName} · {mail.phone} ·{' '}
      <a href={mail.siteUrl} style={{ color: ACCENT }}>
        {new URL(mail.siteUrl).host}
      </a>
      <br />
      You receive this e-mail because this address was entered in a form on our website.
    </>
  );
  return htmlDocument(
    <MailLayout title={mail.title} footer={footer}>
      <p style={PARAGRAPH}>Hello,</p>
      <p style={PARAGRAPH}>
        Thank you for getting in touch with {mail.brand}. This is a quick note to confirm that {mail.what} reached us on{' '}
        {mail.date}.
      </p>
      <p style={PARAGRAPH}>{mail.next}</p>
      <p style={PARAGRAPH}>If you would like to add anything, simply reply to this e-mail.</p>
      <p style={{ margin: 0 }}>
        Best regards,
        <br />
        The {mail.brand} team
      </p>
    </MailLayout>,
  );
}

export interface DigestHtml {
  title: string;
  owner: string;
  brand: string;
  items: readonly { key: string; name: string; href: string; what: string; when: string }[];
}

/** The morning digest: each follow-up due, linked to its page in the staff inbox. */
export function digestHtml(mail: DigestHtml): string {
  return htmlDocument(
    <MailLayout
      title={mail.title}
      footer={`You receive this e-mail because you own these submissions in the ${mail.brand} staff inbox.`}
    >
      <p style={PARAGRAPH}>Good morning {mail.owner},</p>
      <p style={PARAGRAPH}>
        {mail.items.length > 0
          ? 'These submissions you look after are due for a follow-up today:'
          : 'Everything that was due today has been dealt with already.'}
      </p>
      {mail.items.length > 0 && (
        <LayoutTable style={{ borderCollapse: 'collapse', fontSize: '15px' }}>
          {mail.items.map((item) => (
            <tr key={item.key}>
              <td style={CELL}>
                <a href={item.href} style={{ color: ACCENT, fontWeight: 600 }}>
                  {item.name}
                </a>
                <br />
                <span style={{ color: MUTED }}>{item.what}</span>
              </td>
              <td style={{ ...CELL, textAlign: 'right', whiteSpace: 'nowrap', color: INK }}>{item.when}</td>
            </tr>
          ))}
        </LayoutTable>
      )}
    </MailLayout>,
  );
}
