/**
 * The staff inbox for daily work in a real browser, with no script on its pages:
 * one click moves a stage; an owner and a follow-up date are set, and the overview
 * lists what the owner's morning e-mail will (the e-mail itself, its queueing and its
 * sending are tested through the outbox in tests/api/inbox-daily.test.ts); rows are
 * ticked and moved or marked spam at once; a PDF resume opens in the browser,
 * sandboxed by its CSP, instead of downloading; at 390 px every part of the list,
 * the detail and the overview is reachable, with no sideways scroll of the page.
 * Screenshots go to test-results/screenshots/.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './fixtures.ts';
import { E2E_ADMIN_USER } from './admin-credentials.ts';
import { pdfFile } from '../support/resumes.ts';

const SHOTS = 'test-results/screenshots';
const password = process.env['E2E_ADMIN_PASSWORD'] ?? '';
/** The id of Chromium's built-in PDF viewer extension. */
const PDF_VIEWER = 'mhjfbmdgcfjbbpaeojofohoefgiehjai';

async function csrfHeaders(page: Page): Promise<Record<string, string>> {
  const csrf = await page.request.get('/webAPI/csrf');
  expect(csrf.status()).toBe(204);
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'X-XSRF-TOKEN': token };
}

async function sendEnquiry(page: Page, fullname: string, source: Record<string, string> = {}): Promise<void> {
  const res = await page.request.post('/webAPI/contact_insert.php', {
    headers: await csrfHeaders(page),
    multipart: {
      fullname,
      email: 'daily.e2e@example.com',
      phone: '9876543210',
      companyname: 'Harbour Logistics',
      budget: '$3000- $5000',
      skype: '',
      message: 'We run 200 trucks between Ahmedabad and Mumbai and need live tracking, driver shifts and fuel reports.',
      ...source,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function signIn(page: Page, next: string): Promise<void> {
  await page.goto(`/admin/sign-in?next=${encodeURIComponent(next)}`);
  await page.getByLabel('User name').fill(E2E_ADMIN_USER);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[?]/g, '\\?')}$`));
}

/** No script on any inbox page, and no console error. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.describe('the inbox for daily work', () => {
  test.slow();

  test('one click moves a stage; an owner and a follow-up date put it on the overview and in the morning e-mail', async ({
    page,
  }) => {
    const problems = watch(page);
    const fullname = `Daily Stage ${Date.now()}`;
    await sendEnquiry(page, fullname);
    await signIn(page, '/admin/contact');
    await expect(page.locator('script')).toHaveCount(0);
    await page.getByRole('link', { name: fullname }).click();

    // One click: the stage's own button, no select and no second button.
    await page.getByRole('button', { name: 'Proposal sent', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText('Stage changed.');
    await expect(page.getByRole('button', { name: 'Proposal sent', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText('Moved from New to Proposal sent.')).toBeVisible();

    // Owner and follow-up: today, in the agency's time zone.
    const today = await page
      .locator('input[name="followUpOn"]')
      .evaluate(() => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date()));
    await page.getByLabel('Owner', { exact: true }).selectOption(E2E_ADMIN_USER);
    await page.getByLabel('Follow up on').fill(today);
    await page.getByRole('button', { name: 'Save owner and date' }).click();
    await expect(page.getByRole('status')).toHaveText('Owner and follow-up saved.');
    await expect(page.getByText('You look after it.')).toBeVisible();
    await expect(page.getByText(`Owner set to ${E2E_ADMIN_USER}.`)).toBeVisible();

    // "Mine", due today: a link that applies at once.
    await page.goto('/admin/contact');
    await page.getByRole('navigation', { name: 'Filter by owner' }).getByRole('link', { name: 'Mine' }).click();
    await expect(page).toHaveURL(new RegExp(`owner=${E2E_ADMIN_USER}`));
    await page
      .getByRole('navigation', { name: 'Filter by follow up' })
      .getByRole('link', { name: 'Due today' })
      .click();
    await expect(page).toHaveURL(/due=today/);
    const row = page.getByRole('row').filter({ hasText: fullname });
    await expect(row).toContainText('Proposal sent');
    await expect(row).toContainText(E2E_ADMIN_USER);
    await expect(row.locator('.due__tag')).toHaveText(' · today');

    // The overview lists it under the follow-ups of the morning e-mail.
    await page.getByRole('navigation', { name: 'Inbox' }).getByRole('link', { name: 'Overview' }).click();
    const followUps = page.getByRole('region', { name: 'Your follow-ups today' });
    await expect(followUps.getByRole('link', { name: fullname })).toBeVisible();
    await expect(followUps).toContainText('morning e-mail');
    expect(problems).toEqual([]);
  });

  test('ticks rows and moves them to a stage, or marks them spam, at once', async ({ page }) => {
    const problems = watch(page);
    const stamp = Date.now();
    const names = [`Bulk One ${stamp}`, `Bulk Two ${stamp}`, `Bulk Three ${stamp}`] as const;
    for (const name of names) await sendEnquiry(page, name);
    await signIn(page, `/admin/contact?q=${stamp}`);
    await expect(page.getByRole('row')).toHaveCount(4);

    await page.getByRole('checkbox', { name: `Select ${names[0]}` }).check();
    await page.getByRole('checkbox', { name: `Select ${names[1]}` }).check();
    await page.getByRole('button', { name: 'Move to Contacted' }).click();
    await expect(page.getByRole('status')).toHaveText('2 submissions moved to Contacted.');
    // Back on the same selection.
    await expect(page).toHaveURL(new RegExp(`q=${stamp}`));
    for (const name of names.slice(0, 2)) {
      await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Contacted');
    }
    await expect(page.getByRole('row').filter({ hasText: names[2] })).toContainText('New');

    await page.getByRole('checkbox', { name: `Select ${names[2]}` }).check();
    await page.getByRole('button', { name: 'Mark as spam' }).click();
    await expect(page.getByRole('status')).toHaveText('1 submission marked as spam.');
    await expect(page.getByRole('link', { name: names[2] })).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Filter by show' }).getByRole('link', { name: 'Spam' }).click();
    await expect(page.getByRole('link', { name: names[2] })).toBeVisible();

    // Nothing ticked: said in words, nothing changed.
    await page.goto(`/admin/contact?q=${stamp}`);
    await page.getByRole('button', { name: 'Move to Won' }).click();
    await expect(page.getByText('Select at least one submission first')).toBeVisible();
    expect(problems.filter((text) => !text.includes('status of 400'))).toEqual([]);
  });

  test('a PDF resume opens in the browser, sandboxed, and a download is one click away', async ({ page, context }) => {
    const stamp = Date.now();
    const fullname = `Resume Inline ${stamp}`;
    const res = await page.request.post('/webAPI/job_apply_insert.php', {
      headers: await csrfHeaders(page),
      multipart: {
        fullname,
        email: 'resume.e2e@example.com',
        city: 'Ahmedabad',
        mobile: '919876543210',
        currentsalary: '360000',
        expectsalary: '480000',
        currentdesignation: 'PHP Developer',
        joiningdate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        experience: '2 years',
        message: 'Applying for any PHP opening.',
        resume: { name: 'Asha CV.pdf', mimeType: 'application/pdf', buffer: pdfFile(fullname) },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    await signIn(page, `/admin/job-apply?q=${stamp}`);
    await page.getByRole('link', { name: fullname }).click();

    let downloaded = false;
    context.on('page', (opened) => opened.on('download', () => (downloaded = true)));
    const [opened] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: /Open resume/ }).click(),
    ]);
    await opened.waitForLoadState();
    expect(opened.url()).toMatch(/\/resume$/);
    // What the browser was sent for the document it shows (asked again with the same session).
    const response = await page.request.get(opened.url());
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['content-disposition']).toMatch(/^inline; /);
    expect(response.headers()['content-security-policy']).toMatch(/(^|; )sandbox($|;)/);
    // Chromium's own PDF viewer (its built-in extension) shows it: not blocked by the sandbox, not downloaded.
    await expect
      .poll(() => opened.frames().some((frame) => frame.url().startsWith(`chrome-extension://${PDF_VIEWER}/`)), {
        timeout: 15_000,
      })
      .toBe(true);
    await opened.waitForTimeout(1_000);
    mkdirSync(SHOTS, { recursive: true });
    await opened.screenshot({ path: `${SHOTS}/admin-resume-pdf.png` });
    expect(downloaded).toBe(false);

    // "Download" downloads the same file.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('asha-cv.pdf');
  });

  test('at 390 px every part of the inbox is reachable, the overview included', async ({ page }) => {
    const fullname = `Narrow ${Date.now()}`;
    await sendEnquiry(page, fullname);
    // Leads from several sources: the overview's table by source gets a column each and grows
    // wider than a phone, as it does on a busy month (it must scroll inside its own box).
    for (const campaign of [
      'diwali_offer_2026',
      'linkedin_cto_outreach_india',
      'clutch_profile_q4_2026',
      'google_ads_erp_gujarat',
      'newsletter_november_2026_enterprise_erp_retargeting',
    ])
      await sendEnquiry(page, `Campaign lead ${campaign}`, { utm_source: campaign, utm_campaign: campaign });
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, '/admin/contact');
    mkdirSync(SHOTS, { recursive: true });
    const noSidewaysScroll = async (label: string) => {
      // What sticks out past the right edge, named, so that a failure says where to look.
      const { width, viewport, outside } = await page.evaluate(() => ({
        width: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
        outside: [...document.querySelectorAll('body *')]
          .filter((element) => {
            if (element.getBoundingClientRect().right <= window.innerWidth + 1) return false;
            // Inside a box that scrolls (or clips) sideways, it is that box's business, unless it is
            // positioned (then it may escape that box, as visually hidden text does).
            if (['absolute', 'fixed'].includes(getComputedStyle(element).position)) return true;
            for (let box = element.parentElement; box && box !== document.body; box = box.parentElement)
              if (getComputedStyle(box).overflowX !== 'visible') return false;
            return true;
          })
          .slice(0, 5)
          .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`),
      }));
      expect(width, `${label}: ${outside.join(', ')}`).toBeLessThanOrEqual(viewport);
    };
    // Every navigation entry, the overview's included, is on screen.
    for (const name of ['Overview', 'Contact', 'Hire', 'Applications']) {
      await expect(page.getByRole('navigation', { name: 'Inbox' }).getByRole('link', { name })).toBeInViewport();
    }
    await noSidewaysScroll('list');
    await page.screenshot({ path: `${SHOTS}/admin-daily-list-390.png`, fullPage: true });
    const bulk = page.getByRole('button', { name: 'Mark as spam' });
    await bulk.scrollIntoViewIfNeeded();
    await expect(bulk).toBeInViewport();

    await page.getByRole('link', { name: fullname }).click();
    await noSidewaysScroll('detail');
    for (const name of ['Won', 'Save owner and date', 'Add note']) {
      const control = page.getByRole('button', { name, exact: true });
      await control.scrollIntoViewIfNeeded();
      await expect(control).toBeInViewport();
    }
    await page.getByText('Technical details').click();
    await expect(page.getByText('Sent from (IP address)')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/admin-daily-detail-390.png`, fullPage: true });

    await page.getByRole('navigation', { name: 'Inbox' }).getByRole('link', { name: 'Overview' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await noSidewaysScroll('overview');
    const chart = page.locator('.leads__chart').first();
    if ((await chart.count()) > 0) {
      const box = await chart.boundingBox();
      expect(box?.width ?? 0).toBeLessThanOrEqual(390);
    }
    await page.screenshot({ path: `${SHOTS}/admin-daily-overview-390.png`, fullPage: true });
  });
});
