import { getTableColumns } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { batchInsert, type EventRow } from '../../server/analytics/buffer.ts';
import { analyticsEvents } from '../../server/db/schema.ts';

const view: EventRow = {
  receivedAt: new Date('2026-12-07T01:00:00.000Z'),
  day: '2026-12-07',
  kind: 'pageview',
  path: '/about-us',
  route: '/about-us',
  device: 'phone',
  visitor: 9_007_199_254_740_993n,
  landingPath: '/',
  referrerHost: 'www.google.com',
  utmSource: 'newsletter',
};

describe('a batch of analytics events', () => {
  const dialect = new PgDialect();

  it('is one INSERT with one parameter however many events it holds (the per-value SQL building stalled every request)', () => {
    const query = dialect.sqlToQuery(batchInsert(Array.from({ length: 500 }, () => view)));
    expect(query.params).toHaveLength(1);
    expect(query.sql).toMatch(/^insert into "analytics_events" \(.+\) select .+ from json_to_recordset\(\$1::json\)/);
    expect(JSON.parse(String(query.params[0]))).toHaveLength(500);
  });

  it('writes every column of the table but the generated id, a bigint exactly and a missing value as null', () => {
    const query = dialect.sqlToQuery(batchInsert([view]));
    const [record] = JSON.parse(String(query.params[0])) as Record<string, unknown>[];
    const columns = Object.entries(getTableColumns(analyticsEvents))
      .filter(([property]) => property !== 'id')
      .map(([, column]) => column.name);
    expect(Object.keys(record ?? {})).toEqual(columns);
    expect(record).toMatchObject({
      received_at: '2026-12-07T01:00:00.000Z',
      visitor: '9007199254740993',
      utm_source: 'newsletter',
      lcp: null,
      utm_campaign: null,
    });
    for (const column of columns) expect(query.sql).toContain(`"${column}" `);
  });
});
