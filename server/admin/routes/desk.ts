/**
 * A desk of the staff inbox: one kind of content (server/content/kinds.ts) that staff
 * write, preview, publish, take off the site and publish again from an earlier revision.
 * desks.ts describes each desk (openings, articles); this plugin serves any of them at
 * its address, here `/admin/openings`:
 *
 *   GET  /admin/openings                        the list and the latest publish
 *   GET  /admin/openings/new                    an empty form
 *   POST /admin/openings                        intent=preview|publish: a new item
 *   GET  /admin/openings/:slug                  its form (latest revision), its history
 *   POST /admin/openings/:slug                  intent=preview|publish: a new revision
 *   POST /admin/openings/:slug/close            off the site (a desk's `retire`: close, unpublish)
 *   POST /admin/openings/:slug/restore          revision=<id>: that text published again (a rollback)
 *   GET  /admin/openings/:slug/preview?revision=<id>   the page as it will be published (staff only, noindex):
 *                                               rendered by the site's server build (content/preview.ts)
 *
 * Every field is checked by the build's schema (app/content/schema.ts); a mistake is
 * shown at its field and nothing is saved or published. Publish saves a revision, makes
 * it the published one and rebuilds the site (content/publish.ts); while a publish runs
 * the pages refresh themselves.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deskFormPage, deskListPage } from '../views/pages.tsx';
import {
  ContentInvalid,
  findEntry,
  history,
  listEntries,
  restoreRevision,
  saveRevision,
  setPublished,
  changedFields,
  type Entry,
} from '../../content/desk.ts';
import {
  markAsPreview,
  PREVIEW_POLICY,
  PreviewUnavailable,
  renderPreview,
  writePreviewContent,
} from '../../content/preview.ts';
import {
  PublishRefused,
  recentPublishes,
  REPOSITORY_CONTENT,
  startPublish,
  type PublishRow,
} from '../../content/publish.ts';
import { httpError } from '../../http-error.ts';
import { formatDateTime } from '../../submission-view.ts';
import type { InboxKit } from '../kit.ts';
import type { Desk } from './desks.ts';

const slugParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,100}$/) });
const restoreBody = z.object({ revision: z.coerce.number().int().positive() });
const previewQuery = z.object({ revision: z.coerce.number().int().positive().optional() });

/** A title as an address: "PHP Developer (Laravel)" → "php-developer-laravel". */
export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

function publishView(row: PublishRow | undefined, timeZone: string) {
  return (
    row && {
      id: row.id,
      status: row.status,
      requestedBy: row.requestedBy,
      startedAt: formatDateTime(row.startedAt, timeZone),
      finishedAt: row.finishedAt ? formatDateTime(row.finishedAt, timeZone) : null,
      error: row.error,
    }
  );
}

export default async function deskRoutes(app: FastifyInstance, { kit, desk }: { kit: InboxKit; desk: Desk<unknown> }) {
  type T = unknown;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { kind, view } = desk;
  const path = view.base.slice('/admin'.length);
  const text = z.string().max(desk.maxLength).default('');
  const formBody = z.object({
    intent: z.enum(['preview', 'publish']),
    slug: text,
    ...Object.fromEntries(desk.fields.map((field) => [field, text])),
  });
  type FormBody = { intent: 'preview' | 'publish'; slug: string } & Record<string, string>;
  const listQuery = z.object({ done: z.enum(['published', 'restored', desk.retire.done]).optional() });
  const noSuchItem = () => httpError(404, 'NOT_FOUND', `No such ${kind.noun}.`);
  const author = (request: FastifyRequest) => request.staff?.username ?? '';
  const latestPublish = async () => publishView((await recentPublishes(kit.db(), 1))[0], kit.config.timeZone);
  const db = () => kit.db();

  /**
   * Takes the publish lock, runs `prepare` (marks what to publish) and starts the rebuild;
   * the refusal (another publish runs, publishing not set up) in words, or undefined.
   * Refused, nothing is marked: the saved revision stays a draft.
   */
  const publish = async (
    request: FastifyRequest,
    reason: string,
    prepare: () => Promise<void>,
  ): Promise<string | undefined> => {
    try {
      const { id, finished } = await startPublish({
        db: db(),
        releasesDir: kit.config.siteReleasesDir,
        author: author(request),
        reason,
        log: request.log,
        prepare,
      });
      request.log.info({ publish: id, reason }, 'publish: started');
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
      entry: Entry<T> | undefined;
      body?: FormBody;
      errors?: Record<string, string>;
      problem?: string;
      status?: number;
    },
  ) => {
    const { entry } = args;
    const { page: context } = await kit.navContext(request, reply, desk.nav);
    const revisions = entry ? await history(db(), kind, entry.slug) : [];
    const values = args.body
      ? (({ intent: _intent, ...rest }: FormBody) => rest)(args.body)
      : { slug: entry?.slug ?? '', ...desk.values(entry?.latest.data) };
    return kit.page(
      reply,
      deskFormPage({
        context,
        view,
        isNew: !entry,
        fields: desk.formFields(),
        values,
        errors: args.errors ?? {},
        state: entry && desk.state(entry),
        retire:
          entry?.published && desk.retire.offered(entry)
            ? { ...desk.retire.form, action: `${view.base}/${entry.slug}/${desk.retire.path}` }
            : undefined,
        history: revisions.map((revision) => ({
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

  /** The form again, with the refusal of a publish (another one runs, or publishing is not set up). */
  const refusedForm = async (request: FastifyRequest, reply: FastifyReply, slug: string, problem: string) =>
    renderForm(request, reply, { entry: await findEntry(db(), kind, slug), problem, status: 409 });

  routes.get(path, { schema: { querystring: listQuery } }, async (request, reply) => {
    const entries = await listEntries(db(), kind);
    const { page: context } = await kit.navContext(request, reply, desk.nav);
    const done = request.query.done;
    return kit.page(
      reply,
      deskListPage({
        context,
        view,
        rows: (desk.sort ? [...entries].sort((a, b) => desk.sort?.(a, b) ?? 0) : entries).map((entry) => ({
          slug: entry.slug,
          ...desk.row(entry.latest.data),
          state: desk.state(entry),
          changed: `${formatDateTime(entry.latest.createdAt, kit.config.timeZone)} by ${entry.latest.author}`,
        })),
        publish: await latestPublish(),
        notice: done && `The ${kind.noun} was ${done}. The site is being rebuilt; its pages change within two minutes.`,
      }),
    );
  });

  routes.get(`${path}/new`, async (request, reply) => renderForm(request, reply, { entry: undefined }));

  /** Saves what the form sent as a revision, then previews it or publishes it. */
  const save = async (request: FastifyRequest, reply: FastifyReply, body: FormBody, entry: Entry<T> | undefined) => {
    const slug = entry?.slug ?? (body.slug.trim() || slugFromTitle(body['title'] ?? ''));
    let item: T;
    try {
      const taken = new Set(entry ? [] : (await listEntries(db(), kind)).map((other) => other.slug));
      item = desk.check({ ...body, slug }, entry?.latest.data, taken);
    } catch (error) {
      if (!(error instanceof ContentInvalid)) throw error;
      return renderForm(request, reply, { entry, body, errors: error.fields, status: 422 });
    }
    const revision = await saveRevision(db(), kind, {
      item,
      author: author(request),
      note: changedFields(kind, entry?.latest.data, item),
    });
    if (body.intent === 'preview') return reply.redirect(`${view.base}/${slug}/preview?revision=${revision.id}`, 303);
    const refused = await publish(request, `Published ${kind.noun} ${slug} (revision ${revision.id})`, () =>
      setPublished(db(), kind, slug, revision.id, author(request)),
    );
    if (refused) return refusedForm(request, reply, slug, refused);
    return reply.redirect(`${view.base}?done=published`, 303);
  };

  routes.post(path, { schema: { body: formBody } }, async (request, reply) =>
    save(request, reply, request.body as FormBody, undefined),
  );

  routes.get(`${path}/:slug`, { schema: { params: slugParams } }, async (request, reply) => {
    const entry = await findEntry(db(), kind, request.params.slug);
    if (!entry) throw noSuchItem();
    return renderForm(request, reply, { entry });
  });

  routes.post(`${path}/:slug`, { schema: { params: slugParams, body: formBody } }, async (request, reply) => {
    const entry = await findEntry(db(), kind, request.params.slug);
    if (!entry) throw noSuchItem();
    return save(request, reply, request.body as FormBody, entry);
  });

  routes.post(`${path}/:slug/${desk.retire.path}`, { schema: { params: slugParams } }, async (request, reply) => {
    const entry = await findEntry(db(), kind, request.params.slug);
    if (!entry?.published || !desk.retire.offered(entry)) throw noSuchItem();
    const { published } = entry;
    const { retire } = desk;
    const note = retire.note ?? '';
    // Closing publishes a revision marked closed; unpublishing points the entry at none.
    const prepare = retire.revise
      ? async () => {
          const revision = await saveRevision(db(), kind, {
            item: retire.revise?.(published.data),
            author: author(request),
            note,
          });
          await setPublished(db(), kind, entry.slug, revision.id, author(request));
        }
      : () => setPublished(db(), kind, entry.slug, null, author(request));
    const refused = await publish(request, `${desk.retire.reason} ${kind.noun} ${entry.slug}`, prepare);
    if (refused) return refusedForm(request, reply, entry.slug, refused);
    return reply.redirect(`${view.base}?done=${desk.retire.done}`, 303);
  });

  routes.post(
    `${path}/:slug/restore`,
    { schema: { params: slugParams, body: restoreBody } },
    async (request, reply) => {
      const entry = await findEntry(db(), kind, request.params.slug);
      if (!entry) throw noSuchItem();
      const id = request.body.revision;
      if (!(await history(db(), kind, entry.slug)).some((revision) => revision.id === id)) {
        return renderForm(request, reply, {
          entry,
          problem: `Revision ${id} is not a revision of this ${kind.noun}.`,
          status: 422,
        });
      }
      const refused = await publish(request, `Restored revision ${id} of ${kind.noun} ${entry.slug}`, async () => {
        await restoreRevision(db(), kind, entry.slug, id, author(request));
      });
      if (refused) return refusedForm(request, reply, entry.slug, refused);
      return reply.redirect(`${view.base}?done=restored`, 303);
    },
  );

  routes.get(
    `${path}/:slug/preview`,
    { schema: { params: slugParams, querystring: previewQuery } },
    async (request, reply) => {
      const revisions = await history(db(), kind, request.params.slug);
      const revision = request.query.revision
        ? revisions.find((entry) => entry.id === request.query.revision)
        : revisions[0];
      if (!revision) throw noSuchItem();
      const path = `${view.publicBase}${revision.slug}`;
      let page;
      try {
        page = await renderPreview({
          serverBuild: kit.config.siteServerBuild,
          path,
          origin: kit.config.siteUrl,
          writeContent: (dir) =>
            writePreviewContent({ db: db(), kind, draft: revision.data, source: REPOSITORY_CONTENT, targetDir: dir }),
        });
      } catch (error) {
        if (error instanceof PreviewUnavailable) throw httpError(503, 'PREVIEW_UNAVAILABLE', error.message);
        request.log.error({ err: error, path, revision: revision.id }, 'preview: the page could not be rendered');
        throw httpError(
          500,
          'PREVIEW_FAILED',
          `The preview of revision ${revision.id} could not be made; your draft is saved. Try again in a minute; if it fails again, ask a developer to read the server's log.`,
        );
      }
      const html = markAsPreview(page.html, {
        revision: revision.id,
        path,
        formHref: `${view.base}/${revision.slug}`,
        notes:
          page.status === 200
            ? desk.previewNotes(page.html)
            : [
                {
                  text: `Published as it is, this address would answer ${page.status}: it shows no ${kind.noun}.`,
                  problem: true,
                },
              ],
      });
      return reply
        .code(200)
        .header('content-security-policy', PREVIEW_POLICY)
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );
}
