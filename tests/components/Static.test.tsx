// @vitest-environment happy-dom
/**
 * Static (app/components/hydration/Static.tsx) against React itself: hydrated over its
 * own server HTML it adopts that HTML and renders nothing inside (its children's code
 * never runs); rendered on the client it renders its children. And the rule of its
 * link navigation: which clicks become a client navigation.
 */
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FrozenHtml, Static } from '../../app/components/hydration/Static.tsx';
import { staticLinkTarget } from '../../app/components/hydration/useStaticLinkNavigation.ts';

// React's act() outside Testing Library's render: tell React this environment runs it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('Static', () => {
  it('adopts its server HTML when hydrating: same nodes, no React on them, children never rendered', async () => {
    const Section = vi.fn(() => (
      <section>
        <h2>Our process</h2>
        <p>Discovery, design, delivery.</p>
      </section>
    ));
    const page = (
      <main>
        <Static>
          <Section />
        </Static>
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    expect(Section).toHaveBeenCalledTimes(1);
    const heading = container.querySelector('h2');
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
    });
    // Server render only: hydration never called the section's component.
    expect(Section).toHaveBeenCalledTimes(1);
    expect(container.querySelector('h2')).toBe(heading);
    expect(Object.keys(heading as Element).some((key) => key.startsWith('__react'))).toBe(false);
    const wrapper = container.querySelector('[data-static]') as Element;
    expect(Object.keys(wrapper).some((key) => key.startsWith('__react'))).toBe(true);
    expect(errors).toEqual([]);
  });

  it('is never rendered again once it holds its adopted HTML, however often its parent renders', async () => {
    const Page = ({ count }: { count: number }) => (
      <main data-count={count}>
        <Static>
          <p>Weekly updates every Friday.</p>
        </Static>
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page count={0} />);
    document.body.append(container);
    const render = vi.spyOn(FrozenHtml.prototype, 'render');
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Page count={0} />);
    });
    const paragraph = container.querySelector('p');
    expect(render).toHaveBeenCalledTimes(1);
    for (const count of [1, 2, 3]) {
      await act(async () => root?.render(<Page count={count} />));
    }
    expect(container.querySelector('main')?.getAttribute('data-count')).toBe('3');
    expect(render).toHaveBeenCalledTimes(1);
    expect(container.querySelector('p')).toBe(paragraph);
    render.mockRestore();
  });

  it('renders its children on the client', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(
        <Static>
          <h2>Rendered</h2>
        </Static>,
      );
    });
    const heading = container.querySelector('[data-static] > h2') as Element;
    expect(heading.textContent).toBe('Rendered');
    expect(Object.keys(heading).some((key) => key.startsWith('__react'))).toBe(true);
  });
});

describe('staticLinkTarget', () => {
  const here = new URL('https://nexaweave.example/work/basebone') as unknown as Location;
  const link = (href: string, attributes: Record<string, string> = {}, inStatic = true) => {
    const wrapper = document.createElement('div');
    if (inStatic) wrapper.setAttribute('data-static', 'x');
    const anchor = document.createElement('a');
    anchor.href = new URL(href, here.href).href;
    for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
    wrapper.append(anchor);
    return anchor;
  };

  it('navigates to pages of this site from inside a static stretch', () => {
    expect(staticLinkTarget(link('/work/aara'), here)).toBe('/work/aara');
    expect(staticLinkTarget(link('/career/job-apply?position=qa#form'), here)).toBe(
      '/career/job-apply?position=qa#form',
    );
    expect(staticLinkTarget(link('/'), here)).toBe('/');
  });

  it('leaves everything else to the browser', () => {
    expect(staticLinkTarget(link('/work/aara', {}, false), here)).toBeNull();
    expect(staticLinkTarget(link('/work/aara', { target: '_blank' }), here)).toBeNull();
    expect(staticLinkTarget(link('/work/aara', { download: '' }), here)).toBeNull();
    expect(staticLinkTarget(link('https://example.org/work'), here)).toBeNull();
    expect(staticLinkTarget(link('/rss.xml'), here)).toBeNull();
    expect(staticLinkTarget(link('/images/work/basebone-cover.svg'), here)).toBeNull();
    expect(staticLinkTarget(link('/admin/contact'), here)).toBeNull();
    expect(staticLinkTarget(link('/webAPI/csrf'), here)).toBeNull();
    expect(staticLinkTarget(link('#results'), here)).toBeNull();
  });
});
