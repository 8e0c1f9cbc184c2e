/**
 * Visits and conversion by source (and by landing page) for one month, in the
 * overview: a bar per source drawn as SVG by the server (no script, like the rest of
 * the inbox), and the tables it is drawn from, which are what a screen reader reads.
 * Links step to the previous and next month; the CSV link exports the same month.
 */
import type { ReactElement } from 'react';
import type { TrafficRow } from '../../analytics/reports.ts';
import { ADMIN, FORM_ORDER } from './inbox.ts';
import { FORM_NAMES } from '../../submission-view.ts';
import { TableWrap } from './TableWrap.tsx';
import { ChartSvg } from './ChartSvg.tsx';

export interface TrafficReportProps {
  /** The month shown, YYYY-MM (UTC), and its neighbours for the links (undefined: none to go to). */
  month: string;
  previous: string | undefined;
  next: string | undefined;
  bySource: TrafficRow[];
  byLanding: TrafficRow[];
}

/** Sources drawn in the chart; the table lists them all. */
const CHART_ROWS = 8;
const BAR_HEIGHT = 18;
const ROW_GAP = 10;
const LABEL_WIDTH = 150;
const CHART_WIDTH = 560;

export function monthLabel(month: string): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
}

export function percent(share: number | null): string {
  return share === null ? '–' : `${(share * 100).toFixed(1)} %`;
}

const leadsOf = (row: TrafficRow) => FORM_ORDER.reduce((sum, form) => sum + row.leads[form], 0);

function VisitsChart({ rows }: { rows: TrafficRow[] }): ReactElement {
  const shown = rows.slice(0, CHART_ROWS);
  const highest = Math.max(1, ...shown.map((row) => row.visits));
  const scale = (CHART_WIDTH - LABEL_WIDTH - 90) / highest;
  const height = shown.length * (BAR_HEIGHT + ROW_GAP);
  return (
    <ChartSvg className="traffic__chart" width={CHART_WIDTH} height={height}>
      {shown.map((row, index) => {
        const y = index * (BAR_HEIGHT + ROW_GAP);
        const visits = Math.max(2, row.visits * scale);
        const leads = leadsOf(row) > 0 ? Math.max(2, Math.min(leadsOf(row), row.visits) * scale) : 0;
        return (
          <g key={row.key}>
            <text x={LABEL_WIDTH - 8} y={y + BAR_HEIGHT - 5} textAnchor="end" className="traffic__label">
              {row.key.length > 22 ? `${row.key.slice(0, 21)}…` : row.key}
            </text>
            <rect x={LABEL_WIDTH} y={y} width={visits} height={BAR_HEIGHT} fill="#c7d2fe" />
            {leads > 0 ? <rect x={LABEL_WIDTH} y={y} width={leads} height={BAR_HEIGHT} fill="#4338ca" /> : null}
            <text x={LABEL_WIDTH + visits + 6} y={y + BAR_HEIGHT - 5} className="traffic__label">
              {`${row.visits} · ${percent(row.conversion)}`}
            </text>
          </g>
        );
      })}
    </ChartSvg>
  );
}

function TrafficTable({ rows, by, caption }: { rows: TrafficRow[]; by: string; caption: string }): ReactElement {
  return (
    <TableWrap label={caption}>
      <table className="leads__table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{by}</th>
            <th scope="col">Visits</th>
            <th scope="col">Visitors</th>
            {FORM_ORDER.map((form) => (
              <th scope="col" key={form}>
                {FORM_NAMES[form].plural}
              </th>
            ))}
            <th scope="col">Conversion</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.key}</th>
              <td>{row.visits}</td>
              <td>{row.visitors}</td>
              {FORM_ORDER.map((form) => (
                <td key={form}>{row.leads[form]}</td>
              ))}
              <td>{percent(row.conversion)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}

export function TrafficReport({ month, previous, next, bySource, byLanding }: TrafficReportProps): ReactElement {
  const label = monthLabel(month);
  return (
    <section className="card card__body traffic" aria-labelledby="traffic-heading">
      <div className="traffic__head">
        <h3 id="traffic-heading">{label}</h3>
        <nav className="traffic__months" aria-label="Months">
          {previous ? <a href={`${ADMIN}?month=${previous}#traffic`}>{`← ${monthLabel(previous)}`}</a> : null}
          {next ? <a href={`${ADMIN}?month=${next}#traffic`}>{`${monthLabel(next)} →`}</a> : null}
          <a className="btn btn--secondary" href={`${ADMIN}/traffic.csv?month=${month}`} download>
            Export CSV
          </a>
        </nav>
      </div>
      {bySource.length === 0 ? (
        <p className="muted">No visits or leads recorded in {label}.</p>
      ) : (
        <>
          <p className="muted">
            Light bar: visits; dark bar: leads; the figure after it is the conversion rate (leads over unique visitors).
          </p>
          <TableWrap label={`Chart of visits and leads by source, ${label}`}>
            <VisitsChart rows={bySource} />
          </TableWrap>
          <h4>By source</h4>
          <TrafficTable rows={bySource} by="Source" caption={`Visits and leads by source, ${label}`} />
          <h4>By landing page</h4>
          <TrafficTable rows={byLanding} by="Landing page" caption={`Visits and leads by landing page, ${label}`} />
        </>
      )}
    </section>
  );
}
