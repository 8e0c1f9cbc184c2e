// @vitest-environment happy-dom
/**
 * island() (app/components/hydration/island.tsx) against React itself: over its own
 * server HTML it stays unhydrated (its component never runs, its nodes carry nothing of
 * React) until it is needed, then React hydrates those same nodes; a click made before
 * that reaches its button once it is hydrated; rendered on the client it renders at once.
 */
import { act, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ISLAND_HYDRATED_ATTRIBUTE, island } from '../../app/components/hydration/island.tsx';

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

/** The page prerendered into the document, then hydrated by React; returns its container and island. */
async function hydrateOverServerHtml(page: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = await serverHtml(page);
  document.body.append(container);
  await act(async () => {
    hydrateRoot(container, page);
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
});
