/**
 * Leads per month by source for one form: a stacked bar chart drawn as SVG by the
 * server (no script, like the rest of the inbox), with a value axis in round steps,
 * grid lines and the months in order below ("Sep", the year under the first month
 * and each January), and the table it is drawn from (numbers right-aligned under
 * right-aligned headings), which is what a screen reader reads. The few biggest sources get a colour
 * of their own; the rest are added up as "other".
 */
import type { ReactElement } from 'react';
import type { FormId } from '../../../app/forms/index.ts';
import type { LeadCount } from '../../db/inbox.ts';
import { FORM_NAMES, MONTHS } from '../../submission-view.ts';
import { TableWrap } from './TableWrap.tsx';
import { ChartSvg } from './ChartSvg.tsx';

/** Sources drawn apart; the rest become "other". */
const TOP_SOURCES = 5;
/** Colours of the sources, then of "other": presentation attributes, which the inbox's CSP allows. */
const COLOURS = ['#4338ca', '#0e9384', '#dc6803', '#c11574', '#2e90fa', '#98a2b3'];
const OTHER = 'other sources';

/** The chart's drawing box (scaled to the card's width) and the room its axes take. */
const WIDTH = 360;
const HEIGHT = 200;
const LEFT = 36;
const RIGHT = 8;
const TOP = 10;
const BOTTOM = 36;

export interface LeadsBySourceProps {
  form: FormId;
  /** The months shown, oldest first, YYYY-MM (every one, with or without leads). */
  months: string[];
  counts: LeadCount[];
}

/** "Sep 2026": three letters for every month (never "Sept" beside "Jun"). */
export function monthLabel(month: string): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return `${MONTHS[number - 1] ?? ''} ${year}`;
}

/** Round steps for the value axis (1, 2 or 5 times a power of ten), at most `most` of them up to the top. */
export function axisTicks(highest: number, most = 5): number[] {
  const top = Math.max(1, highest);
  let step = 1;
  for (let power = 1; ; power *= 10) {
    const found = [1, 2, 5].map((factor) => factor * power).find((candidate) => Math.ceil(top / candidate) <= most);
    if (found) {
      step = found;
      break;
    }
  }
  return Array.from({ length: Math.ceil(top / step) + 1 }, (_, index) => index * step);
}

/** The stacked bars of each month, a value axis with round steps and grid lines, and the months below. */
function Chart({ months, sources, rows }: { months: string[]; sources: string[]; rows: number[][] }): ReactElement {
  const totals = rows.map((row) => row.reduce((sum, value) => sum + value, 0));
  const ticks = axisTicks(Math.max(0, ...totals));
  const top = ticks[ticks.length - 1] ?? 1;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const plotWidth = WIDTH - LEFT - RIGHT;
  const slot = plotWidth / Math.max(1, months.length);
  const bar = Math.min(28, slot * 0.6);
  const y = (value: number) => TOP + plotHeight - (value / top) * plotHeight;
  return (
    <ChartSvg className="leads__chart" width={WIDTH} height={HEIGHT}>
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            className={tick === 0 ? 'chart__axis' : 'chart__grid'}
            x1={LEFT}
            x2={WIDTH - RIGHT}
            y1={y(tick)}
            y2={y(tick)}
          />
          <text className="chart__label" x={LEFT - 6} y={y(tick) + 4} textAnchor="end">
            {tick}
          </text>
        </g>
      ))}
      <line className="chart__axis" x1={LEFT} x2={LEFT} y1={TOP} y2={TOP + plotHeight} />
      {rows.map((row, index) => {
        let base = 0;
        const x = LEFT + index * slot + (slot - bar) / 2;
        return row.map((value, column) => {
          const from = base;
          base += value;
          return value > 0 ? (
            <rect
              key={`${months[index]}-${sources[column]}`}
              x={x}
              y={y(base)}
              width={bar}
              height={y(from) - y(base)}
              fill={COLOURS[Math.min(column, COLOURS.length - 1)]}
            />
          ) : null;
        });
      })}
      {months.map((month, index) => {
        const [year = '', number = '1'] = month.split('-');
        const x = LEFT + index * slot + slot / 2;
        // The year under its first month shown and under every January.
        const showYear = index === 0 || number === '01';
        return (
          <text key={month} className="chart__label" x={x} y={TOP + plotHeight + 16} textAnchor="middle">
            {MONTHS[Number(number) - 1]}
            {showYear ? (
              <tspan x={x} dy={13}>
                {year}
              </tspan>
            ) : null}
          </text>
        );
      })}
    </ChartSvg>
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
  const name = FORM_NAMES[form].plural;
  const headingId = `leads-${form}`;
  return (
    <section className="card card__body leads" aria-labelledby={headingId}>
      <h3 id={headingId}>{name}</h3>
      {sources.length === 0 ? (
        <p className="muted">No leads in these months.</p>
      ) : (
        <>
          <Chart months={months} sources={sources} rows={rows} />
          <TableWrap label={`${name}: leads per month by source`}>
            <table className="leads__table">
              <caption className="sr-only">{`${name}: leads per month by source`}</caption>
              <thead>
                <tr>
                  <th scope="col">Month</th>
                  {sources.map((source, column) => (
                    <th scope="col" className="number" key={source}>
                      <span className="leads__key" aria-hidden="true">
                        <svg width="10" height="10" focusable="false">
                          <rect width="10" height="10" fill={COLOURS[Math.min(column, COLOURS.length - 1)]} />
                        </svg>
                      </span>{' '}
                      {source}
                    </th>
                  ))}
                  <th scope="col" className="number">
                    Total
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  <tr key={months[index]}>
                    <th scope="row">{monthLabel(months[index] ?? '')}</th>
                    {row.map((value, column) => (
                      <td className="number" key={sources[column]}>
                        {value}
                      </td>
                    ))}
                    <td className="number">{totals[index]}</td>
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
