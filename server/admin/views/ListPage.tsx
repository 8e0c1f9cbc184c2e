/**
 * A form's list: state tabs (open, handled, spam, all), search by name or e-mail,
 * 25 submissions a page newest first, the pager, and the CSV export of the same
 * selection.
 */
import type { ReactElement, ReactNode } from 'react';
import type { FormId } from '../../../app/forms/index.ts';
import { fieldsOf, forms } from '../../../app/forms/index.ts';
import type { State, SubmissionRow } from '../../db/inbox.ts';
import { STAGE_LABELS, STAGES, type Stage } from '../../pipeline.ts';
import { fieldLabel, fieldViews, FORM_NAMES, formatDateTime, senderName } from '../../submission-view.ts';
import { ArrowLeft, ArrowRight, FileSpreadsheet, Search } from '../../../app/components/ui/ui-icons.tsx';
import { ADMIN, listUrl, type PageContext } from './inbox.ts';
import { StaffLayout } from './StaffLayout.tsx';
import { StateBadge } from './StateBadge.tsx';
import { TableWrap } from './TableWrap.tsx';

export interface ListData {
  form: FormId;
  state: State;
  search: string;
  /** The stage filter, if any. */
  stage?: Stage | undefined;
  /** Job applications: the role filter, if any. */
  role?: string | undefined;
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
  return (
    <tr>
      <td className="primary-cell" data-label="Name">
        <a href={`${ADMIN}/${form}/${row.id}`}>{senderName(form, row) || '(no name)'}</a>
      </td>
      <td data-label="E-mail">
        <span className="truncate">{row.email}</span>
      </td>
      {SUMMARY[form].map((name, index) => (
        <td key={name} data-label={labels[index] ?? name}>
          <span className="truncate">{value(name) || <span className="muted">-</span>}</span>
        </td>
      ))}
      <td className="nowrap" data-label="Received">
        {formatDateTime(row.createdAt)}
      </td>
      <td data-label="Stage">{STAGE_LABELS[row.stage]}</td>
      <td data-label="State">
        <StateBadge row={row} />
      </td>
    </tr>
  );
}

interface PageLinkProps {
  href: string | undefined;
  rel: 'prev' | 'next';
  children: ReactNode;
}

/** Newer or Older; a disabled look when there is no such page. */
function PageLink({ href, rel, children }: PageLinkProps): ReactElement {
  return href ? (
    <a className="btn btn--secondary" rel={rel} href={href}>
      {children}
    </a>
  ) : (
    <span className="btn btn--secondary" aria-disabled>
      {children}
    </span>
  );
}

function Empty({ form, state, search }: Pick<ListData, 'form' | 'state' | 'search'>): ReactElement {
  const plural = FORM_NAMES[form].plural.toLowerCase();
  const title = search
    ? 'Nothing matches your search'
    : state === 'all'
      ? `No ${plural} yet`
      : `No ${STATE_COUNTED[state]} ${plural}`;
  return (
    <div className="empty">
      <strong>{title}</strong>
      {search
        ? 'Try part of the name or of the e-mail address.'
        : 'New submissions appear here as soon as they are sent.'}
    </div>
  );
}

/** The roles an application can name: the job form's position options. */
function roleOptions(): { value: string; label?: string | undefined }[] {
  const field = fieldsOf(forms['job-apply']).find((candidate) => candidate.name === 'position');
  return field && field.kind === 'select' ? field.options.filter((option) => option.value !== '') : [];
}

/** The stage filter (and, for applications, the role filter): a GET form that keeps the rest of the selection. */
function Filters({ form, state, search, stage, role }: Pick<ListData, 'form' | 'state' | 'search' | 'stage' | 'role'>) {
  return (
    <form className="filters" method="get" action={`${ADMIN}/${form}`}>
      {state !== 'open' ? <input type="hidden" name="state" value={state} /> : null}
      {search ? <input type="hidden" name="q" value={search} /> : null}
      <label htmlFor="stage-filter">Stage</label>
      <select id="stage-filter" name="stage" defaultValue={stage ?? ''}>
        <option value="">Any stage</option>
        {STAGES[form].map((candidate) => (
          <option key={candidate} value={candidate}>
            {STAGE_LABELS[candidate]}
          </option>
        ))}
      </select>
      {form === 'job-apply' ? (
        <>
          <label htmlFor="role-filter">Role</label>
          <select id="role-filter" name="role" defaultValue={role ?? ''}>
            <option value="">Any role</option>
            {roleOptions().map((option) => (
              <option key={option.value} value={option.value}>
                {option.label ?? option.value}
              </option>
            ))}
          </select>
        </>
      ) : null}
      <button className="btn btn--secondary" type="submit">
        Filter
      </button>
    </form>
  );
}

export function ListPage({ context, ...data }: ListPageProps): ReactElement {
  const { form, state, search, stage, role } = data;
  const names = FORM_NAMES[form];
  const labels = SUMMARY[form].map((name) => fieldLabel(form, name));
  const first = (data.page - 1) * data.pageSize + 1;
  const last = Math.min(data.total, data.page * data.pageSize);
  const pageHref = (target: number) =>
    target >= 1 && target <= data.pages ? listUrl(form, { state, search, stage, role, page: target }) : undefined;

  return (
    <StaffLayout title={names.plural} context={context}>
      <div className="page-head">
        <div className="page-head__text">
          <p className="eyebrow">Staff inbox</p>
          <h1>{names.plural}</h1>
          <p className="lede">{`${data.total} ${STATE_COUNTED[state]}${search ? ` matching “${search}”` : ''}, newest first.`}</p>
        </div>
        <a className="btn btn--secondary" href={listUrl(form, { state, search, stage, role }, '/export.csv')} download>
          <FileSpreadsheet size={18} />
          Export CSV
        </a>
      </div>
      <section className="card" aria-label={names.plural}>
        <div className="toolbar">
          <nav className="tabs" aria-label="Show">
            {STATES.map((candidate) => (
              <a
                key={candidate}
                href={listUrl(form, { state: candidate, search, stage, role })}
                aria-current={candidate === state ? 'page' : undefined}
              >
                {STATE_LABELS[candidate]}
              </a>
            ))}
          </nav>
          <form className="search" method="get" action={`${ADMIN}/${form}`} role="search">
            {state !== 'open' ? <input type="hidden" name="state" value={state} /> : null}
            {stage ? <input type="hidden" name="stage" value={stage} /> : null}
            {role ? <input type="hidden" name="role" value={role} /> : null}
            <label className="sr-only" htmlFor="q">
              Search by name or e-mail
            </label>
            <input
              type="search"
              id="q"
              name="q"
              defaultValue={search}
              placeholder="Search by name or e-mail"
              maxLength={200}
            />
            <button className="btn btn--primary" type="submit">
              <Search size={18} />
              <span className="sr-only">Search</span>
            </button>
          </form>
        </div>
        <div className="toolbar">
          <Filters form={form} state={state} search={search} stage={stage} role={role} />
        </div>
        {data.rows.length ? (
          <>
            <TableWrap label="Submissions">
              <table className="list">
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">E-mail</th>
                    {labels.map((label) => (
                      <th key={label} scope="col">
                        {label}
                      </th>
                    ))}
                    <th scope="col">Received</th>
                    <th scope="col">Stage</th>
                    <th scope="col">State</th>
                  </tr>
                </thead>
                <tbody>
                  {data.rows.map((row) => (
                    <Row key={row.id} form={form} row={row} labels={labels} />
                  ))}
                </tbody>
              </table>
            </TableWrap>
            <nav className="pager" aria-label="Pages">
              <span>{`${first} to ${last} of ${data.total} · page ${data.page} of ${data.pages}`}</span>
              <span className="pager__links">
                <PageLink href={pageHref(data.page - 1)} rel="prev">
                  <ArrowLeft size={18} />
                  Newer
                </PageLink>
                <PageLink href={pageHref(data.page + 1)} rel="next">
                  Older
                  <ArrowRight size={18} />
                </PageLink>
              </span>
            </nav>
          </>
        ) : (
          <Empty form={form} state={state} search={search} />
        )}
      </section>
    </StaffLayout>
  );
}
