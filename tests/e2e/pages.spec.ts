import { expect, test, type Page } from './fixtures.ts';
import { open } from './helpers.ts';
import { CASE_STUDIES, HOME_SECTIONS } from './routes.ts';
import { specText } from '../support/typography.ts';

/** The ids of the page's top-level sections, in order (the wrapper of a static stretch or an island has no box of its own). */
async function sectionOrder(page: Page): Promise<string[]> {
  return page
    .locator('main > section[id], main > [data-static] > section[id], main > [data-island] > section[id]')
    .evaluateAll((sections) => sections.map((s) => s.id));
}

test.describe('home page', () => {
  test('has every section of the spec, in order', async ({ page }) => {
    await open(page, '/');
    const order = await sectionOrder(page);
    const expected = HOME_SECTIONS;
    expect(order.filter((id) => expected.includes(id))).toEqual(expected);
    // The hero slider comes first, before the about teaser.
    const heroBeforeAbout = await page.evaluate(() => {
      const hero = document.querySelector('#hero');
      const about = document.querySelector('#about');
      return !!hero && !!about && !!(hero.compareDocumentPosition(about) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(heroBeforeAbout).toBe(true);
  });

  test("hero: three slides, each with LET'S TALK to /contact-us", async ({ page }) => {
    await open(page, '/');
    const slides = page.locator('#hero [data-carousel-slide]');
    await expect(slides).toHaveCount(3);
    for (let i = 0; i < 3; i += 1) {
      await expect(
        slides.nth(i).getByRole('link', { name: specText("LET'S TALK"), includeHidden: true }),
      ).toHaveAttribute('href', '/contact-us');
    }
  });

  test('about teaser carries the claims; grids have their exact items', async ({ page }) => {
    await open(page, '/');
    const about = page.locator('#about');
    for (const claim of ['2014', '1500+', '2400+']) await expect(about).toContainText(claim);
    const titles = (id: string) => page.locator(`#${id} li > h3`).allInnerTexts();
    expect(await titles('services')).toEqual([
      'Website development',
      'Mobile app development',
      'UI/UX Design',
      'eCommerce development',
      'API integration',
      'Logo and product design',
    ]);
    expect(await titles('values')).toEqual([
      'Code quality',
      'Out-of-box design',
      'Speedy services',
      'SEO-friendly code',
    ]);
    expect(await titles('process')).toEqual([
      'Discover',
      'Prototype',
      'UI/UX Design',
      'Development',
      'Quality Assurance',
      'Deployment',
      'Support',
    ]);
    expect(await titles('hire')).toEqual(['Part-time', 'Full-time', 'Hourly']);
    await expect(page.locator('#hire').getByRole('link', { name: 'Hire a Developer' })).toHaveAttribute(
      'href',
      '/hire-developer',
    );
    await expect(page.locator('#consultation a.button')).toHaveAttribute('href', '/contact-us');
  });

  test('portfolio has three products; 11 client logos; six client testimonials; four awards at 5.0', async ({
    page,
  }) => {
    await open(page, '/');
    await expect(page.locator('#portfolio [data-carousel-slide]')).toHaveCount(3);
    for (const title of await page.locator('#portfolio [data-carousel-slide] h3').allTextContents())
      expect(title.length).toBeGreaterThan(3);
    // Every id on the page is unique.
    const ids = await page.locator('[id]').evaluateAll((els) => els.map((e) => e.id));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    await expect(page.locator('#clients [data-carousel-slide]')).toHaveCount(11);
    await expect(page.locator('#testimonials [data-carousel-slide]')).toHaveCount(6);
    const testimonial = page.locator('#testimonials [data-carousel-slide]').first();
    await expect(testimonial.locator('blockquote')).not.toBeEmpty();
    // The person's drawn portrait, an image file of its own (tests/e2e/design.spec.ts checks every person).
    await expect(testimonial.locator('figcaption img[data-portrait]')).toHaveAttribute(
      'src',
      /^\/images\/people\/[a-z0-9-]+\.svg$/,
    );
    const awards = page.locator('#awards [data-award]');
    await expect(awards).toHaveCount(4);
    for (const rating of await awards.locator('[data-award-rating]').allTextContents()) expect(rating).toBe('5.0');
  });

  test('three blog teasers from the blog collection, each with Admin, a date and Explore more', async ({ page }) => {
    await open(page, '/');
    const cards = page.locator('#blog [data-blog-card]');
    await expect(cards).toHaveCount(3);
    for (let i = 0; i < 3; i += 1) {
      await expect(cards.nth(i)).toContainText('Admin');
      await expect(cards.nth(i).locator('time')).toHaveAttribute('datetime', /^2018-/);
      await expect(cards.nth(i).getByRole('link', { name: /^Explore more/ })).toHaveAttribute(
        'href',
        /^\/blog\/[a-z-]+$/,
      );
    }
  });

  test('technology tabs: five tabs in order, APG keyboard, small-screen toggle starts open', async ({ page }) => {
    await open(page, '/');
    const tabs = page.locator('#technologies [role="tab"]');
    expect(await tabs.allInnerTexts()).toEqual(['Web Technology', 'CMS', 'Databases', 'Design Tools', 'Communication']);
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#tech-panel-cms')).toBeVisible();
    await expect(page.locator('#tech-panel-web')).toBeHidden();
    await page.keyboard.press('End');
    await expect(tabs.nth(4)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(4)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(4)).toHaveAttribute('tabindex', '0');
    await expect(tabs.nth(0)).toHaveAttribute('tabindex', '-1');
    // Each panel lists real technologies with logos.
    // (Full-colour logos are SVG files shown with <img>, app/routes/icon-file.ts.)
    const logos = page.locator('#tech-panel-communication li img[src^="/images/icons/"]');
    expect(await logos.count()).toBeGreaterThanOrEqual(4);
  });
});

test.describe('home technology toggle on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the toggle closes and reopens the tab list', async ({ page }) => {
    await open(page, '/');
    const toggle = page.locator('#technologies [data-tabs-toggle]');
    const list = page.locator('#tech-tablist');
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(list).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(list).toBeHidden();
    await toggle.click();
    await expect(list).toBeVisible();
  });
});

test.describe('about page', () => {
  test('has story, goals, standards, team, history 2016-2022, both testimonial sliders and the founder, in order', async ({
    page,
  }) => {
    await open(page, '/about-us');
    const expected = [
      'story',
      'goals',
      'standards',
      'team-section',
      'history-section',
      'client-testimonials-section',
      'employee-testimonials-section',
      'founder',
    ];
    expect((await sectionOrder(page)).filter((id) => expected.includes(id))).toEqual(expected);
    const years = await page.locator('#history [data-carousel-slide] time').allTextContents();
    expect(years).toEqual(['2016', '2017', '2018', '2019', '2020', '2021', '2022']);
    expect(await page.locator('#team [data-carousel-slide]').count()).toBeGreaterThanOrEqual(4);
    expect(await page.locator('#employee-testimonials [data-carousel-slide]').count()).toBeGreaterThanOrEqual(2);
    await expect(page.locator('#founder')).toContainText('Hardik Parmar');
  });
});

test.describe('services', () => {
  test('/services: three-slide carousel with dots and no arrows, four offer cards, CTA, eight reasons', async ({
    page,
  }) => {
    await open(page, '/services');
    await expect(page.locator('#services-slider [data-carousel-slide]')).toHaveCount(3);
    await expect(page.locator('#services-slider').getByRole('button', { name: /^Go to slide/ })).toHaveCount(3);
    await expect(page.locator('#services-slider').getByRole('button', { name: /^(Previous|Next)/ })).toHaveCount(0);
    expect(await page.locator('#offer li h3').allInnerTexts()).toEqual(['Android', 'iOS', 'Website', 'Branding']);
    await expect(page.locator('#cta a.button')).toHaveAttribute('href', '/contact-us');
    expect(await page.locator('#why li h3').allInnerTexts()).toEqual([
      'Agile',
      'Bug-free',
      'Cost efficient',
      'Expert native developers',
      'UI/UX',
      'Non-disclosure agreement',
      'Transparency',
      'On-time delivery',
    ]);
  });

  test('ecommerce: maintenance mentions 24x7 support, weekly backup and the three plans', async ({ page }) => {
    await open(page, '/services/ecommerce-development');
    const maintenance = page.locator('#maintenance');
    await expect(maintenance).toContainText('24x7');
    await expect(maintenance).toContainText(/weekly backup/i);
    for (const plan of ['Monthly', 'Quarterly', 'Annual']) await expect(maintenance).toContainText(plan);
    for (const id of ['ecommerce', 'cms', 'social-promotion']) await expect(page.locator(`#${id}`)).toBeVisible();
  });

  test('custom software: product, design, custom software and REST API sections', async ({ page }) => {
    await open(page, '/services/custom-software-development');
    for (const id of ['product', 'design', 'custom-software', 'api-integration'])
      await expect(page.locator(`#${id}`)).toBeVisible();
  });

  test("social media marketing: benefits, the eight activities in order and Let's Connect Now", async ({ page }) => {
    await open(page, '/services/social-media-marketing');
    expect(await page.locator('#activities li h3').allInnerTexts()).toEqual([
      'Profile creation',
      'Page creation',
      'Calendar creation',
      'Post',
      'Paid campaign',
      'Creative design',
      'Engagement',
      'Consultation',
    ]);
    expect(await page.locator('#benefits li h3').count()).toBeGreaterThanOrEqual(4);
    await expect(page.getByRole('link', { name: specText("Let's Connect Now") }).first()).toHaveAttribute(
      'href',
      '/contact-us',
    );
  });
});

test.describe('portfolio and case studies', () => {
  test('/work lists 11 projects, every one a link to its case study; Health Builder unlisted', async ({ page }) => {
    await open(page, '/work');
    const projects = page.locator('[data-testid="projects"] > li');
    await expect(projects).toHaveCount(11);
    // Every listed project has a case-study page, and its tile links to it (the four the
    // original site left as grey tiles included: docs/deviations.md).
    const slugs = await projects.evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-project')));
    const more = await page
      .getByRole('link', { name: /^Explore More/ })
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(more).toEqual(slugs.map((slug) => `/work/${slug}`));
    for (const name of ['Bilogi', 'SurePeople', 'Tashima Dukes', 'Nifty Trading Academy']) {
      await expect(projects.filter({ hasText: name }).getByRole('link', { name: /^Explore More/ })).toHaveCount(1);
    }
    await expect(projects.filter({ hasText: 'Health Builder' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Start Your Project' })).toHaveAttribute('href', '/contact-us');
  });

  test('/work: the first project full width, the others two-up; a click anywhere on a tile opens its case study', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await open(page, '/work');
    const projects = page.locator('[data-testid="projects"] > li');
    const boxes = await projects.evaluateAll((tiles) => tiles.map((tile) => tile.getBoundingClientRect().width));
    const wall = await page.locator('[data-testid="projects"]').evaluate((list) => list.getBoundingClientRect().width);
    expect(boxes[0], 'the featured project spans the grid').toBeCloseTo(wall, 0);
    for (const width of boxes.slice(1)) expect(width, 'two-up, each large').toBeGreaterThan(wall / 2 - 20);
    for (const width of boxes.slice(1)) expect(width).toBeLessThan(wall / 2);
    // The whole tile leads to its case study, the tiles without a link on the original site too.
    const bilogi = projects.filter({ hasText: 'Bilogi' });
    await bilogi.scrollIntoViewIfNeeded();
    const box = await bilogi.locator('img').boundingBox();
    await page.mouse.click((box?.x ?? 0) + 40, (box?.y ?? 0) + 40);
    await expect(page).toHaveURL(/\/work\/bilogi$/);
  });

  test('each case study links to the next, so that following them reaches every case study', async ({ page }) => {
    test.setTimeout(120_000);
    await open(page, '/work/basebone');
    const seen = new Set<string>();
    for (let step = 0; step < 13; step += 1) {
      const path = new URL(page.url()).pathname;
      if (seen.has(path)) break;
      seen.add(path);
      const next = page.getByRole('navigation', { name: 'Next case study' }).getByRole('link');
      await expect(next).toContainText('Next project');
      await next.click();
      await expect(page).not.toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect([...seen].sort()).toEqual([...CASE_STUDIES].sort());
  });

  test('a case study has its banner, story, services, gallery, quote; the gallery opens and moves by keyboard', async ({
    page,
  }) => {
    await open(page, '/work/health-builder');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Health Builder');
    await expect(page.getByRole('heading', { name: 'The challenge' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our approach' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Services provided' })).toBeVisible();
    await expect(page.locator('main figure blockquote')).not.toBeEmpty();
    const first = page.getByRole('button', { name: /^View larger:/ }).first();
    await first.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('[data-gallery-slide]:not([hidden])')).toContainText('1 of');
    await page.keyboard.press('ArrowRight');
    await expect(dialog.locator('[data-gallery-slide]:not([hidden])')).toContainText('2 of');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(first).toBeFocused();
  });

  test('the gallery dialog opens on the clicked screen, moves with its buttons and gives focus back', async ({
    page,
  }) => {
    await open(page, '/work/aara');
    const third = page.getByRole('button', { name: /^View larger:/ }).nth(2);
    await third.click();
    const dialog = page.getByRole('dialog', { name: 'Aara screens' });
    await expect(dialog.locator('[data-gallery-slide]')).toContainText('3 of 4');
    await dialog.getByRole('button', { name: 'Next screen' }).click();
    await expect(dialog.locator('[data-gallery-slide]')).toContainText('4 of 4');
    await dialog.getByRole('button', { name: 'Next screen' }).click();
    await expect(dialog.locator('[data-gallery-slide]')).toContainText('1 of 4');
    await dialog.getByRole('button', { name: 'Previous screen' }).click();
    await expect(dialog.locator('[data-gallery-slide]')).toContainText('4 of 4');
    await expect(dialog.locator('img')).toHaveAttribute('alt', /^Aara: wishlist and two-step checkout/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(third).toBeFocused();
  });

  test('every project has its own imagery: no two /work cards and no two gallery screens are the same', async ({
    page,
  }) => {
    test.setTimeout(240_000); // thirteen pages, one after another
    /** An image's described name and its drawing (the SVG file it shows). */
    const drawings = async (images: import('@playwright/test').Locator) =>
      Promise.all(
        (
          await images.evaluateAll((imgs) =>
            imgs.map((img) => [img.getAttribute('alt') ?? '', (img as HTMLImageElement).src]),
          )
        ).map(async ([label, src]) => {
          const response = await page.request.get(src ?? '');
          expect(response.headers()['content-type'], src).toMatch(/^image\/svg\+xml/);
          return { label: label ?? '', svg: (await response.text()).replace(/<title>[^<]*<\/title>/, '') };
        }),
      );
    await open(page, '/work');
    const cards = await drawings(page.locator('[data-testid="projects"] > li img'));
    expect(cards).toHaveLength(11);
    for (const card of cards) expect(card.label, 'each card image is described').toMatch(/.{10,}/);
    expect(new Set(cards.map((card) => card.svg)).size, 'distinct card images').toBe(11);

    const seen = new Map<string, string>();
    const studies = await page
      .getByRole('link', { name: /^Explore More/ })
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    for (const path of [...studies, '/work/health-builder']) {
      await open(page, path);
      const screens = await drawings(page.getByRole('button', { name: /^View larger:/ }).locator('img'));
      expect(screens.length, `${path} gallery`).toBeGreaterThanOrEqual(3);
      for (const screen of screens) {
        expect(screen.label, 'each screen is described').toMatch(/.{10,}/);
        expect(seen.get(screen.svg), `${path} ${screen.label} repeats another screen`).toBeUndefined();
        seen.set(screen.svg, `${path} ${screen.label}`);
      }
    }
    expect(seen.size).toBe(48);
  });
});

test.describe('blog', () => {
  test('/blog lists the three posts with Admin, date, excerpt and Explore more', async ({ page }) => {
    await open(page, '/blog');
    const cards = page.locator('main li > article');
    await expect(cards).toHaveCount(3);
    const dates = await page.locator('main li > article time').allInnerTexts();
    expect(dates.sort()).toEqual(['02 September 2018', '09 January 2018', '15 March 2018'].sort());
  });

  test('articles: author Admin, their date, share links, hero image; startup-idea lists 13 ideas; aggregation theory has references', async ({
    page,
  }) => {
    const articles = [
      { path: '/blog/startup-idea', date: '15 March 2018' },
      { path: '/blog/aggregation-theory', date: '02 September 2018' },
      { path: '/blog/designing', date: '09 January 2018' },
    ];
    for (const article of articles) {
      await open(page, article.path);
      await expect(page.locator('main article > header')).toContainText('Admin');
      await expect(page.locator('main article > header time')).toHaveText(article.date);
      await expect(page.locator('main article img').first()).toHaveAttribute('alt', /.{20,}/);
      const shares = page.locator('main article footer a');
      expect(await shares.count()).toBeGreaterThanOrEqual(4);
      for (const href of await shares.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) {
        expect(href).toMatch(/^(https:\/\/|mailto:)/);
      }
      const words = (await page.locator('main article .prose').innerText()).split(/\s+/).length;
      expect(words, `${article.path} is a full article`).toBeGreaterThan(1200);
    }
    await open(page, '/blog/startup-idea');
    await expect(page.locator('main article .prose h3')).toHaveCount(13);
    await open(page, '/blog/aggregation-theory');
    await expect(page.locator('main article .prose h2', { hasText: 'References' })).toBeVisible();
  });

  test('the RSS feed lists the three articles', async ({ request }) => {
    const response = await request.get('/rss.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml.match(/<item>/g)?.length).toBe(3);
  });
});

test.describe('careers', () => {
  test('five role tabs with the openings of the spec; Angular/React has its own no-openings panel', async ({
    page,
  }) => {
    await open(page, '/career');
    const tabs = page.getByRole('tab');
    expect(await tabs.allInnerTexts()).toEqual([
      'Business Development Executive',
      'Front-end Developer',
      'PHP/Wordpress',
      'Angular/React',
      'Coding Trainer + Job',
    ]);
    const panel = page.getByRole('tabpanel');
    await expect(panel).toHaveCount(1);
    await expect(panel).toContainText('0-3 years');
    await expect(panel).toContainText('FullTime');
    await expect(panel).toContainText('Ahmedabad');
    await expect(panel).toContainText('02 openings');

    await tabs.nth(1).click();
    await expect(page.getByRole('tabpanel')).toContainText(
      'Sorry! We do not currently have any job openings for this position!',
    );
    await tabs.nth(2).click();
    const php = page.getByRole('tabpanel');
    await expect(php.locator('article', { hasText: 'PHP Developer' })).toContainText('02 openings');
    await expect(php.locator('article', { hasText: 'WordPress Developer' })).toContainText('05 openings');
    await expect(php).toContainText('1-3 years');
    await tabs.nth(3).click();
    await expect(page.getByRole('tabpanel')).toContainText(
      'Sorry! We do not currently have any job openings for this position!',
    );
    await expect(page.getByRole('tabpanel')).not.toContainText('Business Development Executive');
    await tabs.nth(4).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tabpanel')).toContainText('01 opening');
    await page.keyboard.press('ArrowDown');
    await expect(tabs.nth(0)).toBeFocused();
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
  });

  test("an opening's title leads to its own page, with its full text and Apply now for that role", async ({ page }) => {
    await open(page, '/career');
    await page.getByRole('tab', { name: 'PHP/Wordpress' }).click();
    await page.getByRole('tabpanel').getByRole('link', { name: 'WordPress Developer', exact: true }).click();
    await expect(page).toHaveURL(/\/career\/wordpress-developer$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('WordPress Developer');
    await expect(page.getByRole('heading', { name: 'Must-haves' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Responsibilities' })).toBeVisible();
    await expect(
      page.getByText('Custom theme development with the template hierarchy, hooks and filters.'),
    ).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Careers' }),
    ).toBeVisible();
    const apply = page.getByRole('link', { name: 'Apply now' }).first();
    await expect(apply).toHaveAttribute('href', '/career/job-apply?position=WordPress%20Developer');
    await apply.click();
    await expect(page).toHaveURL(/\/career\/job-apply\?position=WordPress%20Developer$/);
    await expect(page.locator('[data-site-form][data-ready]')).toHaveCount(1);
    await expect(page.getByLabel('Position (optional)')).toHaveValue('WordPress Developer');
  });

  test('each role has its own Read Full Details toggle; Apply Now goes to /career/job-apply', async ({ page }) => {
    await open(page, '/career');
    await page.getByRole('tab', { name: 'PHP/Wordpress' }).click();
    const panel = page.getByRole('tabpanel');
    const php = panel.locator('article', { hasText: 'PHP Developer' });
    const wp = panel.locator('article', { hasText: 'WordPress Developer' });
    await php.getByText('Read Full Details').click();
    await expect(php.getByText('Read Less Details')).toBeVisible();
    await expect(php.getByRole('heading', { name: 'Must-haves' })).toBeVisible();
    await expect(php.getByRole('heading', { name: 'Responsibilities' })).toBeVisible();
    await expect(wp.getByText('Read Full Details')).toBeVisible();
    await expect(wp.getByRole('heading', { name: 'Must-haves' })).toBeHidden();
    await php.getByText('Read Less Details').click();
    await expect(php.getByRole('heading', { name: 'Must-haves' })).toBeHidden();
    // Apply Now carries the role to the form, which preselects it.
    await expect(wp.getByRole('link', { name: /^Apply Now/ })).toHaveAttribute(
      'href',
      '/career/job-apply?position=WordPress%20Developer',
    );
  });

  test('intro has Share Resume, the hiring phone and e-mail; the five-step process in order', async ({ page }) => {
    await open(page, '/career');
    await expect(page.getByRole('link', { name: 'Share Resume' })).toHaveAttribute('href', '/career/job-apply');
    const hiringContact = page.getByRole('complementary', { name: 'Questions about a role?' });
    await expect(hiringContact.locator('a[href^="tel:"]')).toHaveCount(1);
    await expect(hiringContact.locator('a[href^="mailto:"]')).toHaveCount(1);
    expect(await page.locator('#process li h3').allInnerTexts()).toEqual([
      'Initial Interaction',
      'Technical Interview',
      'Real-time Assignment',
      'Final HR Discussion',
      'Offer Rollout',
    ]);
  });
});

test.describe('privacy policy and sitemap', () => {
  test('the privacy policy states every term of the spec', async ({ page }) => {
    await open(page, '/privacy-policy');
    const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    for (const term of [
      /back ?up/i,
      /30 days/,
      /14 days/,
      /20 ?(%|percent)/,
      /Indian law|laws of India/i,
      /Ahmedabad/,
      /written notice/i,
      /refund/i,
      /final invoice/i,
      /source code/i,
      /app store/i,
    ]) {
      expect(text, String(term)).toMatch(term);
    }
  });

  test('the sitemap page links company pages, all four services and technologies', async ({ page }) => {
    await open(page, '/sitemap');
    const main = page.getByRole('main');
    for (const heading of ['Company', 'Services', 'Technologies'])
      await expect(main.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    for (const href of [
      '/services/web-mobile-apps-development',
      '/services/ecommerce-development',
      '/services/custom-software-development',
      '/services/social-media-marketing',
    ]) {
      await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible();
    }
  });
});
