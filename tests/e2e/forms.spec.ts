/**
 * A visitor fills each form in a real browser: sees the messages, corrects them,
 * sends, lands on /thank-you, and the database holds exactly what was typed and the
 * resume's SHA-256. Then the failures: a server error, a cut network, a refused
 * file, a double click; the form keeps everything and says what happened.
 *
 * How the database is checked: each test worker starts its own server in this
 * process, with buildApp from server/app.ts on the built site (DIST_DIR, default
 * build/client/), listening on a free port of 127.0.0.1 with its own empty data folder. The
 * test reads that server's database through the same `app.database` the routes
 * write with: PGlite in the data folder, or the PostgreSQL of TEST_DATABASE_URL.
 * So nothing is added to the production code for tests (no test-only route), the
 * check sees committed rows exactly as stored, and no file is shared with the
 * configured webServer (whose PGlite folder another process holds open).
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from './fixtures.ts';
import { sql } from 'drizzle-orm';
import { parse as parseYaml } from 'yaml';
import type { FastifyInstance } from 'fastify';
import { fieldsOf, hire, jobApply, type SwitchField } from '../../app/forms/index.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { exeFile, pdfFile, pdfOfSize } from '../support/resumes.ts';
import { E2E_ADMIN_USER } from './admin-credentials.ts';
import { waitForLoader } from './helpers.ts';
import { specText } from '../support/typography.ts';

let app: FastifyInstance;
let base: string;
let dataDir: string;

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'nexaweave-e2e-forms-'));
  const config = {
    ...loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '1000' }),
    databaseUrl: process.env['TEST_DATABASE_URL'] || undefined,
  };
  app = await buildApp(config);
  base = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('127.0.0.1', 'localhost');
});

test.afterAll(async () => {
  await app?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function rows(table: string, where: Record<string, string>): Promise<Record<string, unknown>[]> {
  const [[column, value]] = Object.entries(where) as [[string, string]];
  const result = (await app.database.db.execute(
    sql`SELECT * FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${value}`,
  )) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
/** A value no other test types, so each test finds its own rows. */
const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function open(page: Page, path: string) {
  await page.goto(`${base}${path}`);
  // The form is ready once React has hydrated it.
  await expect(page.locator('[data-site-form][data-ready]')).toHaveCount(1);
}

/** A control by its exact label, as a visitor reads it. */
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** The error slot under a control. */
const errorOf = (page: Page, label: string) =>
  page.locator('[data-field]', { has: field(page, label) }).locator('[data-error]');

/** The hire form's salary labels, as the shared definition names them. */
const hireFields = fieldsOf(hire);
const SALARY = hireFields.find((f): f is SwitchField => f.kind === 'switch' && f.name === 'salary');
const SALARY_TYPE_FIELD = hireFields.find((f) => f.name === 'salary_type');
const SALARY_TYPE = SALARY_TYPE_FIELD && SALARY_TYPE_FIELD.kind !== 'switch' ? SALARY_TYPE_FIELD.label : '';
const HOURLY = SALARY?.cases['Hourly']?.label ?? '';
const MONTHLY = SALARY?.cases['Monthly']?.label ?? '';

/** A joining date the shared rule accepts whenever the test runs: 30 days from today. */
const JOINING_DATE = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

test.describe('contact form', () => {
  test('shows every message, updates them live, sends, and stores what was typed', async ({ page }) => {
    await open(page, '/contact-us');
    const submit = page.getByRole('button', { name: 'Send enquiry' });

    // Nothing is shown before the first attempt.
    await field(page, 'Full name').fill('P');
    await expect(page.locator('[data-error]:not(:empty)')).toHaveCount(0);
    await field(page, 'Full name').fill('');

    await submit.click();
    await expect(errorOf(page, 'Full name')).toHaveText('field is required.');
    await expect(errorOf(page, 'Email address')).toHaveText('field is required.');
    await expect(errorOf(page, 'Phone number')).toHaveText('field is required.');
    await expect(errorOf(page, 'Project budget')).toHaveText('Please select your Budget.');
    await expect(errorOf(page, 'How can we help?')).toHaveText('field is required.');
    await expect(errorOf(page, 'Company name (optional)')).toHaveText('');
    // The focus goes to the summary of what to correct (announced by its heading), not to a field.
    await expect(page.locator('[data-error-summary]')).toBeFocused();
    await expect(field(page, 'Full name')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Full name')).toHaveAccessibleDescription(/field is required\./);
    await expect(page.locator('[data-status]')).toHaveText(
      'Please correct the highlighted fields, then send the form again.',
    );

    const name = unique('Priya Sharma');
    await field(page, 'Full name').fill(name);
    await expect(errorOf(page, 'Full name')).toHaveText('');
    await expect(field(page, 'Full name')).not.toHaveAttribute('aria-invalid', 'true');

    await field(page, 'Email address').fill('priya@acme');
    await expect(errorOf(page, 'Email address')).toHaveText('Email must be a valid email address.');
    await field(page, 'Email address').fill('priya@acme-retail.example.com');
    await expect(errorOf(page, 'Email address')).toHaveText('');

    const phone = field(page, 'Phone number');
    await expect(phone).toHaveAttribute('inputmode', 'numeric');
    await expect(phone).toHaveAttribute('maxlength', '12');
    await phone.fill('98765 abc');
    await expect(errorOf(page, 'Phone number')).toHaveText('Please valid number is allowed');
    await phone.fill('98765');
    await expect(errorOf(page, 'Phone number')).toHaveText('Please enter 10 to 12 digits.');
    await phone.fill('');
    await phone.pressSequentially('98765432101234');
    await expect(phone).toHaveValue('987654321012');
    await expect(errorOf(page, 'Phone number')).toHaveText('');

    await field(page, 'Project budget').selectOption({ label: '$1,000 - $3,000' });
    await field(page, 'Teams ID (optional)').fill('priya.sharma');
    const message = 'We need a delivery app for 40 stores.\nLive before Diwali, <b>please</b> & thanks.';
    await field(page, 'How can we help?').fill(message);
    await expect(page.locator('[data-error]:not(:empty)')).toHaveCount(0);

    await submit.click();
    await expect(page).toHaveURL(`${base}/thank-you`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Thank you');

    const stored = await rows('contact_enquiries', { fullname: name });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      fullname: name,
      email: 'priya@acme-retail.example.com',
      phone: '987654321012',
      companyname: null,
      budget: '$1000 - $3000',
      skype: 'priya.sharma',
      message,
      is_spam: false,
    });
    expect(String(stored[0]?.['user_agent'])).toContain('Chrome');
  });

  test('a refused attempt lists the fields to correct at the top of the form, in view', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/contact-us');
    const submit = page.getByRole('button', { name: 'Send enquiry' });
    await submit.scrollIntoViewIfNeeded();
    await submit.click();
    const summary = page.locator('[data-error-summary]');
    await expect(summary.getByRole('link')).toHaveCount(5);
    // The fields by name, without "Label: message": each message is shown once, under its field.
    await expect(summary.getByRole('link').first()).toHaveText('Full name');
    await expect(summary.getByRole('heading')).toHaveText('Please check 5 fields before sending.');
    await expect(summary).toBeFocused();
    await expect(summary).toHaveAccessibleName('Please check 5 fields before sending.');
    // Above the first field (and so above Send), and on screen once the focus has moved there.
    const [box, first] = await Promise.all([summary.boundingBox(), field(page, 'Full name').boundingBox()]);
    expect(box && first && box.y + box.height <= first.y).toBe(true);
    await expect(summary).toBeInViewport();
    // Fully below the sticky header, heading included.
    const header = page.getByRole('banner');
    await expect
      .poll(async () => {
        const [bar, shown] = await Promise.all([header.boundingBox(), summary.boundingBox()]);
        return bar && shown ? shown.y - (bar.y + bar.height) : Number.NaN;
      })
      .toBeGreaterThanOrEqual(0);
    // The status region below the form does not repeat it on screen.
    await expect(page.locator('[data-status]')).not.toBeInViewport();
  });

  test('a server error keeps everything, says so, and sending again works', async ({ page }) => {
    await open(page, '/contact-us');
    const name = unique('Server Error');
    await field(page, 'Full name').fill(name);
    await field(page, 'Email address').fill('rahul@example.com');
    await field(page, 'Phone number').fill('9876543210');
    await field(page, 'Project budget').selectOption('$5000 +');
    await field(page, 'How can we help?').fill('Please call me back.');

    let posts = 0;
    await page.route('**/webAPI/contact_insert.php', async (route) => {
      posts += 1;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":"INTERNAL_ERROR","message":"x"}',
      });
    });
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.locator('[data-status]')).toHaveText(
      'Something went wrong on our side and your form was not saved. Please try again in a few minutes. Everything you entered is still here.',
    );
    await expect(page.locator('[data-site-form]')).toHaveAttribute('data-tone', 'error');
    expect(posts).toBe(1);
    await expect(page).toHaveURL(`${base}/contact-us`);
    await expect(field(page, 'Full name')).toHaveValue(name);
    await expect(field(page, 'Email address')).toHaveValue('rahul@example.com');
    await expect(field(page, 'Phone number')).toHaveValue('9876543210');
    await expect(field(page, 'Project budget')).toHaveValue('$5000 +');
    await expect(field(page, 'How can we help?')).toHaveValue('Please call me back.');
    await expect(page.getByRole('button', { name: 'Send enquiry' })).not.toHaveAttribute('aria-disabled', 'true');
    expect(await rows('contact_enquiries', { fullname: name })).toHaveLength(0);

    await page.unroute('**/webAPI/contact_insert.php');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page).toHaveURL(`${base}/thank-you`);
    expect(await rows('contact_enquiries', { fullname: name })).toHaveLength(1);
  });

  test('explains a busy server, a rate limit and a database outage', async ({ page }) => {
    await open(page, '/contact-us');
    await field(page, 'Full name').fill('Priya Sharma');
    await field(page, 'Email address').fill('priya@example.com');
    await field(page, 'Phone number').fill('9876543210');
    await field(page, 'Project budget').selectOption('$100 - $500');
    await field(page, 'How can we help?').fill('Hello');

    const answers: [number, Record<string, string>, string][] = [
      [
        429,
        { 'retry-after': '42' },
        'You have sent several forms in a short time. Please wait 42 seconds and try again. Everything you entered is still here.',
      ],
      [
        503,
        {},
        'We cannot save forms right now because our database is unavailable. Please try again in a few minutes. Everything you entered is still here.',
      ],
      [
        502,
        {},
        'Something went wrong on our side and your form was not saved. Please try again in a few minutes. Everything you entered is still here.',
      ],
    ];
    for (const [status, headers, text] of answers) {
      await page.route('**/webAPI/contact_insert.php', (route) => route.fulfill({ status, headers, body: '' }));
      await page.getByRole('button', { name: 'Send enquiry' }).click();
      await expect(page.locator('[data-status]')).toHaveText(text);
      await page.unroute('**/webAPI/contact_insert.php');
    }
    await expect(field(page, 'Full name')).toHaveValue('Priya Sharma');
  });

  test('a server that never answers: the time-out keeps everything and says so', async ({ page }) => {
    // The form waits 30 s (AbortSignal.timeout in app/components/forms/SiteForm.tsx) before giving up.
    test.setTimeout(120_000);
    await open(page, '/contact-us');
    const name = unique('Slow Server');
    await field(page, 'Full name').fill(name);
    await field(page, 'Email address').fill('priya@example.com');
    await field(page, 'Phone number').fill('9876543210');
    await field(page, 'Project budget').selectOption('$100 - $500');
    await field(page, 'How can we help?').fill('Hello');
    await page.route('**/webAPI/contact_insert.php', () => {
      // Never answered.
    });
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.locator('[data-status]')).toHaveText(
      'Our server did not answer in time, so we cannot confirm that your form arrived. Please try again. Everything you entered is still here.',
      { timeout: 45_000 },
    );
    await expect(field(page, 'Full name')).toHaveValue(name);
    await expect(page.locator('[data-site-form] button[type="submit"]')).toHaveText('Send enquiry');
    await page.unroute('**/webAPI/contact_insert.php');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page).toHaveURL(`${base}/thank-you`);
  });

  test('sends once however often the button is pressed', async ({ page }) => {
    await open(page, '/contact-us');
    const name = unique('Double Click');
    await field(page, 'Full name').fill(name);
    await field(page, 'Email address').fill('priya@example.com');
    await field(page, 'Phone number').fill('9876543210');
    await field(page, 'Project budget').selectOption('$100 - $500');
    await field(page, 'How can we help?').fill('Hello');

    let posts = 0;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/webAPI/contact_insert.php', async (route) => {
      posts += 1;
      await held;
      await route.continue();
    });
    // Located by type, not by name: while sending, the button reads "Sending…".
    const button = page.locator('[data-site-form] button[type="submit"]');
    await expect(button).toHaveText('Send enquiry');
    await button.click();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveText('Sending…');
    await expect(page.locator('[data-site-form] form')).toHaveAttribute('aria-busy', 'true');
    await button.click({ force: true });
    await field(page, 'How can we help?').press('Control+Enter');
    await field(page, 'Full name').press('Enter');
    release();
    await expect(page).toHaveURL(`${base}/thank-you`);
    expect(posts).toBe(1);
    expect(await rows('contact_enquiries', { fullname: name })).toHaveLength(1);
  });

  test('a visitor without the XSRF-TOKEN cookie gets one before sending', async ({ page, context }) => {
    await open(page, '/contact-us');
    await context.clearCookies();
    const name = unique('Fresh Visitor');
    await field(page, 'Full name').fill(name);
    await field(page, 'Email address').fill('priya@example.com');
    await field(page, 'Phone number').fill('9876543210');
    await field(page, 'Project budget').selectOption('$100 - $500');
    await field(page, 'How can we help?').fill('Hello');
    const post = page.waitForRequest('**/webAPI/contact_insert.php');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    const request = await post;
    const cookie = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.sameSite).toBe('Strict');
    expect(cookie?.httpOnly).toBe(false);
    expect(request.headers()['x-xsrf-token']).toBe(cookie?.value);
    await expect(page).toHaveURL(`${base}/thank-you`);
    expect(await rows('contact_enquiries', { fullname: name })).toHaveLength(1);
  });
});

test.describe('hire-developer form', () => {
  test('salary follows the salary type; messages, corrections, storage', async ({ page }) => {
    await open(page, '/hire-developer');
    for (const legend of ['Personal / Company Details', 'Project details', 'Hire Developer Details']) {
      await expect(page.getByRole('group', { name: legend })).toBeVisible();
    }
    const hourly = field(page, HOURLY);
    const monthly = field(page, MONTHLY);
    await expect(hourly).toBeHidden();
    await expect(monthly).toBeHidden();

    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(errorOf(page, 'Your name or company name')).toHaveText('field is required.');
    await expect(errorOf(page, 'Contact number')).toHaveText('field is required.');
    await expect(errorOf(page, 'Programming language or technology')).toHaveText('field is required.');
    await expect(errorOf(page, 'Project length')).toHaveText('Please select length of project.');
    await expect(errorOf(page, 'Project details')).toHaveText('field is required.');
    await expect(page.getByRole('radiogroup', { name: SALARY_TYPE }).locator('[data-error]')).toHaveText(
      'Please select developer salary type.',
    );
    await expect(errorOf(page, 'When should the developer start?')).toHaveText('Please select hiring time.');
    await expect(errorOf(page, 'Developer experience')).toHaveText('Please select developer experience.');
    await expect(errorOf(page, 'Comments (optional)')).toHaveText('');

    await page.getByRole('radio', { name: 'Hourly' }).check();
    await expect(hourly).toBeVisible();
    await expect(monthly).toBeHidden();
    // Newly shown, it is not red before it is touched (issue 11)...
    await expect(errorOf(page, HOURLY)).toHaveText('');
    await expect(hourly).not.toHaveAttribute('aria-invalid', 'true');
    // ...and says what is missing once it is left empty.
    await hourly.focus();
    await page.keyboard.press('Tab');
    await expect(errorOf(page, HOURLY)).toHaveText('Please select salary.');
    await page.getByRole('radio', { name: 'Monthly' }).check();
    await expect(hourly).toBeHidden();
    await expect(monthly).toBeVisible();
    await expect(errorOf(page, MONTHLY)).toHaveText('');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(errorOf(page, MONTHLY)).toHaveText('field is required.');
    await monthly.fill('2,500');
    await expect(errorOf(page, MONTHLY)).toHaveText('');
    await page.getByRole('radio', { name: 'Hourly' }).check();
    await hourly.selectOption('$20 - $25');
    await expect(errorOf(page, HOURLY)).toHaveText('');

    const name = unique('Acme Retail');
    await field(page, 'Your name or company name').fill(name);
    await field(page, 'Email address').fill('cto@acme.example.com');
    await field(page, 'Contact number').fill('12345');
    await expect(errorOf(page, 'Contact number')).toHaveText('Contact should be 10 digits.');
    // Digits only (app/forms/hire.ts), with the country code.
    await field(page, 'Contact number').fill('14155550132');
    await field(page, 'Programming language or technology').fill('React, Node.js');
    await expect(errorOf(page, 'Project details')).toHaveText('field is required.');
    await field(page, 'Project length').selectOption({ label: '12 Months or More' });
    await field(page, 'Project details').fill('A merchant dashboard with payouts.');
    await field(page, 'When should the developer start?').selectOption({ label: 'In 15 days' });
    await field(page, 'Developer experience').selectOption({ label: '5+ years' });
    await expect(page.locator('[data-error]:not(:empty)')).toHaveCount(0);

    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page).toHaveURL(`${base}/thank-you`);
    const stored = await rows('hire_requests', { name });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name,
      email: 'cto@acme.example.com',
      contact: '14155550132',
      pro_language: 'React, Node.js',
      project_length: '12 Months or More',
      project_detail: 'A merchant dashboard with payouts.',
      salary_type: 'Hourly',
      salary: '$20 - $25',
      hire_time: 'after15days',
      developer_experience: '5+ Years',
      comments: null,
    });
  });

  test('a cut network keeps everything and says so; sending again works', async ({ page }) => {
    await open(page, '/hire-developer');
    const name = unique('Offline Co');
    await field(page, 'Your name or company name').fill(name);
    await field(page, 'Email address').fill('cto@acme.example.com');
    await field(page, 'Contact number').fill('9876543210');
    await field(page, 'Programming language or technology').fill('Flutter');
    await field(page, 'Project length').selectOption({ label: '1-3 Months' });
    await field(page, 'Project details').fill('A delivery app.');
    await page.getByRole('radio', { name: 'Monthly' }).check();
    await field(page, MONTHLY).fill('3000');
    await field(page, 'When should the developer start?').selectOption('immediate');
    await field(page, 'Developer experience').selectOption('3+ Years');
    await field(page, 'Comments (optional)').fill('Overlap with CET please.');

    await page.route('**/webAPI/hire_developer', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.locator('[data-status]')).toHaveText(
      'We could not reach our server, so nothing was sent. Please check your internet connection and try again. Everything you entered is still here.',
    );
    await expect(field(page, 'Your name or company name')).toHaveValue(name);
    await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(field(page, MONTHLY)).toHaveValue('3000');
    await expect(field(page, 'Comments (optional)')).toHaveValue('Overlap with CET please.');

    await page.unroute('**/webAPI/hire_developer');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page).toHaveURL(`${base}/thank-you`);
    expect(await rows('hire_requests', { name })).toMatchObject([
      { salary_type: 'Monthly', salary: '3000', comments: 'Overlap with CET please.' },
    ]);
  });
});

/** Fills every field of the job application but the resume. */
async function fillJobApplication(page: Page, name: string, description = 'Applying for WordPress Developer.') {
  await field(page, 'Full name').fill(name);
  await field(page, 'Email address').fill('rahul.mehta@example.com');
  await field(page, 'Mobile number').fill('919876543210');
  await field(page, 'Current city').fill('Ahmedabad');
  await field(page, 'Current designation').fill('PHP Developer');
  await field(page, 'Total experience').fill('2 years 6 months');
  await field(page, 'Current salary (per year)').fill('₹3,60,000');
  await field(page, 'Expected salary (per year)').fill('₹4,80,000');
  await field(page, 'Earliest joining date').fill(JOINING_DATE);
  await field(page, 'Short description').fill(description);
}

test.describe('job application form', () => {
  test('checks the resume on choice, sends, and stores the file with its SHA-256', async ({ page }) => {
    await open(page, '/career/job-apply');
    const resume = field(page, 'Resume');
    await expect(resume).toHaveAttribute('accept', '.pdf,.doc,.docx');

    await page.getByRole('button', { name: 'Submit application' }).click();
    for (const [label, text] of [
      ['Full name', 'Fullname is required.'],
      ['Email address', 'Email is required.'],
      ['Mobile number', 'Mobile number is required.'],
      ['Current city', 'City is required.'],
      ['Current designation', 'Current Designation is required.'],
      ['Total experience', 'Experience field is required.'],
      ['Current salary (per year)', 'Current Salary is required.'],
      ['Expected salary (per year)', 'Expectation Salary is required.'],
      ['Earliest joining date', 'Joining Date is required.'],
      ['Resume', 'Your resume is required.'],
      ['Short description', 'Short description is required.'],
    ] as const) {
      await expect(errorOf(page, label), label).toHaveText(text);
    }

    // Too large: refused on choice, and the input is cleared.
    await resume.setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: pdfOfSize(1_000_000) });
    await expect(errorOf(page, 'Resume')).toHaveText('The file is too large. Maximum allowed is up to 1MB.');
    expect(await resume.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
    // Wrong type.
    await resume.setInputFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('my cv') });
    await expect(errorOf(page, 'Resume')).toHaveText('Please choose a PDF, DOC or DOCX file.');
    expect(await resume.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);

    const name = unique('Rahul Mehta');
    await fillJobApplication(page, name);
    await field(page, 'Mobile number').fill('98765-43210');
    await expect(errorOf(page, 'Mobile number')).toHaveText('Only number is allowed.');
    await field(page, 'Mobile number').fill('919876543210');
    const pdf = pdfFile(name);
    await resume.setInputFiles({ name: 'Rahul Mehta CV.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(page.locator('[data-error]:not(:empty)')).toHaveCount(0);

    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page).toHaveURL(`${base}/thank-you`);
    const [application] = await rows('job_applications', { fullname: name });
    expect(application).toMatchObject({
      fullname: name,
      email: 'rahul.mehta@example.com',
      mobile: '919876543210',
      city: 'Ahmedabad',
      currentdesignation: 'PHP Developer',
      experience: '2 years 6 months',
      currentsalary: '₹3,60,000',
      expectsalary: '₹4,80,000',
      joiningdate: JOINING_DATE,
      message: 'Applying for WordPress Developer.',
    });
    const [stored] = await rows('resumes', { application_id: String(application?.['id']) });
    expect(stored).toMatchObject({
      original_name: 'Rahul Mehta CV.pdf',
      stored_name: 'rahul-mehta-cv.pdf',
      content_type: 'application/pdf',
      size: pdf.length,
      sha256: sha256(pdf),
    });
  });

  test('a disguised file is refused by the server under its field, and nothing is lost', async ({ page }) => {
    await open(page, '/career/job-apply');
    const name = unique('Disguised File');
    await fillJobApplication(page, name);
    await field(page, 'Resume').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: exeFile() });
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(errorOf(page, 'Resume')).toHaveText('Please choose a PDF, DOC or DOCX file.');
    await expect(page.locator('[data-error-summary]')).toBeFocused();
    await expect(page.locator('[data-status]')).toHaveText(
      'Please correct the highlighted fields, then send the form again.',
    );
    await expect(field(page, 'Full name')).toHaveValue(name);
    expect(await rows('job_applications', { fullname: name })).toHaveLength(0);
  });

  test('offline: the form keeps every value and the chosen file, then sends when back online', async ({
    page,
    context,
  }) => {
    await open(page, '/career/job-apply');
    const name = unique('Offline Applicant');
    await fillJobApplication(page, name);
    const pdf = pdfFile(name);
    await field(page, 'Resume').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf });

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.locator('[data-status]')).toHaveText(
      'We could not reach our server, so nothing was sent. Please check your internet connection and try again. Everything you entered is still here.',
    );
    await expect(field(page, 'Full name')).toHaveValue(name);
    await expect(field(page, 'Earliest joining date')).toHaveValue(JOINING_DATE);
    expect(await field(page, 'Resume').evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe('cv.pdf');

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page).toHaveURL(`${base}/thank-you`);
    const [application] = await rows('job_applications', { fullname: name });
    const [stored] = await rows('resumes', { application_id: String(application?.['id']) });
    expect(stored?.['sha256']).toBe(sha256(pdf));
  });
});

test.describe('layout', () => {
  for (const width of [390, 1440]) {
    test(`the salary switch moves no field at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page, '/hire-developer');
      const start = field(page, 'When should the developer start?');
      const radios = page.getByRole('radiogroup', { name: SALARY_TYPE });
      /** Where a field is on the page (not in the viewport, which scrolls to each control used). */
      const top = () => start.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
      const left = () => start.evaluate((element) => element.getBoundingClientRect().left + window.scrollX);
      const before = { y: await top(), x: await left() };
      // The two radios share a row of their own size, side by side.
      const [hourlyRadio, monthlyRadio] = await Promise.all(
        ['Hourly', 'Monthly'].map((name) => radios.locator('label', { hasText: name }).boundingBox()),
      );
      expect(Math.abs((hourlyRadio?.y ?? 0) - (monthlyRadio?.y ?? 1))).toBeLessThan(2);
      expect(hourlyRadio?.width ?? 0).toBeGreaterThan(100);
      for (const [choice, label] of [
        ['Hourly', HOURLY],
        ['Monthly', MONTHLY],
      ] as const) {
        await page.getByRole('radio', { name: choice }).check();
        await expect(field(page, label)).toBeVisible();
        expect(Math.abs((await top()) - before.y), choice).toBeLessThan(1);
        expect(Math.abs((await left()) - before.x), choice).toBeLessThan(1);
      }
    });
  }

  for (const [width, columns] of [
    [390, 1],
    [1440, 2],
  ] as const) {
    test(`short fields sit in ${columns} column(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page, '/contact-us');
      const name = await field(page, 'Full name').boundingBox();
      const email = await field(page, 'Email address').boundingBox();
      const message = await field(page, 'How can we help?').boundingBox();
      expect(name && email && message).toBeTruthy();
      if (!name || !email || !message) return;
      if (columns === 2) {
        expect(Math.abs(name.y - email.y)).toBeLessThan(2);
        expect(message.width).toBeGreaterThan(name.width * 1.8);
      } else {
        expect(email.y).toBeGreaterThan(name.y + name.height);
        expect(Math.abs(message.width - name.width)).toBeLessThan(2);
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

/** The line of next steps /thank-you shows for each form (app/content/pages/thank-you.yaml). */
const NEXT_STEPS = (
  parseYaml(readFileSync('app/content/pages/thank-you.yaml', 'utf8')) as {
    nextSteps: Record<'contact' | 'hire' | 'job-apply', string>;
  }
).nextSteps;
const POSITION = fieldsOf(jobApply).find((f) => f.name === 'position');

test.describe('resume drop zone', () => {
  test('by keyboard: reach it, choose a file, see its name and size, remove it', async ({ page }) => {
    // Listened for first: Playwright turns on Chromium's file-chooser interception when
    // a listener is added, without waiting for it, so a key pressed right after could
    // open the native chooser (dismissed, headless) and the event never came.
    const chooser = page.waitForEvent('filechooser', { timeout: 20_000 });
    await open(page, '/career/job-apply');
    // As a keyboard user does, once the page is shown.
    await waitForLoader(page);
    const resume = field(page, 'Resume');
    await expect(resume).toHaveAccessibleDescription(/PDF, DOC or DOCX, smaller than 1 MB\./);
    await field(page, 'Short description').focus();
    await page.keyboard.press('Shift+Tab');
    await expect(resume).toBeFocused();
    // The zone shows where the keyboard is.
    const zone = page.locator('[data-dropzone]');
    expect(await zone.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');

    await page.keyboard.press('Space');
    await (
      await chooser
    ).setFiles({ name: 'Rahul Mehta CV.pdf', mimeType: 'application/pdf', buffer: pdfOfSize(245_000) });
    const chosen = page.locator('[data-chosen-file]');
    await expect(chosen).toContainText('Rahul Mehta CV.pdf');
    await expect(chosen).toContainText('245 KB');
    await expect(errorOf(page, 'Resume')).toHaveText('');

    await page.keyboard.press('Tab');
    const remove = page.getByRole('button', { name: 'Remove Rahul Mehta CV.pdf' });
    await expect(remove).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(chosen).toHaveCount(0);
    await expect(resume).toBeFocused();
    expect(await resume.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
  });

  test('with a file: shows it, refuses an oversized one and highlights a drag', async ({ page }) => {
    await open(page, '/career/job-apply');
    const resume = field(page, 'Resume');
    const chosen = page.locator('[data-chosen-file]');
    await resume.setInputFiles({
      name: 'cv.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.alloc(1200, 0x20),
    });
    await expect(chosen).toContainText('cv.docx');
    await expect(chosen).toContainText('1.2 KB');

    await resume.setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: pdfOfSize(1_000_000) });
    await expect(errorOf(page, 'Resume')).toHaveText('The file is too large. Maximum allowed is up to 1MB.');
    await expect(chosen).toHaveCount(0);
    expect(await resume.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);

    const zone = page.locator('[data-dropzone]');
    const dataTransfer = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
      return transfer;
    });
    await resume.dispatchEvent('dragenter', { dataTransfer });
    await expect(zone).toHaveAttribute('data-dragging', '');
    await resume.dispatchEvent('dragleave', { dataTransfer });
    await expect(zone).not.toHaveAttribute('data-dragging', '');
  });
});

test.describe('after a submission', () => {
  test('/thank-you adds the next steps of the form that was sent', async ({ page }) => {
    await open(page, '/contact-us');
    await field(page, 'Full name').fill(unique('Thank You'));
    await field(page, 'Email address').fill('priya@example.com');
    await field(page, 'Phone number').fill('9876543210');
    await field(page, 'Project budget').selectOption('$100 - $500');
    await field(page, 'How can we help?').fill('Hello');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page).toHaveURL(`${base}/thank-you`);
    await expect(page.getByText(NEXT_STEPS.contact)).toBeVisible();
    await expect(page.getByText(NEXT_STEPS.hire)).toHaveCount(0);
  });
});

test.describe('Apply Now', () => {
  // On the configured server (relative paths), whose staff inbox the test signs in to.
  test('carries the role into the form and the stored application', async ({ page }) => {
    expect(POSITION?.kind).toBe('select');
    await page.goto('/career');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    const apply = page
      .getByRole('link', { name: /^Apply Now for / })
      .filter({ visible: true })
      .first();
    const role = new URL((await apply.getAttribute('href')) ?? '', 'http://localhost').searchParams.get('position');
    expect(role).toBeTruthy();
    await apply.click();
    await expect(page).toHaveURL(/\/career\/job-apply\?position=/);
    await expect(page.locator('[data-site-form][data-ready]')).toHaveCount(1);
    await expect(field(page, POSITION && POSITION.kind !== 'switch' ? POSITION.label : '')).toHaveValue(role ?? '');

    const name = unique('Role Applicant');
    await fillJobApplication(page, name, 'Five years of Laravel and WordPress.');
    await field(page, 'Resume').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfFile(name) });
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByText(NEXT_STEPS['job-apply'])).toBeVisible();
    // An applicant reads the job form's success text, the role and the hiring steps.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your interest!');
    await expect(page.getByText(specText("We'll get back to you soon."))).toBeVisible();
    await expect(page.locator('[data-role]')).toHaveText(
      `Your application for the ${role} position is with our HR team.`,
    );
    await expect(page.getByRole('region', { name: /hiring process/ }).getByRole('listitem')).toHaveCount(5);

    // The staff inbox shows the role with the application.
    await page.goto('/admin/job-apply');
    await page.getByLabel('User name').fill(E2E_ADMIN_USER);
    await page.getByLabel('Password').fill(process.env['E2E_ADMIN_PASSWORD'] ?? '');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(name);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const position = page.locator('dl div', { has: page.locator('dt', { hasText: /^Position/ }) }).locator('dd');
    await expect(position).toHaveText(role ?? '');
  });
});
