/**
 * One HTTP/1.1 exchange over a bare TCP socket, for requests no HTTP client will
 * send: broken framing, oversized headers, bodies that stop short or trickle in.
 */
import { connect } from 'node:net';

export interface RawRequest {
  /** Bytes sent at once: request line, headers and whatever body. */
  payload: Buffer;
  /** Bytes sent afterwards one at a time, one every `trickleMs` (slow-loris). */
  trickle?: Buffer;
  trickleMs?: number;
  /** After the payload (and trickle): keep the socket open, half-close it, or drop it. */
  then?: 'wait' | 'end' | 'destroy';
  /** Give up (and report a time-out) after this long. */
  limitMs: number;
}

export interface RawResult {
  /** Status of the response, if one came. */
  status?: number;
  /** The server closed or reset the connection without a response. */
  closedByServer: boolean;
  /** Nothing happened within the limit. */
  timedOut: boolean;
  /** The client dropped the connection itself (then: 'destroy'). */
  dropped: boolean;
  ms: number;
  /** Bytes of the trickle sent before the end. */
  trickled: number;
}

export function rawExchange(port: number, request: RawRequest): Promise<RawResult> {
  return new Promise((resolveResult) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let trickled = 0;
    let settled = false;
    let trickleTimer: NodeJS.Timeout | undefined;
    const finish = (outcome: Partial<RawResult>) => {
      if (settled) return;
      settled = true;
      clearTimeout(limit);
      clearInterval(trickleTimer);
      socket.destroy();
      resolveResult({
        closedByServer: false,
        timedOut: false,
        dropped: false,
        trickled,
        ...outcome,
        ms: performance.now() - started,
      });
    };
    const limit = setTimeout(() => finish({ timedOut: true }), request.limitMs);

    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const head = received.toString('latin1');
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(head);
      if (match && head.includes('\r\n\r\n')) finish({ status: Number(match[1]) });
    });
    socket.on('end', () => finish({ closedByServer: true }));
    socket.on('close', () => finish({ closedByServer: true }));
    socket.on('error', () => finish({ closedByServer: true }));

    socket.once('connect', () => {
      socket.write(request.payload);
      const after = () => {
        if (request.then === 'end') socket.end();
        if (request.then === 'destroy') finish({ dropped: true });
      };
      const trickle = request.trickle;
      if (!trickle || trickle.length === 0) {
        after();
        return;
      }
      trickleTimer = setInterval(() => {
        if (settled || socket.destroyed) return;
        if (trickled >= trickle.length) {
          clearInterval(trickleTimer);
          after();
          return;
        }
        socket.write(trickle.subarray(trickled, trickled + 1));
        trickled += 1;
      }, request.trickleMs ?? 1_000);
    });
  });
}
