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

/** A list's selection (and its CSV export's): state, search, stage, owner, follow-ups due and, for applications, role. */
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
  owner: one(
    z
      .string()
      .trim()
      .max(64)
      .transform((text) => text || undefined)
      .optional(),
  ).catch(undefined),
  due: one(z.literal('today').optional()).catch(undefined),
  /** What a bulk action just did (its redirect says so): how many, and to what. */
  moved: one(z.coerce.number().int().min(0).optional()).catch(undefined),
  to: one(z.enum([...ALL_STAGES, 'spam', 'not-spam']).optional()).catch(undefined),
});

/** What the detail page confirms at its top after an action. */
const UPDATES = [...ACTIONS, 'stage', 'note', 'retry', 'owner'] as const;
export const detailQuery = z.object({ updated: one(z.enum(UPDATES).optional()).catch(undefined) });

export const statusBody = z.object({ action: z.enum(ACTIONS, { error: 'Unknown action.' }) });
export const stageBody = z.object({ stage: z.enum(ALL_STAGES, { error: 'Unknown stage.' }) });

/** The ids a bulk action names: the check boxes ticked (one is sent as a string, several as a list). */
const ids = z.preprocess(
  (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
  z
    .array(z.string().regex(UUID, 'A selected submission is not one of this list.'), {
      error: 'Select the submissions first.',
    })
    .min(1, 'Select at least one submission first: tick the box beside each.')
    .max(100, 'Select at most 100 submissions at a time.')
    .transform((list) => [...new Set(list.map((id) => id.toLowerCase()))]),
);

/** A bulk action on the ticked rows of a list: a stage, or the spam mark; `back` is the list to return to. */
export const bulkBody = z
  .object({
    ids,
    stage: z.enum(ALL_STAGES, { error: 'Unknown stage.' }).optional(),
    action: z.enum(ACTIONS, { error: 'Unknown action.' }).optional(),
    back: one(z.string()).catch(''),
  })
  .refine((body) => Boolean(body.stage) !== Boolean(body.action), {
    error: 'Choose one action: a stage, or spam.',
  });

/** Whether YYYY-MM-DD names a day that exists (not 31 February). */
const isCalendarDay = (text: string) => new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;

/** A calendar day as a date field sends it, or nothing. */
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A submission's owner (a user name, empty for nobody) and follow-up day (YYYY-MM-DD, empty for none). */
export const ownerBody = z.object({
  owner: one(z.string())
    .catch('')
    .transform((text) => text.trim() || null),
  followUpOn: one(z.string())
    .catch('')
    .transform((text) => text.trim())
    .refine((text) => text === '' || (DAY.test(text) && isCalendarDay(text)), {
      error: 'The follow-up date is not a date: pick one in the calendar, or leave it empty.',
    })
    .transform((text) => text || null),
});

/** The resume: opened in the browser when it is a PDF, unless the download is asked for. */
export const resumeQuery = z.object({ download: one(z.literal('1').optional()).catch(undefined) });
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
