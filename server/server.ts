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
import { buildApp } from './app.ts';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from './config.ts';
import { StartupError } from './startup-error.ts';

/** Bound on app.close() itself, after the drain: in-flight requests and the outbox's current message. */
const CLOSE_LIMIT_MS = 10_000;

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
    app.server.close();
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
