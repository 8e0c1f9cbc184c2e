/**
 * The desk's Openings: the list of openings (published, draft, closed) with the state of
 * the latest publish, an opening's form (Preview, Publish, Close opening) with its
 * history (any earlier revision can be published again), and the preview of an opening's
 * page. Forms post to the server; no script runs.
 */
import type { ReactElement } from 'react';
import { CsrfInput } from './CsrfInput.tsx';
import { Notice } from './Notice.tsx';
import { StaffLayout } from './StaffLayout.tsx';
import { TableWrap } from './TableWrap.tsx';
import { ADMIN, type PageContext } from './inbox.ts';

export const OPENINGS = `${ADMIN}/openings`;

/** An opening as the form shows it: every field as text, lists one item per line. */
export interface OpeningFormValues {
  slug: string;
  title: string;
  role: string;
  experience: string;
  jobType: string;
  location: string;
  openings: string;
  description: string;
  mustHaves: string;
  responsibilities: string;
  validThrough: string;
}

export interface OpeningRow {
  slug: string;
  title: string;
  tab: string;
  /** "Published", "Closed", "Draft" (never published) or "Unpublished changes". */
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

export interface OpeningsListPageProps {
  context: PageContext;
  rows: OpeningRow[];
  publish: PublishView | undefined;
  notice?: string | undefined;
}

export function OpeningsListPage({ context, rows, publish, notice }: OpeningsListPageProps): ReactElement {
  return (
    <StaffLayout title="Openings" context={context} refreshSeconds={publish?.status === 'running' ? 5 : undefined}>
      <div className="page-head">
        <div className="page-head__text">
          <p className="eyebrow">Careers</p>
          <h1>Openings</h1>
          <p className="lede">The job openings on /career, each with a page of its own that Google for Jobs lists.</p>
        </div>
        <a className="btn btn--primary" href={`${OPENINGS}/new`}>
          New opening
        </a>
      </div>
      <div className="stack">
        {notice && <Notice kind="success">{notice}</Notice>}
        <PublishStatus publish={publish} />
        <section className="card" aria-labelledby="openings-heading">
          <h2 id="openings-heading" className="sr-only">
            All openings
          </h2>
          {rows.length === 0 ? (
            <p className="empty">No openings yet. Start with New opening.</p>
          ) : (
            <TableWrap label="Openings">
              <table className="list">
                <thead>
                  <tr>
                    <th scope="col">Title</th>
                    <th scope="col">Role</th>
                    <th scope="col">State</th>
                    <th scope="col">Last change</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.slug}>
                      <td className="primary-cell" data-label="Title">
                        <a href={`${OPENINGS}/${row.slug}`}>{row.title}</a>
                      </td>
                      <td data-label="Role">{row.tab}</td>
                      <td data-label="State">
                        <span
                          className={`badge ${row.state === 'Published' ? 'badge--handled' : row.state === 'Closed' ? 'badge--spam' : 'badge--pending'}`}
                        >
                          {row.state}
                        </span>
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

export interface OpeningFormPageProps {
  context: PageContext;
  isNew: boolean;
  values: OpeningFormValues;
  errors: Record<string, string>;
  tabs: { id: string; tab: string }[];
  jobTypes: string[];
  /** The published revision is open: Close opening is offered. */
  canClose: boolean;
  state: string | undefined;
  history: RevisionView[];
  publish: PublishView | undefined;
  notice?: string | undefined;
  problem?: string | undefined;
}

/** One labelled field, its hint and its error (tied to the control by aria-describedby). */
export function Field(props: {
  name: string;
  label: string;
  hint?: string | undefined;
  error: string | undefined;
  children: (describedBy: string | undefined) => ReactElement;
}): ReactElement {
  const ids = [props.hint ? `${props.name}-hint` : '', props.error ? `${props.name}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`field${props.error ? ' field--invalid' : ''}`}>
      <label htmlFor={props.name}>{props.label}</label>
      {props.hint && (
        <span className="muted" id={`${props.name}-hint`}>
          {props.hint}
        </span>
      )}
      {props.children(ids || undefined)}
      {props.error && (
        <span className="field__error" id={`${props.name}-error`}>
          {props.error}
        </span>
      )}
    </div>
  );
}

export function OpeningFormPage(props: OpeningFormPageProps): ReactElement {
  const { context, isNew, values, errors, tabs, jobTypes, canClose, state, history, publish } = props;
  const action = isNew ? OPENINGS : `${OPENINGS}/${values.slug}`;
  const title = isNew ? 'New opening' : values.title || 'Opening';
  const text = (name: keyof OpeningFormValues, label: string, hint?: string) => (
    <Field name={name} label={label} hint={hint} error={errors[name]}>
      {(describedBy) => (
        <input
          id={name}
          name={name}
          type="text"
          defaultValue={values[name]}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </Field>
  );
  const area = (name: keyof OpeningFormValues, label: string, rows: number, hint?: string) => (
    <Field name={name} label={label} hint={hint} error={errors[name]}>
      {(describedBy) => (
        <textarea
          id={name}
          name={name}
          rows={rows}
          defaultValue={values[name]}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </Field>
  );
  return (
    <StaffLayout title={title} context={context} refreshSeconds={publish?.status === 'running' ? 5 : undefined}>
      <nav className="crumbs" aria-label="Breadcrumb">
        <a href={OPENINGS}>Openings</a>
      </nav>
      <div className="page-head">
        <div className="page-head__text">
          <p className="eyebrow">Opening</p>
          <h1>{title}</h1>
          {!isNew && (
            <p className="lede">
              {state && <span className="badge badge--pending">{state}</span>} {`Its page: /career/${values.slug}`}
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
        {Object.keys(errors).length > 0 && (
          <Notice kind="error" role="alert">
            {`Nothing was published: ${Object.keys(errors).length === 1 ? 'one field needs' : `${Object.keys(errors).length} fields need`} a correction, shown at the field.`}
          </Notice>
        )}
        <PublishStatus publish={publish} />
        <form className="card card__body opening-form" method="post" action={action} noValidate>
          <CsrfInput token={context.csrfToken} />
          {isNew ? (
            text(
              'slug',
              'Address',
              "The end of its page's address, /career/…: lower-case words and hyphens. Left empty, it is made from the title.",
            )
          ) : (
            <input type="hidden" name="slug" value={values.slug} />
          )}
          {text('title', 'Title', 'The job title only, as candidates search for it: "PHP Developer".')}
          <Field name="role" label="Role" hint="The tab of /career it is listed under." error={errors['role']}>
            {(describedBy) => (
              <select id="role" name="role" defaultValue={values.role} aria-describedby={describedBy}>
                <option value="">Choose a role</option>
                {tabs.map((tab) => (
                  <option key={tab.id} value={tab.id}>
                    {tab.tab}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {text('experience', 'Experience', 'As the page prints it: "1-3 years".')}
          <Field name="jobType" label="Job type" error={errors['jobType']}>
            {(describedBy) => (
              <select id="jobType" name="jobType" defaultValue={values.jobType} aria-describedby={describedBy}>
                {jobTypes.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {text('location', 'Location', "The town of the workplace. Left empty: the office's city.")}
          {text('openings', 'Number of openings', 'Two digits, as the page prints it: "02".')}
          {area(
            'description',
            'Description',
            6,
            'What the job is, in plain sentences. A blank line starts a new paragraph.',
          )}
          {area('mustHaves', 'Must-haves', 6, 'One per line, at least three.')}
          {area('responsibilities', 'Responsibilities', 6, 'One per line, at least three.')}
          <Field
            name="validThrough"
            label="Valid through"
            hint="Optional: the last day applications are taken. Google stops listing the job after it."
            error={errors['validThrough']}
          >
            {(describedBy) => (
              <input
                id="validThrough"
                name="validThrough"
                type="date"
                defaultValue={values.validThrough}
                aria-describedby={describedBy}
              />
            )}
          </Field>
          <div className="actions">
            <button className="btn btn--secondary" type="submit" name="intent" value="preview">
              Preview
            </button>
            <button className="btn btn--primary" type="submit" name="intent" value="publish">
              Publish
            </button>
          </div>
        </form>
        {canClose && (
          <form className="card card__body" method="post" action={`${OPENINGS}/${values.slug}/close`}>
            <CsrfInput token={context.csrfToken} />
            <h2 className="section-title">Filled or withdrawn?</h2>
            <p className="muted">
              Closing takes it off /career, the sitemap and the job application's positions; its page then answers "not
              found". It stays here, and can be published again.
            </p>
            <button className="btn btn--danger" type="submit">
              Close opening
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
                    <a href={`${OPENINGS}/${values.slug}/preview?revision=${revision.id}`}>Preview</a>
                    {!revision.published && (
                      <form method="post" action={`${OPENINGS}/${values.slug}/restore`}>
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

export interface OpeningPreviewPageProps {
  context: PageContext;
  slug: string;
  revision: number;
  opening: {
    title: string;
    tab: string;
    experience: string;
    jobType: string;
    location: string;
    openings: string;
    paragraphs: string[];
    mustHaves: string[];
    responsibilities: string[];
    posted: string;
    until: string | undefined;
  };
  /** What Google for Jobs would not accept in the page's JobPosting; empty when it is complete. */
  problems: string[];
}

export function OpeningPreviewPage({
  context,
  slug,
  revision,
  opening,
  problems,
}: OpeningPreviewPageProps): ReactElement {
  return (
    <StaffLayout title={`Preview: ${opening.title}`} context={context}>
      <nav className="crumbs" aria-label="Breadcrumb">
        <a href={OPENINGS}>Openings</a> / <a href={`${OPENINGS}/${slug}`}>{opening.title}</a>
      </nav>
      <div className="stack">
        <Notice kind="warning">
          {`Preview of revision ${revision}: only signed-in staff see this page, and search engines do not index it. Its public address will be /career/${slug}.`}
        </Notice>
        {problems.length > 0 ? (
          <Notice kind="error" role="alert">
            {`Google for Jobs would not list it yet: ${problems.join('; ')}.`}
          </Notice>
        ) : (
          <Notice kind="success">Its JobPosting data has everything Google for Jobs requires.</Notice>
        )}
        <article className="card card__body preview" aria-label="The opening's page">
          <p className="eyebrow">{`Opening · ${opening.tab}`}</p>
          <h1>{opening.title}</h1>
          {opening.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <dl className="fields">
            <div>
              <dt>Experience</dt>
              <dd>{opening.experience}</dd>
            </div>
            <div>
              <dt>Job type</dt>
              <dd>{opening.jobType}</dd>
            </div>
            <div>
              <dt>Location</dt>
              <dd>{opening.location}</dd>
            </div>
            <div>
              <dt>Openings</dt>
              <dd>{opening.openings}</dd>
            </div>
          </dl>
          <p className="muted">{`Posted ${opening.posted}${opening.until ? ` · Applications close ${opening.until}` : ''}`}</p>
          <h2>Must-haves</h2>
          <ul>
            {opening.mustHaves.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <h2>Responsibilities</h2>
          <ul>
            {opening.responsibilities.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>
            <span className="btn btn--primary">Apply now</span>
          </p>
        </article>
      </div>
    </StaffLayout>
  );
}
