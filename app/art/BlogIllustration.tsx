/**
 * The hero artwork of a blog article, drawn as SVG in one of three themes: a
 * standalone SVG document, made into an image file at build time (render.server.tsx).
 */
import type { BlogTheme } from './images.ts';

interface BlogIllustrationProps {
  theme: BlogTheme;
}

const PALETTES = {
  ideas: { bg: '#fff4eb', a: '#f97316', b: '#4338ca', c: '#0f766e' },
  network: { bg: '#eef0ff', a: '#4338ca', b: '#0f766e', c: '#f97316' },
  classroom: { bg: '#ecfdf5', a: '#0f766e', b: '#4338ca', c: '#f97316' },
} as const;

const NODES = [
  [120, 90],
  [240, 60],
  [360, 110],
  [480, 70],
  [200, 200],
  [330, 230],
  [460, 210],
  [560, 150],
] as const;

const round = (n: number) => Math.round(n * 100) / 100;

export function BlogIllustration({ theme }: BlogIllustrationProps) {
  const palette = PALETTES[theme];
  const trio = [palette.a, palette.b, palette.c] as const;
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 320" width="640" height="320">
      <rect width="640" height="320" fill={palette.bg} />
      <circle cx="560" cy="40" r="120" fill={palette.a} opacity="0.12" />
      <circle cx="60" cy="300" r="100" fill={palette.b} opacity="0.1" />
      {theme === 'ideas' && (
        <g>
          <circle cx="320" cy="140" r="70" fill="#fff" stroke={palette.a} strokeWidth="8" />
          <path d="M292 210h56v22a10 10 0 0 1-10 10h-36a10 10 0 0 1-10-10z" fill={palette.b} />
          <path
            d="M300 150l20-30 20 30m-20-30v60"
            fill="none"
            stroke={palette.a}
            strokeWidth="8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          {[0, 1, 2, 3, 4, 5, 6].map((i) => {
            const angle = (i * Math.PI) / 6 + Math.PI;
            return (
              <line
                key={i}
                x1={round(320 + Math.cos(angle) * 92)}
                y1={round(140 + Math.sin(angle) * 92)}
                x2={round(320 + Math.cos(angle) * 118)}
                y2={round(140 + Math.sin(angle) * 118)}
                stroke={palette.a}
                strokeWidth="8"
                strokeLinecap="round"
              />
            );
          })}
          {trio.map((fill, i) => (
            <rect
              key={`tile-${i}`}
              x={70 + i * 60}
              y={120 + i * 24}
              width="44"
              height="44"
              rx="8"
              fill={fill}
              opacity="0.85"
              transform={`rotate(${-8 + i * 8} ${92 + i * 60} ${142 + i * 24})`}
            />
          ))}
          {[0, 1, 2].map((i) => (
            <rect
              key={`bar-${i}`}
              x={470 + i * 40}
              y={180 - i * 30}
              width="30"
              height={60 + i * 30}
              rx="6"
              fill={palette.c}
              opacity={0.5 + i * 0.2}
            />
          ))}
        </g>
      )}
      {theme === 'network' && (
        <g>
          {NODES.map(([x, y], i) =>
            NODES.slice(i + 1).map(([x2, y2], j) =>
              (i + j) % 3 === 0 ? (
                <line
                  key={`edge-${i}-${j}`}
                  x1={x}
                  y1={y}
                  x2={x2}
                  y2={y2}
                  stroke={palette.b}
                  strokeWidth="2.5"
                  opacity="0.35"
                />
              ) : null,
            ),
          )}
          {NODES.map(([x, y], i) => (
            <line key={`spoke-${i}`} x1="320" y1="150" x2={x} y2={y} stroke={palette.a} strokeWidth="3" opacity="0.6" />
          ))}
          {NODES.map(([x, y], i) => (
            <circle
              key={`node-${i}`}
              cx={x}
              cy={y}
              r={i % 3 === 0 ? 16 : 11}
              fill="#fff"
              stroke={i % 2 ? palette.b : palette.c}
              strokeWidth="5"
            />
          ))}
          <circle cx="320" cy="150" r="42" fill={palette.a} />
          <circle cx="320" cy="150" r="18" fill="#fff" />
        </g>
      )}
      {theme === 'classroom' && (
        <g>
          <rect x="150" y="50" width="340" height="150" rx="10" fill="#1e293b" />
          <rect x="160" y="60" width="320" height="130" rx="6" fill="#134e4a" />
          <path
            d="M190 150l40-50 40 30 50-60 60 70"
            fill="none"
            stroke="#99f6e4"
            strokeWidth="5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <circle cx="420" cy="100" r="20" fill="none" stroke="#fde68a" strokeWidth="5" />
          {[palette.a, palette.b, palette.c, palette.b, palette.a].map((fill, i) => (
            <g key={`pupil-${i}`}>
              <circle cx={130 + i * 95} cy="245" r="20" fill={fill} />
              <rect x={108 + i * 95} y="268" width="44" height="40" rx="14" fill={fill} opacity="0.75" />
            </g>
          ))}
          {['#fde68a', '#fbcfe8', '#bfdbfe'].map((fill, i) => (
            <rect key={`note-${i}`} x={510 + (i % 2) * 36} y={70 + i * 40} width="30" height="30" rx="3" fill={fill} />
          ))}
        </g>
      )}
    </svg>
  );
}
