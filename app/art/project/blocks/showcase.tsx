/**
 * Renderers of blocks that present: a hero banner, a notice, a heading with body text,
 * photographs and a video.
 */
import type { ReactNode } from 'react';
import type { BlockOf } from '../../schema.ts';
import { BAD, Chip, Text, textWidth, type Canvas } from '../primitives.tsx';
import { ArtFill } from '../subjects.tsx';

/** A banner in the accent colour with an illustration, a headline, a line and a button. */
export function drawHero(block: BlockOf<'hero'>, { a, fs, x, y, w, h }: Canvas): ReactNode {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={8} fill={a} />
      <ArtFill art={block.art} b={{ x: x + w * 0.45, y, w: w * 0.55, h }} a="#fff" />
      <Text x={x + fs * 1.4} y={y + h * 0.4} size={fs * 1.5} fill="#fff" weight={750} w={w * 0.5}>
        {block.t}
      </Text>
      {block.s && (
        <Text x={x + fs * 1.4} y={y + h * 0.4 + fs * 1.8} size={fs * 0.95} fill="#fff" w={w * 0.48}>
          {block.s}
        </Text>
      )}
      {block.cta && (
        <Chip x={x + fs * 1.4} y={y + h * 0.4 + fs * 3} t={block.cta} fill="#fff" color={a} size={fs * 0.85} />
      )}
    </g>
  );
}

/** A tinted notice with an accent edge. */
export function drawBanner(block: BlockOf<'banner'>, { p, a, fs, x, y, w, h }: Canvas): ReactNode {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={10} fill={a} opacity={0.14} />
      <rect x={x} y={y} width={5} height={h} rx={2} fill={a} />
      <Text x={x + fs * 1.2} y={y + h / 2 - fs * 0.2} size={fs * 1.05} fill={p.ink} weight={700} w={w - fs * 2}>
        {block.t}
      </Text>
      <Text x={x + fs * 1.2} y={y + h / 2 + fs * 1.1} size={fs * 0.85} fill={a} weight={650} w={w - fs * 2}>
        {block.s}
      </Text>
    </g>
  );
}

/** Words wrapped into lines no wider than `width`; a word longer than a line has one to itself. */
export function wrapWords(text: string, width: number, size: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && textWidth(`${last} ${word}`, size) <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** A heading, an optional accent line and lines of body text (its words, or grey lines). */
export function drawText(block: BlockOf<'text'>, { b, p, fs }: Canvas): ReactNode {
  const { x, y, w } = b;
  const top = y + fs * (block.s ? 4 : 2.6);
  const size = fs * 0.82;
  return (
    <g>
      <Text x={x} y={y + fs * 1.4} size={fs * (block.size ?? 1.3)} fill={p.ink} weight={750} w={w}>
        {block.t}
      </Text>
      {block.s && (
        <Text x={x} y={y + fs * 3} size={fs * 1.05} fill={p.accent} weight={750} w={w}>
          {block.s}
        </Text>
      )}
      {block.body
        ? wrapWords(block.body, w, size)
            .slice(0, Math.max(1, block.lines))
            .map((text, i) => (
              <Text key={i} x={x} y={top + fs * 0.45 + i * fs * 1.3} size={size} fill={p.muted} w={w}>
                {text}
              </Text>
            ))
        : Array.from({ length: block.lines }, (_, i) => (
            <rect
              key={i}
              x={x}
              y={top + i * fs * 1.1}
              width={w * (i === block.lines - 1 ? 0.55 : 0.92 - (i % 2) * 0.08)}
              height={fs * 0.5}
              rx={2}
              fill={p.soft}
            />
          ))}
    </g>
  );
}

/**
 * Photographs side by side, each lit like a photograph: a soft light from the upper left
 * over the drawn subject and the corners falling into shade, so a picture reads as a
 * photograph with depth rather than a flat tile. The gradients are shared by every
 * photograph of the image (one definition, the same id).
 */
export function drawPhotos(block: BlockOf<'photos'>, { a, fs, x, y, w, h }: Canvas): ReactNode {
  const gap = fs * 0.5;
  const cw = (w - gap * (block.n - 1)) / block.n;
  return (
    <g>
      <defs>
        <radialGradient id="photo-light" cx="0.25" cy="0.15" r="0.9">
          <stop offset="0" stopColor="#fff" stopOpacity="0.32" />
          <stop offset="0.5" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
        <radialGradient id="photo-shade" cx="0.5" cy="0.45" r="0.75">
          <stop offset="0.6" stopColor="#000" stopOpacity="0" />
          <stop offset="1" stopColor="#000" stopOpacity="0.22" />
        </radialGradient>
      </defs>
      {Array.from({ length: block.n }, (_, i) => {
        const photo = { x: x + i * (cw + gap), y, w: cw, h };
        const r = Math.min(8, Math.min(cw, h) / 6);
        return (
          <g key={i}>
            <ArtFill art={block.art} b={photo} a={a} i={(block.at ?? 0) + i} />
            <rect x={photo.x} y={photo.y} width={cw} height={h} rx={r} fill="url(#photo-light)" />
            <rect x={photo.x} y={photo.y} width={cw} height={h} rx={r} fill="url(#photo-shade)" />
          </g>
        );
      })}
    </g>
  );
}

/** A video frame with a play button, an optional live badge, a title and progress. */
export function drawVideo(block: BlockOf<'video'>, { a, fs, x, y, w, h }: Canvas): ReactNode {
  const cx = x + w / 2;
  const cy = y + h / 2;
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={8} fill="#0b1226" />
      <ArtFill art={block.art ?? 'person'} b={{ x: x + w * 0.15, y: y + h * 0.08, w: w * 0.7, h: h * 0.78 }} a={a} />
      <circle cx={cx} cy={cy} r={Math.min(w, h) * 0.12} fill="#fff" opacity={0.92} />
      <path d={`M${cx - 4} ${cy - 7}l11 7l-11 7z`} fill="#0b1226" />
      {block.live && <Chip x={x + fs * 0.6} y={y + fs * 0.6} t="● LIVE" fill={BAD} color="#fff" size={fs * 0.65} />}
      <Text x={x + fs * 0.6} y={y + h - fs * 1.5} size={fs * 0.8} fill="#fff" weight={650} w={w - fs * 1.2}>
        {block.t}
      </Text>
      <rect x={x + fs * 0.6} y={y + h - fs * 0.9} width={w - fs * 1.2} height={3} rx={1.5} fill="#fff" opacity={0.3} />
      <rect x={x + fs * 0.6} y={y + h - fs * 0.9} width={(w - fs * 1.2) * 0.4} height={3} rx={1.5} fill={a} />
    </g>
  );
}
