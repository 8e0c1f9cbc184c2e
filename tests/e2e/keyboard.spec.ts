/**
 * Keyboard and motion: the skip link is the first Tab stop and moves focus
 * to <main>; every interactive element of key pages is reached by Tab and shows a
 * visible focus indicator that is not hidden behind the sticky header or the fixed
 * button; reduced motion leaves no CSS animation or transition longer than 0.05 s
 * running. (That headings skip no level is checked on every route by a11y.spec.ts's sweep.)
 */
import { expect, test, type Page } from './fixtures.ts';
import { nextFrames, open, setUpCarousels, waitForLoader, waitForStillCarousels } from './helpers.ts';

test.describe('skip link', () => {
  for (const path of ['/', '/career', '/work/aara']) {
    test(`${path}: the skip link is the first Tab stop and moves focus to main`, async ({ page }) => {
      await open(page, path);
      await page.keyboard.press('Tab');
      const skip = page.locator('a.skip-link');
      await expect(skip).toBeFocused();
      await expect(skip).toHaveText('Skip to content');
      await expect(skip).toHaveAttribute('href', '#main');
      await expect(skip, 'the focused skip link is on screen').toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.locator('main#main')).toBeFocused();
      // The next Tab continues inside the main content, not in the header.
      await page.keyboard.press('Tab');
      const inMain = await page.evaluate(() => !!document.activeElement?.closest('main'));
      expect(inMain, 'the Tab after the skip link lands inside <main>').toBe(true);
    });
  }
});

/** Styles that make up a focus indicator. */
interface FocusStyle {
  outlineStyle: string;
  outlineWidth: string;
  outlineColor: string;
  boxShadow: string;
}

interface Stop {
  /** Index given to the element before the walk, or -1 for an element that was not a candidate. */
  index: number;
  description: string;
  style: FocusStyle;
  /** At least one sample point of the element is on top (not covered by the header or another layer). */
  unobscured: boolean;
  /** What covers the element's centre (or where it is), for the failure message. */
  coveredBy: string;
}

/**
 * Marks every element that should be in the Tab order with data-kb-index and returns
 * each one's description and unfocused styles.
 */
async function markCandidates(page: Page): Promise<{ description: string; style: FocusStyle }[]> {
  return page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      'iframe',
      '[tabindex]',
      '[role="tab"][aria-selected="true"]',
      '[contenteditable="true"]',
    ].join(',');
    const describe = (el: Element): string => {
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      const id = el.id ? `#${el.id}` : '';
      const cls = el.classList.length ? `.${[...el.classList].slice(0, 2).join('.')}` : '';
      const href = el.getAttribute('href') ? `[href="${el.getAttribute('href')}"]` : '';
      return `${el.tagName.toLowerCase()}${id}${cls}${href} "${text}"`;
    };
    const tabbable = (el: HTMLElement): boolean => {
      // A tab list is a tab stop only to hand focus to its selected tab at once (Radix's
      // roving focus): the selected tab is the stop, and the candidate.
      if (el.getAttribute('role') === 'tab' && el.getAttribute('aria-selected') === 'true') {
        const list = el.closest('[role="tablist"]');
        if (list instanceof HTMLElement && list.tabIndex >= 0 && !el.closest('[inert]'))
          return el.checkVisibility({ visibilityProperty: true });
      }
      if (el.tabIndex < 0) return false;
      if ((el as HTMLButtonElement).disabled) return false;
      if (el.closest('[inert]')) return false;
      if (el.closest('dialog:not([open])')) return false;
      if (el.getAttribute('role') === 'tablist' && el.querySelector('[role="tab"]')) return false;
      // A <summary> is only interactive as the first summary of its <details>.
      if (el.tagName === 'SUMMARY' && el.parentElement?.tagName !== 'DETAILS') return false;
      return el.checkVisibility({ visibilityProperty: true, opacityProperty: false });
    };
    const result: { description: string; style: FocusStyle }[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (!tabbable(el)) continue;
      el.dataset['kbIndex'] = String(result.length);
      const s = getComputedStyle(el);
      result.push({
        description: describe(el),
        style: {
          outlineStyle: s.outlineStyle,
          outlineWidth: s.outlineWidth,
          outlineColor: s.outlineColor,
          boxShadow: s.boxShadow,
        },
      });
    }
    return result;
  });
}

/** The element that has focus now: its candidate index, description, styles and whether it is covered. */
async function currentStop(page: Page): Promise<Stop | null> {
  return page.evaluate(async () => {
    // Let a frame pass: style changes on focus may run as (very short) transitions.
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await frame();
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return null;
    // And until the element has stopped moving (a bar coming back into view, for a few frames at most).
    for (let settled = 0, last = ''; settled < 10; settled += 1) {
      const now = JSON.stringify(el.getBoundingClientRect());
      if (now === last) break;
      last = now;
      await frame();
    }
    const s = getComputedStyle(el);
    const rect = el.getBoundingClientRect();
    const points: [number, number][] = [
      [rect.left + rect.width / 2, rect.top + rect.height / 2],
      [rect.left + 2, rect.top + 2],
      [rect.right - 2, rect.top + 2],
      [rect.left + 2, rect.bottom - 2],
      [rect.right - 2, rect.bottom - 2],
    ];
    const unobscured = points.some(([x, y]) => {
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return false;
      const hit = document.elementFromPoint(x, y);
      return !!hit && (hit === el || el.contains(hit) || hit.contains(el));
    });
    const cx = rect.left + rect.width / 2;
    const cy = rect.top + rect.height / 2;
    const top = cx >= 0 && cy >= 0 && cx < innerWidth && cy < innerHeight ? document.elementFromPoint(cx, cy) : null;
    const coveredBy = top
      ? `${top.tagName.toLowerCase()}.${[...top.classList].slice(0, 2).join('.')}`
      : `off screen at ${Math.round(rect.left)},${Math.round(rect.top)} ${Math.round(rect.width)}x${Math.round(rect.height)}, scrollY ${Math.round(scrollY)}`;
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return {
      index: el.dataset['kbIndex'] === undefined ? -1 : Number(el.dataset['kbIndex']),
      description: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].slice(0, 2).join('.')} "${text}"`,
      style: {
        outlineStyle: s.outlineStyle,
        outlineWidth: s.outlineWidth,
        outlineColor: s.outlineColor,
        boxShadow: s.boxShadow,
      },
      unobscured,
      coveredBy,
    };
  });
}

const transparent = (color: string): boolean => color === 'transparent' || /rgba\(.*,\s*0\)$/.test(color);

/** Why the focused style is not a visible indicator compared with the unfocused one, or null when it is. */
function indicatorProblem(focused: FocusStyle, unfocused: FocusStyle | undefined): string | null {
  const outline =
    focused.outlineStyle !== 'none' && parseFloat(focused.outlineWidth) >= 1 && !transparent(focused.outlineColor);
  const outlineChanged =
    !unfocused ||
    focused.outlineStyle !== unfocused.outlineStyle ||
    focused.outlineWidth !== unfocused.outlineWidth ||
    focused.outlineColor !== unfocused.outlineColor;
  const shadow = focused.boxShadow !== 'none' && (!unfocused || focused.boxShadow !== unfocused.boxShadow);
  if ((outline && outlineChanged) || shadow) return null;
  return `outline ${focused.outlineStyle} ${focused.outlineWidth} ${focused.outlineColor}, box-shadow ${focused.boxShadow}`;
}

test.describe('every interactive element is reached by Tab and visibly focused', () => {
  for (const { path, width } of [
    { path: '/', width: 1440 },
    { path: '/career', width: 1440 },
    { path: '/work/aara', width: 1440 },
    { path: '/', width: 390 },
    { path: '/career', width: 390 },
  ]) {
    test(`${path} at ${width} px`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
      // Reduced motion keeps the carousels still, so the set of tabbable slides stays the same.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await open(page, path);
      // Every carousel set up and at rest: its hidden slides are inert before the tab stops are listed.
      await setUpCarousels(page);
      await waitForStillCarousels(page);
      const candidates = await markCandidates(page);
      expect(candidates.length, 'interactive elements found').toBeGreaterThan(5);

      const reached = new Set<number>();
      const problems: string[] = [];
      const limit = candidates.length + 60;
      for (let step = 0; step < limit; step += 1) {
        await page.keyboard.press('Tab');
        const stop = await currentStop(page);
        if (!stop) break; // Focus left the page after the last element.
        if (stop.index >= 0 && reached.has(stop.index)) break; // Wrapped around.
        if (stop.index >= 0) reached.add(stop.index);
        const problem = indicatorProblem(stop.style, stop.index >= 0 ? candidates[stop.index]?.style : undefined);
        if (problem) problems.push(`no visible focus indicator: ${stop.description} (${problem})`);
        if (!stop.unobscured) problems.push(`focused but hidden: ${stop.description} (under ${stop.coveredBy})`);
      }
      const missed = candidates.filter((_, i) => !reached.has(i)).map((c) => `not reached by Tab: ${c.description}`);
      test
        .info()
        .annotations.push({ type: 'tab stops', description: `${reached.size} of ${candidates.length} reached` });
      const all = [...missed, ...problems];
      expect(all.length, `${path} at ${width} px:\n  ${all.slice(0, 25).join('\n  ')}`).toBe(0);
    });
  }
});

test.describe('prefers-reduced-motion: reduce', () => {
  test('leaves no CSS animation or transition longer than 0.05 s running on /', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const found = new Set<string>();
    const collect = async (moment: string) => {
      const long = await page.evaluate(() =>
        document
          .getAnimations()
          .filter((animation) => animation.playState === 'running')
          .map((animation) => {
            const timing = animation.effect?.getComputedTiming();
            const duration = Number(timing?.activeDuration ?? 0);
            const target = (animation.effect as KeyframeEffect | null)?.target;
            const name =
              animation instanceof CSSAnimation
                ? `animation ${animation.animationName}`
                : animation instanceof CSSTransition
                  ? `transition ${animation.transitionProperty}`
                  : 'script animation';
            const where = target
              ? `${target.tagName.toLowerCase()}.${[...target.classList].slice(0, 2).join('.')}`
              : '?';
            return { duration, label: `${name} on ${where}` };
          })
          .filter((a) => !(a.duration <= 50))
          .map((a) => `${a.label}: ${a.duration} ms`),
      );
      for (const entry of long) found.add(`${moment}: ${entry}`);
    };

    await page.goto('/');
    await collect('during the loader');
    await waitForLoader(page);
    await collect('after the loader');

    // Interactions that start transitions: hover a button, open the mega-menu, move a carousel.
    await page.locator('main .button').first().hover();
    await collect('hovering a button');
    await page.getByRole('button', { name: 'Our Services' }).click();
    await collect('opening the mega-menu');
    await page.keyboard.press('Escape');
    // Carousels further down are set up as they come near: bring each near once.
    await setUpCarousels(page);
    const next = page.locator('main [data-carousel-next]:visible').first();
    await expect(next, 'a carousel on / has a visible Next button').toBeVisible();
    await next.click();
    await collect('after a carousel step');
    await page.locator('main [data-carousel-next]:visible').last().click();
    await collect('after another carousel step');
    await page.mouse.wheel(0, 2500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await nextFrames(page);
    await collect('after scrolling');

    expect([...found], 'running animations or transitions longer than 0.05 s under reduced motion').toEqual([]);
  });
});
