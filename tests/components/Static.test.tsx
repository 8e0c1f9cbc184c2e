// @vitest-environment happy-dom
/**
 * Static (app/components/hydration/Static.tsx) against React itself: hydrated over its
 * own server HTML it adopts that HTML and renders nothing inside (its children's code
 * never runs); rendered on the client it renders its children. And the rule of its
 * link navigation: which clicks become a client navigation.
 */
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation, useNavigationType } from 'react-router';
import { FrozenHtml, Static } from '../../app/components/hydration/Static.tsx';
import { staticLinkTarget, useStaticLinkNavigation } from '../../app/components/hydration/useStaticLinkNavigation.ts';
import { Link } from '../../app/components/ui/Link.tsx';

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
    expect(staticLinkTarget(link('/work/aara', { 'data-reload-document': '' }), here)).toBeNull();
  });
});

describe("a static stretch's links keep their <Link> options (ui/Link.tsx, useStaticLinkNavigation)", () => {
  /** The prerendered HTML of a link, as a static stretch holds it: never hydrated. */
  const prerendered = (element: React.ReactNode) => renderToString(<MemoryRouter>{element}</MemoryRouter>);

  function mount(stretchHtml: string) {
    const seen: { path: string; state: unknown; type: string }[] = [];
    function Page() {
      useStaticLinkNavigation();
      const location = useLocation();
      const type = useNavigationType();
      seen.push({ path: location.pathname, state: location.state, type });
      return <div data-static="s" dangerouslySetInnerHTML={{ __html: stretchHtml }} />;
    }
    const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/', '/work'] });
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    mounted.push(root);
    act(() => root.render(<RouterProvider router={router} />));
    return { container, seen, router };
  }
  const mounted: Root[] = [];
  // Unmounted, so that no earlier test's listener takes a later test's click.
  afterEach(() => act(() => mounted.splice(0).forEach((root) => root.unmount())));

  it('replace and state reach the navigation', async () => {
    const html = prerendered(
      <Link to="/about-us" replace state={{ from: 'case-study' }} viewTransition preventScrollReset>
        About
      </Link>,
    );
    expect(html).toContain('data-replace=""');
    const { container, seen, router } = mount(html);
    await act(async () => container.querySelector('a')?.click());
    expect(router.state.location.pathname).toBe('/about-us');
    expect(seen.at(-1)).toEqual({ path: '/about-us', state: { from: 'case-study' }, type: 'REPLACE' });
    // Replaced, not pushed: going back leaves the page that was before /work.
    await act(async () => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
  });

  it('a plain link pushes; reloadDocument is left to the browser', async () => {
    const html = prerendered(
      <>
        <Link to="/blog">Blog</Link>
        <Link to="/career" reloadDocument>
          Careers
        </Link>
      </>,
    );
    const { container, seen, router } = mount(html);
    const [blog, career] = container.querySelectorAll('a');
    await act(async () => blog?.click());
    expect(seen.at(-1)).toEqual({ path: '/blog', state: null, type: 'PUSH' });
    let leftToBrowser = false;
    document.addEventListener('click', (event) => (leftToBrowser = !event.defaultPrevented), { once: true });
    await act(async () => career?.click());
    expect(leftToBrowser).toBe(true);
    expect(router.state.location.pathname).toBe('/blog');
  });
});
