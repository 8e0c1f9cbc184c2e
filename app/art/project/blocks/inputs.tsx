/**
 * Renderers of blocks a user acts on: a form, filter chips, buttons, a search field,
 * options to pick and a chat.
 */
import type { ReactNode } from 'react';
import type { BlockOf } from '../../schema.ts';
import { Chip, Pill, Text, chipWidth, type Canvas } from '../primitives.tsx';

/** Labelled fields in columns, the first focused, and the submit button. */
export function drawForm(block: BlockOf<'form'>, { p, a, fs, x, y, w, h }: Canvas): ReactNode {
  const cols = block.cols ?? 1;
  const n = block.fields.length;
  const rows = Math.ceil(n / cols) + 1;
  const rh = h / rows;
  const gap = fs * 0.7;
  const cw = (w - gap * (cols - 1)) / cols;
  // A field no taller than a real input, and always a clear gap above the next row's label.
  const boxH = Math.max(fs * 1.2, Math.min(fs * 2.4, rh - fs * 2.2));
  return (
    <g>
      {block.fields.map((field, i) => {
        const fx = x + (i % cols) * (cw + gap);
        const fy = y + Math.floor(i / cols) * rh;
        const value = block.values?.[i];
        return (
          <g key={i}>
            <Text x={fx} y={fy + fs * 0.9} size={fs * 0.72} fill={p.muted} weight={650} w={cw}>
              {field}
            </Text>
            <rect
              x={fx}
              y={fy + fs * 1.3}
              width={cw}
              height={boxH}
              rx={6}
              fill={p.card}
              stroke={i === 0 ? a : p.line}
            />
            {value && (
              <Text
                x={fx + fs * 0.6}
                y={fy + fs * 1.3 + boxH / 2 + fs * 0.3}
                size={fs * 0.8}
                fill={p.ink}
                weight={550}
                w={cw - fs * 1.2}
              >
                {value}
              </Text>
            )}
          </g>
        );
      })}
      <Pill
        b={{ x, y: y + h - rh + fs * 0.5, w: Math.min(w, fs * 11), h: rh - fs * 0.8 }}
        fill={a}
        tx={x + Math.min(w, fs * 11) / 2}
        ty={y + h - rh / 2 + fs * 0.42}
        size={fs * 0.85}
      >
        {block.cta}
      </Pill>
    </g>
  );
}

/** Filter chips in one line, the selected one filled; chips that do not fit are left out. */
export function drawChips(block: BlockOf<'chips'>, { p, a, fs, x, y, w, h }: Canvas): ReactNode {
  let cx = x;
  const size = fs * 0.78;
  return (
    <g>
      {block.items.map((item, i) => {
        const cw = chipWidth(item, size);
        if (cx + cw > x + w) return null;
        const chip = (
          <Chip
            key={i}
            x={cx}
            y={y + h / 2 - size}
            t={item}
            fill={i === (block.on ?? 0) ? a : p.card}
            color={i === (block.on ?? 0) ? '#fff' : p.ink}
            size={size}
          />
        );
        cx += cw + size * 0.7;
        return chip;
      })}
    </g>
  );
}

/** A full-width button, or an outlined and a filled one side by side. */
export function drawButton(block: BlockOf<'button'>, { p, a, fs, x, y, w, h }: Canvas): ReactNode {
  return (
    <g>
      {block.ghost && (
        <g>
          <rect
            x={x}
            y={y + 2}
            width={w / 2 - 4}
            height={h - 4}
            rx={(h - 4) / 2}
            fill={p.card}
            stroke={block.ghostColor ?? a}
            strokeWidth={1.5}
          />
          <Text
            x={x + w / 4}
            y={y + h / 2 + fs * 0.35}
            size={fs * 0.9}
            fill={block.ghostColor ?? a}
            weight={700}
            anchor="middle"
          >
            {block.ghost}
          </Text>
        </g>
      )}
      <Pill
        b={{ x: block.ghost ? x + w / 2 + 4 : x, y: y + 2, w: block.ghost ? w / 2 - 4 : w, h: h - 4 }}
        fill={block.color ?? a}
        tx={block.ghost ? x + (w * 3) / 4 : x + w / 2}
        ty={y + h / 2 + fs * 0.35}
        size={fs * 0.9}
      >
        {block.t}
      </Pill>
    </g>
  );
}

/** A rounded search field with its placeholder. */
export function drawSearch(block: BlockOf<'search'>, { p, fs, x, y, w, h }: Canvas): ReactNode {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={h / 2} fill={p.card} stroke={p.line} />
      <circle cx={x + h * 0.5} cy={y + h * 0.46} r={h * 0.16} fill="none" stroke={p.muted} strokeWidth={1.6} />
      <path d={`M${x + h * 0.62} ${y + h * 0.58}l${h * 0.12} ${h * 0.12}`} stroke={p.muted} strokeWidth={1.6} />
      <Text x={x + h * 0.95} y={y + h / 2 + fs * 0.3} size={fs * 0.82} fill={p.muted} w={w - h * 1.2}>
        {block.t}
      </Text>
    </g>
  );
}

/** A question with choices, the selected one marked. */
export function drawOptions(block: BlockOf<'options'>, { p, a, fs, x, y, w, h }: Canvas): ReactNode {
  const top = block.q ? fs * 2.6 : 0;
  const n = block.items.length;
  const rh = (h - top) / n;
  return (
    <g>
      {block.q && (
        <Text x={x} y={y + fs * 1.3} size={fs * 0.95} fill={p.ink} weight={700} w={w}>
          {block.q}
        </Text>
      )}
      {block.items.map((item, i) => {
        const ry = y + top + i * rh;
        const on = i === block.on;
        return (
          <g key={i}>
            <rect
              x={x}
              y={ry + 3}
              width={w}
              height={rh - 6}
              rx={8}
              fill={on ? p.bg : p.card}
              stroke={on ? a : p.line}
              strokeWidth={on ? 1.8 : 1}
            />
            <circle
              cx={x + fs * 1.1}
              cy={ry + rh / 2}
              r={fs * 0.45}
              fill={on ? a : p.card}
              stroke={on ? a : p.soft}
              strokeWidth={1.5}
            />
            <Text
              x={x + fs * 2.1}
              y={ry + rh / 2 + fs * 0.3}
              size={fs * 0.85}
              fill={p.ink}
              weight={on ? 700 : 500}
              w={w - fs * 2.6}
            >
              {item}
            </Text>
          </g>
        );
      })}
    </g>
  );
}

/** Message bubbles, the user's own on the right in the accent colour. */
export function drawChat(block: BlockOf<'chat'>, { p, a, fs, x, y, w, h }: Canvas): ReactNode {
  const n = block.msgs.length;
  const rh = h / n;
  return (
    <g>
      {block.msgs.map(([me, msg], i) => {
        const bw = Math.min(w * 0.78, msg.length * fs * 0.5 + fs * 1.6);
        const bx = me ? x + w - bw : x;
        return (
          <g key={i}>
            <rect
              x={bx}
              y={y + i * rh + 3}
              width={bw}
              height={rh - 6}
              rx={10}
              fill={me ? a : p.card}
              stroke={me ? 'none' : p.line}
            />
            <Text
              x={bx + fs * 0.7}
              y={y + i * rh + rh / 2 + fs * 0.3}
              size={fs * 0.8}
              fill={me ? '#fff' : p.ink}
              w={bw - fs * 1.2}
            >
              {msg}
            </Text>
          </g>
        );
      })}
    </g>
  );
}
