/**
 * A form's list: state tabs (open, handled, spam, all), search by name or e-mail,
 * 25 submissions a page newest first, the pager, and the CSV export of the same
 * selection.
 */
import type { ReactElement, ReactNode } from 'react';
import type { FormId } from '../../../app/forms/index.ts';
import type { State, SubmissionRow } from '../../db/inbox.ts';
import { fieldLabel, fieldViews, FORM_NAMES, formatDateTime, senderName } from '../../submission-view.ts';
import { fragment, h } from './h.ts';
import { Icon } from './Icon.ts';
import { ADMIN, listUrl, type PageContext } from './inbox.ts';
import { StaffLayout } from './StaffLayout.ts';
import { StateBadge } from './StateBadge.ts';

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

export interface ListPageProps extends ListData {
  context: PageContext;
}

const STATES: readonly State[] = ['open', 'handled', 'spam', 'all'];
const STATE_LABELS: Record<State, string> = { open: 'Open', handled: 'Handled', spam: 'Spam', all: 'All' };
/** How a count of each state reads: "3 open", "12 in all". */
const STATE_COUNTED: Record<State, string> = { open: 'open', handled: 'handled', spam: 'spam', all: 'in all' };

/** The two columns besides name and e-mail that say most about a submission of each form. */
const SUMMARY: Record<FormId, readonly [string, string]> = {
  contact: ['budget', 'companyname'],
  hire: ['pro_language', 'project_length'],
  'job-apply': ['position', 'currentdesignation'],
};

function Row({ form, row, labels }: { form: FormId; row: SubmissionRow; labels: readonly string[] }): ReactElement {
  const views = fieldViews(form, row);
  const value = (name: string) => views.find((field) => field.name === name)?.value ?? '';
  return h(
    'tr',
    null,
    h(
      'td',
      { className: 'primary-cell', 'data-label': 'Name' },
      h('a', { href: `${ADMIN}/${form}/${row.id}` }, senderName(form, row) || '(no name)'),
    ),
    h('td', { 'data-label': 'E-mail' }, h('span', { className: 'truncate' }, row.email)),
    ...SUMMARY[form].map((name, index) =>
      h(
        'td',
        { key: name, 'data-label': labels[index] ?? name },
        h('span', { className: 'truncate' }, value(name) || h('span', { className: 'muted' }, '-')),
      ),
    ),
    h('td', { className: 'nowrap', 'data-label': 'Received' }, formatDateTime(row.createdAt)),
    h('td', { 'data-label': 'State' }, h(StateBadge, { row })),
  );
}

interface PageLinkProps {
  href: string | undefined;
  rel: 'prev' | 'next';
  children: ReactNode;
}

/** Newer or Older; a disabled look when there is no such page. */
function PageLink({ href, rel, children }: PageLinkProps): ReactElement {
  return href
    ? h('a', { className: 'btn btn--secondary', rel, href }, children)
    : h('span', { className: 'btn btn--secondary', 'aria-disabled': true }, children);
}

function Empty({ form, state, search }: Pick<ListData, 'form' | 'state' | 'search'>): ReactElement {
  const plural = FORM_NAMES[form].plural.toLowerCase();
  const title = search
    ? 'Nothing matches your search'
    : state === 'all'
      ? `No ${plural} yet`
      : `No ${STATE_COUNTED[state]} ${plural}`;
  return h(
    'div',
    { className: 'empty' },
    h('strong', null, title),
    search ? 'Try part of the name or of the e-mail address.' : 'New submissions appear here as soon as they are sent.',
  );
}

export function ListPage({ context, ...data }: ListPageProps): ReactElement {
  const { form, state, search } = data;
  const names = FORM_NAMES[form];
  const labels = SUMMARY[form].map((name) => fieldLabel(form, name));
  const first = (data.page - 1) * data.pageSize + 1;
  const last = Math.min(data.total, data.page * data.pageSize);
  const pageHref = (target: number) =>
    target >= 1 && target <= data.pages ? listUrl(form, { state, search, page: target }) : undefined;

  return h(StaffLayout, {
    title: names.plural,
    context,
    children: fragment(
      h(
        'div',
        { className: 'page-head' },
        h(
          'div',
          { className: 'page-head__text' },
          h('p', { className: 'eyebrow' }, 'Staff inbox'),
          h('h1', null, names.plural),
          h(
            'p',
            { className: 'lede' },
            `${data.total} ${STATE_COUNTED[state]}${search ? ` matching “${search}”` : ''}, newest first.`,
          ),
        ),
        h(
          'a',
          { className: 'btn btn--secondary', href: listUrl(form, { state, search }, '/export.csv'), download: true },
          h(Icon, { name: 'csv', size: 18 }),
          'Export CSV',
        ),
      ),
      h(
        'section',
        { className: 'card', 'aria-label': names.plural },
        h(
          'div',
          { className: 'toolbar' },
          h(
            'nav',
            { className: 'tabs', 'aria-label': 'Show' },
            ...STATES.map((candidate) =>
              h(
                'a',
                {
                  key: candidate,
                  href: listUrl(form, { state: candidate, search }),
                  ...(candidate === state ? { 'aria-current': 'page' as const } : {}),
                },
                STATE_LABELS[candidate],
              ),
            ),
          ),
          h(
            'form',
            { className: 'search', method: 'get', action: `${ADMIN}/${form}`, role: 'search' },
            state !== 'open' ? h('input', { type: 'hidden', name: 'state', value: state }) : null,
            h('label', { className: 'sr-only', htmlFor: 'q' }, 'Search by name or e-mail'),
            h('input', {
              type: 'search',
              id: 'q',
              name: 'q',
              defaultValue: search,
              placeholder: 'Search by name or e-mail',
              maxLength: 200,
            }),
            h(
              'button',
              { className: 'btn btn--primary', type: 'submit' },
              h(Icon, { name: 'search', size: 18 }),
              h('span', { className: 'sr-only' }, 'Search'),
            ),
          ),
        ),
        data.rows.length
          ? fragment(
              h(
                'div',
                { className: 'table-wrap' },
                h(
                  'table',
                  { className: 'list' },
                  h(
                    'thead',
                    null,
                    h(
                      'tr',
                      null,
                      h('th', { scope: 'col' }, 'Name'),
                      h('th', { scope: 'col' }, 'E-mail'),
                      ...labels.map((label) => h('th', { key: label, scope: 'col' }, label)),
                      h('th', { scope: 'col' }, 'Received'),
                      h('th', { scope: 'col' }, 'State'),
                    ),
                  ),
                  h('tbody', null, ...data.rows.map((row) => h(Row, { key: row.id, form, row, labels }))),
                ),
              ),
              h(
                'nav',
                { className: 'pager', 'aria-label': 'Pages' },
                h('span', null, `${first} to ${last} of ${data.total} · page ${data.page} of ${data.pages}`),
                h(
                  'span',
                  { className: 'pager__links' },
                  h(PageLink, {
                    href: pageHref(data.page - 1),
                    rel: 'prev',
                    children: fragment(h(Icon, { name: 'left', size: 18 }), 'Newer'),
                  }),
                  h(PageLink, {
                    href: pageHref(data.page + 1),
                    rel: 'next',
                    children: fragment('Older', h(Icon, { name: 'right', size: 18 })),
                  }),
                ),
              ),
            )
          : h(Empty, { form, state, search }),
      ),
    ),
  });
}
