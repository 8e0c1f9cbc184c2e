/**
 * How a Core Web Vital's samples are kept for good: a histogram of narrow buckets per
 * day, route and device class (analytics_daily_vitals), from which the 75th percentile
 * of any span of days is read back, as the Chrome UX Report reads its own.
 *
 * A bucket's upper bound is 1 % above its lower one, so a percentile read from them is
 * at most 1 % above the samples' own. Values are bucketed by the database alone
 * (`bucketSql`), when a day is rolled up and when today's raw events are read, so both
 * paths put a value in the same bucket; this module turns buckets back into values.
 */
import { sql, type SQL } from 'drizzle-orm';

export const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type MetricName = (typeof METRICS)[number];

/** Each bucket's upper bound over its lower one. */
export const BUCKET_RATIO = 1.01;

/** CLS is bucketed in thousandths (a value of 0.001 is one unit); the others in milliseconds. */
export const METRIC_SCALE: Record<MetricName, number> = { LCP: 1, INP: 1, CLS: 1000, FCP: 1, TTFB: 1 };

/**
 * The "good" and "poor" thresholds web.dev publishes (a value at most `good` is good,
 * above `poor` is poor), in the metric's own unit: milliseconds, CLS unitless.
 */
export const THRESHOLDS: Record<MetricName, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

/**
 * The bucket of a scaled value: 0 holds zero (a page that never shifted), 1 holds
 * (0, 1], and bucket b > 1 holds (R^(b-2), R^(b-1)].
 */
export function bucketSql(scaled: SQL): SQL<number> {
  return sql<number>`(case when ${scaled} <= 0 then 0 else 1 + greatest(0, ceil(ln(${scaled}) / ln(${sql.raw(String(BUCKET_RATIO))})))::int end)`;
}

/** A bucket's upper bound, in the metric's own unit. */
export function bucketValue(metric: MetricName, bucket: number): number {
  return bucket <= 0 ? 0 : BUCKET_RATIO ** (bucket - 1) / METRIC_SCALE[metric];
}

/**
 * The 75th percentile of a histogram (bucket → samples) by the nearest-rank method: the
 * value below which three quarters of the samples lie; undefined without samples.
 */
export function percentile75(metric: MetricName, histogram: ReadonlyMap<number, number>): number | undefined {
  const total = [...histogram.values()].reduce((sum, samples) => sum + samples, 0);
  if (total === 0) return undefined;
  const rank = Math.ceil(total * 0.75);
  let seen = 0;
  for (const bucket of [...histogram.keys()].sort((a, b) => a - b)) {
    seen += histogram.get(bucket) ?? 0;
    if (seen >= rank) return bucketValue(metric, bucket);
  }
  return undefined;
}

/** good, needs-improvement or poor, by the thresholds above. */
export function rating(metric: MetricName, value: number): 'good' | 'needs-improvement' | 'poor' {
  const { good, poor } = THRESHOLDS[metric];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}
