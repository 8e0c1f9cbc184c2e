/**
 * Behind a reverse proxy every request arrives from the proxy's address unless
 * TRUST_PROXY names the proxies to believe; the form rate limit and the staff
 * sign-in limits then count all visitors as one client, the stored client address
 * is the proxy's, and HSTS is never sent (every request looks like plain http).
 *
 * Two reports say so:
 * - at start-up, a server that listens on a non-loopback HOST with TRUST_PROXY unset
 *   says what that means (right for visitors connecting directly, wrong behind a proxy);
 * - the first request that carries a proxy header (X-Forwarded-For, Forwarded or
 *   X-Real-IP) while TRUST_PROXY is unset logs a warning, once per process.
 */
import ipaddr from 'ipaddr.js';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';

export const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

const HOW_TO_TRUST =
  "set TRUST_PROXY to the proxy's address (TRUST_PROXY=127.0.0.1 when it runs on this machine), " +
  'its CIDR range (e.g. 10.0.0.0/8) or a comma-separated list of them';

export const PROXY_WARNING =
  'requests carry proxy headers but TRUST_PROXY is not set: every client looks like the proxy, so the rate limit ' +
  "and the staff sign-in limits count all of them as one, the stored client address is the proxy's, and HSTS is " +
  `not sent. Behind a reverse proxy, ${HOW_TO_TRUST}.`;

export const DIRECT_CLIENTS_NOTICE =
  "TRUST_PROXY is not set, so each request's client address and protocol are those of the connection itself and " +
  'X-Forwarded-* headers are ignored. That is right when visitors connect to this server directly. Behind a reverse ' +
  'proxy or load balancer every visitor would look like the proxy (one shared rate limit and sign-in allowance, ' +
  `no HSTS): ${HOW_TO_TRUST}.`;

/** Whether `host` (HOST) accepts connections from this machine only. */
function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  if (bare === 'localhost') return true;
  return ipaddr.isValid(bare) && ipaddr.process(bare).range() === 'loopback';
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    if (config.trustProxy !== false) return;
    if (!isLoopbackHost(config.host)) app.log.warn({ host: config.host }, DIRECT_CLIENTS_NOTICE);
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
