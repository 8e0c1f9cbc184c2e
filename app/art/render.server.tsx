/**
 * The drawn images at build time: the SVG document of an image file, and what a
 * page needs to show one with <img> (address, intrinsic size, alternative text).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { BlogIllustration } from './BlogIllustration.tsx';
import { FIGURE_ALT, Figure } from './figures.server.tsx';
import { type BlogTheme, type DrawnImage, type DrawnImageId, type FigureName, drawnImagePath } from './images.ts';
import { ProjectArt, describeProjectArt } from './project/ProjectArt.tsx';
import { projectScreens } from './screens.server.ts';
import { portraitSvg, studioSceneSvg } from './portraits.server.ts';
import { namedPeople } from '../content/content.server.ts';

const svgCache = new Map<string, string>();

function drawing(id: Exclude<DrawnImageId, { kind: 'portrait' } | { kind: 'studio' }>) {
  switch (id.kind) {
    case 'project':
      return <ProjectArt project={projectScreens(id.slug)} which={id.which} />;
    case 'blog':
      return <BlogIllustration theme={id.theme} />;
    case 'figure':
      return <Figure name={id.name} />;
  }
}

/** An image's SVG markup: people are drawn by DiceBear (a string), the rest by React components. */
function markupOf(id: DrawnImageId): string {
  if (id.kind === 'portrait') {
    const person = namedPeople().get(id.seed);
    if (!person) throw new Error(`No one the site names has the portrait seed "${id.seed}".`);
    return portraitSvg(id.seed, person.hair);
  }
  if (id.kind === 'studio') return studioSceneSvg();
  return renderToStaticMarkup(drawing(id));
}

/** The SVG document of one image; throws for a project, screen or variant that is not drawn. */
export function drawnSvg(id: DrawnImageId): string {
  const key = drawnImagePath(id);
  let svg = svgCache.get(key);
  if (!svg) {
    svg = `<?xml version="1.0" encoding="UTF-8"?>\n${markupOf(id)}\n`;
    svgCache.set(key, svg);
  }
  return svg;
}

function imageOf(id: DrawnImageId, alt: string): DrawnImage {
  const root = /<svg[^>]*>/.exec(drawnSvg(id))?.[0] ?? '';
  const size = (name: string) => Math.round(Number(new RegExp(`\\s${name}="(\\d+(?:\\.\\d+)?)"`).exec(root)?.[1]));
  return { src: drawnImagePath(id), width: size('width'), height: size('height'), alt };
}

/** A project's cover or one of its screens, described for its alternative text. */
export function projectImage(slug: string, which: 'cover' | number): DrawnImage {
  return imageOf({ kind: 'project', slug, which }, describeProjectArt(projectScreens(slug), which));
}

/** The careers page's scene of the team at work. */
export function studioImage(): DrawnImage {
  return imageOf(
    { kind: 'studio' },
    'Drawing: four of the team at one long desk under a wall of sticky notes, one on a call, one making a point',
  );
}

/** An article's art, with the article's own description (or '' where a heading names it). */
export function blogImage(theme: BlogTheme, alt: string): DrawnImage {
  return imageOf({ kind: 'blog', theme }, alt);
}

/** One of the site's own figures (art/figures.server.tsx), with its description. */
export function figureImage(name: FigureName): DrawnImage {
  return imageOf({ kind: 'figure', name }, FIGURE_ALT[name]);
}
