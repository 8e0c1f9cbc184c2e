/**
 * The photograph-like illustrations of a screen's image areas (product shots, a
 * skyline, a factory, a heart cell…), chosen by the project's subject.
 */
import type { ReactNode } from 'react';
import type { Art } from '../schema.ts';
import type { Box } from './primitives.tsx';
import { drawHotel, drawTownhouse } from './hotel-scenes.tsx';

/** The spare parts a catalogue shows, one drawing each, picked by the image's index. */
function drawPart(k: number, b: Box, a: string): ReactNode {
  const { x, y, w, h } = b;
  const cx = x + w / 2;
  const cy = y + h / 2;
  const m = Math.min(w, h);
  switch (k % 6) {
    case 0: // brake pads: two curved friction blocks on steel backing plates, the friction side dark
      return (
        <g>
          {[0, 1].map((n) => {
            const top = cy - m * 0.08 + n * m * 0.22;
            return (
              <g key={n}>
                <path
                  d={`M${cx - m * 0.38} ${top}q${m * 0.38}-${m * 0.32} ${m * 0.76} 0v${m * 0.05}q-${m * 0.38}-${m * 0.28}-${m * 0.76} 0z`}
                  fill="#9aa3ad"
                />
                <path
                  d={`M${cx - m * 0.34} ${top + m * 0.05}q${m * 0.34}-${m * 0.27} ${m * 0.68} 0v${m * 0.1}q-${m * 0.34}-${m * 0.23}-${m * 0.68} 0z`}
                  fill="#2f3338"
                />
                <path d={`M${cx - m * 0.01} ${top - m * 0.2}v${m * 0.2}`} stroke="#1c1f22" strokeWidth={m * 0.012} />
                <path
                  d={`M${cx - m * 0.36} ${top + m * 0.16}q${m * 0.36}-${m * 0.28} ${m * 0.72} 0`}
                  stroke={a}
                  strokeWidth={m * 0.015}
                  fill="none"
                  opacity={0.9}
                />
              </g>
            );
          })}
        </g>
      );
    case 1: // brake disc: a steel rotor, its braking ring brighter than its hub, with bolt holes
      return (
        <g>
          <circle cx={cx + m * 0.03} cy={cy + m * 0.04} r={m * 0.35} fill="#000" opacity={0.18} />
          <circle cx={cx} cy={cy} r={m * 0.34} fill="#aab2bb" />
          <circle cx={cx} cy={cy} r={m * 0.3} fill="none" stroke="#c9d0d7" strokeWidth={m * 0.03} />
          <circle cx={cx} cy={cy} r={m * 0.22} fill="none" stroke="#8c949d" strokeWidth={m * 0.02} />
          {Array.from({ length: 12 }, (_, n) => (
            <circle
              key={`d${n}`}
              cx={cx + Math.cos((n * Math.PI) / 6) * m * 0.27}
              cy={cy + Math.sin((n * Math.PI) / 6) * m * 0.27}
              r={m * 0.012}
              fill="#59616a"
            />
          ))}
          <circle cx={cx} cy={cy} r={m * 0.15} fill={a} opacity={0.85} />
          {[0, 1, 2, 3, 4].map((n) => (
            <circle
              key={n}
              cx={cx + Math.cos((n * 2 * Math.PI) / 5) * m * 0.09}
              cy={cy + Math.sin((n * 2 * Math.PI) / 5) * m * 0.09}
              r={m * 0.025}
              fill={a}
            />
          ))}
        </g>
      );
    case 2: // caliper: a C-shaped clamp with two pistons
      return (
        <g fill={a}>
          <path
            d={`M${cx - m * 0.3} ${cy - m * 0.28}h${m * 0.6}v${m * 0.18}h-${m * 0.42}v${m * 0.2}h${m * 0.42}v${m * 0.18}h-${m * 0.6}z`}
            opacity={0.8}
          />
          <circle cx={cx + m * 0.16} cy={cy - m * 0.19} r={m * 0.06} fill="#fff" opacity={0.8} />
          <circle cx={cx + m * 0.16} cy={cy + m * 0.19} r={m * 0.06} fill="#fff" opacity={0.8} />
        </g>
      );
    case 3: // a bottle of brake fluid or oil
      return (
        <g fill={a}>
          <rect x={cx - m * 0.05} y={cy - m * 0.36} width={m * 0.1} height={m * 0.1} rx={2} opacity={0.9} />
          <path
            d={`M${cx - m * 0.16} ${cy - m * 0.2}h${m * 0.32}l${m * 0.04} ${m * 0.08}v${m * 0.46}h-${m * 0.4}v-${m * 0.46}z`}
            opacity={0.75}
          />
          <rect x={cx - m * 0.12} y={cy} width={m * 0.24} height={m * 0.14} fill="#fff" opacity={0.7} />
        </g>
      );
    case 4: // a hose with its two fittings
      return (
        <g>
          <path
            d={`M${cx - m * 0.3} ${cy + m * 0.2}c${m * 0.1}-${m * 0.5} ${m * 0.5} ${m * 0.1} ${m * 0.6}-${m * 0.4}`}
            fill="none"
            stroke={a}
            strokeWidth={m * 0.08}
            strokeLinecap="round"
            opacity={0.75}
          />
          <rect x={cx - m * 0.38} y={cy + m * 0.16} width={m * 0.14} height={m * 0.12} rx={2} fill={a} />
          <rect x={cx + m * 0.24} y={cy - m * 0.26} width={m * 0.14} height={m * 0.12} rx={2} fill={a} />
        </g>
      );
    default: // a sensor on its cable, or a round filter seen from the side
      return (
        <g fill={a}>
          <rect x={cx - m * 0.22} y={cy - m * 0.3} width={m * 0.44} height={m * 0.6} rx={m * 0.06} opacity={0.75} />
          {[0, 1, 2, 3].map((n) => (
            <rect
              key={n}
              x={cx - m * 0.22}
              y={cy - m * 0.2 + n * m * 0.12}
              width={m * 0.44}
              height={m * 0.03}
              fill="#fff"
              opacity={0.7}
            />
          ))}
        </g>
      );
  }
}

/** A dish seen from above: a plate or a bowl, with what is on it varying by the image's index. */
function drawFood(k: number, b: Box, a: string): ReactNode {
  const { x, y, w, h } = b;
  const cx = x + w / 2;
  const cy = y + h / 2;
  const m = Math.min(w, h);
  const plate = <circle cx={cx} cy={cy} r={m * 0.4} fill="#fff" opacity={0.95} stroke={a} strokeOpacity={0.3} />;
  switch (k % 3) {
    case 0: // flattened rice with peanuts and curry leaves
      return (
        <g>
          {plate}
          <circle cx={cx} cy={cy} r={m * 0.28} fill="#f2c94c" />
          {[0, 1, 2, 3, 4, 5].map((n) => (
            <circle
              key={n}
              cx={cx + Math.cos(n * 1.1) * m * 0.15}
              cy={cy + Math.sin(n * 1.1) * m * 0.15}
              r={m * 0.035}
              fill="#a0522d"
            />
          ))}
          <ellipse cx={cx + m * 0.06} cy={cy - m * 0.1} rx={m * 0.06} ry={m * 0.025} fill="#2f9e44" />
        </g>
      );
    case 1: // a bowl of dal beside two rotis and a salad
      return (
        <g>
          {plate}
          <circle cx={cx - m * 0.12} cy={cy - m * 0.08} r={m * 0.15} fill="#e8a33d" stroke="#c47f17" />
          <circle cx={cx + m * 0.16} cy={cy + m * 0.06} r={m * 0.14} fill="#e9c98f" />
          <circle cx={cx + m * 0.12} cy={cy + m * 0.1} r={m * 0.13} fill="#dcb36d" opacity={0.8} />
          <circle cx={cx - m * 0.1} cy={cy + m * 0.2} r={m * 0.05} fill="#2f9e44" />
          <circle cx={cx - m * 0.02} cy={cy + m * 0.24} r={m * 0.04} fill="#e03131" />
        </g>
      );
    default: // grilled paneer cubes on a skewer with onion and pepper
      return (
        <g>
          {plate}
          <line
            x1={cx - m * 0.32}
            y1={cy + m * 0.14}
            x2={cx + m * 0.32}
            y2={cy - m * 0.14}
            stroke="#8d6e63"
            strokeWidth={m * 0.025}
          />
          {[-0.22, -0.07, 0.08, 0.23].map((f, n) => (
            <rect
              key={f}
              x={cx + f * m - m * 0.06}
              y={cy - f * m * 0.44 - m * 0.06}
              width={m * 0.12}
              height={m * 0.12}
              rx={2}
              fill={n % 2 ? '#e8590c' : '#f8e3c0'}
              stroke="#c2410c"
              strokeWidth={0.8}
            />
          ))}
          <circle cx={cx + m * 0.1} cy={cy + m * 0.22} r={m * 0.05} fill="#2f9e44" />
        </g>
      );
  }
}

/**
 * The cloth of a textile shot, one per image index: a colour of the cloth, its printed
 * motif and its border, as hand-block prints are dyed (indigo, rani pink, madder rust,
 * bottle green, kesar), so a catalogue shows different products rather than one tint.
 */
const TEXTILES = [
  { cloth: '#24366b', motif: '#e8e0cc', border: '#c9a227' },
  { cloth: '#c2185b', motif: '#f9d5e2', border: '#e2b53e' },
  { cloth: '#a4422a', motif: '#f2dcc0', border: '#3a2a22' },
  { cloth: '#2f5d50', motif: '#efe6cf', border: '#d4a017' },
  { cloth: '#d69a1f', motif: '#7a2e1b', border: '#7a2e1b' },
] as const;

/**
 * A product photograph of a garment on a warm studio backdrop: a kurta on a hanger, or a
 * saree hung from a rod with its pallu and border, printed with rows of buti. Drawn from
 * straight lines only, so the motif rows follow the cloth's outline without a clip path.
 */
function drawGarment(k: number, b: Box): ReactNode {
  const { x, y, w, h } = b;
  const t = TEXTILES[k % TEXTILES.length] ?? TEXTILES[0];
  const r = Math.min(8, Math.min(w, h) / 6);
  const cx = x + w / 2;
  const backdrop = (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={r} fill="#efe6da" />
      <rect x={x} y={y + h * 0.82} width={w} height={h * 0.18} rx={r} fill="#e3d6c4" />
      <ellipse cx={cx} cy={y + h * 0.9} rx={Math.min(w, h) * 0.3} ry={h * 0.025} fill="#000" opacity={0.08} />
    </g>
  );
  // The garment's height, narrowed where the image is narrow.
  const gh = h * 0.76;
  const s = Math.min(1, (w * 0.78) / (gh * 0.62));
  const top = y + h * 0.1;
  if (k % 2 === 0) {
    // A kurta on a hanger: shoulders, sleeves, an A-line body to the hem.
    const sw = gh * 0.32 * s;
    const hw = gh * 0.5 * s;
    const sl = gh * 0.16 * s;
    const y0 = top + gh * 0.06;
    const hem = top + gh;
    const half = (yy: number) => sw / 2 + ((hw - sw) / 2) * ((yy - y0) / (hem - y0));
    const body = [
      `M${cx - sw / 2} ${y0}`,
      `L${cx - sw / 2 - sl} ${y0 + gh * 0.3}`,
      `L${cx - sw / 2 - sl + gh * 0.07 * s} ${y0 + gh * 0.33}`,
      `L${cx - sw / 2 + gh * 0.01} ${y0 + gh * 0.14}`,
      `L${cx - hw / 2} ${hem}L${cx + hw / 2} ${hem}`,
      `L${cx + sw / 2 - gh * 0.01} ${y0 + gh * 0.14}`,
      `L${cx + sw / 2 + sl - gh * 0.07 * s} ${y0 + gh * 0.33}`,
      `L${cx + sw / 2 + sl} ${y0 + gh * 0.3}`,
      `L${cx + sw / 2} ${y0}Q${cx} ${y0 + gh * 0.1} ${cx - sw / 2} ${y0}Z`,
    ].join('');
    const step = Math.max(4, gh * 0.075);
    const dots: ReactNode[] = [];
    for (let yy = y0 + gh * 0.2, row = 0; yy < hem - gh * 0.12; yy += step, row++) {
      const hwAt = half(yy) - step * 0.4;
      for (let xx = cx - hwAt + ((row % 2) * step) / 2; xx <= cx + hwAt; xx += step)
        dots.push(<circle key={`${row}-${xx.toFixed(1)}`} cx={xx} cy={yy} r={step * 0.14} fill={t.motif} />);
    }
    const hb = gh * 0.07;
    return (
      <g>
        {backdrop}
        <path
          d={`M${cx} ${top}v${gh * 0.03}M${cx - sw * 0.6} ${y0 + 1}L${cx} ${top + gh * 0.03}L${cx + sw * 0.6} ${y0 + 1}`}
          stroke="#8a6d4b"
          strokeWidth={Math.max(1, gh * 0.012)}
          fill="none"
          strokeLinecap="round"
        />
        <path d={body} fill={t.cloth} />
        {dots}
        <path
          d={`M${cx - half(hem - hb)} ${hem - hb}L${cx + half(hem - hb)} ${hem - hb}L${cx + hw / 2} ${hem}L${cx - hw / 2} ${hem}Z`}
          fill={t.border}
        />
        <path
          d={`M${cx - sw * 0.28} ${y0 + gh * 0.035}L${cx} ${y0 + gh * 0.16}L${cx + sw * 0.28} ${y0 + gh * 0.035}`}
          stroke={t.border}
          strokeWidth={Math.max(1, gh * 0.02)}
          fill="none"
        />
      </g>
    );
  }
  // A saree hung from a rod: the body printed with buti, a border down each side, and the
  // pallu at the foot in bands of border and a denser print.
  const fw = gh * 0.56 * s;
  const fx = cx - fw / 2;
  const y0 = top + gh * 0.05;
  const fh = gh * 0.95;
  const pallu = y0 + fh * 0.62;
  const edge = fw * 0.09;
  const step = Math.max(4, fw * 0.14);
  const buti: ReactNode[] = [];
  for (let yy = y0 + step * 0.7, row = 0; yy < pallu - step * 0.3; yy += step, row++)
    for (let xx = fx + edge + step * 0.6 + ((row % 2) * step) / 2; xx < fx + fw - edge - step * 0.3; xx += step)
      buti.push(
        <path
          key={`${row}-${xx.toFixed(1)}`}
          d={`M${xx} ${yy - step * 0.2}l${step * 0.14} ${step * 0.2}l-${step * 0.14} ${step * 0.2}l-${step * 0.14}-${step * 0.2}z`}
          fill={t.motif}
        />,
      );
  const dense: ReactNode[] = [];
  for (let yy = pallu + fh * 0.12, row = 0; yy < y0 + fh - fh * 0.08; yy += step * 0.6, row++)
    for (let xx = fx + edge + step * 0.4 + ((row % 2) * step) / 3; xx < fx + fw - edge - step * 0.2; xx += step * 0.6)
      dense.push(<circle key={`${row}-${xx.toFixed(1)}`} cx={xx} cy={yy} r={step * 0.1} fill={t.motif} />);
  return (
    <g>
      {backdrop}
      <rect
        x={fx - fw * 0.08}
        y={y0 - gh * 0.02}
        width={fw * 1.16}
        height={Math.max(2, gh * 0.02)}
        rx={1}
        fill="#8a6d4b"
      />
      <path d={`M${fx} ${y0}H${fx + fw}V${y0 + fh}q-${fw / 4} ${fh * 0.02}-${fw / 2} 0t-${fw / 2} 0Z`} fill={t.cloth} />
      <rect x={fx} y={y0} width={edge} height={fh} fill={t.border} opacity={0.9} />
      <rect x={fx + fw - edge} y={y0} width={edge} height={fh} fill={t.border} opacity={0.9} />
      {buti}
      <rect x={fx} y={pallu} width={fw} height={fh * 0.05} fill={t.border} />
      <rect x={fx} y={pallu + fh * 0.07} width={fw} height={fh * 0.015} fill={t.border} />
      {dense}
    </g>
  );
}

/**
 * A trading chart as a course's or a class's picture: a dark chart pane with its grid,
 * twelve candles (rising green, falling red) and a moving average in the accent, the
 * candles' run differing by the image's index.
 */
function drawTradingChart(k: number, b: Box, a: string): ReactNode {
  const { x, y, w, h } = b;
  const r = Math.min(8, Math.min(w, h) / 6);
  const n = 12;
  const pad = Math.min(w, h) * 0.1;
  const cw = (w - pad * 2) / n;
  // A deterministic walk: each index starts at another point of one cycle of moves, and
  // every third one runs downhill.
  const moves = [3, -2, 5, -2, 4, -1, 4, -2, 5, -2, 4, -3, 5, 3, -4, 5, 3];
  const closes = [100];
  for (let j = 0; j < n; j++) {
    const move = moves[(j + k * 3) % moves.length] ?? 1;
    closes.push((closes[j] ?? 100) + (k % 3 === 2 ? -move : move));
  }
  const lo = Math.min(...closes) - 3;
  const hi = Math.max(...closes) + 3;
  const py = (v: number) => y + pad + (h - pad * 2) * (1 - (v - lo) / (hi - lo));
  const candles: ReactNode[] = [];
  const avg: string[] = [];
  for (let j = 0; j < n; j++) {
    const open = closes[j] ?? 100;
    const close = closes[j + 1] ?? 100;
    const up = close >= open;
    const colour = up ? '#37b24d' : '#f03e3e';
    const mx = x + pad + cw * j + cw / 2;
    candles.push(
      <g key={j}>
        <line
          x1={mx}
          x2={mx}
          y1={py(Math.max(open, close) + 1.5)}
          y2={py(Math.min(open, close) - 1.5)}
          stroke={colour}
        />
        <rect
          x={mx - cw * 0.3}
          y={py(Math.max(open, close))}
          width={cw * 0.6}
          height={Math.max(1, Math.abs(py(open) - py(close)))}
          fill={colour}
        />
      </g>,
    );
    avg.push(`${mx},${py(((closes[j - 1] ?? open) + open + close) / 3)}`);
  }
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={r} fill="#0f1a2e" />
      {[0.25, 0.5, 0.75].map((f) => (
        <line key={f} x1={x} x2={x + w} y1={y + h * f} y2={y + h * f} stroke="#24324f" strokeWidth={0.6} />
      ))}
      {candles}
      <polyline points={avg.join(' ')} fill="none" stroke={a} strokeWidth={Math.max(1, Math.min(w, h) * 0.015)} />
    </g>
  );
}

/**
 * A photograph-like illustration for image areas, chosen by the project's subject.
 * Without a subject it draws the generic image glyph (a sun over hills), marked so the
 * drawn-screens test (tests/unit/art.test.ts) finds and refuses it.
 */
export function ArtFill({ art, b, a, i = 0 }: { art: Art | undefined; b: Box; a: string; i?: number }) {
  const { x, y, w, h } = b;
  const cx = x + w / 2;
  const cy = y + h / 2;
  const m = Math.min(w, h);
  const tint = [0.18, 0.3, 0.24, 0.36][i % 4] ?? 0.2;
  const base = <rect x={x} y={y} width={w} height={h} rx={Math.min(8, m / 6)} fill={a} opacity={tint} />;
  // A drawing over the tinted ground.
  const onBase = (drawing: ReactNode) => (
    <g>
      {base}
      {drawing}
    </g>
  );
  switch (art) {
    case 'print': {
      const dots: ReactNode[] = [];
      const step = Math.max(10, m / 5);
      for (let r = 0; r * step < h - step / 2; r++)
        for (let c = 0; c * step < w - step / 2; c++)
          dots.push(
            <path
              key={`${r}-${c}`}
              d={`M${x + step / 2 + c * step} ${y + step / 4 + r * step}l${step / 4} ${step / 4}l-${step / 4} ${step / 4}l-${step / 4}-${step / 4}z`}
              fill={a}
              opacity={(r + c + i) % 3 === 0 ? 0.55 : 0.25}
            />,
          );
      return onBase(dots);
    }
    case 'garment':
      return drawGarment(i, b);
    case 'skyline':
      return (
        <g>
          {base}
          {[0.08, 0.26, 0.44, 0.62, 0.8].map((f, k) => {
            const bh = h * ([0.55, 0.8, 0.65, 0.9, 0.5][k] ?? 0.5);
            return (
              <rect
                key={f}
                x={x + w * f}
                y={y + h - bh}
                width={w * 0.14}
                height={bh}
                fill={a}
                opacity={0.4 + k * 0.1}
              />
            );
          })}
          <circle cx={x + w * 0.85} cy={y + h * 0.22} r={m * 0.08} fill="#fff" opacity={0.7} />
        </g>
      );
    case 'factory':
      return (
        <g>
          {base}
          <path
            d={[
              `M${x} ${y + h}V${y + h * 0.62}`,
              // Three saw-tooth roofs, then the chimney and the right wall.
              `l${w * 0.15}-${h * 0.14}v${h * 0.14}`.repeat(3),
              `h${w * 0.12}V${y + h * 0.25}h${w * 0.07}V${y + h * 0.62}H${x + w}V${y + h}z`,
            ].join('')}
            fill={a}
            opacity={0.7}
          />
          <circle cx={x + w * 0.66} cy={y + h * 0.16} r={m * 0.06} fill="#fff" opacity={0.6} />
          <circle cx={x + w * 0.74} cy={y + h * 0.1} r={m * 0.08} fill="#fff" opacity={0.45} />
        </g>
      );
    case 'hotel':
      return drawHotel(i, b);
    case 'townhouse':
      return drawTownhouse(i, b);
    case 'pump':
      return (
        <g>
          {base}
          <circle cx={cx - m * 0.08} cy={cy} r={m * 0.26} fill={a} opacity={0.75} />
          <circle cx={cx - m * 0.08} cy={cy} r={m * 0.1} fill="#fff" opacity={0.8} />
          <rect x={cx + m * 0.1} y={cy - m * 0.36} width={m * 0.14} height={m * 0.3} fill={a} opacity={0.6} />
          <rect x={cx - m * 0.4} y={cy + m * 0.26} width={m * 0.64} height={m * 0.08} fill={a} opacity={0.5} />
        </g>
      );
    case 'part':
      return onBase(drawPart(i, b, a));
    case 'food':
      return onBase(drawFood(i, b, a));
    case 'cell':
      return (
        <g>
          {base}
          <ellipse cx={cx} cy={cy} rx={m * 0.4} ry={m * 0.3} fill="#fff" opacity={0.8} stroke={a} strokeWidth={2} />
          <circle cx={cx + m * 0.05} cy={cy} r={m * 0.1} fill={a} opacity={0.8} />
          <ellipse cx={cx - m * 0.2} cy={cy - m * 0.08} rx={m * 0.07} ry={m * 0.03} fill={a} opacity={0.5} />
          <ellipse cx={cx - m * 0.16} cy={cy + m * 0.12} rx={m * 0.06} ry={m * 0.03} fill={a} opacity={0.5} />
          <ellipse cx={cx + m * 0.24} cy={cy + m * 0.1} rx={m * 0.05} ry={m * 0.025} fill={a} opacity={0.5} />
        </g>
      );
    case 'person':
      return (
        <g>
          {base}
          <circle cx={cx} cy={y + h * 0.4} r={m * 0.16} fill={a} opacity={0.8} />
          <path
            d={`M${cx - m * 0.32} ${y + h}q0-${h * 0.36} ${m * 0.32}-${h * 0.36}t${m * 0.32} ${h * 0.36}z`}
            fill={a}
            opacity={0.65}
          />
        </g>
      );
    case 'site':
      return (
        <g>
          {base}
          <path
            d={`M${x + w * 0.1} ${y + h}V${y + h * 0.35}h${w * 0.35}V${y + h}`}
            fill="none"
            stroke={a}
            strokeWidth={3}
          />
          <path
            d={`M${x + w * 0.1} ${y + h * 0.6}h${w * 0.35}M${x + w * 0.27} ${y + h * 0.35}V${y + h}`}
            stroke={a}
            strokeWidth={2}
          />
          <path
            d={`M${x + w * 0.6} ${y + h}V${y + h * 0.12}M${x + w * 0.48} ${y + h * 0.16}h${w * 0.42}`}
            stroke={a}
            strokeWidth={3}
          />
          <rect x={x + w * 0.8} y={y + h * 0.18} width={w * 0.04} height={h * 0.2} fill={a} />
        </g>
      );
    case 'chart':
      return drawTradingChart(i, b, a);
    case undefined:
      return (
        <g data-placeholder="image">
          {base}
          <circle cx={x + w * 0.3} cy={y + h * 0.35} r={m * 0.1} fill="#fff" opacity={0.7} />
          <path
            d={`M${x} ${y + h}l${w * 0.35}-${h * 0.45}l${w * 0.2} ${h * 0.2}l${w * 0.15}-${h * 0.12}l${w * 0.3} ${h * 0.37}z`}
            fill={a}
            opacity={0.6}
          />
        </g>
      );
  }
}
