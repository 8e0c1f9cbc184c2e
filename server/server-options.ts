/**
 * What the site's HTTP app (app.ts) and the analytics beacon's (analytics/beacon-app.ts)
 * share: Fastify's options and the answer to requests that arrive during shutdown. Apart
 * from app.ts so that the beacon's worker thread does not load the whole site.
 */
import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyHttpOptions, FastifyInstance, FastifyReply } from 'fastify';
import { ERROR_CODES } from '../app/forms/index.ts';
import type { Config } from './config.ts';
import { MIGRATION_DEADLINE_MS } from './db/migration-locks.ts';
import { httpError } from './http-error.ts';
import { errorBody } from './plugins/app/error-handler.ts';

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

/**
 * From the start of shutdown (SIGTERM: app.close()), requests still arriving on open
 * connections are answered 503 and the connection closed, so a load balancer sends
 * them to another replica. preClose hooks run in order: register this one first.
 */
export function answer503WhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close').header('retry-after', '5');
    throw httpError(503, ERROR_CODES.shuttingDown, 'The server is restarting. Please try again in a few seconds.');
  });
}

/**
 * The HTTP server's options, shared by the site's app and the analytics beacon's
 * (server/analytics/beacon-app.ts).
 */
export function fastifyOptions(config: Config) {
  return {
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
  } satisfies FastifyHttpOptions<Server>;
}
