/**
 * Where each lead came from: the values a form sends beside
 * its fields are checked (bad ones dropped, never a refused lead), stored in the
 * columns the three forms share, and shown to staff in the notification e-mail, on
 * the detail page, in the CSV export and in the overview's leads per month by source.
 */
import { monthLabel } from '../../server/admin/views/LeadsBySource.tsx';
import { dayIn } from '../../server/submission-view.ts';
import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sourceOf } from '../../server/attribution.ts';
import { pdfFile } from '../support/resumes.ts';
import { adminApp, get, signIn, type Jar } from '../support/admin.ts';
import { row, submit, TABLE, VALID } from '../support/forms.ts';
import { eventually, mailConfig, must, TestSmtpServer } from '../support/mail.ts';

const SOURCE = {
  landing_path: '/blog/startup-idea',
  referrer: 'https://news.example.org/issues/42',
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'launch',
  utm_term: 'delivery app',
  utm_content: 'hero-link',
  form_path: '/contact-us',
};

const CSV_SOURCE_COLUMNS = [
  'landing_path',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'form_path',
];

describe('the checks of each value', () => {
  it('keeps valid values under their columns', () => {
    const { source, dropped } = sourceOf(SOURCE);
    expect(dropped).toEqual([]);
    expect(source).toEqual({
      landingPath: '/blog/startup-idea',
      referrer: 'https://news.example.org/issues/42',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'launch',
      utmTerm: 'delivery app',
      utmContent: 'hero-link',
      formPath: '/contact-us',
    });
  });

  it("keeps only a referrer's origin and path: its query, fragment and credentials never", () => {
    expect(sourceOf({ referrer: 'https://www.google.com/search?q=agency+ahmedabad#top' }).source.referrer).toBe(
      'https://www.google.com/search',
    );
    expect(sourceOf({ referrer: 'https://user:secret@example.com/x' })).toMatchObject({
      source: { referrer: null },
      dropped: ['referrer'],
    });
    expect(sourceOf({ referrer: 'javascript:alert(1)' }).dropped).toEqual(['referrer']);
  });

  it('drops a path with a query, a fragment, spaces, another origin or over 512 characters', () => {
    for (const path of [
      '/contact-us?email=a@b.c',
      '/x#y',
      '/a b',
      '//evil.example/x',
      'contact-us',
      `/${'a'.repeat(512)}`,
    ]) {
      const { source, dropped } = sourceOf({ form_path: path, landing_path: path });
      expect(source.formPath, path).toBeNull();
      expect(dropped, path).toEqual(['landing_path', 'form_path']);
    }
    expect(sourceOf({ form_path: `/${'a'.repeat(511)}` }).source.formPath).toHaveLength(512);
  });

  it('drops a utm value with control characters or over 200 characters, and folds whitespace', () => {
    expect(sourceOf({ utm_source: 'news\u0000letter' }).dropped).toEqual(['utm_source']);
    expect(sourceOf({ utm_campaign: 'launch\u202e' }).dropped).toEqual(['utm_campaign']);
    expect(sourceOf({ utm_term: 'x'.repeat(201) }).dropped).toEqual(['utm_term']);
    expect(sourceOf({ utm_term: '  spring\n sale ' }).source.utmTerm).toBe('spring sale');
    expect(sourceOf({ utm_medium: 'e-mail ✉️' }).source.utmMedium).toBe('e-mail ✉️');
  });

  it('stores nothing for what was not sent or was empty', () => {
    expect(Object.values(sourceOf({ utm_source: '  ' }).source).every((value) => value === null)).toBe(true);
  });
});

describe('attribution through the forms and the staff inbox', () => {
  let app: FastifyInstance;
  let jar: Jar;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    app = await adminApp(mailConfig(smtp.url));
    ({ jar } = await signIn(app));
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.stop();
  });
  afterEach(() => {
    smtp.received.length = 0;
  });

  it('stores the source of each form in the shared columns', async () => {
    const sent = [
      ['contact', submit(app, 'contact', { ...VALID.contact, ...SOURCE })],
      ['hire', submit(app, 'hire', { ...VALID.hire, ...SOURCE, form_path: '/hire-developer' })],
      [
        'job-apply',
        submit(app, 'job-apply', { ...VALID['job-apply'], ...SOURCE, form_path: '/career-job-apply' }, [
          { filename: 'cv.pdf', type: 'application/pdf', data: pdfFile('cv') },
        ]),
      ],
    ] as const;
    for (const [form, pending] of sent) {
      const res = await pending;
      expect(res.statusCode, res.body).toBe(201);
      const stored = must(await row(app, TABLE[form], res.json<{ id: string }>().id));
      expect(stored).toMatchObject({
        landing_path: '/blog/startup-idea',
        referrer: 'https://news.example.org/issues/42',
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: 'launch',
        utm_term: 'delivery app',
        utm_content: 'hero-link',
      });
      expect(stored['form_path'], form).toBe(
        form === 'contact' ? '/contact-us' : form === 'hire' ? '/hire-developer' : '/career-job-apply',
      );
    }
  });

  it('accepts the lead when a value is bad, storing the good ones and null for the bad', async () => {
    const res = await submit(app, 'contact', {
      ...VALID.contact,
      form_path: '/contact-us',
      landing_path: '/?utm_source=x',
      referrer: 'https://www.google.com/search?q=private+words',
      utm_source: 'a'.repeat(300),
      utm_campaign: 'launch',
    });
    expect(res.statusCode, res.body).toBe(201);
    const stored = must(await row(app, TABLE.contact, res.json<{ id: string }>().id));
    expect(stored).toMatchObject({
      form_path: '/contact-us',
      landing_path: null,
      referrer: 'https://www.google.com/search',
      utm_source: null,
      utm_campaign: 'launch',
    });
    expect(JSON.stringify(stored)).not.toContain('private');
  });

  it('a form sent without JavaScript (its path alone) stores the path and nulls', async () => {
    const res = await submit(app, 'hire', { ...VALID.hire, form_path: '/hire-developer' });
    expect(res.statusCode, res.body).toBe(201);
    const stored = must(await row(app, TABLE.hire, res.json<{ id: string }>().id));
    expect(stored).toMatchObject({
      form_path: '/hire-developer',
      landing_path: null,
      referrer: null,
      utm_source: null,
    });
  });

  it('puts the source in the staff notification and on the detail page', async () => {
    const res = await submit(app, 'contact', { ...VALID.contact, ...SOURCE, utm_content: '<b>hero</b>' });
    const { id } = res.json<{ id: string }>();
    // Earlier tests' e-mails may still arrive: this submission's notification links to its id.
    const ours = () =>
      smtp.received.find((mail) => mail.to.includes('sales@example.com') && mail.parsed.text?.includes(id));
    await eventually(() => ours() !== undefined, 15_000, 'the notification');
    const notification = must(ours(), 'the notification');
    expect(notification.parsed.text).toContain('Where it came from:');
    expect(notification.parsed.text).toContain('Campaign source: newsletter');
    expect(notification.parsed.text).toContain('Referrer: https://news.example.org/issues/42');
    expect(notification.parsed.text).toContain('Form page: /contact-us');
    expect(notification.parsed.html).toContain('&lt;b&gt;hero&lt;/b&gt;');

    const page = await get(app, jar, `/admin/contact/${id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Where it came from');
    for (const value of [
      '/blog/startup-idea',
      'https://news.example.org/issues/42',
      'newsletter',
      'launch',
      '/contact-us',
    ]) {
      expect(page.body).toContain(value);
    }
    expect(page.body).toContain('&lt;b&gt;hero&lt;/b&gt;');
    expect(page.body).not.toContain('<b>hero</b>');
  });

  it('exports the source in the CSV under its column names', async () => {
    const res = await get(app, jar, '/admin/contact/export.csv?state=all');
    expect(res.statusCode).toBe(200);
    const [header = [], ...records] = parse(res.body.replace(/^\uFEFF/, '')) as string[][];
    const at = header.indexOf('landing_path');
    expect(header.slice(at, at + CSV_SOURCE_COLUMNS.length)).toEqual(CSV_SOURCE_COLUMNS);
    const withSource = records.find((record) => record[header.indexOf('utm_content')] === 'hero-link');
    expect(must(withSource, 'a row with its source').slice(at, at + CSV_SOURCE_COLUMNS.length)).toEqual(
      CSV_SOURCE_COLUMNS.map((name) => SOURCE[name as keyof typeof SOURCE]),
    );
    const bare = records.find((record) => record[header.indexOf('landing_path')] === '');
    expect(must(bare, 'a row without a landing path')[header.indexOf('form_path')]).toBe('/contact-us');
  });

  it('counts leads per month by source in the overview, spam left out', async () => {
    await submit(app, 'hire', { ...VALID.hire, referrer: 'https://www.linkedin.com/feed/' });
    await submit(app, 'hire', { ...VALID.hire, utm_source: 'spam-campaign', website: 'http://spam.example' });
    const res = await get(app, jar, '/admin');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Leads per month by source');
    const hire = must(
      /<section[^>]*aria-labelledby="leads-hire"[^]*?<\/section>/.exec(res.body)?.[0],
      'the hire table',
    );
    // Hire requests so far: one from the newsletter, one direct, one from LinkedIn; the spam is not counted.
    expect(hire).toMatch(/<th scope="col" class="number">.*newsletter<\/th>/);
    expect(hire).toMatch(/<th scope="col" class="number">.*www\.linkedin\.com<\/th>/);
    expect(hire).toMatch(/<th scope="col" class="number">.*direct<\/th>/);
    expect(hire).not.toContain('spam-campaign');
    // This month in the agency's time zone, as the chart's table names it ("Sep 2026").
    const month = monthLabel(dayIn(new Date(), app.config.timeZone).slice(0, 7));
    const current = must(new RegExp(`<tr><th scope="row">${month}</th>(.*?)</tr>`).exec(hire)?.[1], 'this month');
    expect([...current.matchAll(/<td class="number">(\d+)<\/td>/g)].map((match) => Number(match[1]))).toEqual([
      1, 1, 1, 3,
    ]);
    expect(hire).toContain('<svg class="leads__chart"');
  });

  it('draws the five biggest sources apart and adds the rest up as "other sources"', async () => {
    const sources = ['alpha', 'alpha', 'alpha', 'bravo', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf'];
    for (const source of sources) {
      expect(
        (
          await submit(app, 'job-apply', { ...VALID['job-apply'], utm_source: source }, [
            { filename: 'cv.pdf', type: 'application/pdf', data: pdfFile('cv') },
          ])
        ).statusCode,
      ).toBe(201);
    }
    const res = await get(app, jar, '/admin');
    const table = must(
      /<section[^>]*aria-labelledby="leads-job-apply"[^]*?<\/section>/.exec(res.body)?.[0],
      'the table',
    );
    const columns = [
      ...table.matchAll(/<th scope="col"(?: class="number")?>(?:<span[^]*?<\/span> )?([^<]*)<\/th>/g),
    ].map((match) => match[1]);
    // One job application from the first test came with the newsletter: alpha 3, bravo 2, then 1 each.
    expect(columns).toEqual(['Month', 'alpha', 'bravo', 'charlie', 'delta', 'echo', 'other sources', 'Total']);
    // This month in the agency's time zone, as the chart's table names it ("Sep 2026").
    const month = monthLabel(dayIn(new Date(), app.config.timeZone).slice(0, 7));
    const current = must(new RegExp(`<tr><th scope="row">${month}</th>(.*?)</tr>`).exec(table)?.[1], 'this month');
    expect([...current.matchAll(/<td class="number">(\d+)<\/td>/g)].map((match) => Number(match[1]))).toEqual([
      3, 2, 1, 1, 1, 3, 11,
    ]);
  });
});
