/**
 * What the browser and the server agree on besides the form definitions: the
 * honeypot's name, the XSRF cookie and header, and the API's error bodies. Kept
 * apart from index.ts so that a page's script imports only its own form.
 */
/**
 * A field no person fills in: it is hidden from view and from assistive technology,
 * and out of the tab order. A submission that fills it is answered like a success
 * and stored flagged as spam.
 */
export const HONEYPOT_FIELD = 'website';

/** Cross-site request forgery protection, the names Angular's HttpClient uses. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/** Sent with every try of one filled form (IETF draft httpapi-idempotency-key-header). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
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
  /** 503: the database did not confirm the commit, so the submission may be stored. */
  outcomeUnknown: 'OUTCOME_UNKNOWN',
  /** 409: a request with the same Idempotency-Key is still being handled. */
  inProgress: 'REQUEST_IN_PROGRESS',
  /** 422: the Idempotency-Key was used before with other content. */
  keyReused: 'IDEMPOTENCY_KEY_REUSED',
  shuttingDown: 'SHUTTING_DOWN',
} as const;

/** The body of every API error; `errors` carries field messages on 422, 413 and 415. */
export interface ApiError {
  error: string;
  message: string;
  errors?: Record<string, string>;
}
