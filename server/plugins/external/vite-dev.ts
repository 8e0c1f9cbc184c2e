/**
 * The site's pages in development (`npm run dev`, server/dev.ts): Vite in middleware
 * mode inside this server, in place of static-site.ts, as React Router's
 * node-custom-server template runs it. Vite answers its own requests (modules,
 * /@vite/client, the hot-reload socket, which shares this server's port) and React
 * Router renders every other page from the sources on each request, so the forms'
 * endpoints, the staff inbox and hot reloading are served together on one port.
 *
 * Vite is a development dependency: only server/dev.ts imports this module, and it
 * loads Vite itself when it starts. Pages answered here leave Fastify (the reply is
 * hijacked), so they carry the headers set before that (request id, helmet's), with a
 * development Content-Security-Policy: Vite's and React Router's development inline
 * scripts have no build-time hashes to name.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequestListener } from '@react-router/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerBuild } from 'react-router';
import { contentSecurityPolicy } from './security-headers.ts';

/** React Router's server build as its Vite plugin serves it in development. */
const SERVER_BUILD = 'virtual:react-router/server-build';

/** The production policy, with inline scripts allowed: development pages only. */
export const DEVELOPMENT_POLICY = contentSecurityPolicy(["'unsafe-inline'"]);

export default fp(
  async (app) => {
    const { createServer, isRunnableDevEnvironment } = await import('vite');
    const vite = await createServer({
      appType: 'custom',
      // The hot-reload WebSocket upgrades requests on this server: one port for everything.
      server: { middlewareMode: true, hmr: { server: app.server } },
    });
    app.addHook('onClose', async () => {
      await vite.close();
    });
    const ssr = vite.environments['ssr'];
    if (!ssr || !isRunnableDevEnvironment(ssr)) {
      throw new Error("Vite's SSR environment cannot run modules: React Router's pages cannot be rendered");
    }
    const pages = createRequestListener({
      build: () => ssr.runner.import<ServerBuild>(SERVER_BUILD),
      mode: 'development',
    });

    const fail = (response: ServerResponse, error: unknown) => {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      app.log.error({ err: error }, 'development server: the page failed');
      if (response.headersSent) {
        response.destroy();
        return;
      }
      response.statusCode = 500;
      response.setHeader('content-type', 'text/plain; charset=utf-8');
      response.end(error instanceof Error ? (error.stack ?? error.message) : String(error));
    };

    const page = (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const raw: IncomingMessage = request.raw;
      const response: ServerResponse = reply.raw;
      response.setHeader('content-security-policy', DEVELOPMENT_POLICY);
      vite.middlewares(raw, response, (error?: unknown) => {
        if (error) fail(response, error);
        else Promise.resolve(pages(raw, response)).catch((failure: unknown) => fail(response, failure));
      });
    };
    // Every path the API and the inbox do not answer: Vite's files, then React Router's pages.
    app.get('/*', page);
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send({ error: 'NOT_FOUND', message: `No such resource: ${request.method} ${request.url}` }),
    );
  },
  { name: 'static-site' },
);
