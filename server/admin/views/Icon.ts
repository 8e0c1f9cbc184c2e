/**
 * The few icons of the staff inbox: Lucide (ISC licence), the public site's icon
 * set, drawn here as elements (24×24, stroked) so that the server needs no build
 * step and no icon package at run time.
 */
import type { ReactElement } from 'react';
import { h } from './h.ts';

type Shape =
  | readonly ['path', { d: string }]
  | readonly ['circle', { cx: number; cy: number; r: number }]
  | readonly ['rect', { width: number; height: number; x: number; y: number; rx: number }];

const path = (d: string): Shape => ['path', { d }];
const circle = (cx: number, cy: number, r: number): Shape => ['circle', { cx, cy, r }];
const rect = (x: number, y: number, width: number, height: number, rx: number): Shape => [
  'rect',
  { x, y, width, height, rx },
];

const SHAPES = {
  inbox: [
    path('M22 12h-6l-2 3h-4l-2-3H2'),
    path('M5.45 5.11L2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11'),
  ],
  contact: [
    path(
      'M22 17a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 21.286V5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2zM7 11h10M7 15h6M7 7h8',
    ),
  ],
  hire: [path('M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2'), circle(9, 7, 4), path('M19 8v6m3-3h-6')],
  jobs: [path('M12 12h.01M16 6V4a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v2m14 7a18.15 18.15 0 0 1-20 0'), rect(2, 6, 20, 14, 2)],
  mail: [path('m22 7l-8.991 5.727a2 2 0 0 1-2.009 0L2 7'), rect(2, 4, 20, 16, 2)],
  download: [path('M12 15V3m9 12v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4'), path('m7 10l5 5l5-5')],
  check: [circle(12, 12, 10), path('m16 9l-5.5 5.5L8 12')],
  ban: [circle(12, 12, 10), path('M4.929 4.929L19.07 19.071')],
  logout: [path('m16 17l5-5l-5-5m5 5H9m0 9H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4')],
  search: [path('m21 21l-4.34-4.34'), circle(11, 11, 8)],
  file: [
    path(
      'M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z',
    ),
    path('M14 2v5a1 1 0 0 0 1 1h5M10 9H8m8 4H8m8 4H8'),
  ],
  alert: [path('m21.73 18l-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3M12 9v4m0 4h.01')],
  left: [path('m12 19l-7-7l7-7m7 7H5')],
  right: [path('M5 12h14m-7-7l7 7l-7 7')],
  reopen: [path('M3 12a9 9 0 1 0 9-9a9.75 9.75 0 0 0-6.74 2.74L3 8'), path('M3 3v5h5')],
  lock: [circle(12, 16, 1), rect(3, 10, 18, 12, 2), path('M7 10V7a5 5 0 0 1 10 0v3')],
  reply: [path('M20 18v-2a4 4 0 0 0-4-4H4'), path('m9 17l-5-5l5-5')],
  csv: [
    path(
      'M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z',
    ),
    path('M14 2v5a1 1 0 0 0 1 1h5M8 13h2m4 0h2m-8 4h2m4 0h2'),
  ],
  info: [circle(12, 12, 10), path('M12 16v-4m0-4h.01')],
  clock: [circle(12, 12, 10), path('M12 6v6l4 2')],
} as const satisfies Record<string, readonly Shape[]>;

export type IconName = keyof typeof SHAPES;

export interface IconProps {
  name: IconName;
  /** Width and height in pixels (CSS may size it too). */
  size?: number;
}

/** An inline SVG icon, hidden from assistive technology (the text beside it says what it is). */
export function Icon({ name, size = 20 }: IconProps): ReactElement {
  return h(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: '0 0 24 24',
      width: size,
      height: size,
      fill: 'none',
      stroke: 'currentColor',
      strokeWidth: 2,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
      'aria-hidden': true,
      focusable: 'false',
    },
    ...SHAPES[name].map(([tag, attributes]) => h(tag, attributes)),
  );
}
