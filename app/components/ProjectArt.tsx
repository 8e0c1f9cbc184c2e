/**
 * The imagery of a portfolio project: an app screen of the product drawn as SVG
 * inside a device frame (phone, laptop or browser window). Each project's screens
 * are described as data in `project-screens.ts` (rows of building blocks such as a
 * product grid, a floor plan, a Gantt chart or a chat), so every screen has its own
 * layout and text while this file only knows how to draw the blocks. Pure and
 * deterministic, and rendered only at build time: routes/project-image.tsx turns
 * each drawing into an SVG file under /images/work/, which the pages show with <img>.
 *
 * `which` is a screen's index, or 'cover', which composes two of the project's
 * screens (a laptop and a phone, two phones or two windows) for cards and banners.
 */
import type { ReactNode } from 'react';
import {
  type Art,
  type Block,
  type Frame,
  type ProjectScreens,
  type Row,
  type ScreenDef,
  projectScreens,
} from './project-screens.ts';

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

interface Palette {
  bg: string;
  card: string;
  line: string;
  ink: string;
  muted: string;
  soft: string;
  accent: string;
  dark: boolean;
}

const light = { bg: '#f4f6fa', card: '#ffffff', line: '#e2e8f0', ink: '#1e293b', muted: '#8793a6', soft: '#cfd6e1' };
const dark = { bg: '#0e1629', card: '#1a2440', line: '#2b3857', ink: '#e6ebf3', muted: '#8a97b0', soft: '#3a4868' };
const GOOD = '#2f9e44';
const WARN = '#f59f00';
const BAD = '#e03131';

/** Shortens text to about the width available (average glyph ≈ 0.56 em). */
function fit(text: string, width: number, size: number): string {
  const max = Math.max(2, Math.floor(width / (size * 0.56)));
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function Text(props: {
  x: number;
  y: number;
  size: number;
  fill: string;
  w?: number;
  weight?: number;
  anchor?: 'start' | 'middle' | 'end';
  children: string;
}) {
  const { x, y, size, fill, w, weight = 500, anchor = 'start', children } = props;
  return (
    <text x={x} y={y} fontSize={size} fill={fill} fontWeight={weight} textAnchor={anchor}>
      {w ? fit(children, w, size) : children}
    </text>
  );
}

/** A photograph-like illustration for image areas, chosen by the project's subject. */
function ArtFill({ art, b, a, i = 0 }: { art: Art; b: Box; a: string; i?: number }) {
  const { x, y, w, h } = b;
  const cx = x + w / 2;
  const cy = y + h / 2;
  const m = Math.min(w, h);
  const tint = [0.18, 0.3, 0.24, 0.36][i % 4] ?? 0.2;
  const base = <rect x={x} y={y} width={w} height={h} rx={Math.min(8, m / 6)} fill={a} opacity={tint} />;
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
      return (
        <g>
          {base}
          {dots}
        </g>
      );
    }
    case 'garment':
      return (
        <g>
          {base}
          <path
            d={`M${cx - m * 0.18} ${y + h * 0.16}l-${m * 0.2} ${m * 0.12}l${m * 0.07} ${m * 0.14}l${m * 0.07}-${m * 0.04}v${h * 0.6}h${m * 0.48}v-${h * 0.6}l${m * 0.07} ${m * 0.04}l${m * 0.07}-${m * 0.14}l-${m * 0.2}-${m * 0.12}q-${m * 0.18} ${m * 0.1}-${m * 0.36} 0z`}
            fill={a}
            opacity={0.75 - (i % 3) * 0.15}
          />
        </g>
      );
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
            d={`M${x} ${y + h}V${y + h * 0.62}l${w * 0.15}-${h * 0.14}v${h * 0.14}l${w * 0.15}-${h * 0.14}v${h * 0.14}l${w * 0.15}-${h * 0.14}v${h * 0.14}h${w * 0.12}V${y + h * 0.25}h${w * 0.07}V${y + h * 0.62}H${x + w}V${y + h}z`}
            fill={a}
            opacity={0.7}
          />
          <circle cx={x + w * 0.66} cy={y + h * 0.16} r={m * 0.06} fill="#fff" opacity={0.6} />
          <circle cx={x + w * 0.74} cy={y + h * 0.1} r={m * 0.08} fill="#fff" opacity={0.45} />
        </g>
      );
    case 'hotel':
      return (
        <g>
          {base}
          <circle cx={x + w * 0.72} cy={y + h * 0.3} r={m * 0.12} fill="#fff" opacity={0.75} />
          <path
            d={`M${x} ${y + h * 0.72}q${w * 0.25}-${h * 0.3} ${w * 0.5} 0t${w * 0.5} 0V${y + h}H${x}z`}
            fill={a}
            opacity={0.55}
          />
          <rect x={x + w * 0.14} y={y + h * 0.42} width={w * 0.22} height={h * 0.3} fill={a} opacity={0.85} />
          <path d={`M${x + w * 0.11} ${y + h * 0.44}l${w * 0.14}-${h * 0.14}l${w * 0.14} ${h * 0.14}z`} fill={a} />
        </g>
      );
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
      return (
        <g>
          {base}
          <circle cx={cx} cy={cy} r={m * 0.34} fill={a} opacity={0.7} />
          <circle cx={cx} cy={cy} r={m * 0.2} fill="#fff" opacity={0.7} />
          {[0, 1, 2, 3, 4].map((k) => (
            <circle
              key={k}
              cx={cx + Math.cos((k * 2 * Math.PI) / 5) * m * 0.27}
              cy={cy + Math.sin((k * 2 * Math.PI) / 5) * m * 0.27}
              r={m * 0.03}
              fill="#fff"
            />
          ))}
          <circle cx={cx} cy={cy} r={m * 0.07} fill={a} />
        </g>
      );
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
      return (
        <g>
          {base}
          <polyline
            points={[0.1, 0.3, 0.5, 0.7, 0.9]
              .map((f, k) => `${x + w * f},${y + h * ([0.7, 0.5, 0.6, 0.3, 0.25][k] ?? 0.5)}`)
              .join(' ')}
            fill="none"
            stroke={a}
            strokeWidth={3}
          />
        </g>
      );
    default:
      return (
        <g>
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

function Card({ b, p, r = 8 }: { b: Box; p: Palette; r?: number }) {
  return <rect x={b.x} y={b.y} width={b.w} height={b.h} rx={r} fill={p.card} stroke={p.line} />;
}

function Chip({
  x,
  y,
  t,
  fill,
  color,
  size = 8,
}: {
  x: number;
  y: number;
  t: string;
  fill: string;
  color: string;
  size?: number;
}) {
  const w = t.length * size * 0.58 + size * 1.6;
  return (
    <g>
      <rect x={x} y={y} width={w} height={size * 2} rx={size} fill={fill} />
      <Text x={x + w / 2} y={y + size * 1.38} size={size} fill={color} weight={650} anchor="middle">
        {t}
      </Text>
    </g>
  );
}

function chipWidth(t: string, size: number): number {
  return t.length * size * 0.58 + size * 1.6;
}

/** Draws one block inside its box. `fs` is the base font size of the frame. */
function drawBlock(block: Block, b: Box, p: Palette, fs: number, key: number): ReactNode {
  const a = p.accent;
  const { x, y, w, h } = b;
  switch (block.k) {
    case 'col':
      return <g key={key}>{layoutRows(block.rows, b, p, fs, fs * 0.7)}</g>;
    case 'hero': {
      return (
        <g key={key}>
          <rect x={x} y={y} width={w} height={h} rx={8} fill={a} />
          <ArtFill art={block.art} b={{ x: x + w * 0.45, y, w: w * 0.55, h }} a="#fff" />
          <Text x={x + fs * 1.4} y={y + h * 0.4} size={fs * 1.5} fill="#fff" weight={750} w={w * 0.5}>
            {block.t}
          </Text>
          {block.s && (
            <Text x={x + fs * 1.4} y={y + h * 0.4 + fs * 1.8} size={fs * 0.95} fill="#fff" w={w * 0.48}>
              {block.s}
            </Text>
          )}
          {block.cta && (
            <Chip x={x + fs * 1.4} y={y + h * 0.4 + fs * 3} t={block.cta} fill="#fff" color={a} size={fs * 0.85} />
          )}
        </g>
      );
    }
    case 'banner':
      return (
        <g key={key}>
          <rect x={x} y={y} width={w} height={h} rx={10} fill={a} opacity={0.14} />
          <rect x={x} y={y} width={5} height={h} rx={2} fill={a} />
          <Text x={x + fs * 1.2} y={y + h / 2 - fs * 0.2} size={fs * 1.05} fill={p.ink} weight={700} w={w - fs * 2}>
            {block.t}
          </Text>
          <Text x={x + fs * 1.2} y={y + h / 2 + fs * 1.1} size={fs * 0.85} fill={a} weight={650} w={w - fs * 2}>
            {block.s}
          </Text>
        </g>
      );
    case 'cards': {
      const cols = block.cols;
      const rows = Math.ceil(block.n / cols);
      const gap = fs * 0.7;
      const cw = (w - gap * (cols - 1)) / cols;
      const ch = (h - gap * (rows - 1)) / rows;
      return (
        <g key={key}>
          {Array.from({ length: block.n }, (_, i) => {
            const cx = x + (i % cols) * (cw + gap);
            const cy = y + Math.floor(i / cols) * (ch + gap);
            const label = block.labels?.[i] ?? '';
            const meta = block.meta?.[i];
            const imgH = ch - fs * (meta ? 3.4 : 2.3) - (block.progress ? fs : 0);
            return (
              <g key={i}>
                <Card b={{ x: cx, y: cy, w: cw, h: ch }} p={p} />
                <ArtFill art={block.art ?? 'photo'} b={{ x: cx + 4, y: cy + 4, w: cw - 8, h: imgH - 4 }} a={a} i={i} />
                <Text x={cx + 6} y={cy + imgH + fs * 1.25} size={fs * 0.85} fill={p.ink} weight={650} w={cw - 12}>
                  {label}
                </Text>
                {meta && (
                  <Text x={cx + 6} y={cy + imgH + fs * 2.4} size={fs * 0.8} fill={a} weight={700} w={cw - 12}>
                    {meta}
                  </Text>
                )}
                {block.progress && (
                  <g>
                    <rect x={cx + 6} y={cy + ch - fs * 0.9} width={cw - 12} height={fs * 0.35} rx={2} fill={p.line} />
                    <rect
                      x={cx + 6}
                      y={cy + ch - fs * 0.9}
                      width={((cw - 12) * (((i * 37) % 90) + 10)) / 100}
                      height={fs * 0.35}
                      rx={2}
                      fill={a}
                    />
                  </g>
                )}
              </g>
            );
          })}
        </g>
      );
    }
    case 'list': {
      const n = block.items.length;
      const rh = h / n;
      return (
        <g key={key}>
          {block.items.map((item, i) => {
            const ry = y + i * rh;
            const mid = ry + rh / 2;
            const lead = block.lead ?? 'dot';
            const lx = x + (lead === 'none' ? fs * 0.8 : rh * 0.9 + fs * 0.4);
            const badge = block.badge?.[i];
            const bw = badge ? chipWidth(badge, fs * 0.7) : 0;
            return (
              <g key={i}>
                <rect x={x} y={ry + 2} width={w} height={rh - 4} rx={8} fill={p.card} stroke={p.line} />
                {lead === 'thumb' && (
                  <ArtFill
                    art={block.art ?? 'photo'}
                    b={{ x: x + 5, y: ry + 6, w: rh * 0.8, h: rh - 12 }}
                    a={a}
                    i={i}
                  />
                )}
                {lead === 'avatar' && (
                  <g>
                    <circle cx={x + rh * 0.5} cy={mid} r={rh * 0.28} fill={a} opacity={0.2 + (i % 3) * 0.15} />
                    <Text x={x + rh * 0.5} y={mid + fs * 0.32} size={fs * 0.8} fill={a} weight={700} anchor="middle">
                      {initials(item)}
                    </Text>
                  </g>
                )}
                {lead === 'dot' && (
                  <circle cx={x + rh * 0.5} cy={mid} r={rh * 0.16} fill={a} opacity={0.35 + (i % 3) * 0.2} />
                )}
                {lead === 'time' && (
                  <Text x={x + fs * 0.6} y={mid + fs * 0.3} size={fs * 0.72} fill={p.muted} weight={600}>
                    {block.times?.[i] ?? ''}
                  </Text>
                )}
                <Text
                  x={lx}
                  y={mid - (block.meta ? fs * 0.15 : -fs * 0.32)}
                  size={fs * 0.88}
                  fill={p.ink}
                  weight={650}
                  w={w - (lx - x) - bw - fs}
                >
                  {item}
                </Text>
                {block.meta?.[i] && (
                  <Text x={lx} y={mid + fs * 1.05} size={fs * 0.75} fill={p.muted} w={w - (lx - x) - bw - fs}>
                    {block.meta[i] ?? ''}
                  </Text>
                )}
                {badge && (
                  <Chip
                    x={x + w - bw - fs * 0.6}
                    y={mid - fs * 0.7}
                    t={badge}
                    fill={tone(badge, a, true)}
                    color={tone(badge, a, false)}
                    size={fs * 0.7}
                  />
                )}
                {lead === 'progress' && (
                  <g>
                    <rect x={lx} y={mid + fs * 0.6} width={w - (lx - x) - fs} height={fs * 0.35} rx={2} fill={p.line} />
                    <rect
                      x={lx}
                      y={mid + fs * 0.6}
                      width={((w - (lx - x) - fs) * (block.pct?.[i] ?? 50)) / 100}
                      height={fs * 0.35}
                      rx={2}
                      fill={a}
                    />
                  </g>
                )}
              </g>
            );
          })}
        </g>
      );
    }
    case 'stats': {
      const n = block.items.length;
      const gap = fs * 0.7;
      const cw = (w - gap * (n - 1)) / n;
      return (
        <g key={key}>
          {block.items.map(([value, label], i) => {
            const cx = x + i * (cw + gap);
            return (
              <g key={i}>
                <Card b={{ x: cx, y, w: cw, h }} p={p} />
                <Text
                  x={cx + fs * 0.8}
                  y={y + h * 0.36 + fs * 0.3}
                  size={fs * 0.72}
                  fill={p.muted}
                  weight={600}
                  w={cw - fs * 1.2}
                >
                  {label}
                </Text>
                <Text
                  x={cx + fs * 0.8}
                  y={y + h * 0.36 + fs * 1.9}
                  size={fs * 1.45}
                  fill={i === 0 ? a : p.ink}
                  weight={750}
                  w={cw - fs * 1.2}
                >
                  {value}
                </Text>
              </g>
            );
          })}
        </g>
      );
    }
    case 'line':
    case 'bars':
    case 'candles':
    case 'scatter': {
      const pad = fs * 0.8;
      const top = y + (block.t ? fs * 2.2 : pad);
      const plot = { x: x + pad, y: top, w: w - pad * 2, h: y + h - pad - top };
      const v = block.k === 'scatter' ? [] : block.v;
      const max = Math.max(...v, 1);
      const px = (i: number, n: number) => plot.x + (plot.w * (i + 0.5)) / n;
      const py = (val: number) => plot.y + plot.h - (plot.h * val) / max;
      return (
        <g key={key}>
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
    case 'hbars': {
      const n = block.items.length;
      const rh = h / n;
      const lw = w * 0.36;
      return (
        <g key={key}>
          <Card b={b} p={p} />
          {block.items.map(([label, val], i) => {
            const ry = y + i * rh + rh / 2;
            return (
              <g key={i}>
                <Text x={x + fs * 0.8} y={ry + fs * 0.3} size={fs * 0.8} fill={p.ink} weight={600} w={lw - fs}>
                  {label}
                </Text>
                <rect x={x + lw} y={ry - fs * 0.4} width={w - lw - fs * 3.2} height={fs * 0.8} rx={3} fill={p.line} />
                <rect
                  x={x + lw}
                  y={ry - fs * 0.4}
                  width={((w - lw - fs * 3.2) * val) / 100}
                  height={fs * 0.8}
                  rx={3}
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
    case 'donut': {
      const r = Math.min(w, h) * 0.3;
      const cx = x + w / 2;
      const cy = y + h / 2 + fs * 0.4;
      const c = 2 * Math.PI * r;
      return (
        <g key={key}>
          <Card b={b} p={p} />
          <Text x={x + fs * 0.8} y={y + fs * 1.5} size={fs * 0.85} fill={p.ink} weight={700} w={w - fs * 1.6}>
            {block.t}
          </Text>
          <circle cx={cx} cy={cy} r={r} fill="none" stroke={p.line} strokeWidth={r * 0.32} />
          <circle
            cx={cx}
            cy={cy}
            r={r}
            fill="none"
            stroke={a}
            strokeWidth={r * 0.32}
            strokeDasharray={`${(c * block.v) / 100} ${c}`}
            transform={`rotate(-90 ${cx} ${cy})`}
          />
          <Text x={cx} y={cy + fs * 0.45} size={fs * 1.2} fill={p.ink} weight={750} anchor="middle">
            {`${block.v}%`}
          </Text>
        </g>
      );
    }
    case 'rings': {
      const n = block.items.length;
      const cw = w / n;
      return (
        <g key={key}>
          <Card b={b} p={p} />
          {block.items.map(([label, val], i) => {
            const cx = x + cw * (i + 0.5);
            const r = Math.min(cw, h) * 0.26;
            const cy = y + h * 0.42;
            const c = 2 * Math.PI * r;
            const color = [a, WARN, GOOD][i % 3] ?? a;
            return (
              <g key={i}>
                <circle cx={cx} cy={cy} r={r} fill="none" stroke={p.line} strokeWidth={r * 0.28} />
                <circle
                  cx={cx}
                  cy={cy}
                  r={r}
                  fill="none"
                  stroke={color}
                  strokeWidth={r * 0.28}
                  strokeLinecap="round"
                  strokeDasharray={`${(c * val) / 100} ${c}`}
                  transform={`rotate(-90 ${cx} ${cy})`}
                />
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
    case 'table': {
      const rows = block.rows.length + 1;
      const rh = h / rows;
      const n = block.head.length;
      const cw = (w - fs) / n;
      return (
        <g key={key}>
          <Card b={b} p={p} />
          <rect x={x + 1} y={y + 1} width={w - 2} height={rh - 1} rx={7} fill={p.bg} />
          {block.head.map((hd, c) => (
            <Text
              key={c}
              x={x + fs * 0.6 + c * cw}
              y={y + rh / 2 + fs * 0.3}
              size={fs * 0.72}
              fill={p.muted}
              weight={700}
              w={cw - 4}
            >
              {hd.toUpperCase()}
            </Text>
          ))}
          {block.rows.map((row, r) => {
            const ry = y + (r + 1) * rh;
            return (
              <g key={r}>
                <line x1={x} x2={x + w} y1={ry} y2={ry} stroke={p.line} />
                {row.map((cell, c) =>
                  c === block.status ? (
                    <Chip
                      key={c}
                      x={x + fs * 0.6 + c * cw}
                      y={ry + rh / 2 - fs * 0.65}
                      t={fit(cell, cw, fs * 0.9)}
                      fill={tone(cell, a, true)}
                      color={tone(cell, a, false)}
                      size={fs * 0.65}
                    />
                  ) : (
                    <Text
                      key={c}
                      x={x + fs * 0.6 + c * cw}
                      y={ry + rh / 2 + fs * 0.3}
                      size={fs * 0.8}
                      fill={c === 0 ? p.ink : p.muted}
                      weight={c === 0 ? 650 : 500}
                      w={cw - 6}
                    >
                      {cell}
                    </Text>
                  ),
                )}
              </g>
            );
          })}
        </g>
      );
    }
    case 'kanban': {
      const n = block.cols.length;
      const gap = fs * 0.7;
      const cw = (w - gap * (n - 1)) / n;
      return (
        <g key={key}>
          {block.cols.map(([title, count], c) => {
            const cx = x + c * (cw + gap);
            return (
              <g key={c}>
                <rect x={cx} y={y} width={cw} height={h} rx={8} fill={p.bg} stroke={p.line} />
                <circle cx={cx + fs} cy={y + fs * 1.3} r={fs * 0.3} fill={a} opacity={0.3 + c * 0.2} />
                <Text x={cx + fs * 1.6} y={y + fs * 1.6} size={fs * 0.8} fill={p.ink} weight={700} w={cw - fs * 3.5}>
                  {title}
                </Text>
                <Text x={cx + cw - fs * 0.6} y={y + fs * 1.6} size={fs * 0.75} fill={p.muted} weight={700} anchor="end">
                  {String(count)}
                </Text>
                {Array.from({ length: Math.min(count, 4) }, (_, i) => {
                  const ch = (h - fs * 3) / 4 - 6;
                  const cy = y + fs * 2.6 + i * (ch + 6);
                  return (
                    <g key={i}>
                      <rect x={cx + 5} y={cy} width={cw - 10} height={ch} rx={6} fill={p.card} stroke={p.line} />
                      <rect
                        x={cx + 11}
                        y={cy + ch * 0.22}
                        width={(cw - 22) * (0.5 + ((i + c) % 3) * 0.15)}
                        height={fs * 0.5}
                        rx={2}
                        fill={p.soft}
                      />
                      <rect
                        x={cx + 11}
                        y={cy + ch * 0.6}
                        width={(cw - 22) * 0.35}
                        height={fs * 0.45}
                        rx={2}
                        fill={a}
                        opacity={0.5}
                      />
                      <circle cx={cx + cw - 16} cy={cy + ch * 0.62} r={fs * 0.45} fill={a} opacity={0.25} />
                    </g>
                  );
                })}
              </g>
            );
          })}
        </g>
      );
    }
    case 'gantt': {
      const n = block.rows.length;
      const lw = w * 0.24;
      const rh = (h - fs * 2) / n;
      const gw = w - lw - fs;
      return (
        <g key={key}>
          <Card b={b} p={p} />
          {Array.from({ length: 8 }, (_, i) => (
            <g key={i}>
              <line
                x1={x + lw + (gw * i) / 8}
                x2={x + lw + (gw * i) / 8}
                y1={y + fs * 1.6}
                y2={y + h - 4}
                stroke={p.line}
              />
              <Text x={x + lw + (gw * i) / 8 + 3} y={y + fs * 1.2} size={fs * 0.65} fill={p.muted} weight={600}>
                {`W${i + 1}`}
              </Text>
            </g>
          ))}
          {block.rows.map(([label, start, len, slip], i) => {
            const ry = y + fs * 2 + i * rh;
            return (
              <g key={i}>
                <Text
                  x={x + fs * 0.6}
                  y={ry + rh / 2 + fs * 0.3}
                  size={fs * 0.75}
                  fill={p.ink}
                  weight={600}
                  w={lw - fs}
                >
                  {label}
                </Text>
                <rect
                  x={x + lw + (gw * start) / 8}
                  y={ry + rh * 0.58}
                  width={(gw * len) / 8}
                  height={rh * 0.16}
                  rx={2}
                  fill={p.soft}
                />
                <rect
                  x={x + lw + (gw * (start + (slip ?? 0))) / 8}
                  y={ry + rh * 0.2}
                  width={(gw * len) / 8}
                  height={rh * 0.34}
                  rx={3}
                  fill={slip ? BAD : a}
                  opacity={slip ? 0.8 : 0.85}
                />
              </g>
            );
          })}
          <line
            x1={x + lw + gw * 0.45}
            x2={x + lw + gw * 0.45}
            y1={y + fs * 1.6}
            y2={y + h - 4}
            stroke={BAD}
            strokeWidth={1.5}
          />
        </g>
      );
    }
    case 'plan': {
      return (
        <g key={key}>
          <rect x={x} y={y} width={w} height={h} rx={8} fill={p.card} stroke={p.line} />
          <g stroke={p.ink} strokeWidth={2} fill="none" opacity={0.7}>
            <rect x={x + w * 0.06} y={y + h * 0.06} width={w * 0.88} height={h * 0.88} />
            <path
              d={`M${x + w * 0.5} ${y + h * 0.06}V${y + h * 0.45}M${x + w * 0.06} ${y + h * 0.45}H${x + w * 0.4}M${x + w * 0.6} ${y + h * 0.45}H${x + w * 0.94}M${x + w * 0.35} ${y + h * 0.45}V${y + h * 0.94}M${x + w * 0.7} ${y + h * 0.62}V${y + h * 0.94}`}
            />
          </g>
          {block.pins.map(([fx, fy, state], i) => {
            const c = state === 2 ? GOOD : state === 1 ? WARN : BAD;
            const px = x + w * fx;
            const py = y + h * fy;
            return (
              <g key={i}>
                <path d={`M${px} ${py}c-7-9-9-12-9-16a9 9 0 0 1 18 0c0 4-2 7-9 16z`} fill={c} />
                <Text x={px} y={py - 13} size={fs * 0.7} fill="#fff" weight={750} anchor="middle">
                  {String(i + 1)}
                </Text>
              </g>
            );
          })}
        </g>
      );
    }
    case 'map': {
      return (
        <g key={key}>
          <rect x={x} y={y} width={w} height={h} rx={8} fill={p.dark ? '#16223b' : '#e8f0ea'} />
          <path
            d={`M${x} ${y + h * 0.7}q${w * 0.3}-${h * 0.2} ${w * 0.5}-${h * 0.05}t${w * 0.5}-${h * 0.3}`}
            stroke={p.card}
            strokeWidth={fs * 0.9}
            fill="none"
          />
          <path
            d={`M${x + w * 0.3} ${y}q${w * 0.05} ${h * 0.5}-${w * 0.1} ${h}`}
            stroke={p.card}
            strokeWidth={fs * 0.6}
            fill="none"
          />
          <path d={`M${x + w * 0.7} ${y}l-${w * 0.1} ${h}`} stroke={p.card} strokeWidth={fs * 0.5} fill="none" />
          <ellipse cx={x + w * 0.15} cy={y + h * 0.25} rx={w * 0.1} ry={h * 0.12} fill="#a5d8ff" opacity={0.7} />
          {block.pins.map(([fx, fy, label], i) => (
            <g key={i}>
              <path d={`M${x + w * fx} ${y + h * fy}c-7-9-9-12-9-16a9 9 0 0 1 18 0c0 4-2 7-9 16z`} fill={a} />
              <circle cx={x + w * fx} cy={y + h * fy - 16} r={3.5} fill="#fff" />
              {label && (
                <Chip x={x + w * fx + 8} y={y + h * fy - 22} t={label} fill={p.card} color={p.ink} size={fs * 0.65} />
              )}
            </g>
          ))}
        </g>
      );
    }
    case 'video': {
      const cx = x + w / 2;
      const cy = y + h / 2;
      return (
        <g key={key}>
          <rect x={x} y={y} width={w} height={h} rx={8} fill="#0b1226" />
          <ArtFill
            art={block.art ?? 'person'}
            b={{ x: x + w * 0.15, y: y + h * 0.08, w: w * 0.7, h: h * 0.78 }}
            a={a}
          />
          <circle cx={cx} cy={cy} r={Math.min(w, h) * 0.12} fill="#fff" opacity={0.92} />
          <path d={`M${cx - 4} ${cy - 7}l11 7l-11 7z`} fill="#0b1226" />
          {block.live && <Chip x={x + fs * 0.6} y={y + fs * 0.6} t="● LIVE" fill={BAD} color="#fff" size={fs * 0.65} />}
          <Text x={x + fs * 0.6} y={y + h - fs * 1.5} size={fs * 0.8} fill="#fff" weight={650} w={w - fs * 1.2}>
            {block.t}
          </Text>
          <rect
            x={x + fs * 0.6}
            y={y + h - fs * 0.9}
            width={w - fs * 1.2}
            height={3}
            rx={1.5}
            fill="#fff"
            opacity={0.3}
          />
          <rect x={x + fs * 0.6} y={y + h - fs * 0.9} width={(w - fs * 1.2) * 0.4} height={3} rx={1.5} fill={a} />
        </g>
      );
    }
    case 'form': {
      const cols = block.cols ?? 1;
      const n = block.fields.length;
      const rows = Math.ceil(n / cols) + 1;
      const rh = h / rows;
      const gap = fs * 0.7;
      const cw = (w - gap * (cols - 1)) / cols;
      return (
        <g key={key}>
          {block.fields.map((field, i) => {
            const fx = x + (i % cols) * (cw + gap);
            const fy = y + Math.floor(i / cols) * rh;
            return (
              <g key={i}>
                <Text x={fx} y={fy + fs * 0.9} size={fs * 0.72} fill={p.muted} weight={650} w={cw}>
                  {field}
                </Text>
                <rect
                  x={fx}
                  y={fy + fs * 1.3}
                  width={cw}
                  height={Math.max(fs * 1.6, rh - fs * 1.8)}
                  rx={6}
                  fill={p.card}
                  stroke={i === 0 ? a : p.line}
                />
              </g>
            );
          })}
          <rect
            x={x}
            y={y + h - rh + fs * 0.5}
            width={Math.min(w, fs * 11)}
            height={rh - fs * 0.8}
            rx={(rh - fs * 0.8) / 2}
            fill={a}
          />
          <Text
            x={x + Math.min(w, fs * 11) / 2}
            y={y + h - rh / 2 + fs * 0.42}
            size={fs * 0.85}
            fill="#fff"
            weight={700}
            anchor="middle"
          >
            {block.cta}
          </Text>
        </g>
      );
    }
    case 'chips': {
      let cx = x;
      const size = fs * 0.78;
      return (
        <g key={key}>
          {block.items.map((item, i) => {
            const cw = chipWidth(item, size);
            if (cx + cw > x + w) return null;
            const chip = (
              <Chip
                key={i}
                x={cx}
                y={y + h / 2 - size}
                t={item}
                fill={i === (block.on ?? 0) ? a : p.card}
                color={i === (block.on ?? 0) ? '#fff' : p.ink}
                size={size}
              />
            );
            cx += cw + size * 0.7;
            return chip;
          })}
        </g>
      );
    }
    case 'button':
      return (
        <g key={key}>
          {block.ghost && (
            <g>
              <rect
                x={x}
                y={y + 2}
                width={w / 2 - 4}
                height={h - 4}
                rx={(h - 4) / 2}
                fill={p.card}
                stroke={block.ghostColor ?? a}
                strokeWidth={1.5}
              />
              <Text
                x={x + w / 4}
                y={y + h / 2 + fs * 0.35}
                size={fs * 0.9}
                fill={block.ghostColor ?? a}
                weight={700}
                anchor="middle"
              >
                {block.ghost}
              </Text>
            </g>
          )}
          <rect
            x={block.ghost ? x + w / 2 + 4 : x}
            y={y + 2}
            width={block.ghost ? w / 2 - 4 : w}
            height={h - 4}
            rx={(h - 4) / 2}
            fill={block.color ?? a}
          />
          <Text
            x={block.ghost ? x + (w * 3) / 4 : x + w / 2}
            y={y + h / 2 + fs * 0.35}
            size={fs * 0.9}
            fill="#fff"
            weight={700}
            anchor="middle"
          >
            {block.t}
          </Text>
        </g>
      );
    case 'search':
      return (
        <g key={key}>
          <rect x={x} y={y} width={w} height={h} rx={h / 2} fill={p.card} stroke={p.line} />
          <circle cx={x + h * 0.5} cy={y + h * 0.46} r={h * 0.16} fill="none" stroke={p.muted} strokeWidth={1.6} />
          <path d={`M${x + h * 0.62} ${y + h * 0.58}l${h * 0.12} ${h * 0.12}`} stroke={p.muted} strokeWidth={1.6} />
          <Text x={x + h * 0.95} y={y + h / 2 + fs * 0.3} size={fs * 0.82} fill={p.muted} w={w - h * 1.2}>
            {block.t}
          </Text>
        </g>
      );
    case 'chat': {
      const n = block.msgs.length;
      const rh = h / n;
      return (
        <g key={key}>
          {block.msgs.map(([me, msg], i) => {
            const bw = Math.min(w * 0.78, msg.length * fs * 0.5 + fs * 1.6);
            const bx = me ? x + w - bw : x;
            return (
              <g key={i}>
                <rect
                  x={bx}
                  y={y + i * rh + 3}
                  width={bw}
                  height={rh - 6}
                  rx={10}
                  fill={me ? a : p.card}
                  stroke={me ? 'none' : p.line}
                />
                <Text
                  x={bx + fs * 0.7}
                  y={y + i * rh + rh / 2 + fs * 0.3}
                  size={fs * 0.8}
                  fill={me ? '#fff' : p.ink}
                  w={bw - fs * 1.2}
                >
                  {msg}
                </Text>
              </g>
            );
          })}
        </g>
      );
    }
    case 'heat': {
      const n = block.rows.length;
      const lw = w * 0.26;
      const rh = (h - fs * 1.6) / n;
      const cw = (w - lw - 6) / block.cols.length;
      return (
        <g key={key}>
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
    case 'units': {
      const floors = block.v.length;
      const per = block.v[0]?.length ?? 1;
      const lw = fs * 2.2;
      const rh = (h - fs * 1.8) / floors;
      const cw = (w - lw) / per;
      const fill = { a: GOOD, b: p.soft, h: WARN } as const;
      return (
        <g key={key}>
          {block.v.map((floor, i) => (
            <g key={i}>
              <Text x={x} y={y + rh * (i + 0.5) + fs * 0.3} size={fs * 0.72} fill={p.muted} weight={650}>
                {`${floors - i}F`}
              </Text>
              {[...floor].map((s, j) => (
                <rect
                  key={j}
                  x={x + lw + cw * j + 2}
                  y={y + rh * i + 2}
                  width={cw - 4}
                  height={rh - 4}
                  rx={3}
                  fill={fill[s as keyof typeof fill] ?? p.soft}
                  opacity={s === 'b' ? 1 : 0.85}
                />
              ))}
            </g>
          ))}
          {(
            [
              ['Available', GOOD],
              ['On hold', WARN],
              ['Booked', p.soft],
            ] as const
          ).map(([label, c], i) => (
            <g key={label}>
              <rect x={x + lw + i * fs * 7} y={y + h - fs * 1.1} width={fs * 0.8} height={fs * 0.8} rx={2} fill={c} />
              <Text
                x={x + lw + i * fs * 7 + fs * 1.2}
                y={y + h - fs * 0.4}
                size={fs * 0.72}
                fill={p.muted}
                weight={600}
              >
                {label}
              </Text>
            </g>
          ))}
        </g>
      );
    }
    case 'steps': {
      const n = block.items.length;
      const cw = w / n;
      const cy = y + h * 0.38;
      return (
        <g key={key}>
          <line x1={x + cw / 2} x2={x + w - cw / 2} y1={cy} y2={cy} stroke={p.line} strokeWidth={2} />
          <line x1={x + cw / 2} x2={x + cw / 2 + cw * block.on} y1={cy} y2={cy} stroke={a} strokeWidth={2} />
          {block.items.map((item, i) => (
            <g key={i}>
              <circle
                cx={x + cw * (i + 0.5)}
                cy={cy}
                r={fs * 0.65}
                fill={i <= block.on ? a : p.card}
                stroke={i <= block.on ? a : p.soft}
                strokeWidth={1.5}
              />
              <Text
                x={x + cw * (i + 0.5)}
                y={cy + fs * 0.3}
                size={fs * 0.65}
                fill={i <= block.on ? '#fff' : p.muted}
                weight={700}
                anchor="middle"
              >
                {String(i + 1)}
              </Text>
              <Text
                x={x + cw * (i + 0.5)}
                y={cy + fs * 2}
                size={fs * 0.7}
                fill={i <= block.on ? p.ink : p.muted}
                weight={600}
                anchor="middle"
                w={cw}
              >
                {item}
              </Text>
            </g>
          ))}
        </g>
      );
    }
    case 'options': {
      const top = block.q ? fs * 2.6 : 0;
      const n = block.items.length;
      const rh = (h - top) / n;
      return (
        <g key={key}>
          {block.q && (
            <Text x={x} y={y + fs * 1.3} size={fs * 0.95} fill={p.ink} weight={700} w={w}>
              {block.q}
            </Text>
          )}
          {block.items.map((item, i) => {
            const ry = y + top + i * rh;
            const on = i === block.on;
            return (
              <g key={i}>
                <rect
                  x={x}
                  y={ry + 3}
                  width={w}
                  height={rh - 6}
                  rx={8}
                  fill={on ? p.bg : p.card}
                  stroke={on ? a : p.line}
                  strokeWidth={on ? 1.8 : 1}
                />
                <circle
                  cx={x + fs * 1.1}
                  cy={ry + rh / 2}
                  r={fs * 0.45}
                  fill={on ? a : p.card}
                  stroke={on ? a : p.soft}
                  strokeWidth={1.5}
                />
                <Text
                  x={x + fs * 2.1}
                  y={ry + rh / 2 + fs * 0.3}
                  size={fs * 0.85}
                  fill={p.ink}
                  weight={on ? 700 : 500}
                  w={w - fs * 2.6}
                >
                  {item}
                </Text>
              </g>
            );
          })}
        </g>
      );
    }
    case 'scan': {
      const fw = w * 0.8;
      const fh = Math.min(h * 0.34, fw * 0.4);
      const fx = x + (w - fw) / 2;
      const fy = y + h * 0.34;
      const corner = (cx: number, cy: number, dx: number, dy: number) => `M${cx} ${cy + dy * 14}V${cy}H${cx + dx * 14}`;
      return (
        <g key={key}>
          <rect x={x} y={y} width={w} height={h} rx={8} fill="#101828" />
          <rect
            x={x + w * 0.1}
            y={y + h * 0.22}
            width={w * 0.8}
            height={h * 0.58}
            rx={10}
            fill="#344054"
            opacity={0.6}
          />
          <rect x={fx + 8} y={fy + fh * 0.3} width={fw - 16} height={fh * 0.4} rx={3} fill="#f2f4f7" opacity={0.9} />
          <Text
            x={x + w / 2}
            y={fy + fh * 0.5 + fs * 0.33}
            size={fs * 0.85}
            fill="#101828"
            weight={700}
            anchor="middle"
          >
            {block.t}
          </Text>
          <path
            d={`${corner(fx, fy, 1, 1)}${corner(fx + fw, fy, -1, 1)}${corner(fx, fy + fh, 1, -1)}${corner(fx + fw, fy + fh, -1, -1)}`}
            stroke={a}
            strokeWidth={3}
            fill="none"
          />
          <line
            x1={fx + 4}
            x2={fx + fw - 4}
            y1={fy + fh * 0.8}
            y2={fy + fh * 0.8}
            stroke={a}
            strokeWidth={2}
            opacity={0.9}
          />
          <Text x={x + w / 2} y={y + h * 0.14} size={fs * 0.8} fill="#fff" weight={600} anchor="middle">
            Align the VIN plate inside the frame
          </Text>
          <circle cx={x + w / 2} cy={y + h - fs * 2.6} r={fs * 1.6} fill="#fff" />
          <circle cx={x + w / 2} cy={y + h - fs * 2.6} r={fs * 1.25} fill="none" stroke="#101828" strokeWidth={2} />
        </g>
      );
    }
    case 'heart': {
      const cx = x + w / 2;
      const cy = y + h * 0.46;
      const s = Math.min(w, h) / 200;
      return (
        <g key={key}>
          <rect x={x} y={y} width={w} height={h} rx={8} fill="#0e1629" />
          <g transform={`translate(${cx} ${cy}) scale(${s})`}>
            <path
              d="M0 70C-60 30-80-10-62-42C-46-70-14-64 0-38C14-64 46-70 62-42C80-10 60 30 0 70Z"
              fill={BAD}
              opacity={0.85}
            />
            <path
              d="M-12-40C-14-70-2-86 10-92M14-38C22-66 40-74 52-72"
              stroke="#ffa8a8"
              strokeWidth={9}
              fill="none"
              strokeLinecap="round"
            />
            <path d="M-30-10C-20 10 0 20 20 4" stroke="#fff" strokeWidth={3} fill="none" opacity={0.5} />
          </g>
          {block.labels.map(([label, fx, fy], i) => (
            <g key={i}>
              <line
                x1={x + w * fx}
                y1={y + h * fy}
                x2={fx < 0.5 ? x + 6 : x + w - 6}
                y2={y + h * fy}
                stroke={p.soft}
                strokeWidth={0.8}
                strokeDasharray="2 2"
              />
              <circle cx={x + w * fx} cy={y + h * fy} r={3} fill="#fff" />
              <Text
                x={fx < 0.5 ? x + 6 : x + w - 6}
                y={y + h * fy - 4}
                size={fs * 0.72}
                fill="#fff"
                weight={650}
                anchor={fx < 0.5 ? 'start' : 'end'}
              >
                {label}
              </Text>
            </g>
          ))}
          <path
            d={`M${cx - fs * 3} ${y + h - fs * 1.2}a${fs * 3} ${fs} 0 1 0 ${fs * 6} 0`}
            stroke={a}
            strokeWidth={2}
            fill="none"
          />
          <Text x={cx} y={y + h - fs * 0.5} size={fs * 0.7} fill="#fff" weight={600} anchor="middle">
            Drag to rotate
          </Text>
        </g>
      );
    }
    case 'text': {
      return (
        <g key={key}>
          <Text x={x} y={y + fs * 1.4} size={fs * (block.size ?? 1.3)} fill={p.ink} weight={750} w={w}>
            {block.t}
          </Text>
          {block.s && (
            <Text x={x} y={y + fs * 3} size={fs * 1.05} fill={a} weight={750} w={w}>
              {block.s}
            </Text>
          )}
          {Array.from({ length: block.lines }, (_, i) => (
            <rect
              key={i}
              x={x}
              y={y + fs * (block.s ? 4 : 2.6) + i * fs * 1.1}
              width={w * (i === block.lines - 1 ? 0.55 : 0.92 - (i % 2) * 0.08)}
              height={fs * 0.5}
              rx={2}
              fill={p.soft}
            />
          ))}
        </g>
      );
    }
    case 'photos': {
      const gap = fs * 0.5;
      const cw = (w - gap * (block.n - 1)) / block.n;
      return (
        <g key={key}>
          {Array.from({ length: block.n }, (_, i) => (
            <ArtFill key={i} art={block.art ?? 'photo'} b={{ x: x + i * (cw + gap), y, w: cw, h }} a={a} i={i + 1} />
          ))}
        </g>
      );
    }
    case 'checklist': {
      const n = block.items.length;
      const rh = h / n;
      return (
        <g key={key}>
          <Card b={b} p={p} />
          {block.items.map(([item, done], i) => {
            const ry = y + i * rh + rh / 2;
            return (
              <g key={i}>
                <rect
                  x={x + fs * 0.7}
                  y={ry - fs * 0.5}
                  width={fs}
                  height={fs}
                  rx={3}
                  fill={done ? GOOD : p.card}
                  stroke={done ? GOOD : p.soft}
                  strokeWidth={1.5}
                />
                {done && (
                  <path
                    d={`M${x + fs * 0.9} ${ry}l${fs * 0.22} ${fs * 0.22}l${fs * 0.4}-${fs * 0.45}`}
                    stroke="#fff"
                    strokeWidth={1.6}
                    fill="none"
                  />
                )}
                <Text
                  x={x + fs * 2.2}
                  y={ry + fs * 0.3}
                  size={fs * 0.82}
                  fill={done ? p.ink : p.muted}
                  weight={600}
                  w={w - fs * 3}
                >
                  {item}
                </Text>
              </g>
            );
          })}
        </g>
      );
    }
    case 'flow': {
      const n = block.items.length;
      const gap = fs * 1.4;
      const cw = (w - gap * (n - 1)) / n;
      return (
        <g key={key}>
          {block.items.map((item, i) => {
            const cx = x + i * (cw + gap);
            return (
              <g key={i}>
                <rect
                  x={cx}
                  y={y}
                  width={cw}
                  height={h}
                  rx={8}
                  fill={i === n - 1 ? a : p.card}
                  stroke={i === n - 1 ? a : p.line}
                />
                <Text
                  x={cx + cw / 2}
                  y={y + h / 2 - fs * 0.1}
                  size={fs * 0.78}
                  fill={i === n - 1 ? '#fff' : p.ink}
                  weight={700}
                  anchor="middle"
                  w={cw - 6}
                >
                  {item[0]}
                </Text>
                <Text
                  x={cx + cw / 2}
                  y={y + h / 2 + fs * 1.1}
                  size={fs * 0.68}
                  fill={i === n - 1 ? '#fff' : p.muted}
                  weight={500}
                  anchor="middle"
                  w={cw - 6}
                >
                  {item[1]}
                </Text>
                {i < n - 1 && (
                  <path
                    d={`M${cx + cw + 3} ${y + h / 2}h${gap - 8}l-4-4m4 4l-4 4`}
                    stroke={a}
                    strokeWidth={1.6}
                    fill="none"
                  />
                )}
              </g>
            );
          })}
        </g>
      );
    }
    case 'summary': {
      const n = block.items.length;
      const rh = h / n;
      return (
        <g key={key}>
          <Card b={b} p={p} />
          {block.items.map(([label, value], i) => {
            const last = i === n - 1;
            const ry = y + rh * (i + 0.5) + fs * 0.3;
            return (
              <g key={i}>
                {last && (
                  <line x1={x + fs * 0.7} x2={x + w - fs * 0.7} y1={y + rh * i} y2={y + rh * i} stroke={p.line} />
                )}
                <Text
                  x={x + fs * 0.8}
                  y={ry}
                  size={fs * (last ? 0.9 : 0.8)}
                  fill={last ? p.ink : p.muted}
                  weight={last ? 750 : 550}
                >
                  {label}
                </Text>
                <Text
                  x={x + w - fs * 0.8}
                  y={ry}
                  size={fs * (last ? 0.95 : 0.8)}
                  fill={last ? a : p.ink}
                  weight={700}
                  anchor="end"
                >
                  {value}
                </Text>
              </g>
            );
          })}
        </g>
      );
    }
  }
}

function tone(label: string, accent: string, soft: boolean): string {
  const l = label.toLowerCase();
  const good =
    /(paid|done|fits|approved|delivered|booked visit|on track|ready|passed|in stock|won|shipped|active|present|downloaded|✓)/.test(
      l,
    );
  const bad = /(overdue|rejected|high|delayed|late|failed|open|urgent|at risk)/.test(l);
  const warn = /(pending|hold|review|medium|new|due|packing|follow|partial|draft)/.test(l);
  const c = good ? GOOD : bad ? BAD : warn ? WARN : accent;
  if (!soft) return c === WARN ? '#9a5b00' : c;
  return `${c}22`;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0] ?? '')
    .join('')
    .toUpperCase();
}

/** Lays out rows top to bottom in `box`: each row takes its share of the height, its blocks share the width. */
function layoutRows(rows: Row[], box: Box, p: Palette, fs: number, gap: number): ReactNode[] {
  const total = rows.reduce((sum, row) => sum + row.h, 0);
  const free = box.h - gap * (rows.length - 1);
  let y = box.y;
  const out: ReactNode[] = [];
  rows.forEach((row, r) => {
    const h = (free * row.h) / total;
    const weights = row.b.map((block) => block.w ?? 1);
    const sum = weights.reduce((s, v) => s + v, 0);
    const freeW = box.w - gap * (row.b.length - 1);
    let x = box.x;
    row.b.forEach((block, i) => {
      const w = (freeW * (weights[i] ?? 1)) / sum;
      out.push(<g key={`${r}-${i}`}>{drawBlock(block, { x, y, w, h }, p, fs, i)}</g>);
      x += w + gap;
    });
    y += h + gap;
  });
  return out;
}

/** Navigation drawn around the content: a side bar, a top menu or a bottom tab bar. */
function drawChrome(
  screen: ScreenDef,
  box: Box,
  p: Palette,
  fs: number,
  brand: string,
): { content: Box; chrome: ReactNode } {
  const a = p.accent;
  const nav = screen.nav ?? 'none';
  if (nav === 'side') {
    const sw = box.w * 0.19;
    const items = screen.menu ?? ['Overview', 'Projects', 'Reports', 'Team', 'Settings'];
    return {
      content: { x: box.x + sw + fs, y: box.y + fs * 3.6, w: box.w - sw - fs * 2, h: box.h - fs * 4.4 },
      chrome: (
        <g>
          <rect x={box.x} y={box.y} width={sw} height={box.h} fill={p.dark ? '#0a1020' : '#0f172a'} />
          <rect x={box.x + fs * 0.8} y={box.y + fs * 0.8} width={fs * 1.4} height={fs * 1.4} rx={4} fill={a} />
          <Text x={box.x + fs * 2.6} y={box.y + fs * 1.85} size={fs * 0.9} fill="#fff" weight={750} w={sw - fs * 3}>
            {brand}
          </Text>
          {items.map((item, i) => (
            <g key={item}>
              {i === (screen.menuOn ?? 0) && (
                <rect
                  x={box.x + fs * 0.5}
                  y={box.y + fs * (3.4 + i * 2.1)}
                  width={sw - fs}
                  height={fs * 1.7}
                  rx={5}
                  fill={a}
                  opacity={0.9}
                />
              )}
              <Text
                x={box.x + fs * 1.1}
                y={box.y + fs * (4.55 + i * 2.1)}
                size={fs * 0.8}
                fill={i === (screen.menuOn ?? 0) ? '#fff' : '#94a3b8'}
                weight={600}
                w={sw - fs * 1.6}
              >
                {item}
              </Text>
            </g>
          ))}
          <Text
            x={box.x + sw + fs}
            y={box.y + fs * 2.2}
            size={fs * 1.25}
            fill={p.ink}
            weight={750}
            w={box.w - sw - fs * 10}
          >
            {screen.title}
          </Text>
          <circle cx={box.x + box.w - fs * 1.4} cy={box.y + fs * 1.6} r={fs * 0.8} fill={a} opacity={0.25} />
          <rect
            x={box.x + box.w - fs * 9}
            y={box.y + fs * 0.9}
            width={fs * 6}
            height={fs * 1.4}
            rx={fs * 0.7}
            fill={p.card}
            stroke={p.line}
          />
        </g>
      ),
    };
  }
  if (nav === 'top') {
    const items = screen.menu ?? ['Shop', 'Collections', 'Stories', 'Contact'];
    const bh = fs * 2.8;
    return {
      content: { x: box.x + fs, y: box.y + bh + fs * 0.8, w: box.w - fs * 2, h: box.h - bh - fs * 1.6 },
      chrome: (
        <g>
          <rect x={box.x} y={box.y} width={box.w} height={bh} fill={p.card} />
          <line x1={box.x} x2={box.x + box.w} y1={box.y + bh} y2={box.y + bh} stroke={p.line} />
          <Text x={box.x + fs} y={box.y + bh / 2 + fs * 0.4} size={fs * 1.15} fill={a} weight={800}>
            {brand}
          </Text>
          {items.map((item, i) => (
            <Text
              key={item}
              x={box.x + box.w * 0.42 + i * fs * 6.2}
              y={box.y + bh / 2 + fs * 0.3}
              size={fs * 0.78}
              fill={p.ink}
              weight={600}
            >
              {item}
            </Text>
          ))}
          <rect
            x={box.x + box.w - fs * 6.6}
            y={box.y + bh / 2 - fs * 0.75}
            width={fs * 5.6}
            height={fs * 1.5}
            rx={fs * 0.75}
            fill={a}
          />
          <Text
            x={box.x + box.w - fs * 3.8}
            y={box.y + bh / 2 + fs * 0.28}
            size={fs * 0.72}
            fill="#fff"
            weight={700}
            anchor="middle"
          >
            {screen.action ?? 'Enquire'}
          </Text>
        </g>
      ),
    };
  }
  if (nav === 'tabs') {
    const th = fs * 3.2;
    const items = screen.menu ?? ['Home', 'Search', 'Orders', 'Profile'];
    const tw = box.w / items.length;
    return {
      content: { x: box.x + fs, y: box.y + fs, w: box.w - fs * 2, h: box.h - th - fs * 1.8 },
      chrome: (
        <g>
          <rect x={box.x} y={box.y + box.h - th} width={box.w} height={th} fill={p.card} />
          <line x1={box.x} x2={box.x + box.w} y1={box.y + box.h - th} y2={box.y + box.h - th} stroke={p.line} />
          {items.map((item, i) => (
            <g key={item}>
              <rect
                x={box.x + tw * (i + 0.5) - fs * 0.55}
                y={box.y + box.h - th + fs * 0.6}
                width={fs * 1.1}
                height={fs * 1.1}
                rx={3}
                fill={i === (screen.menuOn ?? 0) ? a : p.soft}
              />
              <Text
                x={box.x + tw * (i + 0.5)}
                y={box.y + box.h - fs * 0.55}
                size={fs * 0.62}
                fill={i === (screen.menuOn ?? 0) ? a : p.muted}
                weight={650}
                anchor="middle"
              >
                {item}
              </Text>
            </g>
          ))}
        </g>
      ),
    };
  }
  return { content: { x: box.x + fs, y: box.y + fs, w: box.w - fs * 2, h: box.h - fs * 2 }, chrome: null };
}

/** One screen in its device frame, as a group placed at the origin; returns the frame's size too. */
function device(
  frame: Frame,
  screen: ScreenDef,
  accent: string,
  brand: string,
  domain: string,
): { node: ReactNode; w: number; h: number } {
  const p: Palette = { ...(screen.dark ? dark : light), accent, dark: screen.dark ?? false };
  if (frame === 'phone') {
    const fs = 10.5;
    const bar = { x: 14, y: 40, w: 212, h: 48 };
    const area = { x: 14, y: bar.y + bar.h, w: 212, h: 466 - bar.y - bar.h };
    const { content, chrome } = drawChrome(screen, area, p, fs, brand);
    return {
      w: 240,
      h: 480,
      node: (
        <g>
          <rect x={2} y={2} width={236} height={476} rx={36} fill="#0b1226" />
          <rect x={14} y={14} width={212} height={452} rx={26} fill={p.bg} />
          <rect x={14} y={14} width={212} height={bar.y + bar.h - 14} fill={screen.dark ? p.card : accent} />
          <rect x={14} y={14} width={212} height={30} rx={26} fill={screen.dark ? p.card : accent} />
          <Text x={30} y={31} size={9} fill="#fff" weight={700}>
            9:41
          </Text>
          <rect x={90} y={21} width={60} height={14} rx={7} fill="#0b1226" />
          <rect x={194} y={24} width={16} height={8} rx={2} fill="none" stroke="#fff" opacity={0.9} />
          <Text x={28} y={bar.y + 30} size={15} fill="#fff" weight={750} w={150}>
            {screen.title}
          </Text>
          <circle cx={204} cy={bar.y + 25} r={9} fill="#fff" opacity={0.25} />
          {chrome}
          {layoutRows(screen.rows, content, p, fs, 7)}
        </g>
      ),
    };
  }
  const fs = 11;
  const screenBox = { x: 12, y: 12, w: 616, h: 376 };
  const bar = 28;
  const area = { x: screenBox.x, y: screenBox.y + bar, w: screenBox.w, h: screenBox.h - bar };
  const { content, chrome } = drawChrome(screen, area, p, fs, brand);
  const laptop = frame === 'laptop';
  return {
    w: 640,
    h: laptop ? 420 : 400,
    node: (
      <g>
        <rect x={0} y={0} width={640} height={400} rx={laptop ? 16 : 12} fill={laptop ? '#0b1226' : '#cbd5e1'} />
        <rect
          x={screenBox.x}
          y={screenBox.y}
          width={screenBox.w}
          height={screenBox.h}
          rx={laptop ? 6 : 4}
          fill={p.bg}
        />
        <rect
          x={screenBox.x}
          y={screenBox.y}
          width={screenBox.w}
          height={bar}
          rx={laptop ? 6 : 4}
          fill={laptop ? '#e2e8f0' : '#f1f5f9'}
        />
        <circle cx={30} cy={26} r={4.5} fill="#f87171" />
        <circle cx={46} cy={26} r={4.5} fill="#fbbf24" />
        <circle cx={62} cy={26} r={4.5} fill="#34d399" />
        <rect x={170} y={18} width={300} height={16} rx={8} fill="#fff" />
        <Text x={320} y={29.5} size={9} fill="#64748b" weight={600} anchor="middle">
          {`${domain}${screen.path ?? ''}`}
        </Text>
        {chrome}
        {layoutRows(screen.rows, content, p, fs, 10)}
        {laptop && <path d="M-12 400h664l-16 20H4z" fill="#1e293b" transform="translate(0 0)" />}
      </g>
    ),
  };
}

/** The two screens a cover composes: a desktop screen with the phone app, or two of a kind. */
function coverScreens(project: ProjectScreens): [ScreenDef, ScreenDef] {
  const { screens } = project;
  const count = screens.length;
  const pick = (i: number) => screens[((i % count) + count) % count] as ScreenDef;
  const desk = screens.find((s) => s.frame !== 'phone');
  const phone = screens.find((s) => s.frame === 'phone');
  const first = desk ?? phone ?? pick(0);
  const second = desk && phone ? phone : (screens.filter((s) => s.frame === first.frame)[1] ?? pick(1));
  return [first, second];
}

/** What an image shows, for its alternative text. */
export function describeProjectArt(slug: string, which: 'cover' | number): string {
  const project = projectScreens[slug];
  if (!project) throw new Error(`No screens are drawn for the project "${slug}" (app/components/project-screens.ts).`);
  if (which === 'cover') {
    const [first, second] = coverScreens(project);
    return `${project.client}: ${first.label} and ${second.label}`;
  }
  const s = project.screens[which];
  if (!s)
    throw new Error(`The project "${slug}" has ${project.screens.length} screens; screen ${which} does not exist.`);
  return `${project.client}: ${s.label}, on a ${s.frame === 'phone' ? 'phone' : s.frame === 'laptop' ? 'laptop' : 'browser window'}`;
}

interface ProjectArtProps {
  /** The project's slug (its file name in app/content/work). */
  slug: string;
  /** 'cover' composes two screens of the project; a number draws that screen (0-based) in its device. */
  which: 'cover' | number;
}

/**
 * A standalone SVG document (xmlns, a <title>) for an image file: the pages show it
 * with <img>, so its drawing costs no JavaScript and no page weight until it is seen.
 */
export function ProjectArt({ slug, which }: ProjectArtProps) {
  const project = projectScreens[slug];
  if (!project) throw new Error(`No screens are drawn for the project "${slug}" (app/components/project-screens.ts).`);
  const { accent, brand, domain } = project;
  const title = <title>{describeProjectArt(slug, which)}</title>;
  const common = {
    xmlns: 'http://www.w3.org/2000/svg',
    fontFamily: 'Inter, system-ui, -apple-system, Segoe UI, Roboto, sans-serif',
  };

  if (which === 'cover') {
    const [first, second] = coverScreens(project);
    const one = device(first.frame, first, accent, brand, domain);
    const two = device(second.frame, second, accent, brand, domain);
    if (first.frame !== 'phone' && second.frame === 'phone') {
      // A laptop or window with the phone app in front of it, bottom right.
      return (
        <svg {...common} viewBox="-14 -4 760 470" width="760" height="470">
          {title}
          <g transform="translate(0 20)">{one.node}</g>
          <g transform="translate(560 96) scale(0.74)">{two.node}</g>
        </svg>
      );
    }
    if (first.frame === 'phone') {
      return (
        <svg {...common} viewBox="0 0 470 500" width="470" height="500">
          {title}
          <g transform="translate(228 30) scale(0.94)">{two.node}</g>
          <g transform="translate(10 4)">{one.node}</g>
        </svg>
      );
    }
    return (
      <svg {...common} viewBox="-14 0 760 480" width="760" height="480">
        {title}
        <g transform="translate(200 0) scale(0.82)">{two.node}</g>
        <g transform="translate(0 118) scale(0.82)">{one.node}</g>
      </svg>
    );
  }

  describeProjectArt(slug, which); // refuses a screen that does not exist
  const s = project.screens[which] as ScreenDef;
  const d = device(s.frame, s, accent, brand, domain);
  const pad = s.frame === 'laptop' ? 12 : 0;
  return (
    <svg {...common} viewBox={`${-pad} 0 ${d.w + pad * 2} ${d.h}`} width={d.w + pad * 2} height={d.h}>
      {title}
      {d.node}
    </svg>
  );
}
