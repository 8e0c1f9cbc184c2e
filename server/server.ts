/**
 * Entry point: reads the environment, builds the app, listens, and closes
 * gracefully on SIGTERM or SIGINT (in-flight requests finish, the database closes).
 */
import { buildApp } from './app.ts';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from './config.ts';
import { StartupError } from './startup-error.ts';

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

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error, 'error while closing');
        process.exit(1);
      },
    );
  });
}

try {
  const address = await app.listen({ port: config.port, host: config.host });
  const shown = address.replace('127.0.0.1', 'localhost');
  console.log(`Site and API ready at ${shown}`);
} catch (error) {
  app.log.error(error);
  process.exit(1);
}
