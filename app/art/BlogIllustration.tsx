/**
 * The header art of a blog article, drawn in the product mock-ups' language (white
 * windows, hairlines, the screens' blocks) rather than as spot illustration, so the blog
 * looks like the studio that draws the case studies: a standalone SVG document, made into
 * an image file at build time (render.server.tsx). One drawing per theme:
 * - network (aggregation theory): the value chain, supplier → distributor → consumer,
 *   drawn as three panels of one product;
 * - ideas (startup ideas): the thirteen ideas as thirteen small app cards;
 * - classroom (designing): the curriculum's four stages as a planning board.
 */
import type { ReactNode } from 'react';
import type { BlogTheme } from './images.ts';
import { layoutRows } from './project/layout.tsx';
import { type Box, Outline, type Palette, Text, light } from './project/primitives.tsx';

interface BlogIllustrationProps {
  theme: BlogTheme;
}

const SITE: Palette = { ...light, accent: '#4338ca', dark: false };
const PAPER = '#f4f2ed';
const INK = '#0e1014';
const MONO = 'Geist Mono, ui-monospace, SFMono-Regular, Menlo, monospace';

const ALT: Record<BlogTheme, string> = {
  network:
    'The value chain drawn as three panels of one food-ordering app: the restaurants that supply it, the aggregator that ranks them, and the consumers who order through it',
  ideas:
    'Thirteen small app cards, one for each startup idea in the article, from a kirana credit book to localisation',
  classroom:
    'A planning board for the design curriculum: four stages from primary school to undergraduate, each with its modules',
};

function Panel({
  b,
  title,
  tone = SITE.card,
  children,
}: {
  b: Box;
  title: string;
  tone?: string;
  children: ReactNode;
}) {
  return (
    <g>
      <rect x={b.x + 2} y={b.y + 5} width={b.w} height={b.h} rx={10} fill={INK} opacity={0.06} />
      <rect x={b.x} y={b.y} width={b.w} height={b.h} rx={10} fill={tone} stroke={SITE.line} />
      <Text x={b.x + 12} y={b.y + 21} size={11} fill={SITE.ink} weight={750} w={b.w - 24}>
        {title}
      </Text>
      <line x1={b.x} x2={b.x + b.w} y1={b.y + 32} y2={b.y + 32} stroke={SITE.line} />
      {children}
    </g>
  );
}

function Label({ x, y, children, fill = '#5b6270' }: { x: number; y: number; children: string; fill?: string }) {
  return (
    <text x={x} y={y} fontFamily={MONO} fontSize={9} letterSpacing={0.8} fill={fill}>
      {children.toUpperCase()}
    </text>
  );
}

function arrow(x1: number, x2: number, y: number) {
  return (
    <g stroke={SITE.accent} strokeWidth={1.8} fill="none" strokeLinecap="round" strokeLinejoin="round">
      <line x1={x1} x2={x2} y1={y} y2={y} />
      <path d={`M${x2 - 7} ${y - 5}L${x2} ${y}L${x2 - 7} ${y + 5}`} />
    </g>
  );
}

/** Aggregation theory: supplier → distributor → consumer, the distributor an app that ranks the suppliers. */
function valueChain() {
  const top = 58;
  const h = 236;
  const sup = { x: 24, y: top, w: 170, h };
  const agg = { x: 226, y: top - 14, w: 188, h: h + 28 };
  const con = { x: 446, y: top, w: 170, h };
  const inner = (b: Box): Box => ({ x: b.x + 10, y: b.y + 42, w: b.w - 20, h: b.h - 52 });
  return (
    <g>
      <Label x={sup.x} y={38}>
        Suppliers
      </Label>
      <Label x={agg.x} y={24} fill={SITE.accent}>
        Distributor · aggregator
      </Label>
      <Label x={con.x} y={38}>
        Consumers
      </Label>
      <Panel b={sup} title="Restaurants">
        {layoutRows(
          [
            {
              h: 1,
              b: [
                {
                  k: 'list',
                  lead: 'thumb',
                  art: 'food',
                  items: ['Rasoi Thali', 'Chai Point', 'Pav Co.', 'Dosa Hut'],
                },
              ],
            },
          ],
          inner(sup),
          SITE,
          9,
          6,
        )}
      </Panel>
      <Panel b={agg} title="Ranked for you" tone="#fff">
        {layoutRows(
          [
            { h: 0.6, b: [{ k: 'search', t: 'Search 2,000 places' }] },
            { h: 0.5, b: [{ k: 'chips', items: ['Nearby', 'Top rated', 'Offers'], on: 1 }] },
            {
              h: 2.4,
              b: [
                {
                  k: 'cards',
                  n: 4,
                  cols: 2,
                  labels: ['Rasoi Thali', 'Chai Point', 'Dosa Hut', 'Pav Co.'],
                  art: 'food',
                },
              ],
            },
          ],
          inner(agg),
          SITE,
          9,
          7,
        )}
        <Outline b={agg} r={10} stroke={SITE.accent} strokeWidth={2} />
      </Panel>
      <Panel b={con} title="Orders today">
        {layoutRows(
          [
            { h: 0.9, b: [{ k: 'stats', items: [['12,480', 'orders']] }] },
            {
              h: 2.2,
              b: [
                {
                  k: 'list',
                  lead: 'avatar',
                  items: ['Priya M.', 'Arjun S.', 'Neha K.'],
                  badge: ['delivered', 'on track', 'new'],
                },
              ],
            },
          ],
          inner(con),
          SITE,
          9,
          6,
        )}
      </Panel>
      {arrow(sup.x + sup.w + 6, agg.x - 6, top + h / 2)}
      {arrow(agg.x + agg.w + 6, con.x - 6, top + h / 2)}
    </g>
  );
}

/** The thirteen startup ideas as thirteen small app cards: seven above, six below. */
const IDEAS: [string, string][] = [
  ['Kirana', 'khata'],
  ['Mill', 'sourcing'],
  ['GST', 'helper'],
  ['Clinic', 'queue'],
  ['Skill', 'courses'],
  ['Truck', 'trips'],
  ['School', 'fees'],
  ['Cold', 'chain'],
  ['Consent', 'toolkit'],
  ['Machine', 'care'],
  ['Social', 'orders'],
  ['FPO', 'operations'],
  ['Local', 'languages'],
];
const TINTS = ['#0c8599', '#c2255c', '#1971c2', '#2f9e44', '#e8590c', '#7048e8', '#4338ca'];

function miniUi(k: number, b: Box, a: string): ReactNode {
  const { x, y, w, h } = b;
  switch (k % 4) {
    case 0: // a list with amounts
      return [0, 1, 2].map((i) => (
        <g key={i}>
          <circle cx={x + 5} cy={y + 6 + i * (h / 3)} r={3.5} fill={a} opacity={0.35} />
          <rect x={x + 13} y={y + 4 + i * (h / 3)} width={w * 0.5} height={4} rx={2} fill={light.soft} />
          <rect x={x + w - 14} y={y + 4 + i * (h / 3)} width={14} height={4} rx={2} fill={a} opacity={0.7} />
        </g>
      ));
    case 1: // bars
      return [0.5, 0.8, 0.6, 1, 0.7].map((v, i) => (
        <rect
          key={i}
          x={x + i * (w / 5) + 2}
          y={y + h * (1 - v)}
          width={w / 5 - 4}
          height={h * v}
          rx={2}
          fill={a}
          opacity={0.35 + v * 0.5}
        />
      ));
    case 2: // a ring and a figure
      return (
        <g>
          <circle cx={x + h / 2} cy={y + h / 2} r={h / 2 - 3} fill="none" stroke={light.line} strokeWidth={5} />
          <path
            d={`M${x + h / 2} ${y + 3}a${h / 2 - 3} ${h / 2 - 3} 0 1 1 -${h / 2 - 3} ${h / 2 - 3}`}
            fill="none"
            stroke={a}
            strokeWidth={5}
          />
          <rect x={x + h + 4} y={y + h / 2 - 6} width={w - h - 6} height={5} rx={2} fill={a} opacity={0.7} />
          <rect x={x + h + 4} y={y + h / 2 + 3} width={(w - h - 6) * 0.7} height={4} rx={2} fill={light.soft} />
        </g>
      );
    default: // a line chart
      return (
        <polyline
          points={[0.7, 0.55, 0.6, 0.35, 0.4, 0.15].map((v, i) => `${x + (i * w) / 5} ${y + h * v}`).join(' ')}
          fill="none"
          stroke={a}
          strokeWidth={2}
          strokeLinejoin="round"
        />
      );
  }
}

function ideaCards() {
  const cw = 74;
  const ch = 126;
  const gap = 10;
  return (
    <g>
      {IDEAS.map(([one, two], i) => {
        const row = i < 7 ? 0 : 1;
        const col = row === 0 ? i : i - 7;
        const x = (row === 0 ? 24 : 24 + (cw + gap) / 2) + col * (cw + gap);
        const y = row === 0 ? 26 : 170;
        const a = TINTS[i % TINTS.length] ?? SITE.accent;
        return (
          <g key={one + two}>
            <rect x={x + 2} y={y + 5} width={cw} height={ch} rx={12} fill={INK} opacity={0.06} />
            <rect x={x} y={y} width={cw} height={ch} rx={12} fill="#fff" stroke={SITE.line} />
            <path
              d={`M${x} ${y + 34}V${y + 12}a12 12 0 0 1 12-12H${x + cw - 12}a12 12 0 0 1 12 12V${y + 34}z`}
              fill={a}
            />
            <text x={x + 9} y={y + 15} fontFamily={MONO} fontSize={8} fill="#fff" opacity={0.85}>
              {String(i + 1).padStart(2, '0')}
            </text>
            <rect x={x + 9} y={y + 22} width={cw * 0.42} height={4} rx={2} fill="#fff" opacity={0.6} />
            {miniUi(i, { x: x + 9, y: y + 44, w: cw - 18, h: 32 }, a)}
            <Text x={x + 9} y={y + 98} size={9.5} fill={SITE.ink} weight={750} w={cw - 14}>
              {one}
            </Text>
            <Text x={x + 9} y={y + 111} size={9.5} fill={SITE.ink} weight={750} w={cw - 14}>
              {two}
            </Text>
          </g>
        );
      })}
    </g>
  );
}

/** The curriculum: four stages as the columns of a planning board, each with its modules as cards. */
const STAGES: [string, string, string[]][] = [
  ['Primary', 'Classes 1–5', ['Looking closely', 'Feel, imagine, do', 'Making with my hands']],
  ['Middle', 'Classes 6–8', ['Understanding people', 'Defining the problem', 'Ideation', 'Prototyping']],
  ['Secondary', 'Classes 9–12', ['Research methods', 'Systems thinking', 'Visual design', 'Ethics']],
  [
    'Undergraduate',
    'Four years',
    ['Design thinking', 'Product development', 'Design for business', 'Studio practicum'],
  ],
];

function curriculum() {
  const win = { x: 18, y: 16, w: 604, h: 290 };
  const colW = (win.w - 24 - 3 * 10) / 4;
  return (
    <g>
      <rect x={win.x + 2} y={win.y + 6} width={win.w} height={win.h} rx={12} fill={INK} opacity={0.06} />
      <rect x={win.x} y={win.y} width={win.w} height={win.h} rx={12} fill="#fff" stroke={SITE.line} />
      <path
        d={`M${win.x} ${win.y + 28}V${win.y + 12}a12 12 0 0 1 12-12H${win.x + win.w - 12}a12 12 0 0 1 12 12V${win.y + 28}z`}
        fill="#f1f5f9"
      />
      {['#f87171', '#fbbf24', '#34d399'].map((fill, i) => (
        <circle key={fill} cx={win.x + 16 + i * 13} cy={win.y + 14} r={4} fill={fill} />
      ))}
      <Text x={win.x + 62} y={win.y + 17.5} size={10} fill="#64748b" weight={650}>
        Design curriculum · four stages
      </Text>
      {STAGES.map(([stage, classes, modules], c) => {
        const x = win.x + 12 + c * (colW + 10);
        const y = win.y + 40;
        const a = ['#2f9e44', '#1971c2', '#7048e8', '#4338ca'][c] ?? SITE.accent;
        return (
          <g key={stage}>
            <rect x={x} y={y} width={colW} height={win.h - 52} rx={8} fill={SITE.bg} stroke={SITE.line} />
            <circle cx={x + 12} cy={y + 15} r={4} fill={a} />
            <Text x={x + 22} y={y + 19} size={10.5} fill={SITE.ink} weight={750} w={colW - 28}>
              {stage}
            </Text>
            <Text x={x + 10} y={y + 34} size={8.5} fill={SITE.muted} weight={600} w={colW - 20}>
              {classes}
            </Text>
            {modules.map((module, i) => (
              <g key={module}>
                <rect
                  x={x + 6}
                  y={y + 44 + i * 46}
                  width={colW - 12}
                  height={40}
                  rx={6}
                  fill="#fff"
                  stroke={SITE.line}
                />
                <rect x={x + 6} y={y + 44 + i * 46} width={3} height={40} rx={1.5} fill={a} />
                <Text x={x + 15} y={y + 60 + i * 46} size={8.5} fill={SITE.ink} weight={700} w={colW - 26}>
                  {module}
                </Text>
                <rect
                  x={x + 15}
                  y={y + 69 + i * 46}
                  width={(colW - 30) * (0.45 + ((i + c) % 3) * 0.15)}
                  height={4}
                  rx={2}
                  fill={SITE.soft}
                />
              </g>
            ))}
          </g>
        );
      })}
    </g>
  );
}

export function BlogIllustration({ theme }: BlogIllustrationProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 640 320"
      width="640"
      height="320"
      fontFamily="Inter, system-ui, -apple-system, Segoe UI, Roboto, sans-serif"
    >
      <title>{ALT[theme]}</title>
      <rect width="640" height="320" fill={PAPER} />
      {theme === 'network' && valueChain()}
      {theme === 'ideas' && ideaCards()}
      {theme === 'classroom' && curriculum()}
    </svg>
  );
}
