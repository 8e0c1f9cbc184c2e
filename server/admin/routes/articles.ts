/**
 * The desk's Articles (server/content/articles.ts): staff write an article, preview it,
 * publish it, unpublish it, and publish an earlier revision again.
 *
 *   GET  /admin/articles                     the articles and the latest publish
 *   GET  /admin/articles/new                 an empty form
 *   POST /admin/articles                     intent=preview|publish: a new article
 *   GET  /admin/articles/:slug               its form (latest revision), Unpublish, its history
 *   POST /admin/articles/:slug               intent=preview|publish: a new revision
 *   POST /admin/articles/:slug/unpublish     off the blog at the next build
 *   POST /admin/articles/:slug/restore       revision=<id>: that text published again
 *   GET  /admin/articles/:slug/preview?revision=<id>   staff only, noindex
 *
 * The fields are checked by the build's schema (blogPost, articleBody); its search
 * title and description are made from the title and the excerpt.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { articleFormPage, articlePreviewPage, articlesListPage } from '#admin-views';
import { markdown } from '../../../app/content/markdown.server.ts';
import { blogPost } from '../../../app/content/schema.ts';
import { formatDate } from '../../../app/lib/format.ts';
import {
  articleHistory,
  checkArticle,
  listArticles,
  saveArticle,
  setPublishedArticle,
  type ArticleEntry,
  type StoredArticle,
} from '../../content/articles.ts';
import { PublishRefused, recentPublishes, startPublish } from '../../content/publish.ts';
import { ContentInvalid } from '../../content/store.ts';
import { httpError } from '../../http-error.ts';
import { formatDateTime } from '../../submission-view.ts';
import type { InboxKit } from '../kit.ts';
import { slugFromTitle } from './openings.ts';

const ARTICLES = '/admin/articles';
const slugParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,100}$/) });
const text = z.string().max(100_000).default('');
const articleBody = z.object({
  intent: z.enum(['preview', 'publish']),
  slug: text,
  title: text,
  date: text,
  excerpt: text,
  body: text,
  heroTheme: text,
  heroAlt: text,
});
type ArticleBody = z.infer<typeof articleBody>;
const restoreBody = z.object({ revision: z.coerce.number().int().positive() });
const previewQuery = z.object({ revision: z.coerce.number().int().positive().optional() });
const listQuery = z.object({ done: z.enum(['published', 'unpublished', 'restored']).optional() });
const THEMES = blogPost.shape.heroTheme.options;

const noSuchArticle = () => httpError(404, 'NOT_FOUND', 'No such article.');

/** Cuts `value` at a word so that it fits `max` characters. */
function fit(value: string, max: number): string {
  const clean = value.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[\s,.;:]+$/, '')}…`;
}

/** The front matter the form makes: search data from the title and excerpt, the rest kept from the latest revision. */
function metaOf(body: ArticleBody, current: StoredArticle | undefined): Record<string, unknown> {
  const date = body.date.trim();
  return {
    seo: {
      title: fit(body.title, 70),
      description: fit(body.excerpt, 170),
      keywords: current?.meta.seo.keywords ?? [body.title.trim() || 'article'],
    },
    title: body.title,
    author: 'Admin',
    date,
    ...(current?.meta.updated ? { updated: current.meta.updated } : {}),
    excerpt: body.excerpt,
    heroAlt: body.heroAlt,
    heroTheme: body.heroTheme,
    tags: current?.meta.tags ?? [],
  };
}

const LABELS: Record<string, string> = {
  title: 'Title',
  date: 'Date',
  excerpt: 'Excerpt',
  body: 'Body',
  heroTheme: 'Art',
  heroAlt: 'Art description',
};

function changes(before: StoredArticle | undefined, after: StoredArticle): string {
  if (!before) return 'Created';
  const a = { ...before.meta, date: before.meta.date.toISOString(), body: before.body } as Record<string, unknown>;
  const b = { ...after.meta, date: after.meta.date.toISOString(), body: after.body } as Record<string, unknown>;
  const changed = Object.keys(LABELS).filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]));
  return changed.length ? `Changed ${changed.map((key) => LABELS[key]).join(', ')}` : 'Saved without changes';
}

function stateOf(entry: ArticleEntry): string {
  if (!entry.published) return entry.latest.author === 'repository' ? 'Unpublished' : 'Draft';
  return entry.latest.id === entry.published.id ? 'Published' : 'Unpublished changes';
}

export default async function articleRoutes(app: FastifyInstance, { kit }: { kit: InboxKit }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const author = (request: FastifyRequest) => request.staff?.username ?? '';
  const latestPublish = async () => {
    const row = (await recentPublishes(kit.db(), 1))[0];
    return (
      row && {
        id: row.id,
        status: row.status,
        requestedBy: row.requestedBy,
        startedAt: formatDateTime(row.startedAt, kit.config.timeZone),
        finishedAt: row.finishedAt ? formatDateTime(row.finishedAt, kit.config.timeZone) : null,
        error: row.error,
      }
    );
  };
  const find = async (slug: string) => (await listArticles(kit.db())).find((entry) => entry.slug === slug);

  const publish = async (request: FastifyRequest, reason: string, prepare: () => Promise<void>) => {
    try {
      const { id, finished } = await startPublish({
        db: kit.db(),
        releasesDir: kit.config.siteReleasesDir,
        author: author(request),
        reason,
        log: request.log,
        prepare,
      });
      finished.catch((error: unknown) => request.log.error({ err: error, publish: id }, 'publish: failed'));
      return undefined;
    } catch (error) {
      if (error instanceof PublishRefused) return error.message;
      throw error;
    }
  };

  const renderForm = async (
    request: FastifyRequest,
    reply: FastifyReply,
    args: {
      entry: ArticleEntry | undefined;
      body?: ArticleBody;
      errors?: Record<string, string>;
      problem?: string;
      status?: number;
    },
  ) => {
    const { entry } = args;
    const { page: context } = await kit.navContext(request, reply, 'articles');
    const history = entry ? await articleHistory(kit.db(), entry.slug) : [];
    const article = entry?.latest.article;
    const values = args.body
      ? (({ intent: _intent, ...rest }) => rest)(args.body)
      : {
          slug: article?.slug ?? '',
          title: article?.meta.title ?? '',
          date: (article?.meta.date ?? new Date()).toISOString().slice(0, 10),
          excerpt: article?.meta.excerpt ?? '',
          body: article?.body ?? '',
          heroTheme: article?.meta.heroTheme ?? 'ideas',
          heroAlt: article?.meta.heroAlt ?? '',
        };
    return kit.page(
      reply,
      articleFormPage({
        context,
        isNew: !entry,
        values,
        errors: args.errors ?? {},
        themes: [...THEMES],
        published: Boolean(entry?.published),
        state: entry && stateOf(entry),
        history: history.map((revision) => ({
          id: revision.id,
          note: revision.note,
          author: revision.author,
          at: formatDateTime(revision.createdAt, kit.config.timeZone),
          published: revision.id === entry?.published?.id,
        })),
        publish: await latestPublish(),
        problem: args.problem,
      }),
      args.status ?? 200,
    );
  };

  routes.get('/articles', { schema: { querystring: listQuery } }, async (request, reply) => {
    const { page: context } = await kit.navContext(request, reply, 'articles');
    const done = request.query.done;
    return kit.page(
      reply,
      articlesListPage({
        context,
        rows: (await listArticles(kit.db())).map((entry) => ({
          slug: entry.slug,
          title: entry.latest.article.meta.title,
          date: formatDate(entry.latest.article.meta.date),
          state: stateOf(entry),
          changed: `${formatDateTime(entry.latest.createdAt, kit.config.timeZone)} by ${entry.latest.author}`,
        })),
        publish: await latestPublish(),
        notice: done && `The article was ${done}. The site is being rebuilt; its pages change within two minutes.`,
      }),
    );
  });

  routes.get('/articles/new', async (request, reply) => renderForm(request, reply, { entry: undefined }));

  const save = async (
    request: FastifyRequest,
    reply: FastifyReply,
    body: ArticleBody,
    entry: ArticleEntry | undefined,
  ) => {
    const existing = await listArticles(kit.db());
    const slug = entry?.slug ?? (body.slug.trim() || slugFromTitle(body.title));
    let article: StoredArticle;
    try {
      article = checkArticle(
        { slug, meta: metaOf(body, entry?.latest.article), body: body.body.replace(/\r\n/g, '\n') },
        new Set(entry ? [] : existing.map((other) => other.slug)),
      );
    } catch (error) {
      if (!(error instanceof ContentInvalid)) throw error;
      return renderForm(request, reply, { entry, body, errors: error.fields, status: 422 });
    }
    const revision = await saveArticle(kit.db(), {
      article,
      author: author(request),
      note: changes(entry?.latest.article, article),
    });
    if (body.intent === 'preview') return reply.redirect(`${ARTICLES}/${slug}/preview?revision=${revision.id}`, 303);
    const refused = await publish(request, `Published article ${slug} (revision ${revision.id})`, () =>
      setPublishedArticle(kit.db(), slug, revision.id, author(request)),
    );
    if (refused) return renderForm(request, reply, { entry: await find(slug), problem: refused, status: 409 });
    return reply.redirect(`${ARTICLES}?done=published`, 303);
  };

  routes.post('/articles', { schema: { body: articleBody } }, async (request, reply) =>
    save(request, reply, request.body, undefined),
  );

  routes.get('/articles/:slug', { schema: { params: slugParams } }, async (request, reply) => {
    const entry = await find(request.params.slug);
    if (!entry) throw noSuchArticle();
    return renderForm(request, reply, { entry });
  });

  routes.post('/articles/:slug', { schema: { params: slugParams, body: articleBody } }, async (request, reply) => {
    const entry = await find(request.params.slug);
    if (!entry) throw noSuchArticle();
    return save(request, reply, request.body, entry);
  });

  routes.post('/articles/:slug/unpublish', { schema: { params: slugParams } }, async (request, reply) => {
    const entry = await find(request.params.slug);
    if (!entry?.published) throw noSuchArticle();
    const refused = await publish(request, `Unpublished article ${entry.slug}`, () =>
      setPublishedArticle(kit.db(), entry.slug, null, author(request)),
    );
    if (refused) return renderForm(request, reply, { entry, problem: refused, status: 409 });
    return reply.redirect(`${ARTICLES}?done=unpublished`, 303);
  });

  routes.post(
    '/articles/:slug/restore',
    { schema: { params: slugParams, body: restoreBody } },
    async (request, reply) => {
      const entry = await find(request.params.slug);
      if (!entry) throw noSuchArticle();
      const earlier = (await articleHistory(kit.db(), entry.slug)).find(
        (revision) => revision.id === request.body.revision,
      );
      if (!earlier)
        return renderForm(request, reply, {
          entry,
          problem: `Revision ${request.body.revision} is not a revision of this article.`,
          status: 422,
        });
      const refused = await publish(request, `Restored revision ${earlier.id} of article ${entry.slug}`, async () => {
        const revision = await saveArticle(kit.db(), {
          article: earlier.article,
          author: author(request),
          note: `Restored revision ${earlier.id} (${earlier.note.toLowerCase()})`,
        });
        await setPublishedArticle(kit.db(), entry.slug, revision.id, author(request));
      });
      if (refused) return renderForm(request, reply, { entry, problem: refused, status: 409 });
      return reply.redirect(`${ARTICLES}?done=restored`, 303);
    },
  );

  routes.get(
    '/articles/:slug/preview',
    { schema: { params: slugParams, querystring: previewQuery } },
    async (request, reply) => {
      const history = await articleHistory(kit.db(), request.params.slug);
      const revision = request.query.revision
        ? history.find((entry) => entry.id === request.query.revision)
        : history[0];
      if (!revision) throw noSuchArticle();
      const { page: context } = await kit.navContext(request, reply, 'articles');
      const { article } = revision;
      return kit.page(
        reply,
        articlePreviewPage({
          context,
          slug: article.slug,
          revision: revision.id,
          title: article.meta.title,
          date: formatDate(article.meta.date),
          excerpt: article.meta.excerpt,
          html: markdown(article.body),
        }),
      );
    },
  );
}
