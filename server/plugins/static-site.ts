/**
 * Serves the built site from `dist/`: precompressed brotli/gzip variants made at
 * build time, long-lived caching for content-hashed assets, revalidation for
 * everything else, clean URLs without redirects, and the 404 page with status 404.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

export interface StaticSiteOptions {
  distDir: string;
}

/** Files under /_astro/ carry a content hash in their name, so they never change. */
const HASHED_ASSET = /[\\/]_astro[\\/]/;

export function cacheControlFor(filePath: string): string {
  return HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate';
}

export default fp<StaticSiteOptions>(
  async (app, { distDir }) => {
    if (!existsSync(join(distDir, 'index.html'))) {
      throw new Error(`The built site was not found in ${distDir}: run "npm run build" first.`);
    }
    await app.register(fastifyStatic, {
      root: distDir,
      // Routes are made for the files present at start, so `/about-us` and `/about-us/`
      // both reach about-us/index.html without a redirect and anything else is a 404.
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply: FastifyReply, filePath: string) => {
        reply.header('cache-control', cacheControlFor(filePath));
      },
    });

    app.setNotFoundHandler((request, reply) => {
      const wantsHtml = request.method === 'GET' || request.method === 'HEAD';
      if (!wantsHtml || request.url.startsWith('/webAPI/')) {
        return reply.code(404).send({ error: 'NOT_FOUND', message: 'No such resource.' });
      }
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .sendFile(existsSync(join(distDir, '404', 'index.html')) ? '404/index.html' : '404.html');
    });
  },
  { name: 'static-site' },
);
