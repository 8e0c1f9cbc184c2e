import type { Route } from './+types/about-us';
import { getPage } from '../content/content.server.ts';
import { headTags } from '../lib/head.ts';
import { headFor, pathOf } from '../lib/site.server.ts';

export function loader({ request }: Route.LoaderArgs) {
  const page = getPage('about-us');
  return { head: headFor(page.seo, pathOf(request)), page };
}

export const meta: Route.MetaFunction = ({ loaderData }) => headTags(loaderData?.head);

export default function Page({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <section>
      <h1>{page.hero.heading}</h1>
    </section>
  );
}
