/**
 * The case-study gallery's dialog (Radix Dialog): a full-screen dark view, one screen as
 * large as the viewport allows with its caption, previous and next at the sides, the arrow
 * keys, and Close in the corner. CaseGallery loads it on first use.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { X } from '../ui/shell-icons.tsx';
import { ChevronLeft, ChevronRight } from '../ui/ui-icons.tsx';
import type { KeyboardEvent } from 'react';
import type { GalleryScreen } from './gallery-screen.ts';
import { DrawnImage } from '../ui/DrawnImage.tsx';
import { useCoverPage } from '../../lib/page-cover.ts';
import styles from './CaseGallery.module.css';

interface CaseGalleryDialogProps {
  client: string;
  screens: GalleryScreen[];
  /** The screen shown, or null when the dialog is closed. */
  current: number | null;
  onChange: (current: number | null) => void;
  /** Puts focus back on the screen that opened the dialog. */
  onCloseFocus: () => void;
}

export function CaseGalleryDialog({ client, screens, current, onChange, onCloseFocus }: CaseGalleryDialogProps) {
  useCoverPage(current !== null);
  const count = screens.length;
  const show = (index: number) => onChange(((index % count) + count) % count);
  const screen = current === null ? undefined : screens[current];

  const onKeyDown = (event: KeyboardEvent) => {
    if (current === null) return;
    if (event.key === 'ArrowLeft') show(current - 1);
    if (event.key === 'ArrowRight') show(current + 1);
  };

  return (
    <Dialog.Root open={current !== null} onOpenChange={(open) => !open && onChange(null)}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.dialog}
          aria-label={`${client} screens`}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onCloseFocus();
          }}
        >
          <Dialog.Title className="sr-only">{client} screens</Dialog.Title>
          {screen && current !== null && (
            // Keyed by the screen: each one arrives with its own short transition.
            <figure className={styles.slide} data-gallery-slide={current} key={current}>
              <div className={styles.slideArt}>
                <DrawnImage image={screen.image} loading="eager" sizes="100vw" />
              </div>
              <Dialog.Description asChild>
                <figcaption>
                  <strong>{screen.title}</strong> {screen.caption}{' '}
                  <span className={styles.count}>
                    ({current + 1} of {count})
                  </span>
                </figcaption>
              </Dialog.Description>
            </figure>
          )}
          <div className={styles.controls}>
            <button type="button" onClick={() => current !== null && show(current - 1)}>
              <ChevronLeft size={22} aria-hidden="true" />
              <span className="sr-only">Previous screen</span>
            </button>
            <button type="button" onClick={() => current !== null && show(current + 1)}>
              <ChevronRight size={22} aria-hidden="true" />
              <span className="sr-only">Next screen</span>
            </button>
            <Dialog.Close>
              <X size={22} aria-hidden="true" />
              <span className="sr-only">Close</span>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
