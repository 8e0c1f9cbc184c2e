/**
 * The home hero's artwork, one drawing per slide in brand colours: a fast-loading web
 * store for websites, a phone's home screen and app for mobile apps, and a workflow
 * dashboard for custom software. A standalone SVG document, made into an image file at
 * build time (render.server.tsx).
 */
import type { ReactNode } from 'react';

interface HeroIllustrationProps {
  /** Which of the three slides: 0 websites, 1 mobile apps, 2 custom software. */
  variant: number;
}

const INDIGO = '#4338ca';
const ORANGE = '#f97316';
const TEAL = '#0f766e';
const INK = '#0b1226';
const GREY = '#94a3b8';
const LINE = '#d8dee9';

/** Websites that load fast and sell clearly: a store page, its speed score and a sale coming in. */
function website(): ReactNode {
  return (
    <g>
      <circle cx="300" cy="220" r="190" fill={INDIGO} opacity="0.08" />
      <rect x="30" y="50" width="420" height="300" rx="16" fill="#fff" stroke={LINE} strokeWidth="2" />
      <rect x="30" y="50" width="420" height="34" rx="16" fill="#f1f5f9" />
      <circle cx="52" cy="67" r="5" fill="#f87171" />
      <circle cx="70" cy="67" r="5" fill="#fbbf24" />
      <circle cx="88" cy="67" r="5" fill="#34d399" />
      <rect x="150" y="59" width="200" height="16" rx="8" fill="#fff" />
      <rect x="54" y="104" width="372" height="96" rx="12" fill={INDIGO} opacity="0.12" />
      <rect x="74" y="124" width="150" height="16" rx="8" fill={INK} />
      <rect x="74" y="150" width="120" height="10" rx="5" fill={GREY} />
      <rect x="74" y="170" width="84" height="22" rx="11" fill={INDIGO} />
      <rect x="300" y="116" width="108" height="72" rx="10" fill={INDIGO} opacity="0.25" />
      {[0, 1, 2].map((i) => (
        <g key={i} transform={`translate(${54 + i * 126} 216)`}>
          <rect width="114" height="112" rx="10" fill="#fff" stroke={LINE} strokeWidth="2" />
          <rect x="10" y="10" width="94" height="56" rx="8" fill={[ORANGE, TEAL, INDIGO][i]} opacity="0.2" />
          <rect x="10" y="76" width="64" height="8" rx="4" fill={INK} />
          <rect x="10" y="92" width="40" height="8" rx="4" fill={[ORANGE, TEAL, INDIGO][i]} />
        </g>
      ))}
      <g transform="translate(392 236)">
        <circle r="70" fill="#fff" stroke={LINE} strokeWidth="2" />
        <path d="M-48 22a52 52 0 1 1 96 0" fill="none" stroke="#e2e8f0" strokeWidth="12" strokeLinecap="round" />
        <path d="M-48 22a52 52 0 1 1 92-8" fill="none" stroke={TEAL} strokeWidth="12" strokeLinecap="round" />
        <rect x="-22" y="-8" width="44" height="22" rx="6" fill={TEAL} />
        <rect x="-18" y="34" width="36" height="8" rx="4" fill={GREY} />
      </g>
      <g transform="translate(40 352)">
        <rect width="200" height="64" rx="14" fill="#fff" stroke={LINE} strokeWidth="2" />
        <circle cx="32" cy="32" r="16" fill={ORANGE} opacity="0.25" />
        <path d="M24 26h18l-3 12H27z" fill={ORANGE} />
        <rect x="58" y="20" width="100" height="9" rx="4.5" fill={INK} />
        <rect x="58" y="36" width="64" height="8" rx="4" fill={ORANGE} />
      </g>
    </g>
  );
}

/** Mobile apps your customers keep on their home screen: a home screen, the app open beside it. */
function mobile(): ReactNode {
  return (
    <g>
      <circle cx="280" cy="220" r="190" fill={TEAL} opacity="0.08" />
      <circle cx="470" cy="80" r="56" fill={ORANGE} opacity="0.14" />
      <g transform="translate(70 40)">
        <rect width="190" height="370" rx="30" fill={INK} />
        <rect x="10" y="10" width="170" height="350" rx="22" fill="#e6f4f1" />
        {Array.from({ length: 16 }, (_, i) => {
          const mine = i === 5;
          return (
            <rect
              key={i}
              x={26 + (i % 4) * 38}
              y={50 + Math.floor(i / 4) * 48}
              width="28"
              height="28"
              rx="8"
              fill={mine ? TEAL : [INDIGO, ORANGE, GREY, TEAL][i % 4]}
              opacity={mine ? 1 : 0.28}
            />
          );
        })}
        <circle cx="116" cy="100" r="8" fill={ORANGE} />
        <rect x="26" y="300" width="138" height="40" rx="14" fill="#fff" opacity="0.8" />
      </g>
      <g transform="translate(290 70)">
        <rect width="190" height="360" rx="30" fill={INK} />
        <rect x="10" y="10" width="170" height="340" rx="22" fill="#f8fafc" />
        <rect x="10" y="10" width="170" height="70" rx="22" fill={TEAL} />
        <rect x="26" y="44" width="80" height="12" rx="6" fill="#fff" />
        <rect x="26" y="96" width="138" height="70" rx="12" fill={TEAL} opacity="0.16" />
        <rect x="38" y="110" width="60" height="10" rx="5" fill={INK} />
        <rect x="38" y="130" width="90" height="22" rx="6" fill={TEAL} />
        {[0, 1, 2].map((i) => (
          <g key={i} transform={`translate(26 ${180 + i * 40})`}>
            <rect width="138" height="32" rx="10" fill="#fff" stroke={LINE} />
            <circle cx="16" cy="16" r="8" fill={[ORANGE, INDIGO, TEAL][i]} opacity="0.5" />
            <rect x="32" y="12" width="70" height="8" rx="4" fill={GREY} />
          </g>
        ))}
        <rect x="26" y="306" width="138" height="28" rx="14" fill={ORANGE} />
      </g>
      <g transform="translate(210 20)">
        <rect width="180" height="52" rx="14" fill="#fff" stroke={LINE} strokeWidth="2" />
        <rect x="12" y="12" width="28" height="28" rx="8" fill={TEAL} />
        <rect x="50" y="16" width="110" height="8" rx="4" fill={INK} />
        <rect x="50" y="30" width="76" height="8" rx="4" fill={GREY} />
      </g>
    </g>
  );
}

/** Custom software that fits the way you work: a workflow of steps, a board and the figures it produces. */
function software(): ReactNode {
  const steps = [
    [40, 80, INDIGO],
    [200, 80, TEAL],
    [360, 80, ORANGE],
  ] as const;
  return (
    <g>
      <circle cx="290" cy="230" r="190" fill={ORANGE} opacity="0.08" />
      {steps.map(([x, y, colour], i) => (
        <g key={x}>
          <rect x={x} y={y} width="140" height="64" rx="14" fill="#fff" stroke={LINE} strokeWidth="2" />
          <circle cx={x + 28} cy={y + 32} r="14" fill={colour} opacity="0.25" />
          <rect x={x + 50} y={y + 22} width="70" height="9" rx="4.5" fill={INK} />
          <rect x={x + 50} y={y + 38} width="46" height="8" rx="4" fill={colour} />
          {i < 2 && (
            <path
              d={`M${x + 144} ${y + 32}h12`}
              stroke={GREY}
              strokeWidth="3"
              strokeLinecap="round"
              markerEnd="url(#arrow)"
            />
          )}
        </g>
      ))}
      <defs>
        <marker id="arrow" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="5" markerHeight="5" orient="auto">
          <path d="M0 0l10 5-10 5z" fill={GREY} />
        </marker>
      </defs>
      <g transform="translate(40 176)">
        <rect width="300" height="230" rx="16" fill="#fff" stroke={LINE} strokeWidth="2" />
        {[0, 1, 2].map((c) => (
          <g key={c} transform={`translate(${16 + c * 94} 18)`}>
            <rect width="82" height="10" rx="5" fill={[INDIGO, TEAL, ORANGE][c]} opacity="0.6" />
            {Array.from({ length: 3 - (c === 2 ? 1 : 0) }, (_, r) => (
              <rect
                key={r}
                y={24 + r * 58}
                width="82"
                height="48"
                rx="8"
                fill={[INDIGO, TEAL, ORANGE][c]}
                opacity="0.14"
              />
            ))}
          </g>
        ))}
      </g>
      <g transform="translate(360 176)">
        <rect width="160" height="230" rx="16" fill="#fff" stroke={LINE} strokeWidth="2" />
        <rect x="18" y="20" width="80" height="9" rx="4.5" fill={INK} />
        <rect x="18" y="38" width="60" height="18" rx="6" fill={INDIGO} />
        {[60, 90, 74, 120, 104].map((h, i) => (
          <rect
            key={i}
            x={18 + i * 26}
            y={206 - h}
            width="18"
            height={h}
            rx="4"
            fill={i === 3 ? ORANGE : INDIGO}
            opacity={i === 3 ? 1 : 0.4}
          />
        ))}
      </g>
    </g>
  );
}

const DRAWINGS = [website, mobile, software];

export function HeroIllustration({ variant }: HeroIllustrationProps) {
  const draw = DRAWINGS[variant % DRAWINGS.length] ?? website;
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 560 440" width="560" height="440">
      {draw()}
    </svg>
  );
}
