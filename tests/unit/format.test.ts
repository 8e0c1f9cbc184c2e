/** Date formatting shared by the build and the browser: the same words as en-GB's long date, in UTC. */
import { describe, expect, it } from 'vitest';
import { formatDate, isoDate } from '../../app/lib/format.ts';

describe('formatDate', () => {
  it('writes what Intl writes for en-GB (two-digit day, month name, year), in UTC', () => {
    const intl = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (const date of ['2018-03-15', '2020-01-02', '2025-12-31T23:30:00Z', '2024-02-29', '2019-07-04T00:00:00+05:30'])
      expect(formatDate(date), date).toBe(intl.format(new Date(date)));
    expect(formatDate(new Date(Date.UTC(2018, 2, 5)))).toBe('05 March 2018');
  });

  it('gives the machine-readable date of a <time> element', () => {
    expect(isoDate('2018-03-15')).toBe('2018-03-15');
  });
});
