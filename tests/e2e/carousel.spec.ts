/**
 * The site's one carousel (app/components/carousel/Carousel.tsx on Embla) on the real
 * pages: every instance's spec.md section 9 settings and the accessibility behaviour of
 * issue 3 (pause/play control, reduced motion, hover/touch/focus/hidden-tab pauses,
 * keyboard, APG roles, out-of-view slides hidden).
 *
 * Time is Playwright's fake clock, paused from the start: autoplay timers and Embla's
 * animation frames only run inside clock.runFor(), so intervals are exact. The site
 * loader is a CSS animation (real time), so tests wait for it before using the mouse.
 */
import { expect, test, type Locator, type Page } from './fixtures.ts';
import { reachFor, setUpCarousels, waitForLoaderEnd } from './helpers.ts';

const START = new Date('2025-03-01T09:00:00Z').getTime();
/** Long enough for any transition (700 ms nav speed; Embla's "settle" comes later, at 0.001 px). */
const SETTLE_MS = 2500;

/** One slide in one frame: the opacity script set inline, the opacity shown, the left edge. */
interface Sample {
  inline: string;
  shown: number;
  left: number;
}

interface Instance {
  path: string;
  id: string;
  delay: number;
}

/** spec.md section 9; testimonials and team have no delay in the spec, the preset uses 5000 ms. */
const INSTANCES: Instance[] = [
  { path: '/', id: 'hero', delay: 4000 },
  { path: '/', id: 'portfolio', delay: 4000 },
  { path: '/', id: 'clients', delay: 4000 },
  { path: '/', id: 'testimonials', delay: 5000 },
  { path: '/about-us', id: 'team', delay: 5000 },
  { path: '/about-us', id: 'history', delay: 5000 },
  { path: '/services', id: 'services-slider', delay: 7000 },
];

const carousel = (page: Page, id: string): Locator => page.locator(`[data-carousel]#${id}`);
const rotation = (c: Locator): Locator => c.locator('[data-carousel-rotation]');
const slides = (c: Locator): Locator => c.locator('[data-carousel-slide]');
const liveRegion = (c: Locator): Locator => c.locator('[data-carousel-container]');

async function open(page: Page, path: string): Promise<void> {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(START + 1000);
  await page.goto(path);
  // Every carousel of the page set up, not only the first: a test may act on any of them.
  await setUpCarousels(page);
  // The loader covers a tab's first full load for 3 s of real time (a CSS animation).
  await waitForLoaderEnd(page);
}

/** Index of the selected position, as the element reports it. */
async function selected(c: Locator): Promise<number> {
  return Number(await c.getAttribute('data-selected'));
}

async function setDocumentHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((isHidden) => {
    if (isHidden) {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    } else {
      // Drop the overrides: the prototype's real getters ("visible") apply again.
      Reflect.deleteProperty(document, 'visibilityState');
      Reflect.deleteProperty(document, 'hidden');
    }
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

test.describe('carousel settings per instance', () => {
  for (const { path, id, delay } of INSTANCES) {
    test(`${id} on ${path}: APG roles, a visible pause control, advances every ${delay} ms`, async ({ page }) => {
      // Fast-forwarding several autoplay intervals runs every animation frame of Embla's
      // transitions; on a loaded 2-core machine that can take longer than the default timeout.
      test.slow();
      await open(page, path);
      const c = carousel(page, id);
      await expect(c).toHaveCount(1);

      const region = c.locator('section[aria-roledescription="carousel"]');
      await expect(region).toHaveAttribute('aria-label', /\S/);
      const count = await slides(c).count();
      expect(count).toBeGreaterThan(1);
      for (let i = 0; i < count; i++) {
        const slide = slides(c).nth(i);
        await expect(slide).toHaveAttribute('role', 'group');
        await expect(slide).toHaveAttribute('aria-roledescription', 'slide');
        await expect(slide).toHaveAttribute('aria-label', /\S/);
      }

      await c.scrollIntoViewIfNeeded();
      // Near the viewport again, it rotates (far from it, it holds).
      await expect(c).toHaveAttribute('data-rotating', 'true');
      await expect(rotation(c)).toBeVisible();
      await expect(rotation(c)).toHaveAttribute('aria-label', 'Pause slides');
      await expect(liveRegion(c)).toHaveAttribute('aria-live', 'off');

      expect(await selected(c)).toBe(0);
      await page.clock.runFor(delay - 200);
      expect(await selected(c), 'not before the interval').toBe(0);
      await page.clock.runFor(400);
      expect(await selected(c), 'after one interval').toBe(1);
      await page.clock.runFor(delay);
      expect(await selected(c), 'after two intervals').toBe(2);
    });
  }

  test('spec settings reach the elements', async ({ page }) => {
    await open(page, '/');
    const options = async (id: string) => JSON.parse((await carousel(page, id).getAttribute('data-options')) ?? '{}');
    expect(await options('portfolio')).toMatchObject({ autoplay: 4000, loop: true, fade: true });
    expect(await options('clients')).toMatchObject({
      autoplay: 4000,
      loop: true,
      align: 'center',
      perView: [
        { minWidth: 0, count: 2 },
        { minWidth: 600, count: 3 },
        { minWidth: 990, count: 5 },
        { minWidth: 1000, count: 8 },
      ],
    });
    await expect(carousel(page, 'clients')).toHaveAttribute('style', /--carousel-gap:\s*20px/);
    expect(await options('testimonials')).toMatchObject({ loop: true, navSpeedMs: 700 });
    // No nav on portfolio and clients, no dots on testimonials and clients.
    await expect(carousel(page, 'portfolio').locator('[data-carousel-prev], [data-carousel-next]')).toHaveCount(0);
    await expect(carousel(page, 'clients').locator('[data-carousel-prev], [data-carousel-next]')).toHaveCount(0);
    await expect(carousel(page, 'clients').locator('[data-carousel-dots]')).toHaveCount(0);
    await expect(carousel(page, 'testimonials').locator('[data-carousel-dots]')).toHaveCount(0);
    await expect(carousel(page, 'testimonials').getByRole('button', { name: 'Previous', exact: true })).toBeVisible();
    await expect(carousel(page, 'testimonials').getByRole('button', { name: 'Next', exact: true })).toBeVisible();
  });

  test('clients show 8 logos at 1440 px and 2 at 390 px', async ({ page }) => {
    await open(page, '/');
    const c = carousel(page, 'clients');
    const perView = () => c.evaluate((el) => getComputedStyle(el).getPropertyValue('--carousel-per-view').trim());
    expect(await perView()).toBe('8');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await perView()).toBe('2');
    await page.clock.runFor(SETTLE_MS);
    // Embla re-measures on its ResizeObserver, whose callback comes in its own time.
    const shown = () =>
      slides(c).evaluateAll((nodes) => nodes.filter((node) => node.getAttribute('aria-hidden') !== 'true').length);
    await expect.poll(shown).toBeLessThanOrEqual(2);
    expect(await shown()).toBeGreaterThanOrEqual(1);
  });
});

test.describe('pausing and resuming', () => {
  test('hovering the slides pauses; leaving resumes', async ({ page }) => {
    await open(page, '/');
    const c = carousel(page, 'portfolio');
    await c.locator('[data-carousel-viewport]').hover();
    await expect(liveRegion(c)).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(9000);
    expect(await selected(c)).toBe(0);
    // The control still says rotation is on: hover is a momentary hold.
    await expect(rotation(c)).toHaveAttribute('aria-label', 'Pause slides');

    await page.mouse.move(1, 1);
    await expect(liveRegion(c)).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(4100);
    expect(await selected(c)).toBe(1);
  });

  test('a press on the slides pauses until it is released', async ({ page }) => {
    await open(page, '/');
    const c = carousel(page, 'testimonials');
    const viewport = c.locator('[data-carousel-viewport]');
    await viewport.scrollIntoViewIfNeeded();
    await expect(c).toHaveAttribute('data-rotating', 'true');
    const box = await viewport.boundingBox();
    if (!box) throw new Error('the testimonials carousel has no layout box');
    await viewport.dispatchEvent('pointerdown', {
      pointerType: 'touch',
      pointerId: 7,
      clientX: box.x + 10,
      clientY: box.y + 10,
    });
    await page.clock.runFor(11_000);
    expect(await selected(c)).toBe(0);
    await page.evaluate(() =>
      window.dispatchEvent(new PointerEvent('pointerup', { pointerType: 'touch', pointerId: 7 })),
    );
    await page.clock.runFor(5100);
    expect(await selected(c)).toBe(1);
  });

  test('the pause control stops rotation and Play restarts it', async ({ page }) => {
    await open(page, '/');
    const c = carousel(page, 'testimonials');
    await rotation(c).click();
    await expect(rotation(c)).toHaveAttribute('aria-label', 'Play slides');
    await expect(c).toHaveAttribute('data-state', 'paused');
    await expect(liveRegion(c)).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(12_000);
    expect(await selected(c)).toBe(0);

    await rotation(c).click();
    await expect(rotation(c)).toHaveAttribute('aria-label', 'Pause slides');
    await expect(liveRegion(c)).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(5100);
    expect(await selected(c)).toBe(1);
  });

  test('keyboard focus inside pauses; leaving resumes', async ({ page }) => {
    await open(page, '/');
    const c = carousel(page, 'testimonials');
    await rotation(c).focus();
    await page.keyboard.press('Tab'); // to "Previous", by keyboard
    await expect(c.getByRole('button', { name: 'Previous', exact: true })).toBeFocused();
    await page.clock.runFor(11_000);
    expect(await selected(c)).toBe(0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(c).toHaveAttribute('data-rotating', 'true');
    await page.clock.runFor(5100);
    expect(await selected(c)).toBe(1);
  });

  test('a hidden tab pauses; visible again resumes', async ({ page }) => {
    await open(page, '/');
    const c = carousel(page, 'hero');
    await setDocumentHidden(page, true);
    await page.clock.runFor(12_000);
    expect(await selected(c)).toBe(0);
    await setDocumentHidden(page, false);
    await page.clock.runFor(4100);
    expect(await selected(c)).toBe(1);
  });

  test('the side menu (a modal dialog) holds the rotation behind it; closed, it resumes', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/');
    const c = carousel(page, 'hero');
    await page.getByRole('button', { name: 'Open menu' }).click();
    // The menu's module loads on first use, and the dialog opens in animation frames.
    await expect(async () => {
      await page.clock.runFor(100);
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible({ timeout: 200 });
    }).toPass();
    // Long enough for one slide change (4 s), short of a full turn back to the first.
    await page.clock.runFor(6_000);
    expect(await selected(c)).toBe(0);
    await expect(c).toHaveAttribute('data-rotating', 'false');
    await page.keyboard.press('Escape');
    await page.clock.runFor(100);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await page.clock.runFor(4100);
    expect(await selected(c)).toBe(1);
  });

  test('prefers-reduced-motion: no autoplay until Play is pressed', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, '/');
    for (const id of ['hero', 'portfolio', 'clients', 'testimonials']) {
      const c = carousel(page, id);
      await expect(rotation(c), id).toHaveAttribute('aria-label', 'Play slides');
      await expect(liveRegion(c), id).toHaveAttribute('aria-live', 'polite');
    }
    await page.clock.runFor(15_000);
    for (const id of ['hero', 'portfolio', 'clients', 'testimonials']) {
      expect(await selected(carousel(page, id)), id).toBe(0);
    }
    // Play, as a keyboard user would: focus on the control itself does not hold rotation.
    const c = carousel(page, 'portfolio');
    await rotation(c).focus();
    await page.keyboard.press('Enter');
    await expect(rotation(c)).toHaveAttribute('aria-label', 'Pause slides');
    await expect(liveRegion(c)).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(4100);
    expect(await selected(c)).toBe(1);
    // Under reduced motion the change is a jump: the new slide is shown within a frame or two.
    await page.clock.runFor(100);
    await expect(slides(c).nth(1)).not.toHaveAttribute('aria-hidden', 'true');
  });
});

test.describe('navigation', () => {
  test('Previous and Next move one slide and stop rotation', async ({ page }) => {
    await open(page, '/');
    const c = carousel(page, 'testimonials');
    const count = await slides(c).count();
    await c.getByRole('button', { name: 'Next', exact: true }).click();
    expect(await selected(c)).toBe(1);
    await expect(rotation(c)).toHaveAttribute('aria-label', 'Play slides');
    await page.clock.runFor(SETTLE_MS);
    await expect(slides(c).nth(1)).not.toHaveAttribute('aria-hidden', 'true');
    await expect(slides(c).nth(0)).toHaveAttribute('aria-hidden', 'true');

    await c.getByRole('button', { name: 'Previous', exact: true }).click();
    await c.getByRole('button', { name: 'Previous', exact: true }).click();
    expect(await selected(c), 'loops to the last').toBe(count - 1);
    await page.clock.runFor(12_000);
    expect(await selected(c), 'rotation stays stopped').toBe(count - 1);
  });

  test('dots go to their slide and mark it current', async ({ page }) => {
    await open(page, '/services');
    const c = carousel(page, 'services-slider');
    const dots = c.locator('[data-carousel-dots] button');
    const count = await slides(c).count();
    await expect(dots).toHaveCount(count);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await expect(dots.nth(0)).toHaveAccessibleName('Go to slide 1');

    await c.getByRole('button', { name: 'Go to slide 3' }).click();
    expect(await selected(c)).toBe(2);
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
    await expect(dots.nth(0)).not.toHaveAttribute('aria-current');
    await expect(rotation(c)).toHaveAttribute('aria-label', 'Play slides');
    await page.clock.runFor(SETTLE_MS);
    await expect(slides(c).nth(2)).not.toHaveAttribute('aria-hidden', 'true');
  });

  test('ArrowRight and ArrowLeft on the focused slides move them', async ({ page }) => {
    await open(page, '/');
    const c = carousel(page, 'portfolio');
    await c.locator('[data-carousel-viewport]').focus();
    await page.keyboard.press('ArrowRight');
    expect(await selected(c)).toBe(1);
    await page.keyboard.press('ArrowRight');
    expect(await selected(c)).toBe(2);
    await page.keyboard.press('ArrowLeft');
    expect(await selected(c)).toBe(1);
    await expect(rotation(c)).toHaveAttribute('aria-label', 'Play slides');
  });

  test('controls are at least 44 by 44 px', async ({ page }) => {
    await open(page, '/');
    const buttons = page.locator('[data-carousel] button:visible');
    const count = await buttons.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const box = await buttons.nth(i).boundingBox();
      if (!box) throw new Error(`button ${i} has no layout box`);
      expect(box.width, `button ${i}`).toBeGreaterThanOrEqual(44);
      expect(box.height, `button ${i}`).toBeGreaterThanOrEqual(44);
    }
  });
});

test.describe('slides out of view', () => {
  test('are aria-hidden and inert; the one in view is neither', async ({ page }) => {
    await open(page, '/');
    const c = carousel(page, 'hero');
    const state = () =>
      slides(c).evaluateAll((nodes) =>
        nodes.map((node) => ({
          hidden: node.getAttribute('aria-hidden') === 'true',
          inert: (node as HTMLElement).inert,
        })),
      );
    let now = await state();
    expect(now.map((s) => s.hidden)).toEqual(now.map((_, i) => i !== 0));
    expect(now.map((s) => s.inert)).toEqual(now.map((_, i) => i !== 0));

    await page.clock.runFor(4000 + SETTLE_MS);
    now = await state();
    expect(now.map((s) => s.hidden)).toEqual(now.map((_, i) => i !== 1));
    expect(now.map((s) => s.inert)).toEqual(now.map((_, i) => i !== 1));
  });

  test('links in hidden slides cannot be tabbed to', async ({ page }) => {
    await open(page, '/');
    const c = carousel(page, 'hero');
    await c.locator('[data-carousel-viewport]').focus();
    const reached: (string | null)[] = [];
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      reached.push(
        await page.evaluate(() => {
          const slide = document.activeElement?.closest('[data-carousel-slide]');
          return slide ? slide.getAttribute('aria-label') : null;
        }),
      );
    }
    // The shown slide's link is reachable; no link of a hidden slide is.
    const inSlides = new Set(reached.filter((label) => label !== null));
    expect([...inSlides]).toEqual(['1 of 3']);
  });

  test('several in view: the clients carousel hides only the logos outside', async ({ page }) => {
    await open(page, '/');
    const c = carousel(page, 'clients');
    const shown = await slides(c).evaluateAll(
      (nodes) => nodes.filter((node) => node.getAttribute('aria-hidden') !== 'true').length,
    );
    expect(shown).toBeGreaterThanOrEqual(5);
    expect(shown).toBeLessThanOrEqual(8);
  });
});

test.describe('page life cycle', () => {
  test('carousels start again after a client-side navigation and nothing leaks', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await open(page, '/');
    // The router's swap needs running timers: let time flow for the navigation only.
    await page.clock.resume();
    await page.locator('a[href="/about-us"]:visible').first().click();
    await expect(page).toHaveURL(/\/about-us\/?$/);
    const team = carousel(page, 'team');
    await team.scrollIntoViewIfNeeded();
    await expect(team).toHaveAttribute('data-enhanced', '');
    await expect(team).toHaveAttribute('data-rotating', 'true');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
    await expect(page.locator('[data-carousel]#hero')).toHaveCount(0);
    await page.mouse.move(1, 1);
    await page.clock.runFor(5100);
    expect(await selected(team)).toBe(1);
    expect(errors).toEqual([]);
  });
});

test.describe('set up near the viewport', () => {
  test('a carousel far down the page is set up as it comes near, and far away again it holds', async ({ page }) => {
    await page.clock.install({ time: START });
    await page.clock.pauseAt(START + 1000);
    await page.goto('/');
    const hero = carousel(page, 'hero');
    const testimonials = carousel(page, 'testimonials');
    await reachFor(hero);
    await expect(hero).toHaveAttribute('data-enhanced', '');
    // Far below, its island is not even hydrated yet (app/components/hydration/island.tsx);
    // and past the observers' first report: an observer made now is told in the same task
    // as every earlier one.
    await expect(testimonials.locator('xpath=ancestor::*[@data-island][1]')).not.toHaveAttribute(
      'data-island-hydrated',
    );
    await testimonials.evaluate(
      (root) =>
        new Promise<void>((resolve) => {
          const observer = new IntersectionObserver(() => {
            observer.disconnect();
            resolve();
          });
          observer.observe(root);
        }),
    );
    await expect(testimonials, 'far below the first screen, still the prerendered list').not.toHaveAttribute(
      'data-enhanced',
    );

    await testimonials.scrollIntoViewIfNeeded();
    await expect(testimonials).toHaveAttribute('data-enhanced', '');
    await expect(testimonials).toHaveAttribute('data-rotating', 'true');
    // The hero, now far above, holds its rotation; the visitor's choice is still "playing".
    await expect(hero).toHaveAttribute('data-rotating', 'false');
    await expect(hero).toHaveAttribute('data-state', 'playing');
    await page.clock.runFor(12_000);
    expect(await selected(hero)).toBe(0);
    expect(await selected(testimonials)).toBeGreaterThan(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('slides stay readable as a scrollable list and controls stay hidden', async ({ page }) => {
    await page.goto('/');
    const c = carousel(page, 'testimonials');
    await expect(c).not.toHaveAttribute('data-enhanced');
    const viewport = c.locator('[data-carousel-viewport]');
    expect(await viewport.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');
    await expect(c.locator('[data-carousel-toolbar]')).toBeHidden();
    await expect(slides(c).first()).toBeVisible();
    await expect(c.locator('[data-carousel-slide][aria-hidden="true"], [inert]')).toHaveCount(0);
  });
});

test.describe('slide images', () => {
  test('once a carousel is near the viewport, images in off-screen slides load too (no empty frame sliding in)', async ({
    page,
  }) => {
    // The home portfolio slider shows one project at a time; each slide has its product's drawn screens.
    await open(page, '/');
    const portfolio = page.locator('[data-carousel]#portfolio');
    await portfolio.scrollIntoViewIfNeeded();
    const images = portfolio.locator('[data-carousel-slide] img');
    expect(await images.count()).toBeGreaterThanOrEqual(3);
    // Prerendered lazy (a visitor who never scrolls there fetches none); near the viewport, eager.
    await expect(page.locator('[data-carousel]#portfolio [data-carousel-slide] img[loading="lazy"]')).toHaveCount(0);
    await expect
      .poll(() =>
        images.evaluateAll(
          (imgs) =>
            imgs.filter((img) => !(img as HTMLImageElement).complete || (img as HTMLImageElement).naturalWidth === 0)
              .length,
        ),
      )
      .toBe(0);
  });
});

/**
 * Home in real time (the hero's fades are CSS transitions, which the fake clock does not
 * drive), the loader gone, the hero set up and its rotation paused, as a visitor would.
 */
async function heroHeld(page: Page): Promise<Locator> {
  await page.goto('/');
  await expect(page.locator('[data-site-loader]')).toBeHidden({ timeout: 8_000 });
  const c = carousel(page, 'hero');
  await expect(c).toHaveAttribute('data-enhanced', '');
  await rotation(c).click();
  await expect(rotation(c)).toHaveAttribute('aria-label', 'Play slides');
  return c;
}

test.describe('home hero', () => {
  test('changing slide never blanks and never shows one headline through another; the new one arrives in full', async ({
    page,
  }) => {
    // Real time here: the fade is a CSS transition, which the fake clock does not drive.
    const c = await heroHeld(page);

    /** How readable each slide's headline is: its opacity times its ancestors' up to the carousel. */
    const readability = () =>
      c.evaluate((root) =>
        [...root.querySelectorAll<HTMLElement>('[data-carousel-slide] h2')].map((headline) => {
          let opacity = 1;
          for (let node: HTMLElement | null = headline; node && node !== root; node = node.parentElement)
            opacity *= Number(getComputedStyle(node).opacity);
          return opacity;
        }),
      );

    /**
     * Every frame for 1.5 s: the most readable headline, and, whenever two can be seen, whether
     * the one coming in lies above the other on an opaque ground (so the other never shows through).
     */
    const sampling = c.evaluate(
      (root) =>
        new Promise<{ best: number; layered: boolean }[]>((resolve) => {
          const slides = [...root.querySelectorAll<HTMLElement>('[data-carousel-slide]')];
          const seen = (element: HTMLElement) => {
            let opacity = 1;
            for (let node: HTMLElement | null = element; node && node !== root; node = node.parentElement)
              opacity *= Number(getComputedStyle(node).opacity);
            return opacity;
          };
          const frames: { best: number; layered: boolean }[] = [];
          const start = performance.now();
          const frame = () => {
            const visible = slides.filter((slide) => seen(slide.querySelector('h2') ?? slide) > 0.2);
            const best = Math.max(...slides.map((slide) => seen(slide.querySelector('h2') ?? slide)));
            let layered = true;
            if (visible.length > 1) {
              const incoming = visible.find((slide) => slide.style.opacity === '1');
              const style = incoming ? getComputedStyle(incoming) : null;
              const opaque = style ? /^rgb\(/.test(style.backgroundColor) : false;
              const above = visible.every(
                (slide) => slide === incoming || Number(style?.zIndex) > (Number(getComputedStyle(slide).zIndex) || 0),
              );
              layered = opaque && above;
            }
            frames.push({ best, layered });
            if (performance.now() - start < 1500) requestAnimationFrame(frame);
            else resolve(frames);
          };
          requestAnimationFrame(frame);
        }),
    );
    await c.getByRole('button', { name: 'Go to slide 2' }).click();
    const frames = await sampling;
    for (const [index, { best, layered }] of frames.entries()) {
      expect(best, `frame ${index}: a whole headline is on screen`).toBeGreaterThanOrEqual(0.6);
      expect(layered, `frame ${index}: the incoming slide covers the outgoing one`).toBe(true);
    }
    // Once the change is over, the new headline is fully shown and the old one gone.
    await expect.poll(async () => (await readability())[1]).toBeGreaterThan(0.99);
    expect((await readability())[0]).toBe(0);
  });

  test('a slide change is a fade the browser runs: script sets 0 or 1, the new slide fades in over the old one, which stays in place', async ({
    page,
  }) => {
    // Real time: the fade is a CSS transition (Carousel.module.css), not Embla's frames.
    const c = await heroHeld(page);
    await expect(c).toHaveAttribute('data-crossfade', '');

    /** Every frame for 1 s: the first two slides' inline opacity (what script set), shown opacity and left edge. */
    const sampling = c.evaluate(
      (root) =>
        new Promise<{ old: Sample; next: Sample }[]>((resolve) => {
          const [first, second] = [...root.querySelectorAll<HTMLElement>('[data-carousel-slide]')];
          const sample = (slide: HTMLElement | undefined): Sample => ({
            inline: slide?.style.opacity ?? '',
            shown: Number(slide ? getComputedStyle(slide).opacity : Number.NaN),
            left: Math.round(slide?.getBoundingClientRect().left ?? Number.NaN),
          });
          const frames: { old: Sample; next: Sample }[] = [];
          const start = performance.now();
          const frame = () => {
            frames.push({ old: sample(first), next: sample(second) });
            if (performance.now() - start < 1000) requestAnimationFrame(frame);
            else resolve(frames);
          };
          requestAnimationFrame(frame);
        }),
    );
    await c.getByRole('button', { name: 'Go to slide 2' }).click();
    const frames = await sampling;
    // Script only ever says shown or hidden: no opacity is stepped frame by frame.
    expect(new Set(frames.flatMap(({ old, next }) => [old.inline, next.inline]))).toEqual(new Set(['0', '1']));
    // The browser passes the new slide through the values between while the old one stays whole under it.
    const between = (value: number) => value > 0.2 && value < 0.8;
    const fadingIn = frames.filter(({ next }) => between(next.shown));
    expect(fadingIn.length).toBeGreaterThan(0);
    for (const { old } of fadingIn) expect(old.shown).toBe(1);
    // While the old slide can still be seen, it has not moved; the new one is where it was.
    const showing = frames.filter(({ old }) => old.shown > 0.05);
    expect(new Set(showing.map(({ old }) => old.left)).size).toBe(1);
    const last = frames.at(-1);
    expect(last?.old.shown).toBe(0);
    expect(last?.next.shown).toBe(1);
    expect(Math.abs((last?.next.left ?? Number.NaN) - (frames[0]?.old.left ?? Number.NaN))).toBeLessThanOrEqual(1);
  });

  test('under reduced motion a slide change is immediate', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const c = carousel(page, 'hero');
    // It never moves by itself under reduced motion, so it waits for the visitor.
    await reachFor(c);
    await expect(c).toHaveAttribute('data-enhanced', '');
    await c.getByRole('button', { name: 'Go to slide 2' }).click();
    // Every frame from the click until slide 2 shows (a busy machine may take a few frames to
    // handle the click): the first two slides are each either hidden or shown, never between.
    const frames = await c.evaluate(
      (root) =>
        new Promise<number[][]>((resolve) => {
          const seen: number[][] = [];
          const sample = () => {
            const opacities = [...root.querySelectorAll<HTMLElement>('[data-carousel-slide]')]
              .slice(0, 2)
              .map((slide) => Number(getComputedStyle(slide).opacity));
            seen.push(opacities);
            if (opacities[1] === 1 || seen.length >= 120) resolve(seen);
            else requestAnimationFrame(sample);
          };
          requestAnimationFrame(sample);
        }),
    );
    expect(frames.at(-1)).toEqual([0, 1]);
    expect(frames.flat().filter((opacity) => opacity !== 0 && opacity !== 1)).toEqual([]);
  });
});
