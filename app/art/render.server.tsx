/**
 * The drawn images at build time: the SVG document of an image file, and what a
 * page needs to show one with <img> (address, intrinsic size, alternative text).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { BlogIllustration } from './BlogIllustration.tsx';
import { FIGURE_ALT, Figure } from './figures.server.tsx';
import { type BlogTheme, type DrawnImage, type DrawnImageId, type FigureName, drawnImagePath } from './images.ts';
import { ProjectArt, describeProjectArt, hasNarrowScreen } from './project/ProjectArt.tsx';
import { projectScreens } from './screens.server.ts';
import {
  type PortraitParts,
  type StudioFigure,
  allocatePortraitParts,
  careersSceneSvg,
  portraitSvg,
  studioSceneSvg,
} from './portraits.server.ts';
import { getTeam, namedPeople } from '../content/content.server.ts';

const svgCache = new Map<string, string>();

function drawing(id: Exclude<DrawnImageId, { kind: 'portrait' } | { kind: 'studio' } | { kind: 'careers' }>) {
  switch (id.kind) {
    case 'project':
      return <ProjectArt project={projectScreens(id.slug)} which={id.which} narrow={id.narrow ?? false} />;
    case 'blog':
      return <BlogIllustration theme={id.theme} />;
    case 'figure':
      return <Figure name={id.name} />;
  }
}

let partsOfPeople: Map<string, PortraitParts> | undefined;

/**
 * Every person's parts, handed out over everyone the site names at once (the founder and
 * the team first), so that no two people share a torso, a hair style or glasses.
 */
function partsOf(seed: string): PortraitParts {
  partsOfPeople ??= allocatePortraitParts(
    [...namedPeople()].map(([personSeed, person]) => ({ seed: personSeed, hair: person.hair })),
  );
  const parts = partsOfPeople.get(seed);
  if (!parts) throw new Error(`No one the site names has the portrait seed "${seed}".`);
  return parts;
}

/** The studio scene's people: the team, each in their own portrait's face and clothes. */
function studioFigure(id: string): StudioFigure {
  const member = getTeam().find((person) => person.id === id);
  if (!member) throw new Error(`The studio scene draws "${id}", who is not in team.yaml.`);
  const seed = member.avatarSeed ?? member.id;
  return { seed, parts: partsOf(seed) };
}

/** An image's SVG markup: people are drawn by DiceBear (a string), the rest by React components. */
function markupOf(id: DrawnImageId): string {
  if (id.kind === 'portrait') return portraitSvg(id.seed, partsOf(id.seed));
  if (id.kind === 'studio')
    return studioSceneSvg(
      {
        board: studioFigure('dhwani-mehta'),
        lab: studioFigure('riddhi-joshi'),
        front: [studioFigure('mihir-bhatt'), studioFigure('nirali-desai'), studioFigure('parth-patel')],
      },
      id.frame,
    );
  if (id.kind === 'careers')
    return careersSceneSvg(
      {
        buddy: studioFigure('jay-trivedi'),
        joiner: studioFigure('foram-vyas'),
        joinerName: 'Foram',
        garba: [studioFigure('krunal-shah'), studioFigure('nirali-desai')],
      },
      id.frame,
    );
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

/** A project's cover, its hero picture or one of its screens, described for its alternative text. */
export function projectImage(slug: string, which: 'cover' | 'hero' | number): DrawnImage {
  return imageOf({ kind: 'project', slug, which }, describeProjectArt(projectScreens(slug), which));
}

/** A desktop screen drawn for a phone (ProjectArt's phoneScreenOf), or none for a phone screen. */
export function projectNarrowImage(slug: string, which: number): DrawnImage | undefined {
  const project = projectScreens(slug);
  if (!hasNarrowScreen(project, which)) return undefined;
  return imageOf({ kind: 'project', slug, which, narrow: true }, describeProjectArt(project, which));
}

/** A room scene drawn whole for wide screens and cropped tall for phones. */
interface SceneImages {
  wide: DrawnImage;
  tall: DrawnImage;
}

/** Both framings of a room scene, with the one description they share. */
function sceneImages(kind: 'studio' | 'careers', alt: string): SceneImages {
  return {
    wide: imageOf({ kind, frame: 'wide' }, alt),
    tall: imageOf({ kind, frame: 'tall' }, alt),
  };
}

const STUDIO_ALT =
  'Drawing: the studio at work. Dhwani walks the sprint board, Riddhi tests a phone at the device lab, and Mihir, Nirali and Parth work at the front desk with cutting chai, under Navratri bunting and a window onto S.G. Highway with a kite over the towers';

/** The scene of the team at work (careers, about): the whole room, and its tall crop for phones. */
export function studioImage(): SceneImages {
  return sceneImages('studio', STUDIO_ALT);
}

const CAREERS_ALT =
  'Drawing: a first day at the studio. Foram sits at her new desk with a laptop, a welcome kit and a mug while her buddy Jay walks her through the welcome board’s checklist; by the library shelf, Krunal and Nirali plan the studio’s garba night, its poster on the wall';

/** Careers' own scene, a new joiner's first day: the whole room, and its tall crop for phones. */
export function careersImage(): SceneImages {
  return sceneImages('careers', CAREERS_ALT);
}

/** An article's art, with the article's own description (or '' where a heading names it). */
export function blogImage(theme: BlogTheme, alt: string): DrawnImage {
  return imageOf({ kind: 'blog', theme }, alt);
}

/** One of the site's own figures (art/figures.server.tsx), with its description. */
export function figureImage(name: FigureName): DrawnImage {
  return imageOf({ kind: 'figure', name }, FIGURE_ALT[name]);
}
