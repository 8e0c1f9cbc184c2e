/**
 * The database: one table per form, with a column for every field of its
 * definition in src/forms (same names), plus when, from where and with what
 * browser it was sent, and whether the honeypot caught it. Resumes are kept in the
 * database (so server replicas stay stateless), one row per application, in their
 * own table so that listing applications does not read file bytes.
 *
 * After changing this file run `npm run db:generate` and commit server/db/migrations.
 */
import { boolean, customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
    /** The honeypot field was filled: answered like a success, kept apart here. */
    isSpam: boolean('is_spam').notNull().default(false),
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
  (table) => [index('contact_enquiries_created_at_idx').on(table.createdAt)],
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
  (table) => [index('hire_requests_created_at_idx').on(table.createdAt)],
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
    /** The "Short description". */
    message: text('message').notNull(),
  },
  (table) => [index('job_applications_created_at_idx').on(table.createdAt)],
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
