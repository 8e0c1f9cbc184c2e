/**
 * Real visitors' speed, in the overview: for the last 28 days, the 75th percentile of
 * each Core Web Vital (and FCP and TTFB) per route and device class, as the Chrome UX
 * Report shows it, each rated good, needs improvement or poor by web.dev's thresholds,
 * and the share of page loads that passed all three Core Web Vitals.
 */
import type { ReactElement } from 'react';
import { METRICS, rating, type MetricName } from '../../analytics/histogram.ts';
import type { SpeedRow } from '../../analytics/reports.ts';
import { ADMIN } from './inbox.ts';
import { percent } from './TrafficReport.tsx';
import { TableWrap } from './TableWrap.tsx';

export interface FieldSpeedProps {
  days: number;
  rows: SpeedRow[];
}

const RATING_LABEL = { good: 'good', 'needs-improvement': 'needs improvement', poor: 'poor' } as const;

/** A metric's value as people read it: seconds for the timings, CLS to two decimals. */
export function metricText(metric: MetricName, value: number): string {
  if (metric === 'CLS') return value.toFixed(2);
  return value < 1000 ? `${Math.round(value)} ms` : `${(value / 1000).toFixed(2)} s`;
}

function MetricCell({ metric, row }: { metric: MetricName; row: SpeedRow }): ReactElement {
  const figure = row.metrics[metric];
  if (!figure) return <td className="muted">–</td>;
  const rated = rating(metric, figure.p75);
  return (
    <td>
      <span className={`speed__value speed__value--${rated}`}>{metricText(metric, figure.p75)}</span>
      <span className="sr-only">{`, ${RATING_LABEL[rated]}`}</span>
      <span className="speed__samples">{` (${figure.samples})`}</span>
    </td>
  );
}

export function FieldSpeed({ days, rows }: FieldSpeedProps): ReactElement {
  return (
    <section className="card card__body speed" aria-labelledby="speed-heading">
      <div className="traffic__head">
        <h3 id="speed-heading">{`Last ${days} days`}</h3>
        <a className="btn btn--secondary" href={`${ADMIN}/speed.csv`} download>
          Export CSV
        </a>
      </div>
      {rows.length === 0 ? (
        <p className="muted">No page loads measured in the last {days} days.</p>
      ) : (
        <TableWrap label={`Field speed per route and device, last ${days} days`}>
          <table className="leads__table speed__table">
            <caption className="sr-only">{`75th percentile of each metric per route and device, last ${days} days`}</caption>
            <thead>
              <tr>
                <th scope="col">Route</th>
                <th scope="col">Device</th>
                {METRICS.map((metric) => (
                  <th scope="col" key={metric}>
                    {metric}
                  </th>
                ))}
                <th scope="col">Passing all three</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.route} ${row.device}`}>
                  <th scope="row">{row.route}</th>
                  <td className="speed__device">{row.device}</td>
                  {METRICS.map((metric) => (
                    <MetricCell key={metric} metric={metric} row={row} />
                  ))}
                  <td>
                    {row.passingShare === null ? (
                      <span className="muted">–</span>
                    ) : (
                      <span className="speed__share">
                        <svg width="60" height="8" aria-hidden="true" focusable="false">
                          <rect width="60" height="8" fill="#e4e7ec" />
                          <rect width={60 * row.passingShare} height="8" fill="#0e9384" />
                        </svg>{' '}
                        {`${percent(row.passingShare)} of ${row.loads}`}
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </section>
  );
}
