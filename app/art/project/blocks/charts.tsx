/**
 * Renderers of chart blocks: line, bar, candle and scatter plots, horizontal bars, a
 * donut, progress rings and a heat map.
 */
import type { ReactNode } from 'react';
import type { BlockOf } from '../../schema.ts';
import { BAD, Card, GOOD, Meter, Ring, Text, WARN, type Canvas } from '../primitives.tsx';

/** A titled plot: a line (with its comparison), bars, candles or a scatter of points. */
export function drawPlot(
  block: BlockOf<'line' | 'bars' | 'candles' | 'scatter'>,
  { b, p, a, fs, x, y, w, h }: Canvas,
): ReactNode {
  const pad = fs * 0.8;
  const top = y + (block.t ? fs * 2.2 : pad);
  const plot = { x: x + pad, y: top, w: w - pad * 2, h: y + h - pad - top };
  const v = block.k === 'scatter' ? [] : block.v;
  const max = Math.max(...v, 1);
  const px = (i: number, n: number) => plot.x + (plot.w * (i + 0.5)) / n;
  const py = (val: number) => plot.y + plot.h - (plot.h * val) / max;
  return (
    <g>
      <Card b={b} p={p} />
      {block.t && (
        <Text x={x + pad} y={y + fs * 1.5} size={fs * 0.85} fill={p.ink} weight={700} w={w - pad * 2}>
          {block.t}
        </Text>
      )}
      {[0.25, 0.5, 0.75].map((f) => (
        <line
          key={f}
          x1={plot.x}
          x2={plot.x + plot.w}
          y1={plot.y + plot.h * f}
          y2={plot.y + plot.h * f}
          stroke={p.line}
          strokeDasharray="3 3"
        />
      ))}
      {block.k === 'line' && (
        <g>
          {block.base && (
            <polyline
              points={block.base.map((val, i) => `${px(i, v.length)},${py(val)}`).join(' ')}
              fill="none"
              stroke={p.soft}
              strokeWidth={2}
            />
          )}
          <polygon
            points={`${px(0, v.length)},${plot.y + plot.h} ${v.map((val, i) => `${px(i, v.length)},${py(val)}`).join(' ')} ${px(v.length - 1, v.length)},${plot.y + plot.h}`}
            fill={a}
            opacity={0.12}
          />
          <polyline
            points={v.map((val, i) => `${px(i, v.length)},${py(val)}`).join(' ')}
            fill="none"
            stroke={a}
            strokeWidth={2.5}
            strokeLinejoin="round"
          />
          {v.map((val, i) => (
            <circle key={i} cx={px(i, v.length)} cy={py(val)} r={2.5} fill={p.card} stroke={a} strokeWidth={1.5} />
          ))}
        </g>
      )}
      {block.k === 'bars' &&
        v.map((val, i) => {
          const bw = (plot.w / v.length) * 0.56;
          return (
            <rect
              key={i}
              x={px(i, v.length) - bw / 2}
              y={py(val)}
              width={bw}
              height={plot.y + plot.h - py(val)}
              rx={2}
              fill={a}
              opacity={i === v.length - 1 ? 1 : 0.45 + (i % 3) * 0.12}
            />
          );
        })}
      {block.k === 'candles' &&
        v.map((val, i) => {
          const prev = v[i - 1] ?? val * 0.96;
          const up = val >= prev;
          const bw = (plot.w / v.length) * 0.5;
          const c = up ? GOOD : BAD;
          const hi = Math.max(val, prev) * 1.03;
          const lo = Math.min(val, prev) * 0.97;
          return (
            <g key={i}>
              <line x1={px(i, v.length)} x2={px(i, v.length)} y1={py(hi)} y2={py(lo)} stroke={c} />
              <rect
                x={px(i, v.length) - bw / 2}
                y={py(Math.max(val, prev))}
                width={bw}
                height={Math.max(2, Math.abs(py(val) - py(prev)))}
                fill={c}
              />
            </g>
          );
        })}
      {block.k === 'scatter' &&
        Array.from({ length: block.n }, (_, i) => {
          const fx = ((i * 47) % 97) / 97;
          const fy = ((i * 71 + 13) % 89) / 89;
          const risky = fx > 0.62 && fy < 0.45;
          return (
            <circle
              key={i}
              cx={plot.x + fx * plot.w}
              cy={plot.y + fy * plot.h}
              r={risky ? 4 : 3}
              fill={risky ? BAD : a}
              opacity={risky ? 0.9 : 0.45}
            />
          );
        })}
    </g>
  );
}

/** Labelled horizontal bars, those under 50 drawn as a warning. */
export function drawHbars(block: BlockOf<'hbars'>, { b, p, a, fs, x, y, w, h }: Canvas): ReactNode {
  const n = block.items.length;
  const rh = h / n;
  const lw = w * 0.36;
  return (
    <g>
      <Card b={b} p={p} />
      {block.items.map(([label, val], i) => {
        const ry = y + i * rh + rh / 2;
        return (
          <g key={i}>
            <Text x={x + fs * 0.8} y={ry + fs * 0.3} size={fs * 0.8} fill={p.ink} weight={600} w={lw - fs}>
              {label}
            </Text>
            <Meter
              x={x + lw}
              y={ry - fs * 0.4}
              w={w - lw - fs * 3.2}
              h={fs * 0.8}
              r={3}
              pct={val}
              track={p.line}
              fill={val < 50 ? WARN : a}
            />
            <Text x={x + w - fs * 0.7} y={ry + fs * 0.3} size={fs * 0.8} fill={p.muted} weight={700} anchor="end">
              {String(val)}
            </Text>
          </g>
        );
      })}
    </g>
  );
}

/** A titled donut with its percentage in the middle. */
export function drawDonut(block: BlockOf<'donut'>, { b, p, a, fs, x, y, w, h }: Canvas): ReactNode {
  const r = Math.min(w, h) * 0.3;
  const cx = x + w / 2;
  const cy = y + h / 2 + fs * 0.4;
  return (
    <g>
      <Card b={b} p={p} />
      <Text x={x + fs * 0.8} y={y + fs * 1.5} size={fs * 0.85} fill={p.ink} weight={700} w={w - fs * 1.6}>
        {block.t}
      </Text>
      <Ring cx={cx} cy={cy} r={r} width={r * 0.32} pct={block.v} track={p.line} fill={a} />
      <Text x={cx} y={cy + fs * 0.45} size={fs * 1.2} fill={p.ink} weight={750} anchor="middle">
        {`${block.v}%`}
      </Text>
    </g>
  );
}

/** Progress rings side by side, each with its label. */
export function drawRings(block: BlockOf<'rings'>, { b, p, a, fs, x, y, w, h }: Canvas): ReactNode {
  const n = block.items.length;
  const cw = w / n;
  return (
    <g>
      <Card b={b} p={p} />
      {block.items.map(([label, val], i) => {
        const cx = x + cw * (i + 0.5);
        const r = Math.min(cw, h) * 0.26;
        const cy = y + h * 0.42;
        const color = [a, WARN, GOOD][i % 3] ?? a;
        return (
          <g key={i}>
            <Ring cx={cx} cy={cy} r={r} width={r * 0.28} pct={val} track={p.line} fill={color} round />
            <Text x={cx} y={cy + fs * 0.35} size={fs * 0.85} fill={p.ink} weight={750} anchor="middle">
              {`${val}%`}
            </Text>
            <Text x={cx} y={y + h - fs * 0.7} size={fs * 0.75} fill={p.muted} weight={600} anchor="middle">
              {label}
            </Text>
          </g>
        );
      })}
    </g>
  );
}

/** A heat map of rows by columns, a zero drawn as a red gap. */
export function drawHeat(block: BlockOf<'heat'>, { b, p, a, fs, x, y, w, h }: Canvas): ReactNode {
  const n = block.rows.length;
  const lw = w * 0.26;
  const rh = (h - fs * 1.6) / n;
  const cw = (w - lw - 6) / block.cols.length;
  return (
    <g>
      <Card b={b} p={p} />
      {block.cols.map((c, j) => (
        <Text
          key={j}
          x={x + lw + cw * (j + 0.5)}
          y={y + fs * 1.1}
          size={fs * 0.65}
          fill={p.muted}
          weight={650}
          anchor="middle"
          w={cw}
        >
          {c}
        </Text>
      ))}
      {block.rows.map((row, i) => (
        <g key={i}>
          <Text
            x={x + fs * 0.6}
            y={y + fs * 1.6 + rh * (i + 0.5) + fs * 0.3}
            size={fs * 0.75}
            fill={p.ink}
            weight={600}
            w={lw - fs}
          >
            {row}
          </Text>
          {block.cols.map((_, j) => {
            const val = Number(block.v[i]?.[j] ?? '2');
            return (
              <rect
                key={j}
                x={x + lw + cw * j + 2}
                y={y + fs * 1.6 + rh * i + 2}
                width={cw - 4}
                height={rh - 4}
                rx={3}
                fill={val === 0 ? BAD : a}
                opacity={val === 0 ? 0.7 : 0.2 + val * 0.25}
              />
            );
          })}
        </g>
      ))}
    </g>
  );
}
