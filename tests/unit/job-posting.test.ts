/**
 * Openings on Google for Jobs: the content schema of an opening, the JobPosting each
 * page carries (checked against Google's requirements, tests/rich-results.ts), and a
 * closed opening leaving the pages, the sitemap's list and the job application's positions.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { parse, stringify } from 'yaml';
import * as content from '../../app/content/content.server.ts';
import * as schema from '../../app/content/schema.ts';
import { jobPostingLd, openingSeo } from '../../app/lib/job-posting.server.ts';
import { openPositionTitles } from '../../app/forms/positions-module.server.ts';
import { htmlText, jobPostingProblems } from '../../server/content/job-posting-check.ts';

const site = new URL('https://www.example.com/');
const php = () => {
  const found = content.getOpenings().find((opening) => opening.slug === 'php-developer');
  if (!found) throw new Error('roles.yaml has no php-developer opening');
  return found;
};

describe('an opening in roles.yaml', () => {
  it('needs an address of its own, a posting date and a known job type, and says so in words', () => {
    const { slug: _slug, datePosted: _date, ...rest } = php();
    const result = schema.opening.safeParse({ ...rest, jobType: 'Full time' });
    expect(result.success).toBe(false);
    const issues = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(Object.keys(issues).sort()).toEqual(['datePosted', 'jobType', 'slug']);
    expect(issues['jobType']).toMatch(/choose one of FullTime, PartTime/);
  });

  it("refuses the application form's address, a closing date before the posting date and short lists", () => {
    const base = php();
    const issues = (value: unknown) =>
      (schema.opening.safeParse(value).error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(issues({ ...base, slug: 'job-apply' })).toEqual([`slug: "job-apply" is the application form's address`]);
    expect(issues({ ...base, slug: 'PHP Developer' })[0]).toMatch(/^slug: use lower-case letters/);
    expect(issues({ ...base, validThrough: '2026-10-01' })).toEqual([
      'validThrough: the last day to apply cannot come before the day the opening was posted',
    ]);
    expect(issues({ ...base, mustHaves: ['One', 'Two'] })).toEqual([
      'mustHaves: list at least three must-haves, one per line',
    ]);
  });

  it('never shares its address with another opening', () => {
    const roles = content.getRoles().map((role) => ({ ...role, openings: [...role.openings] }));
    const first = roles[0];
    if (!first?.openings[0]) throw new Error('the first tab has no opening');
    first.openings.push({ ...first.openings[0], title: 'Senior Business Development Executive' });
    const result = schema.roles.safeParse(roles);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [
        '0.openings.1.slug',
        'the address /career/business-development-executive is already used by "Business Development Executive"',
      ],
    ]);
  });
});

describe("an opening's JobPosting", () => {
  it("meets Google's requirements and the recommended properties, for every open opening", () => {
    const settings = content.getSettings();
    for (const opening of content.getOpenings()) {
      const data = jobPostingLd({ opening, settings, site, url: `${site.origin}/career/${opening.slug}` });
      expect(jobPostingProblems(data, { recommended: true }), opening.slug).toEqual([]);
    }
  });

  it('holds the full text as HTML, the place, the employment type and the identifier', () => {
    const opening = php();
    const data = jobPostingLd({
      opening,
      settings: content.getSettings(),
      site,
      url: `${site.origin}/career/php-developer`,
    });
    const description = String(data.description);
    expect(description).toMatch(/^<p>You will build/);
    for (const line of [...opening.mustHaves, ...opening.responsibilities])
      expect(htmlText(description)).toContain(line);
    expect(data).toMatchObject({
      title: 'PHP Developer',
      datePosted: '2026-11-02',
      employmentType: 'FULL_TIME',
      directApply: true,
      totalJobOpenings: 2,
      identifier: { '@type': 'PropertyValue', value: 'php-developer' },
      hiringOrganization: { name: 'Nexaweave Technologies Pvt. Ltd.', sameAs: site.href },
      jobLocation: { address: { addressLocality: 'Ahmedabad', addressRegion: 'Gujarat', addressCountry: 'IN' } },
    });
    expect(data).not.toHaveProperty('validThrough');
  });

  it('escapes the text, and adds validThrough as the end of that day in India when set', () => {
    const opening = {
      ...php(),
      description: `${php().description}\n\nBring <your> "A" game & more.`,
      validThrough: new Date('2027-01-31'),
    };
    const data = jobPostingLd({ opening, settings: content.getSettings(), site, url: site.href });
    expect(String(data.description)).toContain('<p>Bring &lt;your&gt; &quot;A&quot; game &amp; more.</p>');
    expect(data.validThrough).toBe('2027-01-31T23:59:59+05:30');
    expect(jobPostingProblems(data, { recommended: true })).toEqual([]);
  });

  it('is refused by the checker when a required property is missing or wrong', () => {
    const posting = jobPostingLd({ opening: php(), settings: content.getSettings(), site, url: site.href });
    const data = { ...posting } as Record<string, unknown>;
    const { datePosted: _posted, jobLocation: _location, ...without } = data;
    expect(jobPostingProblems(without)).toEqual(['datePosted is not an ISO 8601 date', 'jobLocation is missing']);
    expect(jobPostingProblems({ ...data, description: 'Plain words only' })).toEqual(['description is not HTML']);
    expect(jobPostingProblems({ ...data, employmentType: 'FullTime' })[0]).toMatch(/^employmentType is not one of/);
  });

  it('gives the page a title and description within the lengths every page keeps', () => {
    for (const opening of content.getOpenings()) {
      const seo = openingSeo(opening, content.getSettings());
      expect(seo.title).toBe(`${opening.title} job in ${opening.location ?? 'Ahmedabad'}`);
      expect(seo.description.length, opening.slug).toBeLessThanOrEqual(170);
    }
  });
});

describe('a closed opening', () => {
  const dir = mkdtempSync(join(tmpdir(), 'desk-publish-content-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('leaves the careers tabs, the prerendered pages and the job application positions', async () => {
    cpSync(content.CONTENT_DIR, dir, { recursive: true });
    const roles = parse(readFileSync(join(dir, 'roles.yaml'), 'utf8')) as {
      openings: { slug: string; closed?: boolean }[];
    }[];
    const closing = roles.flatMap((role) => role.openings).find((opening) => opening.slug === 'php-developer');
    if (!closing) throw new Error('roles.yaml has no php-developer opening');
    closing.closed = true;
    const yaml = stringify(roles);
    writeFileSync(join(dir, 'roles.yaml'), yaml);

    vi.resetModules();
    vi.stubEnv('CONTENT_DIR', dir);
    try {
      const closed = await import('../../app/content/content.server.ts');
      expect(closed.CONTENT_DIR).toBe(dir);
      expect(closed.contentPagePaths()).not.toContain('/career/php-developer');
      expect(closed.contentPagePaths()).toContain('/career/wordpress-developer');
      expect(closed.getOpenRoles().flatMap((role) => role.openings.map((opening) => opening.slug))).not.toContain(
        'php-developer',
      );
      // Still in the file, so a developer sees its history, but no longer a choice of the form.
      expect(closed.getRoles().flatMap((role) => role.openings.map((opening) => opening.slug))).toContain(
        'php-developer',
      );
      expect(openPositionTitles(yaml)).toEqual([
        'Business Development Executive',
        'WordPress Developer',
        'Coding Trainer + Job',
      ]);
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});
