/**
 * Builds the HTTP application from a configuration object. It never listens:
 * `server.ts` does that, and tests drive the app through `app.inject`.
 */
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import staffInbox from './admin/index.ts';
import type { Config } from './config.ts';
import { accountCount } from './db/staff.ts';
import { answer503WhileClosing, fastifyOptions } from './server-options.ts';
import { checkConfiguredReceivers } from './webhooks/receivers.ts';
import analytics from './plugins/app/analytics.ts';
import backupSocket from './plugins/app/backup-socket.ts';
import beaconWorker from './plugins/app/beacon-worker.ts';
import content from './plugins/app/content.ts';
import csrf from './plugins/app/csrf.ts';
import database from './plugins/external/database.ts';
import digest from './plugins/app/digest.ts';
import errorHandler from './plugins/app/error-handler.ts';
import health from './plugins/app/health.ts';
import metrics from './plugins/external/metrics.ts';
import outbox from './plugins/app/outbox.ts';
import proxyWarning from './plugins/app/proxy-warning.ts';
import requestId from './plugins/app/request-id.ts';
import retention from './plugins/app/retention.ts';
import securityHeaders from './plugins/external/security-headers.ts';
import staticSite from './plugins/external/static-site.ts';
import webhooks from './plugins/app/webhooks.ts';
import formRoutes from './routes/forms.ts';

export interface AppOptions {
  /**
   * What serves the site's pages: the built files in config.distDir (static-site.ts),
   * or, for `npm run dev`, Vite's development server (vite-dev.ts, server/dev.ts).
   */
  site?: FastifyPluginAsync<{ config: Config }>;
}

export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify(fastifyOptions(config));

  app.decorate('config', config);
  for (const warning of config.warnings ?? []) app.log.warn(warning);
  // Before any route: the id nginx sends (X-Request-Id) names the request in every log line.
  await app.register(requestId);
  await app.register(errorHandler);
  // First, so that its onResponse hook times every request; it reads the database only when scraped.
  await app.register(metrics, { config });
  // Requests arriving during shutdown get 503 (server-options.ts). preClose hooks run in order: this one first.
  answer503WhileClosing(app);
  await app.register(proxyWarning, { config });
  await app.register(securityHeaders, { config });
  if (options.site) await app.register(options.site, { config });
  else await app.register(staticSite, { distDir: config.distDir, releasesDir: config.siteReleasesDir });
  // A webhook receiver at a non-public address stops the start before the database opens.
  await checkConfiguredReceivers(config, (message) => app.log.warn(message));
  // The database opens and migrates before the app is ready, and closes with the app.
  await app.register(database, { config });
  await app.register(health);
  // The repository's openings become the first revisions of the publishable content.
  await app.register(content, { config });
  // On PGlite, `npm run db:backup` asks this process for the archive (docs/operations.md).
  await app.register(backupSocket, { config });
  await app.register(csrf, { config });
  // The outbox worker and the daily retention job run inside the server.
  await app.register(outbox, { config });
  await app.register(webhooks, { config });
  await app.register(retention, { config });
  await app.register(formRoutes, { config });
  // Page views and real visitors' speed, without cookies (docs/analytics.md): here, or on
  // the beacon's own listener in a worker thread (BEACON_PORT).
  if (config.beaconPort === undefined) await app.register(analytics, { config });
  else await app.register(beaconWorker, { config });
  // The inbox is on when it has an account: the environment's pair, or one added by `npm run staff`.
  const accounts = await accountCount(app.database.db);
  if ((config.adminUser && config.adminPasswordHash) || accounts > 0) {
    await app.register(staffInbox, { config, prefix: '/admin' });
    // Each member of staff's morning e-mail of the follow-ups due that day.
    await app.register(digest, { config });
    app.log.info({ user: config.adminUser, accounts }, 'staff inbox: on at /admin');
  } else {
    app.log.info(
      'staff inbox: off (neither ADMIN_USER and ADMIN_PASSWORD_HASH nor an account of npm run staff), so /admin answers 404',
    );
  }
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}
