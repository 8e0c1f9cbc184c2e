/**
 * Server configuration, read once from the environment. Every other module takes
 * a `Config` object instead of reading `process.env`, so tests build apps with
 * whatever settings they need.
 */
import { resolve } from 'node:path';

export interface Config {
  /** TCP port to listen on. */
  port: number;
  /** Interface to bind; 0.0.0.0 serves every interface. */
  host: string;
  /** Public origin of the site, used for Origin checks and Secure cookies. */
  siteUrl: string;
  /** Folder of the built site. */
  distDir: string;
  /** Folder for the embedded database and generated secrets. */
  dataDir: string;
  /** PostgreSQL connection string; unset means the embedded PGlite database in dataDir. */
  databaseUrl: string | undefined;
  /** Secret for signing CSRF tokens; generated once into dataDir when unset. */
  csrfSecret: string | undefined;
  /** Trust X-Forwarded-* from this many proxy hops (or true/false, or a list of addresses). */
  trustProxy: boolean | number | string;
  /** Form submissions allowed per client address per minute, the three forms together; 0 turns the limit off. */
  rateLimitPerMinute: number;
  /** Log level of the Fastify logger; "silent" in tests. */
  logLevel: string;
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
}

function trustProxyFrom(value: string | undefined): boolean | number | string {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = resolve(import.meta.dirname, '..');
  return {
    port: integer(env['PORT'], 4321, 'PORT'),
    host: env['HOST'] || '127.0.0.1',
    siteUrl: env['SITE_URL'] || 'http://localhost:4321',
    distDir: resolve(root, env['DIST_DIR'] || 'dist'),
    dataDir: resolve(root, env['DATA_DIR'] || 'data'),
    databaseUrl: env['DATABASE_URL'] || undefined,
    csrfSecret: env['CSRF_SECRET'] || undefined,
    trustProxy: trustProxyFrom(env['TRUST_PROXY']),
    rateLimitPerMinute: integer(env['RATE_LIMIT_PER_MINUTE'], 10, 'RATE_LIMIT_PER_MINUTE'),
    logLevel: env['LOG_LEVEL'] || 'info',
  };
}
