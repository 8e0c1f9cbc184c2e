/**
 * The forms' option lists. The value is what is sent and stored;
 * the label, when given, is what the visitor reads instead of the value.
 */
import type { Option } from './types.ts';

/** Contact form budget. Values are the spec's, word for word. */
export const BUDGETS: readonly Option[] = [
  { value: '$100 - $500' },
  { value: '$500 - $1000', label: '$500 - $1,000' },
  { value: '$1000 - $3000', label: '$1,000 - $3,000' },
  { value: '$3000- $5000', label: '$3,000 - $5,000' },
  { value: '$5000 +', label: '$5,000 or more' },
];

/**
 * Hire form project length: every option has its own value,
 * its label (the original sent '3 Months', '6 months', 'year' and 'year').
 */
export const PROJECT_LENGTHS: readonly Option[] = [
  { value: '1-3 Months' },
  { value: '3-6 Months' },
  { value: '6-12 Months' },
  { value: '12 Months or More' },
];

/** How the developer is paid; the choice decides which salary control is shown. */
export const SALARY_TYPES: readonly Option[] = [{ value: 'Hourly' }, { value: 'Monthly' }];

/** Hourly rates in US dollars. */
export const HOURLY_RATES: readonly Option[] = [
  { value: '$8' },
  { value: '$10' },
  { value: '$10 - $15' },
  { value: '$15 - $20' },
  { value: '$20 - $25' },
  { value: '$25+', label: '$25 or more' },
];

export const HIRE_TIMES: readonly Option[] = [
  { value: 'immediate', label: 'Immediately' },
  { value: 'after15days', label: 'In 15 days' },
  { value: 'aftermonth', label: 'In a month' },
];

export const DEVELOPER_EXPERIENCE: readonly Option[] = [
  { value: '1-2 Year', label: '1-2 years' },
  { value: '3+ Years', label: '3+ years' },
  { value: '5+ Years', label: '5+ years' },
  { value: '10+ Years', label: '10+ years' },
];
