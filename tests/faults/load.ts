/**
 * Concurrent clients that send valid submissions, each carrying a unique nonce,
 * and the reconciliation of what they were told (201 with an id, another status,
 * or a connection error) with the rows PostgreSQL holds.
 */
import { randomBytes } from 'node:crypto';
import type { FormId } from '../../app/forms/index.ts';
import { FORM_IDS, getSession, post, submissionBody, type Outcome, type Session } from './client.ts';
import type { StoredRow } from './database.ts';
import { sleep } from '../support/lib.ts';

/** Prefix of the code of a try that failed while getting a CSRF session, before anything was posted. */
const SESSION_FAILED = 'session: ';

export interface Submission {
  nonce: string;
  form: FormId;
  /** Every try, in order; only the last can be a 201. */
  attempts: Outcome[];
  /** The id of the 201, if one came. */
  id?: string;
}

export interface LoadOptions {
  /** Server origins; client i starts on origins[i % length] and moves to the next on a connection error. */
  origins: readonly string[];
  clients: number;
  /** Asked before each new submission; false ends that client. */
  more: (started: number) => boolean;
  /** Tries per submission; tries after the first follow connection errors only. */
  maxAttempts: number;
  /** Milliseconds a client waits after this outcome before its next request (default none). */
  pauseAfter?: (outcome: Outcome) => number;
  /** Told of every outcome as it arrives. */
  onOutcome?: (outcome: Outcome, submission: Submission) => void;
  /** Per-request limit, after which the request counts as a connection error. */
  timeoutMs?: number;
}

export async function runLoad(options: LoadOptions): Promise<Submission[]> {
  const submissions: Submission[] = [];
  const run = randomBytes(4).toString('hex');
  let started = 0;

  const client = async (index: number) => {
    let current = index % options.origins.length;
    let session: Session | undefined;
    while (options.more(started)) {
      const number = started;
      started += 1;
      const form = FORM_IDS[number % FORM_IDS.length] ?? 'contact';
      const submission: Submission = { nonce: `${run}-${number}`, form, attempts: [] };
      submissions.push(submission);
      const body = submissionBody(form, submission.nonce);
      while (submission.attempts.length < options.maxAttempts) {
        const origin = options.origins[current] ?? '';
        let outcome: Outcome;
        try {
          session ??= await getSession(origin);
          outcome = await post(origin, form, body, session, options.timeoutMs);
        } catch (error) {
          // The session request itself failed: nothing was posted, but count the try.
          outcome = { kind: 'error', code: `${SESSION_FAILED}${(error as Error).message}`, ms: 0 };
        }
        submission.attempts.push(outcome);
        options.onOutcome?.(outcome, submission);
        if (outcome.kind === 'response') {
          if (outcome.status === 201 && outcome.id) submission.id = outcome.id;
          const pause = options.pauseAfter?.(outcome) ?? 0;
          if (pause > 0) await sleep(pause);
          break;
        }
        // A connection error: the server may be gone; the next try goes to another one.
        current = (current + 1) % options.origins.length;
        await sleep(50);
      }
    }
  };

  await Promise.all(Array.from({ length: options.clients }, (_, index) => client(index)));
  return submissions;
}

export interface Reconciliation {
  /** Submissions made (distinct nonces). */
  sent: number;
  /** Submissions answered 201. */
  accepted: number;
  /** Rows carrying a nonce of this run. */
  stored: number;
  /** 201s whose row is missing (or holds another nonce). */
  lost: Submission[];
  /** Rows of submissions that never got a 201 (allowed only after a connection error or refusal). */
  withoutCreated: number;
  /** Rows past the first of a nonce. */
  extra: number;
  /** Nonces with more rows than tries that could have stored one (a 201, or an unanswered try). */
  unexplained: Submission[];
  /** Nonces stored although every try was answered with a refusal (no 201, no connection error). */
  storedDespiteRefusal: Submission[];
  /** Rows with no nonce of this run. */
  foreign: number;
  /** Accepted job applications without their resume row. */
  missingResumes: number;
}

export function reconcile(submissions: readonly Submission[], rows: readonly StoredRow[]): Reconciliation {
  const byNonce = new Map<string, StoredRow[]>();
  for (const row of rows) byNonce.set(row.nonce, [...(byNonce.get(row.nonce) ?? []), row]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const result: Reconciliation = {
    sent: submissions.length,
    accepted: 0,
    stored: 0,
    lost: [],
    withoutCreated: 0,
    extra: 0,
    unexplained: [],
    storedDespiteRefusal: [],
    foreign: 0,
    missingResumes: 0,
  };
  const ours = new Set<string>();
  for (const submission of submissions) {
    ours.add(submission.nonce);
    const found = byNonce.get(submission.nonce) ?? [];
    result.stored += found.length;
    result.extra += Math.max(0, found.length - 1);
    // Tries that may have stored a row without the client hearing of it.
    const unanswered = submission.attempts.filter(
      (attempt) => attempt.kind === 'error' && !attempt.code.startsWith(SESSION_FAILED),
    ).length;
    if (submission.id) {
      result.accepted += 1;
      const row = byId.get(submission.id);
      if (!row || row.nonce !== submission.nonce || row.form !== submission.form) result.lost.push(submission);
      else if (row.form === 'job-apply' && !row.hasResume) result.missingResumes += 1;
    } else {
      result.withoutCreated += found.length;
      if (found.length > 0 && unanswered === 0) result.storedDespiteRefusal.push(submission);
    }
    if (found.length > (submission.id ? 1 : 0) + unanswered) result.unexplained.push(submission);
  }
  for (const row of rows) if (!ours.has(row.nonce)) result.foreign += 1;
  return result;
}

/** Every outcome of every try, flattened. */
export function outcomes(submissions: readonly Submission[]): Outcome[] {
  return submissions.flatMap((submission) => submission.attempts);
}

/** "201", "503" or the error code of an outcome. */
export function label(outcome: Outcome): string {
  return outcome.kind === 'response' ? String(outcome.status) : outcome.code;
}
