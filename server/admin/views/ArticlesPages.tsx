/**
 * The desk's Articles: the blog's articles (published, draft, unpublished), an article's
 * form (Preview, Publish, Unpublish) with its history, and its preview. No script runs.
 */
import type { ReactElement } from 'react';
import { CsrfInput } from './CsrfInput.tsx';
import { Notice } from './Notice.tsx';
import { Field, PublishStatus, type PublishView, type RevisionView } from './OpeningsPages.tsx';
import { StaffLayout } from './StaffLayout.tsx';
import { TableWrap } from './TableWrap.tsx';
import { ADMIN, type PageContext } from './inbox.ts';

export const ARTICLES = `${ADMIN}/articles`;

export interface ArticleFormValues {
  slug: string;
  title: string;
  date: string;
  excerpt: string;
  body: string;
  heroTheme: string;
  heroAlt: string;
}

export interface ArticleRow {
  slug: string;
  title: string;
  date: string;
  state: string;
  changed: string;
}

export interface ArticlesListPageProps {
  context: PageContext;
  rows: ArticleRow[];
  publish: PublishView | undefined;
  notice?: string | undefined;
}

export function ArticlesListPage({ context, rows, publish, notice }: ArticlesListPageProps): ReactElement {
  return (
    <StaffLayout title="Articles" context={context} refreshSeconds={publish?.status === 'running' ? 5 : undefined}>
      <div className="page-head">
        <div className="page-head__text">
          <p className="eyebrow">Blog</p>
          <h1>Articles</h1>
          <p className="lede">The articles of /blog, newest first.</p>
        </div>
        <a className="btn btn--primary" href={`${ARTICLES}/new`}>
          New article
        </a>
      </div>
      <div className="stack">
        {notice && <Notice kind="success">{notice}</Notice>}
        <PublishStatus publish={publish} />
        <section className="card" aria-labelledby="articles-heading">
          <h2 id="articles-heading" className="sr-only">
            All articles
          </h2>
          <TableWrap label="Articles">
            <table className="list">
              <thead>
                <tr>
                  <th scope="col">Title</th>
                  <th scope="col">Date</th>
                  <th scope="col">State</th>
                  <th scope="col">Last change</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.slug}>
                    <td className="primary-cell" data-label="Title">
                      <a href={`${ARTICLES}/${row.slug}`}>{row.title}</a>
                    </td>
                    <td data-label="Date">{row.date}</td>
                    <td data-label="State">
                      <span className={`badge ${row.state === 'Published' ? 'badge--handled' : 'badge--pending'}`}>
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
        </section>
      </div>
    </StaffLayout>
  );
}

export interface ArticleFormPageProps {
  context: PageContext;
  isNew: boolean;
  values: ArticleFormValues;
  errors: Record<string, string>;
  themes: string[];
  published: boolean;
  state: string | undefined;
  history: RevisionView[];
  publish: PublishView | undefined;
  notice?: string | undefined;
  problem?: string | undefined;
}

export function ArticleFormPage(props: ArticleFormPageProps): ReactElement {
  const { context, isNew, values, errors, themes, published, state, history, publish } = props;
  const action = isNew ? ARTICLES : `${ARTICLES}/${values.slug}`;
  const title = isNew ? 'New article' : values.title || 'Article';
  const input = (name: keyof ArticleFormValues, label: string, hint: string | undefined, type = 'text') => (
    <Field name={name} label={label} hint={hint} error={errors[name]}>
      {(describedBy) => (
        <input
          id={name}
          name={name}
          type={type}
          defaultValue={values[name]}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </Field>
  );
  const area = (name: keyof ArticleFormValues, label: string, rows: number, hint: string) => (
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
        <a href={ARTICLES}>Articles</a>
      </nav>
      <div className="page-head">
        <div className="page-head__text">
          <p className="eyebrow">Article</p>
          <h1>{title}</h1>
          {!isNew && (
            <p className="lede">
              {state && <span className="badge badge--pending">{state}</span>} {`Its page: /blog/${values.slug}`}
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
            input(
              'slug',
              'Address',
              "The end of its page's address, /blog/…: lower-case words and hyphens. Left empty, it is made from the title.",
            )
          ) : (
            <input type="hidden" name="slug" value={values.slug} />
          )}
          {input('title', 'Title', 'As readers see it at the top of the article.')}
          {input('date', 'Date', 'The day it is published; articles are listed newest first.', 'date')}
          {area('excerpt', 'Excerpt', 3, 'Two or three sentences: the teaser on /blog and what search results show.')}
          {area('body', 'Body', 16, 'Markdown: a blank line between paragraphs, ## for a heading, - for a list item.')}
          <Field name="heroTheme" label="Art" hint="The drawing at the top of the article." error={errors['heroTheme']}>
            {(describedBy) => (
              <select id="heroTheme" name="heroTheme" defaultValue={values.heroTheme} aria-describedby={describedBy}>
                {themes.map((theme) => (
                  <option key={theme} value={theme}>
                    {theme}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {input(
            'heroAlt',
            'Art description',
            'One sentence saying what the drawing shows, for readers who cannot see it.',
          )}
          <div className="actions">
            <button className="btn btn--secondary" type="submit" name="intent" value="preview">
              Preview
            </button>
            <button className="btn btn--primary" type="submit" name="intent" value="publish">
              Publish
            </button>
          </div>
        </form>
        {published && (
          <form className="card card__body" method="post" action={`${ARTICLES}/${values.slug}/unpublish`}>
            <CsrfInput token={context.csrfToken} />
            <p className="muted">Unpublish takes the article off /blog, the sitemap and the feed. It stays here.</p>
            <button className="btn btn--danger" type="submit">
              Unpublish
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
                    <a href={`${ARTICLES}/${values.slug}/preview?revision=${revision.id}`}>Preview</a>
                    {!revision.published && (
                      <form method="post" action={`${ARTICLES}/${values.slug}/restore`}>
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

export interface ArticlePreviewPageProps {
  context: PageContext;
  slug: string;
  revision: number;
  title: string;
  date: string;
  excerpt: string;
  /** The body rendered from Markdown as the build renders it (raw HTML in it escaped). */
  html: string;
}

export function ArticlePreviewPage(props: ArticlePreviewPageProps): ReactElement {
  return (
    <StaffLayout title={`Preview: ${props.title}`} context={props.context}>
      <nav className="crumbs" aria-label="Breadcrumb">
        <a href={ARTICLES}>Articles</a> / <a href={`${ARTICLES}/${props.slug}`}>{props.title}</a>
      </nav>
      <div className="stack">
        <Notice kind="warning">
          {`Preview of revision ${props.revision}: only signed-in staff see this page, and search engines do not index it. Its public address will be /blog/${props.slug}.`}
        </Notice>
        <article className="card card__body preview" aria-label="The article">
          <p className="eyebrow">{props.date}</p>
          <h1>{props.title}</h1>
          <p className="lede">{props.excerpt}</p>
          <div dangerouslySetInnerHTML={{ __html: props.html }} />
        </article>
      </div>
    </StaffLayout>
  );
}
