/**
 * A visitor of the rehearsal: HTTPS to nginx (or plain HTTP straight to a replica)
 * from its own loopback address (127.0.0.2, 127.0.0.3 …: Node's `localAddress`), so
 * that nginx sees distinct clients on one machine. It trusts the rehearsal's
 * certificate, keeps its XSRF-TOKEN cookie and posts the forms as a browser does.
 */
import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { forms, type FormId } from '../../app/forms/index.ts';
import { errorCode, type Body } from '../faults/client.ts';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  ms: number;
}

/** A response, or the error that took its place (a cut connection, a refusal). */
export type Outcome = { kind: 'response'; answer: Answer } | { kind: 'error'; code: string; ms: number };

export class Client {
  readonly address: string;
  private readonly ca: string;
  private readonly siteOrigin: string;
  private readonly httpsAgent: HttpsAgent;
  private readonly httpAgent: HttpAgent;
  private token: string | undefined;

  constructor(address: string, siteOrigin: string, ca: string) {
    this.address = address;
    this.siteOrigin = siteOrigin;
    this.ca = ca;
    this.httpsAgent = new HttpsAgent({ localAddress: address, ca, keepAlive: true, maxSockets: 2 });
    this.httpAgent = new HttpAgent({ localAddress: address, keepAlive: false });
  }

  /** One request to `url` (https: through nginx; http: a replica directly). */
  send(
    url: string,
    options: {
      method?: string;
      headers?: Record<string, string>;
      body?: Buffer;
      timeoutMs?: number;
      /** Accept the certificate whatever name the request gives (a request for another host name). */
      anyName?: boolean;
    } = {},
  ): Promise<Answer> {
    const started = performance.now();
    const secure = url.startsWith('https:');
    return new Promise((resolve, reject) => {
      const req = (secure ? httpsRequest : httpRequest)(
        url,
        {
          method: options.method ?? 'GET',
          headers: { 'user-agent': 'nexaweave-rehearsal/1.0', ...options.headers },
          agent: secure ? this.httpsAgent : this.httpAgent,
          ...(secure ? { ca: this.ca } : {}),
          ...(options.anyName ? { checkServerIdentity: () => undefined } : {}),
          timeout: options.timeoutMs ?? 30_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString('utf8'),
              ms: performance.now() - started,
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(Object.assign(new Error('timed out'), { code: 'TIMEOUT' })));
      req.on('error', reject);
      req.end(options.body);
    });
  }

  /** GET /webAPI/csrf through nginx, once: the cookie and header every post carries. */
  async session(): Promise<string> {
    if (this.token) return this.token;
    const answer = await this.send(`${this.siteOrigin}/webAPI/csrf`);
    for (const cookie of [answer.headers['set-cookie'] ?? []].flat()) {
      const match = /^XSRF-TOKEN=([^;]+)/.exec(cookie);
      if (match?.[1]) this.token = match[1];
    }
    if (!this.token) throw new Error(`${this.address}: no XSRF-TOKEN from /webAPI/csrf (${answer.status})`);
    return this.token;
  }

  /** Posts a form (through nginx unless `origin` names a replica); errors are outcomes. */
  async submit(
    form: FormId,
    body: Body,
    options: { origin?: string; headers?: Record<string, string> } = {},
  ): Promise<Outcome> {
    const started = performance.now();
    try {
      const token = await this.session();
      const answer = await this.send(`${options.origin ?? this.siteOrigin}${forms[form].endpoint}`, {
        method: 'POST',
        headers: {
          origin: this.siteOrigin,
          cookie: `XSRF-TOKEN=${token}`,
          'x-xsrf-token': token,
          'content-type': body.contentType,
          ...options.headers,
        },
        body: body.data,
      });
      return { kind: 'response', answer };
    } catch (error) {
      return { kind: 'error', code: errorCode(error), ms: performance.now() - started };
    }
  }

  /**
   * Reports a page view to the analytics beacon through nginx, as the site's script does
   * (sendBeacon's text/plain body), from a browser whose user agent is `userAgent`.
   */
  pageView(view: { path: string; utmSource: string; userAgent: string }): Promise<Answer> {
    return this.send(`${this.siteOrigin}/webAPI/event`, {
      method: 'POST',
      headers: { origin: this.siteOrigin, 'content-type': 'text/plain;charset=UTF-8', 'user-agent': view.userAgent },
      body: Buffer.from(
        JSON.stringify({
          type: 'pageview',
          path: view.path,
          route: view.path,
          device: 'phone',
          landing_path: '/',
          utm_source: view.utmSource,
        }),
      ),
    });
  }

  close(): void {
    this.httpsAgent.destroy();
    this.httpAgent.destroy();
  }
}

/** The status of an outcome, or its error code. */
export function statusOf(outcome: Outcome): string {
  return outcome.kind === 'response' ? String(outcome.answer.status) : outcome.code;
}

/** The id of a stored submission, from a 201's body. */
export function idOf(outcome: Outcome): string | undefined {
  if (outcome.kind !== 'response' || outcome.answer.status !== 201) return undefined;
  return (JSON.parse(outcome.answer.body) as { id?: string }).id;
}
