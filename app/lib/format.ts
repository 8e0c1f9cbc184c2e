/** Formatting shared by the build and the browser (deterministic: fixed locale and time zone). */

/** "15 March 2018": dates of blog posts, in UTC so the build and the browser agree. */
export function formatDate(date: Date | string): string {
  return new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(date),
  );
}

/** "2018-03-15": the machine-readable date of a <time> element. */
export function isoDate(date: Date | string): string {
  return new Date(date).toISOString().slice(0, 10);
}
