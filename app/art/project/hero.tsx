/**
 * A case study's hero picture: screens drawn for the hero only (the hero entry of its
 * screens file), framed the way that suits the product, on a drawn photograph. The
 * picture is wide (1600 × 900) and runs the full width of the page; on a phone the page
 * crops it to its middle 900 × 900, so each framing keeps its product there.
 *
 * - angle: a desktop screen turned away from the viewer, its foot cropped by the picture;
 * - closeup: a desktop screen so large that the picture's edges crop it to its top corner;
 * - trio: three phone screens fanned out, the middle one in front;
 * - scene: one screen in front of a photograph of where the product is used.
 */
import type { ReactNode } from 'react';
import type { DrawnScreen, ProjectScreens } from '../schema.ts';
import { device } from './device.tsx';
import { HERO_H, HERO_W, backdropOf, grain, groundShadow, heroDefs } from './hero-scenes.tsx';

/** A screen in its frame at (x, y), `scale` times its drawn size, with glass catching the light. */
function placed(
  project: ProjectScreens,
  screen: DrawnScreen,
  frame: DrawnScreen['frame'],
  x: number,
  y: number,
  scale: number,
  key: string,
  extra = '',
): ReactNode {
  const d = device(frame, screen, project.accent, project.brand, project.market.domain);
  return (
    <g key={key} transform={`translate(${x} ${y}) scale(${scale})${extra}`}>
      {d.node}
      {frame === 'phone' ? (
        <rect x={14} y={14} width={212} height={452} rx={26} fill="url(#glass)" />
      ) : (
        <rect x={12} y={12} width={616} height={376} rx={6} fill="url(#glass)" />
      )}
    </g>
  );
}

/** A device's shadow thrown down and to the right, away from the light at the top left. */
function castShadow(x: number, y: number, w: number, h: number, r: number, key: string): ReactNode {
  return (
    <rect
      key={key}
      x={x + 34}
      y={y + 46}
      width={w}
      height={h}
      rx={r}
      fill="#0b0f1a"
      opacity={0.32}
      filter="url(#soft)"
    />
  );
}

function framed(project: ProjectScreens): ReactNode {
  const { hero } = project;
  const [first, second, third] = hero.screens as [DrawnScreen, DrawnScreen?, DrawnScreen?];
  switch (hero.framing) {
    case 'angle': {
      // Turned a little away: narrower than tall, its right edge risen, its foot below the picture.
      const a = 1.62;
      const b = -0.17;
      const d = 1.78;
      const x = 300;
      const y = 250;
      return (
        <g>
          <path
            d={`M${x + 40} ${y + 60}l${640 * a} ${640 * b}v${400 * d}h${-640 * a}z`}
            fill="#0b0f1a"
            opacity={0.3}
            filter="url(#soft)"
            transform="translate(40 50)"
          />
          <g transform={`matrix(${a} ${b} 0 ${d} ${x} ${y})`}>
            {device('browser', first, project.accent, project.brand, project.market.domain).node}
            <rect x={12} y={12} width={616} height={376} rx={4} fill="url(#glass)" />
          </g>
        </g>
      );
    }
    case 'closeup': {
      // The top corner of the screen at more than twice its size: the picture's edges crop the rest.
      const s = 2.05;
      return (
        <g>
          {castShadow(190, 140, 640 * s, 400 * s, 30, 'shadow')}
          {placed(project, first, 'browser', 190, 140, s, 'screen')}
        </g>
      );
    }
    case 'trio': {
      const s = 1.34;
      const w = 240 * s;
      const h = 480 * s;
      const mid = (HERO_W - w) / 2;
      const side = (dx: number, angle: number, screen: DrawnScreen, key: string) => (
        <g key={key} transform={`rotate(${angle} ${mid + dx + w / 2} ${150 + h})`}>
          {castShadow(mid + dx, 170, w, h, 48, `${key}-shadow`)}
          {placed(project, screen, 'phone', mid + dx, 170, s, `${key}-phone`)}
        </g>
      );
      return (
        <g>
          {groundShadow(mid - 360, 150 + h + 10, w + 720, 36, 0.3)}
          {second && side(-350, -8, second, 'left')}
          {third && side(350, 8, third, 'right')}
          {castShadow(mid, 120, w, h, 48, 'mid-shadow')}
          {placed(project, first, 'phone', mid, 120, s, 'mid')}
        </g>
      );
    }
    case 'scene': {
      if (first.frame === 'phone') {
        // The phone held up in front of the scene, a little turned, right of the middle.
        const s = 1.42;
        const x = 880;
        const y = 120;
        return (
          <g transform={`rotate(-4 ${x + 120 * s} ${y + 240 * s})`}>
            {castShadow(x, y, 240 * s, 480 * s, 48, 'shadow')}
            {placed(project, first, 'phone', x, y, s, 'phone')}
          </g>
        );
      }
      // A laptop or window standing on the scene's own surface.
      const s = 1.5;
      const x = 560;
      const foot = first.frame === 'laptop' ? 420 : 400;
      const y = 812 - foot * s;
      return (
        <g>
          {groundShadow(x, 812, 640 * s, 30, 0.45)}
          {placed(project, first, first.frame, x, y, s, 'screen')}
        </g>
      );
    }
  }
}

/** The hero picture of a project, as an SVG document's content (ProjectArt wraps it). */
export function HeroArt({ project }: { project: ProjectScreens }): ReactNode {
  const backdrop = project.hero.backdrop ?? 'studio';
  return (
    <>
      {heroDefs()}
      <rect width={HERO_W} height={HERO_H} fill="#fff" />
      {backdropOf(backdrop, project.accent)}
      {framed(project)}
      {grain()}
    </>
  );
}

export { HERO_H, HERO_W };
