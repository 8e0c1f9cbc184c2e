/**
 * The fields behind the case studies' heroes (project/hero.tsx): a flat ground in the
 * project's colour, drawn over in a slightly deeper tone with a pattern from the
 * project's world (a structural grid for a construction app, a woven check for a textile
 * marketplace, candles for a trading school), one pattern per project. Flat like the
 * tiles of the service pages, so the portfolio is drawn one way everywhere; the devices
 * on it are the only things with depth. Deterministic, so every build draws the same.
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

/** A repeatable sequence of numbers in [0, 1) from a seed, for scattered shapes. */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** The soft shadow the devices cast, and the light on their glass. */
export function heroDefs(): ReactNode {
  return (
    <defs>
      <filter id="soft" x="-30%" y="-30%" width="160%" height="160%">
        <feGaussianBlur stdDeviation="22" />
      </filter>
      <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#fff" stopOpacity="0.16" />
        <stop offset="0.45" stopColor="#fff" stopOpacity="0.04" />
        <stop offset="0.46" stopColor="#fff" stopOpacity="0" />
      </linearGradient>
    </defs>
  );
}

/** The paper the fields are mixed from (the site's surface, a little warmer). */
const PAPER = '#f7f5f0';

/** The field's ground for a project's accent: its colour, light enough for dark screen text to sit beside. */
export function fieldOf(accent: string): string {
  return mix(accent, PAPER, 0.78);
}

/** What a pattern is drawn with: the field's colour, deeper. */
interface Ink {
  line: string;
  fill: string;
}

/** A pattern repeated over the whole field. */
function tiled(id: string, w: number, h: number, tile: ReactNode): ReactNode {
  return (
    <g>
      <defs>
        <pattern id={id} width={w} height={h} patternUnits="userSpaceOnUse">
          {tile}
        </pattern>
      </defs>
      <rect width={HERO_W} height={HERO_H} fill={`url(#${id})`} />
    </g>
  );
}

/**
 * A construction drawing's structural grid: gridlines on bubbles A–E and 1–4, a fine grid
 * under them. The bubbles stand clear of every crop's edge (a 4:3 tile hides the row
 * bubbles whole, a 2:1 tile keeps the column bubbles whole), never cut in half.
 */
function blueprint({ line }: Ink): ReactNode {
  const cols = [300, 550, 800, 1050, 1300];
  const rows = [240, 430, 620, 810];
  const bubble = (x: number, y: number, label: string, key: string) => (
    <g key={key}>
      <circle cx={x} cy={y} r={26} strokeWidth={2.5} />
      <text x={x} y={y + 9} textAnchor="middle" fontSize={26} fontWeight={600} fill={line} stroke="none">
        {label}
      </text>
    </g>
  );
  return (
    <g stroke={line} fill="none">
      {tiled(
        'fine',
        50,
        50,
        <path d="M50 0V50M0 50H50" stroke={line} strokeOpacity={0.35} strokeWidth={1} fill="none" />,
      )}
      {cols.map((x, i) => (
        <g key={`c${x}`}>
          <path d={`M${x} 131V${HERO_H}`} strokeWidth={2} strokeDasharray="26 8 4 8" />
          {bubble(x, 105, 'ABCDE'[i] ?? '', 'b')}
        </g>
      ))}
      {rows.map((y, i) => (
        <g key={`r${y}`}>
          <path d={`M156 ${y}H1444`} strokeWidth={2} strokeDasharray="26 8 4 8" />
          {bubble(130, y, String(i + 1), 'l')}
          {bubble(1470, y, String(i + 1), 'r')}
        </g>
      ))}
      {cols.flatMap((x) =>
        rows.map((y) => <rect key={`p${x}-${y}`} x={x - 14} y={y - 14} width={28} height={28} fill={line} />),
      )}
    </g>
  );
}

/** A city drawn in outline along the foot of the field: towers, their floors, a crane. */
function skyline({ line }: Ink): ReactNode {
  const towers = [
    [40, 150, 430],
    [210, 110, 560],
    [340, 180, 300],
    [560, 120, 500],
    [700, 160, 380],
    [880, 130, 620],
    [1030, 190, 330],
    [1240, 120, 470],
    [1380, 180, 260],
  ] as const;
  return (
    <g stroke={line} fill="none" strokeWidth={2.5}>
      {towers.map(([x, w, top]) => (
        <g key={x}>
          <rect x={x} y={top} width={w} height={HERO_H - top + 10} />
          {Array.from({ length: Math.floor((HERO_H - top) / 40) }, (_, i) => (
            <path key={i} d={`M${x + 14} ${top + 30 + i * 40}h${w - 28}`} strokeWidth={1.5} strokeOpacity={0.7} />
          ))}
        </g>
      ))}
      <path d="M1300 470V140M1180 150H1560M1300 150l24-30l24 30M1500 150v120" strokeWidth={4} />
      <circle cx={1250} cy={120} r={46} strokeWidth={2} />
    </g>
  );
}

/** A hotel's wallpaper: rows of arches, as in a Georgian house's panelling. */
function arches({ line }: Ink): ReactNode {
  return tiled(
    'arches',
    160,
    230,
    <g stroke={line} fill="none" strokeWidth={2.5}>
      <path d="M25 230V95a55 55 0 0 1 110 0V230" />
      <path d="M45 230V105a35 35 0 0 1 70 0V230" strokeWidth={1.5} />
      <circle cx={80} cy={60} r={4} fill={line} stroke="none" />
    </g>,
  );
}

/** A hand block print: a six-petalled buti in a half-drop repeat, as on a cotton kurta. */
function blockPrint({ line, fill }: Ink): ReactNode {
  const buti = (cx: number, cy: number, key: string) => (
    <g key={key}>
      {[0, 60, 120, 180, 240, 300].map((a) => (
        <ellipse
          key={a}
          cx={cx}
          cy={cy - 17}
          rx={8}
          ry={15}
          transform={`rotate(${a} ${cx} ${cy})`}
          fill={fill}
          stroke={line}
          strokeWidth={2}
        />
      ))}
      <circle cx={cx} cy={cy} r={6} fill={line} />
    </g>
  );
  return tiled(
    'buti',
    200,
    200,
    <g>
      {buti(50, 50, 'a')}
      {buti(150, 150, 'b')}
      <circle cx={150} cy={50} r={4} fill={line} />
      <circle cx={50} cy={150} r={4} fill={line} />
    </g>,
  );
}

/** A woven check, as on the bolts of cotton a wholesale marketplace sells. */
function weave({ line, fill }: Ink): ReactNode {
  return tiled(
    'weave',
    96,
    96,
    <g>
      <rect x={0} y={0} width={48} height={96} fill={fill} />
      <rect x={0} y={0} width={96} height={48} fill={fill} />
      <rect x={0} y={0} width={48} height={48} fill={line} opacity={0.3} />
      <path d="M0 72H96M72 0V96" stroke={line} strokeWidth={1.5} opacity={0.5} />
    </g>,
  );
}

/** Cells under a microscope: membranes, nuclei and a few smaller organelles. */
function cells({ line, fill }: Ink): ReactNode {
  const rnd = random(5);
  const spots = [
    [140, 160, 110],
    [420, 90, 70],
    [250, 560, 130],
    [560, 800, 90],
    [1050, 110, 95],
    [1380, 240, 140],
    [1470, 690, 110],
    [1180, 820, 80],
    [80, 820, 70],
    [820, 40, 50],
  ] as const;
  return (
    <g stroke={line} strokeWidth={2.5}>
      {spots.map(([x, y, r]) => (
        <g key={`${x}-${y}`}>
          <circle cx={x} cy={y} r={r} fill={fill} />
          <circle cx={x + r * 0.2} cy={y - r * 0.15} r={r * 0.32} fill="none" />
          <circle cx={x + r * 0.2} cy={y - r * 0.15} r={r * 0.1} fill={line} stroke="none" />
          {[0, 1, 2].map((i) => (
            <ellipse
              key={i}
              cx={x - r * 0.45 + rnd() * r * 0.3}
              cy={y + r * 0.3 + rnd() * r * 0.2 - i * r * 0.25}
              rx={r * 0.12}
              ry={r * 0.06}
              fill="none"
              strokeWidth={1.5}
            />
          ))}
        </g>
      ))}
    </g>
  );
}

/** A fabrication drawing of a pressure vessel: shell, dished ends, nozzles, centre line and dimensions. */
function drawing({ line }: Ink): ReactNode {
  const arrow = (x: number, y: number, dir: 1 | -1, key: string) => (
    <path key={key} d={`M${x} ${y}l${14 * dir} -6v12z`} fill={line} stroke="none" />
  );
  return (
    <g stroke={line} fill="none" strokeWidth={2.5}>
      {tiled(
        'drawing-grid',
        50,
        50,
        <path d="M50 0V50M0 50H50" stroke={line} strokeOpacity={0.25} strokeWidth={1} fill="none" />,
      )}
      {/* Shell and the two dished ends. */}
      <path d="M260 230H1340M260 670H1340" strokeWidth={4} />
      <path d="M260 230C110 230 70 350 70 450S110 670 260 670" strokeWidth={4} />
      <path d="M1340 230C1490 230 1530 350 1530 450S1490 670 1340 670" strokeWidth={4} />
      <path d="M260 230V670M1340 230V670" strokeWidth={1.5} />
      {/* Centre line. */}
      <path d="M20 450H1580" strokeWidth={1.5} strokeDasharray="40 10 6 10" />
      {/* Nozzles on top, a saddle support under each end. */}
      {[420, 800, 1180].map((x) => (
        <path key={x} d={`M${x - 36} 230V170H${x + 36}V230M${x - 54} 170H${x + 54}`} strokeWidth={3} />
      ))}
      {[360, 1240].map((x) => (
        <path key={x} d={`M${x - 90} 670L${x - 120} 760H${x + 120}L${x + 90} 670`} strokeWidth={3} />
      ))}
      {/* Overall length and diameter. */}
      <path d="M70 830H1530M70 800V860M1530 800V860" strokeWidth={1.5} />
      {arrow(70, 830, 1, 'l1')}
      {arrow(1530, 830, -1, 'l2')}
      <text x={800} y={818} textAnchor="middle" fontSize={26} fill={line} stroke="none" fontFamily="monospace">
        6800
      </text>
      <path d="M1570 230V670" strokeWidth={1.5} />
      <text x={1560} y={110} textAnchor="end" fontSize={26} fill={line} stroke="none" fontFamily="monospace">
        Ø 2400
      </text>
    </g>
  );
}

/** A factory seen from above the road: rows of sawtooth north-light roofs. */
function sawtooth({ line, fill }: Ink): ReactNode {
  return tiled(
    'sawtooth',
    120,
    150,
    <g stroke={line} strokeWidth={2.5} strokeLinejoin="round">
      <path d="M0 110L90 50V110H0z" fill={fill} />
      <path d="M90 50V110" />
      <path d="M90 50L120 70" fill="none" />
      <path d="M0 130H120" strokeWidth={1.5} />
    </g>,
  );
}

/** Hex nuts in a honeycomb, as in a parts catalogue. */
function nuts({ line, fill }: Ink): ReactNode {
  const hex = (cx: number, cy: number, r: number) =>
    Array.from({ length: 6 }, (_, i) => {
      const a = (Math.PI / 3) * i;
      return `${i ? 'L' : 'M'}${(cx + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a)).toFixed(1)}`;
    }).join('') + 'z';
  const nut = (cx: number, cy: number, key: string) => (
    <g key={key}>
      <path d={hex(cx, cy, 42)} fill={fill} />
      <circle cx={cx} cy={cy} r={19} fill="none" />
      <circle cx={cx} cy={cy} r={13} fill="none" strokeWidth={1.5} strokeDasharray="4 4" />
    </g>
  );
  return tiled(
    'nuts',
    240,
    210,
    <g stroke={line} strokeWidth={2.5}>
      {nut(60, 52, 'a')}
      {nut(180, 157, 'b')}
    </g>,
  );
}

/** A people graph: a team's members as nodes, each joined to its two nearest colleagues. */
function network({ line, fill }: Ink): ReactNode {
  const rnd = random(23);
  const nodes = Array.from({ length: 46 }, (_, i) => ({
    x: 40 + (i % 9) * 190 + rnd() * 120 - 60,
    y: 40 + Math.floor(i / 9) * 190 + rnd() * 110 - 55,
    r: 10 + rnd() * 14,
  }));
  const edges = nodes.flatMap((a, i) =>
    nodes
      .map((b, j) => ({ j, d: Math.hypot(a.x - b.x, a.y - b.y) }))
      .filter(({ j }) => j > i)
      .sort((p, q) => p.d - q.d)
      .slice(0, 2)
      .map(({ j }) => [i, j] as const),
  );
  return (
    <g stroke={line} strokeWidth={2}>
      {edges.map(([i, j]) => {
        const a = nodes[i];
        const b = nodes[j];
        return a && b ? <path key={`${i}-${j}`} d={`M${a.x} ${a.y}L${b.x} ${b.y}`} /> : null;
      })}
      {nodes.map((n, i) => (
        <circle key={i} cx={n.x} cy={n.y} r={n.r} fill={i % 5 ? fill : line} strokeWidth={2.5} />
      ))}
    </g>
  );
}

/** A day's candles across the field, on a dashed price grid. */
function candles({ line, fill }: Ink): ReactNode {
  const rnd = random(31);
  let price = 560;
  const bars = Array.from({ length: 40 }, (_, i) => {
    const open = price;
    price = Math.max(180, Math.min(760, price + (rnd() - 0.56) * 90));
    const close = price;
    const high = Math.min(open, close) - 10 - rnd() * 40;
    const low = Math.max(open, close) + 10 + rnd() * 40;
    return { x: 30 + i * 39.5, open, close, high, low };
  });
  return (
    <g stroke={line} strokeWidth={2.5}>
      {[150, 300, 450, 600, 750].map((y) => (
        <path key={y} d={`M0 ${y}H${HERO_W}`} strokeWidth={1.5} strokeDasharray="8 10" />
      ))}
      {bars.map(({ x, open, close, high, low }) => (
        <g key={x}>
          <path d={`M${x + 9} ${high}V${low}`} />
          <rect
            x={x}
            y={Math.min(open, close)}
            width={18}
            height={Math.max(4, Math.abs(close - open))}
            fill={close < open ? line : fill}
          />
        </g>
      ))}
    </g>
  );
}

/** A heartbeat across the field, and the rings of a day's targets. */
function pulse({ line, fill }: Ink): ReactNode {
  const beat = (x: number) => `L${x + 60} 0L${x + 80} -30L${x + 100} 90L${x + 125} -170L${x + 150} 60L${x + 170} 0`;
  const trace = (y: number, key: string, width: number) => (
    <path
      key={key}
      transform={`translate(0 ${y})`}
      d={`M0 0${[0, 400, 800, 1200].map((x) => `L${x} 0${beat(x)}`).join('')}L${HERO_W} 0`}
      fill="none"
      strokeWidth={width}
      strokeLinejoin="round"
    />
  );
  const rings = (cx: number, cy: number, key: string) => (
    <g key={key} fill="none">
      {[120, 92, 64].map((r, i) => (
        <g key={r}>
          <circle cx={cx} cy={cy} r={r} stroke={fill} strokeWidth={18} />
          <circle
            cx={cx}
            cy={cy}
            r={r}
            strokeWidth={18}
            strokeLinecap="round"
            strokeDasharray={`${2 * Math.PI * r * ([0.82, 0.64, 0.9][i] ?? 0)} 999`}
            transform={`rotate(-90 ${cx} ${cy})`}
          />
        </g>
      ))}
    </g>
  );
  return (
    <g stroke={line}>
      {trace(450, 'mid', 4)}
      {trace(160, 'top', 2)}
      {trace(760, 'foot', 2)}
      {rings(170, 250, 'left')}
      {rings(1440, 660, 'right')}
    </g>
  );
}

/** The field behind a hero, for the project's accent colour: its ground and its pattern. */
export function backdropOf(backdrop: HeroBackdrop, accent: string): ReactNode {
  const ground = fieldOf(accent);
  const ink: Ink = { line: mix(accent, ground, 0.7), fill: mix(accent, ground, 0.88) };
  const pattern = (() => {
    switch (backdrop) {
      case 'blueprint':
        return blueprint(ink);
      case 'skyline':
        return skyline(ink);
      case 'arches':
        return arches(ink);
      case 'block-print':
        return blockPrint(ink);
      case 'weave':
        return weave(ink);
      case 'cells':
        return cells(ink);
      case 'drawing':
        return drawing(ink);
      case 'sawtooth':
        return sawtooth(ink);
      case 'nuts':
        return nuts(ink);
      case 'network':
        return network(ink);
      case 'candles':
        return candles(ink);
      case 'pulse':
        return pulse(ink);
    }
  })();
  return (
    <g>
      <rect width={HERO_W} height={HERO_H} fill={ground} />
      {pattern}
    </g>
  );
}
