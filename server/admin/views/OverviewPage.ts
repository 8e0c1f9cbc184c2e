/** The overview: a tile per list with its open submissions, and the state of the outbox and of retention. */
import type { ReactElement } from 'react';
import type { FormId } from '../../../app/forms/index.ts';
import { FORM_NAMES } from '../../submission-view.ts';
import { fragment, h } from './h.ts';
import { Icon, type IconName } from './Icon.ts';
import { ADMIN, FORM_ORDER, type PageContext } from './inbox.ts';
import { Notice } from './Notice.ts';
import { StaffLayout } from './StaffLayout.ts';

export interface OverviewData {
  counts: Record<FormId, { open: number; total: number }>;
  mail: { enabled: boolean; pending: number; failed: number; sent: number };
  retentionDays: number;
}

export interface OverviewPageProps extends OverviewData {
  context: PageContext;
}

const FORM_ICONS: Record<FormId, IconName> = { contact: 'contact', hire: 'hire', 'job-apply': 'jobs' };

function MailNotice({ mail }: { mail: OverviewData['mail'] }): ReactElement | null {
  if (!mail.enabled) {
    return h(Notice, {
      kind: 'warning',
      children: fragment(
        h('strong', null, 'E-mail is off on this server'),
        ' (SMTP_URL is not set): notifications and acknowledgements wait in the outbox until a server with SMTP_URL runs.',
      ),
    });
  }
  if (mail.failed > 0) {
    return h(Notice, {
      kind: 'error',
      role: 'alert',
      children: fragment(
        h('strong', null, `${mail.failed} e-mail${mail.failed === 1 ? '' : 's'} could not be sent`),
        ' after every attempt. The submissions are safe here; the server log names the reason.',
      ),
    });
  }
  return null;
}

function Fact({ term, value }: { term: string; value: string | number }): ReactElement {
  return h('div', null, h('dt', null, term), h('dd', null, value));
}

export function OverviewPage({ context, counts, mail, retentionDays }: OverviewPageProps): ReactElement {
  return h(StaffLayout, {
    title: 'Overview',
    context,
    children: fragment(
      h(
        'div',
        { className: 'page-head' },
        h(
          'div',
          { className: 'page-head__text' },
          h('p', { className: 'eyebrow' }, 'Staff inbox'),
          h('h1', null, 'Overview'),
          h('p', { className: 'lede' }, 'What visitors sent through the website, newest first in each list.'),
        ),
      ),
      h(MailNotice, { mail }),
      h(
        'div',
        { className: 'tiles' },
        ...FORM_ORDER.map((form) =>
          h(
            'a',
            { key: form, className: 'card tile', href: `${ADMIN}/${form}` },
            h('span', { className: 'tile__icon' }, h(Icon, { name: FORM_ICONS[form] })),
            h('h2', null, FORM_NAMES[form].plural),
            h(
              'span',
              null,
              h('span', { className: 'tile__figure' }, counts[form].open),
              ' ',
              h('span', { className: 'tile__meta' }, 'open'),
            ),
            h('span', { className: 'tile__meta' }, `${counts[form].total} in total, spam included`),
            h('span', { className: 'tile__link' }, 'Open the list ', h(Icon, { name: 'right', size: 16 })),
          ),
        ),
      ),
      h('h2', { className: 'section-title' }, 'E-mail and retention'),
      h(
        'section',
        { className: 'card card__body', 'aria-label': 'E-mail and retention' },
        h(
          'dl',
          { className: 'facts' },
          h(Fact, { term: 'Sending', value: mail.enabled ? 'On' : 'Off (SMTP_URL not set)' }),
          h(Fact, { term: 'Waiting in the outbox', value: mail.pending }),
          h(Fact, { term: 'Sent', value: mail.sent }),
          h(Fact, { term: 'Failed', value: mail.failed }),
          h(Fact, { term: 'Deleted automatically after', value: `${retentionDays} days` }),
        ),
      ),
    ),
  });
}
