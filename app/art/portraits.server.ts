/**
 * People, drawn at build time: a portrait for every person the site names, and the studio
 * scene of the careers page, in one style, DiceBear's "Notionists" (hand-drawn black line
 * portraits by Zoish, CC0 1.0, docs/design.md). Each portrait is seeded by the person, so
 * the same person has the same face on every page and in every build; the options below
 * only keep the choices to friendly expressions and, where the content says so, to long
 * or short hair. The SVG files are served as images (routes/drawn-image.ts): no drawing
 * code reaches a page.
 */
import { createAvatar } from '@dicebear/core';
import * as notionists from '@dicebear/notionists';
import type { PortraitHair } from './images.ts';

/**
 * The one studio backdrop every portrait is drawn on, as in a photographer's series: warm
 * grey seamless paper lit by one soft key light from the upper left, brightest behind the
 * head and falling off to the edges, with the sitter's soft shadow on the paper to the
 * right. Same light, same ground and same head-and-shoulders crop for everyone.
 */
const STUDIO_BACKDROP = [
  '<defs>',
  '<radialGradient id="studio-key" cx="0.36" cy="0.3" r="0.9">',
  '<stop offset="0" stop-color="#f6f2ea"/><stop offset="0.5" stop-color="#e6dfd3"/><stop offset="1" stop-color="#c4baab"/>',
  '</radialGradient>',
  '<filter id="studio-shadow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="70"/></filter>',
  '</defs>',
  '<rect width="1744" height="1744" fill="url(#studio-key)"/>',
  '<ellipse cx="1060" cy="1250" rx="600" ry="620" fill="#7d7264" opacity="0.3" filter="url(#studio-shadow)"/>',
].join('');

/** Smiling or calm mouths only: the set also has frowns, pouts and tongues. */
const LIPS = [
  'variant30',
  'variant25',
  'variant23',
  'variant22',
  'variant14',
  'variant13',
  'variant05',
  'variant04',
] as const;
/** Calm brows (the set's raised and knitted ones read as alarm at a small size). */
const BROWS = [
  'variant10',
  'variant09',
  'variant08',
  'variant07',
  'variant06',
  'variant05',
  'variant04',
  'variant03',
] as const;

type HairStyle = NonNullable<notionists.Options['hair']>[number];

const HAIR: Record<PortraitHair, HairStyle[]> = {
  long: [
    'variant58',
    'variant57',
    'variant48',
    'variant47',
    'variant46',
    'variant45',
    'variant41',
    'variant39',
    'variant37',
    'variant36',
    'variant29',
    'variant28',
    'variant23',
    'variant10',
    'variant08',
    'variant04',
  ],
  short: [
    'variant56',
    'variant55',
    'variant54',
    'variant53',
    'variant49',
    'variant38',
    'variant35',
    'variant34',
    'variant33',
    'variant31',
    'variant30',
    'variant27',
    'variant25',
    'variant22',
    'variant21',
    'variant20',
    'variant19',
    'variant18',
    'variant17',
    'variant16',
    'variant15',
    'variant13',
    'variant12',
    'variant11',
    'variant09',
    'variant07',
    'variant06',
    'variant05',
    'variant03',
    'variant01',
  ],
};

type Gesture = 'hand' | 'handPhone' | 'ok' | 'point' | 'waveLongArm' | 'okLongArm' | 'pointLongArm';
type Part<K extends 'body' | 'glasses' | 'beard'> = NonNullable<notionists.Options[K]>[number];

/**
 * The set's 25 torsos in the order they are handed out, light and dark shirts, collars,
 * jackets and prints alternating, so that people listed together never look alike.
 */
const BODIES: Part<'body'>[] = [
  'variant01',
  'variant06',
  'variant13',
  'variant24',
  'variant19',
  'variant08',
  'variant11',
  'variant25',
  'variant03',
  'variant17',
  'variant14',
  'variant22',
  'variant05',
  'variant10',
  'variant21',
  'variant15',
  'variant09',
  'variant20',
  'variant12',
  'variant04',
  'variant23',
  'variant07',
  'variant16',
  'variant02',
  'variant18',
];
/** Clear frames only: the set's other glasses are sunglasses, which read as a costume. */
const GLASSES: Part<'glasses'>[] = ['variant03', 'variant08', 'variant11'];
/** Every third short-haired person has a beard of their own. */
const BEARDS: Part<'beard'>[] = [
  'variant01',
  'variant02',
  'variant03',
  'variant05',
  'variant06',
  'variant07',
  'variant08',
  'variant09',
  'variant10',
  'variant11',
  'variant12',
];

/**
 * Garments: a tint each (indigo, madder, kesar, leaf, rani pink, sky, khadi, sage, terracotta,
 * ink blue), the dyes of Ahmedabad's cloth, and a weave or print (plain, bandhani dots,
 * a khadi stripe, a block-printed buti). A tint never repeats on one torso shape.
 */
const GARMENT_TINTS = [
  '#c7cdf5',
  '#f2c4b4',
  '#f5d98f',
  '#bfdcc5',
  '#eebad0',
  '#b5cfea',
  '#e4d3b4',
  '#a9c2b0',
  '#e9ad84',
  '#9fa8d6',
] as const;
const PATTERNS = ['plain', 'bandhani', 'khadi', 'buti'] as const;

/** One person's parts: every person the site draws has a set no one else has. */
export interface PortraitParts {
  body: Part<'body'>;
  hair: HairStyle;
  glasses: Part<'glasses'> | undefined;
  beard: Part<'beard'> | undefined;
  garment: string;
  pattern: (typeof PATTERNS)[number];
}

interface DrawnPerson {
  seed: string;
  hair?: PortraitHair | undefined;
}

/**
 * Hands out the parts to everyone at once, in the order given (the founder and the team
 * first): the torsos one by one, so that the first 25 people share none and anyone later
 * wears a torso in another tint; hair in turn within long and short; clear glasses to
 * three people, beards to every third short-haired one. The same list gives the same
 * parts in every build.
 */
export function allocatePortraitParts(people: readonly DrawnPerson[]): Map<string, PortraitParts> {
  const parts = new Map<string, PortraitParts>();
  const taken = { long: 0, short: 0 };
  let glasses = 0;
  let beards = 0;
  for (const { seed, hair } of people) {
    if (parts.has(seed)) continue;
    const n = parts.size;
    const kind: PortraitHair = hair ?? (n % 2 ? 'long' : 'short');
    const styles = HAIR[kind];
    const j = taken[kind]++;
    const beard = kind === 'short' && j % 3 === 1 ? BEARDS[beards++ % BEARDS.length] : undefined;
    const withGlasses = n % 5 === 2 && glasses < GLASSES.length;
    parts.set(seed, {
      body: BODIES[n % BODIES.length] ?? 'variant01',
      // A step coprime with both lists' lengths walks through every style before one repeats.
      hair: styles[(j * 7) % styles.length] ?? styles[0] ?? 'variant01',
      glasses: withGlasses ? GLASSES[glasses++] : undefined,
      beard,
      garment: GARMENT_TINTS[n % GARMENT_TINTS.length] ?? GARMENT_TINTS[0],
      pattern: PATTERNS[(n + Math.floor(n / GARMENT_TINTS.length)) % PATTERNS.length] ?? 'plain',
    });
  }
  return parts;
}

interface PortraitOptions {
  /** A gesture for a figure in a scene; portraits have none. */
  gesture?: Gesture;
}

/** The garment's paint: its tint, with the weave or print laid over it. */
function garmentPattern(id: string, tint: string, pattern: PortraitParts['pattern']): string {
  const ink = '#0e1014';
  switch (pattern) {
    case 'plain':
      return '';
    case 'bandhani':
      return `<pattern id="${id}" width="64" height="64" patternUnits="userSpaceOnUse"><rect width="64" height="64" fill="${tint}"/><circle cx="16" cy="16" r="7" fill="#fff"/><circle cx="16" cy="16" r="2.5" fill="${ink}"/><circle cx="48" cy="48" r="7" fill="#fff"/><circle cx="48" cy="48" r="2.5" fill="${ink}"/></pattern>`;
    case 'khadi':
      return `<pattern id="${id}" width="40" height="40" patternUnits="userSpaceOnUse"><rect width="40" height="40" fill="${tint}"/><path d="M0 10h40M10 0v40" stroke="#fff" stroke-width="5" opacity="0.55"/></pattern>`;
    case 'buti':
      return `<pattern id="${id}" width="90" height="90" patternUnits="userSpaceOnUse"><rect width="90" height="90" fill="${tint}"/><path d="M45 26c9 8 9 18 0 24c-9-6-9-16 0-24z" fill="${ink}" opacity="0.7"/><circle cx="45" cy="60" r="4" fill="${ink}" opacity="0.7"/></pattern>`;
  }
}

/** Torsos drawn dark, whose white parts are piping and seams, not the cloth. */
export const DARK_BODIES: ReadonlySet<Part<'body'>> = new Set(['variant06']);
export const DARK_BODY_SEAM = '#33373f';

/** The torso's group in the set's markup: everything between it and the hair's group. */
const BODY_GROUP = /(<g transform="translate\(178 1057\)">)([\s\S]*?)(<\/g><g transform="translate\(266 207\)">)/;

/** The portrait's SVG markup (the document element included), 1744 units square. */
function avatarMarkup(seed: string, parts: PortraitParts, { gesture }: PortraitOptions = {}): string {
  const svg = createAvatar(notionists, {
    seed,
    lips: [...LIPS],
    brows: [...BROWS],
    body: [parts.body],
    hair: [parts.hair],
    glasses: parts.glasses ? [parts.glasses] : [],
    glassesProbability: parts.glasses ? 100 : 0,
    beard: parts.beard ? [parts.beard] : [],
    beardProbability: parts.beard ? 100 : 0,
    bodyIconProbability: 0,
    ...(gesture ? { gesture: [gesture], gestureProbability: 100 } : { gestureProbability: 0 }),
  }).toString();
  // The garment: the torso's white cloth dyed in the person's tint and weave. A dark torso's
  // white is only its piping, which a light tint turned into a coloured halo round the
  // figure: it is dyed a soft grey instead, a seam on the dark cloth.
  const id = `cloth-${seed}`;
  const dark = DARK_BODIES.has(parts.body);
  const defs = dark ? undefined : garmentPattern(id, parts.garment, parts.pattern);
  const paint = dark ? DARK_BODY_SEAM : defs ? `url(#${id})` : parts.garment;
  return svg.replace(BODY_GROUP, (_, open: string, body: string, close: string) => {
    const dyed = body.replaceAll('fill="#fff"', `fill="${paint}"`);
    return `${open}${defs ? `<defs>${defs}</defs>` : ''}${dyed}${close}`;
  });
}

/** A person's portrait as an SVG document (square, 240 px intrinsic size), on the studio backdrop. */
export function portraitSvg(seed: string, parts: PortraitParts): string {
  return avatarMarkup(seed, parts).replace(/^<svg ([^>]*)>/, `<svg width="240" height="240" $1>${STUDIO_BACKDROP}`);
}

/** The inner drawing of an avatar, to place inside another SVG. */
function avatarInner(seed: string, parts: PortraitParts, options: PortraitOptions): string {
  return avatarMarkup(seed, parts, options)
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<metadata[\s\S]*?<\/metadata>/, '')
    .replaceAll('viewboxMask', `mask-${seed}`);
}

/** A person of the team in the studio scene, with what they are doing. */
export interface StudioFigure {
  seed: string;
  parts: PortraitParts;
}

/** The studio scene's frames: the whole room, and a tall crop for phones (the board and two people). */
const STUDIO_FRAMES = {
  wide: { x: 0, y: 0, w: 1600, h: 900 },
  tall: { x: 420, y: 40, w: 760, h: 860 },
} as const;
type StudioFrame = keyof typeof STUDIO_FRAMES;

const INK = '#0e1014';
const line = (width = 6, colour = INK) =>
  `stroke="${colour}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;

/** The window onto S.G. Highway: towers, a kite over them, the glass's mullions. */
function cityWindow(): string {
  const towers = [
    [70, 230, 70],
    [150, 170, 60],
    [220, 260, 80],
    [310, 140, 54],
    [370, 210, 66],
  ]
    .map(([x = 0, top = 0, w = 0], i) => {
      const lit = Array.from({ length: Math.floor((440 - top) / 34) }, (_, r) =>
        [0, 1]
          .map((c) =>
            (r + c + i) % 3 === 0
              ? `<rect x="${x + 12 + c * (w / 2 - 6)}" y="${top + 16 + r * 34}" width="${w / 2 - 18}" height="14" fill="#ffe7a8"/>`
              : '',
          )
          .join(''),
      ).join('');
      return `<rect x="${x}" y="${top}" width="${w}" height="${460 - top}" fill="${i % 2 ? '#9fb3c8' : '#b7c7d8'}"/>${lit}`;
    })
    .join('');
  const kite = `<g transform="rotate(-12 330 120)"><path d="M330 80l34 40-34 40-34-40z" fill="#e8590c" ${line(4)}/><path d="M330 80v80M296 120h68" ${line(3)}/><path d="M330 160c-10 30 20 40 0 70" fill="none" ${line(3)}/></g><path d="M330 230C300 300 240 330 180 460" fill="none" stroke="${INK}" stroke-width="2" stroke-dasharray="6 8"/>`;
  return [
    `<rect x="40" y="70" width="400" height="400" fill="#dde9f3"/>`,
    towers,
    kite,
    `<path d="M40 270h400M240 70v400" ${line(8, '#fff')}/>`,
    `<rect x="40" y="70" width="400" height="400" ${line(8)}/>`,
    `<rect x="24" y="470" width="432" height="18" fill="#fff" ${line(6)}/>`,
  ].join('');
}

/** The sprint board, its columns and cards labelled so they can be read. */
function sprintBoard(): string {
  const columns = ['TO DO', 'DOING', 'REVIEW', 'DONE'];
  const cards: [number, string, string][] = [
    [0, 'Cart API', '#ffd86b'],
    [0, 'Onboarding', '#b8d8ff'],
    [1, 'iOS 2.4', '#ffb3a7'],
    [1, 'Dark mode', '#c9ecc1'],
    [2, 'Login QA', '#ffd86b'],
    [2, 'Hindi copy', '#ffb3a7'],
    [3, 'Basebone', '#b8d8ff'],
    [3, 'Release', '#c9ecc1'],
  ];
  const x0 = 540;
  const colW = 150;
  const seen = [0, 0, 0, 0];
  return [
    `<rect x="${x0 - 20}" y="70" width="640" height="360" rx="10" fill="#fff" ${line(6)}/>`,
    `<text x="${x0}" y="112" font-family="ui-monospace, Menlo, monospace" font-size="22" font-weight="700" fill="${INK}">SPRINT 14 · FRIDAY DEMO</text>`,
    ...columns.map(
      (label, c) =>
        `<text x="${x0 + c * colW}" y="156" font-family="ui-monospace, Menlo, monospace" font-size="19" font-weight="700" fill="#4338ca">${label}</text>` +
        (c ? `<path d="M${x0 + c * colW - 14} 136V410" ${line(3, '#c9c4b8')}/>` : ''),
    ),
    ...cards.map(([c, label, fill]) => {
      const row = seen[c] ?? 0;
      seen[c] = row + 1;
      const x = x0 + c * colW;
      const y = 178 + row * 84;
      const tilt = ((c * 7 + row * 5) % 5) - 2;
      return `<g transform="rotate(${tilt} ${x + 67} ${y + 34})"><rect x="${x}" y="${y}" width="134" height="68" fill="${fill}" ${line(4)}/><text x="${x + 10}" y="${y + 40}" font-family="Inter, system-ui, sans-serif" font-size="17" font-weight="700" fill="${INK}">${label}</text></g>`;
    }),
  ].join('');
}

/** The device lab: phones and tablets on shelves, charging, its name on a plate. */
function deviceLab(): string {
  const shelves = [214, 332, 450];
  const devices = shelves
    .map((y, r) =>
      Array.from({ length: 5 }, (_, i) => {
        const tablet = (i + r) % 4 === 3;
        const w = tablet ? 74 : 40;
        const h = tablet ? 88 : 76;
        const x = 1232 + i * 64 + (tablet ? -10 : 0);
        const screen = ['#c7cdf5', '#fff', '#bfdcc5', '#f5d98f', '#f2c4b4'][(i + r * 2) % 5];
        return `<rect x="${x}" y="${y - h}" width="${w}" height="${h}" rx="9" fill="${INK}"/><rect x="${x + 5}" y="${y - h + 8}" width="${w - 10}" height="${h - 18}" rx="3" fill="${screen}"/>`;
      }).join(''),
    )
    .join('');
  return [
    `<rect x="1210" y="70" width="350" height="420" fill="#efe6d8" ${line(6)}/>`,
    `<rect x="1300" y="80" width="170" height="32" rx="4" fill="${INK}"/><text x="1385" y="103" text-anchor="middle" font-family="ui-monospace, Menlo, monospace" font-size="18" font-weight="700" fill="#fff">DEVICE LAB</text>`,
    devices,
    ...shelves.map((y) => `<path d="M1210 ${y}h350" ${line(8)}/>`),
  ].join('');
}

/** Navratri bunting along the top of the wall. */
function bunting(): string {
  const flags = Array.from({ length: 24 }, (_, i) => {
    const x = 20 + i * 68;
    const sag = Math.sin((i / 23) * Math.PI) * 26;
    const fill = ['#e8590c', '#f5c542', '#c2185b', '#2f9e44', '#4338ca'][i % 5];
    return `<path d="M${x} ${22 + sag}l30 4-12 34z" fill="${fill}" ${line(3)}/>`;
  }).join('');
  return `<path d="M0 20Q800 76 1600 20" fill="none" ${line(3)}/>${flags}`;
}

/** A cutting-chai glass on a desk: a small ribbed glass of milky tea. */
const chai = (x: number, y: number) =>
  `<path d="M${x} ${y}l-7-62h54l-7 62z" fill="#fff" ${line(5)}/><path d="M${x + 2} ${y - 6}l-4-40h44l-4 40z" fill="#d39a62"/><path d="M${x + 12} ${y - 50}v44M${x + 20} ${y - 50}v44M${x + 28} ${y - 50}v44" ${line(2, '#ffffff')}/><path d="M${x + 14} ${y - 76}c-8-10 8-14 0-24M${x + 30} ${y - 76}c-8-10 8-14 0-24" fill="none" ${line(3, '#9a948a')}/>`;

/**
 * The studio at work, for the careers and about pages: a room with depth. At the back, the
 * window onto S.G. Highway with a kite over the towers, the sprint board with its columns,
 * the device lab's shelves; the project manager walks the board, the QA lead tests a phone
 * at the lab; in front, three of the team at the front desk with their laptops (stickers of
 * shipped projects), cutting chai and a plant. Each person is one of the team, with the
 * same face and clothes as their portrait. Drawn in the portraits' line style on paper.
 */
export function studioSceneSvg(
  team: {
    board: StudioFigure;
    lab: StudioFigure;
    front: readonly [StudioFigure, StudioFigure, StudioFigure];
  },
  frame: StudioFrame = 'wide',
): string {
  const { x, y, w, h } = STUDIO_FRAMES[frame];
  const figure = ({ seed, parts }: StudioFigure, gesture: Gesture, fx: number, fy: number, size: number) =>
    `<svg x="${fx}" y="${fy}" width="${size}" height="${size}" viewBox="0 0 1744 1744">${avatarInner(`${seed}-studio`, parts, { gesture })}</svg>`;
  const [left, middle, right] = team.front;
  const backDesk = 600;
  const frontDesk = 812;
  // The laptops at the front desk, lids towards us, each with a project's sticker.
  const laptop = (lx: number, sticker: string) =>
    `<path d="M${lx} ${frontDesk - 2}l16-120h196l16 120z" fill="#eceae4" ${line(6)}/>${sticker}<path d="M${lx - 24} ${frontDesk}h276" ${line(6)}/>`;
  const stickers = [
    (lx: number) =>
      `<g transform="translate(${lx + 96} ${frontDesk - 84})"><path d="M0 14h16v16H0zM20-6h16v16H20zM20 14h16v16H20z" fill="#e8590c"/></g>`,
    (lx: number) =>
      `<circle cx="${lx + 114}" cy="${frontDesk - 64}" r="20" fill="#2f9e44" ${line(4)}/><text x="${lx + 114}" y="${frontDesk - 57}" text-anchor="middle" font-family="Inter, sans-serif" font-size="20" font-weight="800" fill="#fff">b</text>`,
    (lx: number) =>
      `<rect x="${lx + 86}" y="${frontDesk - 90}" width="56" height="34" rx="17" fill="#4338ca" ${line(4)}/><path d="M${lx + 102} ${frontDesk - 64}l10-10 8 6 12-12" fill="none" ${line(4, '#fff')}/>`,
  ];
  const plant = `<g><path d="M1470 ${frontDesk}h90l-12-92h-66z" fill="#c96f4a" ${line(6)}/><path d="M1515 ${frontDesk - 92}c-40-60-60-130-26-200M1515 ${frontDesk - 92}c30-70 84-110 62-196M1515 ${frontDesk - 92}c-8-64 12-118 2-170" fill="none" ${line(6)}/><path d="M1486 ${frontDesk - 294}c-40 10-52 42-30 62c30-6 42-32 30-62zM1576 ${frontDesk - 290}c40 0 52 30 38 58c-30-4-46-28-38-58zM1516 ${frontDesk - 262}c-26-20-20-52 0-66c20 16 24 46 0 66z" fill="#c9ecc1" ${line(6)}/></g>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${x} ${y} ${w} ${h}" fill="none">`,
    `<rect width="1600" height="900" fill="#f4f2ed"/>`,
    // The floor behind the back desk, for depth.
    `<rect y="560" width="1600" height="340" fill="#e9e3d6"/>`,
    cityWindow(),
    sprintBoard(),
    deviceLab(),
    bunting(),
    // At the back: the project manager at the board, the QA lead at the lab with a phone.
    figure(team.board, 'pointLongArm', 330, 250, 380),
    figure(team.lab, 'handPhone', 1190, 240, 360),
    // The back desk, a bench with monitors, in front of them.
    `<rect x="280" y="${backDesk}" width="1320" height="26" fill="#d8c7a6" ${line(6)}/>`,
    `<path d="M320 ${backDesk + 26}v110M1560 ${backDesk + 26}v110" ${line(6)}/>`,
    chai(930, backDesk),
    // In front: three of the team at the front desk, each busy with something else.
    figure(left, 'hand', 60, 372, 480),
    figure(middle, 'ok', 540, 372, 480),
    figure(right, 'point', 990, 372, 480),
    `<rect y="${frontDesk}" width="1600" height="${900 - frontDesk}" fill="#d8c7a6"/>`,
    `<path d="M0 ${frontDesk}H1600" ${line(8)}/>`,
    `<path d="M0 ${frontDesk + 30}H1600" ${line(3, '#b9a784')}/>`,
    laptop(186, stickers[0]?.(186) ?? ''),
    laptop(666, stickers[1]?.(666) ?? ''),
    laptop(1116, stickers[2]?.(1116) ?? ''),
    chai(470, frontDesk),
    chai(950, frontDesk),
    // A sketchbook and a pencil beside the first laptop.
    `<g><path d="M30 ${frontDesk}l14-22h132l-14 22z" fill="#f5d98f" ${line(5)}/><path d="M44 ${frontDesk - 22}l12-18h132l-12 18" fill="#fff" ${line(5)}/><path d="M70 ${frontDesk - 30}l80-4" ${line(6, '#e8590c')}/></g>`,
    plant,
    '</svg>',
  ].join('');
}

/** The welcome board of a new joiner's first day: their name and the day's checklist, ticked as it goes. */
function welcomeBoard(joiner: string): string {
  const items: [string, boolean][] = [
    ['Laptop, repo and Slack', true],
    ['Meet your buddy', true],
    ['Read the Basebone case', true],
    ['First pull request', false],
    ['Chai with the founder', false],
  ];
  const x0 = 80;
  return [
    `<rect x="${x0 - 30}" y="70" width="560" height="400" rx="10" fill="#fff" ${line(6)}/>`,
    `<text x="${x0}" y="122" font-family="ui-monospace, Menlo, monospace" font-size="22" font-weight="700" fill="#4338ca">DAY 1 · WELCOME</text>`,
    `<text x="${x0}" y="176" font-family="Inter, system-ui, sans-serif" font-size="44" font-weight="800" fill="${INK}">${joiner}!</text>`,
    ...items.map(([label, done], i) => {
      const y = 230 + i * 48;
      const box = `<rect x="${x0}" y="${y - 24}" width="30" height="30" rx="6" fill="${done ? '#c9ecc1' : '#fff'}" ${line(4)}/>`;
      const tick = done ? `<path d="M${x0 + 7} ${y - 9}l7 8 12-16" fill="none" ${line(5)}/>` : '';
      return `${box}${tick}<text x="${x0 + 48}" y="${y}" font-family="Inter, system-ui, sans-serif" font-size="24" font-weight="${done ? 500 : 700}" fill="${INK}"${done ? ' text-decoration="line-through"' : ''}>${label}</text>`;
    }),
  ].join('');
}

/** The garba night poster: a lantern, two dandiya sticks crossed, the night and the time. */
function garbaPoster(): string {
  const x = 1180;
  return [
    `<rect x="${x}" y="70" width="360" height="420" fill="#c2185b" ${line(6)}/>`,
    `<text x="${x + 180}" y="132" text-anchor="middle" font-family="ui-monospace, Menlo, monospace" font-size="22" font-weight="700" fill="#ffd86b">STUDIO NAVRATRI</text>`,
    `<text x="${x + 180}" y="196" text-anchor="middle" font-family="Inter, system-ui, sans-serif" font-size="46" font-weight="800" fill="#fff">Garba night</text>`,
    // A lantern hanging from a cord, and the dandiya sticks crossed under it.
    `<path d="M${x + 180} 214v26" ${line(4, '#ffd86b')}/>`,
    `<path d="M${x + 150} 240h60l12 30-12 60h-60l-12-60z" fill="#f5c542" ${line(5)}/>`,
    `<path d="M${x + 150} 270h60M${x + 146} 300h68" ${line(3)}/>`,
    `<path d="M${x + 96} 400l168-46M${x + 96} 354l168 46" ${line(10, '#ffd86b')}/>`,
    `<text x="${x + 180}" y="460" text-anchor="middle" font-family="ui-monospace, Menlo, monospace" font-size="22" font-weight="700" fill="#fff">FRIDAY · 8 PM · TERRACE</text>`,
  ].join('');
}

/** A shelf of books: the studio's library, which a new joiner may borrow from. */
function library(): string {
  const books = Array.from({ length: 11 }, (_, i) => {
    const w = 22 + ((i * 7) % 3) * 6;
    const h = 88 + ((i * 5) % 4) * 12;
    const x = 700 + i * 38;
    const fill = ['#b8d8ff', '#ffd86b', '#ffb3a7', '#c9ecc1', '#c7cdf5'][i % 5];
    return `<rect x="${x}" y="${300 - h}" width="${w}" height="${h}" fill="${fill}" ${line(4)}/>`;
  }).join('');
  return [
    `<rect x="680" y="110" width="440" height="36" rx="4" fill="${INK}"/><text x="900" y="135" text-anchor="middle" font-family="ui-monospace, Menlo, monospace" font-size="18" font-weight="700" fill="#fff">LIBRARY · BORROW ANY BOOK</text>`,
    books,
    `<path d="M680 300h440" ${line(8)}/>`,
  ].join('');
}

/**
 * The careers scene for phones: not a crop of the room, which would cut the library's sign
 * and the garba poster off, but the room in two panels one above the other, each drawn at
 * its own width: the welcome desk (the board, the buddy, the joiner), then the library
 * shelf, the garba poster and the two planning the night. Each panel draws only its own
 * things, so nothing is cut at a panel's edge.
 */
const CAREERS_PANELS = [
  { x: 0, y: 20, w: 800, h: 880 },
  { x: 640, y: 20, w: 960, h: 880 },
] as const;
const CAREERS_TALL_W = 800;

/**
 * Careers: a new joiner's first day, not the studio's working room (about's scene). At the
 * back, the welcome board with the joiner's name and their first-day checklist, the
 * library's shelf and the garba night poster; in front, the joiner at their new desk with
 * a laptop and a welcome kit, their buddy pointing them through the checklist, and two of
 * the team planning the garba night. Each person is one of the team in their own portrait's
 * face and clothes, in the portraits' line style on paper.
 */
export function careersSceneSvg(
  team: { buddy: StudioFigure; joiner: StudioFigure; joinerName: string; garba: readonly [StudioFigure, StudioFigure] },
  frame: StudioFrame = 'wide',
): string {
  const figure = ({ seed, parts }: StudioFigure, gesture: Gesture, fx: number, fy: number, size: number) =>
    `<svg x="${fx}" y="${fy}" width="${size}" height="${size}" viewBox="0 0 1744 1744">${avatarInner(`${seed}-careers`, parts, { gesture })}</svg>`;
  const desk = 812;
  // The welcome kit on the joiner's desk: a box with a tee and a mug of the studio's indigo.
  const kit = `<g><rect x="80" y="${desk - 70}" width="120" height="70" fill="#4338ca" ${line(6)}/><path d="M80 ${desk - 70}l20-24h120l-20 24M200 ${desk - 70}l20-24v70l-20 24" fill="#312e81" ${line(6)}/><text x="140" y="${desk - 26}" text-anchor="middle" font-family="Inter, sans-serif" font-size="20" font-weight="800" fill="#fff">N</text></g>`;
  const mug = `<g><path d="M560 ${desk}v-60h54v60z" fill="#fff" ${line(5)}/><path d="M614 ${desk - 48}c22 0 22 30 0 30" fill="none" ${line(5)}/><circle cx="587" cy="${desk - 30}" r="9" fill="#4338ca"/></g>`;
  const laptop = (lx: number) =>
    `<path d="M${lx} ${desk - 2}l16-120h196l16 120z" fill="#eceae4" ${line(6)}/><rect x="${lx + 86}" y="${desk - 90}" width="56" height="34" rx="17" fill="#4338ca" ${line(4)}/><path d="M${lx - 24} ${desk}h276" ${line(6)}/>`;
  // A string of marigolds along the desk's edge, for the garba night.
  const marigolds = Array.from(
    { length: 9 },
    (_, i) =>
      `<circle cx="${1000 + i * 56}" cy="${desk + 22}" r="16" fill="${i % 2 ? '#f59f00' : '#e8590c'}" ${line(4)}/>`,
  ).join('');
  const room = [
    `<rect width="1600" height="900" fill="#f4f2ed"/>`,
    `<rect y="560" width="1600" height="340" fill="#e9e3d6"/>`,
  ];
  const floor = [
    `<rect y="${desk}" width="1600" height="${900 - desk}" fill="#d8c7a6"/>`,
    `<path d="M0 ${desk}H1600" ${line(8)}/>`,
    `<path d="M0 ${desk + 30}H1600" ${line(3, '#b9a784')}/>`,
  ];
  // The welcome desk: the board, the buddy pointing the joiner through it, the joiner's desk.
  const welcome = {
    back: [welcomeBoard(team.joinerName)],
    people: [
      figure(team.buddy, 'pointLongArm', 410, 250, 370),
      // The standing desk in front of the buddy, with the day's printed checklist on it.
      `<rect x="300" y="600" width="700" height="26" fill="#d8c7a6" ${line(6)}/>`,
      `<path d="M340 626v110M960 626v110" ${line(6)}/>`,
      figure(team.joiner, 'ok', 150, 372, 480),
    ],
    front: [laptop(300), kit, mug],
  };
  // The library shelf, the garba poster and two of the team planning the night.
  const garba = {
    back: [library(), garbaPoster()],
    people: [figure(team.garba[0], 'waveLongArm', 860, 372, 480), figure(team.garba[1], 'handPhone', 1180, 372, 480)],
    front: [marigolds, chai(1510, desk)],
  };
  const scene = (parts: (typeof welcome)[]) => [
    ...room,
    ...parts.flatMap((part) => part.back),
    bunting(),
    ...parts.flatMap((part) => part.people),
    ...floor,
    ...parts.flatMap((part) => part.front),
  ];
  if (frame === 'wide')
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900" fill="none">`,
      ...scene([welcome, garba]),
      '</svg>',
    ].join('');
  let top = 0;
  const panels = CAREERS_PANELS.map((panel, i) => {
    const h = (panel.h * CAREERS_TALL_W) / panel.w;
    const svg = `<svg x="0" y="${top}" width="${CAREERS_TALL_W}" height="${h}" viewBox="${panel.x} ${panel.y} ${panel.w} ${panel.h}">${scene([i === 0 ? welcome : garba]).join('')}</svg>`;
    top += h;
    return svg;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAREERS_TALL_W}" height="${Math.round(top)}" viewBox="0 0 ${CAREERS_TALL_W} ${Math.round(top)}" fill="none">`,
    ...panels,
    '</svg>',
  ].join('');
}
