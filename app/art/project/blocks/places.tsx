/**
 * Renderers of blocks that show a place or an object: a floor plan, a street map, a
 * camera viewfinder and a 3D heart model.
 */
import type { ReactNode } from 'react';
import type { BlockOf } from '../../schema.ts';
import { BAD, Chip, GOOD, Text, WARN, type Canvas } from '../primitives.tsx';

/** A floor plan with numbered pins coloured by state. */
export function drawPlan(block: BlockOf<'plan'>, { p, fs, x, y, w, h }: Canvas): ReactNode {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={8} fill={p.card} stroke={p.line} />
      <g stroke={p.ink} strokeWidth={2} fill="none" opacity={0.7}>
        <rect x={x + w * 0.06} y={y + h * 0.06} width={w * 0.88} height={h * 0.88} />
        <path
          d={[
            `M${x + w * 0.5} ${y + h * 0.06}V${y + h * 0.45}`,
            `M${x + w * 0.06} ${y + h * 0.45}H${x + w * 0.4}`,
            `M${x + w * 0.6} ${y + h * 0.45}H${x + w * 0.94}`,
            `M${x + w * 0.35} ${y + h * 0.45}V${y + h * 0.94}`,
            `M${x + w * 0.7} ${y + h * 0.62}V${y + h * 0.94}`,
          ].join('')}
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

/** A street map with pins and their labels. */
export function drawMap(block: BlockOf<'map'>, { p, a, fs, x, y, w, h }: Canvas): ReactNode {
  return (
    <g>
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

/** A camera viewfinder reading a plate, with the shutter button. */
export function drawScan(block: BlockOf<'scan'>, { a, fs, x, y, w, h }: Canvas): ReactNode {
  const fw = w * 0.8;
  const fh = Math.min(h * 0.34, fw * 0.4);
  const fx = x + (w - fw) / 2;
  const fy = y + h * 0.34;
  const corner = (cx: number, cy: number, dx: number, dy: number) => `M${cx} ${cy + dy * 14}V${cy}H${cx + dx * 14}`;
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={8} fill="#101828" />
      <rect x={x + w * 0.1} y={y + h * 0.22} width={w * 0.8} height={h * 0.58} rx={10} fill="#344054" opacity={0.6} />
      <rect x={fx + 8} y={fy + fh * 0.3} width={fw - 16} height={fh * 0.4} rx={3} fill="#f2f4f7" opacity={0.9} />
      <Text x={x + w / 2} y={fy + fh * 0.5 + fs * 0.33} size={fs * 0.85} fill="#101828" weight={700} anchor="middle">
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

/** A heart model on a dark stage with its labelled parts. */
export function drawHeart(block: BlockOf<'heart'>, { p, a, fs, x, y, w, h }: Canvas): ReactNode {
  const cx = x + w / 2;
  const cy = y + h * 0.46;
  const s = Math.min(w, h) / 200;
  return (
    <g>
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
      {/* The hint above its arc, the arc a shallow bowl under the words (never through them). */}
      <path
        d={`M${cx - fs * 3.4} ${y + h - fs * 1.3}a${fs * 3.4} ${fs * 0.7} 0 0 0 ${fs * 6.8} 0`}
        stroke={a}
        strokeWidth={2}
        fill="none"
        strokeLinecap="round"
      />
      <Text x={cx} y={y + h - fs * 1.6} size={fs * 0.7} fill="#fff" weight={600} anchor="middle">
        Drag to rotate
      </Text>
    </g>
  );
}
