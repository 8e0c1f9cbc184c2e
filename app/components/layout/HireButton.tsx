/**
 * The fixed 'Hire Developer' button, which never covers content.
 *
 * - On wide screens (the container leaves a gutter of at least 56 px) it is a
 *   vertical tab on the right edge, inside the gutter, beside the content.
 * - Narrower, it is a compact pill at the bottom right of the viewport, the button
 *   only. It shows only once the page's hero has scrolled away (the hero has its own
 *   calls to action), tucks away while the page scrolls down and comes back when it
 *   scrolls up, and slides away while a form, a slider's controls or the footer is on
 *   screen, while a picture (a mock-up, a portrait) passes under it, or while a form
 *   field has focus; it comes back when it is focused. Focus never scrolls under it
 *   (scroll padding).
 * - It is absent from the form pages, the careers pages, the thank-you page, the legal
 *   pages (privacy policy, sitemap) and the 404 page (root.tsx leaves it out there).
 * - White text on the primary colour with a white ring: readable on light, dark and
 *   coloured sections alike.
 *
 * It lives outside the header: the header's backdrop filter would otherwise become
 * its containing block. Its aside is a landmark, so no content sits outside one.
 */
import { UserPlus } from '../ui/shell-icons.tsx';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Cta } from '../../content/schema.ts';
import styles from './HireButton.module.css';

interface HireButtonProps {
  cta: Cta;
  /** The current path: the button is hidden on the page it links to. */
  path: string;
}

const FIELDS = 'input, select, textarea, [contenteditable="true"]';

/**
 * Pages where the bar never shows: the forms (the visitor is already on the way to one)
 * and what follows them, the careers pages included (an opening's page has its own Apply),
 * and the legal pages, which are read, not shopped.
 */
const WITHOUT_BAR = ['/contact-us', '/hire-developer', '/career', '/thank-you', '/privacy-policy', '/sitemap'];

export function barHiddenOn(path: string, href: string): boolean {
  return [href, ...WITHOUT_BAR].some((page) => path === page || path.startsWith(`${page}/`));
}

/**
 * What the bar steps out of the way of while any of it is on screen: a form, a slider's
 * controls and the footer, so it never covers a control or the page's end.
 */
const GIVE_WAY_TO = 'form, [data-carousel-toolbar], [data-carousel-dots], [data-site-footer]';

/**
 * Whether any element the selector matches is in view: in the viewport, or with a root
 * margin in a part of it (the pill's corner).
 */
function useInView(path: string, selector: string, rootMargin = '0px'): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const visible = new Set<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target);
          else visible.delete(entry.target);
        }
        setInView(visible.size > 0);
      },
      { rootMargin },
    );
    for (const element of document.querySelectorAll(selector)) observer.observe(element);
    return () => observer.disconnect();
  }, [path, selector, rootMargin]);
  return inView;
}

/** Whether a form, a slider's controls or the footer is on screen, or a form field has focus. */
function useGiveWay(path: string): boolean {
  const inView = useInView(path, GIVE_WAY_TO);
  const [fieldFocused, setFieldFocused] = useState(false);

  useEffect(() => {
    const update = () => {
      const active = document.activeElement;
      setFieldFocused(!!active && active.matches(FIELDS) && !active.matches('[type="checkbox"], [type="radio"]'));
    };
    // On focusout the next element is not focused yet: look once the move is done.
    const later = () => queueMicrotask(update);
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', later);
    update();
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', later);
    };
  }, []);

  return inView || fieldFocused;
}

/** The pictures the pill never lies over: mock-ups, portraits, drawings. */
const MEDIA = 'main :is(img, picture, video, canvas)';
/** The viewport shrunk to the pill's corner (its bottom 12 %, right 60 %), margin included. */
const PILL_CORNER = '-88% 0px 0px -40%';

/**
 * Whether the page's hero (the first section of its main content) has scrolled up out of
 * view: before that the hero's own calls to action are on screen, and the pill waits.
 */
function usePastHero(path: string): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    // A page without a section: its first block stands for the hero.
    const hero = document.querySelector('main section') ?? document.querySelector('main > *');
    if (!hero || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.bottom <= 0);
    });
    observer.observe(hero);
    return () => observer.disconnect();
  }, [path]);
  return past;
}

/** Scrolled this far (px) in one direction, the pill tucks away (down) or comes back (up). */
const SCROLL_STEP = 24;

/**
 * Whether the page is being scrolled down (the visitor is reading on): the pill tucks
 * away then, and comes back on the first scroll up, or near the top of the page.
 */
function useScrollingDown(path: string): boolean {
  const [down, setDown] = useState(false);
  useEffect(() => {
    // A new page starts at the top (or where it was left): the first scroll sets the state.
    let anchor = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y < 200 || Math.abs(y - anchor) > SCROLL_STEP) {
        setDown(y >= 200 && y > anchor);
        anchor = y;
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [path]);
  return down;
}

export function HireButton({ cta, path }: HireButtonProps) {
  const giveWay = useGiveWay(path);
  const mediaUnder = useInView(path, MEDIA, PILL_CORNER);
  const pastHero = usePastHero(path);
  const scrollingDown = useScrollingDown(path);
  if (barHiddenOn(path, cta.href)) return null;
  return (
    <aside
      aria-label="Hire a developer"
      className={styles.hire}
      data-hire-bar=""
      data-give-way={giveWay || mediaUnder || undefined}
      data-tucked={scrollingDown || !pastHero || undefined}
    >
      <div className={styles.bar}>
        <Link to={cta.href} className={styles.button}>
          <UserPlus size={18} aria-hidden="true" />
          {cta.label}
        </Link>
      </div>
    </aside>
  );
}
