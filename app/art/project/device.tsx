/** A screen in its device frame: a phone, a laptop or a browser window. */
import type { ReactNode } from 'react';
import type { DrawnScreen, Frame } from '../schema.ts';
import { drawChrome } from './chrome.tsx';
import { layoutRows } from './layout.tsx';
import { type Palette, RightToLeft, Text, dark, light } from './primitives.tsx';

/** One screen in its device frame, as a group placed at the origin; returns the frame's size too. */
export function device(
  frame: Frame,
  screen: DrawnScreen,
  accent: string,
  brand: string,
  domain: string,
): { node: ReactNode; w: number; h: number } {
  const p: Palette = { ...(screen.dark ? dark : light), accent, dark: screen.dark ?? false };
  // A right-to-left screen mirrors everything inside the device but the status bar and address bar.
  const inDirection = (axis: number, node: ReactNode) =>
    screen.language.direction === 'rtl' ? <RightToLeft axis={axis}>{node}</RightToLeft> : node;
  if (frame === 'phone') {
    const fs = 10.5;
    const bar = { x: 14, y: 40, w: 212, h: 48 };
    const area = { x: 14, y: bar.y + bar.h, w: 212, h: 466 - bar.y - bar.h };
    const { content, chrome } = drawChrome(screen, area, p, fs, brand);
    return {
      w: 240,
      h: 480,
      node: (
        <g>
          <rect x={2} y={2} width={236} height={476} rx={36} fill="#0b1226" />
          <rect x={14} y={14} width={212} height={452} rx={26} fill={p.bg} />
          <rect x={14} y={14} width={212} height={bar.y + bar.h - 14} fill={screen.dark ? p.card : accent} />
          <rect x={14} y={14} width={212} height={30} rx={26} fill={screen.dark ? p.card : accent} />
          <Text x={30} y={31} size={9} fill="#fff" weight={700}>
            9:41
          </Text>
          <rect x={90} y={21} width={60} height={14} rx={7} fill="#0b1226" />
          <rect x={194} y={24} width={16} height={8} rx={2} fill="none" stroke="#fff" opacity={0.9} />
          {inDirection(
            120,
            <g>
              <Text x={28} y={bar.y + 30} size={15} fill="#fff" weight={750} w={150}>
                {screen.title}
              </Text>
              <circle cx={204} cy={bar.y + 25} r={9} fill="#fff" opacity={0.25} />
              {chrome}
              {layoutRows(screen.rows, content, p, fs, 7)}
            </g>,
          )}
        </g>
      ),
    };
  }
  const fs = 11;
  const screenBox = { x: 12, y: 12, w: 616, h: 376 };
  const bar = 28;
  const area = { x: screenBox.x, y: screenBox.y + bar, w: screenBox.w, h: screenBox.h - bar };
  const { content, chrome } = drawChrome(screen, area, p, fs, brand);
  const laptop = frame === 'laptop';
  return {
    w: 640,
    h: laptop ? 420 : 400,
    node: (
      <g>
        <rect x={0} y={0} width={640} height={400} rx={laptop ? 16 : 12} fill={laptop ? '#0b1226' : '#cbd5e1'} />
        <rect
          x={screenBox.x}
          y={screenBox.y}
          width={screenBox.w}
          height={screenBox.h}
          rx={laptop ? 6 : 4}
          fill={p.bg}
        />
        <rect
          x={screenBox.x}
          y={screenBox.y}
          width={screenBox.w}
          height={bar}
          rx={laptop ? 6 : 4}
          fill={laptop ? '#e2e8f0' : '#f1f5f9'}
        />
        <circle cx={30} cy={26} r={4.5} fill="#f87171" />
        <circle cx={46} cy={26} r={4.5} fill="#fbbf24" />
        <circle cx={62} cy={26} r={4.5} fill="#34d399" />
        <rect x={170} y={18} width={300} height={16} rx={8} fill="#fff" />
        <Text x={320} y={29.5} size={9} fill="#64748b" weight={600} anchor="middle">
          {`${domain}${screen.path ?? ''}`}
        </Text>
        {inDirection(
          320,
          <g>
            {chrome}
            {layoutRows(screen.rows, content, p, fs, 10)}
          </g>,
        )}
        {laptop && <path d="M-12 400h664l-16 20H4z" fill="#1e293b" transform="translate(0 0)" />}
      </g>
    ),
  };
}
