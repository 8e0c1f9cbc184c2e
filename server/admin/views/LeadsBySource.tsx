/**
 * Leads per month by source for one form: a small stacked bar chart drawn as SVG by
 * the server (no script, like the rest of the inbox) and the table it is drawn
 * from, which is what a screen reader reads. The few biggest sources get a colour
 * of their own; the rest are added up as "other".
 */
import type { ReactElement } from 'react';
import type { FormId } from '../../../app/forms/index.ts';
import type { LeadCount } from '../../db/inbox.ts';
import { FORM_NAMES } from '../../submission-view.ts';
import { TableWrap } from './TableWrap.tsx';

/** Sources drawn apart; the rest become "other". */
const TOP_SOURCES = 5;
/** Colours of the sources, then of "other": presentation attributes, which the inbox's CSP allows. */
const COLOURS = ['#4338ca', '#0e9384', '#dc6803', '#c11574', '#2e90fa', '#98a2b3'];
const OTHER = 'other sources';

const BAR = 28;
const GAP = 12;
const HEIGHT = 120;

export interface LeadsBySourceProps {
  form: FormId;
  /** The months shown, oldest first, YYYY-MM (every one, with or without leads). */
  months: string[];
  counts: LeadCount[];
}

function monthLabel(month: string): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
}

/** The sources in columns, biggest first, and each month's leads per column. */
function leadTable(months: string[], counts: LeadCount[]): { sources: string[]; rows: number[][] } {
  const totals = new Map<string, number>();
  for (const { source, leads } of counts) totals.set(source, (totals.get(source) ?? 0) + leads);
  const ranked = [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([source]) => source);
  // One column of "other sources" only when it adds up two or more.
  const shown = ranked.length > TOP_SOURCES + 1 ? ranked.slice(0, TOP_SOURCES) : ranked;
  const grouped = shown.length < ranked.length;
  const columnOf = (source: string) => (shown.includes(source) ? shown.indexOf(source) : shown.length);
  const rows = months.map((month) => {
    const row = new Array<number>(shown.length + (grouped ? 1 : 0)).fill(0);
    for (const count of counts) {
      const column = columnOf(count.source);
      if (count.month === month) row[column] = (row[column] ?? 0) + count.leads;
    }
    return row;
  });
  return { sources: grouped ? [...shown, OTHER] : shown, rows };
}

export function LeadsBySource({ form, months, counts }: LeadsBySourceProps): ReactElement {
  const { sources, rows } = leadTable(months, counts);
  const totals = rows.map((row) => row.reduce((sum, value) => sum + value, 0));
  const highest = Math.max(1, ...totals);
  const width = months.length * (BAR + GAP);
  const name = FORM_NAMES[form].plural;
  const headingId = `leads-${form}`;
  return (
    <section className="card card__body leads" aria-labelledby={headingId}>
      <h3 id={headingId}>{name}</h3>
      {sources.length === 0 ? (
        <p className="muted">No leads in these months.</p>
      ) : (
        <>
          <svg
            className="leads__chart"
            viewBox={`0 0 ${width} ${HEIGHT}`}
            width={width}
            height={HEIGHT}
            aria-hidden="true"
            focusable="false"
          >
            {rows.map((row, index) => {
              let top = HEIGHT;
              return row.map((value, column) => {
                const height = (value / highest) * HEIGHT;
                top -= height;
                return value > 0 ? (
                  <rect
                    key={`${index}-${column}`}
                    x={index * (BAR + GAP) + GAP / 2}
                    y={top}
                    width={BAR}
                    height={height}
                    fill={COLOURS[Math.min(column, COLOURS.length - 1)]}
                  />
                ) : null;
              });
            })}
          </svg>
          <TableWrap label={`${name}: leads per month by source`}>
            <table className="leads__table">
              <caption className="sr-only">{`${name}: leads per month by source`}</caption>
              <thead>
                <tr>
                  <th scope="col">Month</th>
                  {sources.map((source, column) => (
                    <th scope="col" key={source}>
                      <span className="leads__key" aria-hidden="true">
                        <svg width="10" height="10" focusable="false">
                          <rect width="10" height="10" fill={COLOURS[Math.min(column, COLOURS.length - 1)]} />
                        </svg>
                      </span>{' '}
                      {source}
                    </th>
                  ))}
                  <th scope="col">Total</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  <tr key={months[index]}>
                    <th scope="row">{monthLabel(months[index] ?? '')}</th>
                    {row.map((value, column) => (
                      <td key={sources[column]}>{value}</td>
                    ))}
                    <td>{totals[index]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        </>
      )}
    </section>
  );
}
