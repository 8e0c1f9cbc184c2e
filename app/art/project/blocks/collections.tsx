/**
 * Renderers of blocks that show many records: product cards, lists, figures, a table,
 * a checklist and a summary of totals.
 */
import type { ReactNode } from 'react';
import type { BlockOf } from '../../schema.ts';
import {
  Card,
  Chip,
  GOOD,
  Meter,
  type Palette,
  Text,
  chipWidth,
  fit,
  initials,
  tone,
  type Canvas,
} from '../primitives.tsx';
import { ArtFill } from '../subjects.tsx';

/** A card's or a row's progress bar, thin and in the accent colour, `pct` per cent full. */
function progressBar(at: { x: number; y: number; w: number }, pct: number, p: Palette, fs: number): ReactNode {
  return (
    <g>
      <Meter x={at.x} y={at.y} w={at.w} h={fs * 0.35} pct={pct} track={p.line} fill={p.accent} />
    </g>
  );
}

/** A grid of cards, each an image with a label, a price or note, and an optional progress bar. */
export function drawCards(block: BlockOf<'cards'>, { p, a, fs, x, y, w, h }: Canvas): ReactNode {
  const cols = block.cols;
  const rows = Math.ceil(block.n / cols);
  const gap = fs * 0.7;
  const cw = (w - gap * (cols - 1)) / cols;
  const ch = (h - gap * (rows - 1)) / rows;
  return (
    <g>
      {Array.from({ length: block.n }, (_, i) => {
        const cx = x + (i % cols) * (cw + gap);
        const cy = y + Math.floor(i / cols) * (ch + gap);
        const label = block.labels?.[i] ?? '';
        const meta = block.meta?.[i];
        const imgH = ch - fs * (meta ? 3.4 : 2.3) - (block.progress ? fs : 0);
        return (
          <g key={i}>
            <Card b={{ x: cx, y: cy, w: cw, h: ch }} p={p} />
            <ArtFill art={block.art} b={{ x: cx + 4, y: cy + 4, w: cw - 8, h: imgH - 4 }} a={a} i={i} />
            <Text x={cx + 6} y={cy + imgH + fs * 1.25} size={fs * 0.85} fill={p.ink} weight={650} w={cw - 12}>
              {label}
            </Text>
            {meta && (
              <Text x={cx + 6} y={cy + imgH + fs * 2.4} size={fs * 0.8} fill={a} weight={700} w={cw - 12}>
                {meta}
              </Text>
            )}
            {block.progress &&
              progressBar({ x: cx + 6, y: cy + ch - fs * 0.9, w: cw - 12 }, ((i * 37) % 90) + 10, p, fs)}
          </g>
        );
      })}
    </g>
  );
}

/** Rows with a thumbnail, avatar, dot, time or progress bar, text and a status chip. */
export function drawList(block: BlockOf<'list'>, { p, a, fs, x, y, w, h }: Canvas): ReactNode {
  const n = block.items.length;
  const rh = h / n;
  // A row too short for two lines (a desktop list stacked into a phone's screen) shows its
  // title alone: the meta line would print over the next row.
  const withMeta = !!block.meta && rh >= fs * 2.6;
  return (
    <g>
      {block.items.map((item, i) => {
        const ry = y + i * rh;
        const mid = ry + rh / 2;
        const lead = block.lead ?? 'dot';
        // The lead takes only the width it draws in, so the row's words get the rest.
        const thumbW = Math.min(rh * 0.8, w * 0.3);
        const avatarW = Math.min(rh, fs * 3.2);
        const leadW = {
          none: fs * 0.8,
          progress: fs * 0.8,
          dot: fs * 2.2,
          time: fs * 3.6,
          avatar: avatarW + fs * 0.2,
          thumb: thumbW + fs,
        }[lead];
        const lx = x + leadW;
        const badge = block.badge?.[i];
        const bw = badge ? chipWidth(badge, fs * 0.7) : 0;
        return (
          <g key={i}>
            <rect x={x} y={ry + 2} width={w} height={rh - 4} rx={8} fill={p.card} stroke={p.line} />
            {lead === 'thumb' && (
              <ArtFill art={block.art} b={{ x: x + 5, y: ry + 6, w: thumbW, h: rh - 12 }} a={a} i={i} />
            )}
            {lead === 'avatar' && (
              <g>
                <circle cx={x + avatarW / 2} cy={mid} r={avatarW * 0.3} fill={a} opacity={0.2 + (i % 3) * 0.15} />
                <Text x={x + avatarW / 2} y={mid + fs * 0.32} size={fs * 0.8} fill={a} weight={700} anchor="middle">
                  {initials(item)}
                </Text>
              </g>
            )}
            {lead === 'dot' && (
              <circle
                cx={x + fs * 1.1}
                cy={mid}
                r={Math.min(rh * 0.16, fs * 0.5)}
                fill={a}
                opacity={0.35 + (i % 3) * 0.2}
              />
            )}
            {lead === 'time' && (
              <Text x={x + fs * 0.6} y={mid + fs * 0.3} size={fs * 0.72} fill={p.muted} weight={600}>
                {block.times?.[i] ?? ''}
              </Text>
            )}
            <Text
              x={lx}
              y={mid - (withMeta ? fs * 0.15 : -fs * 0.32)}
              size={fs * 0.88}
              fill={p.ink}
              weight={650}
              w={w - (lx - x) - bw - fs}
            >
              {item}
            </Text>
            {withMeta && block.meta?.[i] && (
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
            {lead === 'progress' &&
              progressBar({ x: lx, y: mid + fs * 0.6, w: w - (lx - x) - fs }, block.pct?.[i] ?? 50, p, fs)}
          </g>
        );
      })}
    </g>
  );
}

/** Figures in cards, the first in the accent colour. */
export function drawStats(block: BlockOf<'stats'>, { p, a, fs, x, y, w, h }: Canvas): ReactNode {
  const n = block.items.length;
  const gap = fs * 0.7;
  const cw = (w - gap * (n - 1)) / n;
  return (
    <g>
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

/** A table with a header row; the status column as coloured chips. */
export function drawTable(block: BlockOf<'table'>, { b, p, a, fs, x, y, w, h }: Canvas): ReactNode {
  const rows = block.rows.length + 1;
  const rh = h / rows;
  const n = block.head.length;
  const cw = (w - fs) / n;
  return (
    <g>
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

/** Items with ticked or empty boxes. */
export function drawChecklist(block: BlockOf<'checklist'>, { b, p, fs, x, y, w, h }: Canvas): ReactNode {
  const n = block.items.length;
  const rh = h / n;
  return (
    <g>
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

/** Label and value lines, the last one a total under a rule. */
export function drawSummary(block: BlockOf<'summary'>, { b, p, a, fs, x, y, w, h }: Canvas): ReactNode {
  const n = block.items.length;
  const rh = h / n;
  return (
    <g>
      <Card b={b} p={p} />
      {block.items.map(([label, value], i) => {
        const last = i === n - 1;
        const ry = y + rh * (i + 0.5) + fs * 0.3;
        return (
          <g key={i}>
            {last && <line x1={x + fs * 0.7} x2={x + w - fs * 0.7} y1={y + rh * i} y2={y + rh * i} stroke={p.line} />}
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
