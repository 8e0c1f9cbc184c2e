/**
 * The staff inbox in a real browser, on the configured server (playwright.config.ts
 * turns the inbox on with a password made up for the run): /admin sends a stranger
 * to sign in; a member of staff signs in, finds a fresh enquiry by searching, opens
 * it, moves it to Contacted in one click and signs out, with no console error (the pages have no
 * script, and the CSP allows their stylesheet) and no axe violation (the rules of
 * a11y.spec.ts). Screenshots at 390 and 1440 px go to test-results/screenshots/.
 */
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures.ts';
import { E2E_ADMIN_USER } from './admin-credentials.ts';

const SHOTS = 'test-results/screenshots';
// Set by playwright.config.ts in the main process, inherited here.
const password = process.env['E2E_ADMIN_PASSWORD'] ?? '';

/** The same axe rules as a11y.spec.ts: WCAG 2.x A and AA, best practices, target size. */
async function expectAccessible(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'target-size': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.id} x${violation.nodes.length}: ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.map(String).join(' '))
        .join(', ')}`,
  );
  expect(violations, label).toEqual([]);
}

async function sendEnquiry(page: Page, fullname: string): Promise<void> {
  const csrf = await page.request.get('/webAPI/csrf');
  expect(csrf.status()).toBe(204);
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await page.request.post('/webAPI/contact_insert.php', {
    headers: { 'X-XSRF-TOKEN': token },
    multipart: {
      fullname,
      email: 'e2e.visitor@example.com',
      phone: '9876543210',
      companyname: 'Harbour Logistics',
      budget: '$3000- $5000',
      skype: '',
      message: 'We need a fleet tracking app <b>for 200 trucks</b>.\nCan you help?',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function signIn(page: Page): Promise<void> {
  await page.getByLabel('User name').fill(E2E_ADMIN_USER);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('staff sign in, find an enquiry, move it to Contacted and sign out', async ({ page }) => {
  // A form sent, nine pages, seven axe scans and six full-page screenshots: on a loaded
  // 2-core machine that runs past the default 45 s.
  test.slow();
  expect(password, 'E2E_ADMIN_PASSWORD comes from playwright.config.ts').not.toBe('');
  const problems: string[] = [];
  page.on('console', (message) => {
    // The wrong password below is answered 401 on purpose; Chromium logs every 4xx document.
    if (message.type() === 'error' && !message.text().includes('status of 401')) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  const fullname = `Fiona E2E ${Date.now()}`;
  await sendEnquiry(page, fullname);

  // A stranger is sent to sign in; the page is not for search engines.
  const response = await page.goto('/admin/contact');
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Fcontact$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await expectAccessible(page, 'sign-in');

  // A wrong password is refused with a message.
  await page.getByLabel('User name').fill(E2E_ADMIN_USER);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The user name or password is not right.');

  // The right one leads to the page asked for.
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact enquiries' })).toBeVisible();
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'nw_staff_session');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/admin' });

  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(fullname);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('link', { name: fullname })).toBeVisible();
  await page.getByRole('link', { name: fullname }).click();

  await expect(page.getByRole('heading', { level: 1, name: fullname })).toBeVisible();
  // What the visitor typed is shown as text, line breaks kept, markup not run.
  const message = page.locator('dd.long');
  await expect(message).toHaveText('We need a fleet tracking app <b>for 200 trucks</b>.\nCan you help?');
  await expect(message.locator('b')).toHaveCount(0);
  await expect(page.getByText('$3,000 - $5,000')).toBeVisible();

  await page.getByRole('button', { name: 'Contacted', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Stage changed.');
  await expect(page.getByRole('button', { name: 'Contacted', exact: true })).toHaveAttribute('aria-pressed', 'true');

  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/admin-detail-${width}.png`, fullPage: true });
    await expectAccessible(page, `detail at ${width} px`);
    await page.goto('/admin/contact?state=all');
    await page.screenshot({ path: `${SHOTS}/admin-list-${width}.png`, fullPage: true });
    await expectAccessible(page, `list at ${width} px`);
    await page.goto('/admin');
    await page.screenshot({ path: `${SHOTS}/admin-overview-${width}.png`, fullPage: true });
    await expectAccessible(page, `overview at ${width} px`);
    await page.goBack();
    await page.goBack();
  }

  await page.goto('/admin');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await page.screenshot({ path: `${SHOTS}/admin-sign-in-390.png`, fullPage: true });
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/sign-in/);

  expect(problems).toEqual([]);
});
