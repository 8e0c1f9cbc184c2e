/**
 * One POST of JSON to a receiver, through node:http(s) so that the connection's own
 * DNS lookup refuses non-public addresses (receivers.ts) unless they are allowed.
 * Redirects are not followed: a receiver that moved answers 3xx, which counts as a
 * failure the inbox shows.
 *
 * The whole exchange is bounded by one deadline (an AbortSignal), from the lookup to
 * the status line, not by the socket's idle time-out: a receiver that sends a byte
 * every few seconds never goes idle, and once held the worker for 85 s, past its lease
 * (so the other replica sent the delivery again) and past the shutdown's limit. The
 * status is the answer; the body is not read, so a receiver that trickles it holds
 * nothing either.
 */
import http from 'node:http';
import https from 'node:https';
import { assertPublicLiteral, publicOnlyLookup } from './receivers.ts';

export interface PostOptions {
  /** The deadline of the whole exchange, well inside the worker's lease. */
  timeoutMs: number;
  allowPrivate: boolean;
}

/** The receiver's status code; throws on a network failure or when the deadline passes. */
export async function postJson(
  url: string,
  body: string,
  headers: Record<string, string>,
  { timeoutMs, allowPrivate }: PostOptions,
): Promise<number> {
  const target = new URL(url);
  if (!allowPrivate) assertPublicLiteral(target);
  const client = target.protocol === 'https:' ? https : http;
  const deadline = AbortSignal.timeout(timeoutMs);
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
        },
        signal: deadline,
        ...(allowPrivate ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        resolve(response.statusCode ?? 0);
        response.destroy();
      },
    );
    request.on('error', (error) => reject(deadline.aborted ? new Error(`no answer within ${timeoutMs} ms`) : error));
    request.end(body);
  });
}
