/**
 * What every renderer of a project screen shares: the box a block is drawn in, the
 * screen's palette, the status colours, and the small pieces (text cut to fit, a
 * card, a chip) the blocks are made of.
 */
import type { ReactNode } from 'react';

/** Where a block is drawn, in the frame's coordinates. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The screen's colours: light or dark, with the project's accent. */
export interface Palette {
  bg: string;
  card: string;
  line: string;
  ink: string;
  muted: string;
  soft: string;
  accent: string;
  dark: boolean;
}

export const light = {
  bg: '#f4f6fa',
  card: '#ffffff',
  line: '#e2e8f0',
  ink: '#1e293b',
  muted: '#8793a6',
  soft: '#cfd6e1',
};
export const dark = {
  bg: '#0e1629',
  card: '#1a2440',
  line: '#2b3857',
  ink: '#e6ebf3',
  muted: '#8a97b0',
  soft: '#3a4868',
};
export const GOOD = '#2f9e44';
export const WARN = '#f59f00';
export const BAD = '#e03131';

/** Draws one block inside its box; `fs` is the frame's base font size. */
export type Renderer<B> = (block: B, b: Box, p: Palette, fs: number) => ReactNode;

/** Shortens text to about the width available (average glyph ≈ 0.56 em). */
export function fit(text: string, width: number, size: number): string {
  const max = Math.max(2, Math.floor(width / (size * 0.56)));
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export function Text(props: {
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

export function Card({ b, p, r = 8 }: { b: Box; p: Palette; r?: number }) {
  return <rect x={b.x} y={b.y} width={b.w} height={b.h} rx={r} fill={p.card} stroke={p.line} />;
}

export function Chip({
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

export function chipWidth(t: string, size: number): number {
  return t.length * size * 0.58 + size * 1.6;
}

export function tone(label: string, accent: string, soft: boolean): string {
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

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0] ?? '')
    .join('')
    .toUpperCase();
}
