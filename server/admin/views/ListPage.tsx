/**
 * A form's list: search by name or e-mail, filters that are links (open, all or spam;
 * stage; owner; follow-ups due; role), so each applies as soon as it is chosen with
 * no script; 25 submissions a page newest first, each with the start of its message,
 * its e-mail and phone as links, stage, owner and follow-up day; a check box per row
 * and the bulk actions (a stage, spam) in one form with the CSRF token; the pager,
 * and the CSV export of the same selection.
 */
import type { ReactElement, ReactNode } from 'react';
import type { FormId } from '../../../app/forms/index.ts';
import { fieldsOf, forms } from '../../../app/forms/index.ts';
import { NOBODY, type State, type SubmissionRow } from '../../db/inbox.ts';
import { FINAL_STAGES, STAGE_LABELS, STAGES, type Stage } from '../../pipeline.ts';
import {
  fieldLabel,
  fieldViews,
  FORM_NAMES,
  formatDateTime,
  formatDay,
  messageStart,
  PHONE_FIELD,
  senderName,
  textOf,
} from '../../submission-view.ts';
import { ArrowRight } from '../../../app/components/ui/shell-icons.tsx';
import { ArrowLeft, FileSpreadsheet, Search } from '../../../app/components/ui/ui-icons.tsx';
import { CsrfInput } from './CsrfInput.tsx';
import { ADMIN, listUrl, mailtoHref, telHref, type ListParams, type PageContext } from './inbox.ts';
import { Notice } from './Notice.tsx';
import { StaffLayout } from './StaffLayout.tsx';
import { TableWrap } from './TableWrap.tsx';

/** What a bulk action just did, confirmed at the top of the list. */
export interface BulkDone {
  count: number;
  to: Stage | 'spam' | 'not-spam';
}

export interface ListData {
  form: FormId;
  state: State;
  search: string;
  /** The stage filter, if any. */
  stage?: Stage | undefined;
  /** Job applications: the role filter, if any. */
  role?: string | undefined;
  /** The owner filter: a user name, or NOBODY. */
  owner?: string | undefined;
  /** Only follow-ups due today or earlier. */
  due?: boolean | undefined;
  /** Every member of staff, for the owner filter. */
  staff: string[];
  rows: SubmissionRow[];
  total: number;
  page: number;
  pages: number;
  pageSize: number;
  done?: BulkDone | undefined;
}

export interface ListPageProps extends ListData {
  context: PageContext;
}

const STATE_LABELS: Record<State, string> = { open: 'Open', all: 'All', spam: 'Spam' };
/** How a count of each state reads: "3 open", "12 in all". */
const STATE_COUNTED: Record<State, string> = { open: 'open', all: 'in all', spam: 'marked as spam' };

/** The two columns besides name and e-mail that say most about a submission of each form. */
const SUMMARY: Record<FormId, readonly [string, string]> = {
  contact: ['budget', 'companyname'],
  hire: ['pro_language', 'project_length'],
  'job-apply': ['position', 'currentdesignation'],
};

/** The follow-up day as staff read it, marked when it is due. */
function FollowUp({ day, today, closed }: { day: string | null; today: string; closed: boolean }): ReactElement {
  if (!day) return <span className="muted">-</span>;
  const due = !closed && day <= today;
  return (
    <span className={due ? 'due' : undefined}>
      {formatDay(day)}
      {due ? <span className="due__tag">{day < today ? ' · overdue' : ' · today'}</span> : null}
    </span>
  );
}

function Row({
  form,
  row,
  labels,
  context,
}: {
  form: FormId;
  row: SubmissionRow;
  labels: readonly string[];
  context: PageContext;
}): ReactElement {
  const views = fieldViews(form, row);
  const value = (name: string) => views.find((field) => field.name === name)?.value ?? '';
  const name = senderName(form, row) || '(no name)';
  const phone = textOf(row[PHONE_FIELD[form]]);
  const tel = telHref(phone);
  const start = messageStart(form, row);
  return (
    <tr>
      <td className="select-cell">
        <input
          type="checkbox"
          name="ids"
          value={row.id}
          id={`select-${row.id}`}
          aria-label={`Select ${name}`}
          form="bulk"
        />
      </td>
      <td className="primary-cell" data-label="Name">
        <a href={`${ADMIN}/${form}/${row.id}`}>{name}</a>
        {start ? <span className="snippet">{start}</span> : null}
      </td>
      <td className="contact-cell" data-label="Contact">
        <span>
          <a href={mailtoHref(row.email, `Re: your ${FORM_NAMES[form].singular.toLowerCase()}`)}>{row.email}</a>
          {tel ? <a href={tel}>{phone}</a> : <span>{phone}</span>}
        </span>
      </td>
      {SUMMARY[form].map((field, index) => (
        <td key={field} data-label={labels[index] ?? field}>
          <span className="truncate">{value(field) || <span className="muted">-</span>}</span>
        </td>
      ))}
      <td className="nowrap" data-label="Received">
        {formatDateTime(row.createdAt, context.timeZone)}
      </td>
      <td data-label="Stage">
        <span className={`badge badge--stage-${FINAL_STAGES.includes(row.stage) ? 'closed' : 'open'}`}>
          {STAGE_LABELS[row.stage]}
        </span>
        {row.isSpam ? <span className="badge badge--spam">Spam</span> : null}
      </td>
      <td data-label="Owner">{row.owner ?? <span className="muted">Nobody</span>}</td>
      <td data-label="Follow up">
        <FollowUp day={row.followUpOn} today={context.today} closed={FINAL_STAGES.includes(row.stage)} />
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

function Empty({ form, state, search, filtered }: Pick<ListData, 'form' | 'state' | 'search'> & { filtered: boolean }) {
  const plural = FORM_NAMES[form].plural.toLowerCase();
  const title = search
    ? 'Nothing matches your search'
    : filtered
      ? 'Nothing matches these filters'
      : state === 'all'
        ? `No ${plural} yet`
        : `No ${plural} ${STATE_COUNTED[state]}`;
  return (
    <div className="empty">
      <strong>{title}</strong>
      {search
        ? 'Try part of the name or of the e-mail address.'
        : filtered
          ? 'Choose “Any” in a filter above to see more.'
          : 'New submissions appear here as soon as they are sent.'}
    </div>
  );
}

/** The roles an application can name: the job form's position options. */
function roleOptions(): { value: string; label?: string | undefined }[] {
  const field = fieldsOf(forms['job-apply']).find((candidate) => candidate.name === 'position');
  return field && field.kind === 'select' ? field.options.filter((option) => option.value !== '') : [];
}

interface Choice {
  label: string;
  href: string;
  current: boolean;
}

/** One filter: a row of links, the chosen one marked; following a link applies it. */
function FilterLinks({ label, choices }: { label: string; choices: Choice[] }): ReactElement {
  return (
    <div className="filter">
      <span className="filter__label" aria-hidden="true">
        {label}
      </span>
      <nav className="chips" aria-label={`Filter by ${label.toLowerCase()}`}>
        {choices.map((choice) => (
          <a key={choice.href} href={choice.href} aria-current={choice.current ? 'true' : undefined}>
            {choice.label}
          </a>
        ))}
      </nav>
    </div>
  );
}

function Filters({ data, context }: { data: ListData; context: PageContext }): ReactElement {
  const { form, state, search, stage, role, owner, due, staff } = data;
  const selection: ListParams = { state, search, stage, role, owner, due };
  const withParams = (change: Partial<ListParams>) => listUrl(form, { ...selection, ...change });
  const me = context.username;
  const others = staff.filter((name) => name !== me);
  return (
    <div className="filters">
      <FilterLinks
        label="Show"
        choices={(['open', 'all', 'spam'] as const).map((candidate) => ({
          label: STATE_LABELS[candidate],
          href: withParams({ state: candidate }),
          current: candidate === state,
        }))}
      />
      <FilterLinks
        label="Stage"
        choices={[
          { label: 'Any', href: withParams({ stage: undefined }), current: !stage },
          ...STAGES[form].map((candidate) => ({
            label: STAGE_LABELS[candidate],
            // A final stage is not open: choosing it shows every submission at it.
            href: withParams({
              stage: candidate,
              state: state === 'open' && FINAL_STAGES.includes(candidate) ? 'all' : state,
            }),
            current: candidate === stage,
          })),
        ]}
      />
      <FilterLinks
        label="Owner"
        choices={[
          { label: 'Anyone', href: withParams({ owner: undefined }), current: !owner },
          ...(me ? [{ label: 'Mine', href: withParams({ owner: me }), current: owner === me }] : []),
          { label: 'Nobody', href: withParams({ owner: NOBODY }), current: owner === NOBODY },
          ...others.map((name) => ({ label: name, href: withParams({ owner: name }), current: owner === name })),
        ]}
      />
      <FilterLinks
        label="Follow up"
        choices={[
          { label: 'Any day', href: withParams({ due: undefined }), current: !due },
          { label: 'Due today', href: withParams({ due: true }), current: Boolean(due) },
        ]}
      />
      {form === 'job-apply' ? (
        <FilterLinks
          label="Role"
          choices={[
            { label: 'Any', href: withParams({ role: undefined }), current: !role },
            ...roleOptions().map((option) => ({
              label: option.label ?? option.value,
              href: withParams({ role: option.value }),
              current: option.value === role,
            })),
          ]}
        />
      ) : null}
    </div>
  );
}

const DONE_WORDS = (done: BulkDone): string => {
  const what = `${done.count} ${done.count === 1 ? 'submission' : 'submissions'}`;
  if (done.to === 'spam') return `${what} marked as spam.`;
  if (done.to === 'not-spam') return `${what} no longer marked as spam.`;
  return `${what} moved to ${STAGE_LABELS[done.to]}.`;
};

/** The bulk actions: a button per stage, and spam (or not spam, in the spam list). */
function BulkBar({ form, state, back, csrfToken }: { form: FormId; state: State; back: string; csrfToken: string }) {
  return (
    <form className="bulk" id="bulk" method="post" action={`${ADMIN}/${form}/bulk`} aria-label="With the selected">
      <CsrfInput token={csrfToken} />
      <input type="hidden" name="back" value={back} />
      <span className="bulk__label">With the selected:</span>
      <span className="bulk__buttons">
        {STAGES[form].map((candidate) => (
          <button
            key={candidate}
            className="btn btn--secondary btn--small"
            type="submit"
            name="stage"
            value={candidate}
          >
            {`Move to ${STAGE_LABELS[candidate]}`}
          </button>
        ))}
        {state === 'spam' ? (
          <button className="btn btn--secondary btn--small" type="submit" name="action" value="not-spam">
            Not spam
          </button>
        ) : (
          <button className="btn btn--danger btn--small" type="submit" name="action" value="spam">
            Mark as spam
          </button>
        )}
      </span>
    </form>
  );
}

export function ListPage({ context, ...data }: ListPageProps): ReactElement {
  const { form, state, search, stage, role, owner, due } = data;
  const selection: ListParams = { state, search, stage, role, owner, due };
  const names = FORM_NAMES[form];
  const labels = SUMMARY[form].map((name) => fieldLabel(form, name));
  const first = (data.page - 1) * data.pageSize + 1;
  const last = Math.min(data.total, data.page * data.pageSize);
  const pageHref = (target: number) =>
    target >= 1 && target <= data.pages ? listUrl(form, { ...selection, page: target }) : undefined;
  const filtered = Boolean(stage || role || owner || due);

  return (
    <StaffLayout title={names.plural} context={context}>
      {data.done ? <Notice kind="success">{DONE_WORDS(data.done)}</Notice> : null}
      <div className="page-head">
        <div className="page-head__text">
          <p className="eyebrow">Staff inbox</p>
          <h1>{names.plural}</h1>
          <p className="lede">{`${data.total} ${STATE_COUNTED[state]}${search ? ` matching “${search}”` : ''}, newest first.`}</p>
        </div>
        <a className="btn btn--secondary" href={listUrl(form, selection, '/export.csv')} download>
          <FileSpreadsheet size={18} />
          Export CSV
        </a>
      </div>
      <section className="card" aria-label={names.plural}>
        <div className="toolbar">
          <form className="search" method="get" action={`${ADMIN}/${form}`} role="search">
            {state !== 'open' ? <input type="hidden" name="state" value={state} /> : null}
            {stage ? <input type="hidden" name="stage" value={stage} /> : null}
            {role ? <input type="hidden" name="role" value={role} /> : null}
            {owner ? <input type="hidden" name="owner" value={owner} /> : null}
            {due ? <input type="hidden" name="due" value="today" /> : null}
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
          <Filters data={data} context={context} />
        </div>
        {data.rows.length ? (
          <>
            <div className="toolbar">
              <BulkBar
                form={form}
                state={state}
                back={listUrl(form, { ...selection, page: data.page })}
                csrfToken={context.csrfToken}
              />
            </div>
            <TableWrap label="Submissions">
              <table className="list">
                <thead>
                  <tr>
                    <th scope="col">
                      <span className="sr-only">Select</span>
                    </th>
                    <th scope="col">Name</th>
                    <th scope="col">Contact</th>
                    {labels.map((label) => (
                      <th key={label} scope="col">
                        {label}
                      </th>
                    ))}
                    <th scope="col">Received</th>
                    <th scope="col">Stage</th>
                    <th scope="col">Owner</th>
                    <th scope="col">Follow up</th>
                  </tr>
                </thead>
                <tbody>
                  {data.rows.map((row) => (
                    <Row key={row.id} form={form} row={row} labels={labels} context={context} />
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
          <Empty form={form} state={state} search={search} filtered={filtered} />
        )}
      </section>
    </StaffLayout>
  );
}
