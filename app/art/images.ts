/**
 * The site's drawn images as files: the portfolio's app screens and covers, the
 * portraits of the people the site names, the careers page's studio scene, the
 * the blog's article art, each an SVG document rendered at
 * build time by routes/drawn-image.ts under /images/. Pages show them with <img>,
 * so the drawing code never reaches the browser and an image costs nothing until
 * it is seen. This module names the files; render.server.tsx draws them, so only
 * names and sizes, never drawing code, can reach a page's script.
 */

/** What a page needs to show a drawn image: its address, intrinsic size and alternative text. */
export interface DrawnImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export const BLOG_THEMES = ['ideas', 'network', 'classroom'] as const;
export type BlogTheme = (typeof BLOG_THEMES)[number];

/**
 * The site's own figures in the mock-ups' language (art/figures.server.tsx): the services
 * banner, the blog's in-article figures, the thank-you and 404 pages' small moments.
 */
export const FIGURE_NAMES = [
  'services-apps',
  'services-brand',
  'services-social',
  'cta-plan',
  'blog-virtuous-cycle',
  'blog-khata',
  'blog-pilot',
  'thank-you',
  'not-found',
] as const;
export type FigureName = (typeof FIGURE_NAMES)[number];

/** Each figure's intrinsic size, [width, height]: the drawing's own, so a page can show one without its code. */
export const FIGURE_SIZES: Record<FigureName, readonly [number, number]> = {
  'services-apps': [760, 470],
  'services-brand': [760, 470],
  'services-social': [760, 470],
  'cta-plan': [640, 430],
  'blog-virtuous-cycle': [760, 400],
  'blog-khata': [760, 400],
  'blog-pilot': [760, 400],
  'thank-you': [640, 400],
  'not-found': [640, 400],
};

/** A portrait's hair where the content names it (art/portraits.server.ts). */
export type PortraitHair = 'long' | 'short';

export type DrawnImageId =
  | { kind: 'project'; slug: string; which: 'cover' | 'hero' | number; narrow?: boolean }
  | { kind: 'portrait'; seed: string }
  | { kind: 'studio'; frame: 'wide' | 'tall' }
  | { kind: 'careers'; frame: 'wide' | 'tall' }
  | { kind: 'blog'; theme: BlogTheme }
  | { kind: 'figure'; name: FigureName };

export function drawnImagePath(id: DrawnImageId): string {
  switch (id.kind) {
    case 'project':
      return `/images/work/${id.slug}-${id.which}${id.narrow ? '-phone' : ''}.svg`;
    case 'portrait':
      return `/images/people/${id.seed}.svg`;
    case 'studio':
      return id.frame === 'wide' ? '/images/art/studio.svg' : '/images/art/studio-tall.svg';
    case 'careers':
      return id.frame === 'wide' ? '/images/art/careers.svg' : '/images/art/careers-tall.svg';
    case 'blog':
      return `/images/art/blog-${id.theme}.svg`;
    case 'figure':
      return `/images/art/${id.name}.svg`;
  }
}

/** Parses the folder and file name of drawnImagePath ("work", "aara-cover.svg"). */
export function parseDrawnImage(folder: string, file: string): DrawnImageId | undefined {
  if (folder === 'work') {
    const match = /^([a-z0-9-]+?)-(cover|hero|\d+)(-phone)?\.svg$/.exec(file);
    if (!match?.[1] || !match[2]) return undefined;
    if (match[3] && (match[2] === 'cover' || match[2] === 'hero')) return undefined;
    const which = match[2] === 'cover' || match[2] === 'hero' ? match[2] : Number(match[2]);
    return match[3]
      ? { kind: 'project', slug: match[1], which, narrow: true }
      : { kind: 'project', slug: match[1], which };
  }
  if (folder === 'people') {
    const seed = /^([a-z0-9-]+)\.svg$/.exec(file)?.[1];
    return seed ? { kind: 'portrait', seed } : undefined;
  }
  if (folder === 'art') {
    if (file === 'studio.svg') return { kind: 'studio', frame: 'wide' };
    if (file === 'studio-tall.svg') return { kind: 'studio', frame: 'tall' };
    if (file === 'careers.svg') return { kind: 'careers', frame: 'wide' };
    if (file === 'careers-tall.svg') return { kind: 'careers', frame: 'tall' };
    const figure = FIGURE_NAMES.find((name) => `${name}.svg` === file);
    if (figure) return { kind: 'figure', name: figure };
    const blog = /^blog-([a-z]+)\.svg$/.exec(file);
    const theme = BLOG_THEMES.find((t) => t === blog?.[1]);
    if (theme) return { kind: 'blog', theme };
  }
  return undefined;
}
