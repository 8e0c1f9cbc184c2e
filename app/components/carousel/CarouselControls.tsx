/**
 * A carousel's buttons: the toolbar (rotation first, then previous and next, the APG
 * order) and the dots. Before Embla has measured (prerendered HTML, before
 * hydration), both keep their place, invisible, so that their buttons appearing do
 * not push the slides or the page down.
 */
import { ChevronLeft, ChevronRight, Pause, Play } from '../ui/ui-icons.tsx';
import { fillLabel } from './carousel-options.ts';
import styles from './Carousel.module.css';

interface ToolbarProps {
  slidesId: string;
  overlay: boolean;
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
      className={`${styles.toolbar} ${props.overlay ? styles.overlay : ''}`}
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

interface DotsProps {
  slidesId: string;
  /** Dots to show: none before Embla has measured, or when the slides do not move. */
  count: number;
  /** The row goes only when the slides turn out not to move (before that it keeps its place). */
  hidden: boolean;
  selected: number;
  dotLabel: string;
  onGo: (index: number) => void;
}

export function CarouselDots({ slidesId, count, hidden, selected, dotLabel, onGo }: DotsProps) {
  return (
    <div className={styles.dots} data-carousel-dots="" hidden={hidden}>
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          className={styles.dot}
          aria-label={fillLabel(dotLabel, index + 1, count)}
          aria-controls={slidesId}
          aria-current={index === selected ? true : undefined}
          onClick={() => onGo(index)}
        />
      ))}
    </div>
  );
}
