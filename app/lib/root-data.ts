/**
 * The root loader's data (app/root.tsx) and the hook that reads it, in a module of
 * their own so that the shell's components read it without importing the root route.
 */
import { useRouteLoaderData } from 'react-router';
import type { getNavigation, Page } from '../content/content.server.ts';
import type { Resolved, Settings } from '../content/schema.ts';
import type { HeadData } from './head.ts';

export interface RootData {
  /**
   * Only the settings the shell renders on every page (this data is inlined into every page's
   * HTML); resolved: the social profiles' icons as SVG, for the footer.
   */
  settings: Pick<Resolved<Settings>, 'brand' | 'tagline' | 'legalName' | 'copyrightYear' | 'claims' | 'social'> & {
    contact: Pick<Resolved<Settings>['contact'], 'email'>;
  };
  navigation: ReturnType<typeof getNavigation>;
  /** How long the full-load loader shows; `npm run bench` builds with 0 to measure the site without it. */
  loaderDurationMs: number;
  /** The 404 page's content and head: any unknown path shows it, and an unknown path has no data of its own. */
  notFound: Page;
  notFoundHead: HeadData;
}

/** The root loader's data, for the shell and for the 404 page. */
export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>('root');
  if (!data) throw new Error('The root loader data is missing');
  return data;
}
