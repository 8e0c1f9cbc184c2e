/**
 * The three form endpoints of spec.md section 7. Each takes multipart/form-data
 * with the field names of its definition in src/forms and answers:
 *
 * - 201 `{ id }`: stored (in one transaction, resume and outbox e-mails included:
 *   a notification to staff and an acknowledgement to the sender).
 * - 422 `{ error, message, errors: { field: message } }`: the same validation the
 *   browser makes, with the same messages.
 * - 415: not multipart, or a resume whose bytes are not a PDF or Word document.
 * - 413: over a limit (one file under 1,000,000 bytes, a bounded number and size of
 *   fields and parts); 400 for a body that is not valid multipart.
 * - 503 `{ error, message }` within a few seconds when the database cannot be
 *   reached; the next request tries again.
 * - 403 and 429 come from the CSRF and rate-limit plugins.
 *
 * Unknown fields are dropped, text is trimmed, line breaks become LF (browsers send
 * CRLF), NUL characters (which PostgreSQL text cannot hold) are removed, and each
 * value is cut at its field's maxLength. A
 * submission that fills the honeypot field is answered 201 like any other and stored
 * flagged as spam, without validation and without its file.
 */
import multipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  controlFor,
  controlsOf,
  ERROR_CODES,
  fieldsOf,
  forms,
  HONEYPOT_FIELD,
  STATUS,
  validate,
  type ApiError,
  type FileField,
  type FormDefinition,
  type FormValues,
} from '../../app/forms/index.ts';
import type { Config } from '../config.ts';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { saveSubmission, type FieldRecord, type ResumeRecord, type SubmissionMeta } from '../db/submissions.ts';
import { httpError } from '../http-error.ts';
import { domainOf, notifyAddressFor, type MailRouting } from '../mail/outbox.ts';
import { cleanOriginalName, safeStoredName, sha256Hex, sniffResume } from '../uploads/resume.ts';

/** What a submission may contain. Browsers send far less; anything over is refused with 413. */
export const MULTIPART_LIMITS = {
  /** The resume; a second file is refused. */
  files: 1,
  /** Bytes of one file: a file of 1,000,000 bytes or more is refused (spec.md section 9). */
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

  // One counter per client address for the three forms together.
  const limiter =
    config.rateLimitPerMinute > 0 ? app.rateLimit({ max: config.rateLimitPerMinute, timeWindow: 60_000 }) : undefined;

  for (const form of Object.values(forms)) {
    const mail: MailRouting = { notify: notifyAddressFor(form.id, config), messageDomain: domainOf(config.mailFrom) };
    app.post(form.endpoint, { ...(limiter ? { onRequest: limiter } : {}) }, (request, reply) =>
      handleSubmission(form, mail, request, reply),
    );
  }
}

async function handleSubmission(form: FormDefinition, mail: MailRouting, request: FastifyRequest, reply: FastifyReply) {
  if (!request.isMultipart()) {
    return problem(reply, 415, ERROR_CODES.unsupportedMedia, 'Send the form as multipart/form-data.');
  }
  const fileField = fieldsOf(form).find((field): field is FileField => field.kind === 'file');
  const received = await receive(request, form, fileField);
  const meta: SubmissionMeta = {
    clientAddress: request.ip,
    userAgent: (request.headers['user-agent'] ?? '').slice(0, USER_AGENT_CAP),
    isSpam: false,
  };

  if (received.values[HONEYPOT_FIELD]) {
    request.log.info({ form: form.id }, 'honeypot filled: stored as spam');
    return store(reply, form, mail, toRecord(form, received.values), { ...meta, isSpam: true });
  }

  const values: FormValues = {
    ...received.values,
    ...(fileField && received.file
      ? { [fileField.name]: { name: received.file.filename, size: received.file.data.length } }
      : {}),
  };
  const errors = validate(form, values);
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
  return store(reply, form, mail, toRecord(form, values), meta, resume);
}

/** Reads every part within the limits; keeps the form's own fields and its one file. */
async function receive(
  request: FastifyRequest,
  form: FormDefinition,
  fileField: FileField | undefined,
): Promise<Received> {
  const known = new Set([...controlsOf(form).map((control) => control.name), HONEYPOT_FIELD]);
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
      // Browsers send a textarea's line breaks as CRLF; store them as typed (LF).
      received.values[field.fieldname] = field.value.replaceAll('\u0000', '').replace(/\r\n?/g, '\n').trim();
    }
  } catch (error) {
    throw asRequestError(error, fileField);
  }
  return received;
}

/** Limits become 413 (with the resume's message when the file is too big); a broken body becomes 400. */
function asRequestError(error: unknown, fileField: FileField | undefined): unknown {
  const { statusCode, code } = error as { statusCode?: number; code?: string };
  if (code === 'FST_REQ_FILE_TOO_LARGE' && fileField) {
    return Object.assign(httpError(413, ERROR_CODES.tooLarge, fileField.sizeMessage), {
      fields: { [fileField.name]: fileField.sizeMessage },
    });
  }
  if (statusCode === 413) return httpError(413, ERROR_CODES.tooLarge, STATUS.tooLarge);
  if (statusCode && statusCode >= 400 && statusCode < 500) return error;
  return httpError(400, ERROR_CODES.malformed, 'The request body is not valid multipart/form-data.');
}

/** The stored text of each field: trimmed, capped, null for an empty optional field. */
function toRecord(form: FormDefinition, values: FormValues): FieldRecord {
  const record: Record<string, string | null> = {};
  for (const field of fieldsOf(form)) {
    if (field.kind === 'file') continue;
    const control = controlFor(field, values);
    const raw = values[field.name];
    const value = typeof raw === 'string' && control ? raw.trim() : '';
    const cap = control && 'maxLength' in control ? control.maxLength : CHOICE_CAP;
    const optional = control ? control.required === false : false;
    record[field.name] = value === '' && optional ? null : value.slice(0, cap);
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
) {
  try {
    const id = await saveSubmission(reply.server.database, form.id, record, meta, resume, mail);
    // The e-mails are committed: wake this replica's outbox worker instead of waiting for its next poll.
    if (!meta.isSpam) reply.server.outbox.nudge();
    return reply.code(201).send({ id });
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    reply.request.log.error({ err: error }, 'database unavailable: submission not stored');
    return problem(reply.header('retry-after', '30'), 503, ERROR_CODES.unavailable, STATUS.unavailable);
  }
}

function problem(reply: FastifyReply, status: number, error: string, message: string, errors?: Record<string, string>) {
  const body: ApiError = errors ? { error, message, errors } : { error, message };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}
