/**
 * What every renderer of a project screen shares: the box a block is drawn in, the
 * screen's palette, the status colours, and the small pieces (text cut to fit, a
 * card, a chip) the blocks are made of.
 */
import { type ReactNode, createContext, use } from 'react';

/** Where a block is drawn, in the frame's coordinates. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A rectangle's position and size given as fractions of a box: the attributes of an SVG rect. */
export function within(b: Box, fx: number, fy: number, fw: number, fh: number) {
  return { x: b.x + b.w * fx, y: b.y + b.h * fy, width: b.w * fw, height: b.h * fh };
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

/**
 * What a renderer draws a block with: the block's box `b` (its x, y, w and h at hand), the
 * screen's palette `p` and its accent `a`, and the frame's base font size `fs`.
 */
export interface Canvas extends Box {
  b: Box;
  p: Palette;
  a: string;
  fs: number;
}

/** Draws one block inside its box. */
export type Renderer<B> = (block: B, c: Canvas) => ReactNode;

/**
 * The width of a line of text in the screens' font (Inter), estimated per character
 * rather than measured from the font file: the images are drawn at build time without
 * a layout engine, and the viewer's own Inter or system font differs by a few per cent
 * anyway. Each class of glyph has Inter's typical advance in em (narrow i, l and
 * punctuation; wide m, w and capitals; tabular-width figures), and bolder weights run
 * wider. The estimate errs wide, so a text that "fits" here fits on screen.
 */
export function textWidth(text: string, size: number, weight = 500): number {
  let em = 0;
  for (const ch of text) {
    if (/[iljI.,:;'’|!·]/.test(ch)) em += 0.28;
    else if (ch === ' ') em += 0.28;
    else if (/[frt()[\]\-/]/.test(ch)) em += 0.38;
    else if (/[mwMW@%]/.test(ch)) em += 0.86;
    else if (/[A-Z]/.test(ch)) em += 0.7;
    else if (/[0-9]/.test(ch)) em += 0.62;
    else if (/[a-z]/.test(ch)) em += 0.57;
    else if (ch === '…') em += 0.85;
    else if (/[\u0600-\u06ff]/.test(ch)) em += 0.5;
    else em += 0.7;
  }
  return em * size * (1 + Math.max(0, weight - 400) / 4000);
}

/** One text drawn with a box: what it needs and what it has, for the drawn-screens test. */
export interface TextFit {
  text: string;
  needed: number;
  available: number;
}

/**
 * Where a rendering reports every boxed text's fit (tests/unit/art-markets.test.ts); null
 * when the image is drawn for real.
 */
export const TextAudit = createContext<TextFit[] | null>(null);

/**
 * The x of the axis a right-to-left screen is mirrored about, or null for a
 * left-to-right one. RightToLeft mirrors the screen's layout; each Text then draws
 * its words unmirrored, anchored at the mirrored position, in the rtl direction.
 */
const MirrorAxis = createContext<number | null>(null);

/** Draws its children mirrored about `axis`, as an Arabic or Hebrew product lays its screens out. */
export function RightToLeft({ axis, children }: { axis: number; children: ReactNode }) {
  return (
    <MirrorAxis value={axis}>
      <g transform={`matrix(-1 0 0 1 ${2 * axis} 0)`} direction="rtl">
        {children}
      </g>
    </MirrorAxis>
  );
}

/** Shortens text to the width available, by the estimate of textWidth; a safety net the drawn-screens test keeps unused. */
export function fit(text: string, width: number, size: number, weight = 500): string {
  if (textWidth(text, size, weight) <= width) return text;
  const chars = [...text];
  while (chars.length > 1 && textWidth(`${chars.join('')}…`, size, weight) > width) chars.pop();
  return `${chars.join('').trimEnd()}…`;
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
  const audit = use(TextAudit);
  const mirrored = use(MirrorAxis) !== null;
  if (w !== undefined) audit?.push({ text: children, needed: textWidth(children, size, weight), available: w });
  return (
    <text
      x={x}
      y={y}
      fontSize={size}
      fill={fill}
      fontWeight={weight}
      textAnchor={anchor}
      // In a mirrored screen the glyphs are turned back round their own anchor.
      transform={mirrored ? `matrix(-1 0 0 1 ${2 * x} 0)` : undefined}
    >
      {w !== undefined ? fit(children, w, size, weight) : children}
    </text>
  );
}

export function Card({ b, p, r = 8 }: { b: Box; p: Palette; r?: number }) {
  return <rect x={b.x} y={b.y} width={b.w} height={b.h} rx={r} fill={p.card} stroke={p.line} />;
}

/** How far a meter or ring is filled: `pct` per cent in `fill`, over a `track` of the whole. */
interface Gauge {
  pct: number;
  track: string;
  fill: string;
}

/** A box's outline only, no fill: a highlight round a part of a drawing, or an empty slot when dashed. */
export function Outline(props: {
  b: Box;
  r: number;
  stroke: string;
  strokeWidth?: number;
  strokeDasharray?: string;
  opacity?: number;
}) {
  const { b, r, stroke, strokeWidth, strokeDasharray, opacity } = props;
  return (
    <rect
      x={b.x}
      y={b.y}
      width={b.w}
      height={b.h}
      rx={r}
      fill="none"
      stroke={stroke}
      strokeWidth={strokeWidth}
      strokeDasharray={strokeDasharray}
      opacity={opacity}
    />
  );
}

/** A thin progress bar: a track in `track`, filled to `pct` per cent of its width in `fill`; corners of radius `r`. */
export function Meter(props: Gauge & { x: number; y: number; w: number; h: number; r?: number }) {
  const { x, y, w, h, r = 2, pct, track, fill } = props;
  return (
    <>
      <rect x={x} y={y} width={w} height={h} rx={r} fill={track} />
      <rect x={x} y={y} width={(w * pct) / 100} height={h} rx={r} fill={fill} />
    </>
  );
}

/**
 * A progress ring of radius `r` and stroke `width`: the track all round, the arc of
 * `pct` per cent from twelve o'clock, its ends rounded when `round`.
 */
export function Ring(props: Gauge & { cx: number; cy: number; r: number; width: number; round?: boolean }) {
  const { cx, cy, r, width, round, pct, track, fill } = props;
  const c = 2 * Math.PI * r;
  return (
    <>
      <circle cx={cx} cy={cy} r={r} fill="none" stroke={track} strokeWidth={width} />
      <circle
        cx={cx}
        cy={cy}
        r={r}
        fill="none"
        stroke={fill}
        strokeWidth={width}
        strokeLinecap={round ? 'round' : undefined}
        strokeDasharray={`${(c * pct) / 100} ${c}`}
        transform={`rotate(-90 ${cx} ${cy})`}
      />
    </>
  );
}

/** A filled, fully rounded button in box `b`, its label white, bold and centred on `tx`. */
export function Pill(props: { b: Box; fill: string; tx: number; ty: number; size: number; children: string }) {
  const { b, fill, tx, ty, size, children } = props;
  return (
    <>
      <rect x={b.x} y={b.y} width={b.w} height={b.h} rx={b.h / 2} fill={fill} />
      <Text x={tx} y={ty} size={size} fill="#fff" weight={700} anchor="middle">
        {children}
      </Text>
    </>
  );
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
  const w = chipWidth(t, size);
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
  return textWidth(t, size, 650) + size * 1.6;
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
