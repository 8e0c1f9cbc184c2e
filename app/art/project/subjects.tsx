/**
 * The photograph-like illustrations of a screen's image areas (product shots, a
 * skyline, a factory, a heart cell…), chosen by the project's subject.
 */
import type { ReactNode } from 'react';
import type { Art } from '../schema.ts';
import type { Box } from './primitives.tsx';

/** A photograph-like illustration for image areas, chosen by the project's subject. */
export function ArtFill({ art, b, a, i = 0 }: { art: Art; b: Box; a: string; i?: number }) {
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
            d={[
              `M${cx - m * 0.18} ${y + h * 0.16}l-${m * 0.2} ${m * 0.12}l${m * 0.07} ${m * 0.14}l${m * 0.07}-${m * 0.04}`,
              `v${h * 0.6}h${m * 0.48}v-${h * 0.6}`,
              `l${m * 0.07} ${m * 0.04}l${m * 0.07}-${m * 0.14}l-${m * 0.2}-${m * 0.12}q-${m * 0.18} ${m * 0.1}-${m * 0.36} 0z`,
            ].join('')}
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
