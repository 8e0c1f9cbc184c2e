/**
 * The client side of the suite: a CSRF session as a browser gets it, valid
 * multipart submissions of the three forms carrying a unique nonce, and one POST
 * with its outcome (a status, or a connection error) and its latency.
 */
import { randomBytes } from 'node:crypto';
import { forms, type FormId } from '../../app/forms/index.ts';
import { pdfFile } from '../support/resumes.ts';
import { VALID } from '../support/submissions.ts';

export const FORM_IDS: readonly FormId[] = ['contact', 'hire', 'job-apply'];

/** The free-text field of each form that carries the nonce. */
export const NONCE_FIELD: Record<FormId, string> = {
  contact: 'message',
  hire: 'project_detail',
  'job-apply': 'message',
};
export const NONCE_MARK = 'fault-nonce:';

/** One small valid PDF for every job application. */
const RESUME = pdfFile('Fault suite applicant');

export interface Session {
  cookie: string;
  token: string;
}

/** GET /webAPI/csrf and keep the XSRF-TOKEN cookie it sets. */
export async function getSession(origin: string): Promise<Session> {
  const response = await fetch(`${origin}/webAPI/csrf`, { signal: AbortSignal.timeout(10_000) });
  await response.arrayBuffer();
  for (const header of response.headers.getSetCookie()) {
    const match = /^XSRF-TOKEN=([^;]+)/.exec(header);
    if (match?.[1]) return { cookie: `XSRF-TOKEN=${match[1]}`, token: match[1] };
  }
  throw new Error(`no XSRF-TOKEN cookie from ${origin} (${response.status})`);
}

/** The headers that prove a same-origin request with a valid CSRF token. */
export function authHeaders(session: Session, origin: string): Record<string, string> {
  return { cookie: session.cookie, 'x-xsrf-token': session.token, origin, 'user-agent': 'nexaweave-faults/1.0' };
}

export interface Body {
  contentType: string;
  data: Buffer<ArrayBuffer>;
}

/** A multipart/form-data body as a browser sends it (files are PDFs, the small valid one unless given). */
export function multipartBody(
  fields: Record<string, string>,
  files: readonly { name: string; filename: string; data?: Buffer }[] = [],
): Body {
  const boundary = `----faults${randomBytes(12).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      file.data ?? RESUME,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, data: Buffer.concat(parts) };
}

/** A valid submission of `form` whose nonce field ends with the nonce. */
export function submissionBody(form: FormId, nonce: string): Body {
  const fields = { ...VALID[form] };
  const field = NONCE_FIELD[form];
  fields[field] = `${fields[field] ?? ''} ${NONCE_MARK}${nonce}`;
  return multipartBody(fields, form === 'job-apply' ? [{ name: 'resume', filename: 'resume.pdf' }] : []);
}

export type Outcome =
  { kind: 'response'; status: number; id?: string; ms: number } | { kind: 'error'; code: string; ms: number };

/** Posts a body to a form's endpoint; a failure to connect or a cut connection is an outcome, not a throw. */
export async function post(
  origin: string,
  form: FormId,
  body: Body,
  session: Session,
  timeoutMs = 30_000,
): Promise<Outcome> {
  const started = performance.now();
  try {
    const response = await fetch(`${origin}${forms[form].endpoint}`, {
      method: 'POST',
      headers: { ...authHeaders(session, origin), 'content-type': body.contentType },
      body: body.data,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let id: string | undefined;
    if (response.status === 201) id = (JSON.parse(text) as { id?: string }).id;
    return { kind: 'response', status: response.status, ...(id ? { id } : {}), ms: performance.now() - started };
  } catch (error) {
    return { kind: 'error', code: errorCode(error), ms: performance.now() - started };
  }
}

/** ECONNREFUSED, ECONNRESET, UND_ERR_SOCKET, TimeoutError...: the innermost code or name. */
export function errorCode(error: unknown): string {
  let code = 'ERROR';
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { code: own, name, cause } = current as { code?: unknown; name?: unknown; cause?: unknown };
    if (typeof own === 'string') code = own;
    else if (typeof name === 'string' && name !== 'TypeError' && name !== 'Error') code = name;
    current = cause;
  }
  return code;
}
