/**
 * One preview, in a worker thread of its own (preview.ts starts it): the site's server
 * build, the one the release's pages were prerendered with, renders one path from the
 * content folder in CONTENT_DIR (the worker's environment), as the prerender renders a
 * page at build time. A fresh thread per preview: the build's content module reads
 * CONTENT_DIR when it loads and keeps what it has read, so no preview sees another's.
 */
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { createRequestHandler, type ServerBuild } from 'react-router';

export interface PreviewRequest {
  /** build/server/index.js of the release. */
  serverBuild: string;
  /** The page's path, "/career/flutter-developer". */
  path: string;
  /** The site's address (SITE_URL): the request's origin, as the prerender's. */
  origin: string;
}

export interface PreviewResult {
  status: number;
  html: string;
}

const { serverBuild, path, origin } = workerData as PreviewRequest;
const build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
// With `ssr: false` the handler renders only the paths the build prerendered (any other is
// the SPA fallback); a draft's page is one the build has not seen yet, so it is added here.
const handler = createRequestHandler({ ...build, prerender: [...build.prerender, path] }, 'production');
const response = await handler(new Request(new URL(path, origin)));
const result: PreviewResult = { status: response.status, html: await response.text() };
parentPort?.postMessage(result);
