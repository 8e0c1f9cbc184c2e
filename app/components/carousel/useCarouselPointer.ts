/**
 * Pointer handling on a carousel's slides: a hovering mouse and a pressed pointer hold
 * the rotation, and a touch or pen swipe does not also click the link it started on
 * (Embla swallows clicks after 3 px of movement; this adds the 300 ms touch rule).
 */
import { useEffect, useRef, type PointerEvent as ReactPointerEvent } from 'react';
import { isDragGesture } from './carousel-options.ts';
import type { Hold } from './useCarouselRotation.ts';

/** The pointer pressed on the slides: read when it is released, never rendered. */
interface Gesture {
  id: number;
  type: string;
  startX: number;
  startTime: number;
  distance: number;
}

export function useCarouselPointer(hold: Hold, enabled: boolean) {
  const gesture = useRef<Gesture | null>(null);
  /** The click that ends a swipe, to be swallowed. */
  const swallowClick = useRef(false);

  // Released anywhere, even outside the carousel.
  useEffect(() => {
    if (!enabled) return;
    const release = (event: PointerEvent) => {
      const current = gesture.current;
      if (!current || current.id !== event.pointerId) return;
      gesture.current = null;
      swallowClick.current =
        event.type === 'pointerup' &&
        current.type !== 'mouse' &&
        isDragGesture({
          pointerType: current.type,
          distancePx: current.distance,
          durationMs: performance.now() - current.startTime,
        });
      hold('pointerDown', false);
    };
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', release);
    return () => {
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', release);
    };
  }, [enabled, hold]);

  return {
    onPointerEnter: (event: ReactPointerEvent) => {
      if (event.pointerType !== 'touch') hold('hovered', true);
    },
    onPointerLeave: (event: ReactPointerEvent) => {
      if (event.pointerType !== 'touch') hold('hovered', false);
    },
    onPointerDown: (event: ReactPointerEvent) => {
      swallowClick.current = false;
      gesture.current = {
        id: event.pointerId,
        type: event.pointerType,
        startX: event.clientX,
        startTime: performance.now(),
        distance: 0,
      };
      hold('pointerDown', true);
    },
    onPointerMove: (event: ReactPointerEvent) => {
      const current = gesture.current;
      if (current && current.id === event.pointerId) {
        current.distance = Math.max(current.distance, Math.abs(event.clientX - current.startX));
      }
    },
    onClickCapture: (event: { preventDefault(): void; stopPropagation(): void }) => {
      if (!swallowClick.current) return;
      swallowClick.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
