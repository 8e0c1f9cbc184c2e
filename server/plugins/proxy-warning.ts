/**
 * Behind a reverse proxy every request arrives from the proxy's address unless
 * TRUST_PROXY says which proxies to believe; the form rate limit and the staff
 * sign-in limits then count all visitors as one client, so one person's failed
 * sign-ins make every member of staff wait. The server cannot tell at start-up, so
 * the first request that carries a proxy header (X-Forwarded-For, Forwarded or
 * X-Real-IP) while TRUST_PROXY is unset logs a warning, once per process.
 */
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

export const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

export const PROXY_WARNING =
  'requests carry proxy headers but TRUST_PROXY is not set: every client looks like the proxy, so rate limits and the staff sign-in limits count all of them as one. Set TRUST_PROXY (e.g. TRUST_PROXY=1 behind one proxy).';

export default fp<{ config: Config }>(
  async (app, { config }) => {
    if (config.trustProxy !== false && config.trustProxy !== 0) return;
    let warned = false;
    app.addHook('onRequest', async (request) => {
      if (warned) return;
      const header = PROXY_HEADERS.find((name) => request.headers[name] !== undefined);
      if (!header) return;
      warned = true;
      request.log.warn({ header, address: request.ip }, PROXY_WARNING);
    });
  },
  { name: 'proxy-warning' },
);
