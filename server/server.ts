/**
 * Entry point: reads the environment, builds the app, listens, and closes
 * gracefully (close-with-grace) on a signal or a fatal error: in-flight requests
 * finish, the outbox worker stops, the database closes.
 *
 * On SIGTERM, what orchestrators and systemd send, /readyz first answers 503 for
 * SHUTDOWN_DRAIN_MS while requests are still served, so a load balancer that polls
 * it drains the replica before the listener closes. SIGINT (Ctrl-C) closes at once.
 */
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from './config.ts';
import { StartupError } from './startup-error.ts';
import { registerTsxHooks } from './tsx-hooks.ts';

// The staff inbox's views and the e-mails are TSX, which Node does not compile: the hook
// does, as they are imported, so the app that imports them is loaded once it is registered.
registerTsxHooks();
const { buildApp } = await import('./app.ts');

/** Bound on app.close() itself, after the drain: in-flight requests and the outbox's current message. */
const CLOSE_LIMIT_MS = 10_000;
/** Longer than the proxy's keepalive_timeout for its idle upstream connections (deploy/nginx.conf: 1 s). */
const PROXY_IDLE_MS = 1_500;

let config: Config;
let app: FastifyInstance;
try {
  config = loadConfig();
  app = await buildApp(config);
} catch (error) {
  // A wrong setting or a data folder in use is the operator's to fix: its message, not a stack trace.
  if (!(error instanceof StartupError)) throw error;
  console.error(error.message);
  process.exit(1);
}

closeWithGrace(
  {
    delay: config.shutdownDrainMs + CLOSE_LIMIT_MS,
    logger: { error: (message: string) => app.log.error(message) },
  },
  async ({ signal, err }) => {
    if (err) app.log.error(err, 'closing after a fatal error');
    else app.log.info({ signal }, 'shutting down');
    if (signal === 'SIGTERM' && config.shutdownDrainMs > 0) {
      app.health.drain();
      app.log.info({ drainMs: config.shutdownDrainMs }, 'draining: /readyz answers 503');
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    }
    // No new connections from here on, before the close hooks run: a proxy then gets a
    // refused connection, which it may pass to another replica even for a POST, instead
    // of a 503 answered while the outbox worker finishes its message. app.close() closes
    // the listener too and accepts that it is closed already.
    const drained = signal === 'SIGTERM' && config.shutdownDrainMs > 0;
    const closeIdleConnections = app.server.closeIdleConnections.bind(app.server);
    // Behind a proxy, connections are not cut at once. Node's close() destroys every
    // connection it sees as idle, and one whose request the proxy has just written, but
    // this process has not read yet, looks idle: the proxy reads a reset, answers 502 and
    // may not pass a POST on (once in 1,011 posts of the release rehearsal at load). Each
    // answer while draining closes its connection (plugins/app/health.ts), and the proxy
    // closes an idle one within its keepalive_timeout (1 s, deploy/nginx.conf); what is
    // still idle after PROXY_IDLE_MS is a direct client's, and is closed then.
    if (drained) app.server.closeIdleConnections = () => undefined;
    app.server.close();
    if (drained) {
      await new Promise((resolve) => setTimeout(resolve, PROXY_IDLE_MS));
      closeIdleConnections();
    }
    await app.close();
  },
);

try {
  const address = await app.listen({ port: config.port, host: config.host });
  const shown = address.replace('127.0.0.1', 'localhost');
  console.log(`Site and API ready at ${shown}`);
} catch (error) {
  app.log.error(error);
  process.exit(1);
}
