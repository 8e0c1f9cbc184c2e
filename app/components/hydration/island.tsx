/**
 * A part of a page that moves but is not needed the moment the page appears (a carousel
 * further down, the technology tabs, a first-screen slider before its first turn): it is
 * hydrated when it is needed rather than with the page, and its code is fetched then too.
 *
 *   const Testimonials = island(() => import('./home.islands.tsx').then((module) => module.Testimonials));
 *   …
 *   <Testimonials section={section} quotes={quotes} />
 *
 * It rests on React's documented selective hydration: a Suspense boundary whose content
 * suspends while the document hydrates keeps its server HTML as it is, and React hydrates
 * it when what it waited for has arrived. The island waits for a promise that settles when
 * it is needed and its module has been fetched:
 * - `on: 'near'` (the default): its content comes within 400 px of the viewport, so it is
 *   ready before the visitor gets there (the carousels set themselves up at the same distance);
 * - `on: 'intent'`: when what it holds would first move by itself, which its markup says (an
 *   element carrying `data-moves-after-ms`, such as a rotating carousel), counted from when
 *   it was painted, and never under prefers-reduced-motion, where nothing moves by itself.
 *   For a slider on the first screen: its first slide is what the prerendered HTML shows anyway.
 * Either way it is needed as soon as a pointer, a finger or keyboard focus enters it.
 *
 * React drops a click or a key press on a part it cannot hydrate yet, so one inside a
 * waiting island makes it needed and is delivered again to the same element once it is
 * hydrated (hydration keeps the DOM nodes). A link needs nothing: the browser follows it.
 *
 * On the server (the prerender waits for every boundary) and on a client navigation (the
 * route renders afresh) the island renders its component at once; on a navigation it has
 * no boundary of its own, so React Router's transition keeps the previous page on screen
 * until the module has arrived. It is memoised: an update that reached a boundary still
 * waiting would make React give up its server HTML, so the props should be the loader's
 * data as it came, not objects made while rendering.
 *
 * A failed island keeps its page. Its code failing to arrive (the network dropped, or a
 * release removed the chunk of the build this page came from) is caught by the island's own
 * error boundary, which shows the island's server HTML meanwhile (kept as it was before React
 * touched it), so the page never gives way to the root's "Something went wrong". The import is
 * tried again with back-off (a failed import is not kept); when the chunk answers 404, it is
 * gone for good, and the page is reloaded once to the current build.
 */
import {
  Component,
  type ComponentType,
  memo,
  type ReactNode,
  type RefObject,
  Suspense,
  use,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useIsHydrating } from './useIsHydrating.ts';

/** The wrapper's attribute (its value is the island's id); styled `display: contents`. */
export const ISLAND_ATTRIBUTE = 'data-island';
/** Set on the wrapper once React has hydrated what is inside (or rendered it on the client). */
export const ISLAND_HYDRATED_ATTRIBUTE = 'data-island-hydrated';

export interface IslandOptions {
  /** When the island is needed: near the viewport (default), or only when the visitor reaches for it or it moves. */
  on?: 'near' | 'intent';
}

/** On an element of an island: it first moves by itself this many milliseconds after it is painted. */
export const MOVES_AFTER_ATTRIBUTE = 'data-moves-after-ms';

/** How far from the viewport a 'near' island is hydrated (the carousels' own set-up distance). */
const NEAR_MARGIN = '400px 0px';
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** What announces a visitor reaching for an island (any island: a keyboard may get there first). */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

interface Waiting {
  /** Settles when the island is needed. */
  needed: Promise<void>;
  /** Delivers again, in order, the clicks and key presses React could not deliver before hydration. */
  replay: () => void;
  /** Removes every listener and observer. */
  stop: () => void;
}

/**
 * Watches a prerendered island until it is needed, and keeps what the visitor did inside it
 * that React could not deliver yet: a click on a button, a key pressed on a focused control
 * (the arrow keys of tabs or slides). There is no text field in an island, so no typing is lost.
 */
function watch(root: Element, { on = 'near' }: IslandOptions): Waiting {
  const watchers: (() => void)[] = [];
  let settle: (() => void) | undefined;
  const needed = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const markNeeded = () => {
    for (const unwatch of watchers.splice(0)) unwatch();
    settle?.();
  };
  const missed: (() => void)[] = [];

  // Every listener is on the window, in the capture phase: React's own, on the document, stops
  // the events it cannot deliver yet (the island is not hydrated), before they reach the island.
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !root.contains(button)) return;
    missed.push(() => button.isConnected && button.click());
    markNeeded();
  };
  const onKey = (event: KeyboardEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || !root.contains(target)) return;
    const { key, code, altKey, ctrlKey, metaKey, shiftKey } = event;
    const init = { key, code, altKey, ctrlKey, metaKey, shiftKey, bubbles: true, cancelable: true };
    missed.push(() => target.isConnected && target.dispatchEvent(new KeyboardEvent('keydown', init)));
    markNeeded();
  };
  const onIntent = (event: Event) => {
    if (event.target instanceof Node && root.contains(event.target)) markNeeded();
  };
  window.addEventListener('click', onClick, true);
  window.addEventListener('keydown', onKey, true);
  for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, { capture: true, passive: true });
  watchers.push(() => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, { capture: true });
  });
  const waiting: Waiting = {
    needed,
    // Each in a task of its own, outside React's commit: React then finishes the work each one
    // sets off (a tab selected) before the next arrives (an arrow key moving on from it).
    replay: () => {
      const next = () => {
        const deliver = missed.shift();
        if (!deliver) return;
        deliver();
        window.setTimeout(next, 0);
      };
      window.setTimeout(next, 0);
    },
    stop: () => {
      for (const unwatch of watchers.splice(0)) unwatch();
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('keydown', onKey, true);
    },
  };

  if (on === 'near') {
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && markNeeded(), {
      rootMargin: NEAR_MARGIN,
    });
    // The wrapper has no box (display: contents): watch what it holds.
    observer.observe(root.firstElementChild ?? root);
    watchers.push(() => observer.disconnect());
    return waiting;
  }
  const movesAfterMs = Number(root.querySelector(`[${MOVES_AFTER_ATTRIBUTE}]`)?.getAttribute(MOVES_AFTER_ATTRIBUTE));
  if (movesAfterMs > 0 && !window.matchMedia(REDUCED_MOTION).matches) {
    const timer = window.setTimeout(markNeeded, movesAfterMs);
    watchers.push(() => window.clearTimeout(timer));
  }
  return waiting;
}

/** sessionStorage key: this document has already been reloaded once for a chunk that was gone. */
const RELOADED_KEY = 'island-reloaded';

/**
 * After a failed import: whether the chunk is gone from the server (a 404 for the URL the
 * browser names in its error), as after a release; then reloads the page, once per tab, and
 * reports true. A network failure reports false, to be tried again.
 */
async function reloadIfGone(error: unknown): Promise<boolean> {
  const url = /https?:\/\/\S+?\.js/.exec(String(error))?.[0];
  const status = url
    ? await fetch(url, { method: 'HEAD', cache: 'no-store' }).then(
        (r) => r.status,
        () => 0,
      )
    : 0;
  if (status !== 404 || sessionStorage.getItem(RELOADED_KEY)) return false;
  sessionStorage.setItem(RELOADED_KEY, '1');
  location.reload();
  return true;
}

interface BoundaryProps {
  /** Fetches the island's code again; settles with it when it has arrived. */
  retry: () => Promise<unknown>;
  /** What to show while the code is missing: the island's wrapper with its server HTML. */
  fallback: ReactNode;
  /** The island; after a failure, given its code once it has arrived. */
  render: (arrived?: unknown) => ReactNode;
}

/** One island's error boundary: on a failure, its server HTML, and its code asked for again. */
class IslandBoundary extends Component<BoundaryProps, { failed: boolean; arrived?: unknown }> {
  override state: { failed: boolean; arrived?: unknown } = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    void this.props.retry().then((code) => this.setState({ failed: false, arrived: code }));
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.render(this.state.arrived);
  }
}

export function island<Props extends object>(load: () => Promise<ComponentType<Props>>, options: IslandOptions = {}) {
  let code: Promise<ComponentType<Props>> | undefined;
  /** Set once the code has arrived: a failure after that is the island's own, not its code's. */
  let arrived = false;
  /** The island's module, fetched once for the document; a failure is forgotten, to be tried again. */
  const loadCode = () =>
    (code ??= load().then(
      (component) => ((arrived = true), component),
      (error: unknown) => {
        code = undefined;
        throw error;
      },
    ));
  /**
   * Asks for the code again until it arrives: after 1, 2, 4 … 30 s, at once when back online.
   * An island that failed with its code there keeps its server HTML: rendering it again would fail again.
   */
  const retry = async () => {
    for (let delay = 1000; !arrived; delay = Math.min(delay * 2, 30_000)) {
      try {
        return await loadCode();
      } catch (error) {
        if (await reloadIfGone(error)) break;
        await new Promise((resolve) => {
          setTimeout(resolve, delay);
          addEventListener('online', resolve, { once: true });
        });
      }
    }
    return new Promise<never>(() => undefined);
  };
  /** The islands of this kind waiting in the document, by id: their promise must be the same object in every render. */
  const waitingById = new Map<string, { waiting: Waiting; code: Promise<ComponentType<Props>>; html: string }>();

  /** The code an island being hydrated waits for: its module, once the island is needed. */
  function waitFor(id: string): Promise<ComponentType<Props>> {
    let entry = waitingById.get(id);
    if (!entry) {
      const root = document.querySelector(`[${ISLAND_ATTRIBUTE}="${id}"]`);
      // No server HTML to keep (a server render in a test's simulated DOM): nothing to wait for.
      if (!root) return loadCode();
      const waiting = watch(root, options);
      entry = { waiting, code: waiting.needed.then(loadCode), html: root.innerHTML };
      waitingById.set(id, entry);
    }
    return entry.code;
  }

  interface BodyProps {
    id: string;
    wrapper: RefObject<HTMLDivElement | null>;
    /** The island's code: on its way, or (after a failure) arrived. */
    code: Promise<ComponentType<Props>> | ComponentType<Props>;
    props: Props;
  }

  function Body({ id, wrapper, code, props }: BodyProps) {
    const Component = code instanceof Promise ? use(code) : code;
    useEffect(() => {
      wrapper.current?.setAttribute(ISLAND_HYDRATED_ATTRIBUTE, '');
      const waiting = waitingById.get(id)?.waiting;
      if (!waiting) return;
      waitingById.delete(id);
      waiting.stop();
      waiting.replay();
    }, [id, wrapper]);
    return <Component {...props} />;
  }

  function Island(props: Props) {
    const id = useId();
    const wrapper = useRef<HTMLDivElement>(null);
    const hydrating = useIsHydrating();
    // Decided once, when mounted: true on the server and while the document hydrates.
    const [deferred] = useState(hydrating);
    // The same element in every render: React renders the island once more right after the
    // document's hydration (useIsHydrating changes), and a boundary still waiting that saw new
    // props would drop its server HTML to render on the client.
    const island = useMemo(() => {
      const attributes = { [ISLAND_ATTRIBUTE]: id, 'data-island-on': options.on ?? 'near' };
      const pending = !deferred || typeof document === 'undefined' ? loadCode() : waitFor(id);
      // Read when it fails, after waitFor has kept the server HTML (none on a client navigation).
      const fallback = <div {...attributes} dangerouslySetInnerHTML={{ __html: waitingById.get(id)?.html ?? '' }} />;
      const render = (arrived?: unknown) => {
        const body = (
          <Body
            id={id}
            wrapper={wrapper}
            code={(arrived as ComponentType<Props> | undefined) ?? pending}
            props={props}
          />
        );
        return (
          <div ref={wrapper} {...attributes}>
            {deferred && !arrived ? <Suspense fallback={null}>{body}</Suspense> : body}
          </div>
        );
      };
      return <IslandBoundary retry={retry} fallback={fallback} render={render} />;
    }, [id, deferred, props]);
    return island;
  }

  return memo(Island);
}
