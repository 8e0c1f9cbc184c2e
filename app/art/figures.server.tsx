/**
 * The site's own drawn figures, in the product mock-ups' language (project/): white
 * windows with hairlines, the blocks the case-study screens are made of, real projects'
 * screens in their devices. They carry the services banner, the blog's headers and
 * in-article figures, and the small moments of the thank-you and 404 pages, so the site
 * has one illustration language: the way its products look. Each is a standalone SVG
 * document, rendered at build time to a file under /images/art/ (render.server.tsx).
 */
import type { ReactNode } from 'react';
import { FIGURE_SIZES, type FigureName } from './images.ts';
import { device } from './project/device.tsx';
import { layoutRows } from './project/layout.tsx';
import { type Box, Chip, GOOD, Outline, type Palette, Text, chipWidth, light } from './project/primitives.tsx';
import type { DrawnScreen, Row } from './schema.ts';
import { projectScreens } from './screens.server.ts';

/** The site's palette for a drawn window: the screens' light palette with the site's indigo. */
const SITE: Palette = { ...light, accent: '#4338ca', dark: false };
/** The site's ink (app/styles/tokens.css). */
const INK = '#0e1014';
const FONT = 'Inter, system-ui, -apple-system, Segoe UI, Roboto, sans-serif';
const MONO = 'Geist Mono, ui-monospace, SFMono-Regular, Menlo, monospace';

/** A standalone SVG document with its alternative text as its title. */
function Doc({ name, alt, children }: { name: FigureName; alt: string; children: ReactNode }) {
  const [w, h] = FIGURE_SIZES[name];
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${w} ${h}`} width={w} height={h} fontFamily={FONT}>
      <title>{alt}</title>
      {children}
    </svg>
  );
}

/** A soft shadow under a card, drawn (an <img> has no CSS shadow per element). */
function Shadow({ b, r = 12 }: { b: Box; r?: number }) {
  return <rect x={b.x + 2} y={b.y + 6} width={b.w} height={b.h} rx={r} fill={INK} opacity={0.07} />;
}

/** An app window: white, a hairline, a title bar with its three dots and a title. */
function Window({
  b,
  title,
  p = SITE,
  bar = 28,
  shadow = true,
  children,
}: {
  b: Box;
  title: string;
  p?: Palette;
  bar?: number;
  shadow?: boolean;
  children?: ReactNode;
}) {
  return (
    <g>
      {shadow && <Shadow b={b} />}
      <rect x={b.x} y={b.y} width={b.w} height={b.h} rx={12} fill={p.card} stroke={p.line} />
      <path
        d={`M${b.x} ${b.y + bar}V${b.y + 12}a12 12 0 0 1 12-12H${b.x + b.w - 12}a12 12 0 0 1 12 12V${b.y + bar}z`}
        fill="#f1f5f9"
      />
      <line x1={b.x} x2={b.x + b.w} y1={b.y + bar} y2={b.y + bar} stroke={p.line} />
      {['#f87171', '#fbbf24', '#34d399'].map((fill, i) => (
        <circle key={fill} cx={b.x + 16 + i * 13} cy={b.y + bar / 2} r={4} fill={fill} />
      ))}
      <Text x={b.x + 62} y={b.y + bar / 2 + 3.5} size={10} fill="#64748b" weight={650} w={b.w - 74}>
        {title}
      </Text>
      {children}
    </g>
  );
}

/** The box inside a window, under its title bar. */
function inside(b: Box, pad = 14, bar = 28): Box {
  return { x: b.x + pad, y: b.y + bar + pad, w: b.w - pad * 2, h: b.h - bar - pad * 2 };
}

/** A label in the site's label voice (mono, upper case, tracked). */
function Label({
  x,
  y,
  children,
  fill = '#5b6270',
  anchor = 'start',
}: {
  x: number;
  y: number;
  children: string;
  fill?: string;
  anchor?: 'start' | 'middle' | 'end';
}) {
  return (
    <text x={x} y={y} fontFamily={MONO} fontSize={10} letterSpacing={0.8} fill={fill} textAnchor={anchor}>
      {children.toUpperCase()}
    </text>
  );
}

/** An arrow from one point to another, its head at the end. */
function Arrow({
  x1,
  y1,
  x2,
  y2,
  color = INK,
  dashed = false,
}: {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  color?: string;
  dashed?: boolean;
}) {
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const head = (turn: number) =>
    `${Math.round((x2 - Math.cos(angle + turn) * 8) * 10) / 10} ${Math.round((y2 - Math.sin(angle + turn) * 8) * 10) / 10}`;
  return (
    <g stroke={color} strokeWidth={1.6} fill="none" strokeLinecap="round" strokeLinejoin="round">
      <line x1={x1} y1={y1} x2={x2} y2={y2} strokeDasharray={dashed ? '4 4' : undefined} />
      <path d={`M${head(0.45)}L${x2} ${y2}L${head(-0.45)}`} />
    </g>
  );
}

/** Blocks laid out in a box with the site's palette, as a screen lays out its rows. */
function blocks(rows: Row[], b: Box, p: Palette = SITE, fs = 10, gap = 8): ReactNode {
  return <g>{layoutRows(rows, b, p, fs, gap)}</g>;
}

/** A phone of a project, drawn as its case study draws it. */
function projectPhone(slug: string, screen: number) {
  const project = projectScreens(slug);
  const s = project.screens[screen];
  if (!s || s.frame !== 'phone') throw new Error(`${slug} has no phone screen ${screen} to draw in a figure.`);
  return { ...device('phone', s, project.accent, project.brand, project.market.domain), accent: project.accent };
}

// ——— The dark closing bands: what the call to action promises ———

/**
 * The closing bands' promise drawn: an idea on the whiteboard (the flow of screens in
 * marker, two sticky notes of questions) turned into the written estimate that follows the
 * first call (phases, weeks, the team), in the site's indigo.
 */
function plan(alt: string) {
  const board = { x: 10, y: 20, w: 370, h: 300 };
  // The flow in marker: four screens, boxed, with arrows between them.
  const boxes: [Box, string][] = [
    [{ x: 36, y: 76, w: 100, h: 44 }, 'Sign up'],
    [{ x: 186, y: 76, w: 110, h: 44 }, 'Catalogue'],
    [{ x: 186, y: 156, w: 110, h: 44 }, 'Cart'],
    [{ x: 36, y: 156, w: 100, h: 44 }, 'Pay by UPI'],
  ];
  const notes: [number, number, string, string, string][] = [
    [40, 236, '#ffd86b', 'Hindi and', 'English?'],
    [186, 232, '#ffb3a7', 'Admin for', 'orders'],
  ];
  const sheet = { x: 300, y: 100, w: 330, h: 318 };
  const phases: [string, string][] = [
    ['Discovery and design', '2 weeks'],
    ['Build: app and admin', '8 weeks'],
    ['QA on real devices', '2 weeks'],
    ['Launch and support', '30 days'],
  ];
  return (
    <Doc name="cta-plan" alt={alt}>
      {/* The whiteboard, its tray and marker. */}
      <rect x={board.x} y={board.y} width={board.w} height={board.h} rx={10} fill="#fff" stroke={INK} strokeWidth={4} />
      <rect x={board.x + 30} y={board.y + board.h} width={board.w - 60} height={10} rx={3} fill="#cbd5e1" />
      <rect x={board.x + 60} y={board.y + board.h - 4} width={46} height={8} rx={4} fill="#4338ca" />
      <Label x={board.x + 26} y={board.y + 36} fill={INK}>
        Idea · a kirana orders app
      </Label>
      {boxes.map(([b, t]) => (
        <g key={t}>
          <rect x={b.x} y={b.y} width={b.w} height={b.h} rx={6} fill="none" stroke={INK} strokeWidth={3} />
          <text x={b.x + b.w / 2} y={b.y + b.h / 2 + 5} fontSize={14} fontWeight={700} fill={INK} textAnchor="middle">
            {t}
          </text>
        </g>
      ))}
      <Arrow x1={140} y1={98} x2={180} y2={98} />
      <Arrow x1={241} y1={124} x2={241} y2={150} />
      <Arrow x1={182} y1={178} x2={142} y2={178} color="#4338ca" />
      {notes.map(([x, y, fill, one, two], i) => (
        <g key={one} transform={`rotate(${i ? 4 : -4} ${x + 50} ${y + 30})`}>
          <rect x={x} y={y} width={100} height={60} fill={fill} stroke={INK} strokeWidth={2.5} />
          <text x={x + 10} y={y + 26} fontSize={13} fontWeight={700} fill={INK}>
            {one}
          </text>
          <text x={x + 10} y={y + 44} fontSize={13} fontWeight={700} fill={INK}>
            {two}
          </text>
        </g>
      ))}
      {/* The written estimate, in front of the board. */}
      <Window b={sheet} title="Estimate · written within 2 working days">
        <Label x={sheet.x + 18} y={sheet.y + 58}>
          Phase
        </Label>
        <Label x={sheet.x + sheet.w - 18} y={sheet.y + 58} anchor="end">
          Time
        </Label>
        {phases.map(([phase, time], i) => {
          const y = sheet.y + 88 + i * 36;
          return (
            <g key={phase}>
              <line x1={sheet.x + 18} x2={sheet.x + sheet.w - 18} y1={y - 22} y2={y - 22} stroke={SITE.line} />
              <circle cx={sheet.x + 24} cy={y - 4} r={4} fill="#4338ca" />
              <Text x={sheet.x + 36} y={y} size={12.5} fill={SITE.ink} weight={650} w={200}>
                {phase}
              </Text>
              <Text x={sheet.x + sheet.w - 18} y={y} size={12.5} fill={SITE.ink} weight={750} anchor="end">
                {time}
              </Text>
            </g>
          );
        })}
        <line
          x1={sheet.x + 18}
          x2={sheet.x + sheet.w - 18}
          y1={sheet.y + 222}
          y2={sheet.y + 222}
          stroke={INK}
          strokeWidth={1.5}
        />
        <Text x={sheet.x + 18} y={sheet.y + 246} size={12} fill={SITE.muted} weight={600}>
          Team: a PM, two developers, QA
        </Text>
        <Chip x={sheet.x + 18} y={sheet.y + 262} t="Fixed scope" fill="#e0e7ff" color="#312e81" size={10} />
        <Chip
          x={sheet.x + 26 + chipWidth('Fixed scope', 10)}
          y={sheet.y + 262}
          t="Weekly demo"
          fill="#dcfce7"
          color={GOOD}
          size={10}
        />
      </Window>
    </Doc>
  );
}

// ——— Services: the banner's disciplines ———

/**
 * Social media marketing: what the service makes, not a website. Aara's content calendar
 * for a festive month, its Instagram profile grid on a phone, and the monthly report the
 * client reads, in the project's rose.
 */
function social(alt: string) {
  const a = '#c2255c';
  const cal = { x: 8, y: 14, w: 470, h: 268 };
  const days = ['Mon 6', 'Tue 7', 'Wed 8', 'Thu 9', 'Fri 10'];
  // Each day's posts: [network, kind, subject]; the network's colour marks the chip.
  const NETWORK: Record<string, string> = { IG: a, FB: '#1c7ed6', LI: '#0b7285', YT: '#e03131' };
  const posts: [string, string][][] = [
    [
      ['IG', 'Reel · Dabu print'],
      ['FB', 'Album · new drop'],
    ],
    [['IG', 'Story · size poll']],
    [
      ['IG', 'Carousel · sarees'],
      ['YT', 'Short · Bagru'],
    ],
    [
      ['LI', 'Post · artisans'],
      ['IG', 'Reel · styling'],
    ],
    [
      ['IG', 'Live · Diwali edit'],
      ['FB', 'Offer · 10% off'],
    ],
  ];
  const colW = (cal.w - 28 - 4 * 8) / 5;
  const report = { x: 8, y: 298, w: 470, h: 160 };
  const bars = [38, 44, 41, 52, 58, 66, 61, 74, 88];
  const grid = ['#f3d9e2', a, '#e0a526', '#1e293b', '#faf6f0', '#0b7285', a, '#f3d9e2', '#e0a526'];
  const ph = { x: 512, y: 14 };
  return (
    <Doc name="services-social" alt={alt}>
      <Window b={cal} title="Aara · content calendar · October">
        {days.map((day, i) => {
          const x = cal.x + 14 + i * (colW + 8);
          return (
            <g key={day}>
              <Label x={x} y={cal.y + 58}>
                {day}
              </Label>
              <rect x={x} y={cal.y + 68} width={colW} height={186} rx={8} fill="#f8fafc" stroke={SITE.line} />
              {(posts[i] ?? []).map(([network, text], j) => (
                <g key={text}>
                  <rect
                    x={x + 6}
                    y={cal.y + 76 + j * 62}
                    width={colW - 12}
                    height={54}
                    rx={6}
                    fill="#fff"
                    stroke={SITE.line}
                  />
                  <rect x={x + 6} y={cal.y + 76 + j * 62} width={4} height={54} rx={2} fill={NETWORK[network]} />
                  <Text x={x + 16} y={cal.y + 93 + j * 62} size={9} fill={NETWORK[network] ?? INK} weight={750}>
                    {network === 'IG'
                      ? 'Instagram'
                      : network === 'FB'
                        ? 'Facebook'
                        : network === 'LI'
                          ? 'LinkedIn'
                          : 'YouTube'}
                  </Text>
                  <Text x={x + 16} y={cal.y + 108 + j * 62} size={8.5} fill={SITE.ink} weight={600} w={colW - 26}>
                    {text.split(' · ')[0] ?? text}
                  </Text>
                  <Text x={x + 16} y={cal.y + 121 + j * 62} size={8} fill={SITE.muted} weight={500} w={colW - 26}>
                    {text.split(' · ')[1] ?? ''}
                  </Text>
                </g>
              ))}
            </g>
          );
        })}
      </Window>
      <Window b={report} title="Monthly report · September">
        {[
          ['Followers', '+2,140'],
          ['Reach', '3.1 lakh'],
          ['DM enquiries', '186'],
        ].map(([label = '', value = ''], i) => (
          <g key={label}>
            <Label x={report.x + 16 + i * 104} y={report.y + 56}>
              {label}
            </Label>
            <Text x={report.x + 16 + i * 104} y={report.y + 84} size={20} fill={i === 0 ? a : SITE.ink} weight={800}>
              {value}
            </Text>
          </g>
        ))}
        <Text x={report.x + 16} y={report.y + 112} size={9.5} fill={GOOD} weight={700}>
          ▲ 34% enquiries on August
        </Text>
        <Text x={report.x + 16} y={report.y + 130} size={9} fill={SITE.muted} weight={500} w={280}>
          Best post: the Dabu print reel, 41,800 plays
        </Text>
        {bars.map((v, i) => (
          <rect
            key={i}
            x={report.x + 330 + i * 14}
            y={report.y + 146 - v}
            width={9}
            height={v}
            rx={2}
            fill={i === bars.length - 1 ? a : '#f3d9e2'}
          />
        ))}
      </Window>
      {/* The Instagram profile on a phone: the handle, the figures, the bio and the grid. */}
      <g transform={`translate(${ph.x} ${ph.y})`}>
        <rect x={0} y={0} width={236} height={446} rx={34} fill="#0b1226" />
        <rect x={10} y={10} width={216} height={426} rx={26} fill="#fff" />
        <rect x={88} y={18} width={60} height={14} rx={7} fill="#0b1226" />
        <Text x={26} y={30} size={9} fill={INK} weight={700}>
          9:41
        </Text>
        <Text x={24} y={60} size={13} fill={INK} weight={800}>
          aara.jaipur
        </Text>
        <circle cx={48} cy={98} r={24} fill={a} />
        <circle cx={48} cy={98} r={27} fill="none" stroke="#e0a526" strokeWidth={2} />
        <text x={48} y={104} fontSize={15} fontWeight={800} fill="#fff" textAnchor="middle">
          aara
        </text>
        {[
          ['214', 'posts'],
          ['18.6K', 'followers'],
          ['92', 'following'],
        ].map(([n = '', l = ''], i) => (
          <g key={l}>
            <Text x={112 + i * 46} y={96} size={11} fill={INK} weight={800} anchor="middle">
              {n}
            </Text>
            <Text x={112 + i * 46} y={110} size={7.5} fill={SITE.muted} weight={500} anchor="middle">
              {l}
            </Text>
          </g>
        ))}
        <Text x={24} y={142} size={9} fill={INK} weight={700}>
          Aara · Hand-block prints
        </Text>
        <Text x={24} y={156} size={8.5} fill={SITE.muted} weight={500} w={190}>
          Sanganer and Bagru, shipped worldwide
        </Text>
        <rect x={24} y={166} width={92} height={22} rx={6} fill={a} />
        <Text x={70} y={181} size={9} fill="#fff" weight={700} anchor="middle">
          Follow
        </Text>
        <rect x={122} y={166} width={90} height={22} rx={6} fill="#f1f5f9" />
        <Text x={167} y={181} size={9} fill={INK} weight={700} anchor="middle">
          Message
        </Text>
        {grid.map((fill, i) => {
          const x = 10 + (i % 3) * 72.67;
          const y = 200 + Math.floor(i / 3) * 72.67;
          const dark = fill === a || fill === '#1e293b' || fill === '#0b7285';
          const motif = dark ? '#ffffff55' : `${a}66`;
          return (
            <g key={i}>
              <rect x={x} y={y} width={71.67} height={71.67} fill={fill} />
              {i % 3 === 1 ? (
                // A kurta on its hanger.
                <path d={`M${x + 36} ${y + 14}l-14 8v40h28v-40z`} fill={dark ? '#fff' : a} opacity={0.85} />
              ) : (
                // A block-printed buti, in rows.
                [0, 1, 2].flatMap((r) =>
                  [0, 1, 2].map((c) => (
                    <circle key={`${r}${c}`} cx={x + 14 + c * 22} cy={y + 14 + r * 22} r={4} fill={motif} />
                  )),
                )
              )}
              {i === 0 && (
                // A reel's play mark.
                <path d={`M${x + 58} ${y + 6}l8 5l-8 5z`} fill="#fff" />
              )}
            </g>
          );
        })}
        <rect x={10} y={418} width={216} height={18} fill="#fff" />
        {[0, 1, 2, 3, 4].map((i) => (
          <rect key={i} x={30 + i * 42} y={422} width={12} height={10} rx={3} fill={i === 4 ? a : '#cbd5e1'} />
        ))}
      </g>
    </Doc>
  );
}

/** Android and iOS: Bilogi's two native apps (Kotlin and SwiftUI), and the notification that brings a learner back. */
function apps(alt: string) {
  const android = projectPhone('bilogi', 0);
  const ios = projectPhone('bilogi', 1);
  return (
    <Doc name="services-apps" alt={alt}>
      <g transform="translate(96 4) scale(0.9)">
        {android.node}
        {/* Android's punch-hole camera instead of the island, and its gesture bar. */}
        <rect x={84} y={18} width={72} height={20} fill={android.accent} />
        <circle cx={120} cy={28} r={5.5} fill="#0b1226" />
      </g>
      <g transform="translate(356 4) scale(0.9)">{ios.node}</g>
      {[
        { x: 204, t: 'Android · Kotlin, Jetpack Compose' },
        { x: 464, t: 'iOS · SwiftUI' },
      ].map(({ x, t }) => (
        <Label key={t} x={x} y={460} anchor="middle" fill={INK}>
          {t}
        </Label>
      ))}
      {/* The push notification, over the iOS phone's corner. */}
      <Shadow b={{ x: 500, y: 84, w: 240, h: 70 }} r={16} />
      <rect x={500} y={84} width={240} height={70} rx={16} fill="#fff" stroke={SITE.line} />
      <rect x={514} y={98} width={28} height={28} rx={7} fill={android.accent} />
      <Text x={528} y={117} size={15} fill="#fff" weight={800} anchor="middle">
        B
      </Text>
      <Text x={552} y={108} size={10} fill={SITE.muted} weight={650}>
        BILOGI · NOW
      </Text>
      <Text x={552} y={125} size={12} fill={SITE.ink} weight={700} w={178}>
        Your next lesson is ready
      </Text>
      <Text x={552} y={141} size={10.5} fill={SITE.muted} weight={500} w={178}>
        Cell division · 7 min
      </Text>
    </Doc>
  );
}

/** Branding: a brand board for Aara (wordmark, colours, type, UI kit) beside its app, where the brand is applied. */
function brand(alt: string) {
  const phone = projectPhone('aara', 2);
  const a = phone.accent;
  const board = { x: 8, y: 14, w: 540, h: 440 };
  const tile = (b: Box, fill = '#fff') => (
    <rect x={b.x} y={b.y} width={b.w} height={b.h} rx={10} fill={fill} stroke={SITE.line} />
  );
  const swatches: [string, string][] = [
    [a, a.toUpperCase()],
    ['#f3d9e2', '#F3D9E2'],
    ['#e0a526', '#E0A526'],
    ['#1e293b', '#1E293B'],
    ['#faf6f0', '#FAF6F0'],
  ];
  return (
    <Doc name="services-brand" alt={alt}>
      <Window b={board} title="aara · brand book · v2">
        {/* The wordmark on the brand colour. */}
        {tile({ x: 24, y: 58, w: 272, h: 170 }, a)}
        <text x={44} y={168} fontSize={74} fontWeight={800} letterSpacing={-3} fill="#fff">
          aara
        </text>
        <circle cx={214} cy={103} r={7} fill="#e0a526" />
        <Label x={44} y={212} fill="#ffffffcc">
          Logo · primary
        </Label>
        {/* Colours. */}
        {tile({ x: 308, y: 58, w: 224, h: 170 })}
        <Label x={322} y={80}>
          Colour
        </Label>
        {swatches.map(([fill, hex], i) => (
          <g key={hex}>
            <rect x={322 + i * 40} y={92} width={35} height={88} rx={6} fill={fill} stroke={SITE.line} />
            <text x={339.5 + i * 40} y={198} fontFamily={MONO} fontSize={7} fill={SITE.muted} textAnchor="middle">
              {hex}
            </text>
          </g>
        ))}
        {/* Type. */}
        {tile({ x: 24, y: 240, w: 190, h: 198 })}
        <Label x={38} y={262}>
          Type
        </Label>
        <text x={36} y={334} fontSize={68} fontWeight={800} letterSpacing={-2} fill={SITE.ink}>
          Aa
        </text>
        <Text x={38} y={364} size={13} fill={SITE.ink} weight={750}>
          The Festive Edit
        </Text>
        {[0.86, 0.7, 0.78].map((f, i) => (
          <rect key={i} x={38} y={376 + i * 12} width={150 * f} height={6} rx={3} fill={SITE.soft} />
        ))}
        {/* The UI kit, in the brand's colour. */}
        {tile({ x: 226, y: 240, w: 306, h: 198 })}
        <Label x={240} y={262}>
          UI kit
        </Label>
        {blocks(
          [
            { h: 1, b: [{ k: 'button', t: 'Shop the edit', ghost: 'Size guide' }] },
            { h: 1, b: [{ k: 'chips', items: ['S', 'M', 'L', 'XL', 'XXL'], on: 1 }] },
            { h: 1, b: [{ k: 'search', t: 'Search kurtas, sarees…' }] },
          ],
          { x: 240, y: 276, w: 278, h: 150 },
          { ...SITE, accent: a },
          11,
          10,
        )}
      </Window>
      <g transform="translate(556 38) scale(0.84)">{phone.node}</g>
      <Label x={657} y={462} anchor="middle" fill={INK}>
        Applied · the Aara app
      </Label>
    </Doc>
  );
}

// ——— Blog: in-article figures ———

/** Aggregation theory: the virtuous cycle, as four linked cards of a product's dashboard. */
function virtuousCycle(alt: string) {
  const win = { x: 10, y: 10, w: 740, h: 380 };
  const card = (b: Box, step: string, title: string, figure: string, line: number[]) => (
    <g>
      <rect x={b.x} y={b.y} width={b.w} height={b.h} rx={10} fill="#fff" stroke={SITE.line} />
      <Label x={b.x + 14} y={b.y + 22}>
        {step}
      </Label>
      <Text x={b.x + 14} y={b.y + 44} size={14} fill={SITE.ink} weight={750} w={b.w - 28}>
        {title}
      </Text>
      <Text x={b.x + 14} y={b.y + 74} size={24} fill={SITE.accent} weight={800}>
        {figure}
      </Text>
      <polyline
        points={line.map((v, i) => `${b.x + b.w - 96 + i * 14} ${b.y + 74 - v * 2.4}`).join(' ')}
        fill="none"
        stroke={GOOD}
        strokeWidth={2}
        strokeLinejoin="round"
      />
    </g>
  );
  const w = 250;
  const h = 94;
  const left = { x: 44, y: 64 };
  const right = { x: 466, y: 64 };
  return (
    <Doc name="blog-virtuous-cycle" alt={alt}>
      <Window b={win} title="aggregator · growth loop">
        {card({ ...left, w, h }, '01', 'A better experience', '4.6 ★', [2, 3, 5, 6, 8, 9])}
        {card({ ...right, w, h }, '02', 'More users', '+38%', [1, 3, 4, 7, 9, 12])}
        {card({ x: right.x, y: 262, w, h }, '03', 'More suppliers', '2,140', [2, 4, 5, 7, 10, 11])}
        {card({ x: left.x, y: 262, w, h }, '04', 'More choice, lower prices', '−12%', [10, 9, 7, 6, 4, 3])}
        <Arrow x1={left.x + w + 10} y1={111} x2={right.x - 10} y2={111} color={SITE.accent} />
        <Arrow x1={right.x + w / 2} y1={168} x2={right.x + w / 2} y2={252} color={SITE.accent} />
        <Arrow x1={right.x - 10} y1={309} x2={left.x + w + 10} y2={309} color={SITE.accent} />
        <Arrow x1={left.x + w / 2} y1={252} x2={left.x + w / 2} y2={168} color={SITE.accent} />
        <circle cx={380} cy={210} r={64} fill={SITE.accent} opacity={0.1} />
        <Text x={380} y={206} size={11} fill={SITE.accent} weight={750} anchor="middle">
          Each turn makes the
        </Text>
        <Text x={380} y={221} size={11} fill={SITE.accent} weight={750} anchor="middle">
          next user cheaper
        </Text>
      </Window>
    </Doc>
  );
}

/** The khata screen a kirana store would use, for idea 1 of the startup list. */
const KHATA: DrawnScreen = {
  label: 'a credit book for a kirana store with the amounts each customer owes and a reminder button',
  frame: 'phone',
  title: 'Patel Kirana',
  nav: 'tabs',
  menu: ['Khata', 'Stock', 'Orders', 'More'],
  language: { locale: 'en-IN', direction: 'ltr' },
  rows: [
    {
      h: 1,
      b: [
        {
          k: 'stats',
          items: [
            ['₹18,450', 'to collect'],
            ['23', 'customers'],
          ],
        },
      ],
    },
    {
      h: 3,
      b: [
        {
          k: 'list',
          lead: 'avatar',
          items: ['Meena Shah', 'Ravi Desai', 'Farida Bano', 'Kiran Joshi'],
          meta: ['₹2,340 · 12 days', '₹860 · 5 days', '₹4,120 · 31 days', '₹615 · 2 days'],
          badge: ['due', 'new', 'overdue', 'new'],
        },
      ],
    },
    { h: 0.8, b: [{ k: 'button', t: 'Send SMS reminders' }] },
  ],
};

/** Startup ideas: idea 1 drawn as its first version would look, a phone beside the stock that has not moved. */
function khata(alt: string) {
  const accent = '#0c8599';
  const phone = device('phone', KHATA, accent, 'Khata', 'khata.example');
  const win = { x: 300, y: 70, w: 440, h: 290 };
  return (
    <Doc name="blog-khata" alt={alt}>
      <Window b={win} title="Stock · not sold in 60 days">
        {blocks(
          [
            {
              h: 3,
              b: [
                {
                  k: 'table',
                  head: ['Item', 'Last sold', 'In stock', 'Status'],
                  rows: [
                    ['Basmati rice 5 kg', '9 Oct', '14', 'Hold'],
                    ['Toor dal 1 kg', '2 Nov', '22', 'Review'],
                    ['Mustard oil 1 L', '28 Sep', '9', 'Overdue'],
                    ['Poha 500 g', '11 Oct', '18', 'Hold'],
                  ],
                  status: 3,
                },
              ],
            },
            { h: 0.9, b: [{ k: 'button', t: 'Reorder from distributor', ghost: 'Scan barcode' }] },
          ],
          inside(win, 16),
          { ...SITE, accent },
          11,
          12,
        )}
      </Window>
      <g transform="translate(40 0) scale(0.82)">
        {phone.node}
        {/* An Android phone, as the article's first version is: a punch-hole camera. */}
        <rect x={84} y={18} width={72} height={20} fill={accent} />
        <circle cx={120} cy={28} r={5.5} fill="#0b1226" />
      </g>
    </Doc>
  );
}

/** Designing: the one-term pilot, as a project board with its seven steps and the class's prototypes. */
function pilot(alt: string) {
  const win = { x: 10, y: 10, w: 740, h: 380 };
  const body = inside(win, 18);
  return (
    <Doc name="blog-pilot" alt={alt}>
      <Window b={win} title="Design pilot · Class 7 · one term">
        {blocks(
          [
            {
              h: 1,
              b: [
                {
                  k: 'col',
                  w: 1.1,
                  rows: [
                    { h: 0.5, b: [{ k: 'text', t: 'Pilot plan', lines: 0, size: 1.3 }] },
                    {
                      h: 4,
                      b: [
                        {
                          k: 'checklist',
                          items: [
                            ['One class, two teachers', true],
                            ['One period a week', true],
                            ['Project: the canteen queue', true],
                            ['Mentor visits every two weeks', true],
                            ['Document every prototype', false],
                            ['Showcase for parents', false],
                            ['Decide with evidence', false],
                          ],
                        },
                      ],
                    },
                  ],
                },
                {
                  k: 'col',
                  rows: [
                    { h: 0.5, b: [{ k: 'text', t: 'Prototypes', lines: 0, size: 1.3 }] },
                    {
                      h: 2.1,
                      b: [
                        {
                          k: 'kanban',
                          cols: [
                            ['Sketched', 6],
                            ['Tested', 3],
                            ['Showcase', 2],
                          ],
                        },
                      ],
                    },
                    {
                      h: 1.4,
                      b: [
                        {
                          k: 'rings',
                          items: [
                            ['Tested with 5+', 62],
                            ['Portfolios', 80],
                          ],
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
          body,
          { ...SITE, accent: '#e8590c' },
          11,
          18,
        )}
      </Window>
    </Doc>
  );
}

// ——— Thank-you and 404 ———

/** Thank-you: the visitor's message arriving on the studio's enquiry board, in the first column. */
function enquiryBoard(alt: string) {
  const win = { x: 10, y: 10, w: 620, h: 380 };
  const body = inside(win, 16);
  const colW = (body.w - 24) / 3;
  const columns: [string, number][] = [
    ['New', 1],
    ['Discovery call', 2],
    ['Estimate sent', 3],
  ];
  const card = { x: body.x + 8, y: body.y + 44, w: colW - 16, h: 108 };
  return (
    <Doc name="thank-you" alt={alt}>
      <Window b={win} title="Enquiries · Nexaweave studio">
        {columns.map(([title, count], c) => {
          const cx = body.x + c * (colW + 12);
          return (
            <g key={title}>
              <rect x={cx} y={body.y} width={colW} height={body.h} rx={8} fill={SITE.bg} stroke={SITE.line} />
              <Text x={cx + 12} y={body.y + 24} size={11} fill={SITE.ink} weight={750} w={colW - 40}>
                {title}
              </Text>
              <Text x={cx + colW - 12} y={body.y + 24} size={10} fill={SITE.muted} weight={700} anchor="end">
                {String(count)}
              </Text>
              {c > 0 &&
                Array.from({ length: count }, (_, i) => (
                  <g key={i}>
                    <rect
                      x={cx + 8}
                      y={body.y + 40 + i * 70}
                      width={colW - 16}
                      height={60}
                      rx={6}
                      fill="#fff"
                      stroke={SITE.line}
                    />
                    <rect
                      x={cx + 18}
                      y={body.y + 54 + i * 70}
                      width={(colW - 40) * (0.75 - i * 0.12)}
                      height={6}
                      rx={3}
                      fill={SITE.soft}
                    />
                    <rect
                      x={cx + 18}
                      y={body.y + 68 + i * 70}
                      width={(colW - 40) * 0.4}
                      height={6}
                      rx={3}
                      fill={SITE.soft}
                    />
                    <circle cx={cx + colW - 24} cy={body.y + 84 + i * 70} r={7} fill={SITE.accent} opacity={0.25} />
                  </g>
                ))}
            </g>
          );
        })}
        {/* The empty slot in New, where the message lands. */}
        <Outline b={card} r={6} stroke={SITE.accent} strokeDasharray="5 4" opacity={0.6} />
      </Window>
      {/* The message card, arriving: lifted over its slot and turned a little. */}
      <g transform={`rotate(-4 ${card.x + card.w / 2 + 40} ${card.y + 60})`}>
        <Shadow b={{ x: card.x + 30, y: card.y + 26, w: 200, h: 118 }} r={10} />
        <rect
          x={card.x + 30}
          y={card.y + 26}
          width={200}
          height={118}
          rx={10}
          fill="#fff"
          stroke={SITE.accent}
          strokeWidth={1.5}
        />
        <Chip
          x={card.x + 44}
          y={card.y + 40}
          t="Your enquiry"
          fill={`${SITE.accent}1f`}
          color={SITE.accent}
          size={8.5}
        />
        <Text x={card.x + 44} y={card.y + 84} size={12} fill={SITE.ink} weight={750} w={172}>
          Just arrived
        </Text>
        <rect x={card.x + 44} y={card.y + 94} width={150} height={6} rx={3} fill={SITE.soft} />
        <rect x={card.x + 44} y={card.y + 106} width={110} height={6} rx={3} fill={SITE.soft} />
        <Text x={card.x + 44} y={card.y + 132} size={9.5} fill={GOOD} weight={700} w={172}>
          ● Read within one working day
        </Text>
      </g>
    </Doc>
  );
}

/** 404: a site plan with the studio's pins where they belong, and one pin that is on no room of it. */
function lostPin(alt: string) {
  const win = { x: 10, y: 60, w: 430, h: 330 };
  const plan = inside(win, 14);
  const pin = (x: number, y: number, fill: string, label: string, scale = 1) => (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <path d="M0 0c-11-14-15-19-15-26a15 15 0 0 1 30 0c0 7-4 12-15 26z" fill={fill} />
      <Text x={0} y={-21} size={12} fill="#fff" weight={800} anchor="middle">
        {label}
      </Text>
    </g>
  );
  const rooms: [string, number, number][] = [
    ['Home', 0.25, 0.3],
    ['Services', 0.74, 0.3],
    ['Work', 0.2, 0.76],
    ['Blog', 0.53, 0.8],
    ['Contact', 0.84, 0.8],
  ];
  return (
    <Doc name="not-found" alt={alt}>
      <Window b={win} title="nexaweave · site plan">
        {blocks([{ h: 1, b: [{ k: 'plan', pins: [] }] }], plan)}
        {rooms.map(([name, fx, fy], i) => (
          <g key={name}>
            {pin(plan.x + plan.w * fx, plan.y + plan.h * fy, SITE.accent, String(i + 1))}
            <Text
              x={plan.x + plan.w * fx}
              y={plan.y + plan.h * fy + 17}
              size={12}
              fill={SITE.ink}
              weight={700}
              anchor="middle"
            >
              {name}
            </Text>
          </g>
        ))}
      </Window>
      {/* The lost pin, off the plan, with the path it did not find. */}
      <path
        d="M420 250 C 470 240, 500 190, 530 150"
        fill="none"
        stroke="#e03131"
        strokeWidth={2}
        strokeDasharray="5 6"
        opacity={0.7}
      />
      {pin(548, 120, '#e03131', '?', 1.5)}
      <rect x={470} y={136} width={156} height={60} rx={10} fill="#fff" stroke={SITE.line} />
      <text x={548} y={160} fontFamily={MONO} fontSize={15} fill="#e03131" textAnchor="middle" letterSpacing={1}>
        404
      </text>
      <Text x={548} y={181} size={12.5} fill={SITE.ink} weight={650} anchor="middle">
        not on this plan
      </Text>
    </Doc>
  );
}

/** Every figure's drawing, by name. */
const FIGURES: Record<FigureName, (alt: string) => ReactNode> = {
  'services-apps': apps,
  'services-brand': brand,
  'services-social': social,
  'cta-plan': plan,
  'blog-virtuous-cycle': virtuousCycle,
  'blog-khata': khata,
  'blog-pilot': pilot,
  'thank-you': enquiryBoard,
  'not-found': lostPin,
};

/** What each figure shows, for its alternative text. */
export const FIGURE_ALT: Record<FigureName, string> = {
  'services-apps':
    'Bilogi’s two native apps: the Android lesson player and the iOS 3D heart model, with a push notification that the next lesson is ready',
  'services-brand':
    'A brand board for Aara: the wordmark on its rose colour, the colour palette, the type and the UI kit, beside the Aara app where they are applied',
  'services-social':
    'Aara’s social media month: a content calendar of Instagram reels, stories and carousels with Facebook, LinkedIn and YouTube posts, the brand’s Instagram profile grid on a phone, and the monthly report with followers, reach and enquiries',
  'cta-plan':
    'An idea on a whiteboard, its screens from sign-up to paying by UPI sketched in marker with two sticky notes of questions, turned into a written estimate: discovery and design, build, QA on real devices, and launch and support, with the team and a fixed scope',
  'blog-virtuous-cycle':
    'The virtuous cycle drawn as four linked dashboard cards: a better experience brings more users, more users bring more suppliers, more suppliers bring more choice and lower prices, and round again',
  'blog-khata':
    'A sketch of idea 1: a kirana store’s credit book on a phone, with what each customer owes and a reminder button, beside a list of stock that has not sold in 60 days',
  'blog-pilot':
    'A board for a one-term design pilot in Class 7: the seven steps of the plan, four done, and the class’s prototypes from sketched to tested to showcase',
  'thank-you': 'A message card marked “Your enquiry” landing in the New column of the studio’s enquiry board',
  'not-found':
    'A site plan with pins on Home, Services, Work, Blog and Contact, and one red pin off the plan marked 404',
};

export function Figure({ name }: { name: FigureName }) {
  return FIGURES[name](FIGURE_ALT[name]);
}
