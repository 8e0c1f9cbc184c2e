/**
 * Lays a screen's rows of blocks out in its content area and hands each block to
 * the renderer of its kind. The renderers live in blocks/, grouped by what they
 * show; a `col` block is a column of rows of its own, laid out here.
 */
import type { ReactNode } from 'react';
import type { Block, Row } from '../schema.ts';
import { drawFlow, drawGantt, drawKanban, drawSteps, drawUnits } from './blocks/boards.tsx';
import { drawDonut, drawHbars, drawHeat, drawPlot, drawRings } from './blocks/charts.tsx';
import { drawCards, drawChecklist, drawList, drawStats, drawSummary, drawTable } from './blocks/collections.tsx';
import { drawButton, drawChat, drawChips, drawForm, drawOptions, drawSearch } from './blocks/inputs.tsx';
import { drawHeart, drawMap, drawPlan, drawScan } from './blocks/places.tsx';
import { drawBanner, drawHero, drawPhotos, drawText, drawVideo } from './blocks/showcase.tsx';
import type { Box, Palette, Renderer } from './primitives.tsx';

/** The renderer of each kind of block; the type makes a kind without one a compile error. */
const renderers: { [K in Block['k']]: Renderer<Extract<Block, { k: K }>> } = {
  col: (block, { b, p, fs }) => <g>{layoutRows(block.rows, b, p, fs, fs * 0.7)}</g>,
  hero: drawHero,
  banner: drawBanner,
  text: drawText,
  photos: drawPhotos,
  video: drawVideo,
  cards: drawCards,
  list: drawList,
  stats: drawStats,
  table: drawTable,
  checklist: drawChecklist,
  summary: drawSummary,
  line: drawPlot,
  bars: drawPlot,
  candles: drawPlot,
  scatter: drawPlot,
  hbars: drawHbars,
  donut: drawDonut,
  rings: drawRings,
  heat: drawHeat,
  kanban: drawKanban,
  gantt: drawGantt,
  flow: drawFlow,
  steps: drawSteps,
  units: drawUnits,
  plan: drawPlan,
  map: drawMap,
  scan: drawScan,
  heart: drawHeart,
  form: drawForm,
  chips: drawChips,
  button: drawButton,
  search: drawSearch,
  options: drawOptions,
  chat: drawChat,
};

function drawBlock<K extends Block['k']>(block: Extract<Block, { k: K }>, b: Box, p: Palette, fs: number): ReactNode {
  const render = renderers[block.k as K];
  return render(block, { ...b, b, p, a: p.accent, fs });
}

/** Lays out rows top to bottom in `box`: each row takes its share of the height, its blocks share the width. */
export function layoutRows(rows: Row[], box: Box, p: Palette, fs: number, gap: number): ReactNode[] {
  const total = rows.reduce((sum, row) => sum + row.h, 0);
  const free = box.h - gap * (rows.length - 1);
  let y = box.y;
  const out: ReactNode[] = [];
  rows.forEach((row, r) => {
    const h = (free * row.h) / total;
    const weights = row.b.map((block) => block.w ?? 1);
    const sum = weights.reduce((s, v) => s + v, 0);
    const freeW = box.w - gap * (row.b.length - 1);
    let x = box.x;
    row.b.forEach((block, i) => {
      const w = (freeW * (weights[i] ?? 1)) / sum;
      out.push(<g key={`${r}-${i}`}>{drawBlock(block, { x, y, w, h }, p, fs)}</g>);
      x += w + gap;
    });
    y += h + gap;
  });
  return out;
}
