/**
 * The three forms and what the browser and the server agree on besides them.
 * Import from here: `import { forms, validate } from '../forms/index.ts'`.
 */
import { contact } from './contact.ts';
import { hire } from './hire.ts';
import { jobApply } from './job-apply.ts';
import type { FormDefinition, FormId } from './types.ts';

export const forms: Readonly<Record<FormId, FormDefinition>> = {
  contact,
  hire,
  'job-apply': jobApply,
};

export function isFormId(value: unknown): value is FormId {
  return typeof value === 'string' && Object.hasOwn(forms, value);
}

/**
 * A field no person fills in: it is hidden from view and from assistive technology,
 * and out of the tab order. A submission that fills it is answered like a success
 * and stored flagged as spam.
 */
export const HONEYPOT_FIELD = 'website';

/** Cross-site request forgery protection, the names Angular's HttpClient uses. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/** GET here sets the XSRF-TOKEN cookie (kept when it is already valid). */
export const XSRF_TOKEN_PATH = '/webAPI/csrf';

/** Machine-readable `error` codes of the API's JSON error bodies. */
export const ERROR_CODES = {
  validation: 'VALIDATION_FAILED',
  csrfMissing: 'CSRF_TOKEN_MISSING',
  csrfInvalid: 'CSRF_TOKEN_INVALID',
  crossSite: 'CROSS_SITE_REQUEST',
  tooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMedia: 'UNSUPPORTED_MEDIA_TYPE',
  malformed: 'MALFORMED_REQUEST',
  rateLimited: 'RATE_LIMITED',
  unavailable: 'DATABASE_UNAVAILABLE',
  shuttingDown: 'SHUTTING_DOWN',
} as const;

/** The body of every API error; `errors` carries field messages on 422, 413 and 415. */
export interface ApiError {
  error: string;
  message: string;
  errors?: Record<string, string>;
}

/** The body of a 201: the stored submission's id. */
export interface ApiCreated {
  id: string;
}

export { contact, hire, jobApply };
export * from './types.ts';
export * from './validate.ts';
export * from './messages.ts';
export * from './options.ts';
export { OPEN_POSITIONS } from './open-positions.ts';
export { JOINING_DATE_RANGE, JOINING_DAYS_AHEAD, POSITION_INVALID } from './job-apply.ts';
