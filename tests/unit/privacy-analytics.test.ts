/**
 * What the privacy policy says about the visit statistics matches what the code does:
 * the raw reports' period is ANALYTICS_RAW_DAYS's default, and the policy names every
 * metric the script reports and says that neither the address nor the user agent is stored.
 */
import { describe, expect, it } from 'vitest';
import * as content from '../../app/content/content.server.ts';
import { METRICS } from '../../server/analytics/histogram.ts';
import { DEFAULT_ANALYTICS } from '../../server/config.ts';

const NAMES: Record<(typeof METRICS)[number], string> = {
  LCP: 'largest contentful paint',
  INP: 'interaction to next paint',
  CLS: 'cumulative layout shift',
  FCP: 'first contentful paint',
  TTFB: 'time to first byte',
};

describe('the privacy policy on visit statistics', () => {
  const section = content.getPage('privacy-policy').sections.find((s) => s.id === 'visit-statistics');
  const said = JSON.stringify(section ?? {});

  it('states the raw reports’ period as ANALYTICS_RAW_DAYS’s default', () => {
    expect(section, 'a visit-statistics section').toBeDefined();
    expect(said).toContain(`${DEFAULT_ANALYTICS.rawDays} days`);
  });

  it('names every metric the script reports, and that no cookie, address or user agent is kept', () => {
    for (const metric of METRICS) expect(said, metric).toContain(NAMES[metric]);
    expect(said).toContain('No cookie is set for this');
    expect(said).toContain('Your IP address and user agent are never stored.');
  });
});
