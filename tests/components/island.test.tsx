// @vitest-environment happy-dom
/**
 * island() (app/components/hydration/island.tsx) against React itself: over its own
 * server HTML it stays unhydrated (its component never runs, its nodes carry nothing of
 * React) until it is needed, then React hydrates those same nodes; a click made before
 * that reaches its button once it is hydrated; rendered on the client it renders at once.
 * A module that fails to arrive, or code that fails, never takes the page with it.
 */
import { act, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  IMPORT_RETRY_BASE_MS,
  ISLAND_FAILED_ATTRIBUTE,
  ISLAND_HYDRATED_ATTRIBUTE,
  RELOADED_KEY,
  island,
} from '../../app/components/hydration/island.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

const reactKeys = (node: Element | null) => Object.keys(node ?? {}).filter((key) => key.startsWith('__react'));

/** The whole document's server HTML, as the prerender writes it (it waits for every boundary). */
async function serverHtml(page: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(page);
  return new Response(prelude).text();
}

/**
 * The page prerendered into the document, then hydrated by React; returns its container and
 * island. `clientPage`, when given, is what the browser hydrates: the same tree whose islands
 * load their code their own way (the server's render has its own islands, as it has its own
 * module instances in a real build).
 */
async function hydrateOverServerHtml(page: React.ReactElement, clientPage: React.ReactElement = page) {
  const container = document.createElement('div');
  container.innerHTML = await serverHtml(page);
  document.body.append(container);
  await act(async () => {
    hydrateRoot(container, clientPage);
  });
  return { container, wrapper: container.querySelector('[data-island]') as HTMLElement };
}

function Counter({ label, onPress }: { label: string; onPress: () => void }) {
  const [count, setCount] = useState(0);
  return (
    <section>
      <h2>{label}</h2>
      <button
        type="button"
        onClick={() => {
          setCount(count + 1);
          onPress();
        }}
      >
        Pressed {count}
      </button>
    </section>
  );
}

describe('island', () => {
  it('keeps its server HTML until it is needed, then hydrates the same nodes', async () => {
    const renders = vi.fn();
    const onPress = vi.fn();
    const load = vi.fn(async () => (props: { label: string; onPress: () => void }) => {
      renders();
      return <Counter {...props} />;
    });
    const Moving = island(load, { on: 'intent' });
    const page = (
      <main>
        <Moving label="Our work" onPress={onPress} />
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = await serverHtml(page);
    document.body.append(container);
    expect(renders).toHaveBeenCalledTimes(1);
    const heading = container.querySelector('h2');
    const button = container.querySelector('button') as HTMLButtonElement;
    const wrapper = container.querySelector('[data-island]') as HTMLElement;
    expect(wrapper.getAttribute('data-island-on')).toBe('intent');

    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
    });
    // Not needed yet: the component has not run in the browser and React owns nothing inside.
    expect(renders).toHaveBeenCalledTimes(1);
    expect(reactKeys(heading)).toEqual([]);
    expect(wrapper.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE)).toBe(false);

    // A press before it is hydrated: React cannot deliver it; the island repeats it once hydrated.
    await act(async () => {
      button.click();
    });
    await vi.waitFor(() => expect(wrapper.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE)).toBe(true));
    expect(renders.mock.calls.length).toBeGreaterThan(1);
    expect(container.querySelector('h2')).toBe(heading);
    expect(reactKeys(heading)).not.toEqual([]);
    await vi.waitFor(() => expect(button.textContent).toBe('Pressed 1'));
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(errors).toEqual([]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('delivers a key pressed before it was hydrated once it is (the arrow keys of tabs)', async () => {
    const keys: string[] = [];
    const Keys = island(
      async () =>
        function Keyed() {
          return (
            <button type="button" onKeyDown={(event) => keys.push(event.key)}>
              Web
            </button>
          );
        },
    );
    const page = <Keys />;
    const { container, wrapper } = await hydrateOverServerHtml(page);
    expect(wrapper.getAttribute('data-island-on')).toBe('near');
    await act(async () => {
      container
        .querySelector('button')
        ?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    });
    await vi.waitFor(() => expect(wrapper.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE)).toBe(true));
    await vi.waitFor(() => expect(keys).toEqual(['ArrowRight']));
  });

  it('is needed when keyboard focus or a pointer enters it', async () => {
    const Moving = island(async () => (props: { label: string; onPress: () => void }) => <Counter {...props} />, {
      on: 'intent',
    });
    const page = <Moving label="Tabs" onPress={() => undefined} />;
    const { container, wrapper } = await hydrateOverServerHtml(page);
    expect(wrapper.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE)).toBe(false);
    await act(async () => {
      container.querySelector('button')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });
    await vi.waitFor(() => expect(wrapper.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE)).toBe(true));
    expect(reactKeys(container.querySelector('h2'))).not.toEqual([]);
  });

  it('waiting for the visitor, is needed when what it holds first moves by itself (data-moves-after-ms)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const Moving = island(
        async () =>
          function Slides() {
            return (
              <section data-moves-after-ms={4000}>
                <h2>Slides</h2>
              </section>
            );
          },
        { on: 'intent' },
      );
      const page = <Moving />;
      const { wrapper } = await hydrateOverServerHtml(page);
      await act(async () => {
        vi.advanceTimersByTime(3900);
      });
      expect(wrapper.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE)).toBe(false);
      await act(async () => {
        vi.advanceTimersByTime(200);
      });
      await vi.waitFor(() => expect(wrapper.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE)).toBe(true));
    } finally {
      vi.useRealTimers();
    }
  });

  it('renders its component at once on the client', async () => {
    const Moving = island(async () => (props: { label: string; onPress: () => void }) => <Counter {...props} />);
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(<Moving label="Rendered" onPress={() => undefined} />);
    });
    await vi.waitFor(() => expect(container.querySelector('h2')?.textContent).toBe('Rendered'));
    expect(container.querySelector('[data-island]')?.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE)).toBe(true);
  });

  describe('when its code fails', () => {
    afterEach(() => {
      vi.useRealTimers();
      vi.restoreAllMocks();
      window.sessionStorage.clear();
    });

    const CounterIsland = (props: { label: string; onPress: () => void }) => <Counter {...props} />;
    /** Lets the timers of the import's back-off run, as many milliseconds as given. */
    const wait = (ms: number) =>
      act(async () => {
        await vi.advanceTimersByTimeAsync(ms);
      });
    const reachFor = (element: Element | null) =>
      act(async () => {
        element?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      });

    it('tries the import again after a pause, and hydrates when it arrives', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      let failures = 1;
      const load = vi.fn(async () => {
        if (failures-- > 0) throw new TypeError('Failed to fetch dynamically imported module');
        return CounterIsland;
      });
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const Server = island(async () => CounterIsland, { on: 'intent' });
      const Moving = island(load, { on: 'intent' });
      const { container, wrapper } = await hydrateOverServerHtml(
        <Server label="Retried" onPress={() => undefined} />,
        <Moving label="Retried" onPress={() => undefined} />,
      );
      await reachFor(container.querySelector('button'));
      expect(load).toHaveBeenCalledTimes(1);
      await wait(IMPORT_RETRY_BASE_MS - 1);
      expect(load).toHaveBeenCalledTimes(1);
      await wait(1);
      await vi.waitFor(() => expect(wrapper.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE)).toBe(true));
      expect(load).toHaveBeenCalledTimes(2);
      expect(console.error).not.toHaveBeenCalled();
    });

    it('when every try fails, keeps its server HTML, reloads the page once, and tries again when reached for', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
      const probe = vi.spyOn(window, 'fetch').mockImplementation(async () => new Response(null, { status: 200 }));
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      let available = false;
      const load = vi.fn(async () => {
        if (!available) throw new TypeError('Failed to fetch dynamically imported module');
        return CounterIsland;
      });
      const Server = island(async () => CounterIsland, { on: 'intent' });
      const Moving = island(load, { on: 'intent' });
      const page = (Kept: typeof Moving) => (
        <main>
          <p>Elsewhere on the page</p>
          <Kept label="Kept" onPress={() => undefined} />
        </main>
      );
      const first = await hydrateOverServerHtml(page(Server), page(Moving));

      // Three tries, a second and then two seconds apart; then the page is reloaded, once.
      await reachFor(first.container.querySelector('button'));
      await wait(IMPORT_RETRY_BASE_MS);
      expect(load).toHaveBeenCalledTimes(2);
      expect(reload).not.toHaveBeenCalled();
      await wait(2 * IMPORT_RETRY_BASE_MS);
      expect(load).toHaveBeenCalledTimes(3);
      await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
      expect(probe).toHaveBeenCalledWith(window.location.href, { method: 'HEAD', cache: 'no-store' });
      expect(JSON.parse(window.sessionStorage.getItem(RELOADED_KEY) ?? '[]')).toEqual([window.location.pathname]);
      expect(first.wrapper.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE)).toBe(false);

      // The page as the reload brings it (a fresh document and module), its code still missing:
      // the tries fail again, and the page is not reloaded a second time.
      document.body.innerHTML = '';
      const Reloaded = island(load, { on: 'intent' });
      const { container, wrapper } = await hydrateOverServerHtml(page(Server), page(Reloaded));
      const heading = container.querySelector('h2');
      const elsewhere = container.querySelector('p');
      await reachFor(container.querySelector('button'));
      await wait(3 * IMPORT_RETRY_BASE_MS);
      expect(load).toHaveBeenCalledTimes(6);
      await act(async () => undefined);
      expect(reload).toHaveBeenCalledTimes(1);

      // All the while the page is as the server sent it: the same nodes, nothing of React inside.
      expect(container.querySelector('h2')).toBe(heading);
      expect(container.querySelector('p')).toBe(elsewhere);
      expect(reactKeys(heading)).toEqual([]);
      expect(wrapper.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE)).toBe(false);
      expect(container.querySelector(`[${ISLAND_FAILED_ATTRIBUTE}]`)).toBeNull();

      // The module is back: the visitor's next reach tries again, and React hydrates those nodes.
      available = true;
      await reachFor(container.querySelector('button'));
      await vi.waitFor(() => expect(wrapper.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE)).toBe(true));
      expect(container.querySelector('h2')).toBe(heading);
      expect(reactKeys(heading)).not.toEqual([]);
    });

    it('does not reload when the site itself does not answer (the visitor is offline)', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
      vi.spyOn(window, 'fetch').mockImplementation(async () => {
        throw new TypeError('Failed to fetch');
      });
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const load = vi.fn(async (): Promise<typeof CounterIsland> => {
        throw new TypeError('Failed to fetch dynamically imported module');
      });
      const Server = island(async () => CounterIsland, { on: 'intent' });
      const Moving = island(load, { on: 'intent' });
      const { container } = await hydrateOverServerHtml(
        <Server label="Offline" onPress={() => undefined} />,
        <Moving label="Offline" onPress={() => undefined} />,
      );
      await reachFor(container.querySelector('button'));
      await wait(3 * IMPORT_RETRY_BASE_MS);
      expect(load).toHaveBeenCalledTimes(3);
      await act(async () => undefined);
      expect(reload).not.toHaveBeenCalled();
      expect(window.sessionStorage.getItem(RELOADED_KEY)).toBeNull();
    });

    it('an error in its code stops at its own boundary, which shows its server HTML', async () => {
      let broken = false;
      const Fragile = island(
        async () =>
          function Fragile() {
            if (broken) throw new Error('The island broke');
            return (
              <section>
                <h2>Fragile</h2>
                <a href="/work">Our work</a>
              </section>
            );
          },
        { on: 'intent' },
      );
      const page = (
        <main>
          <p>Elsewhere on the page</p>
          <Fragile />
        </main>
      );
      const container = document.createElement('div');
      container.innerHTML = await serverHtml(page);
      document.body.append(container);
      const islandHtml = container.querySelector('[data-island]')?.innerHTML;
      const elsewhere = container.querySelector('p');
      broken = true;
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const uncaught: unknown[] = [];
      await act(async () => {
        hydrateRoot(container, page, {
          onUncaughtError: (error) => uncaught.push(error),
          onRecoverableError: () => undefined,
        });
      });
      await reachFor(container.querySelector('h2'));
      await vi.waitFor(() => expect(container.querySelector(`[${ISLAND_FAILED_ATTRIBUTE}]`)).not.toBeNull());
      const failed = container.querySelector(`[${ISLAND_FAILED_ATTRIBUTE}]`) as HTMLElement;
      expect(failed.innerHTML).toBe(islandHtml);
      expect(failed.hasAttribute('data-island')).toBe(true);
      expect(container.querySelector('a')?.getAttribute('href')).toBe('/work');
      expect(container.querySelector('p')).toBe(elsewhere);
      expect(uncaught).toEqual([]);
    });
  });
});
