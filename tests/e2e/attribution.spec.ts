/**
 * Attribution in a real browser: a visitor lands on the home page from a
 * campaign link, moves to the contact page by a client navigation (no new document),
 * and sends the enquiry; the stored submission carries the campaign's source and
 * name, the landing path and the form's path, as the staff inbox shows them.
 */
import { expect, test } from './fixtures.ts';
import { E2E_ADMIN_USER } from './admin-credentials.ts';
import { open } from './helpers.ts';

const field = (page: import('@playwright/test').Page, label: string) => page.getByLabel(label, { exact: true });

test('a campaign landing is sent with the enquiry and stored with it', async ({ page }) => {
  await open(page, '/?utm_source=newsletter&utm_campaign=launch');
  // Marks this document: a full page load would lose it.
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(page.locator('[data-site-form][data-ready]')).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  const name = `Campaign Lead ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await field(page, 'Full name').fill(name);
  await field(page, 'Email address').fill('lead@example.com');
  await field(page, 'Phone number').fill('9876543210');
  await field(page, 'Project budget').selectOption('$100 - $500');
  await field(page, 'How can we help?').fill('Found you through the launch newsletter.');
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page).toHaveURL(/\/thank-you$/);

  // The stored submission, as the staff inbox shows it.
  await page.goto('/admin/contact');
  await page.getByLabel('User name').fill(E2E_ADMIN_USER);
  await page.getByLabel('Password').fill(process.env['E2E_ADMIN_PASSWORD'] ?? '');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(name);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const source = page.getByRole('region', { name: 'Where it came from' });
  const value = (term: string) =>
    source.locator('dl div', { has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) }).locator('dd');
  await expect(value('Campaign source')).toHaveText('newsletter');
  await expect(value('Campaign')).toHaveText('launch');
  await expect(value('Landing page')).toHaveText('/');
  await expect(value('Form page')).toHaveText('/contact-us');
  await expect(value('Campaign medium')).toHaveCount(0);
});
