/**
 * The staff inbox's pages, as HTML strings made with the escaping `html` template
 * (server/html.ts). No script at all: every action is a plain form POST carrying
 * the CSRF token in a hidden field. Styles come from /admin/assets/admin.css.
 */
import type { FormId } from '../../app/forms/index.ts';
import type { Action, State, SubmissionRow } from '../db/inbox.ts';
import { html, type Html, type HtmlValue } from '../html.ts';
import { CSRF_FIELD } from '../plugins/csrf.ts';
import {
  fieldLabel,
  fieldViews,
  FORM_NAMES,
  formatDateTime,
  formatSize,
  senderName,
  textOf,
  type FieldView,
} from '../submission-view.ts';
import { icon, type IconName } from './icons.ts';

export const ADMIN = '/admin';
export const STYLESHEET = `${ADMIN}/assets/admin.css`;

const FORM_ICONS: Record<FormId, IconName> = { contact: 'contact', hire: 'hire', 'job-apply': 'jobs' };
export const FORM_ORDER: readonly FormId[] = ['contact', 'hire', 'job-apply'];

export interface PageContext {
  brand: string;
  csrfToken: string;
  /** The signed-in member of staff; undefined on the sign-in page. */
  username?: string;
  /** Open submissions by form, for the navigation's counters. */
  openCounts?: Record<FormId, number>;
  /** Which navigation entry is current. */
  current?: FormId | 'overview';
}

function logo(): Html {
  return html`<svg viewBox="0 0 40 40" width="34" height="34" aria-hidden="true" focusable="false">
    <rect width="40" height="40" rx="10" fill="#4338ca"></rect>
    <path
      d="M11 29V11l18 18V11"
      fill="none"
      stroke="#fff"
      stroke-width="4"
      stroke-linecap="round"
      stroke-linejoin="round"
    ></path>
    <circle cx="29" cy="11" r="3.2" fill="#f97316"></circle>
  </svg>`;
}

function csrfInput(token: string): Html {
  return html`<input type="hidden" name="${CSRF_FIELD}" value="${token}" />`;
}

function documentOf(title: string, context: PageContext, body: HtmlValue): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="referrer" content="same-origin" />
        <title>${title} · ${context.brand} staff inbox</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href="${STYLESHEET}" />
      </head>
      <body>
        ${body}
      </body>
    </html> `.value;
}

/** A page of the signed-in inbox: top bar, main content, footer. */
function staffPage(title: string, context: PageContext, main: HtmlValue): string {
  const navLink = (href: string, label: string, key: FormId | 'overview', count?: number) =>
    html`<a
      href="${href}"
      ${key === 'overview' ? html` class="mainnav__overview"` : ''}
      ${context.current === key ? html` aria-current="page"` : ''}
      >${label}${count ? html`<span class="count" aria-label="${count} open">${count}</span>` : ''}</a
    >`;
  return documentOf(
    title,
    context,
    html`<a class="skip-link" href="#main">Skip to content</a>
      <header class="topbar">
        <div class="container topbar__inner">
          <a class="brand" href="${ADMIN}"
            >${logo()}<span class="brand__name">${context.brand}</span><span class="brand__tag">Staff inbox</span></a
          >
          <nav class="mainnav" aria-label="Inbox">
            ${navLink(ADMIN, 'Overview', 'overview')}
            ${FORM_ORDER.map((form) => navLink(`${ADMIN}/${form}`, FORM_NAMES[form].short, form, context.openCounts?.[form]))}
          </nav>
          <div class="session">
            <span class="session__user">Signed in as <strong>${context.username}</strong></span>
            <form method="post" action="${ADMIN}/sign-out">
              ${csrfInput(context.csrfToken)}<button class="btn btn--on-dark" type="submit">
                ${icon('logout', 18)}Sign out
              </button>
            </form>
          </div>
        </div>
      </header>
      <main id="main" class="container">${main}</main>
      <footer class="foot">
        <div class="container">
          <span>${context.brand} staff inbox. Not indexed, not linked from the public site.</span
          ><span>Personal data: handle with care.</span>
        </div>
      </footer>`,
  );
}

function notice(kind: 'success' | 'error' | 'warning', text: HtmlValue, role: 'status' | 'alert' = 'status'): Html {
  const name: IconName = kind === 'success' ? 'check' : kind === 'error' ? 'alert' : 'info';
  return html`<div class="notice notice--${kind}" role="${role}">
    ${icon(name)}
    <div>${text}</div>
  </div>`;
}

// ---------- Sign-in ----------

export function signInPage(context: PageContext, options: { next: string; username?: string; error?: string }): string {
  return documentOf(
    'Sign in',
    context,
    html`<main class="signin" id="main">
      <div class="signin__card">
        <div class="signin__brand">${logo()}<span class="brand__name">${context.brand}</span></div>
        <h1>Staff sign-in</h1>
        <p class="lede">Enquiries, hire requests and job applications sent through the website.</p>
        ${options.error ? notice('error', options.error, 'alert') : ''}
        <form method="post" action="${ADMIN}/sign-in">
          ${csrfInput(context.csrfToken)}
          <input type="hidden" name="next" value="${options.next}" />
          <div class="field">
            <label for="username">User name</label>
            <input
              type="text"
              id="username"
              name="username"
              autocomplete="username"
              autocapitalize="none"
              spellcheck="false"
              required
              value="${options.username ?? ''}"
              ${options.username ? '' : html` autofocus`}
            />
          </div>
          <div class="field">
            <label for="password">Password</label>
            <input
              type="password"
              id="password"
              name="password"
              autocomplete="current-password"
              required${options.username ? html` autofocus` : ''}
            />
          </div>
          <button class="btn btn--primary btn--block" type="submit">${icon('lock', 18)}Sign in</button>
        </form>
        <p class="signin__note">For ${context.brand} staff only. Sign-in attempts are limited and logged.</p>
      </div>
    </main>`,
  );
}

// ---------- Overview ----------

export interface OverviewData {
  counts: Record<FormId, { open: number; total: number }>;
  mail: { enabled: boolean; pending: number; failed: number; sent: number };
  retentionDays: number;
}

export function overviewPage(context: PageContext, data: OverviewData): string {
  const tiles = FORM_ORDER.map((form) => {
    const { open, total } = data.counts[form];
    return html`<a class="card tile" href="${ADMIN}/${form}">
      <span class="tile__icon">${icon(FORM_ICONS[form])}</span>
      <h2>${FORM_NAMES[form].plural}</h2>
      <span><span class="tile__figure">${open}</span> <span class="tile__meta">open</span></span>
      <span class="tile__meta">${total} in total, spam included</span>
      <span class="tile__link">Open the list ${icon('right', 16)}</span>
    </a>`;
  });
  const mailNotice = !data.mail.enabled
    ? notice(
        'warning',
        html`<strong>E-mail is off on this server</strong> (SMTP_URL is not set): notifications and acknowledgements
          wait in the outbox until a server with SMTP_URL runs.`,
      )
    : data.mail.failed > 0
      ? notice(
          'error',
          html`<strong>${data.mail.failed} e-mail${data.mail.failed === 1 ? '' : 's'} could not be sent</strong> after
            every attempt. The submissions are safe here; the server log names the reason.`,
          'alert',
        )
      : '';
  return staffPage(
    'Overview',
    context,
    html`<div class="page-head">
        <div class="page-head__text">
          <p class="eyebrow">Staff inbox</p>
          <h1>Overview</h1>
          <p class="lede">What visitors sent through the website, newest first in each list.</p>
        </div>
      </div>
      ${mailNotice}
      <div class="tiles">${tiles}</div>
      <h2 class="section-title">E-mail and retention</h2>
      <section class="card card__body" aria-label="E-mail and retention">
        <dl class="facts">
          <div>
            <dt>Sending</dt>
            <dd>${data.mail.enabled ? 'On' : 'Off (SMTP_URL not set)'}</dd>
          </div>
          <div>
            <dt>Waiting in the outbox</dt>
            <dd>${data.mail.pending}</dd>
          </div>
          <div>
            <dt>Sent</dt>
            <dd>${data.mail.sent}</dd>
          </div>
          <div>
            <dt>Failed</dt>
            <dd>${data.mail.failed}</dd>
          </div>
          <div>
            <dt>Deleted automatically after</dt>
            <dd>${data.retentionDays} days</dd>
          </div>
        </dl>
      </section>`,
  );
}

// ---------- Lists ----------

const STATE_LABELS: Record<State, string> = { open: 'Open', handled: 'Handled', spam: 'Spam', all: 'All' };
/** How a count of each state reads: "3 open", "12 in all". */
const STATE_COUNTED: Record<State, string> = { open: 'open', handled: 'handled', spam: 'spam', all: 'in all' };

export function stateBadge(row: Pick<SubmissionRow, 'isSpam' | 'handledAt'>): Html {
  if (row.isSpam) return html`<span class="badge badge--spam">Spam</span>`;
  if (row.handledAt) return html`<span class="badge badge--handled">Handled</span>`;
  return html`<span class="badge badge--open">Open</span>`;
}

/** The two columns besides name and e-mail that say most about a submission of each form. */
const SUMMARY: Record<FormId, readonly [string, string]> = {
  contact: ['budget', 'companyname'],
  hire: ['pro_language', 'project_length'],
  'job-apply': ['currentdesignation', 'experience'],
};

export interface ListData {
  form: FormId;
  state: State;
  search: string;
  rows: SubmissionRow[];
  total: number;
  page: number;
  pages: number;
  pageSize: number;
}

export function listUrl(form: FormId, params: { state?: State; search?: string; page?: number }, suffix = ''): string {
  const query = new URLSearchParams();
  if (params.state && params.state !== 'open') query.set('state', params.state);
  if (params.search) query.set('q', params.search);
  if (params.page && params.page > 1) query.set('page', String(params.page));
  const text = query.toString();
  return `${ADMIN}/${form}${suffix}${text ? `?${text}` : ''}`;
}

export function listPage(context: PageContext, data: ListData): string {
  const { form, state, search } = data;
  const names = FORM_NAMES[form];
  const summaryFields = SUMMARY[form];
  const summaryLabels = summaryFields.map((name) => fieldLabel(form, name));

  const tabs = (['open', 'handled', 'spam', 'all'] as const).map(
    (candidate) =>
      html`<a
        href="${listUrl(form, { state: candidate, search })}"
        ${candidate === state ? html` aria-current="page"` : ''}
        >${STATE_LABELS[candidate]}</a
      >`,
  );

  const rows = data.rows.map((row) => {
    const views = fieldViews(form, row);
    const value = (name: string) => views.find((field) => field.name === name)?.value ?? '';
    const detail = `${ADMIN}/${form}/${row.id}`;
    return html`<tr>
      <td class="primary-cell" data-label="Name"><a href="${detail}">${senderName(form, row) || '(no name)'}</a></td>
      <td data-label="E-mail"><span class="truncate">${row.email}</span></td>
      ${summaryFields.map((name, index) => html`<td data-label="${summaryLabels[index] ?? name}"><span class="truncate">${value(name) || html`<span class="muted">-</span>`}</span></td>`)}
      <td class="nowrap" data-label="Received">${formatDateTime(row.createdAt)}</td>
      <td data-label="State">${stateBadge(row)}</td>
    </tr>`;
  });

  const empty = html`<div class="empty">
    <strong
      >${search ? 'Nothing matches your search' : `No ${state === 'all' ? '' : `${STATE_COUNTED[state]} `}${names.plural.toLowerCase()}${state === 'all' ? ' yet' : ''}`}</strong
    >${search ? 'Try part of the name or of the e-mail address.' : 'New submissions appear here as soon as they are sent.'}
  </div>`;

  const first = (data.page - 1) * data.pageSize + 1;
  const last = Math.min(data.total, data.page * data.pageSize);
  const pageLink = (target: number, label: HtmlValue, rel: string) =>
    target >= 1 && target <= data.pages
      ? html`<a class="btn btn--secondary" rel="${rel}" href="${listUrl(form, { state, search, page: target })}"
          >${label}</a
        >`
      : html`<span class="btn btn--secondary" aria-disabled="true">${label}</span>`;

  return staffPage(
    names.plural,
    context,
    html`<div class="page-head">
        <div class="page-head__text">
          <p class="eyebrow">Staff inbox</p>
          <h1>${names.plural}</h1>
          <p class="lede">
            ${data.total} ${STATE_COUNTED[state]}${search ? html` matching “${search}”` : ''}, newest first.
          </p>
        </div>
        <a class="btn btn--secondary" href="${listUrl(form, { state, search }, '/export.csv')}" download
          >${icon('csv', 18)}Export CSV</a
        >
      </div>
      <section class="card" aria-label="${names.plural}">
        <div class="toolbar">
          <nav class="tabs" aria-label="Show">${tabs}</nav>
          <form class="search" method="get" action="${ADMIN}/${form}" role="search">
            ${state !== 'open' ? html`<input type="hidden" name="state" value="${state}" />` : ''}
            <label class="sr-only" for="q">Search by name or e-mail</label>
            <input
              type="search"
              id="q"
              name="q"
              value="${search}"
              placeholder="Search by name or e-mail"
              maxlength="200"
            />
            <button class="btn btn--primary" type="submit">
              ${icon('search', 18)}<span class="sr-only">Search</span>
            </button>
          </form>
        </div>
        ${
          data.rows.length
            ? html`<div class="table-wrap">
                  <table class="list">
                    <thead>
                      <tr>
                        <th scope="col">Name</th>
                        <th scope="col">E-mail</th>
                        ${summaryLabels.map((label) => html`<th scope="col">${label}</th>`)}
                        <th scope="col">Received</th>
                        <th scope="col">State</th>
                      </tr>
                    </thead>
                    <tbody>
                      ${rows}
                    </tbody>
                  </table>
                </div>
                <nav class="pager" aria-label="Pages">
                  <span>${first} to ${last} of ${data.total} · page ${data.page} of ${data.pages}</span
                  ><span class="pager__links"
                    >${pageLink(data.page - 1, html`${icon('left', 18)}Newer`, 'prev')}${pageLink(data.page + 1, html`Older${icon('right', 18)}`, 'next')}</span
                  >
                </nav>`
            : empty
        }
      </section>`,
  );
}

// ---------- Detail ----------

export interface MailStatus {
  kind: 'notification' | 'acknowledgement';
  recipient: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  sentAt: Date | null;
  nextAttemptAt: Date;
  lastError: string | null;
}

export interface DetailData {
  form: FormId;
  row: SubmissionRow;
  resume?: { storedName: string; originalName: string; contentType: string; size: number; sha256: string };
  mail: MailStatus[];
  updated?: Action;
}

const ACTION_DONE: Record<Action, string> = {
  handled: 'Marked as handled.',
  reopen: 'Marked as open again.',
  spam: 'Marked as spam.',
  'not-spam': 'No longer marked as spam.',
};

function actionButton(context: PageContext, form: FormId, id: string, action: Action): Html {
  const look: Record<Action, [string, IconName, string]> = {
    handled: ['btn--primary', 'check', 'Mark handled'],
    reopen: ['btn--secondary', 'reopen', 'Reopen'],
    spam: ['btn--danger', 'ban', 'Mark as spam'],
    'not-spam': ['btn--secondary', 'reopen', 'Not spam'],
  };
  const [style, name, label] = look[action];
  return html`<form method="post" action="${ADMIN}/${form}/${id}/status">
    ${csrfInput(context.csrfToken)}<input type="hidden" name="action" value="${action}" /><button
      class="btn ${style}"
      type="submit"
    >
      ${icon(name, 18)}${label}
    </button>
  </form>`;
}

function fieldRow(field: FieldView): Html {
  return html`<div><dt>${field.label}</dt><dd${field.long ? html` class="long"` : ''}>${field.value || html`<span class="muted">Not given</span>`}</dd></div>`;
}

function mailItem(mail: MailStatus): Html {
  const label = mail.kind === 'notification' ? 'Notification to staff' : 'Acknowledgement to sender';
  const badge =
    mail.status === 'sent'
      ? html`<span class="badge badge--handled">Sent</span>`
      : mail.status === 'failed'
        ? html`<span class="badge badge--spam">Failed</span>`
        : html`<span class="badge badge--pending">Waiting</span>`;
  const note =
    mail.status === 'sent' && mail.sentAt
      ? `Sent ${formatDateTime(mail.sentAt)}.`
      : mail.status === 'failed'
        ? `Gave up after ${mail.attempts} attempt${mail.attempts === 1 ? '' : 's'}: ${mail.lastError ?? 'unknown error'}.`
        : mail.attempts > 0
          ? `${mail.attempts} attempt${mail.attempts === 1 ? '' : 's'} so far; next ${formatDateTime(mail.nextAttemptAt)}.${mail.lastError ? ` Last error: ${mail.lastError}` : ''}`
          : 'In the outbox.';
  return html`<li>
    <div class="mail__kind">${label}${badge}</div>
    <div class="mail__to">To ${mail.recipient}</div>
    <div class="mail__note">${note}</div>
  </li>`;
}

export function detailPage(context: PageContext, data: DetailData): string {
  const { form, row, resume } = data;
  const name = senderName(form, row) || '(no name)';
  const names = FORM_NAMES[form];
  const actions: Action[] = [row.handledAt ? 'reopen' : 'handled', row.isSpam ? 'not-spam' : 'spam'];
  const replySubject = `Re: your ${names.singular.toLowerCase()}`;
  const reply = `mailto:${row.email}?subject=${encodeURIComponent(replySubject)}`;
  return staffPage(
    `${name} · ${names.singular}`,
    context,
    html`<nav class="crumbs" aria-label="Breadcrumb"><a href="${ADMIN}/${form}">${names.plural}</a> / ${name}</nav>
      ${data.updated ? notice('success', ACTION_DONE[data.updated]) : ''}
      <div class="page-head">
        <div class="page-head__text">
          <p class="eyebrow">${names.singular}</p>
          <h1>${name}</h1>
          <p class="lede">
            ${stateBadge(row)} Received
            ${formatDateTime(row.createdAt)}${row.handledAt ? ` · handled ${formatDateTime(row.handledAt)}` : ''}
          </p>
        </div>
        <div class="actions">
          <a class="btn btn--secondary" href="${reply}">${icon('reply', 18)}Reply by e-mail</a>
          ${actions.map((action) => actionButton(context, form, row.id, action))}
        </div>
      </div>
      <div class="detail">
        <section class="card" aria-labelledby="submission-heading">
          <div class="card__head"><h2 id="submission-heading">What they sent</h2></div>
          <dl class="fields">${fieldViews(form, row).map(fieldRow)}</dl>
        </section>
        <div class="stack side">
          ${
            form === 'job-apply'
              ? html`<section class="card card__body" aria-labelledby="resume-heading">
                  <h2 id="resume-heading" class="sr-only">Resume</h2>
                  ${
                    resume
                      ? html`<div class="file">
                            <span class="file__icon">${icon('file')}</span>
                            <div>
                              <div class="file__name">${resume.originalName || resume.storedName}</div>
                              <div class="muted">
                                ${formatSize(resume.size)} ·
                                ${resume.contentType === 'application/pdf' ? 'PDF' : 'Word document'}
                              </div>
                            </div>
                          </div>
                          <a class="btn btn--primary btn--block" href="${ADMIN}/${form}/${row.id}/resume"
                            >${icon('download', 18)}Download resume</a
                          >`
                      : html`<p class="muted">No resume was stored with this application.</p>`
                  }
                </section>`
              : ''
          }
          <section class="card card__body" aria-labelledby="record-heading">
            <h2 id="record-heading">Record</h2>
            <dl>
              <div>
                <dt>Received</dt>
                <dd>${formatDateTime(row.createdAt)}</dd>
              </div>
              <div>
                <dt>Sent from</dt>
                <dd class="mono">${row.clientAddress}</dd>
              </div>
              <div>
                <dt>Browser</dt>
                <dd class="mono">${textOf(row.userAgent) || 'Unknown'}</dd>
              </div>
              ${
                resume
                  ? html`<div>
                      <dt>Resume SHA-256</dt>
                      <dd class="mono">${resume.sha256}</dd>
                    </div>`
                  : ''
              }
              <div>
                <dt>Reference</dt>
                <dd class="mono">${row.id}</dd>
              </div>
            </dl>
          </section>
          <section class="card card__body" aria-labelledby="mail-heading">
            <h2 id="mail-heading">E-mails</h2>
            ${
              data.mail.length
                ? html`<ul class="mail">
                    ${data.mail.map(mailItem)}
                  </ul>`
                : html`<p class="muted">${row.isSpam ? 'None: it arrived as spam.' : 'None.'}</p>`
            }
          </section>
        </div>
      </div>`,
  );
}

// ---------- Errors ----------

export function errorPage(context: PageContext, status: number, title: string, message: string): string {
  const body = html`<main class="signin" id="main">
    <div class="signin__card">
      <div class="signin__brand">${logo()}<span class="brand__name">${context.brand}</span></div>
      <p class="eyebrow">Error ${status}</p>
      <h1>${title}</h1>
      <p class="lede">${message}</p>
      <a class="btn btn--primary" href="${ADMIN}">${icon('left', 18)}Back to the inbox</a>
    </div>
  </main>`;
  return documentOf(title, context, body);
}
