/**
 * Server configuration, read once from the environment. Every other module takes
 * a `Config` object instead of reading `process.env`, so tests build apps with
 * whatever settings they need.
 */
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import ipaddr from 'ipaddr.js';
import addressparser from 'nodemailer/lib/addressparser';
import { z } from 'zod';
import { forms, type FormId } from '../app/forms/index.ts';
import { isPasswordHash } from './password.ts';
import type { QueueSettings } from './queue/worker.ts';
import { secretWeakness, webhookSecretWeakness } from './secret-strength.ts';
import { siteSettings } from './site-settings.ts';
import { StartupError } from './startup-error.ts';

/**
 * How the outbox worker drains the outbox (server/mail/worker.ts, on server/queue/worker.ts):
 * the queue's settings, and a bound on one SMTP exchange. Not read from the environment.
 * Its lease is renewed every third of it while a batch is being sent; a worker that dies
 * leaves its rows pending, sent (again, with the same Message-ID, if it died between sending
 * and marking) once the lease has passed: the delay of mail after a crash. It is longer than
 * one message's worst SMTP exchange between two renewals.
 */
export interface OutboxSettings extends QueueSettings {
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

/**
 * How the webhook worker delivers (server/webhooks/worker.ts, on server/queue/worker.ts): the
 * queue's settings, and a bound on one HTTP exchange. Deliveries of a round are sent side by
 * side, so a round lasts at most timeoutMs, and the lease is longer than that. Not read from
 * the environment.
 */
export interface WebhookSettings extends QueueSettings {
  /** Bound on one HTTP exchange with a receiver. */
  timeoutMs: number;
}

export const DEFAULT_WEBHOOK_DELIVERY: WebhookSettings = {
  pollIntervalMs: 2_000,
  batchSize: 10,
  leaseMs: 60_000,
  maxAttempts: 10,
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
  // The whole exchange with a receiver: well inside the lease, and inside the 10 s that
  // the shutdown gives app.close() (server/server.ts), so a stop never kills a delivery.
  timeoutMs: 8_000,
};

/** How the analytics endpoint counts and writes (server/analytics/). Only the first two are read from the environment. */
export interface AnalyticsSettings {
  /** Days the raw events are kept (ANALYTICS_RAW_DAYS); the daily aggregates are kept for good. */
  rawDays: number;
  /** Events accepted per client address per minute by each replica (ANALYTICS_EVENTS_PER_MINUTE); 0 turns the limit off. */
  eventsPerMinute: number;
  /** A batch is written at the latest this long after its first event… */
  flushIntervalMs: number;
  /** …or as soon as it holds this many events, in one INSERT. */
  flushMaxEvents: number;
  /** Events held in memory at most while the database does not take them; further ones are dropped (and counted). */
  bufferLimit: number;
}

export const DEFAULT_ANALYTICS: AnalyticsSettings = {
  rawDays: 30,
  eventsPerMinute: 120,
  flushIntervalMs: 1_000,
  flushMaxEvents: 500,
  bufferLimit: 20_000,
};

/** Whether `name` is a time zone this Node knows (an IANA name such as Asia/Kolkata). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Names that proxy-addr (Fastify's trustProxy) expands to address ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'] as const;

const TRUST_PROXY_HELP =
  'name the proxy instead: its address (TRUST_PROXY=127.0.0.1 when it runs on this machine), ' +
  'a CIDR range (TRUST_PROXY=10.0.0.0/8), a comma-separated list of them, or loopback, linklocal or uniquelocal';

/** One TRUST_PROXY entry: an address, an address/prefix or address/netmask range, or a proxy-addr name. */
function isProxyEntry(entry: string): boolean {
  if ((PROXY_RANGE_NAMES as readonly string[]).includes(entry)) return true;
  const [address = '', range, ...rest] = entry.split('/');
  if (rest.length > 0 || !ipaddr.isValid(address)) return false;
  if (range === undefined) return true;
  if (/^\d+$/.test(range)) return Number(range) <= (ipaddr.parse(address).kind() === 'ipv4' ? 32 : 128);
  return ipaddr.IPv4.isValidFourPartDecimal(range) && ipaddr.parse(address).kind() === 'ipv4';
}

/**
 * TRUST_PROXY. A hop count is refused: Fastify ignores it (it cannot tell whether the
 * immediate sender is the proxy, so a client that reaches the server directly could
 * forge X-Forwarded-For). `true` is refused too: it believes any sender, which lets a
 * client that reaches a replica directly choose its own address (a fresh rate limit
 * and sign-in allowance per request) and claim https. An operator who really has no
 * direct path to the server can still say so with 0.0.0.0/0,::/0.
 */
const trustProxySchema = z
  .string()
  .optional()
  .transform((value, context): false | string => {
    if (value === undefined || value === 'false') return false;
    if (/^\d+$/.test(value)) {
      context.addIssue({
        code: 'custom',
        message:
          `must not be a hop count ("${value}"): Fastify ignores hop counts, since they cannot tell the proxy ` +
          `from a client that reaches the server directly and forges X-Forwarded-For; ${TRUST_PROXY_HELP}`,
      });
      return z.NEVER;
    }
    if (value === 'true') {
      context.addIssue({
        code: 'custom',
        message: `must not be "true": it believes X-Forwarded-* from any sender, so a client that reaches the server directly could choose its own address and claim https; ${TRUST_PROXY_HELP}`,
      });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isProxyEntry(entry));
    if (wrong.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `must list addresses, CIDR ranges or known names, got ${wrong.map((entry) => `"${entry}"`).join(', ')}; ${TRUST_PROXY_HELP}`,
      });
      return z.NEVER;
    }
    return entries.join(',');
  });

const wholeNumber = (fallback: number, minimum = 0) =>
  z
    .string()
    .optional()
    .transform((value, context) => {
      if (value === undefined) return fallback;
      const parsed = Number(value);
      if (!/^\d+$/.test(value) || !Number.isSafeInteger(parsed)) {
        context.addIssue({ code: 'custom', message: `must be a whole number, got "${value}"` });
        return z.NEVER;
      }
      if (parsed < minimum) {
        context.addIssue({ code: 'custom', message: `must be at least ${minimum}, got "${value}"` });
        return z.NEVER;
      }
      return parsed;
    });

/** ALLOWED_ORIGINS: a comma-separated list of origins (scheme, host and port, no path). */
const originsSchema = z
  .string()
  .optional()
  .transform((value, context) => {
    const origins: string[] = [];
    for (const entry of (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)) {
      const url = URL.parse(entry);
      if (!url || !/^https?:$/.test(url.protocol) || url.origin !== entry.replace(/\/$/, '')) {
        context.addIssue({
          code: 'custom',
          message: `must list origins such as https://example.com (no path), got "${entry}"`,
        });
        return z.NEVER;
      }
      origins.push(url.origin);
    }
    return origins;
  });

/** One address or a comma-separated list of addresses, each with an @; the text as given (undefined when unset). */
const addressesSchema = (single: boolean) =>
  z
    .string()
    .optional()
    .superRefine((text, context) => {
      if (text === undefined) return;
      const parsed = addressparser(text, { flatten: true });
      if (parsed.length === 0 || parsed.some((entry) => !/^[^@\s]+@[^@\s]+$/.test(entry.address))) {
        context.addIssue({
          code: 'custom',
          message: `must be an e-mail address${single ? '' : ' or a comma-separated list of them'}, got "${text}"`,
        });
      } else if (single && parsed.length !== 1) {
        context.addIssue({ code: 'custom', message: `must be one e-mail address, got "${text}"` });
      }
    });

/** A comma-separated list of http(s) URLs (WEBHOOK_URLS), without credentials. */
const webhookUrlsSchema = z
  .string()
  .optional()
  .transform((value, context) => {
    const urls: string[] = [];
    for (const entry of (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)) {
      const url = URL.parse(entry);
      if (!url || !/^https?:$/.test(url.protocol)) {
        context.addIssue({ code: 'custom', message: `must list http(s) URLs, got "${entry}"` });
        return z.NEVER;
      }
      urls.push(url.href);
    }
    return urls;
  });

/** WEBHOOK_FORMS: form ids, comma-separated. */
const webhookFormsSchema = z
  .string()
  .optional()
  .transform((value, context) => {
    const ids = Object.keys(forms) as FormId[];
    if (value === undefined) return ids;
    const chosen = value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    const wrong = chosen.filter((id) => !(ids as string[]).includes(id));
    if (wrong.length > 0 || chosen.length === 0) {
      context.addIssue({
        code: 'custom',
        message: `must list form ids among ${ids.join(', ')}, got "${value}"`,
      });
      return z.NEVER;
    }
    return [...new Set(chosen)] as FormId[];
  });

/** A port number, or undefined when unset (METRICS_PORT, BEACON_PORT). */
const optionalPortSchema = z
  .string()
  .optional()
  .transform((value, context) => {
    if (value === undefined) return undefined;
    if (!/^\d+$/.test(value) || Number(value) > 65_535) {
      context.addIssue({ code: 'custom', message: `must be a port number, got "${value}"` });
      return z.NEVER;
    }
    return Number(value);
  });

/**
 * What the README's configuration table says of a variable (scripts/config-table.ts):
 * its meaning, and what applies when it is unset where that is not the schema's own
 * default (which the table shows by itself).
 */
type VariableDoc = { description: string; whenUnset?: string };

const about = (description: string, whenUnset?: string): VariableDoc =>
  whenUnset === undefined ? { description } : { description, whenUnset };

/** The variables the server reads; unset and empty (or blank) mean the same. */
const environmentSchema = z
  .object({
    PORT: wholeNumber(4321).meta(about('Port the server listens on.')),
    HOST: z.string().default('127.0.0.1').meta(about('Interface to bind; `0.0.0.0` for all.')),
    SITE_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://www.example.com' })
      .optional()
      .meta(
        about(
          'Public origin. Used **at build time** for canonical URLs, Open Graph, sitemap and RSS, and at run time for Origin checks and Secure cookies.',
          '`http://localhost:4321`',
        ),
      ),
    ALLOWED_ORIGINS: originsSchema.meta(
      about(
        "Origins besides `SITE_URL`'s whose pages may post to the API, comma-separated (`https://nexaweave.example`); any other `Origin` header is refused with 403. Without `SITE_URL` (local use) any loopback origin (`http://localhost`, `127.0.0.1` or `[::1]`, any port) is accepted too. See docs/deploy.md.",
      ),
    ),
    DIST_DIR: z.string().default('build/client').meta(about('Folder of the built site the server serves.')),
    SITE_RELEASES_DIR: z
      .string()
      .optional()
      .meta(
        about(
          "Folder of the site's published builds, shared by every replica (docs/operations.md). A publish from the staff inbox builds into a new folder here and points its `current` link at it; the replicas, and nginx (deploy/nginx.conf), serve `current`. An empty folder gets a copy of `DIST_DIR` as its first `current` at the first start. Unset: the replicas serve `DIST_DIR`, and the inbox edits and previews content but cannot publish.",
        ),
      ),
    DATA_DIR: z
      .string()
      .default('data')
      .meta(
        about(
          'Folder for the embedded database and generated secrets. One server per folder: a second process on it refuses to start (a lock left by a crash is taken over).',
        ),
      ),
    DATABASE_URL: z
      .string()
      .optional()
      .meta(about('PostgreSQL connection string. Unset: embedded PGlite in `DATA_DIR`.')),
    // A weak secret lets tokens and cookies be forged offline: refused, with how to make a good one.
    CSRF_SECRET: z
      .string()
      .optional()
      .superRefine((secret, context) => {
        const weakness = secret === undefined ? undefined : secretWeakness(secret);
        if (weakness) {
          context.addIssue({
            code: 'custom',
            message: `${weakness}. Make one with \`openssl rand -hex 32\` and set the same value on every replica`,
          });
        }
      })
      .meta(
        about(
          'Secret that signs CSRF tokens (and, through a derived key, the staff session cookie); generated once into `DATA_DIR` when unset. Set it (the same on every replica) in production, from `openssl rand -hex 32`: one shorter than 32 bytes or with too little entropy is refused at start-up. Required with `DATABASE_URL`.',
          'generated',
        ),
      ),
    TRUST_PROXY: trustProxySchema.meta(
      about(
        "Which proxies' `X-Forwarded-*` headers to believe: the proxy's address (`127.0.0.1` when it runs on this machine), CIDR ranges (`10.0.0.0/8`), a comma-separated list, or `loopback`, `linklocal`, `uniquelocal`. Needed behind a reverse proxy for client addresses, rate limits and HSTS. A hop count (`1`) and `true` are refused at start-up: either would let a client that reaches the server directly forge its address.",
      ),
    ),
    RATE_LIMIT_PER_MINUTE: wholeNumber(10).meta(
      about(
        'Form submissions allowed per client address (an IPv6 address by its /64) per minute; 422 answers do not count. Counted in the database, so every replica shares the limit. `0` turns it off.',
      ),
    ),
    LOG_LEVEL: z.string().default('info').meta(about('Fastify log level (`silent` to mute).')),
    SMTP_URL: z
      .string()
      .optional()
      .meta(
        about(
          'SMTP server for the e-mails, e.g. `smtps://user:password@smtp.example.com` (or `smtp://…:587`, STARTTLS when offered). Unset: no e-mail is sent; every accepted submission still queues its notification and acknowledgement in the outbox table, where they wait until a server with `SMTP_URL` runs (the start-up log says so).',
        ),
      ),
    MAIL_FROM: addressesSchema(true).meta(
      about(
        'From of every e-mail; brand and address default to `app/content/settings.yaml`. Its domain names the Message-IDs (`<outbox-{id}@domain>`). Required when `SMTP_URL` is set.',
        '`Nexaweave <hello@nexaweave.example>`',
      ),
    ),
    SALES_EMAIL: addressesSchema(false).meta(
      about(
        'Who is notified of contact enquiries and hire requests (one address or a comma-separated list); Reply-To of their acknowledgements. Required when `SMTP_URL` is set.',
        '`contact.salesEmail` of settings.yaml',
      ),
    ),
    HR_EMAIL: addressesSchema(false).meta(
      about(
        'Who is notified of job applications (resume attached); Reply-To of their acknowledgements. Required when `SMTP_URL` is set.',
        '`contact.careersEmail` of settings.yaml',
      ),
    ),
    ADMIN_USER: z
      .string()
      .optional()
      .meta(
        about(
          'User name of the staff inbox at `/admin`. With `ADMIN_PASSWORD_HASH`, turns the inbox on (so does any account of `npm run staff`); with neither, `/admin` answers 404.',
        ),
      ),
    ADMIN_PASSWORD_HASH: z
      .string()
      .refine(isPasswordHash, 'is not a hash made by "npm run admin:hash" (scrypt:…); never put a password there')
      .optional()
      .meta(
        about(
          'scrypt hash of the staff password, made by `npm run admin:hash`; never the password itself (the server refuses one).',
        ),
      ),
    AGENCY_TIME_ZONE: z
      .string()
      .default('Asia/Kolkata')
      .refine(isTimeZone, {
        error: (issue) =>
          `must be an IANA time zone such as Asia/Kolkata or Europe/London, got "${String(issue.input)}"`,
      })
      .meta(
        about(
          "The agency's time zone (an IANA name): every date and time in the staff inbox and its e-mails, the months of the overview's lead chart, the days and months of the visit statistics (a day ends at midnight there), which day a follow-up is due and when the morning digest of follow-ups is sent (08:00 there).",
        ),
      ),
    RETENTION_DAYS: wholeNumber(365, 1).meta(
      about(
        'Submissions, resumes and their e-mails older than this are deleted by a daily job in the server (and by `npm run retention`). At least 1. Keep the privacy policy (`app/content/pages/privacy-policy.yaml`) in step.',
      ),
    ),
    ANALYTICS_RAW_DAYS: wholeNumber(DEFAULT_ANALYTICS.rawDays, 1).meta(
      about(
        "Days the visit statistics' raw events (page views and page loads' speed) are kept before the retention job deletes them; the daily totals are kept for good. At least 1. Keep the privacy policy in step. See docs/analytics.md.",
      ),
    ),
    ANALYTICS_EVENTS_PER_MINUTE: wholeNumber(DEFAULT_ANALYTICS.eventsPerMinute).meta(
      about(
        "Analytics events accepted per client address per minute by each replica (nginx's own limit holds across replicas); `0` turns it off.",
      ),
    ),
    BEACON_PORT: optionalPortSchema.meta(
      about(
        "Port of the analytics beacon's own listener (`POST /webAPI/event`), on `HOST`: a worker thread of the server takes page views and page loads' speed there, validates, hashes and writes them in batches on a connection pool of its own, so that its work never delays the forms and pages on `PORT`. The proxy sends `/webAPI/event` to it (deploy/nginx.conf: `127.0.0.1:4331` for the replica on 4321); `PORT` then answers that path 421. Needs `DATABASE_URL` (the embedded database takes one connection). Unset: the server takes events on `PORT` itself. See docs/analytics.md.",
      ),
    ),
    // Unset: no metrics listener at all (0 would pick a free port).
    METRICS_PORT: optionalPortSchema.meta(
      about(
        "Port of the Prometheus metrics listener (`/metrics`), apart from the site's so that metrics never reach the public. Unset: no metrics listener. See docs/deploy.md.",
      ),
    ),
    METRICS_HOST: z
      .string()
      .default('127.0.0.1')
      .meta(about('Interface of the metrics listener; loopback unless an operator opens it.')),
    SHUTDOWN_DRAIN_MS: wholeNumber(5_000).meta(
      about(
        'After SIGTERM, how long `/readyz` answers 503 while requests are still served, so that a load balancer polling it stops sending new requests before the listener closes. SIGINT (Ctrl-C) closes at once.',
      ),
    ),
    WEBHOOK_URLS: webhookUrlsSchema.meta(
      about(
        'Where every accepted submission that is not spam is delivered as signed JSON (Standard Webhooks), comma-separated: a CRM, an automation. From an outbox in the database, retried with back-off, the same `webhook-id` on every repeat; each submission\'s page in the inbox shows its deliveries, with "Retry now". Needs `WEBHOOK_SECRET`. See docs/leads.md.',
      ),
    ),
    WEBHOOK_FORMS: webhookFormsSchema.meta(
      about(
        "Which forms are delivered to `WEBHOOK_URLS` and `SLACK_WEBHOOK_URL` (the inbox's form ids, comma-separated).",
      ),
    ),
    // The scheme's own secret format: whsec_ and the base64 of at least 24 random bytes, and those bytes random.
    WEBHOOK_SECRET: z
      .string()
      .regex(
        /^whsec_[A-Za-z0-9+/]{32,}={0,2}$/,
        'must be a Standard Webhooks secret: whsec_ followed by the base64 of at least 24 random bytes (openssl rand -base64 32)',
      )
      .optional()
      .superRefine((secret, context) => {
        const weakness = secret === undefined ? undefined : webhookSecretWeakness(secret);
        if (weakness) {
          context.addIssue({
            code: 'custom',
            message: `${weakness}. Make one with \`openssl rand -base64 32\` and prefix it with whsec_`,
          });
        }
      })
      .meta(
        about(
          'The signing secret of the deliveries: `whsec_` and the base64 of at least 24 random bytes (`echo "whsec_$(openssl rand -base64 32)"`). Give the receiver the same, to verify with any Standard Webhooks library.',
        ),
      ),
    SLACK_WEBHOOK_URL: z
      .url({ protocol: /^https?$/, error: 'must be the http(s) URL of a Slack incoming webhook' })
      .optional()
      .meta(
        about(
          'A Slack incoming webhook that gets a short message per delivered submission: the form, the name, the source and the inbox link, never the message or contact details.',
        ),
      ),
    WEBHOOK_ALLOW_PRIVATE: z
      .enum(['0', '1'], { error: 'must be 1 (allow receivers at private addresses) or 0' })
      .optional()
      .meta(
        about(
          '`1` allows receivers at loopback, private and link-local addresses (tests, a receiver inside the same network). Otherwise such a URL is refused at start-up, with a message naming it, and at every connection.',
          '`0`',
        ),
      ),
  })
  .superRefine((env, context) => {
    if (Boolean(env.ADMIN_USER) !== Boolean(env.ADMIN_PASSWORD_HASH)) {
      context.addIssue({
        code: 'custom',
        message: 'Set both ADMIN_USER and ADMIN_PASSWORD_HASH to turn the staff inbox on, or neither.',
      });
    }
    if (env.BEACON_PORT !== undefined) {
      if (!env.DATABASE_URL) {
        context.addIssue({
          code: 'custom',
          path: ['BEACON_PORT'],
          message:
            'needs DATABASE_URL: the beacon listener writes on a PostgreSQL connection of its own, and the embedded ' +
            'database (PGlite) takes one connection only. Unset BEACON_PORT to take events on PORT',
        });
      }
      const taken = (
        [
          ['PORT', env.PORT],
          ['METRICS_PORT', env.METRICS_PORT],
        ] as const
      ).find(([, port]) => port === env.BEACON_PORT && port !== 0);
      if (taken) {
        context.addIssue({
          code: 'custom',
          path: ['BEACON_PORT'],
          message: `is ${env.BEACON_PORT}, the port of ${taken[0]} too: give the beacon a port of its own`,
        });
      }
    }
    if (env.WEBHOOK_URLS.length > 0 && !env.WEBHOOK_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['WEBHOOK_URLS'],
        message:
          'is set, so WEBHOOK_SECRET must be set too: every delivery is signed (openssl rand -base64 32, prefixed whsec_)',
      });
    }
    // Staff notifications must reach someone who reads them, never the site's sample addresses.
    if (env.SMTP_URL) {
      const missing = (['SALES_EMAIL', 'HR_EMAIL', 'MAIL_FROM'] as const).filter((name) => !env[name]);
      if (missing.length > 0) {
        context.addIssue({
          code: 'custom',
          path: ['SMTP_URL'],
          message:
            `is set, so ${missing.join(', ')} must be set too: staff notifications must go to, and come from, ` +
            "addresses that someone reads, never the site's defaults (without SMTP_URL no mail is sent and these are optional)",
        });
      }
    }
  });

/**
 * Replicas on one database (DATABASE_URL) must share one CSRF secret: without
 * CSRF_SECRET each generates its own into its DATA_DIR, and a token one replica
 * issued is refused with 403 by the other.
 */
const sharedSecretSchema = environmentSchema.superRefine((env, context) => {
  if (env.DATABASE_URL && !env.CSRF_SECRET) {
    context.addIssue({
      code: 'custom',
      path: ['CSRF_SECRET'],
      message:
        'must be set (or CSRF_SECRET_FILE) when DATABASE_URL is: replicas on one database must share one secret, ' +
        'or a form a visitor got from one replica is refused with 403 by another. Set the same value on every ' +
        'replica (openssl rand -hex 32).',
    });
  }
});

/**
 * The secrets that may also come from a file: NAME_FILE holds the path of a file
 * whose content (less its final newline) is NAME's value. For Docker and Compose
 * `secrets:` (/run/secrets/…) and systemd's `LoadCredential=` ($CREDENTIALS_DIRECTORY),
 * so that a secret is never in the environment of a unit file or a compose file.
 */
export const SECRET_VARIABLES = [
  'CSRF_SECRET',
  'ADMIN_PASSWORD_HASH',
  'DATABASE_URL',
  'SMTP_URL',
  'WEBHOOK_SECRET',
  'SLACK_WEBHOOK_URL',
] as const;

/** The environment with each NAME_FILE read into NAME, and what was wrong with them. */
function readSecretFiles(given: Record<string, string>): {
  env: Record<string, string>;
  problems: string[];
  warnings: string[];
} {
  const fileVariables = new Set(SECRET_VARIABLES.map((name) => `${name}_FILE`));
  // The _FILE variables themselves are not settings: the schema sees the values they name.
  const env = Object.fromEntries(Object.entries(given).filter(([name]) => !fileVariables.has(name)));
  const problems: string[] = [];
  const warnings: string[] = [];
  for (const name of SECRET_VARIABLES) {
    const file = given[`${name}_FILE`];
    if (file === undefined) continue;
    if (given[name] !== undefined) {
      problems.push(
        `- ${name} and ${name}_FILE are both set: set one of them (the file, to keep it out of the environment)`,
      );
      continue;
    }
    let text: string;
    try {
      text = readFileSync(file, 'utf8').trim();
    } catch (error) {
      problems.push(
        `- ${name}_FILE names ${file}, which cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
      );
      continue;
    }
    if (text === '') problems.push(`- ${name}_FILE names ${file}, which is empty`);
    else env[name] = text;
    // Accepted, but said: any user of the machine can read the secret (a container's own 0444 secrets excepted).
    const mode = statSync(file).mode & 0o777;
    if (mode & 0o004) {
      warnings.push(
        `${name}_FILE names ${file}, which every user of this machine can read (mode 0${mode.toString(8)}): ` +
          `chmod 600 it, owned by the server's user (systemd's LoadCredential= does this for you)`,
      );
    }
  }
  return { env, problems, warnings };
}

/** A variable's value when it is unset, as the README shows it. */
function shown(value: unknown): string {
  if (value === undefined || (Array.isArray(value) && value.length === 0)) return 'unset';
  return `\`${Array.isArray(value) ? value.join(',') : String(value)}\``;
}

/** One variable the server reads, as the README's configuration table lists it. */
export interface EnvironmentVariable {
  name: string;
  whenUnset: string;
  description: string;
  /** Whether NAME_FILE may hold it instead (SECRET_VARIABLES). */
  secret: boolean;
}

/** Every variable the server reads, in the schema's order, with its documentation. */
export function environmentVariables(): EnvironmentVariable[] {
  return Object.entries(environmentSchema.shape).map(([name, schema]) => {
    const doc = schema.meta() as VariableDoc | undefined;
    if (!doc?.description) throw new Error(`${name} has no description in server/config.ts`);
    const unset = schema.safeParse(undefined);
    return {
      name,
      whenUnset: doc.whenUnset ?? shown(unset.success ? unset.data : undefined),
      description: doc.description,
      secret: (SECRET_VARIABLES as readonly string[]).includes(name),
    };
  });
}

/** Thrown when the environment does not describe a server that can run; its message lists every problem. */
class ConfigError extends StartupError {
  override name = 'ConfigError';
}

/** The environment as the schema reads it. */
type Environment = z.output<typeof environmentSchema>;

/**
 * The server's configuration from the environment the schema read: each setting is
 * the variable of the same name (documented in the schema), with the site's defaults
 * and the settings no variable sets. Every other module takes a `Config` instead of
 * reading `process.env`.
 */
function configFrom(e: Environment, warnings: readonly string[] = []) {
  const root = resolve(import.meta.dirname, '..');
  const site = siteSettings();
  return {
    port: e.PORT,
    host: e.HOST,
    siteUrl: e.SITE_URL ?? 'http://localhost:4321',
    allowedOrigins: e.ALLOWED_ORIGINS,
    // Any loopback origin may post too when SITE_URL is unset, i.e. the server runs locally.
    allowLoopbackOrigins: !e.SITE_URL,
    distDir: resolve(root, e.DIST_DIR),
    /** The server build made with DIST_DIR (beside it): it renders the staff's previews (content/preview.ts). */
    siteServerBuild: resolve(root, e.DIST_DIR, '..', 'server', 'index.js'),
    siteReleasesDir: e.SITE_RELEASES_DIR === undefined ? undefined : resolve(root, e.SITE_RELEASES_DIR),
    dataDir: resolve(root, e.DATA_DIR),
    /** What the environment allows but an operator should hear of, logged once at start-up (a secret file others can read). */
    warnings,
    databaseUrl: e.DATABASE_URL,
    csrfSecret: e.CSRF_SECRET,
    // `true` (believe any sender) is for tests that inject requests; the environment cannot set it.
    trustProxy: e.TRUST_PROXY as boolean | string,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${site.brand} <${site.contact.email}>`,
    salesEmail: e.SALES_EMAIL ?? site.contact.salesEmail,
    hrEmail: e.HR_EMAIL ?? site.contact.careersEmail,
    adminUser: e.ADMIN_USER,
    adminPasswordHash: e.ADMIN_PASSWORD_HASH,
    /** The agency's time zone: the inbox's dates and times, follow-up days, the morning digest. */
    timeZone: e.AGENCY_TIME_ZONE,
    retentionDays: e.RETENTION_DAYS,
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST,
    /** The analytics beacon's own listener (a worker thread, server/analytics/beacon-thread.ts); undefined: on `port`. */
    beaconPort: e.BEACON_PORT,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    outbox: { ...DEFAULT_OUTBOX },
    webhookUrls: e.WEBHOOK_URLS,
    webhookForms: e.WEBHOOK_FORMS,
    webhookSecret: e.WEBHOOK_SECRET,
    slackWebhookUrl: e.SLACK_WEBHOOK_URL,
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE === '1',
    webhookDelivery: { ...DEFAULT_WEBHOOK_DELIVERY },
    analytics: {
      ...DEFAULT_ANALYTICS,
      rawDays: e.ANALYTICS_RAW_DAYS,
      eventsPerMinute: e.ANALYTICS_EVENTS_PER_MINUTE,
    },
    /** The time the staff sign-in limits go by; tests pass a simulated one. */
    clock: (): Date => new Date(),
  };
}

export type Config = ReturnType<typeof configFrom>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const given = Object.fromEntries(
    Object.entries(env).flatMap(([name, value]) => {
      const text = value?.trim();
      return text ? [[name, text]] : [];
    }),
  );
  const secrets = readSecretFiles(given);
  const parsed = sharedSecretSchema.safeParse(secrets.env);
  if (!parsed.success || secrets.problems.length > 0) {
    const problems = [
      ...secrets.problems,
      ...(parsed.error?.issues ?? []).map(
        (issue) => `- ${issue.path.length > 0 ? `${issue.path.join('.')} ` : ''}${issue.message}`,
      ),
    ];
    throw new ConfigError(`The server's environment is not valid:\n${problems.join('\n')}`);
  }
  return configFrom(parsed.data, secrets.warnings);
}
