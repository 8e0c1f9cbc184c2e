/**
 * One POST of JSON to a receiver, bounded by a time-out, through node:http(s) so
 * that the connection's own DNS lookup refuses non-public addresses
 * (receivers.ts) unless they are allowed. Redirects are not followed: a receiver
 * that moved answers 3xx, which counts as a failure the inbox shows.
 */
import http from 'node:http';
import https from 'node:https';
import { assertPublicLiteral, publicOnlyLookup } from './receivers.ts';

export interface PostOptions {
  timeoutMs: number;
  allowPrivate: boolean;
}

/** The receiver's status code; throws on a network failure or time-out. */
export async function postJson(
  url: string,
  body: string,
  headers: Record<string, string>,
  { timeoutMs, allowPrivate }: PostOptions,
): Promise<number> {
  const target = new URL(url);
  if (!allowPrivate) assertPublicLiteral(target);
  const client = target.protocol === 'https:' ? https : http;
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
        timeout: timeoutMs,
        ...(allowPrivate ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        // The body is not needed; reading it frees the socket.
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on('error', reject);
    request.end(body);
  });
}
