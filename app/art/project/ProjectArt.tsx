/**
 * The imagery of a portfolio project: an app screen of the product drawn as SVG
 * inside a device frame (phone, laptop or browser window). Each project's screens
 * are data (app/content/work/screens/<slug>.yaml: rows of building blocks such as a
 * product grid, a floor plan, a Gantt chart or a chat), so every screen has its own
 * layout and text while the renderers only know how to draw the blocks. Pure and
 * deterministic, and rendered only at build time: render.server.tsx turns each
 * drawing into an SVG file under /images/work/, which the pages show with <img>.
 *
 * `which` is a screen's index, or 'cover', which composes two of the project's
 * screens (a laptop and a phone, two phones or two windows) for cards and banners.
 */
import { type ReactNode, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Block, DrawnScreen, ProjectScreens, Row } from '../schema.ts';
import { device } from './device.tsx';
import { HERO_H, HERO_W, HeroArt } from './hero.tsx';
import { type TextFit, TextAudit } from './primitives.tsx';

/** The two screens a cover composes: a desktop screen with the phone app, or two of a kind. */
function coverScreens(project: ProjectScreens): [DrawnScreen, DrawnScreen] {
  // The cover shows the product in its market's own language.
  const own = project.screens.filter((s) => s.language.locale === project.market.locale);
  const screens = own.length >= 2 ? own : project.screens;
  const count = screens.length;
  const pick = (i: number) => screens[((i % count) + count) % count] as DrawnScreen;
  const desk = screens.find((s) => s.frame !== 'phone');
  const phone = screens.find((s) => s.frame === 'phone');
  const first = desk ?? phone ?? pick(0);
  const second = desk && phone ? phone : (screens.filter((s) => s.frame === first.frame)[1] ?? pick(1));
  return [first, second];
}

/** A row's blocks one under the other: a stats row two figures a row, a column its own rows. */
function stackRow(row: Row): Row[] {
  return row.b.flatMap((block: Block): Row[] => {
    if (block.k === 'col') {
      const total = block.rows.reduce((sum, r) => sum + r.h, 0);
      return block.rows.flatMap((r) => stackRow({ ...r, h: (row.h * r.h * block.rows.length) / total }));
    }
    if (block.k === 'stats' && block.items.length > 2) {
      const pairs = Array.from({ length: Math.ceil(block.items.length / 2) }, (_, i) =>
        block.items.slice(i * 2, i * 2 + 2),
      );
      return pairs.map((items) => ({ h: row.h * 0.8, b: [{ ...block, items }] }));
    }
    return [{ h: row.h, b: [block] }];
  });
}

/**
 * A desktop screen drawn for a phone: the same product's page in the phone's frame, its
 * navigation as the phone app's tab bar (four entries, the highlighted one kept) and each
 * row's blocks stacked, so a phone shows the whole screen at a legible size instead of a
 * cut-off detail of the wide one.
 */
export function phoneScreenOf(s: DrawnScreen): DrawnScreen {
  const menu = s.menu ?? ['Home', 'Search', 'Orders', 'Profile'];
  const on = s.menuOn ?? 0;
  const tabs = on < 4 ? menu.slice(0, 4) : [...menu.slice(0, 3), menu[on] as string];
  return {
    ...s,
    frame: 'phone',
    nav: 'tabs',
    menu: tabs,
    menuOn: Math.min(on, 3),
    rows: s.rows.flatMap(stackRow),
  };
}

/**
 * Whether a desktop screen has a phone-sized drawing: only where every word of the
 * stacked screen fits its box (a wide table or a row of product cards does not), since
 * a phone never shows a word cut off. The others are shown whole, scaled down.
 */
export function hasNarrowScreen(project: ProjectScreens, which: number): boolean {
  if (project.screens[which]?.frame === 'phone') return false;
  const fits: TextFit[] = [];
  renderToStaticMarkup(
    createElement(TextAudit, { value: fits }, createElement(ProjectArt, { project, which, narrow: true })),
  );
  return fits.every((fit) => fit.needed <= fit.available + 0.5);
}

/** What an image shows, for its alternative text. */
export function describeProjectArt(project: ProjectScreens, which: 'cover' | 'hero' | number): string {
  if (which === 'hero') {
    const labels = project.hero.screens.map((s) => s.label);
    const shown = labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : labels[0];
    return `${project.client}: ${shown}`;
  }
  if (which === 'cover') {
    const [first, second] = coverScreens(project);
    return `${project.client}: ${first.label} and ${second.label}`;
  }
  const s = project.screens[which];
  if (!s)
    throw new Error(
      `The project ${project.client} has ${project.screens.length} screens; screen ${which} does not exist.`,
    );
  return `${project.client}: ${s.label}, on a ${s.frame === 'phone' ? 'phone' : s.frame === 'laptop' ? 'laptop' : 'browser window'}`;
}

/** A device's drawing and the transform that places it in a cover. */
interface Placed {
  at: string;
  node: ReactNode;
}

interface ProjectArtProps {
  /** The project's screens, with its case study's client name and accent colour. */
  project: ProjectScreens;
  /**
   * 'cover' composes two screens of the project; 'hero' draws the hero's own screens in
   * its framing (hero.tsx); a number draws that screen (0-based) in its device.
   */
  which: 'cover' | 'hero' | number;
  /** A desktop screen drawn for a phone (phoneScreenOf). */
  narrow?: boolean;
}

/**
 * A standalone SVG document (xmlns, a <title>) for an image file: the pages show it
 * with <img>, so its drawing costs no JavaScript and no page weight until it is seen.
 */
export function ProjectArt({ project, which, narrow = false }: ProjectArtProps) {
  const { accent, brand } = project;
  const { domain } = project.market;
  const title = <title>{describeProjectArt(project, which)}</title>;
  const common = {
    xmlns: 'http://www.w3.org/2000/svg',
    fontFamily: 'Inter, system-ui, -apple-system, Segoe UI, Roboto, sans-serif',
  };

  if (which === 'hero') {
    if (narrow) throw new Error(`The hero of ${project.client} has no narrow drawing: a phone crops the wide one.`);
    return (
      <svg {...common} viewBox={`0 0 ${HERO_W} ${HERO_H}`} width={HERO_W} height={HERO_H}>
        {title}
        <HeroArt project={project} />
      </svg>
    );
  }
  if (which === 'cover') {
    const [first, second] = coverScreens(project);
    const one = device(first.frame, first, accent, brand, domain);
    const two = device(second.frame, second, accent, brand, domain);
    // The two devices in one document, `back` drawn first and `front` over it, each placed by its
    // transform; the document as large as its viewBox.
    const cover = (viewBox: string, back: Placed, front: Placed) => {
      const [, , width, height] = viewBox.split(' ');
      return (
        <svg {...common} viewBox={viewBox} width={width} height={height}>
          {title}
          <g transform={back.at}>{back.node}</g>
          <g transform={front.at}>{front.node}</g>
        </svg>
      );
    };
    if (first.frame !== 'phone' && second.frame === 'phone') {
      // A laptop or window with the phone app in front of it, bottom right.
      return cover(
        '-14 -4 760 470',
        { at: 'translate(0 20)', node: one.node },
        { at: 'translate(560 96) scale(0.74)', node: two.node },
      );
    }
    if (first.frame === 'phone') {
      return cover(
        '0 0 470 500',
        { at: 'translate(228 30) scale(0.94)', node: two.node },
        { at: 'translate(10 4)', node: one.node },
      );
    }
    return cover(
      '-14 0 760 480',
      { at: 'translate(200 0) scale(0.82)', node: two.node },
      { at: 'translate(0 118) scale(0.82)', node: one.node },
    );
  }

  describeProjectArt(project, which); // refuses a screen that does not exist
  const wide = project.screens[which] as DrawnScreen;
  if (narrow && wide.frame === 'phone')
    throw new Error(`Screen ${which} of ${project.client} is a phone screen already: it has no narrow drawing.`);
  const s = narrow ? phoneScreenOf(wide) : wide;
  const d = device(s.frame, s, accent, brand, domain);
  const pad = s.frame === 'laptop' ? 12 : 0;
  return (
    <svg {...common} viewBox={`${-pad} 0 ${d.w + pad * 2} ${d.h}`} width={d.w + pad * 2} height={d.h}>
      {title}
      {d.node}
    </svg>
  );
}
