/**
 * The React application itself (that every prerendered route hydrates with a clean
 * console is checked by the route sweep, a11y.spec.ts): header links navigate on the client (no new document, window state kept, no loader),
 * scrolling follows React Router's rules, and the page's strict CSP refuses an
 * inline script that was not in the build.
 */
import { expect, test, type Page } from './fixtures.ts';
import { trackRequests, waitForLoader, waitForSettledLoad } from './helpers.ts';

/** Collects console errors and warnings and uncaught errors of a page. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${page.url()} [${message.type()}] ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`${page.url()} [uncaught] ${error.message}`));
  return problems;
}

async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

test.describe('React', () => {
  test('header navigation loads no new document, keeps window state and never shows the loader again', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto('/');
    await waitForLoader(page);
    await hydrated(page);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.evaluate(() => {
      (window as unknown as { visitMarker: number }).visitMarker = 42;
    });

    const header = page.getByRole('banner');
    for (const [name, path] of [
      ['About Us', '/about-us'],
      ['Our Work', '/work'],
      ['Blog', '/blog'],
      ['Contact Us', '/contact-us'],
    ] as const) {
      await header.getByRole('link', { name, exact: true }).first().click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[data-site-loader]')).toBeHidden();
    }
    expect(documents).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { visitMarker?: number }).visitMarker)).toBe(42);
    expect(problems).toEqual([]);
  });

  test('a form reached by client navigation sends, and success goes to /thank-you without a new document', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto('/');
    await waitForLoader(page);
    await hydrated(page);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.getByRole('banner').getByRole('link', { name: 'Contact Us', exact: true }).first().click();
    await expect(page).toHaveURL('/contact-us');
    const field = (label: string) => page.getByLabel(label, { exact: true });
    await field('Full name').fill('Client Navigation Test');
    await field('Email address').fill('navigation@example.com');
    await field('Phone number').fill('9876543210');
    await field('Project budget').selectOption('$5000 +');
    await field('How can we help?').fill('Sent from a page reached by client navigation.');
    const sent = page.waitForResponse('**/webAPI/contact_insert.php');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    expect((await sent).status()).toBe(201);
    await expect(page).toHaveURL('/thank-you');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-site-loader]')).toBeHidden();
    expect(documents).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('a new navigation starts at the top, and back restores the scroll position', async ({ page }) => {
    await page.goto('/');
    await waitForLoader(page);
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1500);
    // A visitor's click on the sticky header does not scroll the page; Playwright's click
    // first "scrolls the link into view", which moves a page under a sticky header, so
    // the click is dispatched to the link instead.
    await page.getByRole('banner').getByRole('link', { name: 'About Us', exact: true }).first().dispatchEvent('click');
    await expect(page).toHaveURL('/about-us');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1500);
  });

  test.describe('a first visit', () => {
    test.use({ firstVisit: true });

    test("the loader covers a tab's first full load; a refresh in the same tab goes without it", async ({ page }) => {
      await page.goto('/services');
      await expect(page.locator('[data-site-loader]')).toBeVisible();
      await waitForLoader(page);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-loader', 'skip');
      await expect(page.locator('[data-site-loader]')).toBeHidden();
    });
  });

  test("the page's Content-Security-Policy refuses an inline script that is not the build's", async ({ page }) => {
    const response = await page.goto('/contact-us');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src ')) ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    await hydrated(page);
    const outcome = await page.evaluate(
      () =>
        new Promise<{ ran: boolean; violated: string }>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) =>
            resolve({
              ran: Boolean((window as unknown as { injected?: boolean }).injected),
              violated: event.effectiveDirective,
            }),
          );
          const script = document.createElement('script');
          script.textContent = 'window.injected = true;';
          document.body.append(script);
        }),
    );
    expect(outcome).toEqual({ ran: false, violated: 'script-src-elem' });
  });

  test("the home page's technology tabs are prerendered, hydrate as they come near (their code fetched once, then) and work by mouse and keyboard", async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const requests = trackRequests(page);
    await page.goto('/');
    await waitForSettledLoad(page, requests);
    // The tabs are an island (app/components/hydration/island.tsx): far below the first
    // screen, their code is not part of the page's load.
    const withPage = [...scripts];
    expect(withPage.filter((path) => path.includes('home.islands'))).toEqual([]);
    // Prerendered and readable: the tab list and the selected panel's logos.
    const section = page.locator('#technologies');
    await expect(section.getByRole('tab')).toHaveCount(5);
    await expect(section.getByRole('tabpanel')).toContainText('React');

    await section.scrollIntoViewIfNeeded();
    await section.getByRole('tab', { name: 'Databases' }).click();
    await expect(section.getByRole('tab', { name: 'Databases' })).toHaveAttribute('aria-selected', 'true');
    await expect(section.getByRole('tabpanel')).toContainText('MySQL');
    await page.keyboard.press('ArrowRight');
    await expect(section.getByRole('tab', { name: 'Design Tools' })).toBeFocused();
    await expect(section.getByRole('tab', { name: 'Design Tools' })).toHaveAttribute('aria-selected', 'true');
    const once = [...scripts];
    await page.keyboard.press('Home');
    await expect(section.getByRole('tab', { name: 'Web Technology' })).toHaveAttribute('aria-selected', 'true');
    // Coming near fetched the island's code once; using the tabs loads nothing more.
    expect(once.filter((path) => path.includes('home.islands'))).toHaveLength(1);
    expect(scripts, 'no script loaded on using the tabs').toEqual(once);
    expect(problems).toEqual([]);
  });
});
