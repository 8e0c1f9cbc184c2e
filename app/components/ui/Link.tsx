/**
 * React Router's `<Link>`, which also writes its navigation options into the DOM, so that a
 * link inside a static stretch keeps them: React never hydrates a stretch, so its `<a>` has
 * no `<Link>` behind it, and `useStaticLinkNavigation` (root.tsx) reads these attributes to
 * navigate as `<Link>` would. Hydrated links carry them too, unused. Import `Link` from here,
 * never from react-router (eslint's no-restricted-imports says so).
 */
// eslint-disable-next-line no-restricted-imports -- the one place that wraps React Router's Link.
import { Link as RouterLink, type LinkProps } from 'react-router';

const flag = (on: boolean | undefined) => (on ? '' : undefined);

export function Link(props: LinkProps) {
  const { replace, state, viewTransition, preventScrollReset, reloadDocument, prefetch } = props;
  return (
    <RouterLink
      {...props}
      data-replace={flag(replace)}
      data-state={state === undefined ? undefined : JSON.stringify(state)}
      data-view-transition={flag(viewTransition)}
      data-prevent-scroll-reset={flag(preventScrollReset)}
      data-reload-document={flag(reloadDocument)}
      data-prefetch={prefetch === 'intent' || prefetch === 'viewport' ? prefetch : undefined}
    />
  );
}
