/**
 * The site header: logo, primary navigation with the Our Services mega-menu, the
 * Contact Us button and the mobile side menu.
 *
 * The mega-menu is a disclosure: click, tap, Enter or Space opens it; hovering with
 * a mouse opens it too; Escape, a click outside, focus leaving it or choosing an
 * entry closes it, and Escape returns focus to its button. The side menu is a modal
 * dialog (Radix): focus stays inside, the page behind is inert, Escape, the close
 * button, the backdrop or a navigation closes it, and focus returns to the menu button.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { ArrowRight, ChevronDown, Menu, X } from 'lucide-react';
import { type FocusEvent, type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Navigation, Resolved, Settings } from '../content/schema.ts';
import { Icon } from './Icon.tsx';
import { Logo } from './Logo.tsx';
import styles from './Header.module.css';

interface HeaderProps {
  navigation: Resolved<Navigation>;
  settings: Resolved<Settings>;
  /** Current path, to mark the active link. */
  path: string;
}

const isCurrent = (href: string, path: string) =>
  href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);

type NavItem = Resolved<Navigation>['primary'][number];

function MegaMenu({ link, navigation, path }: { link: NavItem; navigation: Resolved<Navigation>; path: string }) {
  const [open, setOpen] = useState(false);
  const item = useRef<HTMLLIElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const hoverTimer = useRef<number | undefined>(undefined);
  /** When hovering opened the menu: a click right after it must not close it again. */
  const hoverOpenedAt = useRef(0);

  // A navigation closes the menu, so it is not open on the next page.
  const [shownAt, setShownAt] = useState(path);
  if (shownAt !== path) {
    setShownAt(path);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onClick = (event: MouseEvent) => {
      if (item.current && !item.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [open]);

  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      toggle.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !event.currentTarget.contains(next)) setOpen(false);
  };
  // Hover opens only for a real mouse; touch and pen rely on the click.
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    window.clearTimeout(hoverTimer.current);
    hoverTimer.current = window.setTimeout(() => {
      setOpen((was) => {
        if (!was) hoverOpenedAt.current = Date.now();
        return true;
      });
    }, 80);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    window.clearTimeout(hoverTimer.current);
    hoverTimer.current = window.setTimeout(() => setOpen(false), 200);
  };
  const onToggle = () => {
    window.clearTimeout(hoverTimer.current);
    if (open && Date.now() - hoverOpenedAt.current < 600) return;
    setOpen(!open);
  };
  const current = isCurrent(link.href, path);

  return (
    <li
      className={styles.megaItem}
      ref={item}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      <button
        type="button"
        ref={toggle}
        className={`${styles.link} ${current ? styles.current : ''}`}
        aria-expanded={open}
        aria-controls="mega-menu"
        onClick={onToggle}
      >
        {link.label}
        <ChevronDown size={16} aria-hidden="true" className={styles.chevron} />
      </button>
      <div className={styles.mega} id="mega-menu" hidden={!open}>
        <div className={styles.megaInner}>
          {navigation.megaMenu.map((group) => (
            <div key={group.heading}>
              <p className={styles.megaHeading}>{group.heading}</p>
              <ul>
                {group.entries.map((entry) => (
                  <li key={entry.label}>
                    <Link to={entry.href} className={styles.megaLink} onClick={() => setOpen(false)}>
                      <span className={styles.megaIcon}>
                        <Icon icon={entry.icon} size={20} />
                      </span>
                      <span>
                        <span className={styles.megaLabel}>{entry.label}</span>
                        <span className={styles.megaBlurb}>{entry.blurb}</span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <Link to={link.href} className={styles.megaAll} onClick={() => setOpen(false)}>
            All services <ArrowRight size={16} aria-hidden="true" />
          </Link>
        </div>
      </div>
    </li>
  );
}

function SideMenu({ navigation, path }: { navigation: Resolved<Navigation>; path: string }) {
  const [open, setOpen] = useState(false);
  // A navigation closes the menu (a link's own click closes it too).
  const [shownAt, setShownAt] = useState(path);
  if (shownAt !== path) {
    setShownAt(path);
    setOpen(false);
  }
  const close = () => setOpen(false);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={styles.menuButton}>
        <Menu size={24} aria-hidden="true" />
        <span className="sr-only">Open menu</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.side} aria-describedby={undefined}>
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
                      <ul>
                        <li>
                          <Link to={link.href} onClick={close}>
                            All services
                          </Link>
                        </li>
                        {navigation.megaMenu.flatMap((group) =>
                          group.entries.map((entry) => (
                            <li key={entry.label}>
                              <Link to={entry.href} onClick={close}>
                                {entry.label}
                              </Link>
                            </li>
                          )),
                        )}
                      </ul>
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

export function Header({ navigation, path }: HeaderProps) {
  return (
    <div className={styles.header}>
      <header className={`container ${styles.bar}`}>
        <Logo />
        <nav className={styles.nav} aria-label="Main">
          <ul className={styles.list}>
            {navigation.primary.map((link) =>
              link.megaMenu ? (
                <MegaMenu key={link.href} link={link} navigation={navigation} path={path} />
              ) : (
                <li key={link.href}>
                  <Link
                    to={link.href}
                    className={`${styles.link} ${isCurrent(link.href, path) ? styles.current : ''}`}
                    aria-current={isCurrent(link.href, path) ? 'page' : undefined}
                  >
                    {link.label}
                  </Link>
                </li>
              ),
            )}
          </ul>
        </nav>
        <Link to={navigation.contactCta.href} className={`button button--primary ${styles.cta}`}>
          {navigation.contactCta.label}
        </Link>
        <SideMenu navigation={navigation} path={path} />
      </header>
    </div>
  );
}
