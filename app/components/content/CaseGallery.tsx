/**
 * The screens of a case study as chapters: each screen large on a tinted stage, its title
 * and caption beside it, the sides alternating (a 7/5 split of the grid); on a phone the
 * stage runs edge to edge above its words. Each screen opens
 * larger in a modal dialog (CaseGalleryDialog, Radix Dialog: focus is trapped, Escape
 * closes, and focus returns to the screen that opened it), with previous and next
 * buttons and the arrow keys to move between screens. The dialog and its library
 * load on first use (or on hover and focus, just before), not with the page.
 */
import { Suspense, useRef, useState } from 'react';
import { lazyOnFirstUse } from '../../lib/lazy-on-first-use.ts';
import { DrawnImage } from '../ui/DrawnImage.tsx';
import type { GalleryScreen } from './gallery-screen.ts';
import styles from './CaseGallery.module.css';

interface CaseGalleryProps {
  client: string;
  screens: GalleryScreen[];
}

const { Component: CaseGalleryDialog, preload: preloadDialog } = lazyOnFirstUse(() =>
  import('./CaseGalleryDialog.tsx').then((module) => module.CaseGalleryDialog),
);

export function CaseGallery({ client, screens }: CaseGalleryProps) {
  const [current, setCurrent] = useState<number | null>(null);
  const [wanted, setWanted] = useState(false);
  const openers = useRef<(HTMLButtonElement | null)[]>([]);
  const opener = useRef(0);

  return (
    <div className={styles.gallery}>
      <ol className={styles.grid}>
        {screens.map((item, index) => (
          <li key={item.title} className={styles.chapter}>
            <figure className={styles.item} data-device={item.device ?? 'desktop'}>
              <button
                type="button"
                className={styles.open}
                aria-haspopup="dialog"
                aria-label={`View larger: ${item.title}`}
                ref={(node) => {
                  openers.current[index] = node;
                }}
                onPointerEnter={preloadDialog}
                onFocus={preloadDialog}
                onClick={() => {
                  opener.current = index;
                  setWanted(true);
                  setCurrent(index);
                }}
              >
                <DrawnImage shadow image={item.image} narrow={item.narrow} />
              </button>
              <figcaption>
                <span className={styles.index} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')} / {String(screens.length).padStart(2, '0')}
                </span>
                <strong>{item.title}</strong>
                <span>{item.caption}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ol>
      {wanted && (
        <Suspense fallback={null}>
          <CaseGalleryDialog
            client={client}
            screens={screens}
            current={current}
            onChange={setCurrent}
            onCloseFocus={() => openers.current[opener.current]?.focus()}
          />
        </Suspense>
      )}
    </div>
  );
}
