/**
 * The site's one carousel, on Embla Carousel with its autoplay and
 * fade plugins. Pass slides as children (each a <CarouselSlide>, or any element, which
 * is then wrapped in one) and the settings as props, usually by spreading a preset:
 *
 *   <Carousel {...carouselPresets.testimonials} id="testimonials" label="What our clients say">
 *     {items.map((item) => <CarouselSlide key={item.id}>…</CarouselSlide>)}
 *   </Carousel>
 *
 * Markup follows the W3C APG carousel pattern: a labelled region with
 * aria-roledescription="carousel", the rotation (pause/play) control first, then
 * previous/next, the slides ("N of M" groups; aria-live off while rotating, polite
 * otherwise) and the progress (the dots, where a slider has them). On screen the buttons
 * and the progress make one row under the slides, the same on every slider (CarouselControls.tsx).
 *
 * Rotation (WCAG 2.2.2, useCarouselRotation): it pauses while a mouse hovers the
 * slides, while a finger or pen is down on them, while keyboard focus is inside
 * (except on the pause/play button), while the tab is hidden, while a modal dialog
 * covers the page and while the carousel is far from the viewport. It stops until Play is pressed after Pause, previous/next, a dot or
 * the arrow keys, and never starts by itself under prefers-reduced-motion. Slides out
 * of view are aria-hidden and inert (useSlideVisibility), so their links cannot be
 * tabbed to.
 *
 * The prerendered markup is the no-JavaScript fallback (a horizontally scrollable,
 * snapping list, controls hidden); everything that depends on the browser happens in
 * effects, so hydration sees the same markup as the build. Embla is set up (it measures
 * every slide) when the carousel first comes within NEAR_MARGIN of the viewport, so a
 * page's carousels further down cost nothing while it loads; the fallback has the same
 * layout, so the change shifts nothing.
 */
import type { EmblaCarouselType } from 'embla-carousel';
import {
  Children,
  isValidElement,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  crossFades,
  DEFAULTS,
  fillLabel,
  isValidCarouselId,
  normalizeSlidesPerView,
  slugify,
  type CarouselSettings,
} from './carousel-options.ts';
import { MOVES_AFTER_ATTRIBUTE } from '../hydration/island.tsx';
import { Static } from '../hydration/Static.tsx';
import { CarouselProgress, CarouselToolbar } from './CarouselControls.tsx';
import { CarouselSlide, type CarouselSlideProps } from './CarouselSlide.tsx';
import { useCarouselFocus } from './useCarouselFocus.ts';
import { useCarouselPointer } from './useCarouselPointer.ts';
import { useCarouselRotation } from './useCarouselRotation.ts';
import { useEmblaSetup, useReducedMotion } from './useEmblaSetup.ts';
import { useNearViewport } from './useNearViewport.ts';
import { useEagerSlideImages, useSlideVisibility } from './useSlideVisibility.ts';
import styles from './Carousel.module.css';

export interface CarouselProps extends CarouselSettings {
  /** Accessible name of the carousel region, e.g. "Client testimonials". Required. */
  label: string;
  /** Element id (also the hook for tests); defaults to a slug of the label. */
  id?: string | undefined;
  /** Label of the focusable slide area that arrow keys operate; default "Slides". */
  slidesLabel?: string;
  /** Rotation control labels; defaults "Pause slides" and "Play slides". */
  pauseLabel?: string;
  playLabel?: string;
  /** Dot button label, {n} = position; default "Go to slide {n}". */
  dotLabel?: string;
  /** Slide label, {n} = position, {m} = count; default "{n} of {m}". */
  slideLabel?: string;
  className?: string | undefined;
  children: ReactNode;
}

/** How far from the viewport a carousel is set up (and rotates): a fast flick still finds it ready. */
const NEAR_MARGIN = '400px 0px';

function isSlide(node: ReactNode): node is ReactElement<CarouselSlideProps> {
  return isValidElement(node) && node.type === CarouselSlide;
}

export function Carousel(props: CarouselProps) {
  const { label, id: idProp, dots = DEFAULTS.dots, arrows = DEFAULTS.arrows, gap = DEFAULTS.gap } = props;
  const { slidesLabel = 'Slides', dotLabel = 'Go to slide {n}', slideLabel = '{n} of {m}' } = props;
  if (!label.trim()) throw new Error('<Carousel> needs a non-empty label (its accessible name).');
  const id = idProp ?? `carousel-${slugify(label)}`;
  if (!isValidCarouselId(id))
    throw new Error(`<Carousel id="${id}">: use a letter followed by letters, digits, - or _.`);
  if (!Number.isFinite(gap) || gap < 0) throw new Error(`<Carousel id="${id}">: gap must be ≥ 0 px.`);

  const rootRef = useRef<HTMLDivElement>(null);
  const viewportEl = useRef<HTMLDivElement | null>(null);
  const reducedMotion = useReducedMotion();
  const { near, reached } = useNearViewport(rootRef, NEAR_MARGIN);
  const [viewportNode, setViewportNode] = useState<HTMLDivElement | null>(null);
  // Embla gets its viewport, and so sets up (fetching its code the first time), when the carousel first comes near.
  const { config, style, api } = useEmblaSetup(props, gap, reducedMotion, reached ? viewportNode : null);
  const rotates = config.autoplay !== false;
  const slidesId = `${id}-slides`;

  // Enhanced from Embla's set-up on, before the slides are measured (the layout depends on
  // it); removing the component leaves no trace of it in a reused DOM.
  useEffect(() => {
    const root = rootRef.current;
    if (!api || !root) return;
    root.setAttribute('data-enhanced', '');
    // The no-JavaScript fallback may have been scrolled; Embla positions the slides itself.
    if (viewportEl.current) viewportEl.current.scrollLeft = 0;
    return () => root.removeAttribute('data-enhanced');
  }, [api]);

  const { snapCount, selected, canPrev, canNext } = useSlideVisibility(api, viewportEl);
  const rotation = useCarouselRotation(api, rotates, snapCount, reducedMotion, near);
  const pointer = useCarouselPointer(rotation.hold, api !== undefined);
  const focus = useCarouselFocus(rootRef, rotation.hold);
  useEagerSlideImages(rootRef, reached);

  const setViewport = useCallback((node: HTMLDivElement | null) => {
    viewportEl.current = node;
    setViewportNode(node);
  }, []);

  /** A move the visitor made: the rotation stops until Play is pressed (APG). */
  const navigate = (move: (embla: EmblaCarouselType) => void) => {
    if (!api) return;
    if (rotates) rotation.stopForGood();
    move(api);
  };

  const items = Children.toArray(props.children);
  const total = items.length;
  const enhanced = api !== undefined && snapCount > 0;
  const movable = snapCount > 1;
  const pending = !enhanced && total > 1;
  const showArrows = arrows && (pending || (enhanced && movable));
  const state = rotates ? (rotation.userPaused ? 'paused' : 'playing') : 'static';
  // One slide in view at every width: a segment per slide is known before Embla measures, so the
  // progress is in the prerendered page and appears with the slides, not after them.
  const oneInView = normalizeSlidesPerView(props.slidesPerView).every((step) => step.count === 1);
  const dotCount = enhanced ? (movable ? snapCount : 0) : oneInView && total > 1 ? total : 0;
  const rotating = enhanced && rotation.rotating;

  return (
    <div
      ref={rootRef}
      id={id}
      className={[styles.carousel, props.className].filter(Boolean).join(' ')}
      style={style}
      data-carousel=""
      data-options={JSON.stringify(config)}
      data-state={enhanced ? state : rotates ? 'paused' : 'static'}
      data-rotating={enhanced ? String(rotating) : undefined}
      data-crossfade={crossFades(config) ? '' : undefined}
      // When it first turns by itself: an island that holds it is needed then (hydration/island.tsx).
      {...{ [MOVES_AFTER_ATTRIBUTE]: rotates ? config.autoplay : undefined }}
      onFocus={focus.onFocus}
      onBlur={focus.onBlur}
      onKeyDown={focus.arrowKeys(navigate)}
    >
      <section className={styles.region} aria-roledescription="carousel" aria-label={label}>
        {(rotates || arrows) && (
          <CarouselToolbar
            slidesId={slidesId}
            pending={pending}
            rotation={{
              present: rotates,
              shown: rotates && (pending || (enhanced && movable)),
              paused: rotation.userPaused,
              pauseLabel: props.pauseLabel ?? 'Pause slides',
              playLabel: props.playLabel ?? 'Play slides',
            }}
            onToggleRotation={rotation.toggle}
            arrows={{
              present: arrows,
              shown: showArrows,
              prevDisabled: !config.loop && !canPrev,
              nextDisabled: !config.loop && !canNext,
            }}
            prevLabel={props.prevLabel ?? DEFAULTS.prevLabel}
            nextLabel={props.nextLabel ?? DEFAULTS.nextLabel}
            onPrev={() => navigate((embla) => embla.scrollPrev())}
            onNext={() => navigate((embla) => embla.scrollNext())}
          />
        )}
        {/* A focusable group: arrow keys move the slides while it has focus. */}
        <div
          ref={setViewport}
          className={styles.viewport}
          role="group"
          aria-label={slidesLabel}
          tabIndex={0}
          data-carousel-viewport=""
          {...pointer}
        >
          <div
            className={styles.container}
            id={slidesId}
            aria-live={(enhanced ? rotating : rotates) ? 'off' : 'polite'}
            data-carousel-container=""
          >
            {items.map((child, index) => {
              const slide = isSlide(child) ? child.props : null;
              const key = isValidElement(child) && child.key !== null ? child.key : index;
              return (
                <div
                  key={key}
                  className={[styles.slide, slide?.className].filter(Boolean).join(' ')}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={slide?.label ?? fillLabel(slideLabel, index + 1, total)}
                  data-carousel-slide=""
                >
                  {/* What a slide shows never changes: only the carousel around it is hydrated. */}
                  <Static>{slide ? slide.children : child}</Static>
                </div>
              );
            })}
          </div>
        </div>
        <CarouselProgress
          slidesId={slidesId}
          count={dotCount}
          hidden={enhanced ? !movable : total < 2}
          selected={selected}
          dots={dots}
          dotLabel={dotLabel}
          onGo={(index) => navigate((embla) => embla.scrollTo(index))}
        />
      </section>
    </div>
  );
}
