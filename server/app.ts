/**
 * Builds the HTTP application from a configuration object. It never listens:
 * `server.ts` does that, and tests drive the app through `app.inject`.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import csrf from './plugins/csrf.ts';
import database from './plugins/database.ts';
import errorHandler from './plugins/error-handler.ts';
import rateLimit from './plugins/rate-limit.ts';
import securityHeaders from './plugins/security-headers.ts';
import staticSite from './plugins/static-site.ts';
import formRoutes from './routes/forms.ts';

export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // Fastify accepts a hop count at run time (proxy-addr), but its types omit numbers.
    trustProxy: config.trustProxy as boolean | string,
    // Bounded request handling: a slow or stuck client cannot hold a connection forever.
    requestTimeout: 30_000,
    connectionTimeout: 30_000,
    bodyLimit: 64 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    return503OnClosing: true,
  });

  app.decorate('config', config);
  await app.register(errorHandler);
  await app.register(securityHeaders, { config });
  await app.register(staticSite, { distDir: config.distDir });
  // The database opens and migrates before the app is ready, and closes with the app.
  await app.register(database, { config });
  await app.register(csrf, { config });
  await app.register(rateLimit);
  await app.register(formRoutes, { config });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}
