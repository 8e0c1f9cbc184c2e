/**
 * The three forms and what the browser and the server agree on besides them.
 * Import from here: `import { forms, validate } from './index.ts'`.
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

export * from './protocol.ts';
export { contact, hire, jobApply };
export * from './types.ts';
export * from './validate.ts';
export * from './schema.ts';
export * from './messages.ts';
export * from './options.ts';
export { OPEN_POSITIONS } from './open-positions.ts';
