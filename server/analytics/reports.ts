/**
 * From raw events to what staff read: the daily roll-up (kept for good), the retention
 * of raw events, and the inbox's two reports, traffic and conversion by source or
 * landing page per month, and the field speed of the last 28 days.
 *
 * A day is the agency's (AGENCY_TIME_ZONE, Asia/Kolkata by default, the inbox's time
 * zone for every date): an event's `day` is the date it was received on there, and a
 * lead counts in the month of the agency's calendar it came in. A day is rolled up once
 * it has been over for ROLLUP_GRACE_MS (a batch received at 23:59:59 may still be on its
 * way to the database), by whichever replica gets there
 * first: the day's row in analytics_rollups is claimed in the same transaction that
 * writes its aggregates, so two replicas never add a day twice. Every report reads the
 * aggregates of rolled-up days and the raw events of the others, through the same
 * SELECTs the roll-up uses, so a figure does not change when its day is rolled up.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FormId } from '../../app/forms/index.ts';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import { SUBMISSION_TABLES } from '../db/inbox.ts';
import type { contactEnquiries } from '../db/schema.ts';
import { bucketSql, METRIC_SCALE, METRICS, percentile75, THRESHOLDS, type MetricName } from './histogram.ts';
import { dayIn } from '../submission-view.ts';

/** How long after its end a day is rolled up. */
export const ROLLUP_GRACE_MS = 10 * 60_000;
/** The source of a visit or a lead with neither a utm_source nor a referrer from another site. */
export const DIRECT = 'Direct';
/** The landing page of a lead sent without it (a visitor without JavaScript). */
export const LANDING_NOT_RECORDED = '(not recorded)';
/** The span of the field-speed report, as the Chrome UX Report's. */
export const SPEED_DAYS = 28;

const DAY_MS = 24 * 60 * 60_000;
/** The date of an instant at 00:00 UTC, YYYY-MM-DD: for counting whole days on the calendar. */
const utcDay = (instant: Date): string => instant.toISOString().slice(0, 10);
const addDays = (day: string, days: number) => utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** The site's own host names (SITE_URL's, ALLOWED_ORIGINS', loopback when local): a referrer from one is no source. */
export function ownHosts(config: Pick<Config, 'siteUrl' | 'allowedOrigins' | 'allowLoopbackOrigins'>): string[] {
  const hosts = [config.siteUrl, ...config.allowedOrigins].map((origin) => new URL(origin).hostname);
  if (config.allowLoopbackOrigins) hosts.push('localhost', '127.0.0.1', '[::1]');
  return [...new Set(hosts.map((host) => host.toLowerCase().replace(/^www\./, '')))];
}

/**
 * The source, for a visit and a lead alike: the utm_source, else the referrer's host
 * (without "www."; the site's own hosts do not count), else "Direct".
 */
function sourceSql(utmSource: SQL, referrerHost: SQL, own: readonly string[]): SQL<string> {
  const host = sql`regexp_replace(lower(${referrerHost}), '^www\\.', '')`;
  const ownList = sql.join(
    own.map((name) => sql`${name}`),
    sql`, `,
  );
  return sql<string>`coalesce(nullif(btrim(${utmSource}), ''), case when ${host} in (${ownList}) then null else nullif(${host}, '') end, ${DIRECT})`;
}

/** Days not yet rolled up. */
const unrolled = sql`not exists (select 1 from analytics_rollups r where r.day = e.day)`;

/** Page views and visitors per day, by source and by landing page, of the raw events `where` selects. */
function trafficSelect(where: SQL, own: readonly string[]): SQL {
  const source = sourceSql(sql`e.utm_source`, sql`e.referrer_host`, own);
  const landing = sql`coalesce(e.landing_path, e.path)`;
  return sql`
    select e.day, 'source' as dimension, ${source} as value, count(*)::int as visits, count(distinct e.visitor)::int as visitors
      from analytics_events e where e.kind = 'pageview' and ${where} group by e.day, 3
    union all
    select e.day, 'landing', ${landing}, count(*)::int, count(distinct e.visitor)::int
      from analytics_events e where e.kind = 'pageview' and ${where} group by e.day, 3`;
}

/** Each metric's samples per day, route, device class and bucket, of the raw events `where` selects. */
function vitalsSelect(where: SQL): SQL {
  const values = sql.join(
    METRICS.map((metric) => sql`(${metric}, e.${sql.identifier(metric.toLowerCase())} * ${METRIC_SCALE[metric]})`),
    sql`, `,
  );
  return sql`
    select e.day, e.route, e.device, m.metric, ${bucketSql(sql`m.value`)} as bucket, count(*)::int as samples
      from analytics_events e cross join lateral (values ${values}) as m(metric, value)
      where e.kind = 'vitals' and m.value is not null and ${where}
      group by e.day, e.route, e.device, m.metric, 5`;
}

/**
 * Page loads with an LCP per day, route and device class, and those that passed all three
 * Core Web Vitals; a load without an interaction has no INP and fails none.
 */
function loadsSelect(where: SQL): SQL {
  const passing = sql`e.lcp <= ${THRESHOLDS.LCP.good} and coalesce(e.cls, 0) <= ${THRESHOLDS.CLS.good} and coalesce(e.inp, 0) <= ${THRESHOLDS.INP.good}`;
  return sql`
    select e.day, e.route, e.device, count(*)::int as loads, (count(*) filter (where ${passing}))::int as passing
      from analytics_events e where e.kind = 'vitals' and e.lcp is not null and ${where}
      group by e.day, e.route, e.device`;
}

/** Rolls up every finished day (of the agency's calendar, in `timeZone`) not yet rolled up; returns the days it rolled up. */
export async function rollUp(
  database: Database,
  now: Date,
  own: readonly string[],
  timeZone: string,
): Promise<string[]> {
  // The day before the one it is ROLLUP_GRACE_MS ago there: over for at least that long.
  const last = addDays(dayIn(new Date(now.getTime() - ROLLUP_GRACE_MS), timeZone), -1);
  const pending = await rows<{ day: string }>(
    database.db,
    sql`select distinct e.day::text as day from analytics_events e where e.day <= ${last}::date and ${unrolled} order by 1`,
  );
  const rolled: string[] = [];
  for (const { day } of pending) {
    const done = await database.transaction(async (tx) => {
      const claimed = await rows(
        tx as unknown as Db,
        sql`insert into analytics_rollups (day) values (${day}::date) on conflict do nothing returning day`,
      );
      if (claimed.length === 0) return false;
      const onDay = sql`e.day = ${day}::date`;
      await tx.execute(
        sql`insert into analytics_daily_traffic (day, dimension, value, visits, visitors) ${trafficSelect(onDay, own)}`,
      );
      await tx.execute(
        sql`insert into analytics_daily_vitals (day, route, device, metric, bucket, samples) ${vitalsSelect(onDay)}`,
      );
      await tx.execute(
        sql`insert into analytics_daily_loads (day, route, device, loads, passing) ${loadsSelect(onDay)}`,
      );
      return true;
    });
    if (done) rolled.push(day);
  }
  return rolled;
}

export interface AnalyticsRetentionResult {
  /** Days rolled up into the daily aggregates by this run. */
  rolledUp: number;
  /** Raw events deleted. */
  events: number;
}

/**
 * The retention job's part: rolls up what is due, then deletes the raw events of days
 * older than `rawDays` (only days already rolled up, so nothing is lost that the
 * aggregates lack) and every salt of an earlier day than today's.
 */
export async function pruneAnalytics(
  database: Database,
  rawDays: number,
  now: Date,
  own: readonly string[],
  timeZone: string,
): Promise<AnalyticsRetentionResult> {
  if (!Number.isInteger(rawDays) || rawDays < 1) throw new Error('rawDays must be at least 1');
  const rolledUp = (await rollUp(database, now, own, timeZone)).length;
  const today = dayIn(now, timeZone);
  const oldest = addDays(today, -rawDays);
  const deleted = await rows(
    database.db,
    sql`delete from analytics_events e where e.day < ${oldest}::date and not ${unrolled} returning 1`,
  );
  await database.db.execute(sql`delete from analytics_salts where day < ${today}::date`);
  return { rolledUp, events: deleted.length };
}

/** A month as YYYY-MM and its days [first, next month's first). */
export function monthSpan(month: string): { from: string; to: string } {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return {
    from: utcDay(new Date(Date.UTC(year, number - 1, 1))),
    to: utcDay(new Date(Date.UTC(year, number, 1))),
  };
}

export type TrafficDimension = 'source' | 'landing';

export interface TrafficRow {
  month: string;
  /** The source, or the landing page's path. */
  key: string;
  visits: number;
  visitors: number;
  leads: Record<FormId, number>;
  /** All leads over unique visitors; null without visitors. */
  conversion: number | null;
}

/** Leads per month and source or landing page for each form, spam left out, in the days [from, to) of `timeZone`. */
async function leadCounts(
  db: Db,
  dimension: TrafficDimension,
  from: string,
  to: string,
  own: readonly string[],
  timeZone: string,
) {
  const counts: { form: FormId; month: string; key: string; leads: number }[] = [];
  for (const form of Object.keys(SUBMISSION_TABLES) as FormId[]) {
    const table = SUBMISSION_TABLES[form] as typeof contactEnquiries;
    const key =
      dimension === 'source'
        ? sourceSql(sql`${table.utmSource}`, sql`substring(${table.referrer} from '^https?://([^/:]+)')`, own)
        : sql`coalesce(${table.landingPath}, ${LANDING_NOT_RECORDED})`;
    const found = await rows<{ month: string; key: string; leads: number }>(
      db,
      sql`select to_char(${table.createdAt} at time zone ${timeZone}, 'YYYY-MM') as month, ${key} as key, count(*)::int as leads
          from ${table} where ${table.isSpam} = false
            and ${table.createdAt} >= ${from}::timestamp at time zone ${timeZone}
            and ${table.createdAt} < ${to}::timestamp at time zone ${timeZone}
          group by 1, 2`,
    );
    counts.push(...found.map((row) => ({ form, ...row, leads: Number(row.leads) })));
  }
  return counts;
}

/**
 * Visits (page views), unique visitors, leads of each form and the conversion rate per
 * month and source (or landing page), for the months in [fromMonth, toMonth] of the
 * agency's calendar (`timeZone`), busiest first.
 */
export async function trafficReport(
  db: Db,
  dimension: TrafficDimension,
  fromMonth: string,
  toMonth: string,
  own: readonly string[],
  timeZone: string,
): Promise<TrafficRow[]> {
  const from = monthSpan(fromMonth).from;
  const to = monthSpan(toMonth).to;
  const inSpan = sql`e.day >= ${from}::date and e.day < ${to}::date`;
  const traffic = await rows<{ month: string; key: string; visits: number; visitors: number }>(
    db,
    sql`select to_char(t.day, 'YYYY-MM') as month, t.value as key, sum(t.visits)::int as visits, sum(t.visitors)::int as visitors
        from (
          select e.day, e.dimension, e.value, e.visits, e.visitors from analytics_daily_traffic e where ${inSpan}
          union all ${trafficSelect(sql`${inSpan} and ${unrolled}`, own)}
        ) t where t.dimension = ${dimension} group by 1, 2`,
  );
  const byKey = new Map<string, TrafficRow>();
  const rowFor = (month: string, key: string) => {
    const id = `${month}\u0000${key}`;
    let row = byKey.get(id);
    if (!row) {
      row = { month, key, visits: 0, visitors: 0, leads: { contact: 0, hire: 0, 'job-apply': 0 }, conversion: null };
      byKey.set(id, row);
    }
    return row;
  };
  for (const { month, key, visits, visitors } of traffic) {
    const row = rowFor(month, key);
    row.visits = Number(visits);
    row.visitors = Number(visitors);
  }
  for (const { form, month, key, leads } of await leadCounts(db, dimension, from, to, own, timeZone)) {
    rowFor(month, key).leads[form] += leads;
  }
  const report = [...byKey.values()];
  for (const row of report) {
    const leads = row.leads.contact + row.leads.hire + row.leads['job-apply'];
    row.conversion = row.visitors > 0 ? leads / row.visitors : null;
  }
  return report.sort((a, b) => a.month.localeCompare(b.month) || b.visits - a.visits || a.key.localeCompare(b.key));
}

export interface SpeedRow {
  route: string;
  device: string;
  /** Each metric's 75th percentile (ms, CLS unitless) and samples; a metric without samples is absent. */
  metrics: Partial<Record<MetricName, { p75: number; samples: number }>>;
  /** Page loads with an LCP, and the share of them that passed all three Core Web Vitals. */
  loads: number;
  passingShare: number | null;
}

/**
 * The field speed of the SPEED_DAYS days up to `now`'s (in `timeZone`), per route and
 * device class, as the Chrome UX Report shows it.
 */
export async function speedReport(db: Db, now: Date, timeZone: string): Promise<SpeedRow[]> {
  const from = addDays(dayIn(now, timeZone), -(SPEED_DAYS - 1));
  const inSpan = sql`e.day >= ${from}::date`;
  const buckets = await rows<{ route: string; device: string; metric: MetricName; bucket: number; samples: number }>(
    db,
    sql`select v.route, v.device, v.metric, v.bucket, sum(v.samples)::int as samples from (
          select e.day, e.route, e.device, e.metric, e.bucket, e.samples from analytics_daily_vitals e where ${inSpan}
          union all ${vitalsSelect(sql`${inSpan} and ${unrolled}`)}
        ) v group by 1, 2, 3, 4`,
  );
  const loads = await rows<{ route: string; device: string; loads: number; passing: number }>(
    db,
    sql`select l.route, l.device, sum(l.loads)::int as loads, sum(l.passing)::int as passing from (
          select e.day, e.route, e.device, e.loads, e.passing from analytics_daily_loads e where ${inSpan}
          union all ${loadsSelect(sql`${inSpan} and ${unrolled}`)}
        ) l group by 1, 2`,
  );
  const histograms = new Map<string, Map<MetricName, Map<number, number>>>();
  for (const row of buckets) {
    const id = `${row.route}\u0000${row.device}`;
    const metrics = histograms.get(id) ?? new Map<MetricName, Map<number, number>>();
    histograms.set(id, metrics);
    const histogram = metrics.get(row.metric) ?? new Map<number, number>();
    metrics.set(row.metric, histogram);
    histogram.set(Number(row.bucket), (histogram.get(Number(row.bucket)) ?? 0) + Number(row.samples));
  }
  const report: SpeedRow[] = [];
  for (const [id, metrics] of histograms) {
    const [route = '', device = ''] = id.split('\u0000');
    const row: SpeedRow = { route, device, metrics: {}, loads: 0, passingShare: null };
    for (const [metric, histogram] of metrics) {
      const p75 = percentile75(metric, histogram);
      const samples = [...histogram.values()].reduce((sum, count) => sum + count, 0);
      if (p75 !== undefined) row.metrics[metric] = { p75, samples };
    }
    const counted = loads.find((load) => load.route === route && load.device === device);
    if (counted && Number(counted.loads) > 0) {
      row.loads = Number(counted.loads);
      row.passingShare = Number(counted.passing) / row.loads;
    }
    report.push(row);
  }
  const order = ['phone', 'tablet', 'desktop'];
  return report.sort((a, b) => a.route.localeCompare(b.route) || order.indexOf(a.device) - order.indexOf(b.device));
}
