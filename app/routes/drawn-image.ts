/**
 * /images/work/… and /images/art/…: the site's drawn images as SVG files,
 * prerendered at build time (react-router.config.ts lists every file).
 */
import type { Route } from './+types/drawn-image';
import { parseDrawnImage } from '../art/images.ts';
import { drawnSvg } from '../art/render.server.tsx';

export function loader({ params }: Route.LoaderArgs) {
  const id = parseDrawnImage(params.folder, params.image);
  if (!id) throw new Response('Not found', { status: 404 });
  return new Response(drawnSvg(id), { headers: { 'content-type': 'image/svg+xml; charset=utf-8' } });
}
