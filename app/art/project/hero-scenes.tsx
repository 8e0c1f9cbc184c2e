/**
 * The drawn photographs behind the case studies' heroes (project/hero.tsx): a building
 * site at golden hour, a city at dusk, a hotel lounge in lamplight, and a studio desk by a
 * window. Each is lit like a photograph: a sky or wall graded from its light source, far
 * things paler than near ones (air between them), soft light falling across the room,
 * and a fine grain over the whole picture. Deterministic, so every build draws the same.
 */
import type { ReactNode } from 'react';
import type { HeroBackdrop } from '../schema.ts';

export const HERO_W = 1600;
export const HERO_H = 900;

/** `a` and `b` (#rrggbb) mixed, t = 0 all `a`, 1 all `b`. */
export function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number) => Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  const out = [0, 1, 2].map((i) => Math.round(channel(a, i) * (1 - t) + channel(b, i) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** A repeatable sequence of numbers in [0, 1) from a seed, for windows and bokeh. */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** The grain and the soft shadow every hero uses, and its light. */
export function heroDefs(): ReactNode {
  return (
    <defs>
      <filter id="grain" x="0" y="0" width="100%" height="100%">
        <feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="2" stitchTiles="stitch" />
        <feColorMatrix type="saturate" values="0" />
      </filter>
      <filter id="soft" x="-30%" y="-30%" width="160%" height="160%">
        <feGaussianBlur stdDeviation="22" />
      </filter>
      <filter id="haze" x="-50%" y="-50%" width="200%" height="200%">
        <feGaussianBlur stdDeviation="6" />
      </filter>
      <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#fff" stopOpacity="0.16" />
        <stop offset="0.45" stopColor="#fff" stopOpacity="0.04" />
        <stop offset="0.46" stopColor="#fff" stopOpacity="0" />
      </linearGradient>
    </defs>
  );
}

/** The grain of a photograph over the whole picture. */
export function grain(): ReactNode {
  return (
    <rect width={HERO_W} height={HERO_H} filter="url(#grain)" opacity={0.07} style={{ mixBlendMode: 'overlay' }} />
  );
}

/** A soft shadow on the ground under something `w` wide whose foot is at (x, y). */
export function groundShadow(x: number, y: number, w: number, depth = 40, opacity = 0.35): ReactNode {
  return (
    <ellipse
      cx={x + w / 2 + 30}
      cy={y + depth * 0.3}
      rx={w * 0.55}
      ry={depth}
      fill="#000"
      opacity={opacity}
      filter="url(#soft)"
    />
  );
}

/** A studio desk by a tall window: a wall tinted with the accent, sun falling across it and the desk. */
function studio(accent: string): ReactNode {
  const wall = mix(accent, '#f6f3ee', 0.86);
  const wallDark = mix(accent, '#3b3631', 0.55);
  const desk = mix('#b08a64', accent, 0.12);
  return (
    <g>
      <defs>
        <linearGradient id="wall" x1="0" y1="0" x2="1" y2="0.4">
          <stop offset="0" stopColor={mix(wall, '#ffffff', 0.5)} />
          <stop offset="0.6" stopColor={wall} />
          <stop offset="1" stopColor={mix(wall, wallDark, 0.35)} />
        </linearGradient>
        <linearGradient id="desk" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={mix(desk, '#ffffff', 0.25)} />
          <stop offset="1" stopColor={mix(desk, '#2a2018', 0.45)} />
        </linearGradient>
        <radialGradient id="sun" cx="0.18" cy="0.2" r="0.8">
          <stop offset="0" stopColor="#fff7e6" stopOpacity="0.75" />
          <stop offset="1" stopColor="#fff7e6" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width={HERO_W} height={HERO_H} fill="url(#wall)" />
      {/* The window's light on the wall: four panes, slanting. */}
      {[0, 1, 2, 3].map((i) => (
        <path
          key={i}
          d={`M${120 + i * 150} 40l120 0l-210 520l-120 0z`}
          fill="#fffaf0"
          opacity={0.32 - i * 0.05}
          filter="url(#haze)"
        />
      ))}
      <rect width={HERO_W} height={HERO_H} fill="url(#sun)" />
      {/* A shelf with books and a plant at the back, out of focus. */}
      <g filter="url(#haze)" opacity={0.75}>
        <rect x={1180} y={250} width={340} height={10} fill={mix(desk, '#2a2018', 0.3)} />
        {[0, 1, 2, 3, 4, 5, 6].map((i) => (
          <rect
            key={i}
            x={1196 + i * 26}
            y={250 - (70 + ((i * 37) % 40))}
            width={20}
            height={70 + ((i * 37) % 40)}
            fill={[accent, '#2f3a4a', '#d9c7a7', '#7d8c74', mix(accent, '#000', 0.3), '#c2b8a3', '#45505f'][i]}
            opacity={0.8}
          />
        ))}
        <path
          d="M1440 250c-10-60 10-90 30-110c-5 40 0 70-5 110zM1470 250c20-50 40-60 60-70c-20 30-30 50-40 70z"
          fill="#5f7a55"
        />
        <rect x={1436} y={232} width={52} height={18} rx={4} fill="#e9e2d6" />
      </g>
      {/* The desk, with its front edge catching the light. */}
      <rect x={0} y={700} width={HERO_W} height={200} fill="url(#desk)" />
      <rect x={0} y={700} width={HERO_W} height={4} fill="#fff" opacity={0.35} />
      {[0, 1, 2].map((i) => (
        <path key={i} d={`M${-40 + i * 170} 704l130 0l-80 196l-130 0z`} fill="#fffaf0" opacity={0.12} />
      ))}
    </g>
  );
}

/** A building site at golden hour: a concrete frame going up, two tower cranes, the sun low behind them. */
function site(accent: string): ReactNode {
  const rnd = random(7);
  const frame = '#5b5350';
  const slabs: ReactNode[] = [];
  // The concrete frame: eight floors, the top two without their walls yet.
  for (let f = 0; f < 8; f++) {
    const y = 760 - f * 62;
    slabs.push(<rect key={`s${f}`} x={120} y={y} width={560} height={9} fill={mix(frame, '#f4c38b', 0.25)} />);
    for (let c = 0; c < 8; c++)
      slabs.push(<rect key={`c${f}-${c}`} x={128 + c * 76} y={y - 53} width={8} height={53} fill={frame} />);
    if (f < 6)
      for (let c = 0; c < 7; c++)
        slabs.push(
          <rect
            key={`w${f}-${c}`}
            x={138 + c * 76}
            y={y - 50}
            width={66}
            height={44}
            fill={rnd() > 0.7 ? '#f7c97e' : '#34302f'}
            opacity={rnd() > 0.7 ? 0.9 : 0.75}
          />,
        );
  }
  const crane = (x: number, top: number, jib: number, counter: number, key: string) => (
    <g key={key} stroke="#1f1b1b" fill="none">
      <path d={`M${x} 900V${top}M${x + 16} 900V${top}`} strokeWidth={3} />
      {Array.from({ length: Math.floor((900 - top) / 24) }, (_, i) => (
        <path key={i} d={`M${x} ${top + i * 24}l16 24`} strokeWidth={1.4} />
      ))}
      <path d={`M${x - counter} ${top}H${x + jib}M${x - counter} ${top + 12}H${x + 16}`} strokeWidth={3} />
      {Array.from({ length: Math.floor((jib + counter) / 22) }, (_, i) => (
        <path key={`j${i}`} d={`M${x - counter + i * 22} ${top}l11 -12l11 12`} strokeWidth={1.2} />
      ))}
      <path
        d={`M${x + 8} ${top - 60}V${top}M${x + 8} ${top - 60}L${x + jib * 0.7} ${top}M${x + 8} ${top - 60}L${x - counter} ${top}`}
        strokeWidth={1.6}
      />
      <rect x={x - counter} y={top + 2} width={40} height={24} fill="#1f1b1b" />
      <path d={`M${x + jib * 0.55} ${top}v${180}`} strokeWidth={1.2} />
      <rect x={x + jib * 0.55 - 10} y={top + 180} width={20} height={14} fill="#1f1b1b" />
    </g>
  );
  return (
    <g>
      <defs>
        <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#24345c" />
          <stop offset="0.45" stopColor="#8d6f8c" />
          <stop offset="0.78" stopColor="#f2a56b" />
          <stop offset="1" stopColor="#ffd59a" />
        </linearGradient>
        <radialGradient id="sunGlow" cx="0.62" cy="0.78" r="0.45">
          <stop offset="0" stopColor="#fff3d1" stopOpacity="1" />
          <stop offset="0.15" stopColor="#ffd08a" stopOpacity="0.8" />
          <stop offset="1" stopColor="#ffb066" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#4a3a31" />
          <stop offset="1" stopColor="#1c1512" />
        </linearGradient>
      </defs>
      <rect width={HERO_W} height={HERO_H} fill="url(#sky)" />
      <rect width={HERO_W} height={HERO_H} fill="url(#sunGlow)" />
      {/* The city far off, pale with distance. */}
      <g fill="#a77f86" opacity={0.55} filter="url(#haze)">
        {[60, 220, 330, 700, 1260, 1380, 1500].map((x, i) => (
          <rect key={x} x={x} y={640 - ((i * 53) % 120)} width={90 + (i % 3) * 30} height={300} />
        ))}
      </g>
      {crane(880, 150, 560, 170, 'far')}
      <g opacity={0.92}>{slabs}</g>
      {crane(300, 90, 640, 200, 'near')}
      {/* Hoarding along the site in the client's colour, and the ground in shadow. */}
      <rect x={0} y={800} width={HERO_W} height={100} fill="url(#ground)" />
      <rect x={0} y={772} width={HERO_W} height={40} fill={mix(accent, '#3a1c0c', 0.35)} />
      {Array.from({ length: 20 }, (_, i) => (
        <rect key={i} x={i * 84} y={772} width={3} height={40} fill="#000" opacity={0.25} />
      ))}
      <rect x={0} y={772} width={HERO_W} height={3} fill="#ffd59a" opacity={0.5} />
      {/* Site lights, out of focus. */}
      {Array.from({ length: 9 }, (_, i) => (
        <circle
          key={i}
          cx={80 + rnd() * 1440}
          cy={560 + rnd() * 200}
          r={6 + rnd() * 14}
          fill="#ffe2a8"
          opacity={0.35}
          filter="url(#haze)"
        />
      ))}
    </g>
  );
}

/** A city at dusk: three depths of towers, the near ones lit floor by floor. */
function skyline(accent: string): ReactNode {
  const rnd = random(11);
  const tower = (x: number, w: number, top: number, fill: string, lit: number, key: string) => {
    const windows: ReactNode[] = [];
    for (let y = top + 16; y < 880; y += 18)
      for (let c = 0; c * 14 + 8 < w - 6; c++)
        if (rnd() < lit)
          windows.push(
            <rect
              key={`${y}-${c}`}
              x={x + 6 + c * 14}
              y={y}
              width={8}
              height={9}
              fill={rnd() > 0.3 ? '#ffd99a' : '#cfe3ff'}
              opacity={0.55 + rnd() * 0.4}
            />,
          );
    return (
      <g key={key}>
        <rect x={x} y={top} width={w} height={900 - top} fill={fill} />
        <rect x={x} y={top} width={3} height={900 - top} fill="#fff" opacity={0.12} />
        {windows}
      </g>
    );
  };
  return (
    <g>
      <defs>
        <linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0f1b3d" />
          <stop offset="0.5" stopColor="#4b5c94" />
          <stop offset="0.82" stopColor={mix(accent, '#f3b58a', 0.7)} />
          <stop offset="1" stopColor="#f7cfa4" />
        </linearGradient>
      </defs>
      <rect width={HERO_W} height={HERO_H} fill="url(#dusk)" />
      {Array.from({ length: 40 }, (_, i) => (
        <circle key={i} cx={rnd() * HERO_W} cy={rnd() * 260} r={0.8 + rnd() * 1.2} fill="#fff" opacity={0.5} />
      ))}
      <g opacity={0.5} filter="url(#haze)">
        {[0, 130, 250, 420, 560, 760, 900, 1040, 1210, 1380, 1500].map((x, i) =>
          tower(x, 110, 520 + ((i * 71) % 140), '#7d86b0', 0, `f${x}`),
        )}
      </g>
      <g opacity={0.85}>
        {[20, 200, 330, 610, 980, 1150, 1330, 1470].map((x, i) =>
          tower(x, 140 - (i % 3) * 20, 440 + ((i * 97) % 160), '#33406b', 0.12, `m${x}`),
        )}
      </g>
      {[-60, 300, 1300].map((x, i) => tower(x, 230, [300, 520, 380][i] ?? 400, '#141c36', 0.2, `n${x}`))}
      {/* A tower crane over the newest building, its jib in the client's colour. */}
      <path d="M420 520V250M320 262H700M420 262l30-34l30 34M640 262v90" stroke={accent} strokeWidth={5} fill="none" />
      {/* The glow of the city on the haze at the horizon. */}
      <rect
        x={0}
        y={640}
        width={HERO_W}
        height={260}
        fill={mix(accent, '#f7cfa4', 0.75)}
        opacity={0.18}
        filter="url(#haze)"
      />
      <rect width={HERO_W} height={HERO_H} fill="#0f1b3d" opacity={0.08} />
    </g>
  );
}

/** A hotel lounge at blue hour: panelled walls, a tall sash window, a lamp's warm pool of light, a sideboard. */
function hotel(accent: string): ReactNode {
  const wall = mix('#d9ccb6', accent, 0.15);
  return (
    <g>
      <defs>
        <linearGradient id="lounge" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor={mix(wall, '#2b2520', 0.45)} />
          <stop offset="0.55" stopColor={wall} />
          <stop offset="1" stopColor={mix(wall, '#2b2520', 0.55)} />
        </linearGradient>
        <linearGradient id="blueHour" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1d2d55" />
          <stop offset="0.7" stopColor="#5c6c9a" />
          <stop offset="1" stopColor="#d6a57c" />
        </linearGradient>
        <radialGradient id="lamp" cx="0.83" cy="0.36" r="0.5">
          <stop offset="0" stopColor="#ffe3b0" stopOpacity="0.95" />
          <stop offset="0.35" stopColor="#ffcf8a" stopOpacity="0.35" />
          <stop offset="1" stopColor="#ffcf8a" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="wood" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#6d4a2f" />
          <stop offset="1" stopColor="#2e1d12" />
        </linearGradient>
      </defs>
      <rect width={HERO_W} height={HERO_H} fill="url(#lounge)" />
      {/* Panelling: a dado rail and raised panels below it. */}
      <rect x={0} y={560} width={HERO_W} height={6} fill="#fff" opacity={0.35} />
      {Array.from({ length: 9 }, (_, i) => (
        <rect
          key={i}
          x={30 + i * 180}
          y={590}
          width={150}
          height={200}
          fill="none"
          stroke="#000"
          strokeOpacity={0.12}
          strokeWidth={3}
        />
      ))}
      {/* The sash window, the square outside at blue hour and a lit window opposite. */}
      <g>
        <rect x={90} y={70} width={330} height={470} fill="#f4efe6" />
        <rect x={110} y={90} width={290} height={430} fill="url(#blueHour)" />
        <g fill="#2a3552" opacity={0.9}>
          <rect x={110} y={330} width={120} height={190} />
          <rect x={250} y={300} width={150} height={220} />
        </g>
        {[0, 1, 2].map((r) =>
          [0, 1].map((c) => (
            <rect
              key={`${r}${c}`}
              x={130 + c * 60 + r * 5}
              y={350 + r * 50}
              width={22}
              height={28}
              fill="#ffd493"
              opacity={(r + c) % 2 ? 0.85 : 0.3}
            />
          )),
        )}
        <path
          d="M110 305h290M255 90v430M110 200h290M110 410h290M182 90v430M328 90v430"
          stroke="#f4efe6"
          strokeWidth={6}
        />
        {/* Curtains either side. */}
        <path d="M40 40c40 120 10 300 40 520h40c-20-220 10-400-20-520z" fill={mix(accent, '#3b2a1c', 0.35)} />
        <path d="M470 40c-40 120-10 300-40 520h-40c20-220-10-400 20-520z" fill={mix(accent, '#3b2a1c', 0.35)} />
      </g>
      {/* A framed print and the lamp. */}
      <rect x={1140} y={170} width={160} height={200} fill="#3a2c20" />
      <rect x={1154} y={184} width={132} height={172} fill="#d8cdb8" />
      <path d="M1160 330c30-40 50-30 70-60s40-20 50 0v86h-120z" fill="#7c8b6b" opacity={0.8} />
      <rect width={HERO_W} height={HERO_H} fill="url(#lamp)" />
      <path d="M1310 250h110l-24-70h-62z" fill="#f6e4c4" />
      <rect x={1362} y={250} width={6} height={420} fill="#2b2119" />
      {/* The sideboard the product stands on, its top catching the lamp. */}
      <rect x={0} y={812} width={HERO_W} height={88} fill="url(#wood)" />
      <rect x={0} y={806} width={HERO_W} height={10} fill="#8a6141" />
      <rect x={0} y={806} width={HERO_W} height={2} fill="#ffe0b0" opacity={0.6} />
      {/* Flowers in a vase on the sideboard, left. */}
      <rect x={180} y={720} width={50} height={88} rx={14} fill="#e9e3d8" />
      {[0, 1, 2, 3, 4].map((i) => (
        <g key={i}>
          <path d={`M205 722q${-40 + i * 20} -60 ${-50 + i * 25} -110`} stroke="#4f6b45" strokeWidth={3} fill="none" />
          <circle cx={155 + i * 25} cy={612 - (i % 2) * 14} r={16} fill={i % 2 ? '#f1d3c7' : '#fbf4ea'} />
        </g>
      ))}
    </g>
  );
}

/** The drawn photograph behind a hero, for the project's accent colour. */
export function backdropOf(backdrop: HeroBackdrop, accent: string): ReactNode {
  switch (backdrop) {
    case 'studio':
      return studio(accent);
    case 'site':
      return site(accent);
    case 'skyline':
      return skyline(accent);
    case 'hotel':
      return hotel(accent);
  }
}
