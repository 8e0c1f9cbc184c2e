/**
 * The desk's Openings (server/content/): staff write an opening, preview it and publish
 * it, close it, and publish an earlier revision again.
 *
 *   GET  /admin/openings                        the openings and the latest publish
 *   GET  /admin/openings/new                    an empty form
 *   POST /admin/openings                        intent=preview|publish: a new opening
 *   GET  /admin/openings/:slug                  its form (latest revision), Close opening, its history
 *   POST /admin/openings/:slug                  intent=preview|publish: a new revision
 *   POST /admin/openings/:slug/close            a revision marked closed, published
 *   POST /admin/openings/:slug/restore          revision=<id>: that text published again (a rollback)
 *   GET  /admin/openings/:slug/preview?revision=<id>   the page as it will be published (staff only, noindex)
 *
 * Every field is checked by the build's schema (app/content/schema.ts); a mistake is
 * shown at its field and nothing is saved or published. Publish saves a revision, makes
 * it the published one and rebuilds the site (content/publish.ts); while a publish runs
 * the pages refresh themselves.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { openingFormPage, openingPreviewPage, openingsListPage, type OpeningFormValues } from '#admin-views';
import { getSettings } from '../../../app/content/content.server.ts';
import { JOB_TYPES } from '../../../app/content/schema.ts';
import { jobPostingLd } from '../../../app/lib/job-posting.server.ts';
import { formatDate } from '../../../app/lib/format.ts';
import { jobPostingProblems } from '../../content/job-posting-check.ts';
import {
  PublishRefused,
  recentPublishes,
  REPOSITORY_CONTENT,
  startPublish,
  type PublishRow,
} from '../../content/publish.ts';
import {
  ContentInvalid,
  findOpening,
  listOpenings,
  markPublished,
  openingHistory,
  readRolesFile,
  restoreRevision,
  saveOpening,
  type OpeningEntry,
  type StoredOpening,
} from '../../content/store.ts';
import { httpError } from '../../http-error.ts';
import { formatDateTime } from '../../submission-view.ts';
import type { InboxKit } from '../kit.ts';

const OPENINGS = '/admin/openings';
const slugParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,100}$/) });
const text = z.string().max(10_000).default('');
const openingBody = z.object({
  intent: z.enum(['preview', 'publish']),
  slug: text,
  title: text,
  role: text,
  experience: text,
  jobType: text,
  location: text,
  openings: text,
  description: text,
  mustHaves: text,
  responsibilities: text,
  validThrough: text,
});
type OpeningBody = z.infer<typeof openingBody>;
const restoreBody = z.object({ revision: z.coerce.number().int().positive() });
const previewQuery = z.object({ revision: z.coerce.number().int().positive().optional() });
const listQuery = z.object({ done: z.enum(['published', 'closed', 'restored']).optional() });

const noSuchOpening = () => httpError(404, 'NOT_FOUND', 'No such opening.');

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

const lines = (value: string) =>
  value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** What the form sent, as the content schema reads it (the posting date kept from the latest revision, or today). */
function openingInput(body: OpeningBody, current: StoredOpening | undefined): Record<string, unknown> {
  const slug = body.slug.trim() || (current ? current.slug : slugFromTitle(body.title));
  return {
    slug,
    title: body.title,
    role: body.role,
    experience: body.experience,
    jobType: body.jobType,
    ...(body.location.trim() ? { location: body.location.trim() } : {}),
    openings: body.openings.trim(),
    description: body.description.replace(/\r\n/g, '\n'),
    mustHaves: lines(body.mustHaves),
    responsibilities: lines(body.responsibilities),
    datePosted: current?.datePosted ?? new Date(new Date().toISOString().slice(0, 10)),
    ...(body.validThrough.trim() ? { validThrough: body.validThrough.trim() } : {}),
    closed: false,
  };
}

function formValues(opening: StoredOpening | undefined, body?: OpeningBody): OpeningFormValues {
  if (body) {
    const { intent: _intent, ...values } = body;
    return values;
  }
  return {
    slug: opening?.slug ?? '',
    title: opening?.title ?? '',
    role: opening?.role ?? '',
    experience: opening?.experience ?? '',
    jobType: opening?.jobType ?? 'FullTime',
    location: opening?.location ?? '',
    openings: opening?.openings ?? '01',
    description: opening?.description ?? '',
    mustHaves: opening?.mustHaves.join('\n') ?? '',
    responsibilities: opening?.responsibilities.join('\n') ?? '',
    validThrough: opening?.validThrough?.toISOString().slice(0, 10) ?? '',
  };
}

/** An entry's state in staff words. */
function stateOf(entry: OpeningEntry): string {
  if (!entry.published) return 'Draft';
  if (entry.published.data.closed)
    return entry.latest.id === entry.published.id ? 'Closed' : 'Closed, with unpublished changes';
  return entry.latest.id === entry.published.id ? 'Published' : 'Unpublished changes';
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

export default async function openingRoutes(app: FastifyInstance, { kit }: { kit: InboxKit }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const author = (request: FastifyRequest) => request.staff?.username ?? '';
  const tabs = () => readRolesFile(REPOSITORY_CONTENT).tabs;
  const latestPublish = async () => publishView((await recentPublishes(kit.db(), 1))[0], kit.config.timeZone);

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
        db: kit.db(),
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
      entry: OpeningEntry | undefined;
      body?: OpeningBody;
      errors?: Record<string, string>;
      notice?: string;
      problem?: string;
      status?: number;
    },
  ) => {
    const { entry } = args;
    const { page: context } = await kit.navContext(request, reply, 'openings');
    const history = entry ? await openingHistory(kit.db(), entry.slug) : [];
    return kit.page(
      reply,
      openingFormPage({
        context,
        isNew: !entry,
        values: formValues(entry?.latest.data, args.body),
        errors: args.errors ?? {},
        tabs: tabs(),
        jobTypes: Object.keys(JOB_TYPES),
        canClose: Boolean(entry?.published && !entry.published.data.closed),
        state: entry && stateOf(entry),
        history: history.map((revision) => ({
          id: revision.id,
          note: revision.note,
          author: revision.author,
          at: formatDateTime(revision.createdAt, kit.config.timeZone),
          published: revision.id === entry?.published?.id,
        })),
        publish: await latestPublish(),
        notice: args.notice,
        problem: args.problem,
      }),
      args.status ?? 200,
    );
  };

  routes.get(OPENINGS.slice('/admin'.length), { schema: { querystring: listQuery } }, async (request, reply) => {
    const entries = await listOpenings(kit.db());
    const names = new Map(tabs().map((tab) => [tab.id, tab.tab]));
    const orders = new Map(tabs().map((tab) => [tab.id, tab.order]));
    const order = (role: string) => orders.get(role) ?? Number.MAX_SAFE_INTEGER;
    const { page: context } = await kit.navContext(request, reply, 'openings');
    const done = request.query.done;
    return kit.page(
      reply,
      openingsListPage({
        context,
        // In the order of /career's tabs, then by title.
        rows: [...entries]
          .sort(
            (a, b) =>
              order(a.latest.data.role) - order(b.latest.data.role) ||
              a.latest.data.title.localeCompare(b.latest.data.title),
          )
          .map((entry) => ({
            slug: entry.slug,
            title: entry.latest.data.title,
            tab: names.get(entry.latest.data.role) ?? entry.latest.data.role,
            state: stateOf(entry),
            changed: `${formatDateTime(entry.latest.createdAt, kit.config.timeZone)} by ${entry.latest.author}`,
          })),
        publish: await latestPublish(),
        notice: done && `The opening was ${done}. The site is being rebuilt; its pages change within two minutes.`,
      }),
    );
  });

  routes.get('/openings/new', async (request, reply) => renderForm(request, reply, { entry: undefined }));

  /** Saves what the form sent as a revision, then previews it or publishes it. */
  const save = async (
    request: FastifyRequest,
    reply: FastifyReply,
    body: OpeningBody,
    entry: OpeningEntry | undefined,
  ) => {
    let revision;
    try {
      revision = await saveOpening(kit.db(), {
        input: openingInput(body, entry?.latest.data),
        tabs: tabs(),
        author: author(request),
        isNew: !entry,
      });
    } catch (error) {
      if (!(error instanceof ContentInvalid)) throw error;
      return renderForm(request, reply, { entry, body, errors: error.fields, status: 422 });
    }
    if (body.intent === 'preview') {
      return reply.redirect(`${OPENINGS}/${revision.slug}/preview?revision=${revision.id}`, 303);
    }
    const refused = await publish(request, `Published opening ${revision.slug} (revision ${revision.id})`, () =>
      markPublished(kit.db(), revision.slug, revision.id, author(request)),
    );
    if (refused) {
      const saved = await findOpening(kit.db(), revision.slug);
      return renderForm(request, reply, { entry: saved, problem: refused, status: 409 });
    }
    return reply.redirect(`${OPENINGS}?done=published`, 303);
  };

  routes.post('/openings', { schema: { body: openingBody } }, async (request, reply) =>
    save(request, reply, request.body, undefined),
  );

  routes.get('/openings/:slug', { schema: { params: slugParams } }, async (request, reply) => {
    const entry = await findOpening(kit.db(), request.params.slug);
    if (!entry) throw noSuchOpening();
    return renderForm(request, reply, { entry });
  });

  routes.post('/openings/:slug', { schema: { params: slugParams, body: openingBody } }, async (request, reply) => {
    const entry = await findOpening(kit.db(), request.params.slug);
    if (!entry) throw noSuchOpening();
    return save(request, reply, { ...request.body, slug: entry.slug }, entry);
  });

  routes.post('/openings/:slug/close', { schema: { params: slugParams } }, async (request, reply) => {
    const entry = await findOpening(kit.db(), request.params.slug);
    if (!entry?.published) throw noSuchOpening();
    const data = { ...entry.published.data, closed: true };
    const revision = await saveOpening(kit.db(), {
      input: { ...data, datePosted: data.datePosted.toISOString().slice(0, 10) },
      tabs: tabs(),
      author: author(request),
      isNew: false,
      note: 'Closed the opening',
    });
    const refused = await publish(request, `Closed opening ${entry.slug}`, () =>
      markPublished(kit.db(), entry.slug, revision.id, author(request)),
    );
    if (refused)
      return renderForm(request, reply, {
        entry: await findOpening(kit.db(), entry.slug),
        problem: refused,
        status: 409,
      });
    return reply.redirect(`${OPENINGS}?done=closed`, 303);
  });

  routes.post(
    '/openings/:slug/restore',
    { schema: { params: slugParams, body: restoreBody } },
    async (request, reply) => {
      const entry = await findOpening(kit.db(), request.params.slug);
      if (!entry) throw noSuchOpening();
      if (!(await openingHistory(kit.db(), entry.slug)).some((revision) => revision.id === request.body.revision)) {
        return renderForm(request, reply, {
          entry,
          problem: `Revision ${request.body.revision} is not a revision of this opening.`,
          status: 422,
        });
      }
      const refused = await publish(
        request,
        `Restored revision ${request.body.revision} of opening ${entry.slug}`,
        async () => {
          await restoreRevision(kit.db(), entry.slug, request.body.revision, author(request));
        },
      );
      if (refused)
        return renderForm(request, reply, {
          entry: await findOpening(kit.db(), entry.slug),
          problem: refused,
          status: 409,
        });
      return reply.redirect(`${OPENINGS}?done=restored`, 303);
    },
  );

  routes.get(
    '/openings/:slug/preview',
    { schema: { params: slugParams, querystring: previewQuery } },
    async (request, reply) => {
      const history = await openingHistory(kit.db(), request.params.slug);
      const revision = request.query.revision
        ? history.find((entry) => entry.id === request.query.revision)
        : history[0];
      if (!revision) throw noSuchOpening();
      const opening = revision.data;
      const settings = getSettings();
      const site = new URL(`${kit.config.siteUrl.replace(/\/$/, '')}/`);
      const posting = jobPostingLd({ opening, settings, site, url: new URL(`career/${opening.slug}`, site).href });
      const { page: context } = await kit.navContext(request, reply, 'openings');
      return kit.page(
        reply,
        openingPreviewPage({
          context,
          slug: opening.slug,
          revision: revision.id,
          opening: {
            title: opening.title,
            tab: tabs().find((tab) => tab.id === opening.role)?.tab ?? opening.role,
            experience: opening.experience,
            jobType: opening.jobType,
            location: opening.location ?? settings.contact.address.city,
            openings: opening.openings,
            paragraphs: opening.description
              .split(/\n\s*\n/)
              .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
              .filter(Boolean),
            mustHaves: opening.mustHaves,
            responsibilities: opening.responsibilities,
            posted: formatDate(opening.datePosted),
            until: opening.validThrough && formatDate(opening.validThrough),
          },
          problems: jobPostingProblems(posting, { recommended: true }),
        }),
      );
    },
  );
}
