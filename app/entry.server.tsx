/**
 * Renders a page to HTML. This site has no render server: React Router calls this
 * only at build time, to prerender every route (react-router.config.ts). So it
 * always waits for all content, Suspense boundaries included (the root's footer),
 * and writes each page
 * complete, in document order, with no streaming scripts: what a crawler and a
 * visitor without JavaScript get is the whole page.
 */
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, ServerRouter } from 'react-router';

export const streamTimeout = 10_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // Never "outline" a large boundary (sent after the shell, moved into place by an
      // inline script): every boundary is written where it belongs.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = new PassThrough();
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        pipe(body);
      },
      onShellError: reject,
      onError(error: unknown) {
        status = 500;
        // A prerender that fails must fail the build, with the error in its log.
        console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}
