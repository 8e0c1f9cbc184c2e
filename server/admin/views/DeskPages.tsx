/**
 * The desk's pages, for every kind of content it publishes (openings, articles:
 * server/admin/routes/desks.ts describes each): the list (published, draft, closed) with
 * the state of the latest publish, an item's form (Preview, Publish, and Close opening or
 * Unpublish) with its history (any earlier revision can be published again). The preview
 * is the site's own page (server/content/preview.ts). Forms post to the server; no script runs.
 */
import type { ReactElement } from 'react';
import { CsrfInput } from './CsrfInput.tsx';
import { Notice } from './Notice.tsx';
import { StaffLayout } from './StaffLayout.tsx';
import { TableWrap } from './TableWrap.tsx';
import type { PageContext } from './inbox.ts';

/** What the pages say of one kind of content. */
export interface DeskView {
  /** The desk's address: "/admin/openings". */
  base: string;
  /** The list's heading and the navigation's word: "Openings". */
  title: string;
  eyebrow: string;
  lede: string;
  /** "opening", and "Opening" as a form's eyebrow. */
  noun: string;
  Noun: string;
  /** "New opening". */
  newLabel: string;
  /** Where an item's public page is: "/career/". */
  publicBase: string;
  /** The hint of the address field of a new item. */
  slugHint: string;
  /** The list's columns between Title and State. */
  columns: string[];
}

/** One field of a kind's form. */
export interface FieldSpec {
  name: string;
  label: string;
  hint?: string;
  type: 'text' | 'date' | 'area' | 'select';
  /** A text area's height. */
  rows?: number;
  /** A select's choices, and its first, empty one ("Choose a role"). */
  options?: { value: string; label: string }[];
  empty?: string;
}

export interface DeskRow {
  slug: string;
  title: string;
  /** One per DeskView.columns. */
  cells: string[];
  /** "Published", "Closed", "Draft" (never published), "Unpublished changes" … */
  state: string;
  changed: string;
}

export interface PublishView {
  id: number;
  status: string;
  requestedBy: string;
  startedAt: string;
  finishedAt: string | null;
  error: string | null;
}

export interface RevisionView {
  id: number;
  note: string;
  author: string;
  at: string;
  published: boolean;
}

/** The latest publish, in words: running (the page reloads itself), live, or why it failed. */
export function PublishStatus({ publish }: { publish: PublishView | undefined }): ReactElement | null {
  if (!publish) return null;
  if (publish.status === 'running')
    return (
      <Notice kind="warning">
        {`Publishing: the site is being rebuilt (started by ${publish.requestedBy} at ${publish.startedAt}). This page refreshes itself; the new pages are live within two minutes.`}
      </Notice>
    );
  if (publish.status === 'failed')
    return (
      <Notice kind="error" role="alert">
        {`The last publish (${publish.startedAt}, by ${publish.requestedBy}) did not go live. ${publish.error ?? ''}`}
      </Notice>
    );
  return (
    <Notice kind="success">{`The site is up to date: last published ${publish.finishedAt ?? publish.startedAt} by ${publish.requestedBy}.`}</Notice>
  );
}

const badgeOf = (state: string) =>
  state === 'Published' ? 'badge--handled' : state === 'Closed' ? 'badge--spam' : 'badge--pending';

export interface DeskListPageProps {
  context: PageContext;
  view: DeskView;
  rows: DeskRow[];
  publish: PublishView | undefined;
  notice?: string | undefined;
}

export function DeskListPage({ context, view, rows, publish, notice }: DeskListPageProps): ReactElement {
  const headingId = `${view.base.split('/').pop() ?? 'items'}-heading`;
  return (
    <StaffLayout title={view.title} context={context} refreshSeconds={publish?.status === 'running' ? 5 : undefined}>
      <div className="page-head">
        <div className="page-head__text">
          <p className="eyebrow">{view.eyebrow}</p>
          <h1>{view.title}</h1>
          <p className="lede">{view.lede}</p>
        </div>
        <a className="btn btn--primary" href={`${view.base}/new`}>
          {view.newLabel}
        </a>
      </div>
      <div className="stack">
        {notice && <Notice kind="success">{notice}</Notice>}
        <PublishStatus publish={publish} />
        <section className="card" aria-labelledby={headingId}>
          <h2 id={headingId} className="sr-only">
            {`All ${view.title.toLowerCase()}`}
          </h2>
          {rows.length === 0 ? (
            <p className="empty">{`No ${view.title.toLowerCase()} yet. Start with ${view.newLabel}.`}</p>
          ) : (
            <TableWrap label={view.title}>
              <table className="list">
                <thead>
                  <tr>
                    {['Title', ...view.columns, 'State', 'Last change'].map((column) => (
                      <th key={column} scope="col">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.slug}>
                      <td className="primary-cell" data-label="Title">
                        <a href={`${view.base}/${row.slug}`}>{row.title}</a>
                      </td>
                      {view.columns.map((column, index) => (
                        <td key={column} data-label={column}>
                          {row.cells[index]}
                        </td>
                      ))}
                      <td data-label="State">
                        <span className={`badge ${badgeOf(row.state)}`}>{row.state}</span>
                      </td>
                      <td className="muted" data-label="Last change">
                        {row.changed}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
          )}
        </section>
      </div>
    </StaffLayout>
  );
}

/** One labelled field, its hint and its error (tied to the control by aria-describedby). */
function Field({ spec, value, error }: { spec: FieldSpec; value: string; error: string | undefined }): ReactElement {
  const { name } = spec;
  const describedBy =
    [spec.hint ? `${name}-hint` : '', error ? `${name}-error` : ''].filter(Boolean).join(' ') || undefined;
  const control = { id: name, name, defaultValue: value, 'aria-describedby': describedBy };
  const invalid = error ? true : undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={name}>{spec.label}</label>
      {spec.hint && (
        <span className="muted" id={`${name}-hint`}>
          {spec.hint}
        </span>
      )}
      {spec.type === 'select' ? (
        <select {...control}>
          {spec.empty !== undefined && <option value="">{spec.empty}</option>}
          {(spec.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : spec.type === 'area' ? (
        <textarea {...control} rows={spec.rows} aria-invalid={invalid} />
      ) : (
        <input {...control} type={spec.type} aria-invalid={invalid} />
      )}
      {error && (
        <span className="field__error" id={`${name}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}

export interface DeskFormPageProps {
  context: PageContext;
  view: DeskView;
  isNew: boolean;
  fields: FieldSpec[];
  /** Every field as text (lists one item per line), and `slug`. */
  values: Record<string, string>;
  errors: Record<string, string>;
  state: string | undefined;
  /** Close opening, Unpublish: offered when the published revision allows it. */
  retire?: { action: string; heading?: string | undefined; text: string; button: string } | undefined;
  history: RevisionView[];
  publish: PublishView | undefined;
  notice?: string | undefined;
  problem?: string | undefined;
}

export function DeskFormPage(props: DeskFormPageProps): ReactElement {
  const { context, view, isNew, fields, values, errors, state, retire, history, publish } = props;
  const slug = values['slug'] ?? '';
  const action = isNew ? view.base : `${view.base}/${slug}`;
  const title = isNew ? view.newLabel : values['title'] || view.Noun;
  const mistakes = Object.keys(errors).length;
  return (
    <StaffLayout title={title} context={context} refreshSeconds={publish?.status === 'running' ? 5 : undefined}>
      <nav className="crumbs" aria-label="Breadcrumb">
        <a href={view.base}>{view.title}</a>
      </nav>
      <div className="page-head">
        <div className="page-head__text">
          <p className="eyebrow">{view.Noun}</p>
          <h1>{title}</h1>
          {!isNew && (
            <p className="lede">
              {state && <span className="badge badge--pending">{state}</span>} {`Its page: ${view.publicBase}${slug}`}
            </p>
          )}
        </div>
      </div>
      <div className="stack">
        {props.notice && <Notice kind="success">{props.notice}</Notice>}
        {props.problem && (
          <Notice kind="error" role="alert">
            {props.problem}
          </Notice>
        )}
        {mistakes > 0 && (
          <Notice kind="error" role="alert">
            {`Nothing was published: ${mistakes === 1 ? 'one field needs' : `${mistakes} fields need`} a correction, shown at the field.`}
          </Notice>
        )}
        <PublishStatus publish={publish} />
        <form className="card card__body opening-form" method="post" action={action} noValidate>
          <CsrfInput token={context.csrfToken} />
          {isNew ? (
            <Field
              spec={{ name: 'slug', label: 'Address', hint: view.slugHint, type: 'text' }}
              value={slug}
              error={errors['slug']}
            />
          ) : (
            <input type="hidden" name="slug" value={slug} />
          )}
          {fields.map((spec) => (
            <Field key={spec.name} spec={spec} value={values[spec.name] ?? ''} error={errors[spec.name]} />
          ))}
          <div className="actions">
            <button className="btn btn--secondary" type="submit" name="intent" value="preview">
              Preview
            </button>
            <button className="btn btn--primary" type="submit" name="intent" value="publish">
              Publish
            </button>
          </div>
        </form>
        {retire && (
          <form className="card card__body" method="post" action={retire.action}>
            <CsrfInput token={context.csrfToken} />
            {retire.heading && <h2 className="section-title">{retire.heading}</h2>}
            <p className="muted">{retire.text}</p>
            <button className="btn btn--danger" type="submit">
              {retire.button}
            </button>
          </form>
        )}
        {history.length > 0 && (
          <section className="card card__body" aria-labelledby="history-heading" id="history">
            <h2 id="history-heading" className="section-title">
              History
            </h2>
            <ol className="history">
              {history.map((revision) => (
                <li key={revision.id}>
                  <div className="history__meta">{`Revision ${revision.id} · ${revision.author} · ${revision.at}${revision.published ? ' · published now' : ''}`}</div>
                  <div>{revision.note}</div>
                  <div className="actions">
                    <a href={`${view.base}/${slug}/preview?revision=${revision.id}`}>Preview</a>
                    {!revision.published && (
                      <form method="post" action={`${view.base}/${slug}/restore`}>
                        <CsrfInput token={context.csrfToken} />
                        <input type="hidden" name="revision" value={revision.id} />
                        <button className="btn btn--secondary" type="submit">
                          {`Publish revision ${revision.id} again`}
                        </button>
                      </form>
                    )}
                  </div>
                </li>
              ))}
            </ol>
          </section>
        )}
      </div>
    </StaffLayout>
  );
}
