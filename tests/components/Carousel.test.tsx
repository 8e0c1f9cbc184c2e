// @vitest-environment happy-dom
/**
 * The site's one carousel (app/components/carousel/Carousel.tsx) in a DOM without layout: each
 * slide is given a 600 px box side by side, so Embla sees three positions. The browser
 * tests (tests/e2e/carousel.spec.ts) check the same behaviour with real layout and time.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from '../../app/components/carousel/Carousel.tsx';
import { CarouselSlide } from '../../app/components/carousel/CarouselSlide.tsx';
import { carouselPresets } from '../../app/components/carousel/carousel-presets.ts';
import { useCoverPage } from '../../app/lib/page-cover.ts';

/** Stands in for a modal dialog (the side menu, the gallery): covers the page while open. */
function CoveringDialog({ open }: { open: boolean }) {
  useCoverPage(open);
  return null;
}

const WIDTH = 600;
const saved = {
  offsetWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth'),
  offsetLeft: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetLeft'),
};

/** Slides side by side, each as wide as the viewport. */
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.matches('[data-carousel-viewport], [data-carousel-container], [data-carousel-slide]') ? WIDTH : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'offsetLeft', {
    configurable: true,
    get(this: HTMLElement) {
      if (!this.matches('[data-carousel-slide]')) return 0;
      return [...(this.parentElement?.children ?? [])].indexOf(this) * WIDTH;
    },
  });
});

afterAll(() => {
  if (saved.offsetWidth) Object.defineProperty(HTMLElement.prototype, 'offsetWidth', saved.offsetWidth);
  if (saved.offsetLeft) Object.defineProperty(HTMLElement.prototype, 'offsetLeft', saved.offsetLeft);
});

function mockReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion: reduce'),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

function renderCarousel() {
  const view = render(
    <Carousel {...carouselPresets.testimonials} id="quotes" label="What our clients say">
      {['Asha', 'Bharat', 'Chitra'].map((name) => (
        <CarouselSlide key={name}>
          <p>{name} recommends us.</p>
          <a href={`/work/${name.toLowerCase()}`}>Read {name}'s story</a>
        </CarouselSlide>
      ))}
    </Carousel>,
  );
  const root = view.container.querySelector<HTMLElement>('[data-carousel]');
  if (!root) throw new Error('no carousel root');
  const slides = () => [...root.querySelectorAll<HTMLElement>('[data-carousel-slide]')];
  const rotation = () => root.querySelector<HTMLButtonElement>('[data-carousel-rotation]');
  const live = () => root.querySelector<HTMLElement>('[data-carousel-container]');
  return { ...view, root, slides, rotation, live };
}

type ObserverCallback = (entries: { isIntersecting: boolean }[]) => void;
/**
 * happy-dom's IntersectionObserver never reports. This one keeps each observer's callback
 * by the element it watches (Embla observes its slides too), for a test to report with.
 */
const observed = new Map<Element, ObserverCallback>();
class RecordingObserver {
  readonly #callback: ObserverCallback;
  constructor(callback: ObserverCallback) {
    this.#callback = callback;
  }
  observe(target: Element) {
    observed.set(target, this.#callback);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/** Reports whether a carousel is near the viewport, as the browser's observer would. */
function reportNear(root: Element, near: boolean) {
  const report = observed.get(root);
  if (!report) throw new Error('the carousel observes nothing');
  act(() => report([{ isIntersecting: near }]));
}

/**
 * Brings every carousel near the viewport, then waits until Embla is set up on each: its
 * chunk is fetched when a carousel first comes near (useEmblaSetup), then it initialises
 * in effects and its own microtasks.
 */
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  const roots = [...document.querySelectorAll('[data-carousel]')];
  for (const root of roots) reportNear(root, true);
  const enhanced = () => roots.every((root) => root.hasAttribute('data-enhanced'));
  // Each act() lets React commit what arrived meanwhile (the chunk, then Embla's set-up).
  for (let tries = 0; tries < 200 && !enhanced(); tries += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }
  if (!enhanced()) throw new Error('Embla was not set up within 2 s');
}

beforeEach(() => {
  mockReducedMotion(false);
  observed.clear();
  vi.stubGlobal('IntersectionObserver', RecordingObserver);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Carousel', () => {
  it('prerenders the toolbar of several slides in its place, unseen, so its buttons appearing shift nothing', () => {
    const prerendered = (names: string[]) => {
      const host = document.createElement('div');
      host.innerHTML = renderToString(
        <Carousel {...carouselPresets.testimonials} id="quotes" label="What our clients say">
          {names.map((name) => (
            <CarouselSlide key={name}>
              <p>{name}</p>
            </CarouselSlide>
          ))}
        </Carousel>,
      );
      return host.querySelector<HTMLElement>('[data-carousel-toolbar]');
    };
    const toolbar = prerendered(['Asha', 'Bharat', 'Chitra']);
    expect(toolbar).toHaveAttribute('data-pending');
    expect(toolbar).not.toHaveAttribute('hidden');
    for (const button of toolbar?.querySelectorAll('button') ?? []) expect(button).not.toHaveAttribute('hidden');
    // One slide never moves: nothing to reserve.
    const single = prerendered(['Asha']);
    expect(single).not.toHaveAttribute('data-pending');
    expect(single).toHaveAttribute('hidden');
  });

  it('renders the APG carousel: a labelled region, "N of M" slides, labelled controls', async () => {
    const { root, slides } = renderCarousel();
    await settle();
    const region = root.querySelector('section');
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(region).toHaveAttribute('aria-label', 'What our clients say');
    expect(slides().map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    for (const slide of slides()) expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).toBeVisible();
    expect(root).toHaveAttribute('data-enhanced');
    expect(root.querySelector('[data-carousel-toolbar]')).not.toHaveAttribute('data-pending');
    expect(JSON.parse(root.getAttribute('data-options') ?? '{}')).toMatchObject({ loop: true, navSpeedMs: 700 });
  });

  it('pause/play toggles autoplay and its label', async () => {
    const { root, rotation, live } = renderCarousel();
    await settle();
    const button = rotation();
    expect(button).toHaveAccessibleName('Pause slides');
    expect(root).toHaveAttribute('data-state', 'playing');
    expect(root).toHaveAttribute('data-rotating', 'true');
    expect(live()).toHaveAttribute('aria-live', 'off');

    fireEvent.click(button as HTMLButtonElement);
    expect(button).toHaveAccessibleName('Play slides');
    expect(root).toHaveAttribute('data-state', 'paused');
    expect(root).toHaveAttribute('data-rotating', 'false');
    expect(live()).toHaveAttribute('aria-live', 'polite');

    fireEvent.click(button as HTMLButtonElement);
    expect(button).toHaveAccessibleName('Pause slides');
    expect(root).toHaveAttribute('data-rotating', 'true');
    expect(live()).toHaveAttribute('aria-live', 'off');
  });

  it('hovering the slides holds the rotation without changing the control', async () => {
    const { root, rotation } = renderCarousel();
    await settle();
    const viewport = root.querySelector('[data-carousel-viewport]') as HTMLElement;
    fireEvent.pointerEnter(viewport, { pointerType: 'mouse' });
    expect(root).toHaveAttribute('data-rotating', 'false');
    expect(rotation()).toHaveAccessibleName('Pause slides');
    fireEvent.pointerLeave(viewport, { pointerType: 'mouse' });
    expect(root).toHaveAttribute('data-rotating', 'true');
  });

  it('a hidden tab holds the rotation', async () => {
    const { root } = renderCarousel();
    await settle();
    const state = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(root).toHaveAttribute('data-rotating', 'false');
    state.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(root).toHaveAttribute('data-rotating', 'true');
  });

  it('a modal dialog over the page holds the rotation until the last one closes', async () => {
    const { root, rotation } = renderCarousel();
    await settle();
    const first = render(<CoveringDialog open />);
    expect(root).toHaveAttribute('data-rotating', 'false');
    // The user's choice is untouched: the control still offers Pause.
    expect(rotation()).toHaveAccessibleName('Pause slides');
    const second = render(<CoveringDialog open />);
    first.rerender(<CoveringDialog open={false} />);
    expect(root).toHaveAttribute('data-rotating', 'false');
    second.unmount();
    expect(root).toHaveAttribute('data-rotating', 'true');
  });

  it('under prefers-reduced-motion it does not rotate until Play is pressed', async () => {
    mockReducedMotion(true);
    const { root, rotation, live } = renderCarousel();
    await settle();
    expect(rotation()).toHaveAccessibleName('Play slides');
    expect(root).toHaveAttribute('data-state', 'paused');
    expect(root).toHaveAttribute('data-rotating', 'false');
    expect(live()).toHaveAttribute('aria-live', 'polite');
    fireEvent.click(rotation() as HTMLButtonElement);
    expect(rotation()).toHaveAccessibleName('Pause slides');
    expect(root).toHaveAttribute('data-rotating', 'true');
  });

  it('slides out of view are aria-hidden and inert; the one in view is neither', async () => {
    const { slides } = renderCarousel();
    await settle();
    expect(slides().map((slide) => slide.inert)).toEqual([false, true, true]);
    expect(slides().map((slide) => slide.getAttribute('aria-hidden'))).toEqual([null, 'true', 'true']);
  });

  // Looping past the ends needs real layout; the browser test checks it.
  it('Next and Previous move one slide and stop the rotation', async () => {
    const { root, rotation, slides } = renderCarousel();
    await settle();
    expect(root).toHaveAttribute('data-selected', '0');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(root).toHaveAttribute('data-selected', '1');
    expect(rotation()).toHaveAccessibleName('Play slides');
    await settle();
    expect(slides()[1]?.inert).toBe(false);
    expect(slides()[0]?.inert).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(root).toHaveAttribute('data-selected', '0');
  });

  it('ArrowRight and ArrowLeft on the slides move them', async () => {
    const { root } = renderCarousel();
    await settle();
    const viewport = root.querySelector('[data-carousel-viewport]') as HTMLElement;
    fireEvent.keyDown(viewport, { key: 'ArrowRight' });
    expect(root).toHaveAttribute('data-selected', '1');
    fireEvent.keyDown(viewport, { key: 'ArrowLeft' });
    expect(root).toHaveAttribute('data-selected', '0');
  });

  it('dots go to their slide and mark it current', async () => {
    const view = render(
      <Carousel {...carouselPresets.servicesSlider} id="services" label="Our services">
        <CarouselSlide>One</CarouselSlide>
        <CarouselSlide>Two</CarouselSlide>
        <CarouselSlide>Three</CarouselSlide>
      </Carousel>,
    );
    await settle();
    const root = view.container.querySelector('[data-carousel]') as HTMLElement;
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(root).toHaveAttribute('data-selected', '2');
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute('aria-current');
  });

  it('is set up only once it nears the viewport; far from it again, it holds its rotation', async () => {
    const { root, rotation } = renderCarousel();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    // Far away: the no-JavaScript list, Embla not set up, the toolbar still only reserved.
    expect(root).not.toHaveAttribute('data-enhanced');
    expect(root.querySelector('[data-carousel-toolbar]')).toHaveAttribute('data-pending');
    reportNear(root, true);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(root).toHaveAttribute('data-enhanced');
    expect(root).toHaveAttribute('data-rotating', 'true');
    // Scrolled away: the rotation holds, the visitor's choice (Pause offered) untouched.
    reportNear(root, false);
    expect(root).toHaveAttribute('data-rotating', 'false');
    expect(rotation()).toHaveAccessibleName('Pause slides');
    expect(root).toHaveAttribute('data-enhanced');
    reportNear(root, true);
    expect(root).toHaveAttribute('data-rotating', 'true');
  });

  it('once the carousel nears the viewport, lazy images in every slide start loading', async () => {
    const view = render(
      <Carousel {...carouselPresets.team} id="people" label="Our team">
        {['a', 'b', 'c'].map((name) => (
          <CarouselSlide key={name}>
            <img src={`/${name}.png`} alt="" loading="lazy" width={64} height={64} />
          </CarouselSlide>
        ))}
      </Carousel>,
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const images = [...view.container.querySelectorAll('img')];
    const root = view.container.querySelector('[data-carousel]') as Element;
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['lazy', 'lazy', 'lazy']);
    reportNear(root, true);
    expect(images.map((image) => image.loading)).toEqual(['eager', 'eager', 'eager']);
  });

  it('rejects an empty label at build time', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <Carousel label=" ">
          <CarouselSlide>Only</CarouselSlide>
        </Carousel>,
      ),
    ).toThrow(/non-empty label/);
  });
});
