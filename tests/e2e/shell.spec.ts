import { expect, test, type Page } from './fixtures.ts';
import { ALL_ROUTES, HOME_LEVEL, NOINDEX } from './routes.ts';
import { loaderRecord, open, waitForLoader, watchLoader } from './helpers.ts';
import { specText } from '../support/typography.ts';

const SITE_URL = process.env['SITE_URL'] ?? 'http://localhost:4321';

test.describe('every route', () => {
  test('answers 200 with its own title, description, keywords and absolute canonical', async ({ request }) => {
    const titles = new Map<string, string>();
    const descriptions = new Set<string>();
    for (const path of ALL_ROUTES) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      expect(title, `${path} title`).toBeTruthy();
      expect(titles.has(title ?? ''), `${path} repeats the title of ${titles.get(title ?? '')}`).toBe(false);
      titles.set(title ?? '', path);
      const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1];
      expect(description?.length, `${path} description`).toBeGreaterThan(50);
      expect(descriptions.has(description ?? ''), `${path} repeats a description`).toBe(false);
      descriptions.add(description ?? '');
      expect(html, `${path} keywords`).toMatch(/<meta name="keywords" content="[^"]+"/);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(canonical, `${path} canonical`).toBe(new URL(path, SITE_URL).href.replace(/\/$/, path === '/' ? '/' : ''));
      expect(html.match(/<h1[\s>]/g)?.length, `${path} has exactly one h1`).toBe(1);
    }
  });

  test('home-level pages carry Open Graph tags, robots index/follow and locale en_US', async ({ request }) => {
    for (const path of HOME_LEVEL) {
      const html = await (await request.get(path)).text();
      for (const property of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type', 'og:site_name']) {
        expect(html, `${path} ${property}`).toMatch(new RegExp(`<meta property="${property}" content="[^"]+"`));
      }
      expect(html.includes('<meta property="og:locale" content="en_US"'), `${path} og:locale`).toBe(true);
      expect(html.includes('<meta name="robots" content="index, follow"'), `${path} robots`).toBe(true);
    }
  });

  test('the sitemap, thank-you and 404 pages are noindex', async ({ request }) => {
    for (const path of NOINDEX) {
      const html = await (await request.get(path)).text();
      expect(html.includes('<meta name="robots" content="noindex'), `${path} is noindex`).toBe(true);
    }
    const missing = await request.get('/this/page/does-not-exist');
    expect(missing.status()).toBe(404);
    const html = (await missing.text()).replace(/&#39;/g, "'");
    expect(html.includes('<meta name="robots" content="noindex'), '404 is noindex').toBe(true);
    expect(html.includes('Page not found!'), '404 heading').toBe(true);
    expect(html, '404 text').toMatch(specText("We can't seem to find the page you're searching for."));
  });

  test('a trailing slash serves the same page without a redirect', async ({ request }) => {
    const response = await request.get('/about-us/', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html.includes(`<link rel="canonical" href="${new URL('/about-us', SITE_URL).href}"`), 'canonical').toBe(
      true,
    );
  });
});

test.describe('404 and thank-you', () => {
  test('the 404 page shows its text and a Back to Home button that works', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await waitForLoader(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found!');
    await expect(page.getByText(specText("We can't seem to find the page you're searching for."))).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the thank-you page shows its exact text and a Back to Home button', async ({ page }) => {
    await open(page, '/thank-you');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your inquiry!');
    await expect(page.getByText(specText("We'll be back to you shortly to discuss your needs."))).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  test('the 404 page lists the most useful pages, and each link works', async ({ page, request }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await waitForLoader(page);
    const useful = page.getByRole('navigation', { name: 'Or try one of these pages' });
    const links = useful.getByRole('link');
    await expect(links).toHaveCount(4);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/services', '/work', '/career', '/contact-us']);
    for (const href of hrefs) expect((await request.get(href ?? '')).status(), href ?? '').toBe(200);
    await useful.getByRole('link', { name: /Our work/ }).click();
    await expect(page).toHaveURL(/\/work$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('without a sent form, the thank-you page adds no next-steps line', async ({ page }) => {
    await open(page, '/thank-you');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your inquiry!');
    await expect(page.locator('[data-next-steps]')).toHaveCount(0);
    await expect(page.getByText(/What happens next/)).toHaveCount(0);
  });

  test("after a form is sent, the thank-you page adds that form's next-steps line", async ({ page }) => {
    await open(page, '/contact-us');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const lines: Record<string, RegExp> = {
      contact: /project consultant replies within one working day/,
      hire: /profiles of shortlisted developers/,
      'job-apply': /HR team reviews your application within five working days/,
    };
    // The contact and hire forms keep the page's own text; an applicant reads the job form's.
    const texts: Record<string, [string, string]> = {
      contact: ['Thank you for your inquiry!', "We'll be back to you shortly to discuss your needs."],
      hire: ['Thank you for your inquiry!', "We'll be back to you shortly to discuss your needs."],
      'job-apply': ['Thank you for your interest!', "We'll get back to you soon."],
    };
    for (const [form, line] of Object.entries(lines)) {
      const [heading, intro] = texts[form] ?? ['', ''];
      // What the forms do after a successful submission: a client navigation with the form's name as state.
      await page.evaluate(
        (name) =>
          (
            window as unknown as {
              __reactRouterDataRouter: { navigate: (to: string, options: object) => Promise<void> };
            }
          ).__reactRouterDataRouter.navigate('/thank-you', { state: { form: name } }),
        form,
      );
      await expect(page).toHaveURL(/\/thank-you$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByText(specText(intro))).toBeVisible();
      const next = page.locator('[data-next-steps]');
      await expect(next).toHaveCount(1);
      await expect(next).toHaveAttribute('data-next-steps', form);
      await expect(next).toHaveText(line);
      await page.goBack();
      await expect(page).toHaveURL(/\/contact-us$/);
    }
  });
});

test.describe('header and footer', () => {
  test('the mega-menu opens and closes with the mouse', async ({ page }) => {
    await open(page, '/about-us');
    const toggle = page.getByRole('button', { name: 'Our Services' });
    const menu = page.locator('#mega-menu');
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link')).toHaveCount(13); // 12 services and "All services"
    await page.mouse.click(5, 600);
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the mega-menu works from the keyboard: Enter opens, Tab reaches entries, Escape closes and returns focus', async ({
    page,
  }) => {
    await open(page, '/');
    const toggle = page.getByRole('button', { name: 'Our Services' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.locator('#mega-menu a').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('#mega-menu')).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('each of the twelve mega-menu entries leads to its own section, scrolled into view on client navigation', async ({
    page,
    request,
  }) => {
    await open(page, '/about-us');
    const entries = page.locator('#mega-menu ul a');
    await expect(entries).toHaveCount(12);
    const hrefs = await entries.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(new Set(hrefs).size, 'twelve different destinations').toBe(12);
    // Every anchor names an element of the prerendered page it points to.
    for (const href of hrefs) {
      const [path = '', anchor] = href.split('#');
      if (!anchor) continue;
      const html = await (await request.get(path)).text();
      expect(html, href).toContain(`id="${anchor}"`);
    }
    // A client navigation from the menu lands on the section, below the sticky header.
    const toggle = page.getByRole('button', { name: 'Our Services' });
    await toggle.click();
    await page
      .locator('#mega-menu')
      .getByRole('link', { name: /^CMS development/ })
      .click();
    await expect(page).toHaveURL(/\/services\/ecommerce-development#cms$/);
    const section = page.locator('#cms');
    await expect(section).toBeInViewport();
    await expect.poll(async () => Math.round((await section.boundingBox())?.y ?? -1)).toBeGreaterThanOrEqual(0);
    expect((await section.boundingBox())?.y ?? 900).toBeLessThan(200);
    // A card's own anchor too.
    await toggle.click();
    await page
      .locator('#mega-menu')
      .getByRole('link', { name: /^Logo and product design/ })
      .click();
    await expect(page).toHaveURL(/#logo-and-product-design$/);
    await expect(page.locator('#logo-and-product-design')).toBeInViewport();
  });

  test('every mega-menu entry links to an existing page', async ({ page, request }) => {
    await open(page, '/');
    const hrefs = await page.locator('#mega-menu a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBe(13);
    for (const href of new Set(hrefs)) expect((await request.get(href ?? '')).status(), href ?? '').toBe(200);
  });

  test('the footer has five named social links, the e-mail link, three link lists, badges and the spec’s 2025 copyright', async ({
    page,
  }) => {
    await open(page, '/');
    const footer = page.getByRole('contentinfo');
    const social = footer.getByRole('list', { name: 'Social profiles' }).getByRole('link');
    await expect(social).toHaveCount(5);
    for (const network of ['Facebook', 'Instagram', 'LinkedIn', 'Dribbble', 'Behance']) {
      const link = footer.getByRole('link', { name: new RegExp(`on ${network}$`) });
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      // One name, from the logo's alternative text, which every checker reads; no aria-label over it.
      await expect(link).not.toHaveAttribute('aria-label');
      await expect(link.getByRole('img', { name: new RegExp(`on ${network}$`) })).toHaveCount(1);
    }
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
    for (const list of ['services', 'technologies', 'company']) {
      await expect(
        footer
          .getByRole('navigation', { name: `Footer ${list}` })
          .getByRole('link')
          .first(),
      ).toBeVisible();
    }
    await expect(footer.getByRole('list', { name: 'Why clients trust us' }).getByRole('listitem')).toHaveCount(3);
    await expect(footer).toContainText('© 2025 ');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  test('the fixed Hire Developer button is not shown on /hire-developer itself', async ({ page }) => {
    await open(page, '/about-us');
    const button = page.getByRole('complementary', { name: 'Hire a developer' }).getByRole('link');
    await expect(button).toBeVisible();
    await button.click();
    await expect(page).toHaveURL(/\/hire-developer$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Hire a developer' })).toHaveCount(0);
    // A full load of the page too, and it comes back on the next page.
    await open(page, '/hire-developer');
    await expect(page.getByRole('complementary', { name: 'Hire a developer' })).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('complementary', { name: 'Hire a developer' }).getByRole('link')).toBeVisible();
  });

  test('the fixed Hire Developer button never covers content', async ({ page }) => {
    // Wide screens: a tab in the right gutter, beside the container.
    await open(page, '/blog');
    const button = page.getByRole('complementary', { name: 'Hire a developer' }).getByRole('link');
    const box = await button.boundingBox();
    const container = await page.locator('main .container').first().boundingBox();
    expect(box && container && box.x >= container.x + container.width).toBe(true);
    // Narrower, a pill in the sticky header's row: on screen wherever the page is
    // scrolled, inside the header's box, so it lies over nothing but the header.
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/about-us');
    const header = page.getByRole('banner');
    for (const y of [0, 2000, 5000]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect(button).toBeInViewport({ ratio: 1 });
      const [pill, bar] = [await button.boundingBox(), await header.boundingBox()];
      expect(pill && bar && pill.y >= bar.y && pill.y + pill.height <= bar.y + bar.height).toBe(true);
    }
  });

  test('below 1340 px the Hire button is a pill in the header after Contact Us, which makes room for it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1180, height: 768 });
    await open(page, '/about-us');
    const aside = page.getByRole('complementary', { name: 'Hire a developer' });
    const button = aside.getByRole('link');
    await expect(button).toBeInViewport({ ratio: 1 });
    // No tagline beside the button: it says what it does, nothing else.
    await expect(aside).toHaveText('Hire Developer');
    const banner = page.getByRole('banner');
    const [pill, contact, careers] = await Promise.all([
      button.boundingBox(),
      banner.getByRole('link', { name: 'Contact Us' }).boundingBox(),
      banner.getByRole('link', { name: 'Careers' }).boundingBox(),
    ]);
    expect(pill?.height).toBe(44);
    // It follows 'Contact Us' with a gap, and the navigation keeps to the left of both.
    expect((contact?.x ?? 0) + (contact?.width ?? 0)).toBeLessThan((pill?.x ?? 0) - 8);
    expect((careers?.x ?? 0) + (careers?.width ?? 0)).toBeLessThan(contact?.x ?? 0);
    // A form page has no button, and its header keeps no room for one.
    await open(page, '/contact-us');
    await expect(aside).toHaveCount(0);
    const [right, row] = await Promise.all([
      banner.getByRole('link', { name: 'Contact Us' }).boundingBox(),
      banner.boundingBox(),
    ]);
    expect(Math.round((right?.x ?? 0) + (right?.width ?? 0))).toBe(Math.round((row?.x ?? 0) + (row?.width ?? 0)));
  });

  test('the fixed Hire Developer button stays in view and leads to /hire-developer', async ({ page }) => {
    await open(page, '/');
    const button = page.getByRole('link', { name: 'Hire Developer', exact: true });
    await page.mouse.wheel(0, 3000);
    await expect(button).toBeInViewport();
    await button.click();
    await expect(page).toHaveURL(/\/hire-developer$/);
  });
});

test.describe('mobile side menu', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('opens from the menu button, keeps focus inside, closes with Escape and returns focus', async ({ page }) => {
    await open(page, '/');
    const opener = page.getByRole('button', { name: 'Open menu' });
    await opener.tap();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    // While the modal is open everything behind it, the opener included, is hidden from
    // assistive technology, so the opener is found by its markup here.
    await expect(page.locator('header button[aria-haspopup="dialog"]')).toHaveAttribute('aria-expanded', 'true');
    // The page behind a modal dialog is inert: tabbing never reaches it (after the last item
    // focus may pass to the browser's own UI, where document.activeElement is the body).
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'browser';
        return active.closest('[role="dialog"]') ? 'menu' : `page: ${active.outerHTML.slice(0, 80)}`;
      });
      expect(['menu', 'browser']).toContain(where);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes with its close button and navigates from a link', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await page.getByRole('dialog').getByRole('button', { name: 'Close menu' }).tap();
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await page.getByRole('dialog').getByRole('link', { name: 'Careers' }).tap();
    await expect(page).toHaveURL(/\/career$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test.describe('root shell', () => {
  test.use({ firstVisit: true });

  test('the loader shows for about 3 s on the first full load in a tab and never on in-site navigation', async ({
    page,
  }) => {
    await watchLoader(page);
    // Not waiting for the load event: on a loaded machine it can come after the loader's 3 s.
    await page.goto('/about-us', { waitUntil: 'commit' });
    const loader = page.locator('[data-site-loader]');
    await expect(loader).toBeVisible();
    await expect(loader).toHaveText(/Loading/);
    // The loader's 3000 ms (site settings) are its whole time on screen: a 280 ms fade that
    // ends when they are over.
    await expect.poll(async () => (await loaderRecord(page)).finishedAt, { timeout: 10_000 }).not.toBeNull();
    const shown = await loaderRecord(page);
    expect(shown.duration).toBe(280);
    // calc() of 3000ms less 0.28s comes back from getTiming() as a float: 2719.9999999999995.
    expect(shown.delay).toBeCloseTo(3_000 - 280, 6);
    // Measured by the page itself from the start of its navigation, not by the test's wall clock.
    expect(shown.finishedAt).toBeGreaterThanOrEqual(3_000);
    expect(shown.visibleFrames).toBeGreaterThan(0);
    await expect(loader).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(loader).toHaveCount(0);
    expect((await loaderRecord(page)).visibleFrames, 'not painted again during the navigation').toBe(
      shown.visibleFrames,
    );
  });

  test('a reload and later full loads in the same tab never paint the loader, not even for a frame', async ({
    page,
  }) => {
    await watchLoader(page);
    await open(page, '/blog');
    expect((await loaderRecord(page)).visibleFrames, 'the first load shows it').toBeGreaterThan(0);
    for (const load of [() => page.reload(), () => page.goto('/services'), () => page.goto('/work')]) {
      await load();
      // The prerendered element is there until hydration removes it; it was never painted.
      await expect.poll(async () => (await loaderRecord(page)).removed).toBe(true);
      const record = await loaderRecord(page);
      expect(record.framesWithLoader, `${page.url()}: frames looked at`).toBeGreaterThan(0);
      expect(record.visibleFrames, `${page.url()}: frames with the loader painted`).toBe(0);
      await expect(page.locator('html')).toHaveAttribute('data-loader', 'skip');
    }
  });

  test('the loader leaves the page even when hydration comes after its animation has ended', async ({ page }) => {
    await watchLoader(page);
    // The scripts are held back until the loader's animation is over, as on a slow device.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/about-us', { waitUntil: 'commit' });
    await expect.poll(async () => (await loaderRecord(page)).finishedAt, { timeout: 10_000 }).not.toBeNull();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
    await expect(page.locator('[data-site-loader]')).toHaveCount(0);
  });

  test('a new tab shows the loader again on its first load', async ({ page, context }) => {
    await open(page, '/blog');
    const tab = await context.newPage();
    await watchLoader(tab);
    await tab.goto('/blog');
    await expect(tab.locator('[data-site-loader]')).toBeVisible();
    await expect.poll(async () => (await loaderRecord(tab)).finishedAt, { timeout: 10_000 }).not.toBeNull();
    const shown = await loaderRecord(tab);
    expect(Number(shown.delay) + Number(shown.duration), 'the fade ends when the 3000 ms are over').toBeCloseTo(
      3_000,
      6,
    );
    await tab.close();
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('the loader is never painted, from the first load on', async ({ page }) => {
      await watchLoader(page);
      await page.goto('/contact-us');
      await expect.poll(async () => (await loaderRecord(page)).removed).toBe(true);
      const record = await loaderRecord(page);
      expect(record.framesWithLoader).toBeGreaterThan(0);
      expect(record.visibleFrames).toBe(0);
      await expect(page.locator('html')).toHaveAttribute('data-loader', 'skip');
    });

    test('without JavaScript too (the stylesheet hides it)', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await page.goto('/services');
      // Once the document has loaded its stylesheet, no 3 s wait: hidden at once.
      expect(await page.locator('[data-site-loader]').isVisible()).toBe(false);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await context.close();
    });
  });

  test('with JavaScript off the page is rendered and the loader still goes away', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    await expect(page.locator('[data-site-loader]')).toBeHidden({ timeout: 8_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.close();
  });

  test('back restores the scroll position; a new navigation starts at the top', async ({ page }) => {
    await open(page, '/');
    await page.evaluate(() => window.scrollTo(0, 2400));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(2400);
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(2000);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/career$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
  });
});

/** React Router's data router, which the app exposes on window; what Link and useNavigate call. */
async function routerNavigate(page: Page, to: string, options: { replace?: boolean } = {}): Promise<void> {
  await page.evaluate(
    ([path, navigateOptions]) =>
      (
        window as unknown as {
          __reactRouterDataRouter: { navigate: (to: string, options: object) => Promise<void> };
        }
      ).__reactRouterDataRouter.navigate(path, navigateOptions),
    [to, options] as const,
  );
}

test.describe('focus and announcement after client navigation', () => {
  const h1 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });
  const announcer = (page: Page) => page.locator('[data-route-announcer]');

  test('a new page moves focus to its h1 without scrolling, and its title is announced politely', async ({ page }) => {
    await open(page, '/about-us');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(announcer(page)).toHaveAttribute('aria-live', 'polite');
    await expect(announcer(page)).toHaveText('');
    const blog = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' });
    await blog.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/blog$/);
    await expect(h1(page)).toBeFocused();
    await expect(h1(page)).toHaveAttribute('tabindex', '-1');
    // The title is read once it is the new page's (a state to wait for, not a moment).
    await expect(page).toHaveTitle(/^Blog/);
    await expect(announcer(page)).toHaveText(await page.title());
    // The new page starts at the top (React Router's rule), not wherever the heading is.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // The next Tab goes on from the page's start: into the page, not back into the header.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('banner').locator(':focus')).toHaveCount(0);
  });

  test('a replacing navigation (REPLACE) moves focus to the h1 too', async ({ page }) => {
    await open(page, '/about-us');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await routerNavigate(page, '/work', { replace: true });
    await expect(page).toHaveURL(/\/work$/);
    await expect(h1(page)).toBeFocused();
    await expect(page).toHaveTitle(/^Our Work/);
    await expect(announcer(page)).toHaveText(await page.title());
  });

  test('back and forward leave focus where it is; the page is still announced', async ({ page }) => {
    await open(page, '/about-us');
    const aboutTitle = await page.title();
    const header = page.getByRole('navigation', { name: 'Main' });
    await header.getByRole('link', { name: 'Blog' }).click();
    await expect(h1(page)).toBeFocused();
    await expect(page).toHaveTitle(/^Blog/);
    const blogTitle = await page.title();
    // Something that stays across pages, as a visitor's own focus would.
    const contact = page.getByRole('banner').getByRole('link', { name: 'Contact Us', exact: true }).first();
    await contact.focus();
    await page.goBack();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(announcer(page)).toHaveText(aboutTitle);
    await expect(contact).toBeFocused();
    await page.goForward();
    await expect(page).toHaveURL(/\/blog$/);
    // The URL changes before the router commits the page: wait for its title, then its announcement.
    await expect(page).toHaveTitle(blogTitle);
    await expect(announcer(page)).toHaveText(blogTitle);
    await expect(contact).toBeFocused();
  });

  test('a link within the page (only the #fragment changes) leaves focus alone', async ({ page }) => {
    await open(page, '/about-us');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // The skip link: the browser moves focus to main, and nothing takes it to the h1.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/about-us#main$/);
    await expect(page.getByRole('main')).toBeFocused();
    // A router link to a fragment of the same page (PUSH, same path).
    const blog = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' });
    await blog.focus();
    const sectionId = await page.locator('main section[id]').first().getAttribute('id');
    await routerNavigate(page, `/about-us#${sectionId}`);
    await expect(page).toHaveURL(new RegExp(`/about-us#${sectionId}$`));
    await expect(blog).toBeFocused();
    await expect(announcer(page)).toHaveText('');
  });
});
