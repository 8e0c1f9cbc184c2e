/**
 * The shape of a case study's screens file (app/content/work/screens/<slug>.yaml):
 * the app screens drawn for its gallery and cover, as rows of building blocks with
 * the product's own words. screens.server.ts validates every file against it, so a
 * typo in a block fails the build with the file and the field's path named.
 *
 * A screen is a device frame with navigation around rows; a row takes its share of
 * the height (`h`), and its blocks (`b`) share the width by their `w` (default 1).
 * Each block names its kind in `k`; project/layout.tsx has one renderer per kind.
 * The short field names keep the files compact: t = title, s = subtitle, n = count,
 * v = values, on = the selected item's index.
 */
import { z } from 'zod';
import type { Market } from '../content/schema.ts';
import type { ScreenLanguage } from './market.ts';

export const frame = z.enum(['phone', 'laptop', 'browser']);
export type Frame = z.infer<typeof frame>;

/**
 * The subject of the illustrations in a block's image areas (project/subjects.tsx).
 * An image area without one draws a generic placeholder glyph, which the drawn-screens
 * test refuses: every picture in a mockup shows the product's own things.
 */
export const art = z.enum([
  'print',
  'garment',
  'skyline',
  'factory',
  'hotel',
  'townhouse',
  'pump',
  'part',
  'cell',
  'person',
  'site',
  'chart',
  'food',
]);
export type Art = z.infer<typeof art>;

const count = z.number().int().positive();
const index = z.number().int().nonnegative();
const percent = z.number().min(0).max(100);
/** A position across or down the block, from 0 (left, top) to 1 (right, bottom). */
const fraction = z.number().min(0).max(1);
const pair = z.tuple([z.string(), z.string()]);
const labelled = z.tuple([z.string(), z.number()]);
const colour = z.string().regex(/^#[0-9a-f]{6}$/i, 'a colour is written "#rrggbb"');

/** Fields every block has: its share of the row's width. */
const share = { w: z.number().positive().optional() };
const kind = <K extends string, S extends z.ZodRawShape>(k: K, shape: S) =>
  z.strictObject({ k: z.literal(k), ...share, ...shape });

const leaf = [
  kind('hero', { t: z.string(), s: z.string().optional(), art, cta: z.string().optional() }),
  kind('banner', { t: z.string(), s: z.string() }),
  kind('cards', {
    n: count,
    cols: count,
    labels: z.array(z.string()).optional(),
    meta: z.array(z.string()).optional(),
    art: art.optional(),
    /** A progress bar under each card. */
    progress: z.boolean().optional(),
  }),
  kind('list', {
    items: z.array(z.string()).min(1),
    meta: z.array(z.string()).optional(),
    /** What leads each row (default a dot). */
    lead: z.enum(['thumb', 'avatar', 'dot', 'time', 'none', 'progress']).optional(),
    /** A status chip at the end of each row, coloured by its word (paid, overdue, pending…). */
    badge: z.array(z.string()).optional(),
    art: art.optional(),
    /** The leading times when `lead` is "time". */
    times: z.array(z.string()).optional(),
    /** The progress of each row when `lead` is "progress". */
    pct: z.array(percent).optional(),
  }),
  /** Figures in cards: [value, label]. */
  kind('stats', { items: z.array(pair).min(1) }),
  /** A line chart, with an optional grey comparison line. */
  kind('line', { t: z.string().optional(), v: z.array(z.number()).min(2), base: z.array(z.number()).optional() }),
  kind('bars', { t: z.string().optional(), v: z.array(z.number()).min(1) }),
  /** Closing prices, drawn as candles that rise or fall from the one before. */
  kind('candles', { t: z.string().optional(), v: z.array(z.number()).min(1) }),
  /** n points spread over the plot, the risky quadrant in red. */
  kind('scatter', { t: z.string().optional(), n: count }),
  /** Horizontal bars: [label, percent]; under 50 is drawn as a warning. */
  kind('hbars', { items: z.array(z.tuple([z.string(), percent])).min(1) }),
  kind('donut', { t: z.string(), v: percent }),
  kind('rings', { items: z.array(z.tuple([z.string(), percent])).min(1) }),
  /** A table; the column at index `status` is drawn as status chips. */
  kind('table', { head: z.array(z.string()).min(1), rows: z.array(z.array(z.string())), status: index.optional() }),
  /** Board columns: [title, number of cards]. */
  kind('kanban', { cols: z.array(labelled).min(1) }),
  /** Tasks over eight weeks: [label, start week, length, weeks slipped]. */
  kind('gantt', { rows: z.array(z.tuple([z.string(), z.number(), z.number(), z.number().optional()])).min(1) }),
  /** A floor plan with numbered pins: [x, y, state], state 0 open, 1 in progress, 2 done. */
  kind('plan', { pins: z.array(z.tuple([fraction, fraction, z.union([z.literal(0), z.literal(1), z.literal(2)])])) }),
  /** A street map with pins: [x, y, label]. */
  kind('map', { pins: z.array(z.tuple([fraction, fraction, z.string().optional()])) }),
  kind('video', { t: z.string(), live: z.boolean().optional(), art: art.optional() }),
  /** Labelled fields, filled in with `values` where given (one a field, in order), and the submit button. */
  kind('form', {
    fields: z.array(z.string()).min(1),
    values: z.array(z.string()).optional(),
    cta: z.string(),
    cols: count.optional(),
  }),
  kind('chips', { items: z.array(z.string()).min(1), on: index.optional() }),
  /** A button, with an outlined second one beside it when `ghost` is given. */
  kind('button', {
    t: z.string(),
    ghost: z.string().optional(),
    ghostColor: colour.optional(),
    color: colour.optional(),
  }),
  kind('search', { t: z.string() }),
  /** Messages: [1 when sent by the app's user, text]. */
  kind('chat', { msgs: z.array(z.tuple([z.union([z.literal(0), z.literal(1)]), z.string()])).min(1) }),
  /** A heat map; `v` holds a string of digits 0–3 per row, one per column (0 drawn as a gap). */
  kind('heat', { rows: z.array(z.string()).min(1), cols: z.array(z.string()).min(1), v: z.array(z.string()) }),
  /** A building's units by floor, top floor first: a = available, h = on hold, b = booked. */
  kind('units', { v: z.array(z.string().regex(/^[abh]+$/)).min(1) }),
  kind('steps', { items: z.array(z.string()).min(1), on: index }),
  kind('options', { items: z.array(z.string()).min(1), on: index, q: z.string().optional() }),
  /** A camera viewfinder reading a plate. */
  kind('scan', { t: z.string() }),
  /** A 3D heart model with labels: [label, x, y]. */
  kind('heart', { labels: z.array(z.tuple([z.string(), fraction, fraction])) }),
  /**
   * A heading, an optional accent line and `lines` lines of body text: the words of `body`
   * wrapped to the block's width where given, grey lines of text seen from afar otherwise.
   */
  kind('text', {
    t: z.string(),
    s: z.string().optional(),
    lines: index,
    size: z.number().positive().optional(),
    body: z.string().optional(),
  }),
  /** `n` photographs of the subject, from its picture number `at` on (default 0), so a screen can show a later one. */
  kind('photos', { n: count, art: art.optional(), at: index.optional() }),
  kind('checklist', { items: z.array(z.tuple([z.string(), z.boolean()])).min(1) }),
  /** Steps of a process, left to right, the last one highlighted: [title, detail]. */
  kind('flow', { items: z.array(pair).min(1) }),
  /** Label and value lines, the last one a total. */
  kind('summary', { items: z.array(pair).min(1) }),
] as const;

/** Rows inside a block: a column of its own (recursive, hence the getter). */
const col = z.strictObject({
  k: z.literal('col'),
  ...share,
  get rows(): z.ZodArray<typeof row> {
    return z.array(row).min(1);
  },
});

export const block = z.discriminatedUnion('k', [col, ...leaf]);
export type Block = z.infer<typeof block>;
/** The block of one kind, for that kind's renderer. */
export type BlockOf<K extends Block['k']> = Extract<Block, { k: K }>;

export const row = z.strictObject({
  /** Share of the height. */
  h: z.number().positive(),
  /** Blocks side by side. */
  get b(): z.ZodArray<typeof block> {
    return z.array(block).min(1);
  },
});
export type Row = z.infer<typeof row>;

export const screen = z.strictObject({
  /** What the screen shows, for its alternative text. */
  label: z.string().min(10),
  frame,
  /** Title in the app bar or page header. */
  title: z.string(),
  nav: z.enum(['side', 'top', 'tabs', 'none']).optional(),
  menu: z.array(z.string()).optional(),
  /** Index of the highlighted menu entry (default the first). */
  menuOn: index.optional(),
  /** Label of the top navigation's button. */
  action: z.string().optional(),
  /** Path shown in the browser's address bar. */
  path: z.string().startsWith('/').optional(),
  dark: z.boolean().optional(),
  /**
   * The language the screen is drawn in, when it is the market's alternate one (an
   * Arabic screen of a UAE product): its direction then comes from the market too.
   */
  locale: z.string().optional(),
  rows: z.array(row).min(1),
});
export type Screen = z.infer<typeof screen>;

/**
 * One screens file. Its domain, currency and languages are the case study's `market`
 * (app/content/schema.ts), never written here.
 */
/**
 * How a case study's hero picture composes the product (project/hero.tsx), every device
 * whole: one screen square to the viewer in the middle of the field, one screen turned a
 * few degrees as if laid on it, one desktop screen turned away in perspective, or three
 * phones fanned out.
 */
export const heroFraming = z.enum(['front', 'tilt', 'angle', 'trio']);

/**
 * The field behind a hero's product (project/hero-scenes.tsx): a flat ground in the
 * project's colour with a pattern from its world, one per project (no two heroes share one).
 */
export const heroBackdrop = z.enum([
  'blueprint',
  'skyline',
  'arches',
  'block-print',
  'weave',
  'cells',
  'drawing',
  'sawtooth',
  'nuts',
  'network',
  'candles',
  'pulse',
]);
export type HeroBackdrop = z.infer<typeof heroBackdrop>;

/**
 * A case study's hero: screens of its own, drawn for the hero only, so that the page
 * never shows one screen twice (the gallery draws the others).
 */
export const heroFile = z
  .strictObject({
    framing: heroFraming,
    /** The pattern on the field behind the product, from the project's world. */
    backdrop: heroBackdrop,
    screens: z.array(screen).min(1).max(3),
  })
  .superRefine((hero, ctx) => {
    const phones = hero.screens.filter((s) => s.frame === 'phone').length;
    const problem =
      hero.framing === 'trio'
        ? hero.screens.length !== 3 || phones !== 3
          ? 'a trio draws three phone screens'
          : undefined
        : hero.screens.length !== 1
          ? `a hero framed "${hero.framing}" draws one screen`
          : hero.framing === 'angle' && phones > 0
            ? 'a hero framed "angle" draws a laptop or browser screen'
            : undefined;
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['screens'] });
  });
export type HeroFile = z.infer<typeof heroFile>;

export const screensFile = z.strictObject({
  /** Name drawn in the product's own navigation. */
  brand: z.string(),
  /** The case study's hero picture, on its page, its /work tile and the previous case's teaser. */
  hero: heroFile,
  screens: z.array(screen).min(2),
});

/** A screen ready to draw: its words localized for the market, with the language it is drawn in. */
export interface DrawnScreen extends Screen {
  language: ScreenLanguage;
}

/** What the renderers draw for one project: its screens with the case study's name, colour and market. */
export interface ProjectScreens {
  brand: string;
  screens: DrawnScreen[];
  hero: Omit<HeroFile, 'screens'> & { screens: DrawnScreen[] };
  client: string;
  accent: string;
  market: Market;
}
