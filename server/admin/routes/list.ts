/**
 * A form's list and its CSV export:
 *
 *   GET /admin/:form?state=&q=&stage=&role=&page=   25 a page, newest first
 *   GET /admin/:form/export.csv?state=&q=&stage=&role=   the same selection, every page
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listPage } from '#admin-views';
import { allSubmissions, listSubmissions, resumeNames, type ListQuery } from '../../db/inbox.ts';
import { isStageOf } from '../../pipeline.ts';
import { FORM_NAMES } from '../../submission-view.ts';
import type { FormId } from '../../../app/forms/index.ts';
import { submissionsCsv } from '../csv.ts';
import type { InboxKit } from '../kit.ts';
import { formParams, listQuery } from '../schemas.ts';

const PAGE_SIZE = 25;

/** The selection of a list from its checked query: a stage of another form's pipeline is no filter. */
function selectionOf(
  form: FormId,
  query: { state: ListQuery['state']; q: string; stage?: string | undefined; role?: string | undefined },
): ListQuery {
  return {
    state: query.state,
    search: query.q,
    stage: query.stage && isStageOf(form, query.stage) ? query.stage : undefined,
    role: form === 'job-apply' ? query.role : undefined,
  };
}

export default async function listRoutes(app: FastifyInstance, { kit }: { kit: InboxKit }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/:form', { schema: { params: formParams, querystring: listQuery } }, async (request, reply) => {
    const { form } = request.params;
    const selection = selectionOf(form, request.query);
    const { page: context } = await kit.navContext(request, reply, form);
    const { rows, total } = await listSubmissions(kit.db(), form, selection, {
      offset: (request.query.page - 1) * PAGE_SIZE,
      limit: PAGE_SIZE,
    });
    const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
    return kit.page(
      reply,
      listPage({ context, form, ...selection, rows, total, page: request.query.page, pages, pageSize: PAGE_SIZE }),
    );
  });

  routes.get(
    '/:form/export.csv',
    { schema: { params: formParams, querystring: listQuery } },
    async (request, reply) => {
      const { form } = request.params;
      const selection = selectionOf(form, request.query);
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
