/**
 * The zod schemas of the staff inbox's routes (fastify-type-provider-zod checks
 * them and types the handlers). A path that names no list or no submission is a 404
 * (the inbox's error handler says so for any params that fail); a filter or page
 * number that makes no sense falls back to its default, as a hand-edited address
 * deserves; a POST whose fields are wrong is a 400 that says which.
 */
import { z } from 'zod';
import type { FormId } from '../../app/forms/index.ts';
import { ACTIONS, STATES } from '../db/inbox.ts';
import { HIRING_STAGES, SALES_STAGES } from '../pipeline.ts';
import { FORM_ORDER } from './views/inbox.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The first of a repeated query parameter (`?q=a&q=b`), as a browser's form would mean it. */
const one = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (Array.isArray(value) ? (value as unknown[])[0] : value), schema);

const ALL_STAGES = [...new Set([...SALES_STAGES, ...HIRING_STAGES])] as [string, ...string[]];

export const formParams = z.object({ form: z.enum(FORM_ORDER as [FormId, ...FormId[]]) });
export const submissionParams = formParams.extend({
  id: z
    .string()
    .regex(UUID)
    .transform((id) => id.toLowerCase()),
});

export const deliveryParams = submissionParams.extend({
  delivery: z
    .string()
    .regex(UUID)
    .transform((id) => id.toLowerCase()),
});

/** A list's selection (and its CSV export's): state, search, stage and, for applications, role. */
export const listQuery = z.object({
  state: one(z.enum(STATES)).catch('open'),
  q: one(z.string())
    .catch('')
    .transform((text) => text.trim().slice(0, 200)),
  page: one(z.coerce.number().int().min(1)).catch(1),
  stage: one(z.enum(ALL_STAGES).optional()).catch(undefined),
  role: one(
    z
      .string()
      .trim()
      .max(200)
      .transform((text) => text || undefined)
      .optional(),
  ).catch(undefined),
});

/** What the detail page confirms at its top after an action. */
const UPDATES = [...ACTIONS, 'stage', 'note', 'retry'] as const;
export const detailQuery = z.object({ updated: one(z.enum(UPDATES).optional()).catch(undefined) });

export const statusBody = z.object({ action: z.enum(ACTIONS, { error: 'Unknown action.' }) });
export const stageBody = z.object({ stage: z.enum(ALL_STAGES, { error: 'Unknown stage.' }) });
/** A note: up to 5,000 characters, not blank. */
export const NOTE_MAX = 5_000;
export const noteBody = z.object({
  note: z
    .string({ error: 'Write the note first.' })
    .trim()
    .min(1, 'Write the note first.')
    .max(NOTE_MAX, `A note is at most ${NOTE_MAX} characters.`),
});

/** One text field of a form post as the browser sends it: its first value, '' when absent. */
const field = one(z.string()).catch('');

/** The sign-in page's address: where to go once signed in (checked by safe-next.ts). */
export const signInQuery = z.object({ next: field });
/** A sign-in: a post with no body at all is one with empty fields (the page then says so). */
export const signInBody = z.preprocess(
  (body) => body ?? {},
  z.object({
    username: field.transform((text) => text.trim().slice(0, 200)),
    password: field.transform((text) => text.slice(0, 1024)),
    next: field,
  }),
);

/** A month of the traffic report (YYYY-MM); one that is not a month falls back to the current one. */
export const monthQuery = z.object({
  month: one(
    z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
      .optional(),
  ).catch(undefined),
});
