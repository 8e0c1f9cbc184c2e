/**
 * A form's list, its bulk actions and its CSV export:
 *
 *   GET  /admin/:form?state=&q=&stage=&owner=&due=&role=&page=   25 a page, newest first
 *   POST /admin/:form/bulk   ids=…&stage=<stage> or ids=…&action=spam|not-spam; back to the list (303)
 *   GET  /admin/:form/export.csv?state=&q=&stage=&owner=&due=&role=   the same selection, every page
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listPage } from '../views/pages.tsx';
import type { BulkDone } from '../views/ListPage.tsx';
import { allSubmissions, applyAction, listSubmissions, resumeNames, setStage, type ListQuery } from '../../db/inbox.ts';
import { httpError } from '../../http-error.ts';
import { isStageOf } from '../../pipeline.ts';
import { dayIn, FORM_NAMES } from '../../submission-view.ts';
import type { FormId } from '../../../app/forms/index.ts';
import { submissionsCsv } from '../csv.ts';
import type { InboxKit } from '../kit.ts';
import { bulkBody, formParams, listQuery } from '../schemas.ts';
import { ADMIN } from '../views/inbox.ts';

const PAGE_SIZE = 25;

/** The selection of a list from its checked query: a stage of another form's pipeline is no filter. */
function selectionOf(
  form: FormId,
  query: {
    state: ListQuery['state'];
    q: string;
    stage?: string | undefined;
    role?: string | undefined;
    owner?: string | undefined;
    due?: 'today' | undefined;
  },
  today: string,
): ListQuery {
  return {
    state: query.state,
    search: query.q,
    stage: query.stage && isStageOf(form, query.stage) ? query.stage : undefined,
    role: form === 'job-apply' ? query.role : undefined,
    owner: query.owner,
    dueBy: query.due ? today : undefined,
  };
}

export default async function listRoutes(app: FastifyInstance, { kit }: { kit: InboxKit }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/:form', { schema: { params: formParams, querystring: listQuery } }, async (request, reply) => {
    const { form } = request.params;
    const { page: context } = await kit.navContext(request, reply, form);
    const selection = selectionOf(form, request.query, context.today);
    const { rows, total } = await listSubmissions(kit.db(), form, selection, {
      offset: (request.query.page - 1) * PAGE_SIZE,
      limit: PAGE_SIZE,
    });
    const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
    const { moved, to } = request.query;
    return kit.page(
      reply,
      listPage({
        context,
        form,
        state: selection.state,
        search: selection.search,
        stage: selection.stage,
        role: selection.role,
        owner: selection.owner,
        due: Boolean(selection.dueBy),
        staff: await kit.staffNames(),
        rows,
        total,
        page: request.query.page,
        pages,
        pageSize: PAGE_SIZE,
        done: moved !== undefined && to ? { count: moved, to: to as BulkDone['to'] } : undefined,
      }),
    );
  });

  routes.post('/:form/bulk', { schema: { params: formParams, body: bulkBody } }, async (request, reply) => {
    const { form } = request.params;
    const { ids, stage, action } = request.body;
    const username = request.staff?.username ?? '';
    let count: number;
    if (stage) {
      if (!isStageOf(form, stage))
        throw httpError(400, 'BAD_REQUEST', 'That stage is not one of this form’s pipeline.');
      count = await setStage(kit.database(), form, ids, stage, username);
    } else {
      count = await applyAction(kit.db(), form, ids, action ?? 'spam');
    }
    request.log.info({ form, ids: ids.length, count, stage, action, username }, 'staff inbox: bulk action');
    // Back to the list it was sent from (only ever this form's list), saying what was done.
    const list = `${ADMIN}/${form}`;
    const back = new URL(request.body.back || list, 'http://inbox.invalid');
    const target = back.origin === 'http://inbox.invalid' && back.pathname === list ? back : new URL(list, back);
    target.searchParams.set('moved', String(count));
    target.searchParams.set('to', stage ?? action ?? 'spam');
    return reply.redirect(`${list}${target.search}`, 303);
  });

  routes.get(
    '/:form/export.csv',
    { schema: { params: formParams, querystring: listQuery } },
    async (request, reply) => {
      const { form } = request.params;
      const selection = selectionOf(form, request.query, dayIn(kit.config.clock(), kit.config.timeZone));
      const rows = await allSubmissions(kit.db(), form, selection);
      const names =
        form === 'job-apply'
          ? await resumeNames(
              kit.db(),
              rows.map((row) => row.id),
            )
          : undefined;
      const date = new Date().toISOString().slice(0, 10);
      const filename = `${FORM_NAMES[form].plural.toLowerCase().replace(/\s+/g, '-')}-${selection.state}-${date}.csv`;
      request.log.info(
        { form, state: selection.state, rows: rows.length, username: request.staff?.username },
        'staff inbox: CSV export',
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('x-content-type-options', 'nosniff')
        .send(submissionsCsv(form, rows, names));
    },
  );
}
