/**
 * Security headers on every response: a Content-Security-Policy that allows scripts
 * from this origin only (a prerendered page adds the hashes of its own inline
 * scripts: static-site.ts), no framing, no plugins,
 * nosniff, a strict referrer policy, a Permissions-Policy denying what the site
 * does not use, and HSTS when the request arrived over HTTPS.
 */
import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';

export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // Components set build-time values (accent colours, grid sizes) in style attributes.
  // Scripts stay strict; a style attribute cannot run code.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'"],
};

/** The policy as a header value; `scriptHashes` ('sha256-…' sources) are added to script-src. */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return Object.entries(CONTENT_SECURITY_POLICY)
    .map(([name, sources]) => [name, ...sources, ...(name === 'script-src' ? scriptHashes : [])].join(' '))
    .join('; ');
}

const HSTS = 'max-age=63072000; includeSubDomains';

export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), ' +
  'magnetometer=(), microphone=(), midi=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()';

const securityHeaders = fp<{ config: Config }>(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
      // HSTS only means something over HTTPS; it is added below when that is the case.
      strictTransportSecurity: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onSend', async (request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    });
  },
  { name: 'security-headers' },
);
export default securityHeaders;

/**
 * The same headers for a hot route's every answer, worked out once: the plugin above
 * answers one request at start-up, and its headers (less HSTS, which depends on the
 * request) are then set in a single hook. helmet rebuilds its Content-Security-Policy
 * on every request, about a tenth of the beacon thread's time per page view
 * (analytics/beacon-app.ts); the answers are the same (tests/api/beacon-worker.test.ts).
 */
export const fixedSecurityHeaders = fp<{ config: Config }>(
  async (app, { config }) => {
    const probe = Fastify({ logger: false });
    await probe.register(securityHeaders, { config });
    probe.get('/', async () => '');
    const answer = await probe.inject('/');
    await probe.close();
    const PER_ANSWER = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
    const headers = Object.fromEntries(
      Object.entries(answer.headers).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && !PER_ANSWER.has(entry[0]),
      ),
    );
    app.addHook('onRequest', async (request, reply) => {
      reply.headers(headers);
      if (request.protocol === 'https') {
        reply.header('strict-transport-security', HSTS);
      }
    });
  },
  { name: 'security-headers' },
);
