/** The navigation drawn around a screen's content: a side bar, a top menu or a bottom tab bar. */
import type { ReactNode } from 'react';
import type { DrawnScreen } from '../schema.ts';
import { type Box, type Palette, Text } from './primitives.tsx';

export function drawChrome(
  screen: DrawnScreen,
  box: Box,
  p: Palette,
  fs: number,
  brand: string,
): { content: Box; chrome: ReactNode } {
  const a = p.accent;
  const nav = screen.nav ?? 'none';
  if (nav === 'side') {
    const sw = box.w * 0.19;
    const items = screen.menu ?? ['Overview', 'Projects', 'Reports', 'Team', 'Settings'];
    return {
      content: { x: box.x + sw + fs, y: box.y + fs * 3.6, w: box.w - sw - fs * 2, h: box.h - fs * 4.4 },
      chrome: (
        <g>
          <rect x={box.x} y={box.y} width={sw} height={box.h} fill={p.dark ? '#0a1020' : '#0f172a'} />
          <rect x={box.x + fs * 0.8} y={box.y + fs * 0.8} width={fs * 1.4} height={fs * 1.4} rx={4} fill={a} />
          <Text x={box.x + fs * 2.6} y={box.y + fs * 1.85} size={fs * 0.9} fill="#fff" weight={750} w={sw - fs * 3}>
            {brand}
          </Text>
          {items.map((item, i) => (
            <g key={item}>
              {i === (screen.menuOn ?? 0) && (
                <rect
                  x={box.x + fs * 0.5}
                  y={box.y + fs * (3.4 + i * 2.1)}
                  width={sw - fs}
                  height={fs * 1.7}
                  rx={5}
                  fill={a}
                  opacity={0.9}
                />
              )}
              <Text
                x={box.x + fs * 1.1}
                y={box.y + fs * (4.55 + i * 2.1)}
                size={fs * 0.8}
                fill={i === (screen.menuOn ?? 0) ? '#fff' : '#94a3b8'}
                weight={600}
                w={sw - fs * 1.6}
              >
                {item}
              </Text>
            </g>
          ))}
          <Text
            x={box.x + sw + fs}
            y={box.y + fs * 2.2}
            size={fs * 1.25}
            fill={p.ink}
            weight={750}
            w={box.w - sw - fs * 10}
          >
            {screen.title}
          </Text>
          <circle cx={box.x + box.w - fs * 1.4} cy={box.y + fs * 1.6} r={fs * 0.8} fill={a} opacity={0.25} />
          <rect
            x={box.x + box.w - fs * 9}
            y={box.y + fs * 0.9}
            width={fs * 6}
            height={fs * 1.4}
            rx={fs * 0.7}
            fill={p.card}
            stroke={p.line}
          />
        </g>
      ),
    };
  }
  if (nav === 'top') {
    const items = screen.menu ?? ['Shop', 'Collections', 'Stories', 'Contact'];
    const bh = fs * 2.8;
    return {
      content: { x: box.x + fs, y: box.y + bh + fs * 0.8, w: box.w - fs * 2, h: box.h - bh - fs * 1.6 },
      chrome: (
        <g>
          <rect x={box.x} y={box.y} width={box.w} height={bh} fill={p.card} />
          <line x1={box.x} x2={box.x + box.w} y1={box.y + bh} y2={box.y + bh} stroke={p.line} />
          <Text x={box.x + fs} y={box.y + bh / 2 + fs * 0.4} size={fs * 1.15} fill={a} weight={800}>
            {brand}
          </Text>
          {items.map((item, i) => (
            <Text
              key={item}
              x={box.x + box.w * 0.42 + i * fs * 6.2}
              y={box.y + bh / 2 + fs * 0.3}
              size={fs * 0.78}
              fill={p.ink}
              weight={600}
            >
              {item}
            </Text>
          ))}
          <rect
            x={box.x + box.w - fs * 6.6}
            y={box.y + bh / 2 - fs * 0.75}
            width={fs * 5.6}
            height={fs * 1.5}
            rx={fs * 0.75}
            fill={a}
          />
          <Text
            x={box.x + box.w - fs * 3.8}
            y={box.y + bh / 2 + fs * 0.28}
            size={fs * 0.72}
            fill="#fff"
            weight={700}
            anchor="middle"
          >
            {screen.action ?? 'Enquire'}
          </Text>
        </g>
      ),
    };
  }
  if (nav === 'tabs') {
    const th = fs * 3.2;
    const items = screen.menu ?? ['Home', 'Search', 'Orders', 'Profile'];
    const tw = box.w / items.length;
    return {
      content: { x: box.x + fs, y: box.y + fs, w: box.w - fs * 2, h: box.h - th - fs * 1.8 },
      chrome: (
        <g>
          <rect x={box.x} y={box.y + box.h - th} width={box.w} height={th} fill={p.card} />
          <line x1={box.x} x2={box.x + box.w} y1={box.y + box.h - th} y2={box.y + box.h - th} stroke={p.line} />
          {items.map((item, i) => (
            <g key={item}>
              <rect
                x={box.x + tw * (i + 0.5) - fs * 0.55}
                y={box.y + box.h - th + fs * 0.6}
                width={fs * 1.1}
                height={fs * 1.1}
                rx={3}
                fill={i === (screen.menuOn ?? 0) ? a : p.soft}
              />
              <Text
                x={box.x + tw * (i + 0.5)}
                y={box.y + box.h - fs * 0.55}
                size={fs * 0.62}
                fill={i === (screen.menuOn ?? 0) ? a : p.muted}
                weight={650}
                anchor="middle"
              >
                {item}
              </Text>
            </g>
          ))}
        </g>
      ),
    };
  }
  return { content: { x: box.x + fs, y: box.y + fs, w: box.w - fs * 2, h: box.h - fs * 2 }, chrome: null };
}
