/** The job application: /career/job-apply posts it to /webAPI/job_apply_insert.php. */
import { EMAIL_CHARACTERS, EMAIL_INVALID, FILE_TOO_LARGE, FILE_TYPE_NOT_ALLOWED, PHONE_LENGTH } from './messages.ts';
import { OPEN_POSITIONS } from './open-positions.ts';
import type { FormDefinition } from './types.ts';

/** How far ahead a joining date may be: two years. */
export const JOINING_DAYS_AHEAD = 731;
/** Not written in the spec. */
export const JOINING_DATE_RANGE = 'Joining Date must be a date from today to two years ahead.';
/** Not written in the spec. */
export const POSITION_INVALID = 'Please select one of our open positions.';

export const jobApply = {
  id: 'job-apply',
  title: 'Job application',
  endpoint: '/webAPI/job_apply_insert.php',
  submitLabel: 'Submit application',
  sections: [
    {
      title: 'About you',
      fields: [
        {
          kind: 'text',
          name: 'fullname',
          label: 'Full name',
          hint: 'e.g. Rahul Mehta',
          autocomplete: 'name',
          required: 'Fullname is required.',
          maxLength: 100,
          width: 'half',
        },
        {
          kind: 'email',
          name: 'email',
          label: 'Email address',
          hint: 'you@example.com',
          autocomplete: 'email',
          inputMode: 'email',
          required: 'Email is required.',
          rules: [
            { type: 'forbidden', characters: '?&%', message: EMAIL_CHARACTERS },
            { type: 'email', message: EMAIL_INVALID },
          ],
          maxLength: 254,
          width: 'half',
        },
        {
          kind: 'tel',
          name: 'mobile',
          label: 'Mobile number',
          hint: 'e.g. 9876543210',
          help: 'Digits only, 10 to 12 of them.',
          // `tel`: the W3C validator refuses `tel-national` on this input.
          autocomplete: 'tel',
          inputMode: 'numeric',
          required: 'Mobile number is required.',
          rules: [
            { type: 'digits', message: 'Only number is allowed.' },
            { type: 'length', min: 10, max: 12, message: PHONE_LENGTH },
          ],
          maxLength: 12,
          width: 'half',
        },
        {
          kind: 'text',
          name: 'city',
          label: 'Current city',
          hint: 'e.g. Ahmedabad',
          autocomplete: 'address-level2',
          required: 'City is required.',
          maxLength: 100,
          width: 'half',
        },
      ],
    },
    {
      title: 'Your experience',
      fields: [
        {
          // "Apply Now" on /career opens the form with its role chosen. Optional:
          // an open application names none. The options are the openings of
          // app/content/roles.yaml (open-positions.ts is generated from it).
          kind: 'select',
          name: 'position',
          label: 'Position (optional)',
          hint: 'Any role (open application)',
          required: false,
          options: OPEN_POSITIONS,
          invalid: POSITION_INVALID,
          width: 'full',
        },
        {
          kind: 'text',
          name: 'currentdesignation',
          label: 'Current designation',
          hint: 'e.g. PHP Developer, or Student',
          autocomplete: 'organization-title',
          required: 'Current Designation is required.',
          maxLength: 150,
          width: 'half',
        },
        {
          kind: 'text',
          name: 'experience',
          label: 'Total experience',
          hint: 'e.g. 2 years 6 months, or Fresher',
          required: 'Experience field is required.',
          maxLength: 100,
          width: 'half',
        },
        {
          kind: 'text',
          name: 'currentsalary',
          label: 'Current salary (per year)',
          hint: 'e.g. ₹3,60,000, or Not applicable',
          required: 'Current Salary is required.',
          maxLength: 100,
          width: 'half',
        },
        {
          kind: 'text',
          name: 'expectsalary',
          label: 'Expected salary (per year)',
          hint: 'e.g. ₹4,80,000',
          required: 'Expectation Salary is required.',
          maxLength: 100,
          width: 'half',
        },
        {
          kind: 'date',
          name: 'joiningdate',
          label: 'Earliest joining date',
          required: 'Joining Date is required.',
          rules: [{ type: 'date', maxDaysAhead: JOINING_DAYS_AHEAD, message: JOINING_DATE_RANGE }],
          maxLength: 10,
          width: 'half',
        },
        {
          kind: 'file',
          name: 'resume',
          label: 'Resume',
          help: 'PDF, DOC or DOCX, smaller than 1 MB.',
          required: 'Your resume is required.',
          extensions: ['pdf', 'doc', 'docx'],
          sizeLimit: 1_000_000,
          typeMessage: FILE_TYPE_NOT_ALLOWED,
          sizeMessage: FILE_TOO_LARGE,
          width: 'half',
        },
        {
          kind: 'textarea',
          name: 'message',
          label: 'Short description',
          hint: 'Which role are you applying for, and which project are you most proud of?',
          required: 'Short description is required.',
          maxLength: 5000,
          rows: 5,
          width: 'full',
        },
      ],
    },
  ],
} as const satisfies FormDefinition;

const withPositionsCache = new Map<string, FormDefinition>();

/**
 * The job application with `titles` as the choices of its `position` field: the openings
 * a build published (the page's loader hands them to the form) or, on the server, the
 * openings published in the staff inbox at this moment. One definition per list, so its
 * schema is made once (schema.ts caches by definition).
 */
export function withPositions(titles: readonly string[]): FormDefinition {
  const key = titles.join('\n');
  let form = withPositionsCache.get(key);
  if (!form) {
    form = {
      ...jobApply,
      sections: jobApply.sections.map((section) => ({
        ...section,
        fields: section.fields.map((field) =>
          field.kind === 'select' && field.name === 'position'
            ? { ...field, options: titles.map((value) => ({ value })) }
            : field,
        ),
      })),
    };
    if (withPositionsCache.size > 50) withPositionsCache.clear();
    withPositionsCache.set(key, form);
  }
  return form;
}
