/** Formatting shared by the build and the browser (deterministic: fixed locale and time zone). */

/** Month names spelled out, January first. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * "15 March 2018": dates of blog posts, in UTC so the build and the browser agree.
 * Spelled out rather than through Intl.DateTimeFormat, whose first use loads locale
 * data: on the home page's hydration it was the largest single cost (Chromium profile).
 */
export function formatDate(date: Date | string): string {
  const value = new Date(date);
  return `${String(value.getUTCDate()).padStart(2, '0')} ${MONTH_NAMES[value.getUTCMonth()]} ${value.getUTCFullYear()}`;
}

/** "2018-03-15": the machine-readable date of a <time> element. */
export function isoDate(date: Date | string): string {
  return new Date(date).toISOString().slice(0, 10);
}
