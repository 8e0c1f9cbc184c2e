/**
 * Any unknown path: the 404 page (components/layout/NotFoundPage.tsx). It is prerendered
 * once as /404 and the server sends it with status 404 for every path it has no
 * file for; its content comes from the root loader, because an unknown path has no
 * data file of its own. Not indexed (pages/404.yaml: noindex).
 */
import { NotFoundPage } from '../components/layout/NotFoundPage.tsx';
import { headTags } from '../lib/head.ts';
import { type RootData, useRootData } from '../lib/root-data.ts';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  headTags(
    (matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined)?.notFoundHead,
    location.pathname,
  );

export default function NotFound() {
  return <NotFoundPage page={useRootData().notFound} />;
}
