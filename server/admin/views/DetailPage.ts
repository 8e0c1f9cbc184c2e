/**
 * One submission: every field under the label the visitor saw (line breaks kept,
 * nothing run as markup), the actions (reply, handled or reopen, spam or not), the
 * resume of an application, the record (when, from where, which browser) and the
 * e-mails the outbox sent or is sending about it.
 */
import type { ReactElement } from 'react';
import type { FormId } from '../../../app/forms/index.ts';
import type { Action, SubmissionRow } from '../../db/inbox.ts';
import { fieldViews, FORM_NAMES, formatDateTime, formatSize, senderName, textOf } from '../../submission-view.ts';
import { CsrfInput } from './CsrfInput.ts';
import { fragment, h } from './h.ts';
import { Icon, type IconName } from './Icon.ts';
import { ADMIN, mailtoHref, type PageContext } from './inbox.ts';
import { Notice } from './Notice.ts';
import { StaffLayout } from './StaffLayout.ts';
import { StateBadge } from './StateBadge.ts';

export interface MailStatus {
  kind: 'notification' | 'acknowledgement';
  recipient: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  sentAt: Date | null;
  nextAttemptAt: Date;
  lastError: string | null;
}

export interface ResumeInfo {
  storedName: string;
  originalName: string;
  contentType: string;
  size: number;
  sha256: string;
}

export interface DetailData {
  form: FormId;
  row: SubmissionRow;
  resume?: ResumeInfo;
  mail: MailStatus[];
  /** The action just applied, confirmed at the top. */
  updated?: Action;
}

export interface DetailPageProps extends DetailData {
  context: PageContext;
}

const ACTION_DONE: Record<Action, string> = {
  handled: 'Marked as handled.',
  reopen: 'Marked as open again.',
  spam: 'Marked as spam.',
  'not-spam': 'No longer marked as spam.',
};

const ACTION_LOOK: Record<Action, { style: string; icon: IconName; label: string }> = {
  handled: { style: 'btn--primary', icon: 'check', label: 'Mark handled' },
  reopen: { style: 'btn--secondary', icon: 'reopen', label: 'Reopen' },
  spam: { style: 'btn--danger', icon: 'ban', label: 'Mark as spam' },
  'not-spam': { style: 'btn--secondary', icon: 'reopen', label: 'Not spam' },
};

interface ActionButtonProps {
  form: FormId;
  id: string;
  action: Action;
  csrfToken: string;
}

/** One action as a form of its own: a plain POST with the CSRF token. */
function ActionButton({ form, id, action, csrfToken }: ActionButtonProps): ReactElement {
  const { style, icon, label } = ACTION_LOOK[action];
  return h(
    'form',
    { method: 'post', action: `${ADMIN}/${form}/${id}/status` },
    h(CsrfInput, { token: csrfToken }),
    h('input', { type: 'hidden', name: 'action', value: action }),
    h('button', { className: `btn ${style}`, type: 'submit' }, h(Icon, { name: icon, size: 18 }), label),
  );
}

function MailItem({ mail }: { mail: MailStatus }): ReactElement {
  const label = mail.kind === 'notification' ? 'Notification to staff' : 'Acknowledgement to sender';
  const badge =
    mail.status === 'sent'
      ? h('span', { className: 'badge badge--handled' }, 'Sent')
      : mail.status === 'failed'
        ? h('span', { className: 'badge badge--spam' }, 'Failed')
        : h('span', { className: 'badge badge--pending' }, 'Waiting');
  const attempts = `${mail.attempts} attempt${mail.attempts === 1 ? '' : 's'}`;
  const note =
    mail.status === 'sent' && mail.sentAt
      ? `Sent ${formatDateTime(mail.sentAt)}.`
      : mail.status === 'failed'
        ? `Gave up after ${attempts}: ${mail.lastError ?? 'unknown error'}.`
        : mail.attempts > 0
          ? `${attempts} so far; next ${formatDateTime(mail.nextAttemptAt)}.${mail.lastError ? ` Last error: ${mail.lastError}` : ''}`
          : 'In the outbox.';
  return h(
    'li',
    null,
    h('div', { className: 'mail__kind' }, label, badge),
    h('div', { className: 'mail__to' }, `To ${mail.recipient}`),
    h('div', { className: 'mail__note' }, note),
  );
}

function ResumeCard({ form, id, resume }: { form: FormId; id: string; resume: ResumeInfo | undefined }): ReactElement {
  return h(
    'section',
    { className: 'card card__body', 'aria-labelledby': 'resume-heading' },
    h('h2', { id: 'resume-heading', className: 'sr-only' }, 'Resume'),
    resume
      ? fragment(
          h(
            'div',
            { className: 'file' },
            h('span', { className: 'file__icon' }, h(Icon, { name: 'file' })),
            h(
              'div',
              null,
              h('div', { className: 'file__name' }, resume.originalName || resume.storedName),
              h(
                'div',
                { className: 'muted' },
                `${formatSize(resume.size)} · ${resume.contentType === 'application/pdf' ? 'PDF' : 'Word document'}`,
              ),
            ),
          ),
          h(
            'a',
            { className: 'btn btn--primary btn--block', href: `${ADMIN}/${form}/${id}/resume` },
            h(Icon, { name: 'download', size: 18 }),
            'Download resume',
          ),
        )
      : h('p', { className: 'muted' }, 'No resume was stored with this application.'),
  );
}

function Entry({ term, value, mono = false }: { term: string; value: string; mono?: boolean }): ReactElement {
  return h('div', null, h('dt', null, term), h('dd', mono ? { className: 'mono' } : null, value));
}

export function DetailPage({ context, form, row, resume, mail, updated }: DetailPageProps): ReactElement {
  const name = senderName(form, row) || '(no name)';
  const names = FORM_NAMES[form];
  const actions: Action[] = [row.handledAt ? 'reopen' : 'handled', row.isSpam ? 'not-spam' : 'spam'];
  const reply = mailtoHref(row.email, `Re: your ${names.singular.toLowerCase()}`);
  return h(StaffLayout, {
    title: `${name} · ${names.singular}`,
    context,
    children: fragment(
      h(
        'nav',
        { className: 'crumbs', 'aria-label': 'Breadcrumb' },
        h('a', { href: `${ADMIN}/${form}` }, names.plural),
        ` / ${name}`,
      ),
      updated ? h(Notice, { kind: 'success', children: ACTION_DONE[updated] }) : null,
      h(
        'div',
        { className: 'page-head' },
        h(
          'div',
          { className: 'page-head__text' },
          h('p', { className: 'eyebrow' }, names.singular),
          h('h1', null, name),
          h(
            'p',
            { className: 'lede' },
            h(StateBadge, { row }),
            ` Received ${formatDateTime(row.createdAt)}${row.handledAt ? ` · handled ${formatDateTime(row.handledAt)}` : ''}`,
          ),
        ),
        h(
          'div',
          { className: 'actions' },
          h(
            'a',
            { className: 'btn btn--secondary', href: reply },
            h(Icon, { name: 'reply', size: 18 }),
            'Reply by e-mail',
          ),
          ...actions.map((action) =>
            h(ActionButton, { key: action, form, id: row.id, action, csrfToken: context.csrfToken }),
          ),
        ),
      ),
      h(
        'div',
        { className: 'detail' },
        h(
          'section',
          { className: 'card', 'aria-labelledby': 'submission-heading' },
          h('div', { className: 'card__head' }, h('h2', { id: 'submission-heading' }, 'What they sent')),
          h(
            'dl',
            { className: 'fields' },
            ...fieldViews(form, row).map((field) =>
              h(
                'div',
                { key: field.name },
                h('dt', null, field.label),
                h(
                  'dd',
                  field.long ? { className: 'long' } : null,
                  field.value || h('span', { className: 'muted' }, 'Not given'),
                ),
              ),
            ),
          ),
        ),
        h(
          'div',
          { className: 'stack side' },
          form === 'job-apply' ? h(ResumeCard, { form, id: row.id, resume }) : null,
          h(
            'section',
            { className: 'card card__body', 'aria-labelledby': 'record-heading' },
            h('h2', { id: 'record-heading' }, 'Record'),
            h(
              'dl',
              null,
              h(Entry, { term: 'Received', value: formatDateTime(row.createdAt) }),
              h(Entry, { term: 'Sent from', value: row.clientAddress, mono: true }),
              h(Entry, { term: 'Browser', value: textOf(row.userAgent) || 'Unknown', mono: true }),
              resume ? h(Entry, { term: 'Resume SHA-256', value: resume.sha256, mono: true }) : null,
              h(Entry, { term: 'Reference', value: row.id, mono: true }),
            ),
          ),
          h(
            'section',
            { className: 'card card__body', 'aria-labelledby': 'mail-heading' },
            h('h2', { id: 'mail-heading' }, 'E-mails'),
            mail.length
              ? h('ul', { className: 'mail' }, ...mail.map((item, index) => h(MailItem, { key: index, mail: item })))
              : h('p', { className: 'muted' }, row.isSpam ? 'None: it arrived as spam.' : 'None.'),
          ),
        ),
      ),
    ),
  });
}
