/**
 * Security headers on every response: a Content-Security-Policy that allows scripts
 * from this origin only (a prerendered page adds the hashes of its own inline
 * scripts: static-site.ts), no framing, no plugins,
 * nosniff, a strict referrer policy, a Permissions-Policy denying what the site
 * does not use, and HSTS when the request arrived over HTTPS.
 */
import helmet from '@fastify/helmet';
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

export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), ' +
  'magnetometer=(), microphone=(), midi=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()';

export default fp<{ config: Config }>(
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
      if (request.protocol === 'https') {
        reply.header('strict-transport-security', 'max-age=63072000; includeSubDomains');
      }
    });
  },
  { name: 'security-headers' },
);
