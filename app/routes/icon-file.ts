/**
 * /images/icons/<set>/<name>.svg: a full-colour icon of the content (a technology's
 * logo, a platform's badge) as an SVG file, prerendered at build time
 * (react-router.config.ts lists every file the content names).
 */
import type { Route } from './+types/icon-file';
import { iconFile } from '../content/icons.server.ts';

export function loader({ params }: Route.LoaderArgs) {
  const svg = iconFile(params.set, params.icon);
  if (!svg) throw new Response('Not found', { status: 404 });
  return new Response(svg, { headers: { 'content-type': 'image/svg+xml; charset=utf-8' } });
}
