/**
 * `npm run dev`: the production server (server/app.ts: the form API, the staff inbox,
 * the workers, the database) with the site's pages from Vite's development server
 * instead of build/client (plugins/external/vite-dev.ts): edits to app/ reload in the browser,
 * and the forms post to the same origin, as in production. One port (PORT, 4321 by
 * default) serves everything. The staff inbox's views and the e-mails are TSX,
 * imported as source as in production (server/tsx-hooks.ts).
 */

// React chooses its development or production build when it is first loaded, from
// NODE_ENV, and Vite compiles the pages' JSX for the development one: set it before
// anything loads React (every import below is dynamic for that reason).
process.env['NODE_ENV'] ??= 'development';
export {};

const { registerTsxHooks } = await import('./tsx-hooks.ts');
// The app imports the views: the hook that compiles their JSX comes first.
registerTsxHooks();
const { buildApp } = await import('./app.ts');
const { loadConfig } = await import('./config.ts');
const { StartupError } = await import('./startup-error.ts');
const { default: viteDev } = await import('./plugins/external/vite-dev.ts');

try {
  const config = loadConfig();
  const app = await buildApp(config, { site: viteDev });
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const address = await app.listen({ port: config.port, host: config.host });
  console.log(
    `Development server (Vite, hot reload) with the API ready at ${address.replace('127.0.0.1', 'localhost')}`,
  );
} catch (error) {
  if (!(error instanceof StartupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
