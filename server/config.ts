/**
 * Server configuration, read once from the environment. Every other module takes
 * a `Config` object instead of reading `process.env`, so tests build apps with
 * whatever settings they need.
 */
import { resolve } from 'node:path';
import addressparser from 'nodemailer/lib/addressparser';
import { isPasswordHash } from './admin/password.ts';
import { siteSettings } from './site-settings.ts';

/** How the outbox worker drains the outbox (server/mail/worker.ts). Not read from the environment. */
export interface OutboxSettings {
  /** Pause between polls when the outbox has nothing due. */
  pollIntervalMs: number;
  /** Rows claimed per short transaction. */
  batchSize: number;
  /**
   * How long a claimed row stays invisible to other workers; the worker renews it
   * every third of it while the batch is being sent. A worker that dies leaves its
   * rows pending; they are sent (again, with the same Message-ID, if it died between
   * sending and marking) once this has passed: the delay of mail after a crash.
   * Longer than one message's worst SMTP exchange between two renewals.
   */
  leaseMs: number;
  /** Attempts before a row is marked failed. */
  maxAttempts: number;
  /** Delay after the first failure; it doubles with every further failure. */
  retryBaseMs: number;
  /** Longest delay between two attempts. */
  retryMaxMs: number;
  /** Bounds on one SMTP exchange (nodemailer's connection, greeting and socket time-outs). */
  smtpTimeoutMs: number;
}

export const DEFAULT_OUTBOX: OutboxSettings = {
  pollIntervalMs: 2_000,
  batchSize: 5,
  leaseMs: 60_000,
  maxAttempts: 8,
  retryBaseMs: 60_000,
  retryMaxMs: 2 * 60 * 60_000,
  smtpTimeoutMs: 20_000,
};

export interface Config {
  /** TCP port to listen on. */
  port: number;
  /** Interface to bind; 0.0.0.0 serves every interface. */
  host: string;
  /** Public origin of the site, used for Origin checks and Secure cookies. */
  siteUrl: string;
  /**
   * Origins besides SITE_URL's whose pages may post to the API (ALLOWED_ORIGINS,
   * comma-separated), e.g. the site's other host name. The Origin header of a post
   * must be one of them or SITE_URL's.
   */
  allowedOrigins: string[];
  /**
   * Also allow any loopback origin (http://localhost, 127.0.0.1 or [::1], any
   * port): on when SITE_URL is unset, i.e. the server runs locally.
   */
  allowLoopbackOrigins: boolean;
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
  /** SMTP server for the outbox worker (smtp:// or smtps://, credentials in the URL); unset: no mail is sent, rows wait. */
  smtpUrl: string | undefined;
  /** The From of every e-mail, e.g. `Nexaweave <hello@example.com>`; its domain names the Message-IDs. */
  mailFrom: string;
  /** Who is notified of contact enquiries and hire requests (one address or a comma-separated list). */
  salesEmail: string;
  /** Who is notified of job applications (one address or a comma-separated list). */
  hrEmail: string;
  /** User name for the staff inbox at /admin; unset (with the hash) turns the inbox off. */
  adminUser: string | undefined;
  /** scrypt hash of the staff password (`npm run admin:hash`); never the password itself. */
  adminPasswordHash: string | undefined;
  /** Submissions, resumes and their e-mails older than this many days are deleted by a daily job. */
  retentionDays: number;
  /**
   * Port of the Prometheus metrics listener (METRICS_PORT), apart from the site's
   * so that metrics never reach the public; undefined turns metrics off.
   */
  metricsPort: number | undefined;
  /** Interface of the metrics listener (METRICS_HOST); loopback unless an operator opens it. */
  metricsHost: string;
  /**
   * After SIGTERM, how long /readyz answers 503 while requests are still served
   * (SHUTDOWN_DRAIN_MS), so that a load balancer polling it stops sending new
   * requests before the listener closes. SIGINT (Ctrl-C) closes at once.
   */
  shutdownDrainMs: number;
  outbox: OutboxSettings;
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
}

/** ALLOWED_ORIGINS: a comma-separated list of origins (scheme, host and port, no path). */
function originsFrom(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '') return [];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      let url: URL | undefined;
      try {
        url = new URL(entry);
      } catch {
        url = undefined;
      }
      if (!url || !/^https?:$/.test(url.protocol) || url.origin !== entry.replace(/\/$/, '')) {
        throw new Error(`ALLOWED_ORIGINS must list origins such as https://example.com (no path), got "${entry}"`);
      }
      return url.origin;
    });
}

function trustProxyFrom(value: string | undefined): boolean | number | string {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** One address or a comma-separated list of addresses, each with an @; the text as given. */
function addresses(value: string | undefined, fallback: string, name: string, single = false): string {
  const text = value?.trim() || fallback;
  const parsed = addressparser(text, { flatten: true });
  if (parsed.length === 0 || parsed.some((entry) => !/^[^@\s]+@[^@\s]+$/.test(entry.address))) {
    throw new Error(
      `${name} must be an e-mail address${single ? '' : ' or a comma-separated list of them'}, got "${text}"`,
    );
  }
  if (single && parsed.length !== 1) throw new Error(`${name} must be one e-mail address, got "${text}"`);
  return text;
}

function adminCredentials(env: NodeJS.ProcessEnv): {
  adminUser: string | undefined;
  adminPasswordHash: string | undefined;
} {
  const adminUser = env['ADMIN_USER']?.trim() || undefined;
  const adminPasswordHash = env['ADMIN_PASSWORD_HASH']?.trim() || undefined;
  if (Boolean(adminUser) !== Boolean(adminPasswordHash)) {
    throw new Error('Set both ADMIN_USER and ADMIN_PASSWORD_HASH to turn the staff inbox on, or neither.');
  }
  if (adminPasswordHash && !isPasswordHash(adminPasswordHash)) {
    throw new Error(
      'ADMIN_PASSWORD_HASH is not a hash made by "npm run admin:hash" (scrypt:…); never put a password there.',
    );
  }
  return { adminUser, adminPasswordHash };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = resolve(import.meta.dirname, '..');
  const site = siteSettings();
  const retentionDays = integer(env['RETENTION_DAYS'], 365, 'RETENTION_DAYS');
  if (retentionDays < 1) throw new Error('RETENTION_DAYS must be at least 1.');
  return {
    port: integer(env['PORT'], 4321, 'PORT'),
    host: env['HOST'] || '127.0.0.1',
    siteUrl: env['SITE_URL'] || 'http://localhost:4321',
    allowedOrigins: originsFrom(env['ALLOWED_ORIGINS']),
    allowLoopbackOrigins: !env['SITE_URL'],
    distDir: resolve(root, env['DIST_DIR'] || 'build/client'),
    dataDir: resolve(root, env['DATA_DIR'] || 'data'),
    databaseUrl: env['DATABASE_URL'] || undefined,
    csrfSecret: env['CSRF_SECRET'] || undefined,
    trustProxy: trustProxyFrom(env['TRUST_PROXY']),
    rateLimitPerMinute: integer(env['RATE_LIMIT_PER_MINUTE'], 10, 'RATE_LIMIT_PER_MINUTE'),
    logLevel: env['LOG_LEVEL'] || 'info',
    smtpUrl: env['SMTP_URL'] || undefined,
    mailFrom: addresses(env['MAIL_FROM'], `${site.brand} <${site.contact.email}>`, 'MAIL_FROM', true),
    salesEmail: addresses(env['SALES_EMAIL'], site.contact.salesEmail, 'SALES_EMAIL'),
    hrEmail: addresses(env['HR_EMAIL'], site.contact.careersEmail, 'HR_EMAIL'),
    ...adminCredentials(env),
    retentionDays,
    metricsPort: env['METRICS_PORT'] ? integer(env['METRICS_PORT'], 0, 'METRICS_PORT') : undefined,
    metricsHost: env['METRICS_HOST'] || '127.0.0.1',
    shutdownDrainMs: integer(env['SHUTDOWN_DRAIN_MS'], 5_000, 'SHUTDOWN_DRAIN_MS'),
    outbox: { ...DEFAULT_OUTBOX },
  };
}
