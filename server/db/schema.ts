/**
 * The database: one table per form, with a column for every field of its
 * definition in app/forms (same names), plus when, from where and with what
 * browser it was sent, and whether the honeypot caught it. Resumes are kept in the
 * database (so server replicas stay stateless), one row per application, in their
 * own table so that listing applications does not read file bytes.
 *
 * Beside them: the outbox of e-mails to send (written in the submission's own
 * transaction, drained by server/mail/worker.ts), when each address was last
 * acknowledged, the staff inbox's sessions and its failed sign-ins.
 *
 * After changing this file run `npm run db:generate` and commit server/db/migrations.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** PostgreSQL bytea as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** What every submission table records besides the form's own fields. */
function submissionColumns() {
  return {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The client's address as the server saw it (through trusted proxies only). */
    clientAddress: text('client_address').notNull(),
    /** The User-Agent header, cut at 512 characters; empty when absent. */
    userAgent: text('user_agent').notNull(),
    /** The honeypot field was filled (answered like a success, kept apart here), or staff marked it spam. */
    isSpam: boolean('is_spam').notNull().default(false),
    /** Where it stands in its form's pipeline (server/pipeline.ts); every submission starts at "new". */
    stage: text('stage').notNull().default('new'),
    /** The member of staff who looks after it (a user name of the inbox); null while nobody does. */
    owner: text('owner'),
    /** The day to follow it up, in the agency's time zone; the owner's morning digest lists it that day. */
    followUpOn: date('follow_up_on', { mode: 'string' }),
    // Where the lead came from (server/attribution.ts): each checked, null when not sent.
    /** The path of the first page the visitor saw in the tab. */
    landingPath: text('landing_path'),
    /** The page that sent the visitor to the site: origin and path only, never its query. */
    referrer: text('referrer'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    utmTerm: text('utm_term'),
    utmContent: text('utm_content'),
    /** The path of the page the form was sent from (sent even without JavaScript). */
    formPath: text('form_path'),
  };
}

export const contactEnquiries = pgTable(
  'contact_enquiries',
  {
    ...submissionColumns(),
    fullname: text('fullname').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    companyname: text('companyname'),
    budget: text('budget').notNull(),
    /** Labelled "Teams ID" on the site; the spec keeps the original field name. */
    skype: text('skype'),
    message: text('message').notNull(),
  },
  (table) => [
    index('contact_enquiries_created_at_idx').on(table.createdAt),
    index('contact_enquiries_follow_up_idx').on(table.followUpOn, table.owner),
    check('contact_enquiries_stage_check', sql`${table.stage} in ('new', 'contacted', 'proposal', 'won', 'lost')`),
  ],
);

export const hireRequests = pgTable(
  'hire_requests',
  {
    ...submissionColumns(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    contact: text('contact').notNull(),
    pro_language: text('pro_language').notNull(),
    project_length: text('project_length').notNull(),
    project_detail: text('project_detail').notNull(),
    /** "Hourly" or "Monthly". */
    salary_type: text('salary_type').notNull(),
    /** An hourly rate option for Hourly, the amount as typed for Monthly. */
    salary: text('salary').notNull(),
    hire_time: text('hire_time').notNull(),
    developer_experience: text('developer_experience').notNull(),
    comments: text('comments'),
  },
  (table) => [
    index('hire_requests_created_at_idx').on(table.createdAt),
    index('hire_requests_follow_up_idx').on(table.followUpOn, table.owner),
    check('hire_requests_stage_check', sql`${table.stage} in ('new', 'contacted', 'proposal', 'won', 'lost')`),
  ],
);

export const jobApplications = pgTable(
  'job_applications',
  {
    ...submissionColumns(),
    fullname: text('fullname').notNull(),
    email: text('email').notNull(),
    city: text('city').notNull(),
    mobile: text('mobile').notNull(),
    currentsalary: text('currentsalary').notNull(),
    expectsalary: text('expectsalary').notNull(),
    currentdesignation: text('currentdesignation').notNull(),
    joiningdate: text('joiningdate').notNull(),
    experience: text('experience').notNull(),
    /** The open position applied for (chosen by "Apply Now" on /career); null for an open application. */
    position: text('position'),
    /** The "Short description". */
    message: text('message').notNull(),
  },
  (table) => [
    index('job_applications_created_at_idx').on(table.createdAt),
    index('job_applications_follow_up_idx').on(table.followUpOn, table.owner),
    check(
      'job_applications_stage_check',
      sql`${table.stage} in ('new', 'screening', 'interview', 'offer', 'hired', 'rejected')`,
    ),
  ],
);

/** The resume of a job application, checked by content before it is stored. */
export const resumes = pgTable('resumes', {
  applicationId: uuid('application_id')
    .primaryKey()
    .references(() => jobApplications.id, { onDelete: 'cascade' }),
  /** The name the applicant's computer gave the file; metadata only, never used as a path. */
  originalName: text('original_name').notNull(),
  /** A safe name to offer on download: lower-case letters, digits and dashes, the real extension. */
  storedName: text('stored_name').notNull(),
  /** The media type found by reading the bytes, not the one the browser claimed. */
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  /** Hex SHA-256 of the bytes. */
  sha256: text('sha256').notNull(),
  data: bytea('data').notNull(),
});

/**
 * What an outbox row is: the notification to the agency, the acknowledgement to the
 * sender, or a member of staff's morning digest of the follow-ups due that day.
 */
export type MailKind = 'notification' | 'acknowledgement' | 'digest';
/** 'pending' until sent; 'failed' after the last attempt (or a recipient the server refuses for good). */
export type OutboxStatus = 'pending' | 'sent' | 'failed';

/**
 * E-mails to send, one row per message, written in the same transaction as the
 * submission they are about. The message itself is composed when it is sent, from
 * the submission's row (and resume), so personal data lives in one place and is
 * deleted with it (server/retention.ts).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind').$type<MailKind>().notNull(),
    /** The form (contact, hire, job-apply) whose table holds the submission; null for a digest. */
    form: text('form'),
    submissionId: uuid('submission_id'),
    /** A digest: the member of staff it is for (their user name), and the day it lists (agency time zone). */
    digestFor: text('digest_for'),
    digestDay: date('digest_day', { mode: 'string' }),
    /**
     * The To of the message: staff address(es) for a notification, the sender's address
     * for an acknowledgement, the member of staff's address for a digest.
     */
    recipient: text('recipient').notNull(),
    /** `<outbox-{id}@{domain of MAIL_FROM}>`: the same on every attempt, so a repeat is recognisable. */
    messageId: text('message_id').notNull(),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    /** Attempts started (a row is counted when it is claimed). */
    attempts: integer('attempts').notNull().default(0),
    /** When the row is next due: now for a new row, the end of a claim's lease, or the back-off after a failure. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The last failure, for the logs and the staff inbox. */
    lastError: text('last_error'),
  },
  (table) => [
    check('outbox_status_check', sql`${table.status} in ('pending', 'sent', 'failed')`),
    check('outbox_kind_check', sql`${table.kind} in ('notification', 'acknowledgement', 'digest')`),
    // A submission's e-mail names its submission; a digest names its member of staff and day.
    check(
      'outbox_subject_check',
      sql`case when ${table.kind} = 'digest' then ${table.digestFor} is not null and ${table.digestDay} is not null else ${table.form} is not null and ${table.submissionId} is not null end`,
    ),
    // One digest per member of staff and day, however many replicas queue it.
    uniqueIndex('outbox_digest_idx')
      .on(table.digestFor, table.digestDay)
      .where(sql`${table.kind} = 'digest'`),
    index('outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index('outbox_submission_idx').on(table.submissionId),
    index('outbox_created_at_idx').on(table.createdAt),
  ],
);

/**
 * When each address was last sent an acknowledgement (server/mail/outbox.ts): at
 * most one per address per ACKNOWLEDGEMENT_INTERVAL, so the forms cannot be used to
 * flood someone's mailbox. Checked and updated by one upsert inside the submission's
 * transaction, so every replica applies it. The key is a SHA-256 of the mailbox the
 * address is delivered to (lower-cased, without a +tag, Gmail without dots), so
 * variants of one address count as one and the address itself is not kept here; rows are deleted by the daily
 * retention job once they no longer hold anything back.
 */
export const acknowledgementRecipients = pgTable(
  'acknowledgement_recipients',
  {
    /** Hex SHA-256 of the recipient's mailbox (mailboxOf in server/mail/outbox.ts). */
    recipientKey: text('recipient_key').primaryKey(),
    /** When the last acknowledgement to it was queued. */
    lastQueuedAt: timestamp('last_queued_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('acknowledgement_recipients_last_queued_at_idx').on(table.lastQueuedAt)],
);

/**
 * Signed-in staff: one row per session, so every replica behind a load balancer
 * knows them. The cookie carries a random token; only its SHA-256 is stored.
 */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    /** Hex SHA-256 of the token in the cookie. */
    id: text('id').primaryKey(),
    username: text('username').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('admin_sessions_expires_at_idx').on(table.expiresAt)],
);

/** Which limit a row of admin_sign_in_failures counts for. */
export type SignInScope = 'address' | 'account' | 'device';

/**
 * Failed staff sign-ins, for the back-off of server/admin/sign-in-limits.ts: one row
 * per client address (an IPv6 address by its /64), one per account (the user name
 * typed) and one per trusted browser (its device cookie's id), so that every replica
 * applies the same limits. The key is a SHA-256 of the scope and the address, name
 * or id, so none is stored as typed. A success takes back only its own count (a
 * trusted browser's clears its own row); rows are deleted a day after their last failure.
 */
export const adminSignInFailures = pgTable(
  'admin_sign_in_failures',
  {
    /** Hex SHA-256 of `<scope>:<address, user name or device id>`. */
    key: text('key').primaryKey(),
    scope: text('scope').$type<SignInScope>().notNull(),
    /** Failures in a row, counted until a quiet spell (or, for a trusted browser, its next success). */
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    /** No attempt for this key is checked before then; null below the free failures. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (table) => [
    check('admin_sign_in_failures_scope_check', sql`${table.scope} in ('address', 'account', 'device')`),
    index('admin_sign_in_failures_last_failure_at_idx').on(table.lastFailureAt),
  ],
);

/**
 * The form rate limit's counters (server/rate-limit.ts): one row per client
 * address (an IPv6 address by its /64) in fixed windows, so that every replica
 * counts against the same limit. Counted by one upsert per request and handed back
 * by one update when the request ends in 422 or a server fault. The key is a
 * SHA-256 of the address, so the address itself is not kept here; rows whose window
 * has ended are deleted by the daily retention job.
 */
export const formRateLimits = pgTable(
  'form_rate_limits',
  {
    /** Hex SHA-256 of the client's address key. */
    key: text('key').primaryKey(),
    /** Requests counted in the current window. */
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('form_rate_limits_window_ends_at_idx').on(table.windowEndsAt)],
);

/**
 * Idempotency keys of form submissions (the `Idempotency-Key` header of the IETF
 * draft httpapi-idempotency-key-header; server/db/idempotency.ts): written in the
 * submission's own transaction, so a key is here exactly when its submission was
 * stored, with the answer it got. A retry with the same key and the same content gets
 * that answer again instead of a second submission; the same key with other content
 * gets 422. Rows hold no personal data (a hash of the content, the answer `{ id }`)
 * and are deleted by the daily retention job after IDEMPOTENCY_KEY_TTL_MS.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Hex SHA-256 of the form and the key as sent. */
    key: text('key').primaryKey(),
    /** Hex SHA-256 of the request's content (its fields and file), to tell a retry from a reuse. */
    fingerprint: text('fingerprint').notNull(),
    /** The first answer: its status and JSON body. */
    status: integer('status').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('idempotency_keys_created_at_idx').on(table.createdAt)],
);

/** What a row of submission_events records: a change of stage, a note, a new owner or a new follow-up date. */
export type EventKind = 'stage' | 'note' | 'owner' | 'follow-up';

/**
 * The history of a submission in the staff inbox: every stage change and every
 * note, with who and when. Like the outbox it names its submission by form and id
 * (the three forms have three tables), and the retention job deletes it with them.
 */
export const submissionEvents = pgTable(
  'submission_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    form: text('form').notNull(),
    submissionId: uuid('submission_id').notNull(),
    kind: text('kind').$type<EventKind>().notNull(),
    /** The staff account that did it. */
    author: text('author').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A stage change: the stages before and after. */
    fromStage: text('from_stage'),
    toStage: text('to_stage'),
    /** A note: its text. A new owner: their user name, empty for none. A follow-up date: YYYY-MM-DD, empty for none. */
    body: text('body'),
  },
  (table) => [
    check('submission_events_kind_check', sql`${table.kind} in ('stage', 'note', 'owner', 'follow-up')`),
    index('submission_events_submission_idx').on(table.submissionId, table.createdAt),
    index('submission_events_created_at_idx').on(table.createdAt),
  ],
);

/**
 * Named staff accounts of the inbox (`npm run staff -- add|remove|list`), besides
 * the ADMIN_USER / ADMIN_PASSWORD_HASH pair of the environment, which stays the first.
 */
export const staffAccounts = pgTable('staff_accounts', {
  username: text('username').primaryKey(),
  /** scrypt hash (server/password.ts); never the password. */
  passwordHash: text('password_hash').notNull(),
  /** Where the morning digest of follow-ups goes (`npm run staff -- email NAME ADDRESS`); null: the user name, when it is an address. */
  email: text('email'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Where a delivery goes: a signed JSON webhook (WEBHOOK_URLS) or the Slack message (SLACK_WEBHOOK_URL). */
export type DeliveryTarget = 'webhook' | 'slack';

/**
 * The webhook outbox: one row per accepted submission and receiver, written in the
 * submission's own transaction (like the e-mails) and drained by
 * server/webhooks/worker.ts. The payload is built when it is sent, from the
 * submission's row, so personal data lives in one place and goes with it. The row's
 * id is the Standard Webhooks `webhook-id` (msg_ and the id), the same on every
 * attempt, so a receiver can drop a repeat.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    target: text('target').$type<DeliveryTarget>().notNull(),
    /**
     * Which configured receiver (server/webhooks/outbox.ts): `slack` for
     * SLACK_WEBHOOK_URL, or the SHA-256 (hex) of a URL of WEBHOOK_URLS. Never the URL:
     * a Slack URL is a secret, an automation's often is, and these rows go into every
     * backup.
     */
    receiver: text('receiver').notNull(),
    form: text('form').notNull(),
    submissionId: uuid('submission_id').notNull(),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The last failure (an HTTP status or a network error), for the logs and the staff inbox. */
    lastError: text('last_error'),
  },
  (table) => [
    check('webhook_deliveries_status_check', sql`${table.status} in ('pending', 'sent', 'failed')`),
    check('webhook_deliveries_target_check', sql`${table.target} in ('webhook', 'slack')`),
    index('webhook_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index('webhook_deliveries_submission_idx').on(table.submissionId),
    index('webhook_deliveries_created_at_idx').on(table.createdAt),
  ],
);

/** What a row of analytics_events records: a page view, or the speed of a page load. */
export type AnalyticsKind = 'pageview' | 'vitals';

/**
 * Visits without cookies (server/analytics/, docs/analytics.md): one row per page view
 * and one per page load's Core Web Vitals, written in batches. Neither the IP address
 * nor the user agent is here: a page view keeps only `visitor`, a hash of the day's salt
 * (analytics_salts), the site, the address and the user agent, which no one can link to
 * a person once the salt is gone at the end of its day. Rows older than
 * ANALYTICS_RAW_DAYS are deleted by the retention job once their day is in the daily
 * aggregates below.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** When the server received it; `day` is its UTC date, the day of the salt that hashed it. */
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').$type<AnalyticsKind>().notNull(),
    /** The page's path, and its route (/work/:slug), or "(not found)" for a path without a page. */
    path: text('path').notNull(),
    route: text('route').notNull(),
    /** phone, tablet or desktop, from the viewport's width. */
    device: text('device').notNull(),
    /** A page view's daily-salted visitor hash (64 bits); null on a vitals row. */
    visitor: bigint('visitor', { mode: 'bigint' }),
    /** Where the visit began (the tab's first page), as the forms' attribution records it. */
    landingPath: text('landing_path'),
    /** The host of the page that linked to the site, never more of its address. */
    referrerHost: text('referrer_host'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    /** A page load's Core Web Vitals: milliseconds, and CLS unitless; null when the browser reported none. */
    lcp: real('lcp'),
    inp: real('inp'),
    cls: real('cls'),
    fcp: real('fcp'),
    ttfb: real('ttfb'),
  },
  (table) => [
    check('analytics_events_kind_check', sql`${table.kind} in ('pageview', 'vitals')`),
    check('analytics_events_device_check', sql`${table.device} in ('phone', 'tablet', 'desktop')`),
    index('analytics_events_day_idx').on(table.day, table.kind),
  ],
);

/**
 * The day's salt of the visitor hash, shared by every replica. A new day's first event
 * makes its salt and deletes every earlier one (so does the retention job): no hash of
 * an earlier day can be recomputed from an address and a user agent.
 */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: bytea('salt').notNull(),
});

/** The days whose events have been added up into the daily tables below (server/analytics/rollup.ts). */
export const analyticsRollups = pgTable('analytics_rollups', {
  day: date('day', { mode: 'string' }).primaryKey(),
  rolledAt: timestamp('rolled_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Page views and unique visitors per day, by source or by landing page; kept for good. */
export const analyticsDailyTraffic = pgTable(
  'analytics_daily_traffic',
  {
    day: date('day', { mode: 'string' }).notNull(),
    /** What `value` is: a source ("newsletter", "google.com", "Direct") or a landing page's path. */
    dimension: text('dimension').$type<'source' | 'landing'>().notNull(),
    value: text('value').notNull(),
    visits: integer('visits').notNull(),
    visitors: integer('visitors').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.dimension, table.value] }),
    check('analytics_daily_traffic_dimension_check', sql`${table.dimension} in ('source', 'landing')`),
  ],
);

/**
 * Each metric's samples per day, route and device class as a histogram of narrow
 * buckets (2 % apart: server/analytics/histogram.ts), so that the 75th percentile of
 * any span of days can be read back within 2 %; kept for good.
 */
export const analyticsDailyVitals = pgTable(
  'analytics_daily_vitals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    route: text('route').notNull(),
    device: text('device').notNull(),
    metric: text('metric').notNull(),
    bucket: integer('bucket').notNull(),
    samples: integer('samples').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.route, table.device, table.metric, table.bucket] })],
);

/** Page loads with an LCP per day, route and device class, and how many passed all three Core Web Vitals. */
export const analyticsDailyLoads = pgTable(
  'analytics_daily_loads',
  {
    day: date('day', { mode: 'string' }).notNull(),
    route: text('route').notNull(),
    device: text('device').notNull(),
    loads: integer('loads').notNull(),
    passing: integer('passing').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.route, table.device] })],
);

/**
 * The site's publishable content, edited in the staff inbox (server/content/): every
 * saved version of an opening or an article, never changed once written. `data` is the
 * entry as the content schema (app/content/schema.ts) checks it; `note` says what the
 * version changed, `author` who saved it. The repository's files are the first
 * revisions (author "repository"), imported for every entry the table does not hold.
 */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    slug: text('slug').notNull(),
    data: jsonb('data').notNull(),
    note: text('note').notNull(),
    author: text('author').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('content_revisions_entry_idx').on(table.kind, table.slug, table.id),
    check('content_revisions_kind_check', sql`${table.kind} in ('opening', 'article')`),
  ],
);

/**
 * Which revision of each entry the site shows: `published` is the revision the next
 * build reads (none: a draft never published, or an article taken down).
 */
export const contentEntries = pgTable(
  'content_entries',
  {
    kind: text('kind').notNull(),
    slug: text('slug').notNull(),
    published: integer('published_revision_id').references(() => contentRevisions.id),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedBy: text('published_by'),
  },
  (table) => [primaryKey({ columns: [table.kind, table.slug] })],
);

/**
 * Every rebuild of the site from the published content: who asked, when, and how it
 * ended. At most one row is `running` (the unique index): that is the publish lock
 * every replica shares. `release` is the folder the build went to.
 */
export const sitePublishes = pgTable(
  'site_publishes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    status: text('status').notNull(),
    requestedBy: text('requested_by').notNull(),
    reason: text('reason').notNull(),
    release: text('release'),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('site_publishes_one_running')
      .on(table.status)
      .where(sql`${table.status} = 'running'`),
    check('site_publishes_status_check', sql`${table.status} in ('running', 'live', 'failed')`),
  ],
);
