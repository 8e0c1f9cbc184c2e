/**
 * Serves the built React Router site (build/client): precompressed brotli/gzip
 * variants made at build time, long-lived caching for content-hashed assets,
 * revalidation for HTML and the `.data` files React Router fetches on client
 * navigation, clean URLs without redirects, and for every other path React
 * Router's SPA fallback, in which the root renders the 404 page, with status 404.
 *
 * Prerendered pages carry inline scripts (React Router's context, the streamed
 * loader data, scroll restoration). Rather than allow 'unsafe-inline', every page's
 * inline scripts are hashed once at start-up and that page is sent with a policy
 * naming exactly those hashes (security-headers.ts builds the policy).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { DATA_CONTENT_TYPE, DATA_SUFFIX, SPA_FALLBACK_FILE } from '../../framework-output.ts';
import { contentSecurityPolicy } from './security-headers.ts';

export interface StaticSiteOptions {
  distDir: string;
}

/** Vite writes content-hashed file names under /assets/, so those files never change. */
const HASHED_ASSET = /(^|[\\/])assets[\\/]/;
/** The body of every inline script: a <script> without a src attribute. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;
/** The page file behind a precompressed variant. */
const COMPRESSED_SUFFIX = /\.(br|gz)$/;

export function cacheControlFor(filePath: string): string {
  return HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate';
}

/** The CSP source of each inline script of a page, in the form the browser checks: 'sha256-<base64>'. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, body = ''] of html.matchAll(INLINE_SCRIPT)) {
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

/** Each HTML file of the build (by its path inside distDir, with "/") and the policy it is sent with. */
export function pagePolicies(distDir: string): Map<string, string> {
  const policies = new Map<string, string>();
  for (const file of htmlFiles(distDir)) {
    const key = relative(distDir, file).split(sep).join('/');
    policies.set(key, contentSecurityPolicy(inlineScriptHashes(readFileSync(file, 'utf8'))));
  }
  return policies;
}

/** The addresses of the prerendered 404 page itself. */
const NOT_FOUND_PAGE_PATH = /^\/404(?:\/|\/index\.html|\.html)?$/;

export default fp<StaticSiteOptions>(
  async (app, { distDir }) => {
    if (!existsSync(join(distDir, 'index.html'))) {
      throw new Error(`The built site was not found in ${distDir}: run "npm run build" first.`);
    }
    const policies = pagePolicies(distDir);
    // React Router's SPA fallback: the root renders the 404 page into it, and once hydrated the
    // router shows the 404 page of the path's own route (an unknown slug, any other path).
    const notFoundPage = SPA_FALLBACK_FILE;

    await app.register(fastifyStatic, {
      root: distDir,
      // Routes are made for the files present at start, so `/about-us` and `/about-us/`
      // both reach about-us/index.html without a redirect and anything else is a 404.
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      // The SPA fallback gets no route: it is only ever the body of a 404, never a page of its own.
      globIgnore: [`${SPA_FALLBACK_FILE}*`],
      setHeaders: (reply: FastifyReply, filePath: string) => {
        reply.header('cache-control', cacheControlFor(filePath));
        const file = relative(distDir, filePath).split(sep).join('/').replace(COMPRESSED_SUFFIX, '');
        const policy = policies.get(file);
        if (policy) reply.header('content-security-policy', policy);
        if (file.endsWith(DATA_SUFFIX)) reply.header('content-type', DATA_CONTENT_TYPE);
      },
    });

    // A build that holds the 404 page as a file of its own (404/index.html) would answer
    // 200 for it at its own address: it is a not-found page however it is reached.
    app.addHook('onSend', async (request, reply) => {
      if (reply.statusCode === 200 && NOT_FOUND_PAGE_PATH.test(request.url.split('?', 1)[0] ?? '')) reply.code(404);
    });

    app.setNotFoundHandler((request, reply) => {
      const wantsHtml = request.method === 'GET' || request.method === 'HEAD';
      if (!wantsHtml || request.url.startsWith('/webAPI/')) {
        return reply.code(404).send({ error: 'NOT_FOUND', message: 'No such resource.' });
      }
      return reply.code(404).type('text/html; charset=utf-8').sendFile(notFoundPage);
    });
  },
  { name: 'static-site' },
);
