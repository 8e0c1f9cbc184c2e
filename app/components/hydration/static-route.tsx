/**
 * The two shapes a prerendered route takes with its unchanging parts (Static.tsx):
 *
 * - `staticSection(load, name)`: one stretch of a page, a component of the route's
 *   `.static.tsx` module, fetched only when a client navigation renders it (a full load
 *   adopts its prerendered HTML and never runs it). The route still writes the
 *   `import('./x.static.tsx')` itself, so the bundler sees one chunk per route.
 * - `staticPage(load, name)`: a route whose whole page is one such stretch; its default
 *   export.
 *
 * And `pageMeta`, every route's `meta`: the head tags its loader built (lib/head.ts).
 */
import { createElement, lazy, type ComponentType, type ReactElement, type ReactNode } from 'react';
import type { MetaDescriptor } from 'react-router';
import { headTags, type HeadData } from '../../lib/head.ts';
import { Static } from './Static.tsx';

/** A route's `meta`: the head its loader built at build time, for the path the router gives. */
export function pageMeta({
  loaderData,
  location,
}: {
  loaderData?: { head?: HeadData } | undefined;
  location: { pathname: string };
}): MetaDescriptor[] {
  return headTags(loaderData?.head, location.pathname);
}

/** A module's export that is a component (the props it takes are its own). */
type Components<Name extends PropertyKey> = { [key in Name]: (props: never) => ReactNode };

/**
 * One component of a route's static module, loaded only when a client navigation renders
 * it. Typed as the component itself, so its props are checked where the route uses it.
 */
export function staticSection<Module extends Components<Name>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): Module[Name] {
  return lazy(async () => ({
    default: (await load())[name] as unknown as ComponentType<object>,
  })) as unknown as Module[Name];
}

/** A route whose whole page is static: its default export, which hands the page the route's loader data. */
export function staticPage<Module extends Components<Name>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): (props: Parameters<Module[Name]>[0] & object) => ReactElement {
  const Page = staticSection(load, name) as unknown as ComponentType<Parameters<Module[Name]>[0] & object>;
  return function StaticRoute(props: Parameters<Module[Name]>[0] & object) {
    return <Static>{createElement(Page, props)}</Static>;
  };
}
