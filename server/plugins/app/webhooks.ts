/**
 * Runs the webhook worker inside the server (server/webhooks/): it starts when the
 * app is ready and stops before the database closes. (Every receiver was checked
 * before the database opened, in server/app.ts: a non-public address is refused
 * unless WEBHOOK_ALLOW_PRIVATE=1.) With neither WEBHOOK_URLS nor SLACK_WEBHOOK_URL there
 * is no worker and nothing is queued.
 *
 * `app.webhooks.targetsFor(form)` says where a form's submissions go (the form
 * route queues them in the submission's transaction); `app.webhooks.nudge()` wakes
 * this replica's worker after a submission or a "retry now".
 */
import fp from 'fastify-plugin';
import type { FormId } from '../../../app/forms/index.ts';
import type { Config } from '../../config.ts';
import { targetsFor, type WebhookTargets } from '../../webhooks/outbox.ts';
import { WebhookWorker } from '../../webhooks/worker.ts';

export interface WebhookControl {
  /** Whether any receiver is configured. */
  readonly enabled: boolean;
  targetsFor(form: FormId): WebhookTargets;
  nudge(): void;
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const receivers = [
      ...config.webhookUrls.map((url) => ({ variable: 'WEBHOOK_URLS', url })),
      ...(config.slackWebhookUrl ? [{ variable: 'SLACK_WEBHOOK_URL', url: config.slackWebhookUrl }] : []),
    ];
    if (receivers.length === 0) {
      app.decorate('webhooks', {
        enabled: false,
        targetsFor: (form: FormId) => targetsFor(form, config),
        nudge: () => undefined,
      } satisfies WebhookControl);
      return;
    }
    const worker = new WebhookWorker({
      database: app.database,
      settings: config.webhookDelivery,
      secret: config.webhookSecret,
      siteUrl: config.siteUrl,
      allowPrivate: config.webhookAllowPrivate,
      receivers: { urls: config.webhookUrls, slackUrl: config.slackWebhookUrl },
      log: app.log,
    });
    app.addHook('onReady', async () => {
      worker.start();
      app.log.info(
        { receivers: receivers.map(({ url }) => new URL(url).origin), forms: config.webhookForms },
        'webhooks: worker started',
      );
    });
    // preClose runs before the database plugin's onClose, so the worker never outlives the pool.
    app.addHook('preClose', async () => {
      await worker.stop();
    });
    app.decorate('webhooks', {
      enabled: true,
      targetsFor: (form: FormId) => targetsFor(form, config),
      nudge: () => worker.nudge(),
    } satisfies WebhookControl);
  },
  { name: 'webhooks', dependencies: ['database'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: WebhookControl;
  }
}
