/**
 * A case study's hero picture: screens drawn for the hero only (the hero entry of its
 * screens file), composed on a flat field in the project's colour with a pattern from its
 * world (hero-scenes.tsx). The picture is wide (1600 × 900); the case page, the /work tile
 * (4:3, or 2:1 when featured) and the next-project teaser crop it round its middle, so
 * every device stands whole inside the middle 1200 × 800.
 *
 * - front: one screen square to the viewer in the middle;
 * - tilt: one screen turned a few degrees, as if laid on the field;
 * - angle: a desktop screen turned away from the viewer in perspective;
 * - trio: three phone screens fanned out, the middle one in front.
 */
import type { ReactNode } from 'react';
import type { DrawnScreen, ProjectScreens } from '../schema.ts';
import { device } from './device.tsx';
import { HERO_H, HERO_W, backdropOf, heroDefs } from './hero-scenes.tsx';

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

/** The middle of the picture, which every crop keeps (a tile's 4:3, a featured tile's 2:1, the page's 46 rem). */
const CX = HERO_W / 2;
const CY = HERO_H / 2;

/** One screen upright in the middle of the field, `turn` degrees about its centre, with its shadow. */
function single(project: ProjectScreens, screen: DrawnScreen, turn: number): ReactNode {
  const phone = screen.frame === 'phone';
  const s = phone ? (turn ? 1.45 : 1.5) : turn ? 1.5 : 1.62;
  const w = (phone ? 240 : 640) * s;
  const h = (phone ? 480 : screen.frame === 'laptop' ? 420 : 400) * s;
  const x = CX - w / 2;
  const y = CY - h / 2;
  return (
    <g transform={`rotate(${turn} ${CX} ${CY})`}>
      {castShadow(x, y, w, h, phone ? 48 : 14, 'shadow')}
      {placed(project, screen, screen.frame, x, y, s, 'screen')}
    </g>
  );
}

function framed(project: ProjectScreens): ReactNode {
  const { hero } = project;
  const [first, second, third] = hero.screens as [DrawnScreen, DrawnScreen?, DrawnScreen?];
  switch (hero.framing) {
    case 'front':
      return single(project, first, 0);
    case 'tilt':
      return single(project, first, first.frame === 'phone' ? 6 : -3);
    case 'angle': {
      // Turned a little away, its right edge risen, the whole screen on the field.
      const a = 1.4;
      const b = -0.14;
      const d = 1.5;
      const x = CX - (640 * a) / 2;
      const y = CY - (400 * d) / 2 + (640 * -b) / 2;
      return (
        <g>
          <path
            d={`M${x} ${y}l${640 * a} ${640 * b}v${400 * d}h${-640 * a}z`}
            fill="#0b0f1a"
            opacity={0.3}
            filter="url(#soft)"
            transform="translate(34 46)"
          />
          <g transform={`matrix(${a} ${b} 0 ${d} ${x} ${y})`}>
            {device('browser', first, project.accent, project.brand, project.market.domain).node}
            <rect x={12} y={12} width={616} height={376} rx={4} fill="url(#glass)" />
          </g>
        </g>
      );
    }
    case 'trio': {
      const s = 1.3;
      const w = 240 * s;
      const h = 480 * s;
      const mid = CX - w / 2;
      const top = CY - h / 2;
      const side = (dx: number, angle: number, screen: DrawnScreen, key: string) => (
        <g key={key} transform={`rotate(${angle} ${mid + dx + w / 2} ${top + h})`}>
          {castShadow(mid + dx, top + 30, w, h, 48, `${key}-shadow`)}
          {placed(project, screen, 'phone', mid + dx, top + 30, s, `${key}-phone`)}
        </g>
      );
      return (
        <g>
          {second && side(-330, -8, second, 'left')}
          {third && side(330, 8, third, 'right')}
          {castShadow(mid, top, w, h, 48, 'mid-shadow')}
          {placed(project, first, 'phone', mid, top, s, 'mid')}
        </g>
      );
    }
  }
}

/** The hero picture of a project, as an SVG document's content (ProjectArt wraps it). */
export function HeroArt({ project }: { project: ProjectScreens }): ReactNode {
  return (
    <>
      {heroDefs()}
      {backdropOf(project.hero.backdrop, project.accent)}
      {framed(project)}
    </>
  );
}

/** A hero's devices alone, on no field: what tests measure to keep every device whole inside the crops. */
export function HeroDevices({ project }: { project: ProjectScreens }): ReactNode {
  return (
    <>
      {heroDefs()}
      {framed(project)}
    </>
  );
}

/** The part of a hero that every crop of it keeps (a 4:3 tile, a 2:1 featured tile): its devices stand inside. */
export const HERO_SAFE = { x: 200, y: 50, w: 1200, h: 800 } as const;

export { HERO_H, HERO_W };
