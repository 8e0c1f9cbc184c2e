/**
 * Renderers of blocks that show work in progress: a kanban board, a Gantt chart, a
 * process flow, numbered steps and a building's units by floor.
 */
import type { ReactNode } from 'react';
import type { BlockOf } from '../../schema.ts';
import { BAD, Card, GOOD, Text, WARN, type Canvas } from '../primitives.tsx';

/** Board columns with their first four cards. */
export function drawKanban(block: BlockOf<'kanban'>, { p, a, fs, x, y, w, h }: Canvas): ReactNode {
  const n = block.cols.length;
  const gap = fs * 0.7;
  const cw = (w - gap * (n - 1)) / n;
  return (
    <g>
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

/** Task bars over eight weeks, a slipped task drawn late and in red, with a today line. */
export function drawGantt(block: BlockOf<'gantt'>, { b, p, a, fs, x, y, w, h }: Canvas): ReactNode {
  const n = block.rows.length;
  const lw = w * 0.24;
  const rh = (h - fs * 2) / n;
  const gw = w - lw - fs;
  return (
    <g>
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
            <Text x={x + fs * 0.6} y={ry + rh / 2 + fs * 0.3} size={fs * 0.75} fill={p.ink} weight={600} w={lw - fs}>
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

/** Process steps left to right with arrows, the last one highlighted. */
export function drawFlow(block: BlockOf<'flow'>, { p, a, fs, x, y, w, h }: Canvas): ReactNode {
  const n = block.items.length;
  const gap = fs * 1.4;
  const cw = (w - gap * (n - 1)) / n;
  return (
    <g>
      {block.items.map((item, i) => {
        const cx = x + i * (cw + gap);
        // A line of the step's name or note, centred in its box.
        const label = (t: string, ty: number, size: number, fill: string, weight: number) => (
          <Text x={cx + cw / 2} y={ty} size={size} fill={fill} weight={weight} anchor="middle" w={cw - 6}>
            {t}
          </Text>
        );
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
            {label(item[0], y + h / 2 - fs * 0.1, fs * 0.78, i === n - 1 ? '#fff' : p.ink, 700)}
            {label(item[1], y + h / 2 + fs * 1.1, fs * 0.68, i === n - 1 ? '#fff' : p.muted, 500)}
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

/** Numbered steps on a line, done up to the current one. */
export function drawSteps(block: BlockOf<'steps'>, { p, a, fs, x, y, w, h }: Canvas): ReactNode {
  const n = block.items.length;
  const cw = w / n;
  const cy = y + h * 0.38;
  return (
    <g>
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

/** A building's units by floor, coloured by availability, with a legend. */
export function drawUnits(block: BlockOf<'units'>, { p, fs, x, y, w, h }: Canvas): ReactNode {
  const floors = block.v.length;
  const per = block.v[0]?.length ?? 1;
  const lw = fs * 2.2;
  const rh = (h - fs * 1.8) / floors;
  const cw = (w - lw) / per;
  const fill = { a: GOOD, b: p.soft, h: WARN } as const;
  return (
    <g>
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
          <Text x={x + lw + i * fs * 7 + fs * 1.2} y={y + h - fs * 0.4} size={fs * 0.72} fill={p.muted} weight={600}>
            {label}
          </Text>
        </g>
      ))}
    </g>
  );
}
