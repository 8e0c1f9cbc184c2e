/**
 * The screens of a case study as a gallery: a grid of captioned figures; each opens
 * larger in a modal dialog (Radix Dialog: focus is trapped, Escape closes, and focus
 * returns to the screen that opened it), with previous and next buttons and the
 * arrow keys to move between screens.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { ProjectArt } from './ProjectArt.tsx';
import styles from './CaseGallery.module.css';

interface Screen {
  title: string;
  caption: string;
  device: 'phone' | 'desktop';
}

interface CaseGalleryProps {
  /** The project's slug: its screens are drawn by ProjectArt. */
  slug: string;
  client: string;
  screens: Screen[];
}

export function CaseGallery({ slug, client, screens }: CaseGalleryProps) {
  const [current, setCurrent] = useState<number | null>(null);
  const openers = useRef<(HTMLButtonElement | null)[]>([]);
  const opener = useRef(0);
  const count = screens.length;
  const show = (index: number) => setCurrent(((index % count) + count) % count);
  const screen = current === null ? undefined : screens[current];

  const onKeyDown = (event: KeyboardEvent) => {
    if (current === null) return;
    if (event.key === 'ArrowLeft') show(current - 1);
    if (event.key === 'ArrowRight') show(current + 1);
  };

  return (
    <div className={styles.gallery}>
      <ul className={styles.grid}>
        {screens.map((item, index) => (
          <li key={item.title}>
            <figure className={styles.item}>
              <button
                type="button"
                className={styles.open}
                aria-label={`View larger: ${item.title}`}
                ref={(node) => {
                  openers.current[index] = node;
                }}
                onClick={() => {
                  opener.current = index;
                  show(index);
                }}
              >
                <ProjectArt slug={slug} screen={index} />
              </button>
              <figcaption>
                <strong>{item.title}</strong>
                <span>{item.caption}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <Dialog.Root open={current !== null} onOpenChange={(open) => !open && setCurrent(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content
            className={styles.dialog}
            aria-label={`${client} screens`}
            onKeyDown={onKeyDown}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              openers.current[opener.current]?.focus();
            }}
          >
            <Dialog.Title className="sr-only">{client} screens</Dialog.Title>
            {screen && current !== null && (
              <figure className={styles.slide} data-gallery-slide={current}>
                <div className={styles.slideArt}>
                  <ProjectArt slug={slug} screen={current} />
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
    </div>
  );
}
