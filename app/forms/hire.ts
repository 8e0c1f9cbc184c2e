/**
 * The hire-developer request: /hire-developer posts it
 * to /webAPI/hire_developer. Three sections, and a salary control that follows the
 * salary type: an hourly-rate select for Hourly, a free-text amount for Monthly.
 */
import { EMAIL_CHARACTERS, EMAIL_INVALID, REQUIRED } from './messages.ts';
import { DEVELOPER_EXPERIENCE, HIRE_TIMES, HOURLY_RATES, PROJECT_LENGTHS, SALARY_TYPES } from './options.ts';
import type { FormDefinition } from './types.ts';

/** The contact number's message, for any value that is not 10 to 15 digits. */
const CONTACT_DIGITS = 'Contact should be 10 digits.';

export const hire = {
  id: 'hire',
  title: 'Hire a developer',
  endpoint: '/webAPI/hire_developer',
  submitLabel: 'Send request',
  sections: [
    {
      title: 'Personal / Company Details',
      fields: [
        {
          kind: 'text',
          name: 'name',
          label: 'Your name or company name',
          hint: 'e.g. Priya Sharma, or Acme Retail',
          autocomplete: 'name',
          required: REQUIRED,
          maxLength: 150,
          width: 'full',
        },
        {
          kind: 'email',
          name: 'email',
          label: 'Email address',
          hint: 'you@company.com',
          autocomplete: 'email',
          inputMode: 'email',
          required: REQUIRED,
          rules: [
            { type: 'forbidden', characters: '?&%', message: EMAIL_CHARACTERS },
            { type: 'email', message: EMAIL_INVALID },
          ],
          maxLength: 254,
          width: 'half',
        },
        {
          kind: 'tel',
          name: 'contact',
          label: 'Contact number',
          hint: 'e.g. 14155550132',
          help: 'Digits only, at least 10, with your country code if you are outside India.',
          autocomplete: 'tel',
          inputMode: 'numeric',
          required: REQUIRED,
          // The original message's "digites" is spelled "digits". Digits only, as the message
          // says; up to 15, the longest international number (E.164).
          rules: [
            { type: 'digits', message: CONTACT_DIGITS },
            { type: 'length', min: 10, max: 15, message: CONTACT_DIGITS },
          ],
          maxLength: 15,
          width: 'half',
        },
      ],
    },
    {
      title: 'Project details',
      fields: [
        {
          kind: 'text',
          name: 'pro_language',
          label: 'Programming language or technology',
          hint: 'e.g. React, Laravel, Flutter',
          required: REQUIRED,
          maxLength: 150,
          width: 'half',
        },
        {
          kind: 'select',
          name: 'project_length',
          label: 'Project length',
          hint: 'Select the expected length',
          required: 'Please select length of project.',
          options: PROJECT_LENGTHS,
          width: 'half',
        },
        {
          // This field's error shows under this field (the original showed it under the language field).
          kind: 'textarea',
          name: 'project_detail',
          label: 'Project details',
          hint: 'Describe the product, the features you need and any existing code or designs.',
          required: REQUIRED,
          maxLength: 5000,
          rows: 5,
          width: 'full',
        },
      ],
    },
    {
      title: 'Hire Developer Details',
      fields: [
        {
          kind: 'radio',
          name: 'salary_type',
          label: 'Rate type',
          required: 'Please select developer salary type.',
          options: SALARY_TYPES,
          width: 'half',
        },
        {
          kind: 'switch',
          name: 'salary',
          on: 'salary_type',
          width: 'half',
          cases: {
            Hourly: {
              kind: 'select',
              name: 'salary',
              label: 'Hourly rate (USD)',
              hint: 'Select an hourly rate',
              required: 'Please select salary.',
              options: HOURLY_RATES,
              width: 'half',
            },
            Monthly: {
              kind: 'text',
              name: 'salary',
              label: 'Monthly budget (USD)',
              hint: 'e.g. 2,500',
              required: REQUIRED,
              maxLength: 100,
              width: 'half',
            },
          },
        },
        {
          kind: 'select',
          name: 'hire_time',
          label: 'When should the developer start?',
          hint: 'Select a start time',
          required: 'Please select hiring time.',
          options: HIRE_TIMES,
          width: 'half',
        },
        {
          kind: 'select',
          name: 'developer_experience',
          label: 'Developer experience',
          hint: 'Select experience',
          required: 'Please select developer experience.',
          options: DEVELOPER_EXPERIENCE,
          width: 'half',
        },
        {
          kind: 'textarea',
          name: 'comments',
          label: 'Comments (optional)',
          hint: 'Time zone, working hours, team size or anything else we should know.',
          required: false,
          maxLength: 5000,
          rows: 4,
          width: 'full',
        },
      ],
    },
  ],
} as const satisfies FormDefinition;
