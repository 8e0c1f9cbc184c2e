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

/** The warm paper grounds a portrait sits on (one per person, picked by the seed). */
export const PORTRAIT_GROUNDS = ['efe6d8', 'e3e9f2', 'e4ece0', 'efe3ea'] as const;

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

interface PortraitOptions {
  hair?: PortraitHair | undefined;
  /** A gesture for a figure in a scene; portraits have none. */
  gesture?: Gesture;
  /** Without the ground: a figure placed in a scene. */
  transparent?: boolean;
}

/** The portrait's SVG markup (the document element included), 1744 units square. */
function avatarMarkup(seed: string, { hair, gesture, transparent = false }: PortraitOptions = {}): string {
  return createAvatar(notionists, {
    seed,
    lips: [...LIPS],
    brows: [...BROWS],
    ...(hair ? { hair: HAIR[hair] } : { hair: [...HAIR.long, ...HAIR.short] }),
    beardProbability: hair === 'long' ? 0 : 12,
    glassesProbability: 25,
    ...(gesture ? { gesture: [gesture], gestureProbability: 100 } : { gestureProbability: 0 }),
    ...(transparent ? {} : { backgroundColor: [...PORTRAIT_GROUNDS], backgroundType: ['solid'] }),
  }).toString();
}

/** A person's portrait as an SVG document (square, 240 px intrinsic size). */
export function portraitSvg(seed: string, hair?: PortraitHair): string {
  return avatarMarkup(seed, { hair }).replace(/^<svg /, '<svg width="240" height="240" ');
}

/** The inner drawing of an avatar, to place inside another SVG. */
function avatarInner(seed: string, options: PortraitOptions): string {
  return avatarMarkup(seed, { ...options, transparent: true })
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<metadata[\s\S]*?<\/metadata>/, '');
}

/**
 * The studio at work, for the careers page: four people at one long desk with their
 * screens, a wall of sticky notes behind them, one on a call, one explaining a point.
 * Drawn in the portraits' line style (black 12-unit strokes on white) on a paper ground.
 */
export function studioSceneSvg(): string {
  const W = 1600;
  const H = 820;
  const ink = '#0e1014';
  const figures: { seed: string; hair: PortraitHair; gesture: Gesture; x: number }[] = [
    { seed: 'studio-aesha', hair: 'long', gesture: 'handPhone', x: 120 },
    { seed: 'studio-mihir', hair: 'short', gesture: 'hand', x: 470 },
    { seed: 'studio-riddhi', hair: 'long', gesture: 'pointLongArm', x: 820 },
    { seed: 'studio-jay', hair: 'short', gesture: 'ok', x: 1170 },
  ];
  const size = 420;
  const deskY = 700;
  const line = (colour = ink, width = 6) =>
    `stroke="${colour}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;
  const stroke = line();
  // Sticky notes on the wall: a planning board behind the team.
  const notes = Array.from({ length: 14 }, (_, i) => {
    const col = i % 7;
    const row = Math.floor(i / 7);
    const fills = ['#ffd86b', '#b8d8ff', '#ffb3a7', '#c9ecc1'];
    const x = 330 + col * 140 + (row % 2) * 30;
    const y = 90 + row * 120 + ((col * 7) % 3) * 8;
    const tilt = ((col * 13 + row * 5) % 7) - 3;
    return `<g transform="rotate(${tilt} ${x + 45} ${y + 45})"><rect x="${x}" y="${y}" width="90" height="90" fill="${fills[(col + row) % 4]}" ${stroke}/><path d="M${x + 16} ${y + 34}h58M${x + 16} ${y + 56}h40" ${stroke}/></g>`;
  }).join('');
  const laptops = figures
    .map(({ x }, i) => {
      // The lid's back, seen from the front of the desk: a sticker or two on each.
      const lx = x + size / 2 - 95;
      const sticker = i % 2 === 0 ? '#4338ca' : '#f97316';
      return `<g><path d="M${lx} ${deskY - 2}l14-104h162l14 104z" fill="#fff" ${stroke}/><circle cx="${lx + 95}" cy="${deskY - 54}" r="16" fill="${sticker}" ${stroke}/><rect x="${lx + 36}" y="${deskY - 86}" width="26" height="18" rx="4" fill="#ffd86b" ${line(ink, 4)} transform="rotate(-8 ${lx + 49} ${deskY - 77})"/><path d="M${lx - 20} ${deskY}h230" ${stroke}/></g>`;
    })
    .join('');
  const people = figures
    .map(
      ({ seed, hair, gesture, x }) =>
        `<svg x="${x}" y="${deskY - size + 10}" width="${size}" height="${size}" viewBox="0 0 1744 1744">${avatarInner(seed, { hair, gesture })}</svg>`,
    )
    .join('');
  // The plant stands at the desk's right end, drawn a little smaller so its leaves stay inside the frame.
  const plant = `<g transform="translate(1506 ${deskY}) scale(0.85) translate(-1530 ${-deskY})"><path d="M1490 ${deskY}h80l-12-90h-56z" fill="#fff" ${stroke}/><path d="M1530 ${deskY - 90}c-40-60-60-120-30-190M1530 ${deskY - 90}c30-70 80-110 60-190M1530 ${deskY - 90}c-10-60 10-110 0-160" fill="none" ${stroke}/><path d="M1500 ${deskY - 280}c-40 10-50 40-30 60c30-6 40-30 30-60zM1590 ${deskY - 280}c40 0 50 30 36 56c-30-4-44-26-36-56zM1530 ${deskY - 250}c-26-20-20-50 0-64c20 16 24 44 0 64z" fill="#c9ecc1" ${stroke}/></g>`;
  const mug = `<g><path d="M60 ${deskY}v-70h60v70z" fill="#fff" ${stroke}/><path d="M120 ${deskY - 56}c26 0 26 36 0 36" fill="none" ${stroke}/></g>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" fill="none">`,
    `<rect width="${W}" height="${H}" fill="#f4f2ed"/>`,
    `<rect x="300" y="60" width="1030" height="300" rx="12" fill="#fff" ${stroke}/>`,
    notes,
    people,
    `<rect x="0" y="${deskY}" width="${W}" height="${H - deskY}" fill="#e8e3d8"/>`,
    `<path d="M0 ${deskY}H${W}" ${line(ink, 8)}/>`,
    laptops,
    plant,
    mug,
    '</svg>',
  ].join('');
}
