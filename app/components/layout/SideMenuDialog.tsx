/**
 * The mobile side menu, a modal dialog (Radix): focus stays inside, the page behind
 * is inert, Escape, the close button, the backdrop or a navigation closes it, and
 * focus returns to the menu button. Header.tsx loads this module on first use.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { ChevronDown, X } from '../ui/shell-icons.tsx';
import type { RefObject } from 'react';
import { Link } from '../ui/Link.tsx';
import type { Navigation, Resolved } from '../../content/schema.ts';
import { isCurrent } from '../../lib/is-current.ts';
import { useCoverPage } from '../../lib/page-cover.ts';
import { Logo } from './Logo.tsx';
import styles from './Header.module.css';

interface SideMenuDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, which lives in the header outside the dialog. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  navigation: Resolved<Navigation>;
  path: string;
}

export function SideMenuDialog({ open, onOpenChange, returnFocusTo, navigation, path }: SideMenuDialogProps) {
  useCoverPage(open);
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.side}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // The trigger is not a Dialog.Trigger (it must exist before this module loads).
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <Dialog.Title className="sr-only">Menu</Dialog.Title>
          <div className={styles.sideTop}>
            <Logo />
            <Dialog.Close className={styles.closeButton}>
              <X size={24} aria-hidden="true" />
              <span className="sr-only">Close menu</span>
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile">
            <ul className={styles.sideList}>
              {navigation.primary.map((link) =>
                link.megaMenu ? (
                  <li key={link.href}>
                    <details className={styles.sideServices}>
                      <summary>
                        {link.label}
                        <ChevronDown size={18} aria-hidden="true" className={styles.chevron} />
                      </summary>
                      <Link className={styles.sideAll} to={link.href} onClick={close}>
                        All services
                      </Link>
                      {/* The service links under their headings, as in the mega-menu. */}
                      {navigation.megaMenu.map((group) => (
                        <div className={styles.sideGroup} key={group.heading}>
                          <p className={styles.sideGroupHeading} id={`side-${group.heading.toLowerCase()}`}>
                            {group.heading}
                          </p>
                          <ul aria-labelledby={`side-${group.heading.toLowerCase()}`}>
                            {group.entries.map((entry) => (
                              <li key={entry.label}>
                                <Link to={entry.href} onClick={close}>
                                  {entry.label}
                                </Link>
                              </li>
                            ))}
                          </ul>
                        </div>
                      ))}
                    </details>
                  </li>
                ) : (
                  <li key={link.href}>
                    <Link to={link.href} onClick={close} aria-current={isCurrent(link.href, path) ? 'page' : undefined}>
                      {link.label}
                    </Link>
                  </li>
                ),
              )}
            </ul>
          </nav>
          <Link to={navigation.contactCta.href} className={`button button--primary ${styles.sideCta}`} onClick={close}>
            {navigation.contactCta.label}
          </Link>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
