/**
 * The screens of a case study as a gallery: a grid of captioned figures; each opens
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
      <ul className={styles.grid}>
        {screens.map((item, index) => (
          <li key={item.title}>
            <figure className={styles.item}>
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
                <DrawnImage shadow image={item.image} />
              </button>
              <figcaption>
                <strong>{item.title}</strong>
                <span>{item.caption}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
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
