/**
 * The three form endpoints, one per form at the path its definition names. Each takes
 * multipart/form-data with the field names of its definition in app/forms and answers:
 *
 * - 201 `{ id }`: stored (in one transaction, resume and outbox e-mails included:
 *   a notification to staff and an acknowledgement to the sender).
 * - 422 `{ error, message, errors: { field: message } }`: the same validation the
 *   browser makes, with the same messages.
 * - 415 UNSUPPORTED_MEDIA_TYPE: not multipart (url-encoded and JSON bodies
 *   included), or a resume whose bytes are not a PDF or Word document.
 * - 413: over a limit, with a message naming which (the resume of 1,000,000 bytes
 *   or more, a second file, too many fields or parts, one value far too long); 400
 *   for a body that is not valid multipart.
 * - 503 `{ error, message }` within a few seconds when the database cannot be
 *   reached; the next request tries again. When it stopped answering during the
 *   commit the submission may have been stored: 503 OUTCOME_UNKNOWN says so.
 *
 * Idempotency (IETF draft httpapi-idempotency-key-header): the site's script sends an
 * `Idempotency-Key` header, one key per filled form, with every try. The key is
 * stored with the submission, in its transaction, so a retry with the same key and
 * the same content gets the first answer again (201 with the same id) and stores
 * nothing; the same key while its first request is still in flight gets 409; the same
 * key with other content gets 422; a malformed key gets 400. Without the header (a
 * form posted without JavaScript) every request is a new submission.
 * - 403 and 429 come from the CSRF plugin and the rate limit (server/rate-limit.ts:
 *   422 answers do not count against it).
 *
 * Unknown fields are dropped; every value is normalised by the shared definitions
 * (`normalize`: trimmed; in a one-line field line breaks and other control
 * characters become one space, so a name cannot add lines to the staff e-mail; in a
 * textarea CRLF becomes LF and control characters such as NUL, which PostgreSQL text
 * cannot hold, are removed). A value longer than its field's maxLength is refused
 * with 422, never cut. A submission that fills the honeypot field is answered 201
 * like any other and stored flagged as spam, without validation and without its
 * file (its values cut at a character boundary if need be).
 */
import multipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart';
import { withPositions } from '../../app/forms/job-apply.ts';
import { openPositions } from '../content/kinds.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  controlFor,
  controlsOf,
  ERROR_CODES,
  fieldsOf,
  forms,
  HONEYPOT_FIELD,
  normalize,
  STATUS,
  validate,
  type ApiError,
  type FileField,
  type FormDefinition,
  type FormValues,
} from '../../app/forms/index.ts';
import { ATTRIBUTION_FIELDS, sourceOf } from '../attribution.ts';
import type { Config } from '../config.ts';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { firstOutcome, KeyInFlightError, KeyTakenError, type IdempotencyKey } from '../db/idempotency.ts';
import {
  OutcomeUnknownError,
  saveSubmission,
  type FieldRecord,
  type ResumeRecord,
  type SubmissionMeta,
} from '../db/submissions.ts';
import { httpError, NOT_MULTIPART } from '../http-error.ts';
import { domainOf, notifyAddressFor, type MailRouting } from '../mail/outbox.ts';
import { submissionLimit } from '../rate-limit.ts';
import { cleanOriginalName, safeStoredName, sha256Hex, sniffResume } from '../uploads/resume.ts';

/** What a submission may contain. Browsers send far less; anything over is refused with 413. */
export const MULTIPART_LIMITS = {
  /** The resume; a second file is refused. */
  files: 1,
  /** Bytes of one file: a file of 1,000,000 bytes or more is refused. */
  fileSize: 999_999,
  /** Text fields: the longest form has 12 with the honeypot. */
  fields: 30,
  /** Bytes of one text value: room for 5,000 characters of any script. */
  fieldSize: 24 * 1024,
  fieldNameSize: 100,
  parts: 40,
  headerPairs: 20,
} as const;

/** Longest value kept for a choice, whose real values are short option strings. */
const CHOICE_CAP = 200;
const USER_AGENT_CAP = 512;

interface Received {
  values: Record<string, string>;
  file?: { filename: string; data: Buffer };
}

export default async function formRoutes(app: FastifyInstance, { config }: { config: Config }) {
  await app.register(multipart, { limits: MULTIPART_LIMITS });

  // One counter per client address (an IPv6 address by its /64) for the three forms together.
  const limiter =
    config.rateLimitPerMinute > 0
      ? submissionLimit({ max: config.rateLimitPerMinute, windowMs: 60_000, db: () => app.database.db })
      : undefined;

  // Keys whose request this replica is handling now: a duplicate gets 409 at once
  // (another replica's is caught by the advisory lock in claimKey).
  const inFlight = new Set<string>();

  for (const form of Object.values(forms)) {
    const mail: MailRouting = { notify: notifyAddressFor(form.id, config), messageDomain: domainOf(config.mailFrom) };
    app.post(form.endpoint, { ...(limiter ?? {}) }, async (request, reply) => {
      if (!request.isMultipart()) {
        return problem(reply, 415, ERROR_CODES.unsupportedMedia, NOT_MULTIPART);
      }
      const keyId = idempotencyKeyOf(request, form);
      if (keyId === undefined) return handleSubmission(form, mail, request, reply, undefined);
      if (inFlight.has(keyId)) return inProgress(reply);
      inFlight.add(keyId);
      try {
        return await handleSubmission(form, mail, request, reply, keyId);
      } finally {
        inFlight.delete(keyId);
      }
    });
  }
}

/** At most this many characters in an idempotency key. */
const KEY_MAX = 255;
const KEY_MESSAGE = `The Idempotency-Key header must be a string of 1 to ${KEY_MAX} visible characters, such as "4b4e0f2c-6b7a-4c61-9d0e-2f9a1f3b8c55".`;

/**
 * The request's Idempotency-Key as the id it is stored under (a hash of the form and
 * the key), or undefined without the header. The draft makes the value a Structured
 * Field string (`"…"`); a bare token, as many clients send, is accepted too.
 */
function idempotencyKeyOf(request: FastifyRequest, form: FormDefinition): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const text = (Array.isArray(header) ? header.join(',') : header).trim();
  const quoted = /^"((?:[\x20\x21\x23-\x5b\x5d-\x7e]|\\["\\])*)"$/.exec(text);
  const key = quoted ? (quoted[1] ?? '').replace(/\\(["\\])/g, '$1') : text;
  const valid = quoted ? /^[\x20-\x7e]*[\x21-\x7e][\x20-\x7e]*$/.test(key) : /^[A-Za-z0-9._~+/=:-]+$/.test(key);
  if (!valid || key.length > KEY_MAX) throw httpError(400, ERROR_CODES.malformed, KEY_MESSAGE);
  return sha256Hex(Buffer.from(`${form.id}\n${key}`));
}

/** What a retry must repeat to count as the same request: every value as received and the file's bytes. */
function fingerprintOf(received: Received): string {
  const values = Object.entries(received.values).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const file = received.file ? [received.file.filename, sha256Hex(received.file.data)] : null;
  return sha256Hex(Buffer.from(JSON.stringify([values, file])));
}

function inProgress(reply: FastifyReply) {
  return problem(reply.header('retry-after', '1'), 409, ERROR_CODES.inProgress, STATUS.inProgress);
}

/** The first answer of a key again, or 422 when the key came with other content. */
function replay(
  reply: FastifyReply,
  key: IdempotencyKey,
  first: { fingerprint: string; status: number; body: unknown },
) {
  if (first.fingerprint !== key.fingerprint) {
    return problem(reply, 422, ERROR_CODES.keyReused, STATUS.keyReused);
  }
  return reply.code(first.status).type('application/json; charset=utf-8').send(first.body);
}

async function handleSubmission(
  form: FormDefinition,
  mail: MailRouting,
  request: FastifyRequest,
  reply: FastifyReply,
  keyId: string | undefined,
) {
  const fileField = fieldsOf(form).find((field): field is FileField => field.kind === 'file');
  const received = await receive(request, form, fileField);
  const key: IdempotencyKey | undefined = keyId ? { id: keyId, fingerprint: fingerprintOf(received) } : undefined;
  if (key) {
    try {
      const first = await firstOutcome(reply.server.database.db, key);
      if (first) return replay(reply, key, first);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      return unavailable(reply, error);
    }
  }
  // Where the lead came from: checked apart from the form's fields, a bad value dropped (server/attribution.ts).
  const { source, dropped } = sourceOf(received.values);
  if (dropped.length > 0) request.log.info({ form: form.id, dropped }, 'attribution values dropped');
  const meta: SubmissionMeta = {
    clientAddress: request.ip,
    userAgent: (request.headers['user-agent'] ?? '').slice(0, USER_AGENT_CAP),
    isSpam: false,
    ...source,
  };

  const normalized = normalize(form, received.values);
  if (received.values[HONEYPOT_FIELD]?.trim()) {
    request.log.info({ form: form.id }, 'honeypot filled: stored as spam');
    return store(reply, form, mail, toRecord(form, normalized), { ...meta, isSpam: true }, undefined, key);
  }

  const values: FormValues = {
    ...normalized,
    ...(fileField && received.file
      ? { [fileField.name]: { name: received.file.filename, size: received.file.data.length } }
      : {}),
  };
  // A job application's position must be an opening published from the staff inbox, from the
  // moment it is published (or closed); before the inbox holds any, the repository's list.
  let checked = form;
  if (form.id === 'job-apply') {
    try {
      const positions = await openPositions(request.server.database.db);
      if (positions) checked = withPositions(positions);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      return unavailable(reply, error);
    }
  }
  const errors = validate(checked, values);
  if (Object.keys(errors).length > 0) {
    return problem(reply, 422, ERROR_CODES.validation, STATUS.invalid, errors);
  }

  let resume: ResumeRecord | undefined;
  if (fileField && received.file) {
    const { filename, data } = received.file;
    const type = await sniffResume(data);
    if (!type) {
      return problem(reply, 415, ERROR_CODES.unsupportedMedia, fileField.typeMessage, {
        [fileField.name]: fileField.typeMessage,
      });
    }
    resume = {
      originalName: cleanOriginalName(filename),
      storedName: safeStoredName(filename, type.ext),
      contentType: type.mime,
      size: data.length,
      sha256: sha256Hex(data),
      data,
    };
  }
  return store(reply, form, mail, toRecord(form, values), meta, resume, key);
}

/** Reads every part within the limits; keeps the form's own fields and its one file. */
async function receive(
  request: FastifyRequest,
  form: FormDefinition,
  fileField: FileField | undefined,
): Promise<Received> {
  const known = new Set([...controlsOf(form).map((control) => control.name), HONEYPOT_FIELD, ...ATTRIBUTION_FIELDS]);
  const received: Received = { values: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // Read (and so bound) every file, even one under an unknown name, so the stream moves on.
        const data = await (part as MultipartFile).toBuffer();
        if (fileField && part.fieldname === fileField.name && !received.file && part.filename) {
          received.file = { filename: part.filename, data };
        }
        continue;
      }
      const field = part as MultipartValue;
      if (field.valueTruncated) {
        throw httpError(413, ERROR_CODES.tooLarge, `The value of "${field.fieldname.slice(0, 100)}" is too long.`);
      }
      if (
        !known.has(field.fieldname) ||
        typeof field.value !== 'string' ||
        Object.hasOwn(received.values, field.fieldname)
      ) {
        continue;
      }
      received.values[field.fieldname] = field.value;
    }
  } catch (error) {
    throw asRequestError(error, fileField);
  }
  return received;
}

/** What each multipart limit's 413 says: the problem itself, not a guess. */
const LIMIT_MESSAGES: Record<string, string> = {
  FST_FILES_LIMIT: 'The form carries more than one file. Send only the resume.',
  FST_FIELDS_LIMIT: `The form carries more than ${MULTIPART_LIMITS.fields} fields.`,
  FST_PARTS_LIMIT: `The form carries more than ${MULTIPART_LIMITS.parts} parts.`,
};

/**
 * Limits become 413 naming the limit (the resume's own message when the file is
 * too big); a broken body becomes 400.
 */
function asRequestError(error: unknown, fileField: FileField | undefined): unknown {
  const { statusCode, code } = error as { statusCode?: number; code?: string };
  if (code === 'FST_REQ_FILE_TOO_LARGE' && fileField) {
    return Object.assign(httpError(413, ERROR_CODES.tooLarge, fileField.sizeMessage), {
      fields: { [fileField.name]: fileField.sizeMessage },
    });
  }
  if (!fileField && (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT')) {
    return httpError(413, ERROR_CODES.tooLarge, 'This form takes no file.');
  }
  const limit = code ? LIMIT_MESSAGES[code] : undefined;
  if (limit) return httpError(413, ERROR_CODES.tooLarge, limit);
  if (statusCode === 413) return httpError(413, ERROR_CODES.tooLarge, STATUS.tooLarge);
  if (statusCode && statusCode >= 400 && statusCode < 500) return error;
  return httpError(400, ERROR_CODES.malformed, 'The request body is not valid multipart/form-data.');
}

/**
 * At most `cap` UTF-16 code units of `value`, never half a surrogate pair. Only the
 * honeypot's spam is ever cut: a valid submission's values fit (validate refuses longer ones).
 */
export function capText(value: string, cap: number): string {
  if (value.length <= cap) return value;
  const cut = value.slice(0, cap);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

/** The stored text of each field (already normalised): null for an empty optional field. */
function toRecord(form: FormDefinition, values: FormValues): FieldRecord {
  const record: Record<string, string | null> = {};
  for (const field of fieldsOf(form)) {
    if (field.kind === 'file') continue;
    const control = controlFor(field, values);
    const raw = values[field.name];
    const value = typeof raw === 'string' && control ? raw : '';
    const cap = control && 'maxLength' in control ? control.maxLength : CHOICE_CAP;
    const optional = control ? control.required === false : false;
    record[field.name] = value === '' && optional ? null : capText(value, cap);
  }
  return record;
}

async function store(
  reply: FastifyReply,
  form: FormDefinition,
  mail: MailRouting,
  record: FieldRecord,
  meta: SubmissionMeta,
  resume?: ResumeRecord,
  key?: IdempotencyKey,
) {
  try {
    const webhooks = reply.server.webhooks.targetsFor(form.id);
    const id = await saveSubmission(reply.server.database, form.id, record, meta, resume, mail, key, webhooks);
    // The e-mails are committed: wake this replica's outbox worker instead of waiting for its next poll.
    if (!meta.isSpam) reply.server.outbox.nudge();
    if (!meta.isSpam) reply.server.webhooks.nudge();
    return reply.code(201).send({ id });
  } catch (error) {
    if (error instanceof KeyInFlightError) return inProgress(reply);
    if (key && error instanceof KeyTakenError) {
      const first = await firstOutcome(reply.server.database.db, key).catch(() => undefined);
      return first ? replay(reply, key, first) : inProgress(reply);
    }
    if (error instanceof OutcomeUnknownError) {
      // Said as it is: the submission may be stored. With a key a retry is safe and tells.
      reply.request.log.error(
        { err: error.cause, idempotent: Boolean(key) },
        'commit not confirmed: submission may be stored',
      );
      return problem(
        reply.header('retry-after', key ? '5' : '30'),
        503,
        ERROR_CODES.outcomeUnknown,
        key ? STATUS.outcomeUnknown : OUTCOME_UNKNOWN_WITHOUT_KEY,
      );
    }
    if (!isDatabaseUnavailable(error)) throw error;
    return unavailable(reply, error);
  }
}

/**
 * The unknown outcome said to a request without a key (a form posted without
 * JavaScript): sending it again may store it twice.
 */
const OUTCOME_UNKNOWN_WITHOUT_KEY =
  'Our database did not confirm in time whether your form was saved, so it may have been received. ' +
  'Please wait a few minutes before you send it again; if you do, we may receive it twice.';

function unavailable(reply: FastifyReply, error: unknown) {
  reply.request.log.error({ err: error }, 'database unavailable: submission not stored');
  return problem(reply.header('retry-after', '30'), 503, ERROR_CODES.unavailable, STATUS.unavailable);
}

function problem(reply: FastifyReply, status: number, error: string, message: string, errors?: Record<string, string>) {
  const body: ApiError = errors ? { error, message, errors } : { error, message };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}
