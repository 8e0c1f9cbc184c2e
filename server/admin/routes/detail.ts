/**
 * One submission and what staff do to it:
 *
 *   GET  /admin/:form/:id            the submission, its source, resume, e-mails, stage, owner and history
 *   POST /admin/:form/:id/status     action=spam|not-spam
 *   POST /admin/:form/:id/stage      stage=<a stage of the form's pipeline> (a button per stage), recorded in the history
 *   POST /admin/:form/:id/owner      owner=<user name or empty>&followUpOn=<YYYY-MM-DD or empty>, recorded in the history
 *   POST /admin/:form/:id/notes      note=<text>, recorded in the history with who and when
 *   POST /admin/:form/:id/webhooks/:delivery/retry   "retry now": a delivery not yet made is due at once
 *   GET  /admin/job-apply/:id/resume the resume: a PDF opens in the browser (inline, sandboxed by its
 *                                    CSP), a Word document downloads; ?download=1 downloads either
 *
 * Each POST answers 303 back to the detail page, which confirms what was done.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { detailPage } from '../views/pages.tsx';
import {
  addNote,
  applyAction,
  getSubmission,
  historyOf,
  mailOf,
  resumeFile,
  resumeInfo,
  setOwnerAndFollowUp,
  setStage,
} from '../../db/inbox.ts';
import { httpError } from '../../http-error.ts';
import { isStageOf } from '../../pipeline.ts';
import { deliveriesOf, retryDelivery } from '../../db/deliveries.ts';
import { receiverUrl } from '../../webhooks/outbox.ts';
import type { InboxKit } from '../kit.ts';
import {
  deliveryParams,
  detailQuery,
  noteBody,
  ownerBody,
  resumeQuery,
  stageBody,
  statusBody,
  submissionParams,
} from '../schemas.ts';
import { ADMIN } from '../views/inbox.ts';

const noSuchSubmission = () => httpError(404, 'NOT_FOUND', 'No such submission.');

export default async function detailRoutes(app: FastifyInstance, { kit }: { kit: InboxKit }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const author = (request: { staff?: { username: string } | undefined }) => request.staff?.username ?? '';

  routes.get(
    '/:form/:id',
    { schema: { params: submissionParams, querystring: detailQuery } },
    async (request, reply) => {
      const { form, id } = request.params;
      const row = await getSubmission(kit.db(), form, id);
      if (!row) throw noSuchSubmission();
      const { page: context } = await kit.navContext(request, reply, form);
      const resume = form === 'job-apply' ? await resumeInfo(kit.db(), id) : undefined;
      const mail = await mailOf(kit.db(), id);
      const history = await historyOf(kit.db(), form, id);
      const configured = { urls: kit.config.webhookUrls, slackUrl: kit.config.slackWebhookUrl };
      const webhooks = (await deliveriesOf(kit.db(), id, kit.config.webhookDelivery.leaseMs)).map(
        ({ receiver, ...delivery }) => {
          const url = receiverUrl({ target: delivery.target, receiver }, configured);
          return { ...delivery, receiverOrigin: url && new URL(url).origin };
        },
      );
      const { updated } = request.query;
      return kit.page(
        reply,
        detailPage({
          context,
          form,
          row,
          staff: await kit.staffNames(),
          ...(resume ? { resume } : {}),
          mail,
          history,
          webhooks,
          ...(updated ? { updated } : {}),
        }),
      );
    },
  );

  routes.post(
    '/:form/:id/status',
    { schema: { params: submissionParams, body: statusBody } },
    async (request, reply) => {
      const { form, id } = request.params;
      const { action } = request.body;
      if (!(await applyAction(kit.db(), form, [id], action))) throw noSuchSubmission();
      request.log.info({ form, id, action, username: author(request) }, 'staff inbox: submission marked');
      return reply.redirect(`${ADMIN}/${form}/${id}?updated=${action}`, 303);
    },
  );

  routes.post('/:form/:id/stage', { schema: { params: submissionParams, body: stageBody } }, async (request, reply) => {
    const { form, id } = request.params;
    const { stage } = request.body;
    if (!isStageOf(form, stage)) throw httpError(400, 'BAD_REQUEST', 'That stage is not one of this form’s pipeline.');
    if (!(await setStage(kit.database(), form, id, stage, author(request)))) throw noSuchSubmission();
    request.log.info({ form, id, stage, username: author(request) }, 'staff inbox: stage changed');
    return reply.redirect(`${ADMIN}/${form}/${id}?updated=stage`, 303);
  });

  routes.post('/:form/:id/owner', { schema: { params: submissionParams, body: ownerBody } }, async (request, reply) => {
    const { form, id } = request.params;
    const { owner, followUpOn } = request.body;
    if (owner !== null && !(await kit.staffNames()).includes(owner)) {
      throw httpError(400, 'BAD_REQUEST', `There is no member of staff called “${owner}”. Choose one in the list.`);
    }
    if (!(await setOwnerAndFollowUp(kit.database(), form, id, { owner, followUpOn }, author(request)))) {
      throw noSuchSubmission();
    }
    request.log.info({ form, id, owner, followUpOn, username: author(request) }, 'staff inbox: owner set');
    return reply.redirect(`${ADMIN}/${form}/${id}?updated=owner`, 303);
  });

  routes.post('/:form/:id/notes', { schema: { params: submissionParams, body: noteBody } }, async (request, reply) => {
    const { form, id } = request.params;
    if (!(await addNote(kit.database(), form, id, request.body.note, author(request)))) throw noSuchSubmission();
    request.log.info({ form, id, username: author(request) }, 'staff inbox: note added');
    return reply.redirect(`${ADMIN}/${form}/${id}?updated=note#history`, 303);
  });

  routes.post('/:form/:id/webhooks/:delivery/retry', { schema: { params: deliveryParams } }, async (request, reply) => {
    const { form, id, delivery } = request.params;
    const retried = (await getSubmission(kit.db(), form, id))
      ? await retryDelivery(kit.db(), id, delivery, kit.config.webhookDelivery.leaseMs)
      : 'none';
    if (retried === 'none') throw httpError(404, 'NOT_FOUND', 'No such delivery waiting to be made.');
    if (retried === 'in-flight') {
      throw httpError(
        409,
        'CONFLICT',
        'This delivery is being made right now. Reload the page in a few seconds to see how it went.',
      );
    }
    app.webhooks.nudge();
    request.log.info({ form, id, delivery, username: author(request) }, 'staff inbox: webhook retried');
    return reply.redirect(`${ADMIN}/${form}/${id}?updated=retry`, 303);
  });

  routes.get(
    '/:form/:id/resume',
    { schema: { params: submissionParams, querystring: resumeQuery } },
    async (request, reply) => {
      const { form, id } = request.params;
      const resume = form === 'job-apply' ? await resumeFile(kit.db(), id) : undefined;
      if (!resume) throw httpError(404, 'NOT_FOUND', 'No resume for this submission.');
      // storedName is already lower-case letters, digits and dashes; kept that way whatever is stored.
      const filename = resume.storedName.replace(/[^a-z0-9.-]/gi, '-') || 'resume';
      // A PDF opens in the browser's own viewer. The CSP's sandbox makes the document an
      // opaque origin with no script, forms or pop-ups, so a PDF carrying script or links to
      // forms can do nothing in the inbox's origin; anything else (a Word file) is downloaded.
      const inline = resume.contentType === 'application/pdf' && request.query.download === undefined;
      request.log.info({ id, inline, username: author(request) }, 'staff inbox: resume opened');
      return reply
        .type(resume.contentType)
        .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${filename}"`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(resume.data);
    },
  );
}
