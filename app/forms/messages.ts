/**
 * Messages used by more than one field or form, and the messages about sending.
 * Field-specific messages live with their field in contact.ts, hire.ts and
 * job-apply.ts. Validation messages are the product's own, word for word, except the
 * deviations in docs/deviations.md and the few it leaves unwritten (marked).
 */

/** The message of a required field that has no message of its own. */
export const REQUIRED = 'field is required.';

export const EMAIL_INVALID = 'Email must be a valid email address.';

/** Not written in the spec: ?, & and % could turn the address into several recipients of a mailto: link. */
export const EMAIL_CHARACTERS = 'Please leave ?, & and % out of the email address.';

/** Not written in the spec: a value longer than its field's maxLength is refused, never cut. */
export function tooLong(maxLength: number): string {
  return `Please shorten this to ${maxLength.toLocaleString('en-US')} characters or fewer.`;
}

/** Not written in the spec: an optional choice sent with a value that is not one of its options. */
export const CHOICE_INVALID = 'Please choose one of the listed options.';

/** Resume larger than allowed, shown on choice. */
export const FILE_TOO_LARGE = 'The file is too large. Maximum allowed is up to 1MB.';

/** Not written in the spec, which only lists the accepted types. */
export const FILE_TYPE_NOT_ALLOWED = 'Please choose a PDF, DOC or DOCX file.';

/** Not written in the spec, which only says "input limited to 10 to 12 characters". */
export const PHONE_LENGTH = 'Please enter 10 to 12 digits.';

/**
 * What the form's status region says, and what the server's JSON errors say to
 * other clients. Every failure message tells the visitor that nothing they entered
 * was lost, because nothing is.
 */
export const STATUS = {
  sending: 'Sending…',
  sent: 'Sent. Taking you to the confirmation page…',
  invalid: 'Please correct the highlighted fields, then send the form again.',
  offline:
    'We could not reach our server, so nothing was sent. Please check your internet connection and try again. Everything you entered is still here.',
  timeout:
    'Our server did not answer in time, so we cannot confirm that your form arrived. Please try again. Everything you entered is still here.',
  serverError:
    'Something went wrong on our side and your form was not saved. Please try again in a few minutes. Everything you entered is still here.',
  unavailable:
    'We cannot save forms right now because our database is unavailable. Please try again in a few minutes. Everything you entered is still here.',
  outcomeUnknown:
    'Our database did not confirm in time whether your form was saved, so it may have been received. Please send it again: we will recognise it and never save it twice. Everything you entered is still here.',
  inProgress: 'Your form is still being sent. Please wait a moment and try again; we will never save it twice.',
  keyReused:
    'This form was already received with different answers. Send it again to send these answers as a new form. Everything you entered is still here.',
  forbidden:
    'Your browser session could not be verified, so nothing was sent. Please try again. If this keeps happening, reload the page.',
  tooLarge:
    'The form is too large to send. Please shorten the longest answers and make sure the resume is smaller than 1 MB.',
  unsupported: 'The form could not be read by our server. Please try again.',
  rateLimited: (seconds: number): string =>
    `You have sent several forms in a short time. Please wait ${seconds === 1 ? 'a second' : `${seconds} seconds`} and try again. Everything you entered is still here.`,
} as const;
