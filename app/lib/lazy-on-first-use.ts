import { type ComponentType, lazy } from 'react';

/**
 * A component whose code is fetched with `import()` the first time it is wanted:
 * render `Component` (inside Suspense) once it is, and call `preload` on the
 * gestures that announce it (hover, focus) to start the download a little earlier.
 * For what no visitor needs on arrival, such as a dialog that opens on a click.
 */
export function lazyOnFirstUse<Props>(load: () => Promise<ComponentType<Props>>) {
  return {
    Component: lazy(() => load().then((component) => ({ default: component }))),
    preload: () => void load(),
  };
}
