/**
 * Entry point: reads the environment, builds the app, listens, and closes
 * gracefully on SIGTERM or SIGINT (in-flight requests finish, the database closes).
 */
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  // A wrong setting is the operator's to fix: its message, not a stack trace.
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const app = await buildApp(config);

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
