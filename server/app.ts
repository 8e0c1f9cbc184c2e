/**
 * Builds the HTTP application from a configuration object. It never listens:
 * `server.ts` does that, and tests drive the app through `app.inject`.
 */
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyReply } from 'fastify';
import staffInbox from './admin/index.ts';
import { ERROR_CODES } from '../app/forms/index.ts';
import type { Config } from './config.ts';
import { MIGRATION_DEADLINE_MS } from './db/migration-locks.ts';
import { accountCount } from './db/staff.ts';
import { checkConfiguredReceivers } from './webhooks/receivers.ts';
import { httpError } from './http-error.ts';
import analytics from './plugins/app/analytics.ts';
import backupSocket from './plugins/app/backup-socket.ts';
import content from './plugins/app/content.ts';
import csrf from './plugins/app/csrf.ts';
import database from './plugins/external/database.ts';
import digest from './plugins/app/digest.ts';
import errorHandler, { errorBody } from './plugins/app/error-handler.ts';
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

/**
 * A connection whose request is not valid HTTP (or too slow, or with headers too
 * large) never reaches a route: it is answered here, on the socket, with the
 * API's error body, then closed.
 */
function rawClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const message =
    status === 408
      ? 'The request did not arrive in time.'
      : status === 431
        ? 'The request headers are too large.'
        : 'The request is not valid HTTP.';
  const body = JSON.stringify(errorBody({ message }, status, ''));
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export interface AppOptions {
  /**
   * What serves the site's pages: the built files in config.distDir (static-site.ts),
   * or, for `npm run dev`, Vite's development server (vite-dev.ts, server/dev.ts).
   */
  site?: FastifyPluginAsync<{ config: Config }>;
}

export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // Addresses, ranges and names only (config.ts refuses hop counts, which Fastify ignores).
    trustProxy: config.trustProxy,
    // Bounded request handling: a slow or stuck client cannot hold a connection for long.
    // The whole request, headers and body (a resume of up to 1 MB included: about
    // 0.8 Mbit/s upstream at worst), must arrive within 10 s; only the form API takes
    // bodies. Fastify sets requestTimeout on the server after creating it, which leaves
    // Node's headersTimeout at 60 s, and Node then lets a body run until the later of
    // the two; it also checks them only every connectionsCheckingInterval (30 s by
    // default). So a slow-loris client trickling a byte a second (never idle, so
    // connectionTimeout never fires) held a form request open for 60 to 90 s, not 30.
    // With headersTimeout no longer than requestTimeout and a 1 s check, it gets 408
    // after 10 to 11 s (npm run test:faults, malformed input).
    requestTimeout: 10_000,
    http: { headersTimeout: 10_000, connectionsCheckingInterval: 1_000 },
    connectionTimeout: 30_000,
    bodyLimit: 64 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Requests arriving while the server shuts down get 503 from the hook below, with
    // the API's JSON body, instead of Fastify's own.
    return503OnClosing: false,
    // A URL the router cannot decode, and a request that is not valid HTTP, get the
    // API's `{ error, message }` body too, never Fastify's (which carries its FST_ codes).
    frameworkErrors: (error, request, reply) => {
      const status = error.statusCode ?? 400;
      request.log.info({ err: error.message, code: error.code }, 'request refused');
      void (reply as FastifyReply)
        .code(status)
        .type('application/json; charset=utf-8')
        .send(errorBody(error, status, request.url));
    },
    clientErrorHandler: rawClientError,
    // The database plugin may wait for a migration's locks (with back-off, saying what it
    // waits for) until MIGRATION_DEADLINE_MS, then fails with its own message; Fastify's
    // default 10 s would cut that short with a raw AVV_ERR_PLUGIN_EXEC_TIMEOUT stack trace.
    pluginTimeout: MIGRATION_DEADLINE_MS + 30_000,
  });

  app.decorate('config', config);
  for (const warning of config.warnings ?? []) app.log.warn(warning);
  // Before any route: the id nginx sends (X-Request-Id) names the request in every log line.
  await app.register(requestId);
  await app.register(errorHandler);
  // First, so that its onResponse hook times every request; it reads the database only when scraped.
  await app.register(metrics, { config });
  // From the start of shutdown (SIGTERM: app.close()), requests still arriving on open
  // connections are answered 503 and the connection closed, so a load balancer sends
  // them to another replica. preClose hooks run in order: this one first.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close').header('retry-after', '5');
    throw httpError(503, ERROR_CODES.shuttingDown, 'The server is restarting. Please try again in a few seconds.');
  });
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
  // Page views and real visitors' speed, without cookies (docs/analytics.md).
  await app.register(analytics, { config });
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
