/**
 * The site header: logo, primary navigation with the Our Services mega-menu, the
 * Contact Us button and the mobile side menu.
 *
 * The mega-menu is a disclosure: click, tap, Enter or Space opens it; hovering with
 * a mouse opens it too; Escape, a click outside, focus leaving it or choosing an
 * entry closes it, and Escape returns focus to its button. The side menu is a modal
 * dialog (SideMenuDialog.tsx, Radix), loaded on first use so that no page pays for
 * the dialog library before a visitor opens the menu.
 */
import { ArrowRight, ChevronDown, Menu } from '../ui/shell-icons.tsx';
import { type FocusEvent, type KeyboardEvent, type PointerEvent, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from '../ui/Link.tsx';
import type { Navigation, Resolved } from '../../content/schema.ts';
import { isCurrent } from '../../lib/is-current.ts';
import { lazyOnFirstUse } from '../../lib/lazy-on-first-use.ts';
import { Icon } from '../ui/Icon.tsx';
import { Logo } from './Logo.tsx';
import { Static } from '../hydration/Static.tsx';
import styles from './Header.module.css';

interface HeaderProps {
  navigation: Resolved<Navigation>;
  /** Current path, to mark the active link. */
  path: string;
}

type NavItem = Resolved<Navigation>['primary'][number];

function MegaMenu({ link, navigation, path }: { link: NavItem; navigation: Resolved<Navigation>; path: string }) {
  const [open, setOpen] = useState(false);
  const item = useRef<HTMLLIElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const hoverTimer = useRef<number | undefined>(undefined);
  /**
   * Whether hovering opened the menu: a click on the toggle then keeps it open (the visitor
   * reached for what they already see), however long after; the next click closes it.
   */
  const openedByHover = useRef(false);

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
        if (!was) openedByHover.current = true;
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
    if (open && openedByHover.current) {
      openedByHover.current = false;
      return;
    }
    openedByHover.current = false;
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
      {/* The entries are static markup (components/hydration/Static.tsx): a click on any of
          them reaches this handler through React's delegation all the same, and closes the menu. */}
      <div
        className={styles.mega}
        id="mega-menu"
        hidden={!open}
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
        }}
      >
        <Static>
          <div className={styles.megaInner}>
            {navigation.megaMenu.map((group) => (
              <div key={group.heading}>
                <p className={styles.megaHeading}>{group.heading}</p>
                <ul>
                  {group.entries.map((entry) => (
                    <li key={entry.label}>
                      <Link to={entry.href} className={styles.megaLink}>
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
            <Link to={link.href} className={styles.megaAll}>
              All services <ArrowRight size={16} aria-hidden="true" />
            </Link>
          </div>
        </Static>
      </div>
    </li>
  );
}

/** The side menu's dialog comes with its library on the first tap of the menu button (or on hover and focus, just before). */
const { Component: SideMenuDialog, preload: preloadSideMenuDialog } = lazyOnFirstUse(() =>
  import('./SideMenuDialog.tsx').then((module) => module.SideMenuDialog),
);

function SideMenu({ navigation, path }: { navigation: Resolved<Navigation>; path: string }) {
  const [open, setOpen] = useState(false);
  // Once opened, the dialog stays mounted: closed, it renders nothing but keeps its state.
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // A navigation closes the menu (a link's own click closes it too).
  const [shownAt, setShownAt] = useState(path);
  if (shownAt !== path) {
    setShownAt(path);
    setOpen(false);
  }

  return (
    <>
      <button
        type="button"
        ref={button}
        className={styles.menuButton}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preloadSideMenuDialog}
        onFocus={preloadSideMenuDialog}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu size={24} aria-hidden="true" />
        <span className="sr-only">Open menu</span>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <SideMenuDialog
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={button}
            navigation={navigation}
            path={path}
          />
        </Suspense>
      )}
    </>
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
