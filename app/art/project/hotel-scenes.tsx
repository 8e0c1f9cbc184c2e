/**
 * The photographs of a boutique hotel collection (Tashima Dukes), drawn flat like the
 * garments and dishes of the other projects: London townhouse facades, and the scenes a
 * stay is sold by (a Cotswold manor, a supper-club table, a family room), each image
 * index a different one, so no two pictures of a screen are the same.
 */
import type { ReactNode } from 'react';
import { type Box, within } from './primitives.tsx';

/** A facade's brick or stucco, its door and the sky over it, one per house. */
const FACADES = [
  { wall: '#b9825c', mortar: '#a3704d', door: '#1f2a36', trim: '#f6f1e7' },
  { wall: '#efe6d4', mortar: '#e0d4bd', door: '#2f5d50', trim: '#ffffff' },
  { wall: '#bcd0df', mortar: '#aac0d1', door: '#7a2335', trim: '#ffffff' },
  { wall: '#d9cdb8', mortar: '#c7b99f', door: '#1c1c1c', trim: '#ffffff' },
] as const;

/** One Georgian facade: a parapet, three floors of sash windows, a panelled door under a fanlight, railings. */
function facade(k: number, b: Box, key: string): ReactNode {
  const { x, y, w, h } = b;
  const f = FACADES[k % FACADES.length] ?? FACADES[0];
  const cols = w > h * 0.9 ? 3 : 2;
  const colW = w / cols;
  const winW = colW * 0.46;
  const floors = [0.16, 0.38, 0.58];
  const winH = [h * 0.17, h * 0.15, h * 0.12];
  const windows: ReactNode[] = [];
  floors.forEach((fy, row) => {
    for (let c = 0; c < cols; c++) {
      const wx = x + c * colW + (colW - winW) / 2;
      const wy = y + h * fy;
      const wh = winH[row] ?? h * 0.12;
      windows.push(
        <g key={`${row}-${c}`}>
          <rect x={wx - 1.2} y={wy - 1.2} width={winW + 2.4} height={wh + 2.4} fill={f.trim} />
          <rect x={wx} y={wy} width={winW} height={wh} fill="#33404c" />
          <rect x={wx} y={wy} width={winW} height={wh * 0.5} fill="#51606e" />
          <path
            d={`M${wx} ${wy + wh / 2}h${winW}M${wx + winW / 2} ${wy}v${wh}M${wx} ${wy + wh / 4}h${winW}M${wx} ${wy + (wh * 3) / 4}h${winW}`}
            stroke={f.trim}
            strokeWidth={Math.max(0.5, winW * 0.05)}
          />
          {row === 0 && <rect x={wx - 2} y={wy + wh} width={winW + 4} height={Math.max(1, h * 0.012)} fill="#1c1c1c" />}
        </g>,
      );
    }
  });
  // The door in the column nearest the middle, with its fanlight and steps.
  const dc = Math.floor((cols - 1) / 2);
  const doorW = colW * 0.4;
  const doorX = x + dc * colW + (colW - doorW) / 2;
  const doorTop = y + h * 0.78;
  const doorH = h * 0.2;
  return (
    <g key={key}>
      <rect x={x} y={y} width={w} height={h} fill={f.wall} />
      {Array.from({ length: 9 }, (_, n) => (
        <path
          key={n}
          d={`M${x} ${y + h * (0.1 + n * 0.085)}h${w}`}
          stroke={f.mortar}
          strokeWidth={Math.max(0.4, h * 0.004)}
        />
      ))}
      <rect x={x} y={y} width={w} height={h * 0.07} fill={f.trim} opacity={0.9} />
      <rect x={x} y={y + h * 0.74} width={w} height={h * 0.26} fill={f.trim} opacity={k % 2 ? 0 : 0.85} />
      {windows}
      <rect
        x={doorX - doorW * 0.18}
        y={doorTop - doorW * 0.55}
        width={doorW * 1.36}
        height={doorH + doorW * 0.55}
        fill={f.trim}
      />
      <path d={`M${doorX} ${doorTop}a${doorW / 2} ${doorW / 2} 0 0 1 ${doorW} 0z`} fill="#3d4a56" />
      <rect x={doorX} y={doorTop} width={doorW} height={doorH} fill={f.door} />
      <circle cx={doorX + doorW * 0.5} cy={doorTop + doorH * 0.45} r={Math.max(0.6, doorW * 0.05)} fill="#d4a017" />
      {/* Railings along the area, in front of the ground floor. */}
      <path
        d={`M${x} ${y + h * 0.9}h${doorX - x - doorW * 0.2}M${doorX + doorW * 1.2} ${y + h * 0.9}H${x + w}`}
        stroke="#1c1c1c"
        strokeWidth={Math.max(0.6, h * 0.008)}
      />
      {Array.from({ length: Math.max(3, Math.round(w / Math.max(4, h * 0.04))) }, (_, n) => {
        const rx = x + (n + 0.5) * Math.max(4, h * 0.04);
        if (rx > doorX - doorW * 0.2 && rx < doorX + doorW * 1.2) return null;
        return (
          <path key={n} d={`M${rx} ${y + h * 0.86}V${y + h}`} stroke="#1c1c1c" strokeWidth={Math.max(0.4, h * 0.005)} />
        );
      })}
    </g>
  );
}

/** London townhouses: one facade in a small picture, a terrace of them in a wide one. */
export function drawTownhouse(k: number, b: Box): ReactNode {
  const { x, y, w, h } = b;
  const r = Math.min(8, Math.min(w, h) / 6);
  const n = Math.max(1, Math.min(4, Math.round(w / (h * 0.8))));
  const fw = w / n;
  const clip = `townhouse-${Math.round(x)}-${Math.round(y)}-${k}`;
  return (
    <g>
      <clipPath id={clip}>
        <rect x={x} y={y} width={w} height={h} rx={r} />
      </clipPath>
      <g clipPath={`url(#${clip})`}>
        {Array.from({ length: n }, (_, j) => facade(k + j, { x: x + j * fw, y, w: fw + 0.5, h }, String(j)))}
        {/* A plane tree's canopy in front of the terrace's last house. */}
        {n > 1 && (
          <g>
            <circle cx={x + w * 0.96} cy={y + h * 0.3} r={h * 0.22} fill="#4f7a45" />
            <circle cx={x + w * 0.9} cy={y + h * 0.46} r={h * 0.17} fill="#5f8c52" />
            <rect x={x + w * 0.93} y={y + h * 0.55} width={h * 0.04} height={h * 0.45} fill="#6b5a4a" />
          </g>
        )}
      </g>
    </g>
  );
}

/**
 * A Cotswold manor of honey-coloured stone at golden hour: two gables, mullioned windows
 * lit from inside, a lawn with the house's long shadow on it, far hills pale with distance
 * and an oak, the sun low on the right.
 */
function manor(b: Box, r: number): ReactNode {
  const { x, y, w, h } = b;
  const base = y + h * 0.72;
  const left = x + w * 0.22;
  const right = x + w * 0.86;
  const bw = right - left;
  const wallTop = y + h * 0.4;
  const gable = (gx: number, gw: number) => `M${gx} ${wallTop}l${gw / 2}-${h * 0.22}l${gw / 2} ${h * 0.22}z`;
  const mullion = (mx: number, my: number, mw: number, mh: number, key: string, lit = false) => (
    <g key={key}>
      <rect x={mx} y={my} width={mw} height={mh} fill={lit ? '#f4c66f' : '#3b4148'} />
      <path
        d={`M${mx + mw / 2} ${my}v${mh}M${mx} ${my + mh * 0.45}h${mw}`}
        stroke="#e9d6a8"
        strokeWidth={Math.max(0.6, mw * 0.08)}
      />
    </g>
  );
  return (
    <g>
      <defs>
        <linearGradient id="manor-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#9fb8d0" />
          <stop offset="0.6" stopColor="#f1d7b0" />
          <stop offset="1" stopColor="#f7c48a" />
        </linearGradient>
        <radialGradient id="manor-sun" cx="0.92" cy="0.55" r="0.6">
          <stop offset="0" stopColor="#fff4d6" stopOpacity="0.95" />
          <stop offset="1" stopColor="#ffd89a" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="manor-lawn" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#b7c98a" />
          <stop offset="1" stopColor="#6f8f52" />
        </linearGradient>
      </defs>
      <rect x={x} y={y} width={w} height={h} rx={r} fill="url(#manor-sky)" />
      <rect x={x} y={y} width={w} height={h} rx={r} fill="url(#manor-sun)" />
      <ellipse cx={x + w * 0.7} cy={y + h * 0.16} rx={w * 0.12} ry={h * 0.05} fill="#fff" opacity={0.5} />
      {/* Far hills, paler with distance. */}
      <path
        d={`M${x} ${base - h * 0.12}q${w * 0.25}-${h * 0.1} ${w * 0.5}-${h * 0.03}t${w * 0.5}-${h * 0.02}V${base}H${x}z`}
        fill="#b9c2a6"
        opacity={0.8}
      />
      <path
        d={`M${x} ${base - h * 0.06}q${w * 0.3}-${h * 0.12} ${w * 0.6}-${h * 0.04}t${w * 0.4} 0V${y + h}H${x}z`}
        fill="url(#manor-lawn)"
      />
      {/* The house's long shadow across the lawn, away from the sun. */}
      <path d={`M${left} ${base}h${bw}l-${w * 0.18} ${h * 0.1}h-${bw}z`} fill="#3f5a2e" opacity={0.35} />
      {/* The house: a long roof, two gables, chimneys. */}
      <rect x={left} y={wallTop} width={bw} height={base - wallTop} fill="#d8b26e" />
      <path
        d={`M${left - bw * 0.02} ${wallTop}L${left + bw * 0.08} ${wallTop - h * 0.12}H${right - bw * 0.08}L${right + bw * 0.02} ${wallTop}z`}
        fill="#6b6f73"
      />
      <path d={gable(left, bw * 0.28)} fill="#d8b26e" />
      <path d={gable(right - bw * 0.28, bw * 0.28)} fill="#d8b26e" />
      <rect x={left + bw * 0.42} y={wallTop - h * 0.2} width={bw * 0.05} height={h * 0.1} fill="#b8904f" />
      <rect x={left + bw * 0.6} y={wallTop - h * 0.21} width={bw * 0.05} height={h * 0.11} fill="#b8904f" />
      {mullion(left + bw * 0.09, wallTop - h * 0.1, bw * 0.1, h * 0.07, 'g1')}
      {mullion(right - bw * 0.19, wallTop - h * 0.1, bw * 0.1, h * 0.07, 'g2')}
      {/* The sunlit side of the stone, warmer towards the sun. */}
      <rect x={left + bw * 0.55} y={wallTop} width={bw * 0.45} height={base - wallTop} fill="#ffdca0" opacity={0.3} />
      {[0.06, 0.32, 0.56, 0.8].map((f, n) =>
        mullion(left + bw * f, wallTop + h * 0.06, bw * 0.13, h * 0.09, `u${n}`, n === 1),
      )}
      {[0.06, 0.8].map((f, n) => mullion(left + bw * f, wallTop + h * 0.19, bw * 0.13, h * 0.09, `d${n}`, n === 0))}
      <path
        d={`M${left + bw * 0.42} ${base}v-${h * 0.09}a${bw * 0.06} ${bw * 0.06} 0 0 1 ${bw * 0.12} 0v${h * 0.09}z`}
        fill="#4a3b2c"
      />
      {/* A gravel drive to the door, and an old oak on the left. */}
      <path
        d={`M${left + bw * 0.42} ${base}L${x + w * 0.3} ${y + h}H${x + w * 0.62}L${left + bw * 0.54} ${base}z`}
        fill="#e6dcc8"
      />
      <rect x={x + w * 0.08} y={y + h * 0.46} width={w * 0.025} height={h * 0.3} fill="#5b4636" />
      <circle cx={x + w * 0.09} cy={y + h * 0.38} r={Math.min(w, h) * 0.16} fill="#4c6e3d" />
      <circle cx={x + w * 0.15} cy={y + h * 0.47} r={Math.min(w, h) * 0.11} fill="#5c8249" />
      <path d={`M${x} ${base + h * 0.02}h${w}`} stroke="#8aa872" strokeWidth={Math.max(0.6, h * 0.01)} />
    </g>
  );
}

/** An oval of a plate on the table, rimmed, seen at a slant, with a serving of `food` on it of `fx` by `fy` radii. */
function plate(
  key: number,
  { cx, cy, rx, ry }: { cx: number; cy: number; rx: number; ry: number },
  fx: number,
  fy: number,
  food: string,
): ReactNode {
  return (
    <g key={key}>
      <ellipse cx={cx} cy={cy} rx={rx} ry={ry} fill="#fff" stroke="#c8bca8" strokeWidth={0.5} />
      <ellipse cx={cx} cy={cy} rx={fx} ry={fy} fill={food} />
    </g>
  );
}

/** A supper-club table in a dark dining room: pendant lamps, a long white cloth, candles and plates. */
function supperClub(b: Box, r: number): ReactNode {
  const { x, y, w, h } = b;
  const cx = x + w / 2;
  const tableTop = y + h * 0.56;
  const lamps = [0.25, 0.5, 0.75];
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={r} fill="#2b2420" />
      <rect x={x} y={y + h * 0.5} width={w} height={h * 0.5} fill="#3a2f29" />
      {/* Panelled wall: a rail and a framed picture. */}
      <path d={`M${x} ${y + h * 0.5}h${w}`} stroke="#54463c" strokeWidth={Math.max(0.6, h * 0.012)} />
      <rect x={cx - w * 0.12} y={y + h * 0.16} width={w * 0.24} height={h * 0.2} fill="#7d6a52" />
      <rect x={cx - w * 0.1} y={y + h * 0.18} width={w * 0.2} height={h * 0.16} fill="#a89068" />
      <path d={`M${cx - w * 0.1} ${y + h * 0.3}q${w * 0.05}-${h * 0.06} ${w * 0.1} 0t${w * 0.1} 0`} fill="#6e8a5a" />
      {lamps.map((f) => (
        <g key={f}>
          <path d={`M${x + w * f} ${y}v${h * 0.12}`} stroke="#8a7a6a" strokeWidth={Math.max(0.4, h * 0.006)} />
          <circle cx={x + w * f} cy={y + h * 0.17} r={h * 0.1} fill="#ffcf70" opacity={0.16} />
          <path
            d={`M${x + w * f - h * 0.045} ${y + h * 0.17}l${h * 0.015}-${h * 0.05}h${h * 0.06}l${h * 0.015} ${h * 0.05}z`}
            fill="#c9a26b"
          />
          <circle cx={x + w * f} cy={y + h * 0.18} r={h * 0.015} fill="#ffe3a3" />
        </g>
      ))}
      {/* The table in perspective, its cloth, the chairs' backs in front. */}
      <path
        d={`M${x + w * 0.22} ${tableTop}H${x + w * 0.78}L${x + w * 0.96} ${y + h * 0.86}H${x + w * 0.04}z`}
        fill="#f3eee4"
      />
      <path d={`M${x + w * 0.04} ${y + h * 0.86}H${x + w * 0.96}v${h * 0.04}H${x + w * 0.04}z`} fill="#d9d1c1" />
      {[0.3, 0.5, 0.7].map((f) =>
        plate(
          f,
          { cx: x + w * f, cy: tableTop + h * 0.06, rx: w * 0.045, ry: h * 0.022 },
          w * 0.018,
          h * 0.01,
          '#8a4b2f',
        ),
      )}
      {[0.2, 0.4, 0.6, 0.8].map((f) =>
        plate(
          f,
          { cx: x + w * f, cy: y + h * 0.76, rx: w * 0.06, ry: h * 0.03 },
          w * 0.025,
          h * 0.013,
          f < 0.5 ? '#5f8c52' : '#b5542f',
        ),
      )}
      {[0.4, 0.6].map((f) => (
        <g key={f}>
          <rect x={x + w * f - w * 0.006} y={tableTop + h * 0.02} width={w * 0.012} height={h * 0.08} fill="#f7f1e3" />
          <ellipse cx={x + w * f} cy={tableTop + h * 0.005} rx={w * 0.005} ry={h * 0.015} fill="#ffb347" />
          <circle cx={x + w * f} cy={tableTop} r={h * 0.05} fill="#ffcf70" opacity={0.18} />
        </g>
      ))}
      {[0.12, 0.34, 0.66, 0.88].map((f) => (
        <path
          key={f}
          d={`M${x + w * f - w * 0.05} ${y + h}v-${h * 0.16}q${w * 0.05}-${h * 0.05} ${w * 0.1} 0v${h * 0.16}z`}
          fill="#1c1714"
        />
      ))}
    </g>
  );
}

/** A family room: a double bed and a child's bed under a window onto the garden, a lamp and a rug. */
function familyRoom(b: Box, r: number): ReactNode {
  const { x, y, w, h } = b;
  const floor = y + h * 0.7;
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={r} fill="#d5dfd0" />
      <rect x={x} y={floor} width={w} height={h - (floor - y)} fill="#b89a78" />
      {/* The window onto the garden. */}
      <rect x={x + w * 0.58} y={y + h * 0.12} width={w * 0.3} height={h * 0.38} fill="#fff" />
      <rect x={x + w * 0.6} y={y + h * 0.14} width={w * 0.26} height={h * 0.34} fill="#bfe0f2" />
      <path
        d={`M${x + w * 0.6} ${y + h * 0.4}q${w * 0.07}-${h * 0.1} ${w * 0.13} 0t${w * 0.13} 0V${y + h * 0.48}H${x + w * 0.6}z`}
        fill="#6f9a58"
      />
      <path
        d={`M${x + w * 0.73} ${y + h * 0.14}v${h * 0.34}M${x + w * 0.6} ${y + h * 0.3}h${w * 0.26}`}
        stroke="#fff"
        strokeWidth={Math.max(0.6, w * 0.008)}
      />
      <rect x={x + w * 0.55} y={y + h * 0.1} width={w * 0.05} height={h * 0.44} fill="#e3a0a0" />
      <rect x={x + w * 0.86} y={y + h * 0.1} width={w * 0.05} height={h * 0.44} fill="#e3a0a0" />
      {/* The double bed, headboard against the wall. */}
      <rect {...within(b, 0.06, 0.34, 0.42, 0.22)} rx={Math.min(w, h) * 0.03} fill="#34507a" />
      <rect {...within(b, 0.04, 0.52, 0.46, 0.26)} rx={Math.min(w, h) * 0.02} fill="#fbfaf6" />
      <rect x={x + w * 0.04} y={y + h * 0.62} width={w * 0.46} height={h * 0.16} fill="#e9b949" />
      {[0.09, 0.28].map((f) => (
        <rect
          key={f}
          x={x + w * f}
          y={y + h * 0.47}
          width={w * 0.15}
          height={h * 0.08}
          rx={h * 0.02}
          fill="#fff"
          stroke="#d8d2c4"
          strokeWidth={0.5}
        />
      ))}
      {/* The child's bed under the window, a teddy on it. */}
      <rect x={x + w * 0.6} y={y + h * 0.64} width={w * 0.3} height={h * 0.14} rx={h * 0.02} fill="#f4d8c8" />
      <rect x={x + w * 0.6} y={y + h * 0.6} width={w * 0.04} height={h * 0.2} fill="#8a6a4e" />
      <circle cx={x + w * 0.8} cy={y + h * 0.6} r={Math.min(w, h) * 0.04} fill="#a8774f" />
      <circle cx={x + w * 0.8} cy={y + h * 0.53} r={Math.min(w, h) * 0.03} fill="#a8774f" />
      {/* The lamp on the bedside table, and the rug. */}
      <rect x={x + w * 0.5} y={y + h * 0.5} width={w * 0.05} height={h * 0.2} fill="#8a6a4e" />
      <path d={`M${x + w * 0.495} ${y + h * 0.44}h${w * 0.06}l-${w * 0.01}-${h * 0.07}h-${w * 0.04}z`} fill="#f6e3b4" />
      <ellipse cx={x + w * 0.42} cy={y + h * 0.9} rx={w * 0.28} ry={h * 0.06} fill="#c2543d" opacity={0.85} />
    </g>
  );
}

/** A stay's picture, one scene per image index: the manor, the supper club, the family room. */
export function drawHotel(k: number, b: Box): ReactNode {
  const r = Math.min(8, Math.min(b.w, b.h) / 6);
  switch (k % 3) {
    case 0:
      return manor(b, r);
    case 1:
      return supperClub(b, r);
    default:
      return familyRoom(b, r);
  }
}
