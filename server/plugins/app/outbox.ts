/**
 * Runs the outbox worker inside the server: started when the app is ready,
 * stopped (after the message being sent) before the app closes its database.
 * With SMTP_URL unset there is no worker: submissions still queue their e-mails,
 * which wait until a server with SMTP_URL runs, and the start-up log says so.
 *
 * `app.outbox.nudge()` wakes this replica's worker after a submission is stored.
 */
import fp from 'fastify-plugin';
import { createTransport } from 'nodemailer';
import type { FormId } from '../../../app/forms/index.ts';
import type { Config } from '../../config.ts';
import { notifyAddressFor } from '../../mail/outbox.ts';
import { OutboxWorker } from '../../mail/worker.ts';
import { siteSettings } from '../../site-settings.ts';

export interface OutboxControl {
  /** Whether this replica sends e-mail (SMTP_URL is set). */
  readonly enabled: boolean;
  nudge(): void;
}

/** The SMTP URL without its credentials, for logs. */
export function redactedSmtpUrl(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    return `${url.protocol}//${url.username || url.password ? '***@' : ''}${url.host}`;
  } catch {
    return '(not a valid URL)';
  }
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    if (!config.smtpUrl) {
      app.log.warn(
        'mail: SMTP_URL is not set, so the outbox worker is off: notifications and acknowledgements wait in the outbox until a server with SMTP_URL runs',
      );
      app.decorate('outbox', { enabled: false, nudge: () => undefined } satisfies OutboxControl);
      return;
    }

    const timeout = config.outbox.smtpTimeoutMs;
    // A pool reuses SMTP connections, so a backlog drains at the server's pace rather
    // than one TCP and TLS handshake per message.
    const transport = createTransport({
      url: config.smtpUrl,
      pool: true,
      maxConnections: 3,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
      dnsTimeout: timeout,
    });
    const site = siteSettings();
    const worker = new OutboxWorker({
      database: app.database,
      transport,
      settings: config.outbox,
      log: app.log,
      contextFor: (form: FormId) => ({
        site,
        from: config.mailFrom,
        siteUrl: config.siteUrl,
        team: notifyAddressFor(form, config),
        inboxEnabled: Boolean(config.adminUser),
        timeZone: config.timeZone,
      }),
      digestContext: { from: config.mailFrom, siteUrl: config.siteUrl, brand: site.brand },
    });

    app.addHook('onReady', async () => {
      worker.start();
      app.log.info({ smtp: redactedSmtpUrl(config.smtpUrl ?? '') }, 'mail: outbox worker started');
    });
    // preClose runs before the database plugin's onClose, so the worker never outlives the pool.
    app.addHook('preClose', async () => {
      await worker.stop();
      transport.close();
    });
    app.decorate('outbox', { enabled: true, nudge: () => worker.nudge() } satisfies OutboxControl);
  },
  { name: 'outbox', dependencies: ['database'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxControl;
  }
}
