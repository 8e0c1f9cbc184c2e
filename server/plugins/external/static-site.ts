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
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { DATA_CONTENT_TYPE, DATA_SUFFIX, SPA_FALLBACK_FILE } from '../../framework-output.ts';
import { contentSecurityPolicy } from './security-headers.ts';

/** The file beside build/client/ that names each page's Content-Security-Policy for nginx (scripts/nginx-csp-map.ts writes it). */
export const CSP_MAP_FILE = 'nginx-csp.map';

export interface StaticSiteOptions {
  distDir: string;
  /** SITE_RELEASES_DIR: where publishes from the staff inbox put their builds, and `current` the one to serve. */
  releasesDir?: string | undefined;
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

/** One build of the site as served: its folder (the real one, links resolved), its files and their policies. */
export interface SiteBuild {
  dir: string;
  files: ReadonlySet<string>;
  policies: ReadonlyMap<string, string>;
  /** Its pages by path ("/", "/career/php-developer"), the 404 page's left out: what analytics counts. */
  pages: ReadonlySet<string>;
}

/** Every file of a build, by its path inside the folder with "/" (the SPA fallback and its variants left out). */
function filesOf(dir: string): Set<string> {
  const files = new Set<string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/');
    if (!file.startsWith(SPA_FALLBACK_FILE)) files.add(file);
  }
  return files;
}

export function loadBuild(dir: string): SiteBuild {
  if (!existsSync(join(dir, 'index.html'))) {
    throw new Error(`The built site was not found in ${dir}: run "npm run build" first.`);
  }
  const files = filesOf(dir);
  const pages = new Set<string>();
  for (const file of files) {
    if (file !== 'index.html' && !file.endsWith('/index.html')) continue;
    const page = `/${file.slice(0, -'index.html'.length).replace(/\/$/, '')}`;
    if (page !== '/404') pages.add(page);
  }
  return { dir, files, policies: pagePolicies(dir), pages };
}

/** How often a replica looks whether a publish switched the site's `current` link (at most once a second). */
const SWITCH_CHECK_MS = 1_000;

/**
 * The build the server serves, followed across publishes: with a releases folder
 * (SITE_RELEASES_DIR), `<releases>/current/client` once a publish has made it, else
 * `distDir`. A publish switches `current` atomically (server/content/publish.ts); the
 * replica sees it at its next request a second later at most, loads the new build's file
 * list and policies, and serves every request from then on from the new folder. Each
 * request is answered from one build, named by its real folder, so a page and the
 * policy naming its scripts always come from the same build, mid-switch included.
 */
export class SiteFiles {
  #current: SiteBuild;
  #recent: SiteBuild[] = [];
  #checkedAt = 0;
  private readonly distDir: string;
  private readonly releasesDir: string | undefined;
  private readonly onSwitch: (build: SiteBuild) => void;
  constructor(distDir: string, releasesDir: string | undefined, onSwitch: (build: SiteBuild) => void = () => {}) {
    this.distDir = distDir;
    this.releasesDir = releasesDir;
    this.onSwitch = onSwitch;
    this.#current = loadBuild(this.#wantedDir());
  }

  #wantedDir(): string {
    if (this.releasesDir) {
      const published = join(this.releasesDir, 'current', 'client');
      try {
        return realpathSync(published);
      } catch {
        // No publish yet: the release's own build.
      }
    }
    return realpathSync(this.distDir);
  }

  /** The build to answer a request from. */
  current(now = Date.now()): SiteBuild {
    if (this.releasesDir && now - this.#checkedAt >= SWITCH_CHECK_MS) {
      this.#checkedAt = now;
      const wanted = this.#wantedDir();
      if (wanted !== this.#current.dir) {
        const next = loadBuild(wanted);
        this.#recent = [this.#current, ...this.#recent].slice(0, 3);
        this.#current = next;
        this.onSwitch(next);
      }
    }
    return this.#current;
  }

  /** The policy of a file being sent, from the build it is sent from. */
  policyFor(filePath: string): string | undefined {
    for (const build of [this.#current, ...this.#recent]) {
      const file = relative(build.dir, filePath);
      if (file.startsWith('..')) continue;
      return build.policies.get(file.split(sep).join('/').replace(COMPRESSED_SUFFIX, ''));
    }
    return undefined;
  }
}

/** The file of a build that a URL path names, clean URLs included ("/about-us/" and "/about-us" are about-us/index.html). */
export function fileForPath(build: SiteBuild, urlPath: string): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(urlPath).replace(/^\/+/, '');
  } catch {
    return undefined;
  }
  if (path.split('/').some((segment) => segment === '..' || segment === '.')) return undefined;
  const candidates = path === '' || path.endsWith('/') ? [`${path}index.html`] : [path, `${path}/index.html`];
  return candidates.find((file) => build.files.has(file));
}

export default fp<StaticSiteOptions>(
  async (app, { distDir, releasesDir }) => {
    const site = new SiteFiles(distDir, releasesDir, (build) =>
      app.log.info({ dir: build.dir, files: build.files.size }, 'static site: now serving a newly published build'),
    );
    // The pages of the build being served, for analytics (a published opening's page counts at once).
    app.decorate('sitePages', () => site.current().pages);
    // React Router's SPA fallback: the root renders the 404 page into it, and once hydrated the
    // router shows the 404 page of the path's own route (an unknown slug, any other path).
    const notFoundPage = SPA_FALLBACK_FILE;

    await app.register(fastifyStatic, {
      root: site.current().dir,
      // No routes of its own: the route below finds each file in the build being served.
      serve: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply: FastifyReply, filePath: string) => {
        reply.header('cache-control', cacheControlFor(filePath));
        const policy = site.policyFor(filePath);
        if (policy) reply.header('content-security-policy', policy);
        if (filePath.replace(COMPRESSED_SUFFIX, '').endsWith(DATA_SUFFIX))
          reply.header('content-type', DATA_CONTENT_TYPE);
      },
    });

    // Only the files of the build are served, so `/about-us` and `/about-us/` both reach
    // about-us/index.html without a redirect and anything else is a 404.
    app.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      handler: (request, reply) => {
        const build = site.current();
        const file = fileForPath(build, request.url.split('?', 1)[0] ?? '/');
        if (!file) return reply.callNotFound();
        return reply.sendFile(file, build.dir);
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
      return reply.code(404).type('text/html; charset=utf-8').sendFile(notFoundPage, site.current().dir);
    });
  },
  { name: 'static-site' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** The pages of the build the server serves now (plugins/static-site.ts); absent under `npm run dev`. */
    sitePages?: () => ReadonlySet<string>;
  }
}
