/**
 * The desk, as HR uses it: sign in to the staff inbox, write a new opening, preview it,
 * publish it (a real rebuild into a new release folder, SITE_RELEASES_DIR of
 * playwright.config.ts), find it at /career/<slug> with a valid JobPosting, apply to it,
 * then close it and see its address answer 410 Gone without the markup. Serial: each step needs
 * the one before, and a publish rebuilds the site for every test of the run.
 */
import { expect, test, type Page } from './fixtures.ts';
import { E2E_ADMIN_USER, e2eAdminPassword } from './admin-credentials.ts';
import { jobPostingProblems } from '../../server/content/job-posting-check.ts';
import { pdfFile } from '../support/resumes.ts';

test.describe.configure({ mode: 'serial' });

const SLUG = `e2e-flutter-developer-${Date.now().toString(36)}`;
const TITLE = 'Flutter Developer';
const JOINING_DATE = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
  );
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/admin/openings');
  await page.getByLabel('User name').fill(E2E_ADMIN_USER);
  await page.getByLabel('Password').fill(e2eAdminPassword());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * What a preview must share with the published page: the stylesheet, and the heading's
 * and the description's type and size as laid out (the preview's banner only moves them down).
 */
async function pageLook(page: Page): Promise<Record<string, unknown>> {
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  const box = async (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => {
        const style = getComputedStyle(element);
        const { width, height } = element.getBoundingClientRect();
        return { font: `${style.fontFamily} ${style.fontSize} ${style.fontWeight}`, color: style.color, width, height };
      });
  return {
    stylesheet: await page.locator('link[rel="stylesheet"]').getAttribute('href'),
    heading: await box('main h1'),
    paragraph: await box('main p'),
    footer: await box('footer[data-site-footer]'),
  };
}

/** Waits until the list says the site is up to date (the page refreshes itself while a publish runs). */
async function waitForPublish(page: Page): Promise<void> {
  await expect(async () => {
    await page.goto('/admin/openings');
    await expect(page.getByText(/did not go live/)).toHaveCount(0);
    await expect(page.getByText(/The site is up to date/)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 300_000, intervals: [3_000] });
}

test('staff create an opening, preview it, publish it, find it on Google-ready page, apply, and close it', async ({
  page,
  request,
}) => {
  test.setTimeout(900_000);
  await signIn(page);
  await page.goto('/admin/openings');
  await page.getByRole('link', { name: 'New opening' }).click();

  // A mistake is shown at its field, and nothing is published.
  await page.getByLabel('Title', { exact: true }).fill(TITLE);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Nothing was published')).toBeVisible();
  await expect(page.locator('#role-error')).toHaveText('Choose the role it is listed under.');

  await page.getByLabel('Address', { exact: true }).fill(SLUG);
  await page.getByLabel('Role', { exact: true }).selectOption({ label: 'Angular/React' });
  await page.getByLabel('Experience', { exact: true }).fill('1-3 years');
  await page.getByLabel('Job type', { exact: true }).selectOption('FullTime');
  await page.getByLabel('Location', { exact: true }).fill('Ahmedabad');
  await page.getByLabel('Number of openings', { exact: true }).fill('02');
  await page
    .getByLabel('Description', { exact: true })
    .fill(
      'You will build cross-platform apps in Flutter for clients in retail and healthcare, from the first screen to the store release, with a designer and a tester beside you.',
    );
  await page
    .getByLabel('Must-haves', { exact: true })
    .fill('A year of Flutter and Dart\nState management with Riverpod or Bloc\nPublishing to both app stores');
  await page
    .getByLabel('Responsibilities', { exact: true })
    .fill('Build screens from Figma designs\nWrite widget tests\nRelease builds with the team lead');

  // The preview is the site's own page, made by the site's renderer, under a banner.
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(page.getByText('Preview — not published.')).toBeVisible();
  await expect(page.getByText('Only signed-in staff see this page')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page.getByText('has everything Google for Jobs requires')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  await expect(page.getByRole('link', { name: 'Apply now' }).first()).toBeVisible();
  await expect(page.locator('footer[data-site-footer]')).toBeVisible();
  const previewLook = await pageLook(page);
  expect((await request.get(page.url(), { maxRedirects: 0 })).status(), 'the preview is for staff only').toBe(303);

  await page.goto(`/admin/openings/${SLUG}`);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/openings\?done=published$/);
  await waitForPublish(page);

  // The public page, with its JobPosting, linked from /career and in the sitemap.
  const opening = await request.get(`/career/${SLUG}`);
  expect(opening.status()).toBe(200);
  const postings = jsonLd(await opening.text()).filter((data) => data['@type'] === 'JobPosting');
  expect(postings).toHaveLength(1);
  expect(jobPostingProblems(postings[0], { recommended: true })).toEqual([]);
  expect(postings[0]?.['title']).toBe(TITLE);
  expect(await (await request.get('/career')).text()).toContain(`href="/career/${SLUG}"`);
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`/career/${SLUG}</loc>`);

  // Apply to it from its page, which looks as its preview did.
  await page.goto(`/career/${SLUG}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  expect(await pageLook(page)).toEqual(previewLook);
  await page.getByRole('link', { name: 'Apply now' }).first().click();
  await expect(page).toHaveURL(/\/career\/job-apply\?position=Flutter%20Developer$/);
  await expect(page.locator('[data-site-form][data-ready]')).toHaveCount(1);
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await expect(field('Position (optional)')).toHaveValue(TITLE);
  await field('Full name').fill('Desk Applicant');
  await field('Email address').fill('desk.applicant@example.com');
  await field('Mobile number').fill('919876543210');
  await field('Current city').fill('Ahmedabad');
  await field('Current designation').fill('Mobile Developer');
  await field('Total experience').fill('2 years');
  await field('Current salary (per year)').fill('₹3,60,000');
  await field('Expected salary (per year)').fill('₹4,80,000');
  await field('Earliest joining date').fill(JOINING_DATE);
  await field('Short description').fill('Two Flutter apps in both stores.');
  await field('Resume').setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: pdfFile('Desk Applicant'),
  });
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(/\/thank-you$/);

  // Close it: off the site, its address 410 Gone (the 404 page, which links to /career) without the markup.
  await page.goto(`/admin/openings/${SLUG}`);
  await page.getByRole('button', { name: 'Close opening' }).click();
  await expect(page).toHaveURL(/\/admin\/openings\?done=closed$/);
  await waitForPublish(page);
  const gone = await request.get(`/career/${SLUG}`);
  expect(gone.status()).toBe(410);
  const goneText = await gone.text();
  expect(goneText).toContain('href="/career"');
  expect(jsonLd(goneText).some((data) => data['@type'] === 'JobPosting')).toBe(false);
  expect(await (await request.get('/career')).text()).not.toContain(`/career/${SLUG}`);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`/career/${SLUG}<`);
});
