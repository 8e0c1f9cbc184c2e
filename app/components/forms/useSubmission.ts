/**
 * Sending a form: a multipart POST of the form's own FormData through lib/http.ts
 * (the X-XSRF-TOKEN header), bounded by a time-out, one at a time. 201: `onSent`,
 * then /thank-you by client navigation with the form's id in the navigation state.
 * Any failure keeps everything and says what happened; field messages from the
 * server go to `onFieldErrors`. Every try of one filled form carries the same
 * Idempotency-Key, so a retry after a lost answer is never stored twice; a new key is
 * made after a 201 (and when the server says the key was used for other answers).
 */
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { STATUS } from '../../forms/messages.ts';
import { ERROR_CODES, IDEMPOTENCY_HEADER, type ApiError } from '../../forms/protocol.ts';
import type { FormDefinition, FormErrors } from '../../forms/types.ts';
import { controlsOf, normalizeValue } from '../../forms/validate.ts';
import { newIdempotencyKey, send } from '../../lib/http.ts';

/** Longest wait for the server's answer, upload included. */
const TIMEOUT_MS = 30_000;
const THANK_YOU_PATH = '/thank-you';

type Tone = 'info' | 'success' | 'error';
interface Status {
  tone: Tone;
  message: string;
}
export const IDLE: Status = { tone: 'info', message: '' };

function messageFor(response: Response, body: Partial<ApiError> | undefined): string {
  switch (response.status) {
    case 403:
      return STATUS.forbidden;
    case 409:
      return STATUS.inProgress;
    case 413:
      return STATUS.tooLarge;
    case 415:
      return STATUS.unsupported;
    case 429: {
      const seconds = Number(response.headers.get('retry-after'));
      return STATUS.rateLimited(Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60);
    }
    case 422:
      return body?.error === ERROR_CODES.keyReused ? STATUS.keyReused : STATUS.serverError;
    case 503:
      return body?.error === ERROR_CODES.outcomeUnknown ? STATUS.outcomeUnknown : STATUS.unavailable;
    default:
      return STATUS.serverError;
  }
}

function fieldErrorsOf(body: Partial<ApiError> | undefined): FormErrors | undefined {
  const errors = body?.errors && typeof body.errors === 'object' ? body.errors : undefined;
  return errors && Object.keys(errors).length > 0 ? errors : undefined;
}

/**
 * The form's own fields as the browser would send them (the shown salary case only),
 * with text normalised like the server stores it.
 */
function bodyOf(form: FormDefinition, element: HTMLFormElement): FormData {
  const body = new FormData(element);
  const controls = new Map(controlsOf(form).map((control) => [control.name, control] as const));
  for (const [name, value] of [...body.entries()]) {
    if (typeof value === 'string' && controls.has(name)) body.set(name, normalizeValue(controls.get(name), value));
  }
  return body;
}

interface SubmissionHandlers {
  /** The server refused fields: show its messages (under the fields, and focus the first). */
  onFieldErrors: (errors: FormErrors) => Promise<void>;
  /** Stored: empty the form. */
  onSent: () => void;
}

export function useSubmission(form: FormDefinition, { onFieldErrors, onSent }: SubmissionHandlers) {
  const navigate = useNavigate();
  const [status, setStatus] = useState<Status>(IDLE);
  /**
   * Held from the press of Send until the answer (kept after a 201, while the page
   * changes): a second press can come before React has rendered the first one's
   * status, so the lock cannot be that state. What the visitor sees follows `status`.
   */
  const attempt = useRef(false);
  /** This filled form's Idempotency-Key, sent with every try until one is stored. */
  const idempotencyKey = useRef<string | undefined>(undefined);

  /** Starts an attempt; false while one is under way. */
  const begin = () => {
    if (attempt.current) return false;
    attempt.current = true;
    return true;
  };

  /** The browser's own checks refused the values: nothing was sent. */
  const refuse = () => {
    attempt.current = false;
    setStatus({ tone: 'error', message: STATUS.invalid });
  };

  /** The checks could not run (their code did not load): nothing was sent. */
  const unreachable = () => {
    attempt.current = false;
    setStatus({ tone: 'error', message: STATUS.offline });
  };

  const sendForm = async (element: HTMLFormElement) => {
    setStatus({ tone: 'info', message: STATUS.sending });
    let response: Response;
    try {
      response = await send(form.endpoint, {
        method: 'POST',
        body: bodyOf(form, element),
        headers: { accept: 'application/json', [IDEMPOTENCY_HEADER]: (idempotencyKey.current ??= newIdempotencyKey()) },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      attempt.current = false;
      const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
      setStatus({ tone: 'error', message: timedOut ? STATUS.timeout : STATUS.offline });
      return;
    }

    if (response.status === 201) {
      // The thank-you page names the role an applicant chose; read before the reset empties it.
      const chosen = new FormData(element).get('position');
      const role = typeof chosen === 'string' ? chosen.trim() : '';
      idempotencyKey.current = undefined;
      onSent();
      setStatus({ tone: 'success', message: STATUS.sent });
      void navigate(THANK_YOU_PATH, { state: role ? { form: form.id, role } : { form: form.id } });
      return;
    }
    attempt.current = false;
    const body = (await response.json().catch(() => undefined)) as Partial<ApiError> | undefined;
    // Answers already stored under this key were other answers: the next send is a new form.
    if (body?.error === ERROR_CODES.keyReused) idempotencyKey.current = undefined;
    const fieldErrors = fieldErrorsOf(body);
    if (fieldErrors) {
      await onFieldErrors(fieldErrors);
      setStatus({ tone: 'error', message: STATUS.invalid });
      return;
    }
    setStatus({ tone: 'error', message: messageFor(response, body) });
  };

  const busy = status.message === STATUS.sending || status.tone === 'success';
  return { status, busy, begin, refuse, unreachable, sendForm };
}
