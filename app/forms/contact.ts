/** The contact enquiry: /contact-us posts it to /webAPI/contact_insert.php. */
import { EMAIL_CHARACTERS, EMAIL_INVALID, PHONE_LENGTH, REQUIRED } from './messages.ts';
import { BUDGETS } from './options.ts';
import type { FormDefinition } from './types.ts';

export const contact = {
  id: 'contact',
  title: 'Project enquiry',
  endpoint: '/webAPI/contact_insert.php',
  submitLabel: 'Send enquiry',
  sections: [
    {
      fields: [
        {
          kind: 'text',
          name: 'fullname',
          label: 'Full name',
          hint: 'e.g. Priya Sharma',
          autocomplete: 'name',
          required: REQUIRED,
          maxLength: 100,
          width: 'half',
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
          name: 'phone',
          label: 'Phone number',
          hint: 'e.g. 9876543210',
          help: 'Digits only, 10 to 12 of them.',
          // `tel`: the W3C validator refuses `tel-national` on this input.
          autocomplete: 'tel',
          inputMode: 'numeric',
          required: REQUIRED,
          rules: [
            { type: 'digits', message: 'Please valid number is allowed' },
            { type: 'length', min: 10, max: 12, message: PHONE_LENGTH },
          ],
          maxLength: 12,
          width: 'half',
        },
        {
          kind: 'text',
          name: 'companyname',
          label: 'Company name (optional)',
          hint: 'e.g. Acme Retail Pvt. Ltd.',
          autocomplete: 'organization',
          required: false,
          maxLength: 150,
          width: 'half',
        },
        {
          kind: 'select',
          name: 'budget',
          label: 'Project budget',
          hint: 'Select a budget range',
          required: 'Please select your Budget.',
          options: BUDGETS,
          width: 'half',
        },
        {
          kind: 'text',
          name: 'skype',
          label: 'Teams ID (optional)',
          hint: 'e.g. priya@acme.com',
          help: 'Your Microsoft Teams ID, if you would like to talk there.',
          required: false,
          maxLength: 150,
          width: 'half',
        },
        {
          kind: 'textarea',
          name: 'message',
          label: 'How can we help?',
          hint: 'Tell us about your project: what you want to build, who it is for and when you need it.',
          required: REQUIRED,
          maxLength: 5000,
          rows: 6,
          width: 'full',
        },
      ],
    },
  ],
} as const satisfies FormDefinition;
