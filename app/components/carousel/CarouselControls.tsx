/**
 * A carousel's one control row, the same under every slider of the site (review pass 6:
 * five layouts became one): the toolbar (rotation first, then previous and next, the APG
 * order) and the progress, "2 / 6" over a 2 px track whose ink segment is the slide in
 * view (the look of the sideways rows' ui/ScrollMeter.tsx). Where the spec gives a slider
 * dots, the track's segments are its dot buttons; elsewhere the progress is a picture of
 * where the slides are, hidden from assistive technology (each slide is labelled "N of M").
 * Before Embla has measured (prerendered HTML, before hydration), both keep their place,
 * invisible, so that their buttons appearing do not push the slides or the page down.
 */
import type { CSSProperties } from 'react';
import { ChevronLeft, ChevronRight, Pause, Play } from '../ui/ui-icons.tsx';
import { fillLabel } from './carousel-options.ts';
import styles from './Carousel.module.css';

interface ToolbarProps {
  slidesId: string;
  /** Before Embla has measured a carousel of several slides. */
  pending: boolean;
  /** The rotation button: whether it exists, whether it shows, and its state. */
  rotation: { present: boolean; shown: boolean; paused: boolean; pauseLabel: string; playLabel: string };
  onToggleRotation: () => void;
  arrows: { present: boolean; shown: boolean; prevDisabled: boolean; nextDisabled: boolean };
  prevLabel: string;
  nextLabel: string;
  onPrev: () => void;
  onNext: () => void;
}

export function CarouselToolbar(props: ToolbarProps) {
  const { slidesId, rotation, arrows } = props;
  const arrowButton = (direction: 'prev' | 'next') => {
    const disabled = direction === 'prev' ? arrows.prevDisabled : arrows.nextDisabled;
    return (
      <button
        type="button"
        className={styles.button}
        aria-label={direction === 'prev' ? props.prevLabel : props.nextLabel}
        aria-controls={slidesId}
        aria-disabled={disabled ? true : undefined}
        {...{ [`data-carousel-${direction}`]: '' }}
        hidden={!arrows.shown}
        onClick={() => {
          if (!disabled) (direction === 'prev' ? props.onPrev : props.onNext)();
        }}
      >
        {direction === 'prev' ? (
          <ChevronLeft size={22} aria-hidden="true" />
        ) : (
          <ChevronRight size={22} aria-hidden="true" />
        )}
      </button>
    );
  };
  return (
    <div
      className={styles.toolbar}
      data-carousel-toolbar=""
      data-pending={props.pending ? '' : undefined}
      hidden={!rotation.shown && !arrows.shown}
    >
      {rotation.present && (
        <button
          type="button"
          className={styles.button}
          aria-label={rotation.paused ? rotation.playLabel : rotation.pauseLabel}
          aria-controls={slidesId}
          data-carousel-rotation=""
          hidden={!rotation.shown}
          onClick={props.onToggleRotation}
        >
          {rotation.paused ? <Play size={20} aria-hidden="true" /> : <Pause size={20} aria-hidden="true" />}
        </button>
      )}
      {arrows.present && arrowButton('prev')}
      {arrows.present && arrowButton('next')}
    </div>
  );
}

interface ProgressProps {
  slidesId: string;
  /** The track's segments: none before Embla has measured several in view, or when the slides do not move. */
  count: number;
  /** The row goes only when the slides turn out not to move (before that it keeps its place). */
  hidden: boolean;
  selected: number;
  /** Dot buttons (the spec's "dots on"), or a picture of the position only. */
  dots: boolean;
  dotLabel: string;
  onGo: (index: number) => void;
}

export function CarouselProgress({ slidesId, count, hidden, selected, dots, dotLabel, onGo }: ProgressProps) {
  return (
    <div
      className={styles.progress}
      {...{ [dots ? 'data-carousel-dots' : 'data-carousel-progress']: '' }}
      aria-hidden={dots ? undefined : true}
      hidden={hidden}
      style={{ '--at': selected + 1, '--of': count } as CSSProperties}
    >
      {dots ? (
        Array.from({ length: count }, (_, index) => (
          <button
            key={index}
            type="button"
            className={styles.dot}
            aria-label={fillLabel(dotLabel, index + 1, count)}
            aria-controls={slidesId}
            aria-current={index === selected ? true : undefined}
            onClick={() => onGo(index)}
          />
        ))
      ) : (
        <span className={styles.track} />
      )}
    </div>
  );
}
